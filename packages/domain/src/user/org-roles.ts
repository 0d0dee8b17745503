import type { Contract } from '../http/contract.ts';

/**
 * The roles of an organization's users. The organization's first user is its administrator; the administrator
 * invites the others. A role decides what a user sees and may do, checked on the server for every route.
 */
export const ORG_ROLES = ['administrator', 'preparer', 'approver', 'viewer'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/**
 * What a route asks of an organization's user:
 * - `read`: see the organization's data (every role);
 * - `prepare`: create and change declarations, reversals, annual declarations, refund requests, employees,
 *   opt-out requests and comments, and submit them;
 * - `approve`: approve or send back what another user submitted (when the organization requires approval);
 * - `administer`: the organization's users, settings, bank accounts, API keys and webhooks.
 */
export const ORG_PERMISSIONS = ['read', 'prepare', 'approve', 'administer'] as const;
export type OrgPermission = (typeof ORG_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<OrgRole, readonly OrgPermission[]> = {
  administrator: ['read', 'prepare', 'approve', 'administer'],
  preparer: ['read', 'prepare'],
  approver: ['read', 'approve'],
  viewer: ['read'],
};

export function roleCan(role: OrgRole, permission: OrgPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * The permission a route of the organization asks for: its contract's own, else `read` for a GET and `prepare`
 * for any other method. A POST that only reads (a filter, a document's download) says `read` in its contract.
 */
export function contractPermission(c: Pick<Contract, 'method' | 'permission'>): OrgPermission {
  return c.permission ?? (c.method === 'GET' ? 'read' : 'prepare');
}
