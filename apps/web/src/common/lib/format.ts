import * as shared from '@pensia/domain/i18n/format';
import type { Lang } from '@pensia/domain/i18n/languages';
import { currentLang, i18n } from './i18n';

/**
 * Dates, numbers, money and file sizes for display, in the Intl locale of the interface language
 * (ka-GE, en-US, ru-RU): the domain's formatting (`i18n/format.ts`, which the server's documents use too)
 * in the current language. Every function takes an optional language for tests and for text built for
 * another language; by default it is the current one.
 */
export type Currency = shared.Currency;

export const LARI_SIGN = shared.LARI_SIGN;

type Amount = string | number | null | undefined;

/** A money amount with separators, two decimals and the currency's sign (domain `formatMoney`). */
export function formatMoney(amount: Amount, currency: Currency = 'GEL', lang?: Lang): string {
  return shared.formatMoney(amount, currency, lang ?? currentLang());
}

/**
 * The steps that make the language's money and date formatters before their first use: on a slowed phone the
 * first use of a locale's Intl data costs tens of milliseconds, which the app's start-up spends in tasks of
 * its own, one per step (the locale's data, then the money's formatter, then the date's), rather than inside
 * the first render of a signed-in screen full of amounts (main.tsx).
 */
export function formatWarmUps(lang?: Lang): (() => void)[] {
  return [() => void shared.intlLocale(lang ?? currentLang()), () => void formatMoney('0.00', 'GEL', lang), () => void formatDate(Date.now(), lang)];
}

/** An amount without a currency sign: thousands separators and exactly two decimals. */
export function formatAmount(amount: Amount, lang?: Lang): string {
  return shared.formatAmount(amount, lang ?? currentLang());
}

/** A plain number (counts, units) with the locale's separators; `decimals` fixes the fraction digits. */
export function formatNumber(value: number | string, options: { decimals?: number; lang?: Lang } = {}): string {
  return shared.formatNumber(value, options.lang ?? currentLang(), options.decimals);
}

/** A date as day, month and year in the locale's order (31.05.2024, 05/31/2024). */
export function formatDate(value: string | number | Date | null | undefined, lang?: Lang): string {
  return shared.formatDate(value, lang ?? currentLang());
}

/** A date with hours and minutes, 24-hour clock in every language. */
export function formatDateTime(value: string | number | Date | null | undefined, lang?: Lang): string {
  return shared.formatDateTime(value, lang ?? currentLang());
}

/**
 * Month and year of a salary payment ("May 2024", "მაისი 2024", "Май 2024"). The month names come from the
 * `common` texts, not Intl: browsers without Georgian locale data would otherwise name the month in English.
 */
const MONTH_KEYS = [
  'common:months.m1', 'common:months.m2', 'common:months.m3', 'common:months.m4', 'common:months.m5', 'common:months.m6',
  'common:months.m7', 'common:months.m8', 'common:months.m9', 'common:months.m10', 'common:months.m11', 'common:months.m12',
] as const;

export function formatMonthYear(year: number, month: number, lang?: Lang): string {
  const key = MONTH_KEYS[month - 1];
  if (!key) return `${month}.${year}`;
  return `${i18n.t(key, { lng: lang ?? currentLang() })} ${year}`;
}

/** The units of a file size, each in the words of the language (B, KB…; ბ, კბ…; Б, КБ…). */
const SIZE_UNIT_KEYS = ['common:fileSizeUnits.b', 'common:fileSizeUnits.kb', 'common:fileSizeUnits.mb', 'common:fileSizeUnits.gb', 'common:fileSizeUnits.tb'] as const;

/** A file size in bytes, kilobytes, megabytes, gigabytes or terabytes, in steps of 1024 (section 9), at most two decimals. */
export function formatFileSize(bytes: number, lang?: Lang): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNIT_KEYS.length - 1) {
    value /= 1024;
    unit++;
  }
  const lng = lang ?? currentLang();
  const text = shared.numberFormat(lng, { maximumFractionDigits: unit === 0 ? 0 : 2 }).format(value);
  return `${text} ${i18n.t(SIZE_UNIT_KEYS[unit]!, { lng })}`;
}
