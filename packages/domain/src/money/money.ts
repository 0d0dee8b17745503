import { z } from 'zod';

/**
 * Money is integer tetri (1 GEL = 100 tetri) in code, NUMERIC(14,2) in the database and a decimal string
 * with two decimals in JSON ("1234.50"), so that no amount ever passes through floating point.
 */
export type Tetri = bigint;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses "1234.5", "1234.50" or "-3" into tetri; undefined when it is not such a number. */
export function parseMoney(text: string): Tetri | undefined {
  const m = DECIMAL.exec(text.trim());
  if (!m) return undefined;
  const [, sign, whole, frac = ''] = m;
  const value = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  return sign ? -value : value;
}

/** Tetri as the canonical two-decimal string ("-12.05"). */
export function formatMoneyPlain(tetri: Tetri): string {
  const negative = tetri < 0n;
  const abs = negative ? -tetri : tetri;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Applies a rate given in basis points (2% = 200) and rounds half up to the tetri (domain-rules.md). */
export function percentOf(base: Tetri, basisPoints: bigint): Tetri {
  const product = base * basisPoints;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + 5000n) / 10000n;
  return negative ? -rounded : rounded;
}

export function sumMoney(values: Iterable<Tetri>): Tetri {
  let total = 0n;
  for (const v of values) total += v;
  return total;
}

/** A money amount in JSON: a decimal string with exactly two decimals. */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
export type Money = z.infer<typeof MoneySchema>;
