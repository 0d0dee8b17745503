import { sql, type Kysely } from 'kysely';

/**
 * Bank statements loaded by the agency's operator (docs/decisions/0017): one row per statement (a camt.053
 * message, by its message id, or a CSV file, by its content hash), and one row per credit entry, keyed by the
 * account it was booked on and the bank's own reference — loading a statement or an entry again adds
 * nothing, however many loads race (the unique indexes and `on conflict`). An entry matched to an
 * organization carries the payment (transaction) it became; an unmatched one waits for the operator.
 */
const upStatements = [
  `create table bank_statements (
    id uuid primary key default gen_random_uuid(),
    format text not null check (format in ('camt053', 'csv')),
    identification text not null unique,
    accounts text not null,
    file_name text not null,
    sha256 text not null,
    from_date date,
    to_date date,
    loaded_by uuid references users (id) on delete set null,
    loaded_at timestamptz not null default now()
  )`,
  `create table bank_statement_entries (
    id uuid primary key default gen_random_uuid(),
    statement_id uuid not null references bank_statements (id),
    position int not null,
    account text not null,
    reference text not null,
    booking_date date not null,
    value_date date not null,
    paid_on date not null,
    amount numeric(14, 2) not null check (amount > 0),
    currency text not null check (currency = 'GEL'),
    payer_code text,
    payer_name text,
    payer_account text,
    payer_bank text,
    remittance text,
    status text not null check (status in ('matched', 'unmatched')),
    match_method text check (match_method in ('payerCode', 'remittance', 'hand')),
    organization_id uuid references organizations (id),
    transaction_id uuid references transactions (id) deferrable initially deferred,
    matched_by uuid references users (id) on delete set null,
    matched_at timestamptz,
    created_at timestamptz not null default now(),
    constraint bank_statement_entries_matched check (
      (status = 'matched' and organization_id is not null and transaction_id is not null and match_method is not null)
      or (status = 'unmatched' and organization_id is null and transaction_id is null and match_method is null))
  )`,
  `create unique index bank_statement_entries_reference_idx on bank_statement_entries (account, reference)`,
  `create index bank_statement_entries_statement_idx on bank_statement_entries (statement_id, position)`,
  `create index bank_statement_entries_unmatched_idx on bank_statement_entries (booking_date, position) where status = 'unmatched'`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop table if exists bank_statement_entries`).execute(db);
  await sql.raw(`drop table if exists bank_statements`).execute(db);
}
