import { sql, type Kysely } from 'kysely';

/**
 * Uploads loaded by a job of the durable queue (docs/decisions/0083): a bank statement or a file of the
 * Revenue Service's filings, its bytes kept with it, stored in one transaction before its job is queued, so
 * nothing accepted is lost when the server that accepted it dies. The job that books it writes `done` and its
 * answer in the booking's own transaction: a job run again finds it done and books nothing twice. A refusal
 * keeps its code and values; its words are made in the reader's language when read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table file_uploads (
    id uuid primary key default gen_random_uuid(),
    kind text not null check (kind in ('statement', 'revenue')),
    status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
    file_name text not null,
    content bytea not null,
    size_bytes int not null,
    uploaded_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    attempts int not null default 0,
    result jsonb,
    error_code text,
    error_params jsonb,
    check ((status = 'done') = (result is not null)),
    check ((status = 'failed') = (error_code is not null))
  )`.execute(db);
  await sql`create index file_uploads_unfinished_idx on file_uploads (created_at) where status in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists file_uploads`.execute(db);
}
