import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { formatAmount, formatDate, formatDateTime, formatFileSize, formatMoney, formatMonthYear, formatNumber } from './format';

// Intl separates thousands with no-break spaces in Georgian and Russian; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['en', '1234.5', 'GEL', '₾1,234.50'],
    ['en', '1234567.50', 'USD', '$1,234,567.50'],
    ['en', '0', 'EUR', '€0.00'],
    ['ka', '1234.50', 'GEL', '1 234,50 ₾'],
    ['ru', '1234.50', 'GEL', '1 234,50 ₾'],
    ['ru', '-12.05', 'EUR', '-12,05 €'],
    ['ka', '99.9', 'USD', '99,90 $'],
  ] as const)('%s %s %s → %s', (lang, amount, currency, expected) => {
    expect(plain(formatMoney(amount, currency, lang))).toBe(expected);
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatMoney('12345678901234567.01', 'GEL', 'en')).toBe('₾12,345,678,901,234,567.01');
  });

  it('rounds half up at the tetri', () => {
    expect(formatMoney('0.005', 'GEL', 'en')).toBe('₾0.01');
    expect(formatMoney('2.675', 'GEL', 'en')).toBe('₾2.68');
  });

  it('answers empty for no amount and the input for text that is not a number', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc', 'GEL', 'en')).toBe('abc');
  });
});

describe('formatAmount', () => {
  it('always shows two decimals with separators', () => {
    expect(formatAmount('1000', 'en')).toBe('1,000.00');
    expect(plain(formatAmount('1000000.1', 'ru'))).toBe('1 000 000,10');
  });
});

describe('formatNumber', () => {
  it('uses the locale separators', () => {
    expect(formatNumber(12345.678, { lang: 'en' })).toBe('12,345.678');
    expect(plain(formatNumber(12345, { lang: 'ka' }))).toBe('12 345');
    expect(formatNumber('1.5', { decimals: 2, lang: 'en' })).toBe('1.50');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as that day in every language', () => {
    expect(formatDate('2024-05-31', 'en')).toBe('05/31/2024');
    expect(formatDate('2024-05-31', 'ka')).toBe('31.05.2024');
    expect(formatDate('2024-05-31', 'ru')).toBe('31.05.2024');
  });

  it('formats date and time on a 24-hour clock', () => {
    const d = new Date(2024, 0, 2, 15, 4);
    expect(plain(formatDateTime(d, 'ru'))).toBe('02.01.2024, 15:04');
    expect(plain(formatDateTime(d, 'en'))).toBe('01/02/2024, 15:04');
  });

  it('leaves an unreadable date as it is', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatFileSize', () => {
  beforeAll(async () => {
    await i18n.loadLanguages(['ka', 'en', 'ru']);
  });

  it.each([
    [0, 'en', '0 B'],
    [45, 'en', '45 B'],
    [1023, 'en', '1,023 B'],
    [1024, 'en', '1 KB'],
    [1536, 'en', '1.5 KB'],
    [7 * 1024 * 1024, 'en', '7 MB'],
    [5 * 1024 ** 3, 'en', '5 GB'],
    [2.25 * 1024 ** 4, 'en', '2.25 TB'],
    [3 * 1024 ** 5, 'en', '3,072 TB'],
    [45, 'ka', '45 ბ'],
    [1536, 'ka', '1,5 კბ'],
    [7 * 1024 * 1024, 'ka', '7 მბ'],
    [5 * 1024 ** 3, 'ka', '5 გბ'],
    [2.25 * 1024 ** 4, 'ka', '2,25 ტბ'],
    [45, 'ru', '45 Б'],
    [1023, 'ru', '1 023 Б'],
    [1536, 'ru', '1,5 КБ'],
    [7 * 1024 * 1024, 'ru', '7 МБ'],
    [5 * 1024 ** 3, 'ru', '5 ГБ'],
    [2.25 * 1024 ** 4, 'ru', '2,25 ТБ'],
  ] as const)('%d bytes in %s → %s', (bytes, lang, expected) => {
    expect(plain(formatFileSize(bytes, lang))).toBe(expected);
  });

  it.each(['ka', 'ru'] as const)('writes no Latin unit in %s', (lang) => {
    for (const bytes of [0, 45, 2048, 7 * 1024 * 1024, 5 * 1024 ** 3, 2 * 1024 ** 4]) expect(formatFileSize(bytes, lang)).not.toMatch(/[A-Za-z]/);
  });

  it('writes nothing for a size that is not one', () => {
    expect(formatFileSize(-1, 'en')).toBe('');
    expect(formatFileSize(Number.NaN, 'ka')).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('names the month in the language', async () => {
    await i18n.loadLanguages(['ka', 'ru']);
    expect(formatMonthYear(2024, 5, 'en')).toBe('May 2024');
    expect(formatMonthYear(2024, 5, 'ru')).toBe('Май 2024');
    expect(formatMonthYear(2026, 11, 'ka')).toBe('ნოემბერი 2026');
  });
});

describe('formatWarmUps', () => {
  it("makes a language's money and date formatters in three steps, so that their first use makes none", async () => {
    vi.resetModules();
    const fresh = await import('./format');
    const steps = fresh.formatWarmUps('ru');
    expect(steps).toHaveLength(3);
    for (const step of steps) step();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(fresh.formatMoney('1234.5', 'GEL', 'ru')).toBe(fresh.formatMoney('1234.50', 'GEL', 'ru'));
      expect(fresh.formatDate('2026-11-25', 'ru')).toBe('25.11.2026');
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });
});
