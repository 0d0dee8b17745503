import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inspectZip } from '../modules/declarations/excel/zip-inspect.ts';
import { csvRecords } from './csv-records.ts';

/**
 * The lines of a table an operator loads (the Revenue Service's filings, a portfolio's monthly report): a CSV
 * (UTF-8, comma or semicolon, quotes as RFC 4180) or an Excel workbook's first worksheet, streamed. Each reader
 * names its own refusals: a file that is neither, and a CSV line that can not be read.
 */

export interface TableRefusals {
  /** Neither a UTF-8 CSV nor a readable workbook. */
  format: () => Error;
  /** A CSV line with an open quote or another number of cells than the header line. */
  malformed: (line: number) => Error;
}

/** Lines of data, each with its line number (the header is line 1 of a CSV, row 1 of a sheet). */
export type TableLines = AsyncGenerator<{ line: number; cells: unknown[] }>;

/** Lets the requests that came meanwhile be served between two slices of a large file. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const SLICE = 2_000;

export const isZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;

async function* csvLines(buffer: Buffer, refusals: TableRefusals): TableLines {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    throw refusals.format();
  }
  // a text file with NUL characters is not a CSV (a binary file, a UTF-16 export)
  if (text.includes('\u0000')) throw refusals.format();
  const headerLine = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  let width = -1;
  let count = 0;
  for (const r of csvRecords(text, delimiter, refusals.malformed)) {
    if (width < 0) width = r.cells.length;
    else if (r.cells.length !== width) throw refusals.malformed(r.line);
    yield r;
    if (++count % SLICE === 0) await breathe();
  }
}

async function* xlsxLines(buffer: Buffer, refusals: TableRefusals): TableLines {
  const verdict = inspectZip(buffer);
  if (!verdict.ok) throw refusals.format();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      let count = 0;
      for await (const row of worksheet as unknown as AsyncIterable<{ number: number; values: unknown[] }>) {
        const cells = (row.values ?? []).slice(1).map(cellValue);
        yield { line: row.number, cells };
        if (++count % SLICE === 0) await breathe();
      }
      return; // the first worksheet only
    }
  } catch {
    throw refusals.format();
  }
}

/**
 * A cell as a row reader takes it: a number, text, or null; a formula by its result; a date (a cell Excel or
 * LibreOffice typed as a date) as its day, `YYYY-MM-DD`.
 */
function cellValue(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? String(v) : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return cellValue((v as { result: unknown }).result);
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r: { text?: string }) => r.text ?? '').join('');
    if ('text' in v) return cellValue((v as { text: unknown }).text);
  }
  return String(v);
}

/** The lines of a file already read whole, as a workbook when it is a zip, as a CSV otherwise. */
export function tableLines(buffer: Buffer, format: 'csv' | 'xlsx', refusals: TableRefusals): TableLines {
  return format === 'xlsx' ? xlsxLines(buffer, refusals) : csvLines(buffer, refusals);
}
