import { vmsg } from '../i18n/messages.ts';
import type { Lang } from '../i18n/languages.ts';
import { isCalendarDate, isoDate, type Gender, type IsoDate } from './declaration.schema.ts';

/*
 * Reading one cell of a declaration's workbook or form: unwrapping what the spreadsheet library gives, Excel's
 * date serials, and the personal number, date, gender and 0/1 cells (the template's columns: template.ts).
 */

/** A cell value after unwrapping: what a form field or a plain spreadsheet cell holds. */
export type CellValue = string | number | boolean | Date | null;

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/**
 * Turns a spreadsheet cell value into a plain value. Reads the shapes spreadsheet libraries give (ExcelJS):
 * rich text (`{ richText: [{ text }] }`), hyperlinks (`{ text, hyperlink }`), formulas (`{ formula, result }`:
 * the computed result is the value; a formula without one is refused, since the portal never evaluates
 * formulas) and error values (`{ error: '#N/A' }`).
 */
export function unwrapCell(raw: unknown): CellResult<CellValue> {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' || raw instanceof Date) return { ok: true, value: raw };
  if (isRecord(raw)) {
    if (Array.isArray(raw.richText))
      return { ok: true, value: raw.richText.map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join('') };
    if ('error' in raw) return { ok: false, message: vmsg('cellError') };
    if ('formula' in raw || 'sharedFormula' in raw) {
      if (raw.result === undefined || raw.result === null || isRecord(raw.result)) return { ok: false, message: vmsg('cellFormula') };
      return unwrapCell(raw.result);
    }
    if ('text' in raw) return unwrapCell(raw.text);
  }
  return { ok: false, message: vmsg('invalidType') };
}

/** Excel's day 0 of the 1900 date system is 30 December 1899 for serials after the fictitious 29 February 1900. */
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serial 60 is 29 February 1900, a day that never was (a Lotus 1-2-3 compatibility bug Excel keeps). */
const EXCEL_FAKE_LEAP_DAY = 60;
/** 31 December 9999, the last day Excel can show. */
const EXCEL_MAX_SERIAL = 2_958_465;

/** The calendar date of an Excel serial number (1900 date system); the time of day is dropped. */
export function excelSerialToIsoDate(serial: number): IsoDate | undefined {
  if (!Number.isFinite(serial)) return undefined;
  const day = Math.floor(serial);
  if (day < 1 || day > EXCEL_MAX_SERIAL || day === EXCEL_FAKE_LEAP_DAY) return undefined;
  const offset = day < EXCEL_FAKE_LEAP_DAY ? day + 1 : day;
  const d = new Date(EXCEL_EPOCH_UTC + offset * DAY_MS);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The Excel serial number (1900 date system) of a calendar date: what a real date cell of a workbook holds. */
export function isoDateToExcelSerial(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const offset = Math.round((Date.UTC(y, m - 1, d) - EXCEL_EPOCH_UTC) / DAY_MS);
  // before 1 March 1900 Excel counts the day that never was one day later
  return offset <= EXCEL_FAKE_LEAP_DAY ? offset - 1 : offset;
}

/** The gender words an export writes, in the language of its headers; the upload reads each of them back. */
export const GENDER_WORD: Readonly<Record<Lang, Record<Gender, string>>> = {
  ka: { male: 'მამრობითი', female: 'მდედრობითი' },
  en: { male: 'male', female: 'female' },
  ru: { male: 'мужской', female: 'женский' },
};

const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/;
const DMY = /^(\d{1,2})([./])(\d{1,2})\2(\d{4})$/;

/**
 * Reads a date in the forms accepted in a template or a form: an Excel serial number, a Date (spreadsheet
 * libraries give date cells as Dates at UTC midnight, so the UTC calendar day is taken), text 'YYYY-MM-DD',
 * 'DD.MM.YYYY' or 'DD/MM/YYYY'. Answers the ISO date, or "dateCellFormat" when it is not a real date in one of
 * these forms.
 */
export function parseDateCell(value: unknown): CellResult<IsoDate> {
  const bad = { ok: false, message: vmsg('dateCellFormat') } as const;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return bad;
    return { ok: true, value: isoDate(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()) };
  }
  if (typeof value === 'number') {
    const iso = excelSerialToIsoDate(value);
    return iso ? { ok: true, value: iso } : bad;
  }
  if (typeof value !== 'string') return bad;
  const text = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const ymd = YMD.exec(text);
  const dmy = DMY.exec(text);
  if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[3]), Number(dmy[4])];
  else return bad;
  return isCalendarDate(y, m, d) ? { ok: true, value: isoDate(y, m, d) } : bad;
}

const GENDER_WORDS: Readonly<Record<string, Gender>> = {
  male: 'male',
  m: 'male',
  man: 'male',
  female: 'female',
  f: 'female',
  woman: 'female',
  'მამრობითი': 'male',
  'მამრ.': 'male',
  'კაცი': 'male',
  'მ': 'male',
  'მდედრობითი': 'female',
  'მდედრ.': 'female',
  'ქალი': 'female',
  'ქ': 'female',
  'мужской': 'male',
  'муж': 'male',
  'муж.': 'male',
  'м': 'male',
  'женский': 'female',
  'жен': 'female',
  'жен.': 'female',
  'ж': 'female',
};

/** Gender words of the three languages (male, მამრობითი, мужской, M, …). */
export function parseGenderCell(value: unknown): CellResult<Gender> {
  if (typeof value !== 'string') return { ok: false, message: vmsg('genderValue') };
  const gender = GENDER_WORDS[value.trim().toLowerCase()];
  return gender ? { ok: true, value: gender } : { ok: false, message: vmsg(value.trim() === '' ? 'required' : 'genderValue') };
}

/** A 0/1 flag: 1, 0, blank (0), and true/false of a boolean cell. */
export function parseFlagCell(value: unknown): CellResult<0 | 1> {
  if (value === null || value === undefined || value === false) return { ok: true, value: 0 };
  if (value === true) return { ok: true, value: 1 };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === '' || text === '0') return { ok: true, value: 0 };
  if (text === '1') return { ok: true, value: 1 };
  return { ok: false, message: vmsg('optInValue') };
}

/**
 * Personal number of a cell. A number cell keeps the digits of an integer (a 10-digit number most often lost
 * its leading zero to the spreadsheet: the message says so); text must be exactly 11 digits.
 */
export function parsePersonalNumberCell(value: unknown): CellResult<string> {
  if (value === null || value === undefined) return { ok: false, message: vmsg('required') };
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return { ok: false, message: vmsg('personalNumberDigits') };
    const digits = String(value);
    if (digits.length === 10) return { ok: false, message: vmsg('personalNumberLeadingZero') };
    return digits.length === 11 ? { ok: true, value: digits } : { ok: false, message: vmsg('personalNumberLength') };
  }
  if (typeof value !== 'string') return { ok: false, message: vmsg('personalNumberDigits') };
  const text = value.trim();
  if (text === '') return { ok: false, message: vmsg('required') };
  if (!/^\d+$/.test(text)) return { ok: false, message: vmsg('personalNumberDigits') };
  return text.length === 11 ? { ok: true, value: text } : { ok: false, message: vmsg('personalNumberLength') };
}
