import type { Buffer } from 'node:buffer';
import ExcelJS from 'exceljs';
import {
  MAX_UPLOAD_ROWS,
  matchTemplateHeaders,
  parseTemplateMarker,
  TEMPLATE_MAX_BYTES,
  unwrapCell,
  type CellValue,
  type DeclarationType,
  type TemplateColumn,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import { inspectZip } from '../declarations/excel/zip-inspect.ts';

/**
 * The reading of a reversal's rows file (docs/decisions/0032): the workbook is opened in a file-parsing worker
 * (files/parse-jobs.ts, docs/decisions/0035), and its rows come back to the server's thread as plain cells to be
 * checked there (reversal-upload.ts).
 */

export type Columns = readonly { column: TemplateColumn; index: number }[];
/** A row of the data sheet: its number in the sheet and its cells as ExcelJS gave them, from column A. */
export type SheetRow = { number: number; cells: unknown[] };

function rowCells(row: ExcelJS.Row): unknown[] {
  const values = row.values as unknown[];
  return Array.isArray(values) ? values.slice(1) : [];
}

export function plainOf(raw: unknown): { ok: true; value: CellValue } | { ok: false; message: string } {
  const unwrapped = unwrapCell(raw);
  if (!unwrapped.ok) return unwrapped;
  const v = unwrapped.value;
  return { ok: true, value: typeof v === 'string' && v.trim() === '' ? null : v };
}

/**
 * Reads the workbook: its data sheet (the first one that does not start with a template marker), matched to the
 * declaration's template; the rows under its header. Refuses (AppError) a file that is not such a workbook.
 */
export async function readReversalSheet(file: Buffer, type: DeclarationType): Promise<{ columns: Columns; rows: SheetRow[] }> {
  if (file.length === 0) throw new AppError('SPREADSHEET_EMPTY');
  if (file.length > TEMPLATE_MAX_BYTES) throw new AppError('SPREADSHEET_TOO_LARGE', { params: { maxMb: 7 } });
  const verdict = inspectZip(file);
  if (!verdict.ok) throw new AppError(verdict.reason === 'unsafe' ? 'SPREADSHEET_UNSAFE' : 'SPREADSHEET_NOT_XLSX');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as never);
  } catch {
    throw new AppError('SPREADSHEET_UNREADABLE');
  }
  let data: ExcelJS.Worksheet | undefined;
  for (const sheet of workbook.worksheets) {
    const first = sheet.getRow(1);
    const a1 = plainOf(first.getCell(1).value);
    const marker = parseTemplateMarker(a1.ok ? a1.value : null);
    if (marker) {
      if (marker.type !== type) throw new AppError('SPREADSHEET_MISMATCH');
      continue;
    }
    if (!data && sheet.actualRowCount > 0) data = sheet;
  }
  if (!data) throw new AppError('SPREADSHEET_EMPTY');
  const rows: ExcelJS.Row[] = [];
  data.eachRow({ includeEmpty: false }, (row) => rows.push(row));
  const [header, ...body] = rows;
  const headerCells = rowCells(header!).map((c) => {
    const p = plainOf(c);
    return p.ok ? p.value : null;
  });
  // the template of either form of the declaration's type
  const matches = (['simple', 'detailed'] as const).map((form) => matchTemplateHeaders(headerCells, type, form));
  const ok = matches.find((m) => m.ok);
  if (!ok?.ok) {
    const closest = matches.map((m) => (m.ok ? [] : [...m.missing, ...m.unexpected])).sort((a, b) => a.length - b.length)[0]!;
    throw new AppError('SPREADSHEET_WRONG_COLUMNS', { params: { columns: closest.slice(0, 8).join(', ') } });
  }
  const columns = ok.columns;
  if (body.length > MAX_UPLOAD_ROWS) throw new AppError('SPREADSHEET_TOO_MANY_ROWS', { params: { max: MAX_UPLOAD_ROWS } });
  return { columns, rows: body.map((row) => ({ number: row.number, cells: rowCells(row) })) };
}
