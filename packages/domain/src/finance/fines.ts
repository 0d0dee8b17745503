import type { Tetri } from '../money/money.ts';
import type { MovementKind } from './ledger.ts';

/** Fines (Administrative Offences Code, art. 165¹¹; domain-rules.md): 500 GEL, 1,000 GEL for a repeat. */
export const FINE_AMOUNT: Tetri = 50_000n;
export const REPEAT_FINE_AMOUNT: Tetri = 100_000n;
/** A late filing is a repeat when a fine in force was imposed on the organization within this many months before. */
export const REPEAT_WINDOW_MONTHS = 12;

export const FINE_STATUSES = ['valid', 'canceled', 'appealed'] as const;
export type FineStatus = (typeof FINE_STATUSES)[number];

/** A month's contributions are due by the 15th of the following month ('YYYY-MM-DD'). */
export function contributionDueDate(year: number, month: number): string {
  const y = month === 12 ? year + 1 : year;
  const m = month === 12 ? 1 : month + 1;
  return `${y}-${String(m).padStart(2, '0')}-15`;
}

/** Activated after the 15th of the following month: a candidate for a fine. */
export function isLateActivation(year: number, month: number, activatedOn: string): boolean {
  return activatedOn > contributionDueDate(year, month);
}

function monthsBefore(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}${date.slice(7)}`;
}

/**
 * The amount of a fine imposed on `on`: 1,000 GEL when the organization already has a fine in force (valid or
 * under appeal) imposed within the 12 months before, 500 GEL otherwise.
 */
export function fineAmountFor(finesInForceImposedOn: readonly string[], on: string): { amount: Tetri; isRepeat: boolean } {
  const since = monthsBefore(on, REPEAT_WINDOW_MONTHS);
  const isRepeat = finesInForceImposedOn.some((d) => d >= since && d <= on);
  return { amount: isRepeat ? REPEAT_FINE_AMOUNT : FINE_AMOUNT, isRepeat };
}

/**
 * A status change of a fine and the movement it writes (its amount is the fine's, signed by the kind):
 * canceling a valid fine gives its amount back; an appeal suspends it (out of the balance until decided);
 * an appeal rejected puts it back in force; an appeal upheld cancels it, which moves nothing more. A canceled
 * fine stays canceled; a "change" to the same status is refused.
 */
export function fineTransition(from: FineStatus, to: FineStatus): { allowed: false } | { allowed: true; movement: MovementKind | null } {
  if (from === to || from === 'canceled') return { allowed: false };
  if (from === 'valid') return { allowed: true, movement: to === 'canceled' ? 'fine_cancelled' : 'fine_appealed' };
  // from appealed
  return { allowed: true, movement: to === 'valid' ? 'fine_reinstated' : null };
}

/** Whether a fine in this status counts in the balance. */
export const fineInForce = (status: FineStatus) => status === 'valid';
