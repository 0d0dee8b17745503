import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format.ts';

// Intl separates thousands with no-break spaces in Georgian and Russian; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the documents and the screens write figures alike', () => {
  it.each([
    ['ka', '1234567.5', '1 234 567,50 ₾', '31.05.2024'],
    ['en', '1234567.5', '₾1,234,567.50', '05/31/2024'],
    ['ru', '1234567.5', '1 234 567,50 ₾', '31.05.2024'],
  ] as const)('%s: money %s → %s, a date → %s', (lang, amount, money, date) => {
    expect(plain(formatMoney(amount, 'GEL', lang))).toBe(money);
    expect(formatDate('2024-05-31', lang)).toBe(date);
  });

  it.each([
    ['en', '5.39', '5.39%'],
    ['en', '-0.4', '-0.40%'],
    ['en', '18.0000', '18.00%'],
    ['en', '1250', '1,250.00%'],
    ['en', '0.005', '0.01%'],
    ['ka', '5.39', '5,39%'],
    ['ru', '5.39', '5,39 %'],
    ['ru', '-12.5', '-12,50 %'],
    ['en', 'n/a', 'n/a'],
  ] as const)('%s: %s percent → %s', (lang, percent, expected) => {
    expect(plain(formatPercent(percent, lang))).toBe(expected);
  });

  it.each([
    ['en', '6.80', { signed: true }, '+6.80%'],
    ['ru', '-1.2', { signed: true }, '-1,20 %'],
    ['en', '0', { signed: true }, '0.00%'],
    ['ka', '12.4', { decimals: 1, maxDecimals: 2 }, '12,4%'],
    ['ka', '12.45', { decimals: 1, maxDecimals: 2 }, '12,45%'],
    ['en', '0.4500', { decimals: 2, maxDecimals: 4 }, '0.45%'],
    ['en', '0.4525', { decimals: 2, maxDecimals: 4 }, '0.4525%'],
  ] as const)('%s: %s percent with %o → %s', (lang, percent, options, expected) => {
    expect(plain(formatPercent(percent, lang, options))).toBe(expected);
  });

  it('units and prices keep their six decimals', () => {
    expect(plain(formatNumber('5611.397778', 'ka', 6))).toBe('5 611,397778');
    expect(formatNumber('1.2', 'en', 6)).toBe('1.200000');
  });
});
