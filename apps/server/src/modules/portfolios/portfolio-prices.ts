import { formatMicro, parseUnitPrice, type MicroLari } from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Executor } from '../finance/ledger.repository.ts';

/**
 * The unit price of each portfolio (docs/decisions/0069). The default portfolio's price is the agency's
 * `unit_prices`, as before portfolios existed; every other portfolio's is `portfolio_prices`, written by its
 * monthly reports. A run of the monthly processing fixes, when it starts, the price it converts at for each
 * portfolio that holds someone (`processing_job_prices`), so every batch of the run converts alike.
 */

const normalized = (price: string) => formatMicro(parseUnitPrice(price)!);

/** The default portfolio's id. */
export async function defaultPortfolioId(db: Db | Executor): Promise<string> {
  const { rows } = await sql<{ id: string }>`select id from portfolios where is_default`.execute(db);
  return rows[0]!.id;
}

/** A portfolio's unit prices, oldest first: the agency's price for the default portfolio, its own otherwise. */
export async function priceSeries(db: Db | Executor, portfolioId: string): Promise<{ date: string; price: string }[]> {
  const { rows } = await sql<{ date: string; price: string }>`
    select date::text as date, price::text as price from unit_prices where (select is_default from portfolios where id = ${portfolioId})
    union all
    select date::text, price::text from portfolio_prices where portfolio_id = ${portfolioId}
    order by date`.execute(db);
  return rows.map((r) => ({ date: r.date, price: normalized(r.price) }));
}

/** A portfolio's price of a day: that day's, else the latest before it; undefined when none is on or before it. */
export async function portfolioPriceOn(db: Db | Executor, portfolioId: string, date: string): Promise<{ date: string; price: string } | undefined> {
  const { rows } = await sql<{ date: string; price: string }>`
    select date::text as date, price::text as price from (
      select date, price from unit_prices where (select is_default from portfolios where id = ${portfolioId})
      union all
      select date, price from portfolio_prices where portfolio_id = ${portfolioId}) p
     where date <= ${date}::date order by date desc limit 1`.execute(db);
  return rows[0] && { date: rows[0].date, price: normalized(rows[0].price) };
}

/**
 * Fixes the prices a run converts at, for each portfolio other than the default that holds a participant: its
 * latest price on or before the conversion date. Refuses the start when such a portfolio has none.
 */
export async function fixJobPrices(trx: Executor, jobId: string, conversionDate: string, period: { year: number; month: number }): Promise<void> {
  const { rows } = await sql<{ portfolioId: string; date: string | null; nameKa: string; nameEn: string; nameRu: string }>`
    select p.id as "portfolioId", (select max(date)::text from portfolio_prices pp where pp.portfolio_id = p.id and pp.date <= ${conversionDate}::date) as date,
           p.name_ka as "nameKa", p.name_en as "nameEn", p.name_ru as "nameRu"
      from portfolios p where not p.is_default and exists (select 1 from participant_portfolios pp where pp.portfolio_id = p.id)
     order by p.id`.execute(trx);
  const missing = rows.find((r) => r.date === null);
  if (missing) throw new AppError('PORTFOLIO_PRICE_MISSING', { params: priceMissingParams(missing, period, conversionDate) });
  if (rows.length === 0) return;
  const found = rows.map((r) => ({ portfolioId: r.portfolioId, date: r.date }));
  await sql`insert into processing_job_prices (job_id, portfolio_id, price_date, price)
    select ${jobId}::uuid, pp.portfolio_id, pp.date, pp.price from portfolio_prices pp
      join jsonb_to_recordset(${JSON.stringify(found)}::jsonb) as r("portfolioId" text, date date) on pp.portfolio_id = r."portfolioId" and pp.date = r.date`.execute(trx);
}

/**
 * The refusal's words: the portfolio by its name in each language (each language's message takes its own),
 * the processing's month and the day a price was looked for, as people read them (MM.YYYY, DD.MM.YYYY).
 */
export function priceMissingParams(p: { nameKa: string; nameEn: string; nameRu: string }, period: { year: number; month: number }, date: string) {
  return {
    portfolio_ka: p.nameKa, portfolio_en: p.nameEn, portfolio_ru: p.nameRu,
    month: `${String(period.month).padStart(2, '0')}.${period.year}`,
    date: `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`,
  };
}

export interface ConversionAt {
  portfolioId: string;
  price: MicroLari;
  /** The price as the database keeps it ("1.234500"). */
  priceText: string;
}

/**
 * The portfolio and price each of `persons` converts at in a run: their portfolio's price fixed when the run
 * started (or, for a portfolio nobody held then, when the run first met someone in it); the run's own price for
 * the default portfolio.
 */
export async function conversionsOf(trx: Executor, jobId: string, persons: string[], runPrice: string): Promise<(personalNumber: string) => ConversionAt> {
  const defaultId = await defaultPortfolioId(trx);
  // a portfolio someone moved to after the run started (a switch carried out by a later run's start): its price
  // on or before the run's conversion date is fixed for this run now, once, like the others at the start
  await sql`insert into processing_job_prices (job_id, portfolio_id, price_date, price)
    select distinct on (p.portfolio_id) ${jobId}::uuid, p.portfolio_id, p.date, p.price
      from portfolio_prices p
     where p.portfolio_id in (select pp.portfolio_id from participant_portfolios pp where pp.personal_number = any(${persons}::text[]))
       and not exists (select 1 from processing_job_prices jp where jp.job_id = ${jobId}::uuid and jp.portfolio_id = p.portfolio_id)
       and p.date <= (select conversion_date from processing_jobs where id = ${jobId}::uuid)
     order by p.portfolio_id, p.date desc
    on conflict do nothing`.execute(trx);
  const { rows } = await sql<{ personalNumber: string; portfolioId: string; price: string }>`
    select pp.personal_number as "personalNumber", pp.portfolio_id as "portfolioId", jp.price::text as price
      from participant_portfolios pp join processing_job_prices jp on jp.job_id = ${jobId}::uuid and jp.portfolio_id = pp.portfolio_id
     where pp.personal_number = any(${persons}::text[])`.execute(trx);
  const at = (portfolioId: string, text: string): ConversionAt => ({ portfolioId, price: parseUnitPrice(text)!, priceText: normalized(text) });
  const byPerson = new Map(rows.map((r) => [r.personalNumber, at(r.portfolioId, r.price)]));
  const fallback = at(defaultId, runPrice);
  return (personalNumber) => byPerson.get(personalNumber) ?? fallback;
}
