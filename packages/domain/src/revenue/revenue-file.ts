import type { ErrorCode } from '../errors.ts';
import { isBlankValue, parseAmount } from '../declarations/amounts.ts';
import { isPersonalNumber } from '../identity/personal-number.ts';
import type { Tetri } from '../money/money.ts';

/**
 * The Revenue Service's monthly income-tax filings as the agency receives them (docs/revenue-service-layout.md):
 * a CSV or an Excel workbook, one line per person, organization and month. Every column is required; the
 * header line names them (any order, case and spaces ignored). A file with anything wrong is refused as a
 * whole, naming the row and the column (docs/decisions/0024).
 */
export const REVENUE_FILE_COLUMNS = [
  'organization_code',
  'year',
  'month',
  'personal_number',
  'last_name',
  'gross_income',
  'income_tax',
  'pension_contribution',
] as const;
export type RevenueFileColumn = (typeof REVENUE_FILE_COLUMNS)[number];

/** Largest file: 100,000 lines of CSV are about 8 MB, an Excel of them about 5 MB. */
export const REVENUE_FILE_MAX_BYTES = 32 * 1024 * 1024;
/** Most data rows one file may hold. */
export const REVENUE_FILE_MAX_ROWS = 200_000;
/** The first year of the scheme: no filing before it is compared. */
export const REVENUE_FIRST_YEAR = 2018;
const LAST_NAME_MAX = 100;

/** A line of the file as kept. */
export interface RevenueFilingRow {
  /** 1-based line of the file the row came from (the header is line 1). */
  line: number;
  organizationCode: string;
  year: number;
  month: number;
  personalNumber: string;
  lastName: string;
  grossIncome: Tetri;
  incomeTax: Tetri;
  pensionContribution: Tetri;
}

export type RevenueRowResult =
  | { ok: true; row: RevenueFilingRow }
  | { ok: false; code: ErrorCode; params: { row: number; column: RevenueFileColumn; value: string } };

/** A header cell as a column key: trimmed, lower case, spaces and hyphens as underscores. */
export function columnKey(header: unknown): string {
  return String(header ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The position of every column in the header, or the columns missing (and those not of the layout). */
export function headerPositions(header: readonly unknown[]): { ok: true; positions: Record<RevenueFileColumn, number> } | { ok: false; missing: string[]; unknown: string[] } {
  const keys = header.map(columnKey);
  const positions = {} as Record<RevenueFileColumn, number>;
  const missing: string[] = [];
  for (const c of REVENUE_FILE_COLUMNS) {
    const at = keys.indexOf(c);
    if (at < 0) missing.push(c);
    else positions[c] = at;
  }
  // a column not of the layout, or one named twice (which of the two would count?)
  const unknown = keys.filter((k, i) => k !== '' && (!(REVENUE_FILE_COLUMNS as readonly string[]).includes(k) || keys.indexOf(k) !== i));
  if (missing.length || unknown.length) return { ok: false, missing, unknown };
  return { ok: true, positions };
}

/** A cell as text for a message: trimmed, at most 40 characters. */
const shown = (v: unknown) => (v === null || v === undefined ? '' : String(v)).trim().slice(0, 40);

/** A whole number cell (a number or digits as text), or null. */
function wholeNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  const t = String(v ?? '').trim();
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

/** Digits of a code cell: numbers as written, text trimmed. */
function digits(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 ? String(v) : String(v);
  return String(v ?? '').trim();
}

/**
 * Reads one data line by the header's positions. `today` bounds the period: a month not yet over can not
 * have been filed. The organization code's format is checked here; whether it is known, by the caller.
 */
export function readRevenueRow(cells: readonly unknown[], positions: Record<RevenueFileColumn, number>, line: number, today: { year: number; month: number }): RevenueRowResult {
  const cell = (c: RevenueFileColumn) => cells[positions[c]];
  const fail = (code: ErrorCode, column: RevenueFileColumn): RevenueRowResult => ({ ok: false, code, params: { row: line, column, value: shown(cell(column)) } });

  const organizationCode = digits(cell('organization_code'));
  if (!/^(\d{9}|\d{11})$/.test(organizationCode)) return fail('REVENUE_ORGANIZATION_UNKNOWN', 'organization_code');
  const year = wholeNumber(cell('year'));
  if (year === null || year < REVENUE_FIRST_YEAR || year > today.year) return fail('REVENUE_PERIOD_INVALID', 'year');
  const month = wholeNumber(cell('month'));
  if (month === null || month < 1 || month > 12 || (year === today.year && month >= today.month)) return fail('REVENUE_PERIOD_INVALID', 'month');
  const personalNumber = digits(cell('personal_number'));
  if (!isPersonalNumber(personalNumber)) return fail('REVENUE_PERSONAL_NUMBER_INVALID', 'personal_number');
  const rawName = cell('last_name');
  // eslint-disable-next-line no-control-regex
  const lastName = isBlankValue(rawName) ? '' : String(rawName).replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!lastName || lastName.length > LAST_NAME_MAX) return fail('REVENUE_LAST_NAME_INVALID', 'last_name');
  const amounts = {} as Record<'gross_income' | 'income_tax' | 'pension_contribution', Tetri>;
  for (const c of ['gross_income', 'income_tax', 'pension_contribution'] as const) {
    const parsed = parseAmount(cell(c));
    if (!parsed.ok) return fail('REVENUE_AMOUNT_INVALID', c);
    amounts[c] = parsed.tetri;
  }
  return {
    ok: true,
    row: {
      line,
      organizationCode,
      year,
      month,
      personalNumber,
      lastName,
      grossIncome: amounts.gross_income,
      incomeTax: amounts.income_tax,
      pensionContribution: amounts.pension_contribution,
    },
  };
}

/** A line with nothing in any cell: skipped (spreadsheets keep empty formatted rows). */
export const isBlankLine = (cells: readonly unknown[]) => cells.every(isBlankValue);
