import { sql, type Kysely } from 'kysely';

/**
 * The last upload of each declaration and the rows it rejected, kept until each is fixed in place (added
 * as a row) or let go: a rejected row survives a reload, another browser, another colleague. Issues are
 * kept as validation references, so that they read in the language of whoever opens the report.
 */
const statements = [
  `create table upload_reports (
    declaration_id uuid primary key,
    organization_id uuid not null,
    file_name text not null,
    accepted integer not null check (accepted >= 0),
    rejected integer not null check (rejected >= 0),
    uploaded_by uuid references users (id) on delete set null,
    uploaded_at timestamptz not null,
    foreign key (declaration_id, organization_id) references declarations (id, organization_id) on delete cascade
  )`,
  `create table upload_rejected_rows (
    id uuid primary key default gen_random_uuid(),
    declaration_id uuid not null references upload_reports (declaration_id) on delete cascade,
    organization_id uuid not null,
    row_number integer not null check (row_number >= 1),
    cell_values jsonb not null,
    issues jsonb not null
  )`,
  `create index upload_rejected_rows_page_idx on upload_rejected_rows (declaration_id, row_number)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists upload_rejected_rows`.execute(db);
  await sql`drop table if exists upload_reports`.execute(db);
}
