import { sql, type Kysely } from 'kysely';

/**
 * The Revenue Service's monthly income-tax filings loaded by the agency's operator (docs/decisions/0024):
 * one row per load, and one row per line of a file (an organization, a month, a person). A month loaded
 * again replaces that organization's month: the rows of the month are deleted and the new ones written in
 * the same transaction, the organization's months locked in order so that two loads wait for each other.
 */
const upStatements = [
  `create table revenue_service_loads (
    id uuid primary key default gen_random_uuid(),
    file_name text not null,
    sha256 text not null,
    format text not null check (format in ('csv', 'xlsx')),
    row_count int not null,
    organization_count int not null,
    loaded_by uuid references users (id) on delete set null,
    loaded_at timestamptz not null default now()
  )`,
  `create table revenue_service_filings (
    id uuid primary key default gen_random_uuid(),
    load_id uuid not null references revenue_service_loads (id),
    organization_id uuid not null references organizations (id),
    year int not null check (year between 2018 and 2100),
    month int not null check (month between 1 and 12),
    line int not null,
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    last_name text not null,
    gross_income numeric(14, 2) not null check (gross_income >= 0),
    income_tax numeric(14, 2) not null check (income_tax >= 0),
    pension_contribution numeric(14, 2) not null check (pension_contribution >= 0)
  )`,
  `create index revenue_service_filings_period_idx on revenue_service_filings (organization_id, year, month, personal_number)`,
  `create index revenue_service_filings_load_idx on revenue_service_filings (load_id)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop table if exists revenue_service_filings`).execute(db);
  await sql.raw(`drop table if exists revenue_service_loads`).execute(db);
}
