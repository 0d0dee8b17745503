import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { OrgRole } from '@pensia/domain';

/** Queries of users and organizations. Organization data is always reached through the caller's organization id. */

export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user with its organization, as `GET users/{id}` shows it. */
export function findUserProfile(db: Db, id: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organizationId')
    .select([
      'u.id', 'u.username', 'u.role', 'u.firstName', 'u.lastName', 'u.organizationId',
      'o.name as organizationName', 'o.code as organizationCode', 'o.typeId as organizationTypeId',
      'u.mobile', 'u.email', 'u.orgRole', 'o.requiresApproval as organizationRequiresApproval',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** An organization's fields as the profile shows them (an operator acting on its behalf sees these). */
export function findOrganizationProfile(db: Db, id: string) {
  return db
    .selectFrom('organizations')
    .select([
      'id as organizationId', 'name as organizationName', 'code as organizationCode', 'typeId as organizationTypeId', 'mobile', 'email',
      'requiresApproval as organizationRequiresApproval',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findOrganizationByCode(db: Db, code: string) {
  return db.selectFrom('organizations').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
}

export function updatePassword(db: Db, userId: string, passwordHash: string, now: Date) {
  return db.updateTable('users').set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where('id', '=', userId).execute();
}

export function updateUserContacts(db: Db, userId: string, organizationId: string, contacts: { mobile: string; email: string }, now: Date) {
  return db
    .updateTable('users')
    .set({ ...contacts, updatedAt: now })
    .where('id', '=', userId)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
}

export function updateOrganizationContacts(db: Db, organizationId: string, contacts: { mobile: string; email: string }, now: Date) {
  return db.updateTable('organizations').set({ ...contacts, updatedAt: now }).where('id', '=', organizationId).executeTakeFirst();
}

export function insertOrganization(db: Db, org: { name: string; code: string; typeId: number; isSelfEmployed: boolean; mobile: string; email: string }) {
  return db.insertInto('organizations').values(org).returning(['id']).executeTakeFirstOrThrow();
}

export function insertUser(
  db: Db,
  user: {
    username: string;
    passwordHash: string;
    role: 'employer' | 'selfEmployed' | 'operator';
    orgRole?: OrgRole | null;
    organizationId: string | null;
    firstName?: string | null;
    lastName?: string | null;
    personalNumber?: string | null;
    mobile?: string | null;
    email?: string | null;
    securityQuestionId?: number | null;
    securityAnswerHash?: string | null;
    totpSecret?: string | null;
  },
) {
  return db.insertInto('users').values(user).returning(['id', 'username']).executeTakeFirstOrThrow();
}

export function markLogin(db: Db, userId: string, now: Date) {
  return db.updateTable('users').set({ lastLoginAt: now }).where('id', '=', userId).execute();
}
