import { sql, type Kysely } from 'kysely';

/**
 * Refund requests (docs/decisions/0018): the amount an organization asks back, the account of its own it
 * names (a composite foreign key: the account is the same organization's by construction, and can't be
 * removed while a request names it), a copy of the IBAN, the bank details, the status and the agency's
 * decision; and the documents attached, stored in `files`. Paying out is a `refund_paid` movement of the
 * ledger, written in the transaction that approves the request.
 */
const statements = [
  `create sequence refund_number_seq start 1001`,
  `create table refunds (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id),
    number text not null unique default ('R-' || nextval('refund_number_seq')),
    amount numeric(14, 2) not null check (amount > 0),
    bank_account_id uuid not null,
    iban text not null check (iban ~ '^GE[0-9]{2}[A-Z]{2}[0-9]{16}$'),
    bank_details text not null check (length(bank_details) between 1 and 500),
    status text not null default 'new' check (status in ('new', 'approved', 'rejected')),
    decision_reason text,
    decided_at timestamptz,
    decided_by uuid references users (id),
    paid_on date,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    foreign key (bank_account_id, organization_id) references bank_accounts (id, organization_id),
    check ((status = 'new') = (decided_at is null)),
    check ((status = 'approved') = (paid_on is not null)),
    check (status <> 'rejected' or decision_reason is not null)
  )`,
  `create index refunds_organization_idx on refunds (organization_id, created_at desc)`,
  `create index refunds_status_idx on refunds (status, created_at)`,
  `create index refunds_account_idx on refunds (bank_account_id)`,
  `create table refund_documents (
    refund_id uuid not null references refunds (id) on delete cascade,
    file_id uuid not null references files (id),
    doc_type text not null check (doc_type in ('application', 'bank_certificate', 'payment_order', 'other')),
    seq bigint generated always as identity,
    primary key (refund_id, file_id)
  )`,
  `create index refund_documents_file_idx on refund_documents (file_id)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists refund_documents`.execute(db);
  await sql`drop table if exists refunds`.execute(db);
  await sql`drop sequence if exists refund_number_seq`.execute(db);
}
