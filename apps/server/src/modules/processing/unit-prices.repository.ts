import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Executor } from '../finance/ledger.repository.ts';

/** The agency's unit prices in the database (docs/decisions/0022): what unit-prices.service.ts decides, written and read here. */

/** A day's price as kept, the price as the database writes it. */
export interface PriceRow {
  date: string;
  price: string;
  updatedAt: Date;
}

/** A page of the prices, newest day first, and how many there are. */
export async function pricesPage(db: Db | Executor, q: { pageNumber: number; pageSize: number }): Promise<{ rows: PriceRow[]; total: number }> {
  const offset = (q.pageNumber - 1) * q.pageSize;
  const [{ rows }, { rows: count }] = await Promise.all([
    sql<PriceRow>`select date::text as date, price::text as price, updated_at as "updatedAt" from unit_prices order by date desc limit ${q.pageSize} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from unit_prices`.execute(db),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** Days' prices, each added or replacing the day's; each answered with whether it was added. */
export async function upsertPrices(db: Executor, rows: { date: string; price: string }[], by: string | null): Promise<(PriceRow & { created: boolean })[]> {
  const result = await sql<PriceRow & { created: boolean }>`
    insert into unit_prices (date, price, updated_by)
    select r.date, r.price, ${by}::uuid from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(date date, price numeric(12, 6))
    on conflict (date) do update set price = excluded.price, updated_by = excluded.updated_by, updated_at = now()
    returning date::text as date, price::text as price, updated_at as "updatedAt", (xmax = 0) as created`.execute(db);
  return result.rows;
}

/** The price of a day, else the latest before it, as the database writes it; undefined when none is on or before it. */
export async function latestPriceOn(db: Db | Executor, date: string): Promise<{ date: string; price: string } | undefined> {
  const { rows } = await sql<{ date: string; price: string }>`
    select date::text as date, price::text as price from unit_prices where date <= ${date}::date order by date desc limit 1`.execute(db);
  return rows[0];
}
