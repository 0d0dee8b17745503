import { sql, type Kysely } from 'kysely';

/**
 * The agency's investment portfolios, their monthly reports, the participant's portfolio and switches between
 * portfolios (docs/decisions/0069).
 *
 * - `portfolios`: name and description in ka, en and ru, risk level 1 (low) to 3 (high). Exactly one is the
 *   default: the portfolio every participant is in until they choose another; its unit price is the agency's
 *   `unit_prices` (so processing keeps converting as before for everyone in it). The default portfolio is
 *   written here because every account already holds its units.
 * - `portfolio_prices`: the unit price series of every other portfolio, one a day at most (a month's report
 *   gives the price of its last day).
 * - `portfolio_report_loads`: each file an operator loaded; `portfolio_reports`: one report a portfolio and
 *   month (a new load of the same month replaces it); `portfolio_report_lines`: its allocation by asset class
 *   and by currency and its largest holdings, shares in percent to 4 decimals.
 * - `participant_portfolios`: the portfolio a person is in, when not the default.
 * - `portfolio_switch_requests`: a person's requests to move; one pending at a time (a unique index).
 * - `participant_unit_movements`: units sold and bought by a switch, signed, at the price of each side on the
 *   same date; the account's units are its contributions' units plus these.
 * - `participant_contributions.portfolio_id` and `processing_job_prices`: the portfolio whose units a
 *   contribution bought, and the price a run converts at for each portfolio other than the default.
 */
const upStatements = [
  `create table portfolios (
    id text primary key check (id ~ '^[a-z][a-z0-9-]{1,31}$'),
    name_ka text not null, name_en text not null, name_ru text not null,
    description_ka text not null, description_en text not null, description_ru text not null,
    risk_level smallint not null check (risk_level between 1 and 3),
    is_default boolean not null default false,
    ordinal smallint not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create unique index portfolios_one_default_idx on portfolios (is_default) where is_default`,
  `insert into portfolios (id, name_ka, name_en, name_ru, description_ka, description_en, description_ru, risk_level, is_default, ordinal) values (
    'balanced', 'დაბალანსებული', 'Balanced', 'Сбалансированный',
    'ძირითადად დეპოზიტები და ობლიგაციები, ნაწილი — აქციები. ზომიერი რისკი და ზომიერი მოსალოდნელი შემოსავალი.',
    'Mostly deposits and bonds, with a share of equities. Moderate risk and moderate expected return.',
    'В основном депозиты и облигации, часть — акции. Умеренный риск и умеренная ожидаемая доходность.',
    2, true, 2)`,
  `create table portfolio_prices (
    portfolio_id text not null references portfolios (id),
    date date not null,
    price numeric(12, 6) not null check (price > 0),
    primary key (portfolio_id, date)
  )`,
  `create table portfolio_report_loads (
    id uuid primary key default gen_random_uuid(),
    file_name text not null,
    file_kind text not null check (file_kind in ('csv', 'xlsx')),
    portfolio_id text not null references portfolios (id),
    year smallint not null check (year between 2018 and 9999),
    month smallint not null check (month between 1 and 12),
    line_count integer not null check (line_count > 0),
    replaced boolean not null,
    loaded_by uuid references users (id) on delete set null,
    loaded_at timestamptz not null default now()
  )`,
  `create index portfolio_report_loads_loaded_idx on portfolio_report_loads (loaded_at desc)`,
  `create table portfolio_reports (
    portfolio_id text not null references portfolios (id),
    year smallint not null check (year between 2018 and 9999),
    month smallint not null check (month between 1 and 12),
    as_of date not null,
    unit_price numeric(12, 6) not null check (unit_price > 0),
    net_assets numeric(16, 2) not null check (net_assets >= 0),
    management_fee numeric(7, 4) not null check (management_fee >= 0 and management_fee < 100),
    load_id uuid references portfolio_report_loads (id),
    primary key (portfolio_id, year, month)
  )`,
  `create table portfolio_report_lines (
    portfolio_id text not null,
    year smallint not null,
    month smallint not null,
    kind text not null check (kind in ('asset_class', 'currency', 'holding')),
    ordinal smallint not null,
    code text not null,
    share numeric(7, 4) not null check (share >= 0 and share <= 100),
    primary key (portfolio_id, year, month, kind, ordinal),
    foreign key (portfolio_id, year, month) references portfolio_reports (portfolio_id, year, month) on delete cascade
  )`,
  `create table participant_portfolios (
    personal_number text primary key check (personal_number ~ '^[0-9]{11}$'),
    portfolio_id text not null references portfolios (id),
    since date not null
  )`,
  `create table portfolio_switch_requests (
    id uuid primary key default gen_random_uuid(),
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    from_portfolio_id text not null references portfolios (id),
    to_portfolio_id text not null references portfolios (id),
    status text not null default 'pending' check (status in ('pending', 'canceled', 'done')),
    requested_at timestamptz not null default now(),
    decided_at timestamptz,
    effective_date date,
    check (from_portfolio_id <> to_portfolio_id),
    check ((status = 'pending') = (decided_at is null))
  )`,
  `create unique index portfolio_switch_requests_one_pending_idx on portfolio_switch_requests (personal_number) where status = 'pending'`,
  `create table participant_unit_movements (
    id uuid primary key default gen_random_uuid(),
    personal_number text not null,
    switch_request_id uuid not null references portfolio_switch_requests (id),
    kind text not null check (kind in ('switch_out', 'switch_in')),
    portfolio_id text not null references portfolios (id),
    date date not null,
    unit_price numeric(12, 6) not null check (unit_price > 0),
    units numeric(18, 6) not null,
    amount numeric(14, 2) not null check (amount >= 0),
    created_at timestamptz not null default now(),
    check ((kind = 'switch_out') = (units <= 0)),
    unique (switch_request_id, kind)
  )`,
  `create index participant_unit_movements_person_idx on participant_unit_movements (personal_number, date)`,
  `alter table participant_contributions add column portfolio_id text not null default 'balanced'`,
  `create table processing_job_prices (
    job_id uuid not null references processing_jobs (id) on delete cascade,
    portfolio_id text not null references portfolios (id),
    price_date date not null,
    price numeric(12, 6) not null check (price > 0),
    primary key (job_id, portfolio_id)
  )`,
];

const downStatements = [
  `drop table if exists processing_job_prices`,
  `alter table participant_contributions drop column if exists portfolio_id`,
  `drop table if exists participant_unit_movements`,
  `drop table if exists portfolio_switch_requests`,
  `drop table if exists participant_portfolios`,
  `drop table if exists portfolio_report_lines`,
  `drop table if exists portfolio_reports`,
  `drop table if exists portfolio_report_loads`,
  `drop table if exists portfolio_prices`,
  `drop table if exists portfolios`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
