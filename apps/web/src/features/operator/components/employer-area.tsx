import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useSession } from '../../../common/session/session-store';
import { useActing } from '../lib/acting-store';
import { ActingBanner } from './lazy-acting-banner';

/**
 * The employer screens. An operator acting for an organization sees whose portal this is and the way
 * back; an operator not acting for anyone has no organization to show, so it goes to the back office.
 */
export function EmployerArea() {
  const isAdmin = useSession((s) => s.isAdmin);
  const acting = useActing();
  const prefix = useLangPrefix();
  if (isAdmin && !acting) return <Navigate to={paths.operator(prefix)} replace />;
  return (
    <>
      {isAdmin && acting ? <ActingBanner /> : null}
      <Outlet />
    </>
  );
}
