import { describe, expect, it } from 'vitest';
import { NotMoneyError, tetriFromDb, tetriOrNullFromDb } from './money-from-db.ts';

describe('tetriFromDb', () => {
  it.each([
    ['0', 0n],
    ['0.00', 0n],
    ['-0.00', 0n],
    ['12.34', 1234n],
    ['-12.34', -1234n],
    ['12.3', 1230n],
    ['12', 1200n],
    ['12.3400', 1234n],
    ['999999999999.99', 99999999999999n],
    ['123456789012345678901234.56', 12345678901234567890123456n],
  ])('%s is %s tetri', (text, tetri) => {
    expect(tetriFromDb(text)).toBe(tetri);
  });

  it.each([
    ['a fraction of a tetri', '12.345'],
    ['an empty text', ''],
    ['blanks', ' 12.34 '],
    ['a comma', '12,34'],
    ['a plus sign', '+12.34'],
    ['a point without digits', '12.'],
    ['no whole part', '.50'],
    ['an exponent', '1e3'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['a currency', '12.34 GEL'],
    ['a number, not text', 12.34],
    ['a bigint', 1234n],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_name, value) => {
    expect(() => tetriFromDb(value)).toThrow(NotMoneyError);
  });
});

describe('tetriOrNullFromDb', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['5.05', 505n],
  ])('%s is %s', (value, expected) => {
    expect(tetriOrNullFromDb(value)).toBe(expected);
  });

  it('refuses what is there and is not money', () => {
    expect(() => tetriOrNullFromDb('five')).toThrow(NotMoneyError);
  });
});
