import {
  headerPositions,
  isBlankLine,
  readRevenueRow,
  REVENUE_FILE_MAX_BYTES,
  REVENUE_FILE_MAX_ROWS,
  type ErrorCode,
  type RevenueFilingRow,
} from '@pensia/domain';
import { isZip, tableLines } from '../../lib/table-file.ts';

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

const REFUSALS = {
  format: () => new RevenueRefusal('REVENUE_FILE_FORMAT'),
  malformed: (line: number) => new RevenueRefusal('REVENUE_CSV_MALFORMED', { line }),
};

/** Parses the file's bytes; `today` is the month the load happens in (a month not yet over can't be filed). */
export async function parseRevenueFile(buffer: Buffer, today: { year: number; month: number }): Promise<ParsedRevenueFile> {
  if (buffer.length === 0) throw new RevenueRefusal('REVENUE_FILE_EMPTY');
  const format = isZip(buffer) ? 'xlsx' : 'csv';
  const lines = tableLines(buffer, format, REFUSALS);
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
