import { sql, type Kysely } from 'kysely';

/**
 * Comments on the differences with the Revenue Service (docs/decisions/0031): one per organization, month and
 * person, typed on the screen or saved from an uploaded comments workbook; and the workbooks uploaded, saved
 * or refused (a refused one keeps its row errors, nothing of it is saved). Deleting a workbook leaves the
 * comments it saved.
 */
const upStatements = [
  `create table revenue_comment_files (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id),
    file_id uuid not null references files (id),
    name text not null,
    size_bytes integer not null,
    year int,
    status text not null check (status in ('saved', 'rejected')),
    comment_count int not null default 0,
    error_count int not null default 0,
    errors jsonb not null default '[]'::jsonb,
    uploaded_by uuid references users (id) on delete set null,
    uploaded_at timestamptz not null default now()
  )`,
  `create index revenue_comment_files_org_idx on revenue_comment_files (organization_id, uploaded_at desc)`,
  `create table revenue_comments (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id),
    year int not null check (year between 2018 and 2100),
    month int not null check (month between 1 and 12),
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    comment text not null check (char_length(comment) between 1 and 1000),
    source text not null check (source in ('screen', 'excel')),
    comment_file_id uuid references revenue_comment_files (id) on delete set null,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (organization_id, year, month, personal_number)
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop table if exists revenue_comments`).execute(db);
  await sql.raw(`drop table if exists revenue_comment_files`).execute(db);
}
