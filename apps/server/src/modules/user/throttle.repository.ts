import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

export function findBlocked(db: Db, keys: string[], now: Date) {
  return db.selectFrom('authThrottle').select(['key', 'blockedUntil']).where('key', 'in', keys).where('blockedUntil', '>', now).execute();
}

export interface FailureLimit {
  /** Failures count within this many seconds from the first; null: they count until cleared (consecutive failures). */
  windowS: number | null;
  /** The failure that reaches this count blocks the key, and so does every further one in the same count. */
  limit: number;
  blockS: number;
}

/**
 * Counts one failure for a key in one statement (two failures at once can't both read the old count):
 * a new window starts when the old one is over; reaching the limit blocks the key.
 */
export async function countFailure(db: Db, key: string, now: Date, { windowS, limit, blockS }: FailureLimit) {
  const blockedUntil = sql`${now}::timestamptz + make_interval(secs => ${blockS})`;
  const windowOver = windowS === null ? sql`false` : sql`t.window_started_at < ${now}::timestamptz - make_interval(secs => ${windowS})`;
  await sql`
    insert into auth_throttle as t (key, failures, window_started_at, blocked_until)
    values (${key}, 1, ${now}, ${limit <= 1 ? new Date(now.getTime() + blockS * 1000) : null})
    on conflict (key) do update set
      failures = case when ${windowOver} then 1 else t.failures + 1 end,
      window_started_at = case when ${windowOver} then ${now} else t.window_started_at end,
      blocked_until = case
        when not (${windowOver}) and t.failures + 1 >= ${limit} then ${blockedUntil}
        else t.blocked_until end
  `.execute(db);
}

export function deleteThrottle(db: Db, keys: string[]) {
  return db.deleteFrom('authThrottle').where('key', 'in', keys).execute();
}
