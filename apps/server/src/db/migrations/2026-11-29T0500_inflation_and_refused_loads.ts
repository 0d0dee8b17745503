import { sql, type Kysely } from 'kysely';

/**
 * Consumer-price inflation beside the portfolios' returns, and refused loads in the loads' history
 * (docs/decisions/0079, 0080).
 *
 * - `inflation_rates`: Geostat's year-on-year change of the consumer price index for a month, in percent to
 *   2 decimals, as the agency publishes it; a month loaded again is replaced.
 * - `portfolio_report_loads` keeps every load of the portfolio screen: a month's report of a portfolio or a file
 *   of inflation figures (`kind`), loaded or refused (`status`). A refused load keeps its reason (the error's code
 *   and parameters, and the validation key of the cell) and nothing else of the file; a load of inflation names
 *   the first and last month it gave.
 */
const upStatements = [
  `create table inflation_rates (
    year smallint not null check (year between 2000 and 9999),
    month smallint not null check (month between 1 and 12),
    year_on_year numeric(7, 2) not null check (year_on_year > -100),
    load_id uuid references portfolio_report_loads (id),
    primary key (year, month)
  )`,
  `alter table portfolio_report_loads
    add column kind text not null default 'report' check (kind in ('report', 'inflation')),
    add column status text not null default 'loaded' check (status in ('loaded', 'refused')),
    add column refusal_code text,
    add column refusal_params jsonb,
    add column first_month text check (first_month ~ '^[0-9]{4}-[0-9]{2}$'),
    alter column portfolio_id drop not null,
    alter column year drop not null,
    alter column month drop not null,
    alter column line_count drop not null,
    alter column replaced drop not null`,
  `alter table portfolio_report_loads add constraint portfolio_report_loads_outcome_check check (
    (status = 'refused') = (refusal_code is not null)
    and (status = 'refused' or (year is not null and month is not null and line_count is not null and replaced is not null))
    and (status = 'refused' or kind = 'inflation' or portfolio_id is not null))`,
];

const downStatements = [
  `delete from portfolio_report_loads where status = 'refused' or kind = 'inflation'`,
  `alter table portfolio_report_loads drop constraint portfolio_report_loads_outcome_check`,
  `drop table if exists inflation_rates`,
  `alter table portfolio_report_loads drop column kind, drop column status, drop column refusal_code, drop column refusal_params, drop column first_month,
    alter column portfolio_id set not null, alter column year set not null, alter column month set not null, alter column line_count set not null, alter column replaced set not null`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
