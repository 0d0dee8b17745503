import {
  matchTemplateHeaders,
  parseTemplateMarker,
  type DeclarationForm,
  type DeclarationType,
  type DetailField,
  type DetailRowDraft,
} from '@pensia/domain';
import { AppError } from '../../../lib/app-error.ts';
import { SheetReaderPool, SheetReadError, type SheetCell, type SheetEvent, type SheetRow } from './sheet-reader.ts';
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

/** The rows of the worksheet that holds the data, as they are read, and what the file turned out to be. */
export type UploadRead = AsyncGenerator<UploadedRow[], void, undefined>;

/**
 * Reads an uploaded file into rows of drafts, a part at a time as the worker parses it, so that the caller
 * validates and stores one part while the next is read. The zip's central directory is checked before
 * anything is unpacked: what is not an .xlsx, or would unpack to an unsafe size, is refused before the
 * first part. What can only be known once the whole file is read — a template of another type or form
 * (its marker sheet comes last), wrong columns, no rows, too many rows — ends the read with its own
 * error after the last part: a caller that stores parts does so in a transaction that such an error
 * rolls back. The data is the first worksheet whose first cell is not a template marker.
 */
export function readUpload(file: Buffer, type: DeclarationType, form: DeclarationForm, maxRows: number): UploadRead {
  const verdict = inspectZip(file);
  if (!verdict.ok) throw new AppError(verdict.reason === 'unsafe' ? 'SPREADSHEET_UNSAFE' : 'SPREADSHEET_NOT_XLSX');
  // the worker starts at once: it parses while the caller opens its transaction; a header row, the rows
  // allowed, and one more to tell that there are too many
  return partsOf(sheetReaders().stream(file, maxRows + 2, PART_ROWS), type, form, maxRows);
}

/** Rows per part: a part is validated and stored while the worker parses the next. */
const PART_ROWS = 500;

async function* partsOf(events: AsyncIterable<SheetEvent>, type: DeclarationType, form: DeclarationForm, maxRows: number): UploadRead {
  let marker: ReturnType<typeof parseTemplateMarker>;
  /** Worksheets that are not the data: their first row was read, the rest is skipped. */
  const otherSheets = new Set<number>();
  let dataSheet: number | undefined;
  let columns: Extract<ReturnType<typeof matchTemplateHeaders>, { ok: true }>['columns'] | undefined;
  let wrongColumns: string | undefined;
  let bodyRows = 0;
  let tooMany = false;
  const mismatched = () => marker !== undefined && (marker.type !== type || marker.form !== form);
  try {
    for await (const event of events) {
      if (event.kind === 'sheetEnd') {
        if (event.sheet === dataSheet && event.truncated) tooMany = true;
        continue;
      }
      let rows = event.rows;
      if (otherSheets.has(event.sheet)) continue;
      if (dataSheet === undefined) {
        const found = parseTemplateMarker(plain(rows[0]?.cells[0]));
        if (found) {
          marker ??= found;
          otherSheets.add(event.sheet);
          continue;
        }
        dataSheet = event.sheet;
        const match = matchTemplateHeaders(rows[0]!.cells.map(plain), type, form);
        if (match.ok) columns = match.columns;
        else wrongColumns = [...match.missing, ...match.unexpected].slice(0, 8).join(', ');
        rows = rows.slice(1);
      } else if (event.sheet !== dataSheet) {
        // another worksheet: the template's marker sheet comes after the data; any other is not read
        marker ??= parseTemplateMarker(plain(rows[0]?.cells[0]));
        otherSheets.add(event.sheet);
        continue;
      }
      if (!columns || tooMany || mismatched()) continue; // the file is refused at the end; read on to find why
      bodyRows += rows.length;
      if (bodyRows > maxRows) {
        tooMany = true;
        continue;
      }
      if (rows.length > 0) yield rows.map((r) => uploadedRow(r, columns!));
    }
  } catch (e) {
    if (e instanceof SheetReadError) throw new AppError('SPREADSHEET_UNREADABLE');
    throw e;
  }
  if (mismatched()) throw new AppError('SPREADSHEET_MISMATCH');
  if (dataSheet === undefined) throw new AppError('SPREADSHEET_EMPTY');
  if (wrongColumns !== undefined) throw new AppError('SPREADSHEET_WRONG_COLUMNS', { params: { columns: wrongColumns } });
  if (tooMany) throw new AppError('SPREADSHEET_TOO_MANY_ROWS', { params: { max: maxRows } });
  if (bodyRows === 0) throw new AppError('SPREADSHEET_EMPTY');
}

function uploadedRow(r: SheetRow, columns: Extract<ReturnType<typeof matchTemplateHeaders>, { ok: true }>['columns']): UploadedRow {
  const draft: DetailRowDraft = {};
  const cellErrors: UploadedRow['cellErrors'] = [];
  const raw: Record<string, string | null> = {};
  for (const { column, index } of columns) {
    const cell = r.cells[index];
    raw[column.key] = rawText(cell);
    if (cell?.t === 'f') cellErrors.push({ field: column.key, message: 'cellFormula' });
    else if (cell?.t === 'e') cellErrors.push({ field: column.key, message: 'cellError' });
    else draft[column.key] = plain(cell);
  }
  return { row: r.n, draft, cellErrors, raw };
}
