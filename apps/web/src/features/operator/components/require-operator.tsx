import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { isAuthenticated, useSession } from '../../../common/session/session-store';
import { useActing } from '../lib/acting-store';
import { ActingBanner } from './lazy-acting-banner';
import { OperatorNav } from './operator-nav';

/**
 * The back office: an operator signed in at admin_login. A visitor goes to the operator sign-in, an
 * employer to its home screen; an operator acting for an organization first comes back to its own session.
 */
export function RequireOperator() {
  const signedIn = useSession(isAuthenticated);
  const isAdmin = useSession((s) => s.isAdmin);
  const acting = useActing();
  const prefix = useLangPrefix();
  if (!signedIn) return <Navigate to={paths.adminLogin(prefix)} replace />;
  if (!isAdmin) return <Navigate to={paths.home(prefix)} replace />;
  if (acting) return <ActingBanner />;
  return (
    <>
      <OperatorNav />
      <Outlet />
    </>
  );
}
