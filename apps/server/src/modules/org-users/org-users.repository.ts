import type { OrgRole } from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';
import './org-users.table.ts';

/**
 * Queries of an organization's users and invitations. Every one takes the organization's id: a user or an
 * invitation of another organization is never found.
 */

const USER_COLUMNS = ['id', 'username', 'firstName', 'lastName', 'personalNumber', 'email', 'orgRole', 'lastLoginAt', 'disabledAt'] as const;

export function listUsers(db: Db, organizationId: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('organizationId', '=', organizationId)
    .where('orgRole', 'is not', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findUser(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', id)
    .where('organizationId', '=', organizationId)
    .where('orgRole', 'is not', null)
    .executeTakeFirst();
}

/**
 * Locks the organization's row for the rest of the transaction: two changes of its users' roles or states are
 * made one after the other, so the check that an active administrator remains sees the other's result.
 */
export function lockOrganization(db: Db, organizationId: string) {
  return db.selectFrom('organizations').select(['id', 'name', 'isSelfEmployed']).where('id', '=', organizationId).forUpdate().executeTakeFirst();
}

/** The organization's administrators that are not disabled, other than `exceptId`. */
export async function countOtherActiveAdministrators(db: Db, organizationId: string, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organizationId', '=', organizationId)
    .where('orgRole', '=', 'administrator')
    .where('disabledAt', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function updateUser(db: Db, organizationId: string, id: string, set: { orgRole?: OrgRole; disabledAt?: Date | null }, now: Date) {
  return db
    .updateTable('users')
    .set({ ...set, updatedAt: now })
    .where('id', '=', id)
    .where('organizationId', '=', organizationId)
    .execute();
}

const INVITATION_COLUMNS = ['id', 'firstName', 'lastName', 'personalNumber', 'email', 'orgRole', 'createdAt', 'expiresAt'] as const;

export function insertInvitation(
  db: Db,
  v: { organizationId: string; tokenHash: string; firstName: string; lastName: string; personalNumber: string; email: string; orgRole: OrgRole; createdBy: string; createdAt: Date; expiresAt: Date },
) {
  return db.insertInto('organizationInvitations').values(v).returning(INVITATION_COLUMNS).executeTakeFirstOrThrow();
}

/** Invitations still to be used: not accepted, not revoked, not expired. */
export function listPendingInvitations(db: Db, organizationId: string, now: Date) {
  return db
    .selectFrom('organizationInvitations')
    .select(INVITATION_COLUMNS)
    .where('organizationId', '=', organizationId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export function findInvitation(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('organizationInvitations')
    .select(['id', 'acceptedAt', 'revokedAt'])
    .where('id', '=', id)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
}

export function revokeInvitation(db: Db, organizationId: string, id: string, now: Date) {
  return db
    .updateTable('organizationInvitations')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('organizationId', '=', organizationId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
}

/** An invitation by its token's hash, with its organization; `lock` holds it until the transaction ends. */
export function findInvitationByHash(db: Db, tokenHash: string, lock = false) {
  let q = db
    .selectFrom('organizationInvitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organizationId')
    .select([
      'i.id', 'i.organizationId', 'i.firstName', 'i.lastName', 'i.personalNumber', 'i.email', 'i.orgRole', 'i.expiresAt',
      'i.acceptedAt', 'i.revokedAt', 'o.name as organizationName', 'o.isSelfEmployed',
    ])
    .where('i.tokenHash', '=', tokenHash);
  if (lock) q = q.forUpdate(['i']);
  return q.executeTakeFirst();
}

export function markAccepted(db: Db, id: string, userId: string, now: Date) {
  return db
    .updateTable('organizationInvitations')
    .set({ acceptedAt: now, acceptedUserId: userId })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
}
