import { sql, type Kysely } from 'kysely';

/**
 * A run of the month's processing split into parts that several servers convert at the same time
 * (docs/decisions/0111): the run's number of parts, fixed at its start, and each part's own cursor, state and
 * batches. A run of one part (every run started before) keeps its cursor on its own row and has no part rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table processing_jobs add column parts integer not null default 1 check (parts between 1 and 64)`.execute(db);
  await sql`create table processing_job_parts (
    job_id uuid not null references processing_jobs(id) on delete cascade,
    part integer not null check (part >= 0),
    cursor_ordinal integer not null default 0,
    cursor_row integer not null default 0,
    status text not null default 'running' check (status in ('running', 'done')),
    processed_rows integer not null default 0,
    batches integer not null default 0,
    updated_at timestamptz not null default now(),
    primary key (job_id, part)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists processing_job_parts`.execute(db);
  await sql`alter table processing_jobs drop column if exists parts`.execute(db);
}
