import type { ValidationKey } from '../i18n/messages.ts';
import { parseDecimalText } from '../money/decimal-text.ts';
import { growth, integerRoot, perYearReturn, type Hundredths, type ReturnPeriod } from './returns.ts';

/**
 * Consumer-price inflation beside a portfolio's returns (domain-rules.md, "Inflation beside the returns";
 * docs/decisions/0079). The agency publishes Geostat's year-on-year change of the consumer price index for
 * each month; the inflation over a period is compounded from those figures exactly, with integers only:
 *
 * - each whole year back from the period's last month is that month's year-on-year figure, and the years
 *   multiply (12 months to October 2025 × 12 months to October 2024 × …);
 * - the months left over (a 1-month period, or since a start that is not a whole number of years back) take
 *   the share of the year-on-year figure of the month they end in, as the equal monthly rate that compounds
 *   to it: (1 + y)^(months/12).
 */

/** One month's published year-on-year change of the consumer price index, in hundredths of a percent (340n = 3.40%). */
export interface InflationMonth {
  year: number;
  month: number;
  yearOnYear: Hundredths;
}

/** Inflation over one of the returns' periods: the months it runs from and to (`YYYY-MM`) and the change. */
export interface PeriodInflation {
  period: ReturnPeriod;
  from: string;
  to: string;
  cumulative: Hundredths;
  /** Over 3 years, the equal yearly rate that compounds to it; null otherwise. */
  perYear: Hundredths | null;
}

const BASE = 10_000n;
/** The digits kept for the share of a year before rounding once (ten more than the answer keeps). */
const SCALE = 10n ** 12n;

const indexOf = (year: number, month: number) => year * 12 + month - 1;
/** `YYYY-MM` of a month index. */
export const monthText = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The change of prices over `months` months to the month `end` (an index: year × 12 + month − 1), as the
 * fraction `num / den`; undefined when a figure it needs is not published.
 */
function ratioOver(byMonth: ReadonlyMap<number, Hundredths>, end: number, months: number): { num: bigint; den: bigint } | undefined {
  let num = 1n;
  let den = 1n;
  const years = Math.floor(months / 12);
  for (let j = 0; j < years; j += 1) {
    const y = byMonth.get(end - 12 * j);
    if (y === undefined) return undefined;
    num *= BASE + y;
    den *= BASE;
  }
  const rest = BigInt(months % 12);
  if (rest > 0n) {
    const y = byMonth.get(end - 12 * years);
    if (y === undefined) return undefined;
    // SCALE × ((BASE + y) / BASE)^(rest/12), floored: the 12th root of (BASE + y)^rest × SCALE^12 / BASE^rest
    num *= integerRoot(((BASE + y) ** rest * SCALE ** 12n) / BASE ** rest, 12n);
    den *= SCALE;
  }
  return { num, den };
}

/** The inflation over `months` months to the month `end` (`YYYY-MM`); undefined when a figure it needs is missing. */
export function inflationOver(series: readonly InflationMonth[], end: string, months: number): Hundredths | undefined {
  const byMonth = new Map(series.map((m) => [indexOf(m.year, m.month), m.yearOnYear]));
  const r = ratioOver(byMonth, indexOf(Number(end.slice(0, 4)), Number(end.slice(5, 7))), months);
  return r ? growth(r.num, r.den) : undefined;
}

/**
 * The inflation beside each of the returns: over as many months as the return's period, to the month the
 * return ends in, or to the latest month published before it when that month's figure is not out yet. A
 * period is left out when a figure it needs is not published.
 */
export function inflationBeside(returns: readonly { period: ReturnPeriod; from: string; to: string }[], series: readonly InflationMonth[]): PeriodInflation[] {
  const byMonth = new Map(series.map((m) => [indexOf(m.year, m.month), m.yearOnYear]));
  const published = [...byMonth.keys()].sort((a, b) => a - b);
  const out: PeriodInflation[] = [];
  for (const r of returns) {
    const to = indexOf(Number(r.to.slice(0, 4)), Number(r.to.slice(5, 7)));
    const months = to - indexOf(Number(r.from.slice(0, 4)), Number(r.from.slice(5, 7)));
    const end = published.filter((m) => m <= to).at(-1);
    if (end === undefined || months < 1) continue;
    const ratio = ratioOver(byMonth, end, months);
    if (!ratio) continue;
    out.push({
      period: r.period,
      from: monthText(end - months),
      to: monthText(end),
      cumulative: growth(ratio.num, ratio.den),
      perYear: r.period === 'threeYears' && months === 36 ? perYearReturn(ratio.den, ratio.num, 3) : null,
    });
  }
  return out;
}

// ——— the operator's file of published figures (docs/portfolio-report-layout.md, "Inflation") ———

export const INFLATION_COLUMNS = ['month', 'year_on_year'] as const;
export type InflationColumn = (typeof INFLATION_COLUMNS)[number];

export type InflationReading = { ok: true; months: InflationMonth[] } | { ok: false; line: number; column: InflationColumn; key: ValidationKey };

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** A month as `YYYY-MM`, or a workbook's date cell (days since 30 December 1899) as its month. */
function monthOfCell(v: unknown): string {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 2_958_465) return new Date(Date.UTC(1899, 11, 30) + v * 86_400_000).toISOString().slice(0, 7);
  return text(v);
}

/**
 * Reads a file of published year-on-year figures (the header `month,year_on_year` first; blank lines already
 * left out): one line a month, `YYYY-MM` from 2000 and not after `today`'s month, the change in percent with
 * at most 2 decimals, above −100. The first thing wrong refuses the file, naming its line and column.
 */
export function readInflationFile(lines: readonly { line: number; cells: readonly unknown[] }[], today: string): InflationReading {
  const bad = (line: number, column: InflationColumn, key: ValidationKey): InflationReading => ({ ok: false, line, column, key });
  const [header, ...body] = lines;
  if (!header) return bad(1, 'month', 'required');
  const names = header.cells.map((c) => text(c).toLowerCase());
  for (const [i, name] of INFLATION_COLUMNS.entries()) if (names[i] !== name) return bad(header.line, name, 'reportColumns');
  if (names.slice(2).some((n) => n !== '')) return bad(header.line, 'year_on_year', 'reportColumns');
  if (body.length === 0) return bad(header.line + 1, 'month', 'required');
  const months: InflationMonth[] = [];
  for (const l of body) {
    if (l.cells.slice(2).some((c) => text(c) !== '')) return bad(l.line, 'year_on_year', 'reportColumns');
    const month = monthOfCell(l.cells[0]);
    if (month === '') return bad(l.line, 'month', 'required');
    const m = /^(\d{4})-(\d{2})$/.exec(month);
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || Number(m[1]) < 2000 || month > today.slice(0, 7)) return bad(l.line, 'month', 'inflationMonth');
    const [year, mon] = [Number(m[1]), Number(m[2])];
    if (months.some((x) => x.year === year && x.month === mon)) return bad(l.line, 'month', 'reportRepeated');
    const value = text(l.cells[1]);
    if (value === '') return bad(l.line, 'year_on_year', 'required');
    const d = parseDecimalText(value);
    if (!d.ok || d.fraction.length > 2 || d.whole.length > 5) return bad(l.line, 'year_on_year', 'inflationRate');
    const abs = BigInt(d.whole) * 100n + BigInt(d.fraction.padEnd(2, '0') || '0');
    const yearOnYear = d.negative ? -abs : abs;
    if (yearOnYear <= -BASE) return bad(l.line, 'year_on_year', 'inflationRate');
    months.push({ year, month: mon, yearOnYear });
  }
  return { ok: true, months };
}
