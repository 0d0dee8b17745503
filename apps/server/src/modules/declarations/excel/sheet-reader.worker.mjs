// Reads the cells of an .xlsx with exceljs's streaming WorkbookReader, off the main thread, so that other
// requests keep being answered while a large file is parsed. Rows are posted in chunks as they are read: the
// server validates and stores one chunk while the next is parsed. Plain JavaScript: worker threads load it
// without a TypeScript loader (server under tsx, tests under vitest, a bundled build alike).
//
// In:  { id, buffer: ArrayBuffer, maxRows, chunkRows }
// Out, in this order for each worksheet (in the file's order):
//   { id, kind: 'rows', sheet, rows: [{ n, cells }] }   (as many as needed, at most chunkRows rows each)
//   { id, kind: 'sheetEnd', sheet, truncated }         (truncated: more than maxRows rows; the rest not sent)
// then { id, kind: 'done' }, or { id, kind: 'error', error } at any point.
// A cell is null or one of { t: 'n', v: number } | { t: 's', v: string } | { t: 'd', v: 'YYYY-MM-DD' }
//   | { t: 'b', v: boolean } | { t: 'f' } (a formula) | { t: 'e', v: string } (an error value such as #REF!).
import { parentPort } from 'node:worker_threads';
import { Buffer } from 'node:buffer';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

function pad(n) {
  return String(n).padStart(2, '0');
}

function cellOf(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? { t: 'n', v: value } : { t: 'e', v: String(value) };
  if (typeof value === 'string') return value.trim() === '' ? null : { t: 's', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { t: 'e', v: 'date' };
    // exceljs turns date-formatted serials into UTC midnights (plus the time of day, if any)
    return { t: 'd', v: `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}` };
  }
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { t: 'f' };
    if ('error' in value) return { t: 'e', v: String(value.error) };
    if ('richText' in value && Array.isArray(value.richText)) return cellOf(value.richText.map((r) => r.text ?? '').join(''));
    if ('text' in value) return cellOf(value.text);
  }
  return { t: 'e', v: 'unknown' };
}

function rowOf(row) {
  const values = row.values;
  const cells = [];
  let any = false;
  for (let c = 1; c < values.length; c++) {
    const cell = cellOf(values[c]);
    cells.push(cell);
    if (cell) any = true;
  }
  return any ? { n: row.number, cells } : null;
}

/** Posts the non-empty rows of one worksheet in chunks; rows beyond `maxRows` are skipped and reported. */
async function postSheet(id, sheet, rowsIterable, maxRows, chunkRows, sent) {
  let chunk = [];
  let kept = 0;
  let truncated = false;
  for await (const row of rowsIterable) {
    if (kept >= maxRows) {
      truncated = true;
      continue; // drain the rest of the sheet without keeping it
    }
    const r = rowOf(row);
    if (!r) continue;
    kept += 1;
    chunk.push(r);
    if (chunk.length >= chunkRows) {
      parentPort.postMessage({ id, kind: 'rows', sheet, rows: chunk });
      sent.rows = true;
      chunk = [];
    }
  }
  if (chunk.length > 0) {
    parentPort.postMessage({ id, kind: 'rows', sheet, rows: chunk });
    sent.rows = true;
  }
  parentPort.postMessage({ id, kind: 'sheetEnd', sheet, truncated });
}

async function readStreaming(id, buffer, maxRows, chunkRows, sent) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(buffer)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of reader) await postSheet(id, Number(worksheet.id), worksheet, maxRows, chunkRows, sent);
}

/** The whole workbook in memory (the file is at most 7 MB and this worker's heap is bounded). */
async function readInMemory(id, buffer, maxRows, chunkRows, sent) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(buffer));
  for (const worksheet of workbook.worksheets) {
    const all = [];
    worksheet.eachRow({ includeEmpty: false }, (row) => all.push(row));
    await postSheet(id, Number(worksheet.id), all, maxRows, chunkRows, sent);
  }
}

/**
 * The streaming reader is the fast path. It fails on some valid workbooks ("reading 'sheets'") whose
 * worksheet parts come before the workbook's own part: it fails on the first worksheet, before any row was
 * sent, and such a file is read again in memory, so that a good file is never refused by chance.
 */
parentPort.on('message', async ({ id, buffer, maxRows, chunkRows }) => {
  const sent = { rows: false };
  try {
    try {
      await readStreaming(id, buffer, maxRows, chunkRows, sent);
    } catch (error) {
      if (sent.rows) throw error;
      await readInMemory(id, buffer, maxRows, chunkRows, sent);
    }
    parentPort.postMessage({ id, kind: 'done' });
  } catch (error) {
    parentPort.postMessage({ id, kind: 'error', error: String(error && error.message ? error.message : error) });
  }
});
