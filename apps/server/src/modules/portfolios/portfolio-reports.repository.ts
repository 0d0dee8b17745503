import type { ErrorCode, PortfolioReportLoad } from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Executor } from '../finance/ledger.repository.ts';

/**
 * The operator's loads of portfolios' monthly reports and of inflation in the database (portfolio_report_loads,
 * portfolio_reports and their lines, the prices a report sets, inflation_rates; decisions 0070, 0079, 0080):
 * what portfolio-reports.service.ts and inflation.service.ts decide, written and read here.
 */

/** A refused load in the loads' history: its file, its kind and why (the refusal's code and values). */
export async function insertRefusedLoad(
  db: Executor,
  l: { fileName: string; format: 'csv' | 'xlsx'; kind: 'report' | 'inflation'; code: string; params: Record<string, unknown>; loadedBy: string },
): Promise<void> {
  await sql`insert into portfolio_report_loads (file_name, file_kind, kind, status, refusal_code, refusal_params, loaded_by)
        values (${l.fileName}, ${l.format}, ${l.kind}, 'refused', ${l.code}, ${JSON.stringify(l.params)}::jsonb, ${l.loadedBy}::uuid)`.execute(db);
}

/** Every portfolio's id. */
export async function portfolioIds(db: Executor): Promise<{ id: string }[]> {
  const { rows } = await sql<{ id: string }>`select id from portfolios`.execute(db);
  return rows;
}

/** Waits, until the transaction ends, for any other load of the portfolio's month (one at a time). */
export async function lockReportMonth(trx: Executor, portfolioId: string, year: number, month: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`portfolio-report:${portfolioId}`}), ${year * 100 + month}::int)`.execute(trx);
}

/** Deletes the portfolio's report of a month; whether there was one. */
export async function deleteReport(trx: Executor, portfolioId: string, year: number, month: number): Promise<boolean> {
  const { rows: removed } = await sql`delete from portfolio_reports where portfolio_id = ${portfolioId} and year = ${year} and month = ${month} returning 1`.execute(trx);
  return removed.length > 0;
}

/** A report's load in the loads' history; answers its id and when. */
export async function insertReportLoad(
  trx: Executor,
  l: { fileName: string; format: 'csv' | 'xlsx'; portfolioId: string; year: number; month: number; lines: number; replaced: boolean; loadedBy: string },
): Promise<{ id: string; loadedAt: Date }> {
  const { rows: load } = await sql<{ id: string; loadedAt: Date }>`
      insert into portfolio_report_loads (file_name, file_kind, portfolio_id, year, month, line_count, replaced, loaded_by)
      values (${l.fileName}, ${l.format}, ${l.portfolioId}, ${l.year}, ${l.month}, ${l.lines}, ${l.replaced}, ${l.loadedBy}::uuid)
      returning id, loaded_at as "loadedAt"`.execute(trx);
  return load[0]!;
}

/** A portfolio's report of a month, its figures as decimal texts. */
export async function insertReport(
  trx: Executor,
  r: { portfolioId: string; year: number; month: number; asOf: string; unitPrice: string; netAssets: string; managementFee: string },
  loadId: string,
): Promise<void> {
  await sql`insert into portfolio_reports (portfolio_id, year, month, as_of, unit_price, net_assets, management_fee, load_id)
      values (${r.portfolioId}, ${r.year}, ${r.month}, ${r.asOf}::date, ${r.unitPrice}::numeric, ${r.netAssets}::numeric, ${r.managementFee}::numeric, ${loadId}::uuid)`.execute(trx);
}

/** A report's lines: its shares by asset class, currency and holding. */
export async function insertReportLines(
  trx: Executor,
  portfolioId: string,
  year: number,
  month: number,
  shares: { kind: string; ordinal: number; code: string; share: string }[],
): Promise<void> {
  await sql`insert into portfolio_report_lines (portfolio_id, year, month, kind, ordinal, code, share)
      select ${portfolioId}, ${year}, ${month}, s.kind, s.ordinal, s.code, s.share
        from jsonb_to_recordset(${JSON.stringify(shares)}::jsonb) as s(kind text, ordinal smallint, code text, share numeric)`.execute(trx);
}

/** A user's username. */
export async function usernameOf(trx: Executor, userId: string): Promise<string | null> {
  const { rows: by } = await sql<{ username: string }>`select username from users where id = ${userId}::uuid`.execute(trx);
  return by[0]?.username ?? null;
}

/** A portfolio's names in the three languages. */
export async function portfolioNames(trx: Executor, portfolioId: string): Promise<{ ka: string; en: string; ru: string }> {
  const { rows: named } = await sql<{ ka: string; en: string; ru: string }>`select name_ka as ka, name_en as en, name_ru as ru from portfolios where id = ${portfolioId}`.execute(trx);
  return named[0]!;
}

/** Whether the portfolio is the default one (undefined: no such portfolio). */
export async function isDefaultPortfolio(trx: Executor, portfolioId: string): Promise<boolean | undefined> {
  const { rows } = await sql<{ isDefault: boolean }>`select is_default as "isDefault" from portfolios where id = ${portfolioId}`.execute(trx);
  return rows[0]?.isDefault;
}

/** The agency's unit price of a day (the default portfolio's), replacing one of the same day. */
export async function upsertUnitPrice(trx: Executor, date: string, price: string, by: string): Promise<void> {
  await sql`insert into unit_prices (date, price, updated_by) values (${date}::date, ${price}::numeric, ${by}::uuid)
      on conflict (date) do update set price = excluded.price, updated_by = excluded.updated_by, updated_at = now()`.execute(trx);
}

/** A portfolio's price of a day, replacing one of the same day. */
export async function upsertPortfolioPrice(trx: Executor, portfolioId: string, date: string, price: string): Promise<void> {
  await sql`insert into portfolio_prices (portfolio_id, date, price) values (${portfolioId}, ${date}::date, ${price}::numeric)
      on conflict (portfolio_id, date) do update set price = excluded.price`.execute(trx);
}

/** A load as the history keeps it: its portfolio's names, who loaded it, and a refusal's code and values. */
export type LoadRow = Omit<PortfolioReportLoad, 'loadedAt' | 'refusal'> & { loadedAt: Date; refusalCode: ErrorCode | null; refusalParams: Record<string, string | number> | null };

/** A page of the loads, loaded or refused, newest first, and how many there are. */
export async function loadsPage(db: Executor, q: { pageNumber: number; pageSize: number }): Promise<{ rows: LoadRow[]; total: number }> {
  const offset = (q.pageNumber - 1) * q.pageSize;
  const [{ rows }, { rows: count }] = await Promise.all([
    sql<LoadRow>`
      select l.id, l.file_name as "fileName", l.file_kind as format, l.kind, l.status, l.portfolio_id as "portfolioId", l.year, l.month, l.first_month as "firstMonth",
             l.line_count as lines, l.replaced, l.refusal_code as "refusalCode", l.refusal_params as "refusalParams", l.loaded_at as "loadedAt", u.username as "loadedBy",
             case when p.id is null then null else json_build_object('ka', p.name_ka, 'en', p.name_en, 'ru', p.name_ru) end as "portfolioName"
        from portfolio_report_loads l left join portfolios p on p.id = l.portfolio_id left join users u on u.id = l.loaded_by
       order by l.loaded_at desc, l.id desc limit ${q.pageSize} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from portfolio_report_loads`.execute(db),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** Waits, until the transaction ends, for any other load of inflation (one at a time). */
export async function lockInflation(trx: Executor): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('inflation-rates'))`.execute(trx);
}

/** A month's year-on-year figure as loaded: hundredths of a percent, as text. */
export type InflationInput = { year: number; month: number; rate: string };

/** How many of these months have a figure already. */
export async function countKnownInflationMonths(trx: Executor, rows: InflationInput[]): Promise<number> {
  const { rows: had } = await sql<{ n: number }>`
        select count(*)::int as n from inflation_rates i join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(year smallint, month smallint, rate text)
            on s.year = i.year and s.month = i.month`.execute(trx);
  return had[0]?.n ?? 0;
}

/** An inflation file's load in the loads' history (its last month, and its first as YYYY-MM); answers its id and when. */
export async function insertInflationLoad(
  trx: Executor,
  l: { fileName: string; format: 'csv' | 'xlsx'; year: number; month: number; firstMonth: string; lines: number; replaced: boolean; loadedBy: string },
): Promise<{ id: string; loadedAt: Date }> {
  const { rows: load } = await sql<{ id: string; loadedAt: Date }>`
        insert into portfolio_report_loads (file_name, file_kind, kind, year, month, first_month, line_count, replaced, loaded_by)
        values (${l.fileName}, ${l.format}, 'inflation', ${l.year}, ${l.month}, ${l.firstMonth}, ${l.lines}, ${l.replaced}, ${l.loadedBy}::uuid)
        returning id, loaded_at as "loadedAt"`.execute(trx);
  return load[0]!;
}

/** The months' figures, replacing those of the same months (the table keeps percent, the input hundredths of a percent). */
export async function upsertInflationRates(trx: Executor, rows: InflationInput[], loadId: string): Promise<void> {
  await sql`insert into inflation_rates (year, month, year_on_year, load_id)
        select s.year, s.month, s.rate::numeric / 100, ${loadId}::uuid from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(year smallint, month smallint, rate text)
        on conflict (year, month) do update set year_on_year = excluded.year_on_year, load_id = excluded.load_id`.execute(trx);
}

/** Every published month's year-on-year figure in hundredths of a percent (as text), oldest first. */
export async function inflationRows(db: Db): Promise<{ year: number; month: number; hundredths: string }[]> {
  const { rows } = await sql<{ year: number; month: number; hundredths: string }>`
    select year, month, round(year_on_year * 100)::bigint::text as hundredths from inflation_rates order by year, month`.execute(db);
  return rows;
}
