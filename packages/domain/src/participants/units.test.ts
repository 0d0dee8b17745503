import { describe, expect, it } from 'vitest';
import { formatMicro, parseUnitPrice, unitsFor, valueOf } from './units.ts';

describe('parseUnitPrice', () => {
  it.each([
    ['1', 1_000_000n],
    ['1.5', 1_500_000n],
    ['1.234567', 1_234_567n],
    [' 12.000001 ', 12_000_001n],
    ['0.000001', 1n],
    // a decimal comma, as Georgian and Russian write it (issue 25: unit prices refused it)
    ['1,5', 1_500_000n],
    ['1,224982', 1_224_982n],
    ['1 234,5', 1_234_500_000n],
    ['1,234.5', 1_234_500_000n],
  ])('reads %j', (text, micro) => expect(parseUnitPrice(text)).toBe(micro));

  it.each(['0', '0.000000', '0,000000', '-1', '-1,5', '1.2345678', '1,2345678', '1,2,3', '1.2.3', '1 234 567 890', '', 'abc', '1e3', '.5', '1.', ',5'])('refuses %j', (text) =>
    expect(parseUnitPrice(text)).toBeUndefined(),
  );
});

describe('unitsFor: amount ÷ unit price, to 6 decimals, rounded half up', () => {
  it.each([
    // amount (tetri), price, units
    [10_000n, '1', '100.000000'],
    [10_000n, '1.25', '80.000000'],
    [10_000n, '3', '33.333333'],
    [20_000n, '3', '66.666667'],
    [1n, '1', '0.010000'],
    [1n, '3', '0.003333'],
    [2_000n, '1.234567', '16.200012'],
    [0n, '2', '0.000000'],
    // a negative amount (contributions given back) gives negative units, rounded symmetrically
    [-20_000n, '3', '-66.666667'],
  ] as const)('%s tetri at %s → %s units', (amount, price, units) => {
    expect(formatMicro(unitsFor(amount, parseUnitPrice(price)!))).toBe(units);
  });

  it('refuses a price of zero', () => expect(() => unitsFor(100n, 0n)).toThrow(RangeError));
});

describe('valueOf: units × unit price, in tetri, rounded half up', () => {
  it.each([
    ['100.000000', '1', 10_000n],
    ['33.333333', '3', 10_000n],
    ['16.200012', '1.234567', 2_000n],
    ['0.004999', '1', 0n],
    ['0.005000', '1', 1n],
    ['80.000000', '1.30', 10_400n],
  ] as const)('%s units at %s → %s tetri', (units, price, tetri) => {
    const micro = BigInt(units.replace('.', ''));
    expect(valueOf(micro, parseUnitPrice(price)!)).toBe(tetri);
  });

  it('a conversion and its valuation at the same price give the amount back within half a tetri per conversion', () => {
    for (const price of ['0.987654', '1', '1.111111', '2.5', '13.370001']) {
      for (const amount of [1n, 99n, 12_345n, 1_000_000n]) {
        const p = parseUnitPrice(price)!;
        const back = valueOf(unitsFor(amount, p), p);
        expect(back - amount <= 1n && amount - back <= 1n, `${amount} at ${price}: ${back}`).toBe(true);
      }
    }
  });
});
