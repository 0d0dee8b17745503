import { dateOfInstant, formatMicro, MAX_UNIT_PRICE_ROWS, parseUnitPrice, unitPriceRefusal, isIsoDay, type ConversionPrice, type UnitPrice } from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import { latestPriceOn, pricesPage, upsertPrices, type PriceRow } from './unit-prices.repository.ts';

/** The agency's unit prices: one a day, GEL per unit to 6 decimals (docs/decisions/0022). */

const normalized = (price: string) => formatMicro(parseUnitPrice(price)!);
const toUnitPrice = (r: PriceRow): UnitPrice => ({ date: r.date, price: normalized(r.price), updatedAt: new Date(r.updatedAt).toISOString() });

export async function listUnitPrices(deps: Deps, q: { pageNumber: number; pageSize: number }) {
  const { rows, total } = await pricesPage(deps.readDb, q);
  return { items: rows.map(toUnitPrice), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function setUnitPrice(deps: Deps, actor: Actor, date: string, price: string): Promise<UnitPrice> {
  const rows = await upsertPrices(deps.db, [{ date, price: normalized(price) }], actor.userId);
  return toUnitPrice(rows[0]!);
}

/** The CSV layout: `date,price` header, then `YYYY-MM-DD,price` lines; a blank line ends nothing and is skipped. */
export function parseUnitPriceCsv(text: string): { date: string; price: string }[] {
  const body = text.replace(/^\uFEFF/, '');
  const lines = body.split(/\r?\n/);
  const bad = (line: number, column: string, key: string): never => {
    throw new AppError('UNIT_PRICES_FILE_INVALID', { params: { line, column }, fields: { [`line ${line}: ${column}`]: key } });
  };
  const header = (lines[0] ?? '').split(',').map((c) => c.trim().toLowerCase());
  if (header.length !== 2 || header[0] !== 'date' || header[1] !== 'price') bad(1, header[0] === 'date' ? 'price' : 'date', 'csvColumns');
  const out: { date: string; price: string }[] = [];
  const seen = new Set<string>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const cells = line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    if (cells.length !== 2) bad(i + 1, cells.length < 2 ? 'price' : 'date', 'csvColumns');
    const [date, price] = cells as [string, string];
    if (!isIsoDay(date)) bad(i + 1, 'date', 'dateFormat');
    if (seen.has(date)) bad(i + 1, 'date', 'unitPriceDateRepeated');
    if (unitPriceRefusal(price)) bad(i + 1, 'price', 'unitPriceFormat');
    seen.add(date);
    out.push({ date, price: normalized(price) });
  }
  if (out.length === 0) throw new AppError('UNIT_PRICES_FILE_INVALID', { params: { line: 2, column: 'date' }, fields: { 'line 2: date': 'required' } });
  if (out.length > MAX_UNIT_PRICE_ROWS) throw new AppError('UNIT_PRICES_FILE_INVALID', { params: { line: MAX_UNIT_PRICE_ROWS + 2, column: 'date' }, fields: { [`line ${MAX_UNIT_PRICE_ROWS + 2}: date`]: 'tooLong' } });
  return out;
}

/** Imports a CSV file as a whole: one bad line refuses it and nothing is kept. */
export async function importUnitPrices(deps: Deps, actor: Actor, file: { bytes: Buffer } | undefined) {
  if (!file || file.bytes.length === 0) throw new AppError('FILE_EMPTY', { params: { name: 'file' } });
  const text = new TextDecoder('utf-8', { fatal: false }).decode(file.bytes);
  const rows = parseUnitPriceCsv(text);
  const result = await deps.db.transaction().execute((trx) => upsertPrices(trx, rows, actor.userId));
  const created = result.filter((r) => r.created).length;
  return { imported: rows.length, created, updated: rows.length - created };
}

/** The price of a day: that day's, else the latest one before it; undefined when none is on or before it. */
export async function priceOn(db: Db | Executor, date: string): Promise<{ date: string; price: string } | undefined> {
  const row = await latestPriceOn(db, date);
  return row && { date: row.date, price: normalized(row.price) };
}

/** The unit price a run started now converts at (read from the primary: a price just set is seen at once). */
export async function conversionPrice(deps: Deps): Promise<ConversionPrice> {
  const conversionDate = dateOfInstant(deps.clock.now());
  return { conversionDate, price: (await priceOn(deps.db, conversionDate)) ?? null };
}
