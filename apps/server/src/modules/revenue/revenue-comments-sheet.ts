import type { Buffer } from 'node:buffer';
import { REVENUE_COMMENTS_MARKER, REVENUE_COMMENTS_MAX_ROWS, type Lang } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.ts';
import { MARKER_SHEET } from '../declarations/excel/workbooks.ts';
import { inspectZip } from '../declarations/excel/zip-inspect.ts';

/**
 * The comments workbook of the differences with the Revenue Service (docs/decisions/0031): its columns, as
 * written and read back, and its reading, done in a file-parsing worker (files/parse-jobs.ts,
 * docs/decisions/0035). The rows read are checked on the server's thread (revenue-comments.service.ts).
 */

export type ColumnKey = 'period' | 'personalNumber' | 'lastName' | 'firstName' | 'kind' | 'incomeDifference' | 'contributionDifference' | 'comment';
export const COLUMNS: readonly { key: ColumnKey; width: number; numFmt: string; header: Record<Lang, string> }[] = [
  { key: 'period', width: 10, numFmt: '@', header: { ka: 'თვე', en: 'Month', ru: 'Месяц' } },
  { key: 'personalNumber', width: 14, numFmt: '@', header: { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' } },
  { key: 'lastName', width: 18, numFmt: '@', header: { ka: 'გვარი', en: 'Last name', ru: 'Фамилия' } },
  { key: 'firstName', width: 16, numFmt: '@', header: { ka: 'სახელი', en: 'First name', ru: 'Имя' } },
  { key: 'kind', width: 28, numFmt: '@', header: { ka: 'სხვაობის სახე', en: 'Kind of difference', ru: 'Вид расхождения' } },
  { key: 'incomeDifference', width: 16, numFmt: '0.00', header: { ka: 'შემოსავლის სხვაობა', en: 'Income difference', ru: 'Разница дохода' } },
  { key: 'contributionDifference', width: 16, numFmt: '0.00', header: { ka: 'შენატანის სხვაობა', en: 'Contribution difference', ru: 'Разница взноса' } },
  { key: 'comment', width: 60, numFmt: '@', header: { ka: 'კომენტარი', en: 'Comment', ru: 'Комментарий' } },
];
const POSITION = Object.fromEntries(COLUMNS.map((c, i) => [c.key, i + 1])) as Record<ColumnKey, number>;

export const periodText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** A cell as text: a formula by its result, rich text joined, a date as its year and month. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return periodText(v.getUTCFullYear(), v.getUTCMonth() + 1);
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'object') {
    if ('result' in v) return cellText((v as { result: unknown }).result);
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r: { text?: string }) => r.text ?? '').join('');
    if ('text' in v) return cellText((v as { text: unknown }).text);
  }
  return String(v);
}

/** A row of the workbook with a comment: its number in the sheet and its cells as text, trimmed. */
export type CommentLine = { row: number; period: string; personalNumber: string; comment: string };

/**
 * Reads the workbook's rows with a comment (a row whose comment is left empty keeps the comment it has: there is
 * nothing to check or save). Refuses (AppError) a file that is not the comments workbook, or one of more rows
 * than allowed (rows with a month, a personal number or a comment).
 */
export async function readCommentsSheet(bytes: Buffer): Promise<{ lines: CommentLine[] }> {
  if (bytes.length === 0) throw new AppError('SPREADSHEET_EMPTY');
  const verdict = inspectZip(bytes);
  if (!verdict.ok) throw new AppError(verdict.reason === 'unsafe' ? 'SPREADSHEET_UNSAFE' : 'SPREADSHEET_NOT_XLSX');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('SPREADSHEET_NOT_XLSX');
  }
  const marker = workbook.getWorksheet(MARKER_SHEET)?.getCell('A1').value;
  const sheet = workbook.worksheets.find((w) => w.name !== MARKER_SHEET);
  if (marker !== REVENUE_COMMENTS_MARKER || !sheet) throw new AppError('REVENUE_COMMENTS_WORKBOOK_WRONG');
  const lines: CommentLine[] = [];
  let count = 0;
  sheet.eachRow({ includeEmpty: false }, (r, number) => {
    if (number === 1) return;
    const period = cellText(r.getCell(POSITION.period).value).trim();
    const personalNumber = cellText(r.getCell(POSITION.personalNumber).value).trim();
    // the apostrophe the workbook put before a text that looks like a formula is not part of the comment
    const comment = cellText(r.getCell(POSITION.comment).value).trim().replace(/^'(?=[=+\-@])/, '');
    if (!period && !personalNumber && !comment) return;
    if (++count > REVENUE_COMMENTS_MAX_ROWS) return;
    if (comment) lines.push({ row: number, period, personalNumber, comment });
  });
  if (count > REVENUE_COMMENTS_MAX_ROWS) throw new AppError('REVENUE_TOO_MANY_ROWS', { params: { max: REVENUE_COMMENTS_MAX_ROWS } });
  return { lines };
}
