import { vmsg } from '../i18n/messages.ts';
import { parseDecimalText } from '../money/decimal-text.ts';
import type { Tetri } from '../money/money.ts';

/**
 * Amounts of a detail row arrive as text (a form field, a text cell of a spreadsheet) or as a JS number
 * (a numeric cell of a spreadsheet). Both are turned into integer tetri without any floating-point
 * arithmetic on the amount (domain-rules.md, Money).
 */

/** The largest amount NUMERIC(14,2) holds: 999,999,999,999.99 GEL (domain-rules.md, Money). */
export const MAX_AMOUNT_TETRI: Tetri = 99_999_999_999_999n;
const MAX_AMOUNT_NUMBER = 1e12;

/**
 * Significant digits Excel keeps for a number (IEEE 754 doubles shown to 15 digits). A cell that shows
 * 0.30 may hold 0.30000000000000004 (the result of =0.1+0.2); at 15 digits it is 0.3 again.
 */
export const EXCEL_SIGNIFICANT_DIGITS = 15;

export type AmountResult = { ok: true; tetri: Tetri } | { ok: false; message: string };

const fail = (message: string): AmountResult => ({ ok: false, message });

/** A cell or field with nothing in it: no value, or only spaces. */
export function isBlankValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Parses an amount typed as text, read by `parseDecimalText` (the portal's one reading of a typed number):
 * "1234.5", "1234,50", "1 234.50", "1 234,50", "1,234.50". A lone comma is a decimal comma, so "1,234" has
 * three decimals and is refused rather than read as a thousand: an amount is never silently multiplied.
 * Answers a `vmsg` reference on failure: numeric, notNegative, twoDecimals, amountTooLarge, required.
 */
export function parseAmountText(text: string): AmountResult {
  const r = parseDecimalText(text);
  if (!r.ok) return fail(vmsg(r.reason));
  const { whole, fraction: frac } = r;
  const isZero = /^0+$/.test(whole) && /^0*$/.test(frac);
  if (r.negative && !isZero) return fail(vmsg('notNegative'));
  if (frac.length > 2) return fail(vmsg('twoDecimals'));
  const tetri = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
  if (tetri > MAX_AMOUNT_TETRI) return fail(vmsg('amountTooLarge'));
  return { ok: true, tetri };
}

/**
 * Converts a JS number (a numeric spreadsheet cell, a JSON number) to tetri. The number is written with
 * Excel's 15 significant digits, the value the user sees in the cell; when that decimal form has at most two
 * decimals it is the amount (1234.5 → 123450n, 0.1+0.2 → 30n), otherwise the cell really has more decimals
 * (1.005, 0.125) and is refused with "at most 2 decimal places". No arithmetic is done on the double itself.
 */
export function parseAmountNumber(value: number): AmountResult {
  if (!Number.isFinite(value)) return fail(vmsg('numeric'));
  if (value < 0) return fail(vmsg('notNegative'));
  if (value >= MAX_AMOUNT_NUMBER) return fail(vmsg('amountTooLarge'));
  if (value === 0) return { ok: true, tetri: 0n };
  const text = value.toPrecision(EXCEL_SIGNIFICANT_DIGITS);
  // exponent form only below 1e-6 here: far more than two decimals
  if (text.includes('e')) return fail(vmsg('twoDecimals'));
  const [whole = '0', frac = ''] = text.split('.');
  const significant = frac.replace(/0+$/, '');
  if (significant.length > 2) return fail(vmsg('twoDecimals'));
  return { ok: true, tetri: BigInt(whole) * 100n + BigInt(significant.padEnd(2, '0')) };
}

/**
 * Parses an amount from a form field or a spreadsheet cell: text through `parseAmountText`, a number through
 * `parseAmountNumber`; anything else (a date, a boolean) is not a number. A blank value answers "required":
 * callers decide beforehand, with `isBlankValue`, whether a blank is allowed.
 */
export function parseAmount(value: unknown): AmountResult {
  if (typeof value === 'string') return parseAmountText(value);
  if (typeof value === 'number') return parseAmountNumber(value);
  if (isBlankValue(value)) return fail(vmsg('required'));
  return fail(vmsg('numeric'));
}
