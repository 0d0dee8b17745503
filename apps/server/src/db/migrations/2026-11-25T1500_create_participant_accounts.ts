import { sql, type Kysely } from 'kysely';

/**
 * Unit prices kept by the agency, the monthly processing runs and the participants' accounts
 * (docs/decisions/0022).
 *
 * - `unit_prices`: one price a day, GEL per unit to 6 decimals, above zero.
 * - `processing_jobs`: one run of a month; its cursor (the last declaration and row committed) and its
 *   figures move forward in the transaction of each batch, so a run cut short resumes where it stopped.
 *   At most one run of a month is under way at a time.
 * - `processing_job_declarations`: the declarations a run takes, in the order they are processed.
 * - `participant_account_rows`: one per declaration row processed: the person's income (contribution base)
 *   that the state's bands count.
 * - `participant_contributions`: the contributions by source (employee, organization, state) of each row,
 *   converted to units; one per row and source (the primary key), whatever a run tries twice. Written only
 *   with their account row, in the same batch: no foreign keys, whose per-row checks would cost the month's
 *   300,000 inserts more than the rest of the run (the account row keeps its declaration's).
 * - `declarations.processed_at` / `processing_job_id`: the run that processed a declaration.
 */
const upStatements = [
  `create table unit_prices (
    date date primary key,
    price numeric(12, 6) not null check (price > 0),
    updated_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table processing_jobs (
    id uuid primary key default gen_random_uuid(),
    seq bigint generated always as identity unique,
    year smallint not null check (year between 2018 and 9999),
    month smallint not null check (month between 1 and 12),
    status text not null default 'running' check (status in ('running', 'done', 'failed')),
    conversion_date date not null,
    unit_price numeric(12, 6) not null check (unit_price > 0),
    declaration_count integer not null default 0,
    unpaid_declarations integer not null default 0,
    total_rows integer not null default 0,
    processed_rows integer not null default 0,
    batches integer not null default 0,
    contribution_count integer not null default 0,
    amount numeric(16, 2) not null default 0,
    state_amount numeric(16, 2) not null default 0,
    units numeric(20, 6) not null default 0,
    cursor_ordinal integer not null default 0,
    cursor_row integer not null default 0,
    error_code text,
    started_by uuid references users (id) on delete set null,
    started_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create unique index processing_jobs_running_idx on processing_jobs (year, month) where status = 'running'`,
    `create table processing_job_declarations (
    job_id uuid not null references processing_jobs (id) on delete cascade,
    ordinal integer not null,
    declaration_id uuid not null references declarations (id),
    organization_id uuid not null references organizations (id),
    payment_date date,
    primary key (job_id, ordinal)
  )`,
  `create unique index processing_job_declarations_declaration_idx on processing_job_declarations (job_id, declaration_id)`,
  `create table participant_account_rows (
    declaration_detail_id uuid primary key,
    declaration_id uuid not null references declarations (id),
    organization_id uuid not null,
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    year smallint not null,
    month smallint not null,
    base numeric(14, 2) not null check (base >= 0),
    income_before numeric(16, 2) not null check (income_before >= 0),
    contributing boolean not null,
    job_id uuid not null,
    created_at timestamptz not null default now()
  )`,
  `create index participant_account_rows_person_idx on participant_account_rows (personal_number, year, month) include (base)`,
  `create table participant_contributions (
    declaration_detail_id uuid not null,
    source text not null check (source in ('employee', 'organization', 'state')),
    personal_number text not null,
    organization_id uuid not null,
    declaration_id uuid not null,
    year smallint not null,
    month smallint not null,
    contribution_date date not null,
    payment_date date,
    conversion_date date,
    amount numeric(14, 2) not null check (amount > 0),
    base numeric(14, 2) not null check (base >= 0),
    unit_price numeric(12, 6) check (unit_price > 0),
    units numeric(18, 6) check (units >= 0),
    status text not null check (status in ('paid', 'unpaid', 'converted')),
    job_id uuid,
    created_at timestamptz not null default now(),
    primary key (declaration_detail_id, source),
    constraint participant_contributions_converted check (status <> 'converted' or (units is not null and unit_price is not null and conversion_date is not null))
  )`,
  `create index participant_contributions_person_idx on participant_contributions (personal_number, contribution_date)`,
  `alter table declarations add column processed_at timestamptz`,
  `alter table declarations add column processing_job_id uuid references processing_jobs (id)`,
  `create index declarations_period_status_idx on declarations (year, month, status)`,
];

const downStatements = [
  `drop index if exists declarations_period_status_idx`,
  `alter table declarations drop column if exists processing_job_id`,
  `alter table declarations drop column if exists processed_at`,
  `drop table if exists participant_contributions`,
  `drop table if exists participant_account_rows`,
  `drop table if exists processing_job_declarations`,
  `drop table if exists processing_jobs`,
  `drop table if exists unit_prices`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
