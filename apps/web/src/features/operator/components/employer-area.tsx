import { Outlet } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { useActing } from '../lib/acting-store';
import { ActingBanner, OperatorWorkspaceBanner } from './acting-banner';

/**
 * The employer screens. An operator acting for an organization sees whose portal this is and the way
 * back; an operator not acting for anyone is pointed to the back office.
 */
export function EmployerArea() {
  const isAdmin = useSession((s) => s.isAdmin);
  const acting = useActing();
  return (
    <>
      {isAdmin && (acting ? <ActingBanner /> : <OperatorWorkspaceBanner />)}
      <Outlet />
    </>
  );
}
