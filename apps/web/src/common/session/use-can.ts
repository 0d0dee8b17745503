import { roleCan, type OrgPermission } from '@pensia/domain/user/org-roles';
import { useSession } from './session-store';

/**
 * Whether the signed-in user's role has a permission (docs/decisions/0099). An operator acting for an
 * organization has no role in it and is not held to one (the server does the same); nor is a self-employed
 * person or a participant, who have no role. No schema comes with it: the screens a returning employer starts
 * on use it (docs/decisions/0041).
 */
export function useCan(permission: OrgPermission): boolean {
  return useSession((s) => (s.user?.orgRole ? roleCan(s.user.orgRole, permission) : true));
}
