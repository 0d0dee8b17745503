import { parseDecimalText } from '../money/decimal-text.ts';
import type { Tetri } from '../money/money.ts';

/**
 * Units of the pension fund (domain-rules.md, Participant account): a contribution is converted to units at
 * the unit price of the conversion date, units kept to 6 decimals; savings = units × the current unit price.
 * Everything is integer: a unit price in micro-lari (GEL × 10⁶), units in micro-units (units × 10⁶), money in
 * tetri. Each conversion rounds half up once.
 */

/** A unit price: micro-lari (GEL × 10⁶), above zero. */
export type MicroLari = bigint;
/** Units × 10⁶ (units to 6 decimals). */
export type MicroUnits = bigint;

export const UNIT_DECIMALS = 6;
const SCALE = 1_000_000n;

/** Integer division rounded half up (away from zero for halves), for a positive divisor. */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (abs * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/**
 * Reads a unit price typed as a decimal, in any language's way ("1.234567", "1,234567", "12.5"; the portal's
 * one reading of a typed number, `parseDecimalText`): above zero, at most 9 whole digits and 6 decimals;
 * undefined otherwise.
 */
export function parseUnitPrice(text: string): MicroLari | undefined {
  const r = parseDecimalText(text);
  if (!r.ok || r.negative || r.whole.length > 9 || r.fraction.length > UNIT_DECIMALS) return undefined;
  const value = BigInt(r.whole) * SCALE + BigInt(r.fraction.padEnd(UNIT_DECIMALS, '0'));
  return value > 0n ? value : undefined;
}

/** A unit price or a number of units written with its 6 decimals ("1.234500"). */
export function formatMicro(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / SCALE}.${(abs % SCALE).toString().padStart(UNIT_DECIMALS, '0')}`;
}

/** Units bought by an amount at a unit price: amount ÷ price, to 6 decimals, rounded half up. */
export function unitsFor(amount: Tetri, price: MicroLari): MicroUnits {
  if (price <= 0n) throw new RangeError('a unit price is above zero');
  // (amount / 100 GEL) / (price / 10⁶ GEL per unit) units, × 10⁶ for micro-units
  return divideHalfUp(amount * 10_000_000_000n, price);
}

/** The value of units at a unit price, in tetri, rounded half up. */
export function valueOf(units: MicroUnits, price: MicroLari): Tetri {
  // units / 10⁶ × price / 10⁶ GEL, × 100 for tetri
  return divideHalfUp(units * price, 10_000_000_000n);
}
