import { sql, type Kysely } from 'kysely';

/**
 * Exports written by a job of the durable queue (docs/decisions/0088). The request stores what is to be written
 * (the workbook's layout and its rows, `input`) with who asked for it, then queues the job; the job writes the
 * file and stores its bytes with `done` in one statement, dropping the input: a job run again finds it done, and
 * a file is never there half. Each export is kept until `expires_at`, when the clean-up deletes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table export_files (
    id uuid primary key default gen_random_uuid(),
    status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
    organization_id uuid references organizations (id) on delete cascade,
    requested_by uuid not null references users (id) on delete cascade,
    file_name text not null,
    content_type text not null,
    row_count int not null,
    input jsonb,
    content bytea,
    size_bytes int,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    started_at timestamptz,
    finished_at timestamptz,
    attempts int not null default 0,
    error_code text,
    check ((status = 'done') = (content is not null)),
    check ((status = 'failed') = (error_code is not null)),
    check (status in ('done', 'failed') or input is not null)
  )`.execute(db);
  await sql`create index export_files_unfinished_idx on export_files (created_at) where status in ('queued', 'running')`.execute(db);
  await sql`create index export_files_expires_idx on export_files (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists export_files`.execute(db);
}
