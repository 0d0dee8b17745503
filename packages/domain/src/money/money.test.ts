import { describe, expect, it } from 'vitest';
import { formatMoneyPlain, MoneySchema, parseMoney, percentOf, sumMoney } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['0', 0n],
    ['0.00', 0n],
    ['1', 100n],
    ['1.5', 150n],
    ['1.05', 105n],
    ['1234.50', 123450n],
    ['-3', -300n],
    ['-0.01', -1n],
    ['  12.30 ', 1230n],
    ['007.10', 710n],
    ['99999999999999.99', 9999999999999999n],
    ['123456789012345678.99', 12345678901234567899n],
  ])('%j is %s tetri', (text, tetri) => {
    expect(parseMoney(text)).toBe(tetri);
  });

  it.each([[''], ['.5'], ['1.'], ['1.005'], ['1,5'], ['1 000.00'], ['1,000.00'], ['+5'], ['--1'], ['1e3'], ['abc'], ['₾5'], ['0x10'], ['NaN']])(
    '%j is not money',
    (text) => {
      expect(parseMoney(text)).toBeUndefined();
    },
  );
});

describe('formatMoneyPlain', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [50n, '0.50'],
    [100n, '1.00'],
    [123450n, '1234.50'],
    [-5n, '-0.05'],
    [-1205n, '-12.05'],
    [9999999999999999n, '99999999999999.99'],
  ])('%s tetri is %j', (tetri, text) => {
    expect(formatMoneyPlain(tetri)).toBe(text);
  });

  it.each(['0.00', '0.05', '-12.05', '1234.50', '99999999999999.99'])('round-trips %j', (text) => {
    expect(formatMoneyPlain(parseMoney(text)!)).toBe(text);
    expect(MoneySchema.safeParse(text).success).toBe(true);
  });
});

describe('percentOf: rounded half up to the tetri (domain-rules.md)', () => {
  it.each([
    // base tetri, basis points, expected tetri
    [100000n, 200n, 2000n, '2% of 1000.00'],
    [12345n, 200n, 247n, '2% of 123.45 = 2.469 → 2.47'],
    [12325n, 200n, 247n, '2% of 123.25 = 2.465 → 2.47 (half up)'],
    [12324n, 200n, 246n, '2% of 123.24 = 2.4648 → 2.46'],
    [25n, 200n, 1n, '2% of 0.25 = 0.005 → 0.01'],
    [24n, 200n, 0n, '2% of 0.24 = 0.0048 → 0.00'],
    [12345n, 400n, 494n, '4% of 123.45 = 4.938 → 4.94'],
    [0n, 200n, 0n, 'zero base'],
    [12345n, 0n, 0n, 'zero rate'],
    [1n, 5000n, 1n, '50% of 0.01 = 0.005 → 0.01'],
    [-12325n, 200n, -247n, 'negative half: away from zero, the exact negation of the positive row'],
    [-12324n, 200n, -246n, 'negative below half'],
    [-25n, 200n, -1n, '-0.005 → -0.01'],
    [-24n, 200n, 0n, '-0.0048 → 0.00'],
  ])('%s × %s bp = %s (%s)', (base, bp, expected) => {
    expect(percentOf(base, bp)).toBe(expected);
  });

  it('a reversal of a row is the exact negation of the row', () => {
    for (let base = -2000n; base <= 2000n; base += 7n) expect(percentOf(-base, 200n)).toBe(-percentOf(base, 200n));
  });
});

describe('sumMoney', () => {
  it.each([
    [[], 0n],
    [[105n], 105n],
    [[105n, 205n, -10n], 300n],
    [[1n, 1n, 1n], 3n],
    [[9999999999999999n, 1n], 10000000000000000n],
  ])('sum of %s is %s', (values, total) => {
    expect(sumMoney(values)).toBe(total);
  });

  it('sums any iterable, and a total is the sum of rounded rows', () => {
    const rows = [12325n, 12325n, 12325n];
    expect(sumMoney(rows.map((r) => percentOf(r, 200n)))).toBe(741n);
    expect(percentOf(sumMoney(rows), 200n)).toBe(740n); // rounding the total instead would lose a tetri
    expect(sumMoney(new Set([1n, 2n]))).toBe(3n);
  });

  it('0.10 + 0.20 is exactly 0.30', () => {
    expect(formatMoneyPlain(sumMoney([parseMoney('0.10')!, parseMoney('0.20')!]))).toBe('0.30');
  });
});

describe('MoneySchema', () => {
  it.each([
    ['1.00', true],
    ['-1.00', true],
    ['1', false],
    ['1.0', false],
    ['1.000', false],
    ['1,00', false],
  ])('%j valid %s', (text, ok) => {
    expect(MoneySchema.safeParse(text).success).toBe(ok);
  });
});
