// Reads the cells of an .xlsx with exceljs's streaming WorkbookReader, off the main thread, so that other
// requests keep being answered while a large file is parsed. Plain JavaScript: worker threads load it
// without a TypeScript loader (server under tsx, tests under vitest, a bundled build alike).
//
// In:  { id, buffer: ArrayBuffer, maxRows }
// Out: { id, ok: true, sheets: [{ id, rows: [{ n, cells }] , truncated }] } | { id, ok: false, error }
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

/** The rows of one worksheet, at most `maxRows` kept (the rest counted as truncation). */
async function rowsOf(rowsIterable, maxRows) {
  const rows = [];
  let truncated = false;
  for await (const row of rowsIterable) {
    if (rows.length > maxRows) {
      truncated = true;
      continue; // drain the rest of the sheet without keeping it
    }
    const values = row.values;
    const cells = [];
    let any = false;
    for (let c = 1; c < values.length; c++) {
      const cell = cellOf(values[c]);
      cells.push(cell);
      if (cell) any = true;
    }
    if (any) rows.push({ n: row.number, cells });
  }
  return { rows, truncated };
}

async function readStreaming(buffer, maxRows) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(buffer)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const sheets = [];
  for await (const worksheet of reader) sheets.push({ id: Number(worksheet.id), ...(await rowsOf(worksheet, maxRows)) });
  return sheets;
}

/** The whole workbook in memory (the file is at most 7 MB and this worker's heap is bounded). */
async function readInMemory(buffer, maxRows) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(buffer));
  const sheets = [];
  for (const worksheet of workbook.worksheets) {
    const all = [];
    worksheet.eachRow({ includeEmpty: false }, (row) => all.push(row));
    sheets.push({ id: Number(worksheet.id), ...(await rowsOf(all, maxRows)) });
  }
  return sheets;
}

/**
 * The streaming reader is the fast path. It sometimes fails on a valid workbook ("reading 'sheets'"), when
 * a worksheet's part is parsed before the workbook's own part: such a file is read again in memory, so a
 * good file is never refused by chance.
 */
async function read(buffer, maxRows) {
  let sheets;
  try {
    sheets = await readStreaming(buffer, maxRows);
  } catch {
    sheets = await readInMemory(buffer, maxRows);
  }
  sheets.sort((a, b) => a.id - b.id);
  return sheets;
}

parentPort.on('message', async ({ id, buffer, maxRows }) => {
  try {
    const sheets = await read(buffer, maxRows);
    parentPort.postMessage({ id, ok: true, sheets });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: String(error && error.message ? error.message : error) });
  }
});
