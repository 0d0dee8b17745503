import { localeOfLang, type Lang } from './languages.ts';

/**
 * Dates, numbers, money and percentages for display, in the Intl locale of a language (ka-GE, en-US, ru-RU):
 * the one way the screens and the documents the server writes (the statements' PDF) show them.
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

/*
 * Making an Intl formatter costs far more than using one, and a screen of amounts and dates formats hundreds
 * of cells: each formatter is made once per locale and set of options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The language's number formatter with `options`, made once. */
export function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const localeName = intlLocale(lang);
  const key = `${localeName}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(localeName, options)));
  return format;
}

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const localeName = intlLocale(lang);
  const key = `${localeName}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(localeName, options)));
  return format;
}

type NumericString = `${number}`;
type Amount = string | number | null | undefined;

/**
 * A money amount as the API sends it, a decimal string ("1234.50"), with thousands separators, always two
 * decimals and the currency's own symbol (₾, $, €). The string goes to Intl as it is: money never passes
 * through a float. Answers the input unchanged when it is not a decimal number.
 */
export function formatMoney(amount: Amount, currency: Currency, lang: Lang): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const text = String(amount).trim();
  if (!DECIMAL.test(text)) return text;
  const parts = numberFormat(lang, {
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

/** An amount without a currency sign: thousands separators and exactly two decimals. */
export function formatAmount(amount: Amount, lang: Lang): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const text = String(amount).trim();
  if (!DECIMAL.test(text)) return text;
  return numberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'halfExpand',
    useGrouping: 'always',
  }).format(text as NumericString);
}

/** A plain number (counts, units) with the locale's separators; `decimals` fixes the fraction digits. */
export function formatNumber(value: number | string, lang: Lang, decimals?: number): string {
  const fmt = numberFormat(lang, {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 3,
    useGrouping: 'always',
  });
  return typeof value === 'string' ? (DECIMAL.test(value.trim()) ? fmt.format(value.trim() as NumericString) : value) : fmt.format(value);
}

/**
 * A percentage written as the API writes it, in percent ("5.39", "-0.4", "18.0000"), with the language's percent
 * sign and spacing (5.39%, 5,39%, 5,39 %): `decimals` fraction digits (two unless given), up to `maxDecimals`
 * when the figure has more; `signed` puts a plus before a gain, as a return is read. The decimal point is moved
 * in the text, never through a float. Answers the input unchanged when it is not a decimal number.
 */
export function formatPercent(percent: string, lang: Lang, options: { decimals?: number; maxDecimals?: number; signed?: boolean } = {}): string {
  const text = percent.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return text;
  const whole = m[2]!.padStart(3, '0');
  const ratio = `${m[1]}${whole.slice(0, -2)}.${whole.slice(-2)}${m[3] ?? ''}`;
  const decimals = options.decimals ?? 2;
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, options.maxDecimals ?? decimals),
    roundingMode: 'halfExpand',
    useGrouping: 'always',
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(ratio as NumericString);
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
export function formatDate(value: string | number | Date | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return String(value);
  return dateFormat(lang, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** A date with hours and minutes, 24-hour clock in every language. */
export function formatDateTime(value: string | number | Date | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  const d = toDate(value);
  if (!d) return String(value);
  return dateFormat(lang, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
}
