import { sql, type Kysely } from 'kysely';

/**
 * Stored files (one table every upload uses), attachments of letters and notifications, and what the back
 * office needs: operator sessions scoped to an organization (acting on its behalf), a pending second
 * factor during enrolment, and the target of an audited call.
 */
const upStatements = [
  `create table files (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    content_type text not null,
    kind text not null check (kind in ('pdf', 'djvu', 'excel', 'word', 'txt', 'image', 'archive')),
    size_bytes integer not null check (size_bytes > 0),
    sha256 text not null,
    storage text not null default 'database',
    content bytea,
    created_at timestamptz not null default now(),
    created_by uuid references users (id) on delete set null,
    check (storage <> 'database' or content is not null)
  )`,
  `create index files_sha256_idx on files (sha256)`,
  `create table letter_attachments (
    letter_id uuid not null references letters (id) on delete cascade,
    file_id uuid not null references files (id) on delete restrict,
    position smallint not null default 0,
    primary key (letter_id, file_id)
  )`,
  `create index letter_attachments_file_idx on letter_attachments (file_id)`,
  `create table notification_attachments (
    notification_id uuid not null references notifications (id) on delete cascade,
    file_id uuid not null references files (id) on delete restrict,
    position smallint not null default 0,
    primary key (notification_id, file_id)
  )`,
  `create index notification_attachments_file_idx on notification_attachments (file_id)`,
  `create index letters_sent_at_idx on letters (sent_at)`,
  `create index notifications_sent_at_idx on notifications (sent_at)`,
  `create index letter_recipients_received_idx on letter_recipients (organization_id, received_at)`,
  `create index notification_recipients_received_idx on notification_recipients (organization_id, received_at)`,
  `alter table sessions add column acting_organization_id uuid references organizations (id) on delete cascade`,
  `alter table sessions add column parent_session_id uuid references sessions (id) on delete cascade`,
  `create index sessions_parent_idx on sessions (parent_session_id)`,
  `alter table users add column totp_pending_secret text`,
  `alter table audit_log add column target_id text`,
  `alter table audit_log add column on_behalf boolean not null default false`,
  `create index audit_log_operator_idx on audit_log (operator_id, at)`,
];

const downStatements = [
  `drop index if exists audit_log_operator_idx`,
  `alter table audit_log drop column if exists on_behalf`,
  `alter table audit_log drop column if exists target_id`,
  `alter table users drop column if exists totp_pending_secret`,
  `drop index if exists sessions_parent_idx`,
  `alter table sessions drop column if exists parent_session_id`,
  `alter table sessions drop column if exists acting_organization_id`,
  `drop index if exists notification_recipients_received_idx`,
  `drop index if exists letter_recipients_received_idx`,
  `drop index if exists notifications_sent_at_idx`,
  `drop index if exists letters_sent_at_idx`,
  `drop table if exists notification_attachments`,
  `drop table if exists letter_attachments`,
  `drop table if exists files`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
