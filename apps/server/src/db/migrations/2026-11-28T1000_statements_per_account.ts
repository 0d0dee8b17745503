import { sql, type Kysely } from 'kysely';

/**
 * Statements read as banks send them (docs/decisions/0045–0047): a row of `bank_statements` is one statement
 * of one account (a camt.053 `Stmt`, a camt.054 `Ntfctn`, or a CSV file), identified by its account, its own id
 * and its sequence number or creation time, with its booked balances and totals; entries whose payer's IBAN
 * fails its check are flagged; booked debits (returns, fees, corrections) are kept with their reason, and a
 * return of a matched payment names the entry and the counter-movement it became.
 */
const up_ = [
  `alter table bank_statements drop constraint if exists bank_statements_format_check`,
  `alter table bank_statements add constraint bank_statements_format_check check (format in ('camt053', 'camt054', 'csv'))`,
  `alter table bank_statements add column account text`,
  `alter table bank_statements add column statement_ref text`,
  `alter table bank_statements add column sequence text`,
  `alter table bank_statements add column opening_balance numeric(14, 2)`,
  `alter table bank_statements add column opening_date date`,
  `alter table bank_statements add column closing_balance numeric(14, 2)`,
  `alter table bank_statements add column closing_date date`,
  `alter table bank_statements add column credit_total numeric(14, 2) not null default 0`,
  `alter table bank_statements add column debit_total numeric(14, 2) not null default 0`,
  `create index bank_statements_account_idx on bank_statements (account, closing_date)`,
  `alter table bank_statement_entries add column payer_account_invalid boolean not null default false`,
  `create table bank_statement_debits (
    id uuid primary key default gen_random_uuid(),
    statement_id uuid not null references bank_statements (id),
    position int not null,
    account text not null,
    reference text not null,
    booking_date date not null,
    amount numeric(14, 2) not null check (amount > 0),
    reason text,
    return_of_entry_id uuid references bank_statement_entries (id),
    movement_id uuid,
    created_at timestamptz not null default now()
  )`,
  `create unique index bank_statement_debits_reference_idx on bank_statement_debits (account, reference)`,
  `create unique index bank_statement_debits_return_idx on bank_statement_debits (return_of_entry_id) where return_of_entry_id is not null`,
  `create index bank_statement_debits_statement_idx on bank_statement_debits (statement_id, position)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop table if exists bank_statement_debits`).execute(db);
  await sql.raw(`alter table bank_statement_entries drop column if exists payer_account_invalid`).execute(db);
  for (const c of ['account', 'statement_ref', 'sequence', 'opening_balance', 'opening_date', 'closing_balance', 'closing_date', 'credit_total', 'debit_total'])
    await sql.raw(`alter table bank_statements drop column if exists ${c}`).execute(db);
}
