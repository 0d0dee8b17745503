import { sql, type Kysely } from 'kysely';

/**
 * The rate limits' counters, shared by every server process (docs/decisions/0110): one row per limited key and
 * route, its window's start and its count. Unlogged: counters need no durability, and writing them costs no WAL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table rate_limits (
      key text primary key,
      window_started_at timestamptz not null,
      hits integer not null
    ) with (fillfactor = 70)`.execute(db);
  await sql`create index rate_limits_window on rate_limits (window_started_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists rate_limits`.execute(db);
}
