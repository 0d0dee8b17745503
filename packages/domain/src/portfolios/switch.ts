import { ageOn, PENSION_AGE } from '../declarations/contributions.ts';
import type { Gender, IsoDate } from '../declarations/declaration.schema.ts';
import type { ErrorCode } from '../errors.ts';
import type { Tetri } from '../money/money.ts';
import { unitsFor, valueOf, type MicroLari, type MicroUnits } from '../participants/units.ts';

/**
 * A participant's switch from one portfolio to another (domain-rules.md, Choosing a portfolio; decisions 0065,
 * 0066). A request waits until the next month's processing starts; that run sells every unit of the old
 * portfolio at its unit price of the run's conversion date and buys units of the new one at its price of the
 * same date. All arithmetic is the scheme's: units in micro-units, prices in micro-lari, money in tetri, each
 * conversion rounded half up once.
 */

export const SWITCH_STATUSES = ['pending', 'canceled', 'done', 'failed'] as const;
export type SwitchStatus = (typeof SWITCH_STATUSES)[number];

/** A portfolio of this risk level (1 low … 3 high) is high-risk: the one a person near pension age is warned about. */
export const HIGH_RISK_LEVEL = 3;

/**
 * A person this many years or fewer from pension age (`PENSION_AGE`, men 60, women 55) is warned before choosing
 * a high-risk portfolio: a fall in prices close to the payout has little time to recover (decision 0065).
 */
export const NEAR_PENSION_AGE_YEARS = 10;

export type SwitchWarning = 'nearPensionAge';

/**
 * The warning a person must acknowledge before asking for `riskLevel`: near pension age (or past it) and a
 * high-risk portfolio. Without a known birth date and gender (no declaration has named them yet) nothing is
 * known about their age, and no warning is due.
 */
export function switchWarning(person: { birthDate: IsoDate; gender: Gender } | null, on: IsoDate, riskLevel: number): SwitchWarning | null {
  if (riskLevel < HIGH_RISK_LEVEL || !person) return null;
  return ageOn(person.birthDate, on) >= PENSION_AGE[person.gender] - NEAR_PENSION_AGE_YEARS ? 'nearPensionAge' : null;
}

export interface SwitchAsk {
  from: string;
  to: string;
  /** The portfolio asked for exists. */
  toExists: boolean;
  /** A request of the person is pending already. */
  pending: boolean;
  warning: SwitchWarning | null;
  acknowledged: boolean;
}

/** Why a request for a switch is refused, or null when it may be made. */
export function switchRefusal(ask: SwitchAsk): ErrorCode | null {
  if (!ask.toExists) return 'RECORD_NOT_FOUND';
  if (ask.to === ask.from) return 'PORTFOLIO_SWITCH_SAME';
  if (ask.pending) return 'PORTFOLIO_SWITCH_PENDING';
  if (ask.warning && !ask.acknowledged) return 'PORTFOLIO_SWITCH_WARNING';
  return null;
}

/** Why a request can't be canceled: only a pending one can (the month's processing has not taken it yet). */
export function switchCancelRefusal(status: SwitchStatus): ErrorCode | null {
  return status === 'pending' ? null : 'PORTFOLIO_SWITCH_NOT_PENDING';
}

/** The last day of the date's month: the month-end a request made that day is expected to take effect at. */
export function monthEndOf(date: IsoDate): IsoDate {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

export interface SwitchTrade {
  /** Units of the old portfolio sold: all of them, as a negative number. */
  soldUnits: MicroUnits;
  /** What they fetched and what buys the new units: the same amount on both sides. */
  amount: Tetri;
  boughtUnits: MicroUnits;
  /**
   * The rounding of the sale, in 10⁻¹² GEL: the exact value of the units sold less the amount (at most half a
   * tetri, 5 × 10⁹, either way).
   */
  saleRounding: bigint;
  /**
   * The rounding of the purchase, in 10⁻¹² GEL: the exact value of the units bought at the new price less the
   * amount (at most half a micro-unit at that price, either way).
   */
  purchaseRounding: bigint;
}

/**
 * Sells `units` at `fromPrice` and buys with the proceeds at `toPrice`. The money is conserved exactly: the
 * amount the sale fetched (rounded half up to the tetri once, as every value of units) is the amount that buys
 * (converted to units half up once, as every contribution). Only the two roundings stand between the value
 * before and after, and each is bounded as `SwitchTrade` says.
 */
export function switchTrade(units: MicroUnits, fromPrice: MicroLari, toPrice: MicroLari): SwitchTrade {
  if (units < 0n) throw new RangeError('units held are not negative');
  const amount = valueOf(units, fromPrice);
  const boughtUnits = unitsFor(amount, toPrice);
  const TETRI = 10_000_000_000n; // 10⁻¹² GEL in a tetri
  return {
    soldUnits: -units,
    amount,
    boughtUnits,
    saleRounding: units * fromPrice - amount * TETRI,
    purchaseRounding: boughtUnits * toPrice - amount * TETRI,
  };
}
