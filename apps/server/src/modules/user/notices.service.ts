import type { UserNotice } from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { activeUsersOf, insertBankAccountNotices, markNoticeRead, noticeAuthor, unreadNotices } from './notices.repository.ts';

/**
 * Notices to each user of an organization of what was done in it that the user should know of (decision 0104):
 * a bank account added, so that an account added with a stolen password does not go unseen.
 */
export async function noticeBankAccountAdded(db: Db, actor: Actor, organizationId: string, iban: string, at: Date) {
  const by = await noticeAuthor(db, actor.userId);
  const name = [by?.firstName, by?.lastName].filter(Boolean).join(' ');
  const who = by ? (name ? `${name} (${by.username})` : by.username) : '';
  const users = await activeUsersOf(db, organizationId);
  if (!users.length) return;
  const params = JSON.stringify({ iban, by: who, at: at.toISOString() });
  await insertBankAccountNotices(db, users.map((u) => u.id), organizationId, params, at);
}

/** `GET notices`: the caller's unread notices in its organization, newest first. */
export async function listNotices(deps: Deps, actor: Actor): Promise<UserNotice[]> {
  if (!actor.organizationId) return [];
  const rows = await unreadNotices(deps.db, actor.userId, actor.organizationId);
  return rows.map((r) => {
    const p = (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as Record<string, string>;
    return { id: r.id, kind: r.kind, iban: p.iban ?? '', by: p.by ?? '', at: p.at ?? '' };
  });
}

/** `POST notices/{id}/read`: only the caller's own notice. */
export async function readNotice(deps: Deps, actor: Actor, id: string) {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const row = await markNoticeRead(deps.db, id, actor.userId, deps.clock.now());
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { id: row.id };
}
