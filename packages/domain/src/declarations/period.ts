/**
 * Calendar dates and months of salary payment, in Tbilisi's time: plain functions, without the schema library,
 * so that a screen that only shows or chooses a month loads none (declaration.schema.ts re-exports them).
 */

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the parts make a real calendar date (no 31 February); years 1000 to 9999. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A month of salary payment. */
export interface Period {
  year: number;
  month: number;
}

/** Georgia is UTC+4 all year (no daylight saving time since 2005): "today" is counted in Tbilisi. */
export const GEORGIA_UTC_OFFSET_MINUTES = 240;

/**
 * Contributions to the funded pension scheme are due on salaries from January 2019 (public descriptions of
 * the Law on Funded Pensions 2018): no declaration is for an earlier month.
 */
export const FIRST_DECLARATION_PERIOD: Period = { year: 2019, month: 1 };

/** The month (in Tbilisi) of an instant, e.g. of the server's clock. */
export function periodOfInstant(instant: Date, offsetMinutes = GEORGIA_UTC_OFFSET_MINUTES): Period {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The calendar date (in Tbilisi) of an instant. */
export function dateOfInstant(instant: Date, offsetMinutes = GEORGIA_UTC_OFFSET_MINUTES): IsoDate {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  return isoDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
}

export function comparePeriods(a: Period, b: Period): number {
  return a.year !== b.year ? a.year - b.year : a.month - b.month;
}

/** A declaration is for a month of salary payment that is not in the future (domain-rules.md, Periods). */
export function isFuturePeriod(period: Period, current: Period): boolean {
  return comparePeriods(period, current) > 0;
}
