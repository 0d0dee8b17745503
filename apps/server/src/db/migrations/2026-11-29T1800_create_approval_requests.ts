import { sql, type Kysely } from 'kysely';

/**
 * Four eyes: a submission for approval of what one user of an organization prepared (a declaration or a refund
 * request), with the declaration's rows as submitted (what the approver compares the next submission with), who prepared and who decided.
 * At most one submission of a subject is pending at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table approval_requests (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete restrict,
    kind text not null check (kind in ('declaration', 'refund')),
    subject_id uuid not null,
    status text not null check (status in ('pending', 'sentBack', 'approved', 'withdrawn')),
    year smallint not null,
    month smallint not null,
    row_count integer not null,
    total_amount numeric(14, 2) not null,
    reference text,
    rows jsonb not null,
    prepared_by uuid not null references users (id),
    submitted_at timestamptz not null,
    decided_by uuid references users (id),
    decided_at timestamptz,
    comment text,
    check ((status = 'pending') = (decided_at is null))
  )`.execute(db);
  await sql`create unique index approval_requests_one_pending on approval_requests (subject_id) where status = 'pending'`.execute(db);
  await sql`create index approval_requests_organization_idx on approval_requests (organization_id, submitted_at desc)`.execute(db);
  await sql`create index approval_requests_subject_idx on approval_requests (subject_id, submitted_at desc)`.execute(db);
  // a declaration submitted and not yet decided can't be changed (its pending request is the reason)
  await sql`alter table declarations add column awaiting_approval boolean not null default false`.execute(db);
  // a refund request of an organization that requires approval reaches the agency only once approved
  await sql`alter table refunds add column awaiting_approval boolean not null default false`.execute(db);
  // in the back office, a large refund's first approval by one operator, paid on a second operator's
  await sql`alter table refunds add column first_approved_by uuid references users (id)`.execute(db);
  await sql`alter table refunds add column first_approved_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table refunds drop column if exists first_approved_at`.execute(db);
  await sql`alter table refunds drop column if exists first_approved_by`.execute(db);
  await sql`alter table refunds drop column if exists awaiting_approval`.execute(db);
  await sql`alter table declarations drop column if exists awaiting_approval`.execute(db);
  await sql`drop table if exists approval_requests`.execute(db);
}
