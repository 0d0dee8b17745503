import { sql, type Kysely } from 'kysely';

/**
 * A run of the month's processing records at its start the month's declarations, and finds which are covered
 * (and on which day) in its first batch (docs/decisions/0093): a run not yet through that step is not covered.
 * Runs started before are covered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table processing_jobs add column covered boolean not null default true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table processing_jobs drop column if exists covered`.execute(db);
}
