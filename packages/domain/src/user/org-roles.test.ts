import { describe, expect, it } from 'vitest';
import { contractPermission, ORG_PERMISSIONS, ORG_ROLES, roleCan, type OrgPermission, type OrgRole } from './org-roles.ts';

describe('what each role of an organization may do', () => {
  const table: [OrgRole, OrgPermission[]][] = [
    ['administrator', ['read', 'prepare', 'approve', 'administer']],
    ['preparer', ['read', 'prepare']],
    ['approver', ['read', 'approve']],
    ['viewer', ['read']],
  ];
  it.each(table)('%s may %j and nothing else', (role, allowed) => {
    for (const p of ORG_PERMISSIONS) expect(roleCan(role, p), `${role} ${p}`).toBe(allowed.includes(p));
  });
  it('covers every role', () => expect(table.map(([r]) => r).sort()).toEqual([...ORG_ROLES].sort()));
});

describe('the permission a route asks for', () => {
  it.each([
    [{ method: 'GET' as const }, 'read'],
    [{ method: 'POST' as const }, 'prepare'],
    [{ method: 'PUT' as const }, 'prepare'],
    [{ method: 'DELETE' as const }, 'prepare'],
    [{ method: 'POST' as const, permission: 'read' as const }, 'read'],
    [{ method: 'POST' as const, permission: 'administer' as const }, 'administer'],
    [{ method: 'GET' as const, permission: 'administer' as const }, 'administer'],
  ])('%j asks for %s', (c, expected) => expect(contractPermission(c)).toBe(expected));
});
