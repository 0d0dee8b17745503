import { localeOfLang, type Lang } from '@pensia/domain/i18n/languages';
import { currentLang, i18n } from './i18n';

/**
 * Dates, numbers, money and file sizes for display, in the Intl locale of the interface language
 * (ka-GE, en-US, ru-RU). Every function takes an optional language for tests and for text built for
 * another language; by default it is the current one.
 */
export type Currency = 'GEL' | 'USD' | 'EUR';

export const LARI_SIGN = '₾';

/*
 * Amounts always carry thousands separators (section 9); Russian and Georgian data would otherwise leave
 * four-digit numbers ungrouped ("1234,50"), hence `useGrouping: 'always'`.
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Some browsers ship without Georgian locale data (Intl then silently formats as en-US). Georgian writes
 * numbers and dates like Russian (1 234,50 ₾; 31.05.2024), so those conventions stand in for it.
 */
const STAND_IN: Partial<Record<string, string>> = { 'ka-GE': 'ru-RU' };
const resolved = new Map<string, string>();

/** The Intl locale used for a language: its own, or a stand-in with the same conventions. */
export function intlLocale(lang: Lang): string {
  const wanted = localeOfLang(lang);
  let found = resolved.get(wanted);
  if (!found) {
    const supported = Intl.NumberFormat.supportedLocalesOf([wanted]).length > 0 && Intl.DateTimeFormat.supportedLocalesOf([wanted]).length > 0;
    found = supported ? wanted : (STAND_IN[wanted] ?? wanted);
    resolved.set(wanted, found);
  }
  return found;
}

function locale(lang?: Lang): string {
  return intlLocale(lang ?? currentLang());
}

/*
 * Making an Intl formatter costs far more than using one, and a screen of amounts and dates formats hundreds
 * of cells: each formatter is made once per locale and set of options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(localeName: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${localeName}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(localeName, options)));
  return format;
}

function dateFormat(localeName: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeName}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(localeName, options)));
  return format;
}

type NumericString = `${number}`;

/**
 * A money amount as the API sends it, a decimal string ("1234.50"), with thousands separators, always two
 * decimals and the currency's own symbol (₾, $, €). The string goes to Intl as it is: money never passes
 * through a float. Answers the input unchanged when it is not a decimal number.
 */
export function formatMoney(amount: string | number | null | undefined, currency: Currency = 'GEL', lang?: Lang): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const text = String(amount).trim();
  if (!DECIMAL.test(text)) return text;
  const parts = numberFormat(locale(lang), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'halfExpand',
    useGrouping: 'always',
  }).formatToParts(text as NumericString);
  // The lari has its own sign (section 1), but Intl's Russian data still writes the old "ლ" for it.
  return parts.map((p) => (p.type === 'currency' && currency === 'GEL' ? LARI_SIGN : p.value)).join('');
}

/**
 * The steps that make the language's money and date formatters before their first use: on a slowed phone the
 * first use of a locale's Intl data costs tens of milliseconds, which the app's start-up spends in tasks of
 * its own, one per step (the locale's data, then the money's formatter, then the date's), rather than inside
 * the first render of a signed-in screen full of amounts (main.tsx).
 */
export function formatWarmUps(lang?: Lang): (() => void)[] {
  return [() => void locale(lang), () => void formatMoney('0.00', 'GEL', lang), () => void formatDate(Date.now(), lang)];
}

/** An amount without a currency sign: thousands separators and exactly two decimals. */
export function formatAmount(amount: string | number | null | undefined, lang?: Lang): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const text = String(amount).trim();
  if (!DECIMAL.test(text)) return text;
  return numberFormat(locale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'halfExpand',
    useGrouping: 'always',
  }).format(text as NumericString);
}

/** A plain number (counts, units) with the locale's separators; `decimals` fixes the fraction digits. */
export function formatNumber(value: number | string, options: { decimals?: number; lang?: Lang } = {}): string {
  const digits = options.decimals;
  const fmt = numberFormat(locale(options.lang), {
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 3,
    useGrouping: 'always',
  });
  return typeof value === 'string' ? (DECIMAL.test(value.trim()) ? fmt.format(value.trim() as NumericString) : value) : fmt.format(value);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    // a calendar date ("2024-05-31") is that day everywhere, not midnight UTC shifted into the local zone
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A date as day, month and year in the locale's order (31.05.2024, 05/31/2024). */
export function formatDate(value: string | number | Date | null | undefined, lang?: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return String(value);
  return dateFormat(locale(lang), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** A date with hours and minutes, 24-hour clock in every language. */
export function formatDateTime(value: string | number | Date | null | undefined, lang?: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return String(value);
  return dateFormat(locale(lang), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
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
  const text = numberFormat(locale(lng), { maximumFractionDigits: unit === 0 ? 0 : 2 }).format(value);
  return `${text} ${i18n.t(SIZE_UNIT_KEYS[unit]!, { lng })}`;
}
