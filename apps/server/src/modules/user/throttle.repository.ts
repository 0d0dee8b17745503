import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

export function findBlocked(db: Db, keys: string[], now: Date) {
  return db.selectFrom('authThrottle').select(['key', 'blockedUntil']).where('key', 'in', keys).where('blockedUntil', '>', now).execute();
}

/**
 * Counts one failure for a key in one statement (two failures at once can't both read the old count):
 * a new window starts when the old one is over; reaching the limit blocks the key.
 */
export async function countFailure(db: Db, key: string, now: Date, windowS: number, limit: number, blockS: number) {
  await sql`
    insert into auth_throttle as t (key, failures, window_started_at, blocked_until)
    values (${key}, 1, ${now}, ${limit <= 1 ? new Date(now.getTime() + blockS * 1000) : null})
    on conflict (key) do update set
      failures = case when t.window_started_at < ${now}::timestamptz - make_interval(secs => ${windowS}) then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < ${now}::timestamptz - make_interval(secs => ${windowS}) then ${now} else t.window_started_at end,
      blocked_until = case
        when t.window_started_at >= ${now}::timestamptz - make_interval(secs => ${windowS}) and t.failures + 1 >= ${limit}
          then ${now}::timestamptz + make_interval(secs => ${blockS})
        else t.blocked_until end
  `.execute(db);
}

export function deleteThrottle(db: Db, key: string) {
  return db.deleteFrom('authThrottle').where('key', '=', key).execute();
}
