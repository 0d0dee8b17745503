import { Readable } from 'node:stream';
import {
  headerPositions,
  isBlankLine,
  readRevenueRow,
  REVENUE_FILE_MAX_BYTES,
  REVENUE_FILE_MAX_ROWS,
  type ErrorCode,
  type RevenueFilingRow,
} from '@pensia/domain';
import ExcelJS from 'exceljs';
import { inspectZip } from '../declarations/excel/zip-inspect.ts';

/**
 * Reads a Revenue Service filing file (docs/revenue-service-layout.md): an Excel workbook (.xlsx, its first
 * worksheet, streamed) or a CSV (UTF-8, comma or semicolon, quotes as RFC 4180). The whole file is refused at
 * the first thing wrong, naming the row and the column; nothing of it is kept (docs/decisions/0024).
 */

export class RevenueRefusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'RevenueRefusal';
  }
}

export interface ParsedRevenueFile {
  format: 'csv' | 'xlsx';
  rows: RevenueFilingRow[];
}

/** Lets the requests that came meanwhile be served between two slices of a large file. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const SLICE = 2_000;

/** The file's bytes, refused as soon as they pass the limit. */
export async function readLimited(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > REVENUE_FILE_MAX_BYTES) throw new RevenueRefusal('REVENUE_FILE_TOO_LARGE', { maxMb: REVENUE_FILE_MAX_BYTES / (1024 * 1024) });
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

/** Lines of data, each with its line number (the header is line 1 of a CSV, row 1 of a sheet). */
type Lines = AsyncGenerator<{ line: number; cells: unknown[] }>;

/** Splits CSV text into records (RFC 4180 quotes), each with the line it starts on; empty lines skipped. */
function* csvRecords(text: string, delimiter: string): Generator<{ line: number; cells: string[] }> {
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let atCellStart = true;
    for (;;) {
      if (i >= n) {
        if (quoted) throw new RevenueRefusal('REVENUE_CSV_MALFORMED', { line: start });
        cells.push(cell);
        break;
      }
      const c = text[i]!;
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            quoted = false;
            i++;
          }
        } else {
          if (c === '\n') line++;
          cell += c;
          i++;
        }
        continue;
      }
      if (c === '"' && atCellStart) {
        quoted = true;
        atCellStart = false;
        i++;
      } else if (c === delimiter) {
        cells.push(cell);
        cell = '';
        atCellStart = true;
        i++;
      } else if (c === '\r' || c === '\n') {
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        cells.push(cell);
        break;
      } else {
        cell += c;
        atCellStart = false;
        i++;
      }
    }
    if (cells.length === 1 && cells[0]!.trim() === '') continue;
    yield { line: start, cells };
  }
}

async function* csvLines(buffer: Buffer): Lines {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    throw new RevenueRefusal('REVENUE_FILE_FORMAT');
  }
  // a text file with NUL characters is not a CSV (a binary file, a UTF-16 export)
  if (text.includes('\u0000')) throw new RevenueRefusal('REVENUE_FILE_FORMAT');
  const headerLine = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  let width = -1;
  let count = 0;
  for (const r of csvRecords(text, delimiter)) {
    if (width < 0) width = r.cells.length;
    else if (r.cells.length !== width) throw new RevenueRefusal('REVENUE_CSV_MALFORMED', { line: r.line });
    yield r;
    if (++count % SLICE === 0) await breathe();
  }
}

async function* xlsxLines(buffer: Buffer): Lines {
  const verdict = inspectZip(buffer);
  if (!verdict.ok) throw new RevenueRefusal('REVENUE_FILE_FORMAT');
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
  } catch (e) {
    if (e instanceof RevenueRefusal) throw e;
    throw new RevenueRefusal('REVENUE_FILE_FORMAT');
  }
}

/** A cell as the row reader takes it: a number, text, or null; a formula by its result. */
function cellValue(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'object') {
    if ('result' in v) return cellValue((v as { result: unknown }).result);
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r: { text?: string }) => r.text ?? '').join('');
    if ('text' in v) return cellValue((v as { text: unknown }).text);
  }
  return String(v);
}

const isZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;

/** Parses the file's bytes; `today` is the month the load happens in (a month not yet over can't be filed). */
export async function parseRevenueFile(buffer: Buffer, today: { year: number; month: number }): Promise<ParsedRevenueFile> {
  if (buffer.length === 0) throw new RevenueRefusal('REVENUE_FILE_EMPTY');
  const format = isZip(buffer) ? 'xlsx' : 'csv';
  const lines = format === 'xlsx' ? xlsxLines(buffer) : csvLines(buffer);
  let positions: ReturnType<typeof headerPositions> | null = null;
  const rows: RevenueFilingRow[] = [];
  for await (const l of lines) {
    if (isBlankLine(l.cells)) continue;
    if (!positions) {
      positions = headerPositions(l.cells);
      if (!positions.ok) throw new RevenueRefusal('REVENUE_COLUMNS_WRONG', { missing: positions.missing.join(', ') || '—', unknown: positions.unknown.join(', ') || '—' });
      continue;
    }
    if (!positions.ok) break;
    const r = readRevenueRow(l.cells, positions.positions, l.line, today);
    if (!r.ok) throw new RevenueRefusal(r.code, r.params);
    if (rows.length >= REVENUE_FILE_MAX_ROWS) throw new RevenueRefusal('REVENUE_TOO_MANY_ROWS', { max: REVENUE_FILE_MAX_ROWS });
    rows.push(r.row);
  }
  if (!positions) throw new RevenueRefusal(format === 'xlsx' ? 'REVENUE_FILE_EMPTY' : 'REVENUE_FILE_FORMAT');
  if (rows.length === 0) throw new RevenueRefusal('REVENUE_FILE_EMPTY');
  return { format, rows };
}
