import { Navigate, Outlet } from 'react-router';
import { paths } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';
import { isAuthenticated, useSession } from '../../common/session/session-store';

/** Screens of a signed-in user: a visitor goes to the sign-in page of the same language. */
export function RequireAuth() {
  const signedIn = useSession(isAuthenticated);
  const prefix = useLangPrefix();
  return signedIn ? <Outlet /> : <Navigate to={paths.login(prefix)} replace />;
}

/** Sign-in, registration and recovery: a signed-in user goes to the home screen instead. */
export function RequireGuest() {
  const signedIn = useSession(isAuthenticated);
  const isAdmin = useSession((s) => s.isAdmin);
  const prefix = useLangPrefix();
  // an operator's home is its back office
  if (signedIn) return <Navigate to={isAdmin ? paths.operator(prefix) : paths.home(prefix)} replace />;
  return <Outlet />;
}
