import { sql, type Kysely } from 'kysely';

/**
 * Voluntary opt-out requests (docs/decisions/0027).
 *
 * - `optout_requests`: the person (as the filing organization declared them), the month they joined and the
 *   window it opened, the employer's comment, the status and the agency's decision. At most one new request
 *   per person, whichever organization files it (a partial unique index: two at the same moment, one wins).
 * - `optout_documents`: the files of a request (stored in `files`) with their type.
 * - `scheme_withdrawals`: a person withdrawn from the fund by a satisfied request, from a month on: their rows
 *   of that month and later carry no contributions. One per person (the primary key): a second satisfaction
 *   of the same person can not happen.
 * - `optout_returned_contributions`: each contribution given back, once (the primary key is the
 *   contribution's): what a satisfied request returned, to which employer, and the state's share.
 */
const upStatements = [
  `create sequence optout_number_seq start 1001`,
  `create table optout_requests (
    id uuid primary key default gen_random_uuid(),
    number text not null unique default ('OPT-' || nextval('optout_number_seq')),
    organization_id uuid not null references organizations (id),
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    first_name text not null,
    last_name text not null,
    birth_date date not null,
    gender text not null check (gender in ('male', 'female')),
    joined_year smallint not null,
    joined_month smallint not null check (joined_month between 1 and 12),
    window_opens date not null,
    window_closes date not null,
    comment text check (length(comment) <= 1000),
    status text not null default 'new' check (status in ('new', 'satisfied', 'rejected')),
    decision_reason text,
    decided_at timestamptz,
    decided_by uuid references users (id),
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((status = 'new') = (decided_at is null)),
    check (status <> 'rejected' or decision_reason is not null)
  )`,
  `create index optout_requests_organization_idx on optout_requests (organization_id, created_at desc)`,
  `create index optout_requests_status_idx on optout_requests (status, created_at)`,
  `create unique index optout_requests_one_new_idx on optout_requests (personal_number) where status = 'new'`,
  `create table optout_documents (
    request_id uuid not null references optout_requests (id) on delete cascade,
    file_id uuid not null references files (id),
    doc_type text not null check (doc_type in ('employee_request', 'identity_document', 'other')),
    seq bigint generated always as identity,
    primary key (request_id, file_id)
  )`,
  `create index optout_documents_file_idx on optout_documents (file_id)`,
  `create table scheme_withdrawals (
    personal_number text primary key check (personal_number ~ '^[0-9]{11}$'),
    optout_request_id uuid not null unique references optout_requests (id),
    year smallint not null,
    month smallint not null check (month between 1 and 12),
    withdrawn_at timestamptz not null default now()
  )`,
  `create table optout_returned_contributions (
    declaration_detail_id uuid not null,
    source text not null check (source in ('employee', 'organization', 'state')),
    optout_request_id uuid not null references optout_requests (id),
    organization_id uuid not null references organizations (id),
    amount numeric(14, 2) not null check (amount > 0),
    units numeric(18, 6),
    primary key (declaration_detail_id, source)
  )`,
  `create index optout_returned_request_idx on optout_returned_contributions (optout_request_id)`,
];

const downStatements = [
  `drop table if exists optout_returned_contributions`,
  `drop table if exists scheme_withdrawals`,
  `drop table if exists optout_documents`,
  `drop table if exists optout_requests`,
  `drop sequence if exists optout_number_seq`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of upStatements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const s of downStatements) await sql.raw(s).execute(db);
}
