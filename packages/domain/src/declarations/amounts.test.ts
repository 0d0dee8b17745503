import { describe, expect, it } from 'vitest';
import { isBlankValue, MAX_AMOUNT_TETRI, parseAmount, parseAmountNumber, parseAmountText } from './amounts.ts';

describe('parseAmountText', () => {
  it.each([
    ['0', 0n],
    ['0.00', 0n],
    ['1', 100n],
    ['1.5', 150n],
    ['1.05', 105n],
    ['0.01', 1n],
    ['1234.50', 123450n],
    ['1234,5', 123450n],
    ['1234,50', 123450n],
    ['  12.30 ', 1230n],
    ['1 234.50', 123450n],
    ['1\u00A0234,50', 123450n],
    ['1\u202F234 567,89', 123456789n],
    ['1,234.50', 123450n],
    ['1,234,567.8', 123456780n],
    ['007.10', 710n],
    ['-0', 0n],
    ['-0.00', 0n],
    ['999999999999.99', MAX_AMOUNT_TETRI],
  ])('%j is %s tetri', (text, tetri) => {
    expect(parseAmountText(text)).toEqual({ ok: true, tetri });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'numeric'],
    ['1e3', 'numeric'],
    ['+5', 'numeric'],
    ['.5', 'numeric'],
    ['1.', 'numeric'],
    ['1.2.3', 'numeric'],
    ['₾5', 'numeric'],
    ['0x10', 'numeric'],
    ['NaN', 'numeric'],
    ['1.234,50', 'numeric'],
    ['1,2,3', 'numeric'],
    ['-5', 'notNegative'],
    ['-0.01', 'notNegative'],
    ['\u22125', 'notNegative'],
    ['1.005', 'twoDecimals'],
    ['1.500', 'twoDecimals'],
    // a lone comma is a decimal comma: "1,234" is never read as a thousand
    ['1,234', 'twoDecimals'],
    ['1,000', 'twoDecimals'],
    ['1000000000000', 'amountTooLarge'],
    ['999999999999.991', 'twoDecimals'],
  ])('%j is refused with %s', (text, key) => {
    expect(parseAmountText(text)).toEqual({ ok: false, message: key });
  });
});

describe('parseAmountNumber (numeric spreadsheet cells)', () => {
  it.each([
    [0, 0n],
    [-0, 0n],
    [1, 100n],
    [1234.5, 123450n],
    [1234.56, 123456n],
    [0.01, 1n],
    [0.1 + 0.2, 30n],
    [0.1 * 3, 30n],
    [1.1 * 1.1 - 0.01, 120n],
    [100.00000000000001, 10000n],
    [2500 * 1.02, 255000n],
    [999999999999.99, MAX_AMOUNT_TETRI],
    [123456789.12, 12345678912n],
  ])('%s is %s tetri', (value, tetri) => {
    expect(parseAmountNumber(value)).toEqual({ ok: true, tetri });
  });

  it.each([
    [1.005, 'twoDecimals'],
    [0.125, 'twoDecimals'],
    [1234.567, 'twoDecimals'],
    [1 / 3, 'twoDecimals'],
    [1e-7, 'twoDecimals'],
    [-1, 'notNegative'],
    [-0.01, 'notNegative'],
    [Number.NaN, 'numeric'],
    [Number.POSITIVE_INFINITY, 'numeric'],
    [1e12, 'amountTooLarge'],
    [1e21, 'amountTooLarge'],
  ])('%s is refused with %s', (value, key) => {
    expect(parseAmountNumber(value)).toEqual({ ok: false, message: key });
  });
});

describe('parseAmount', () => {
  it.each([
    ['12.5', { ok: true, tetri: 1250n }],
    [12.5, { ok: true, tetri: 1250n }],
    [null, { ok: false, message: 'required' }],
    [undefined, { ok: false, message: 'required' }],
    [true, { ok: false, message: 'numeric' }],
    [new Date(0), { ok: false, message: 'numeric' }],
    [{ result: 5 }, { ok: false, message: 'numeric' }],
  ])('%s', (value, result) => {
    expect(parseAmount(value)).toEqual(result);
  });

  it('never answers a fraction of a tetri', () => {
    for (let cents = 0; cents < 1000; cents++) {
      const parsed = parseAmountNumber(cents / 100);
      expect(parsed).toEqual({ ok: true, tetri: BigInt(cents) });
    }
  });
});

describe('isBlankValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    ['0', false],
    [0, false],
    [false, false],
  ])('%j → %s', (value, blank) => {
    expect(isBlankValue(value)).toBe(blank);
  });
});
