import {
  matchTemplateHeaders,
  parseTemplateMarker,
  type DeclarationForm,
  type DeclarationType,
  type DetailField,
  type DetailRowDraft,
} from '@pensia/domain';
import { AppError } from '../../../lib/app-error.ts';
import { SheetReaderPool, SheetReadError, type SheetCell } from './sheet-reader.ts';
import { inspectZip } from './zip-inspect.ts';

/** One data row of an upload: its row number in the sheet, the values by field and the cells refused as such. */
export interface UploadedRow {
  row: number;
  draft: DetailRowDraft;
  cellErrors: { field: DetailField; message: string }[];
  /** What the file held, as text, for correction in place. */
  raw: Record<string, string | null>;
}

let pool: SheetReaderPool | null = null;
/** The process's pool of sheet readers, started on first use. */
export function sheetReaders(): SheetReaderPool {
  pool ??= new SheetReaderPool();
  return pool;
}
export async function closeSheetReaders(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}

function plain(cell: SheetCell | null | undefined): string | number | boolean | null {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
    case 's':
    case 'd':
    case 'b':
      return cell.v;
    default:
      return null;
  }
}

function rawText(cell: SheetCell | null | undefined): string | null {
  if (!cell) return null;
  if (cell.t === 'f') return '=…';
  return String(cell.v);
}

/**
 * Reads an uploaded file into rows of drafts: refuses what is not an .xlsx, what would unpack to an unsafe
 * size, a template of another type or form, wrong columns, no rows or too many, each with its own code.
 * Parsing runs in a worker thread; the zip's central directory is checked before anything is unpacked.
 */
export async function readUpload(file: Buffer, type: DeclarationType, form: DeclarationForm, maxRows: number): Promise<UploadedRow[]> {
  const verdict = inspectZip(file);
  if (!verdict.ok) throw new AppError(verdict.reason === 'unsafe' ? 'SPREADSHEET_UNSAFE' : 'SPREADSHEET_NOT_XLSX');
  let sheets;
  try {
    sheets = await sheetReaders().read(file, maxRows + 1);
  } catch (e) {
    if (e instanceof SheetReadError) throw new AppError('SPREADSHEET_UNREADABLE');
    throw e;
  }
  let marker: ReturnType<typeof parseTemplateMarker>;
  const data = sheets.find((s) => {
    const first = plain(s.rows[0]?.cells[0]);
    const m = parseTemplateMarker(first);
    if (m) {
      marker = m;
      return false;
    }
    return true;
  });
  for (const s of sheets) marker ??= parseTemplateMarker(plain(s.rows[0]?.cells[0]));
  if (marker && (marker.type !== type || marker.form !== form)) throw new AppError('SPREADSHEET_MISMATCH');
  if (!data || data.rows.length === 0) throw new AppError('SPREADSHEET_EMPTY');

  const [header, ...body] = data.rows;
  const match = matchTemplateHeaders(header!.cells.map(plain), type, form);
  if (!match.ok) {
    const columns = [...match.missing, ...match.unexpected].slice(0, 8).join(', ');
    throw new AppError('SPREADSHEET_WRONG_COLUMNS', { params: { columns } });
  }
  if (data.truncated || body.length > maxRows) throw new AppError('SPREADSHEET_TOO_MANY_ROWS', { params: { max: maxRows } });
  if (body.length === 0) throw new AppError('SPREADSHEET_EMPTY');

  return body.map((r) => {
    const draft: DetailRowDraft = {};
    const cellErrors: UploadedRow['cellErrors'] = [];
    const raw: Record<string, string | null> = {};
    for (const { column, index } of match.columns) {
      const cell = r.cells[index];
      raw[column.key] = rawText(cell);
      if (cell?.t === 'f') cellErrors.push({ field: column.key, message: 'cellFormula' });
      else if (cell?.t === 'e') cellErrors.push({ field: column.key, message: 'cellError' });
      else draft[column.key] = plain(cell);
    }
    return { row: r.n, draft, cellErrors, raw };
  });
}
