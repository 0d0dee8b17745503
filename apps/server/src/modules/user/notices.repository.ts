import type { Db } from '../../db/create-db.ts';

/** The users' notices in the database (decision 0104): what notices.service.ts decides, written and read here. */

/** The user's name and username, as a notice says who did something. */
export function noticeAuthor(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['username', 'firstName', 'lastName', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The organization's users not disabled. */
export function activeUsersOf(db: Db, organizationId: string): Promise<{ id: string }[]> {
  return db.selectFrom('users').select('id').where('organizationId', '=', organizationId).where('disabledAt', 'is', null).execute();
}

/** A notice that a bank account was added, to each of these users, its values as JSON text. */
export async function insertBankAccountNotices(db: Db, userIds: string[], organizationId: string, params: string, at: Date): Promise<void> {
  await db.insertInto('userNotices').values(userIds.map((userId) => ({ userId, organizationId, kind: 'bankAccountAdded' as const, params, createdAt: at }))).execute();
}

/** The user's 50 latest unread notices in the organization, newest first. */
export function unreadNotices(db: Db, userId: string, organizationId: string) {
  return db
    .selectFrom('userNotices')
    .select(['id', 'kind', 'params'])
    .where('userId', '=', userId)
    .where('organizationId', '=', organizationId)
    .where('readAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(50)
    .execute();
}

/** Marks the user's notice `id` read at `now`; undefined when the user has no such notice. */
export function markNoticeRead(db: Db, id: string, userId: string, now: Date): Promise<{ id: string } | undefined> {
  return db
    .updateTable('userNotices')
    .set({ readAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
}
