import { readdirSync, readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { WORKBOOK_PARTS, zipOf } from '../../../test/declarations.ts';
import { AppError } from '../../../lib/app-error.ts';
import { buildTemplate } from './workbooks.ts';
import { inspectZip } from './zip-inspect.ts';
import { checkWorkbookParts, unpackWorkbook } from './zip-unpack.ts';

const TESTDATA = new URL('./testdata/', import.meta.url);
const samples = readdirSync(TESTDATA).filter((f) => f.endsWith('.xlsx'));

/** Every worksheet's cells as exceljs reads them: name, then each row's values. */
async function cellsOf(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  return workbook.worksheets.map((ws) => {
    const rows: unknown[] = [];
    ws.eachRow({ includeEmpty: false }, (row) => rows.push(row.values));
    return { name: ws.name, rows };
  });
}

const MB = 1024 * 1024;
/** A worksheet part that really inflates to `mb` megabytes of rows. */
const swollenSheet = (mb: number) => Buffer.alloc(mb * MB, '<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row>');

describe('unpackWorkbook', () => {
  it.each(samples)('gives the published workbook %s back as stored parts with the same cells', async (name) => {
    const original = readFileSync(new URL(name, TESTDATA));
    const verdict = unpackWorkbook(original);
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    const parts = inspectZip(verdict.stored);
    expect(parts.ok && parts.parts.every((p) => p.method === 0)).toBe(true);
    expect(await cellsOf(verdict.stored)).toEqual(await cellsOf(original));
  });

  it('gives the server’s own template back with the same cells', async () => {
    const template = await buildTemplate('standard', 'detailed', 'ka');
    const verdict = unpackWorkbook(template);
    expect(verdict.ok && (await cellsOf(verdict.stored))).toEqual(await cellsOf(template));
  });

  it('stops a part that says it unpacks to 200 KB but would give 64 MB, naming it', () => {
    const bomb = zipOf([...WORKBOOK_PARTS, { name: 'xl/worksheets/sheet2.xml', data: swollenSheet(64), claimedUncompressed: 200 * 1024 }]);
    // the archive's own figures pass: the part is small and below the ratio's floor
    expect(inspectZip(bomb).ok).toBe(true);
    expect(unpackWorkbook(bomb)).toEqual({ ok: false, reason: 'unsafe', part: 'xl/worksheets/sheet2.xml' });
    expect(() => checkWorkbookParts(bomb)).toThrow(new AppError('SPREADSHEET_UNSAFE'));
  });

  it('calls damaged a part that gives less than it says, other bytes than its checksum, or a broken stream', () => {
    const short = zipOf([...WORKBOOK_PARTS, { name: 'xl/styles.xml', data: Buffer.from('<styleSheet/>'), claimedUncompressed: 100 }]);
    expect(unpackWorkbook(short)).toEqual({ ok: false, reason: 'damaged', part: 'xl/styles.xml' });
    const flipped = zipOf([...WORKBOOK_PARTS, { name: 'xl/styles.xml', data: Buffer.from('<styleSheet/>'), method: 0 }]);
    flipped[flipped.indexOf('<styleSheet/>')] = 0x20; // one byte changed after the checksum was written
    expect(unpackWorkbook(flipped)).toEqual({ ok: false, reason: 'damaged', part: 'xl/styles.xml' });
    const broken = deflateRawSync(Buffer.from('<styleSheet/>'.repeat(100))).subarray(0, 8);
    const cut = zipOf([...WORKBOOK_PARTS, { name: 'xl/styles.xml', data: broken, method: 0, claimedUncompressed: 1300 }]);
    // a stored part whose sizes differ is no stored part
    expect(unpackWorkbook(cut)).toMatchObject({ ok: false });
    expect(() => checkWorkbookParts(short)).toThrow(new AppError('SPREADSHEET_UNREADABLE'));
  });

  it('answers what inspectZip says of what is no workbook, and lets it pass the check', () => {
    expect(unpackWorkbook(Buffer.from('personal number;name\n'))).toEqual({ ok: false, reason: 'notZip' });
    const docx = zipOf([{ name: 'word/document.xml', data: Buffer.from('<document/>') }]);
    expect(unpackWorkbook(docx)).toEqual({ ok: false, reason: 'notSpreadsheet' });
    expect(() => checkWorkbookParts(Buffer.from('a;b\n1;2\n'))).not.toThrow();
  });
});
