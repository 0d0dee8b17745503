import type { Tetri } from '../money/money.ts';
import { divideHalfUp, type MicroLari } from '../participants/units.ts';

/**
 * Returns of a portfolio and of a participant's savings (domain-rules.md, "Returns"; docs/decisions/0068).
 * Everything is exact: prices in micro-lari, money in tetri, ratios kept as fractions of integers and rounded
 * once, half up, to a hundredth of a percent. No floating point anywhere.
 *
 * - The portfolio's return over a period is time-weighted: with one unit price that already has the fees
 *   taken out, a unit's growth is the fund's, whatever anyone paid in or took out. It is the price at the end
 *   of the period over the price at its start, less one.
 * - The participant's return is money-weighted by the Modified Dietz method: the gain (value now less every
 *   amount paid in) over the amounts paid in, each weighted by the share of the period it was invested.
 */

/** A return in hundredths of a percent (1234n = 12.34%), rounded half up. */
export type Hundredths = bigint;

/** One price of a series, `YYYY-MM-DD`. */
export interface PricePoint {
  date: string;
  price: MicroLari;
}

export const RETURN_PERIODS = ['oneMonth', 'oneYear', 'threeYears', 'sinceStart'] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];

const MONTHS_BACK: Record<Exclude<ReturnPeriod, 'sinceStart'>, number> = { oneMonth: 1, oneYear: 12, threeYears: 36 };

/** A period's return: the two prices it compares, and the return (cumulative, and per year over 3 years). */
export interface PeriodReturn {
  period: ReturnPeriod;
  from: string;
  to: string;
  startPrice: MicroLari;
  endPrice: MicroLari;
  cumulative: Hundredths;
  /** Over 3 years, the equal yearly return that compounds to the cumulative one; null for shorter periods and since the start. */
  perYear: Hundredths | null;
}

/** `num / den − 1` in hundredths of a percent: (num − den) × 10 000 / den, rounded half up. */
export function growth(num: bigint, den: bigint): Hundredths {
  return divideHalfUp((num - den) * 10_000n, den);
}

/** The largest integer whose `n`-th power is at most `x` (x ≥ 0). */
export function integerRoot(x: bigint, n: bigint): bigint {
  if (x < 2n) return x;
  let lo = 0n;
  let hi = 1n;
  while (hi ** n <= x) hi *= 2n;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (mid ** n <= x) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The yearly return that compounds over `years` whole years to `end / start`: (end / start)^(1/years) − 1, to a
 * hundredth of a percent, rounded half up. Computed as an integer root of the ratio scaled by 10¹² per year
 * (ten more digits than the answer keeps), then rounded once.
 */
export function perYearReturn(start: bigint, end: bigint, years: number): Hundredths {
  if (start <= 0n || end <= 0n) throw new RangeError('prices are above zero');
  const n = BigInt(years);
  const scale = 10n ** 12n;
  // root = floor(scale × (end/start)^(1/n)); the floor is at most one unit in 10¹² below the true root
  const root = integerRoot((end * scale ** n) / start, n);
  return growth(root, scale);
}

/** `YYYY-MM-DD` moved back by whole months; a day past the end of the target month becomes its last day. */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The latest point on or before a date (the series ascending by date), undefined when none is. */
function pointOn(series: readonly PricePoint[], date: string): PricePoint | undefined {
  let found: PricePoint | undefined;
  for (const p of series) {
    if (p.date > date) break;
    found = p;
  }
  return found;
}

/**
 * The portfolio's time-weighted returns as of the last price of the series, over 1 month, 1 year, 3 years and
 * since its first price. A period is left out when the series does not reach back to its start (a portfolio
 * younger than 3 years has no 3-year return); its start price is the latest on or before the start day.
 */
export function timeWeightedReturns(series: readonly PricePoint[]): PeriodReturn[] {
  const sorted = [...series].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const last = sorted.at(-1);
  const first = sorted[0];
  if (!last || !first) return [];
  const out: PeriodReturn[] = [];
  for (const period of RETURN_PERIODS) {
    const start = period === 'sinceStart' ? first : pointOn(sorted, monthsBefore(last.date, MONTHS_BACK[period]));
    if (!start || start.date === last.date) continue;
    if (period !== 'sinceStart' && start.date < monthsBefore(last.date, MONTHS_BACK[period] + 1)) continue;
    out.push({
      period,
      from: start.date,
      to: last.date,
      startPrice: start.price,
      endPrice: last.price,
      cumulative: growth(last.price, start.price),
      perYear: period === 'threeYears' ? perYearReturn(start.price, last.price, 3) : null,
    });
  }
  return out;
}

/** One amount paid into the account, on the day it bought units. */
export interface CashFlow {
  date: string;
  amount: Tetri;
}

export interface MoneyWeightedReturn {
  from: string;
  to: string;
  paidIn: Tetri;
  value: Tetri;
  gain: Tetri;
  /** The gain over the money paid in, each amount weighted by the share of the period it was invested. */
  cumulative: Hundredths;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The participant's money-weighted return by the Modified Dietz method, from the first amount paid in to
 * `asOf` when the savings are worth `value`:
 *
 *   R = (value − Σ Cᵢ) / Σ (wᵢ × Cᵢ),  wᵢ = (days from Cᵢ to asOf) / (days from the first Cᵢ to asOf)
 *
 * Null when nothing was paid in before `asOf` (no period to weigh over).
 */
export function moneyWeightedReturn(flows: readonly CashFlow[], value: Tetri, asOf: string): MoneyWeightedReturn | null {
  const counted = flows.filter((f) => f.date <= asOf && f.amount !== 0n).sort((a, b) => (a.date < b.date ? -1 : 1));
  const first = counted[0];
  if (!first) return null;
  const end = dayNumber(asOf);
  const length = BigInt(end - dayNumber(first.date));
  if (length <= 0n) return null;
  let paidIn = 0n;
  // Σ wᵢ Cᵢ × length, kept whole: Σ (days invested × Cᵢ)
  let weighted = 0n;
  for (const f of counted) {
    paidIn += f.amount;
    weighted += BigInt(end - dayNumber(f.date)) * f.amount;
  }
  if (weighted <= 0n) return null;
  const gain = value - paidIn;
  return { from: first.date, to: asOf, paidIn, value, gain, cumulative: divideHalfUp(gain * 10_000n * length, weighted) };
}

/** A return in hundredths of a percent written as a plain decimal with two places ("12.34", "-0.50"). */
export function formatHundredths(value: Hundredths): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
