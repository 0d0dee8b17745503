import type { Tetri } from '@pensia/domain';

/**
 * Money read from the database (NUMERIC as text: `amount`, `sum(amount)::text`) to tetri — the one conversion
 * the server uses (docs/decisions/0050). What is not money throws: a value that is not a decimal text, and a
 * value with a fraction of a tetri (`12.345`), are a defect of the query or of the data, never a zero. Trailing
 * zeros past the tetri are exact and taken (`12.3400`, what a NUMERIC without a scale gives).
 */
export class NotMoneyError extends Error {
  constructor(value: unknown) {
    super(`not an amount of money from the database: ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`);
    this.name = 'NotMoneyError';
  }
}

const NUMERIC = /^(-?)(\d+)(?:\.(\d+))?$/;

export function tetriFromDb(value: unknown): Tetri {
  if (typeof value !== 'string') throw new NotMoneyError(value);
  const m = NUMERIC.exec(value);
  if (!m) throw new NotMoneyError(value);
  const [, sign, whole, frac = ''] = m;
  if (/[^0]/.test(frac.slice(2))) throw new NotMoneyError(value);
  const tetri = BigInt(whole!) * 100n + BigInt(frac.slice(0, 2).padEnd(2, '0'));
  return sign ? -tetri : tetri;
}

/** The same for a column that may be empty: null stays null. */
export function tetriOrNullFromDb(value: unknown): Tetri | null {
  return value === null || value === undefined ? null : tetriFromDb(value);
}

/** A NUMERIC with up to 6 places (unit prices, units) read as millionths ("12.5" → 12500000n); null stays null. */
export function microFromDb(text: string | null): bigint | null {
  if (text === null) return null;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole || '0') * 1_000_000n + BigInt(frac.padEnd(6, '0').slice(0, 6));
  return negative ? -value : value;
}
