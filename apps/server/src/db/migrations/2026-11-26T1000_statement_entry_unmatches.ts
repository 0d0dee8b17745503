import { sql, type Kysely } from 'kysely';

/**
 * Undoing the match of a bank statement entry (docs/decisions/0023): each undo is kept, with the payment it
 * took back, the organization that had it, why, who and when. The payment (`transaction_id`) can be taken
 * back once: two operators undoing the same match at the same moment write one row and one counter-movement.
 * The entry itself goes back to the unmatched queue; the ledger keeps the payment and its counter-movement.
 */
const upStatements = [
  `create table bank_statement_unmatches (
    id uuid primary key default gen_random_uuid(),
    entry_id uuid not null references bank_statement_entries (id),
    transaction_id uuid not null unique references transactions (id),
    organization_id uuid not null references organizations (id),
    match_method text not null check (match_method in ('payerCode', 'remittance', 'hand')),
    matched_by uuid references users (id) on delete set null,
    matched_at timestamptz,
    -- the counter-movement, without a foreign key: a table referencing the ledger would make PostgreSQL refuse
    -- a truncate of the ledger before its own append-only trigger does (decision 0023)
    movement_id uuid not null,
    reason text not null check (length(reason) > 0),
    unmatched_by uuid references users (id) on delete set null,
    unmatched_at timestamptz not null default now()
  )`,
  `create index bank_statement_unmatches_entry_idx on bank_statement_unmatches (entry_id, unmatched_at)`,
  // the matched list, newest booking first
  `create index bank_statement_entries_matched_idx on bank_statement_entries (booking_date desc, position desc) where status = 'matched'`,
  `create index bank_statement_entries_organization_idx on bank_statement_entries (organization_id, booking_date) where organization_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of upStatements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop index if exists bank_statement_entries_organization_idx`).execute(db);
  await sql.raw(`drop index if exists bank_statement_entries_matched_idx`).execute(db);
  await sql.raw(`drop table if exists bank_statement_unmatches`).execute(db);
}
