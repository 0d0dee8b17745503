import { MAX_UPLOAD_ROWS, validationMessage, type Lang } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRow,
  createDeclaration,
  expectRefused,
  filledTemplate,
  getDeclaration,
  injector,
  LANGS,
  periods,
  row,
  uploadRequest,
  WORKBOOK_PARTS,
  zipOf,
  type CellInput,
  type Decl,
} from '../../test/declarations.ts';
import { resultOf, snapshot } from '../../test/expect.ts';
import { PDF } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let token: string;
let inj: ReturnType<typeof injector>;
const nextPeriod = periods(2021);

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  token = (await ctx.login()).accessToken;
});
afterAll(async () => ctx?.close());

interface UploadResult {
  accepted: number;
  rejected: number;
  rows: { row: number; column: string | null; message: string }[];
  rejectedRows: { row: number; values: Record<string, string | null> }[];
  declaration: Decl;
}

const fresh = (form: 'simple' | 'detailed' = 'simple') => createDeclaration(ctx, token, { ...nextPeriod(), form });
/** A row of the simple standard template: personal number, names, birth date, gender, gross salary. */
const simple = (pn: CellInput, birth: CellInput = '1990-01-01', gross: CellInput = 1000): CellInput[] => [pn, 'ნინო', 'ბერიძე', birth, 'female', gross];
const upload = async (id: string, file: Buffer, o: Parameters<typeof uploadRequest>[3] = {}, lang: Lang = 'en') => inj(uploadRequest(token, id, file, o), lang);

async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const r of rows) ws.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('files refused as a whole', () => {
  let d: Decl;
  beforeAll(async () => {
    d = await fresh();
    await addRow(ctx, token, d.id, row('10000000001'));
  });

  it('refuses what is not a spreadsheet: a PDF, a text file renamed .xlsx, a Word document, a broken workbook', async () => {
    await expectRefused(ctx, () => uploadRequest(token, d.id, PDF, { name: 'salaries.pdf', contentType: 'application/pdf' }), 415, 'SPREADSHEET_NOT_XLSX');
    await expectRefused(ctx, () => uploadRequest(token, d.id, Buffer.from('პირადი ნომერი;სახელი\n01234567890;ნინო\n')), 415, 'SPREADSHEET_NOT_XLSX');
    const docx = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<document/>') },
    ]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, docx), 415, 'SPREADSHEET_NOT_XLSX');
    // the parts of a workbook, none of them readable
    const broken = zipOf(WORKBOOK_PARTS.map((p) => ({ ...p, data: Buffer.from('not xml <<<') })));
    await expectRefused(ctx, () => uploadRequest(token, d.id, broken), 400, 'SPREADSHEET_UNREADABLE');
  });

  it('refuses a request without the file, and a file over 7 MB', async () => {
    await expectRefused(ctx, { method: 'POST', url: `/api/finance-write/v1/declarations/${d.id}/upload`, token, payload: { file: 'x' } }, 400, 'SPREADSHEET_REQUIRED');
    const other = uploadRequest(token, d.id, Buffer.from('x'));
    const wrongField = { ...other, payload: (other.payload as Buffer).toString('latin1').replace('name="file"', 'name="attachment"') };
    await expectRefused(ctx, { ...wrongField, payload: Buffer.from(wrongField.payload, 'latin1') }, 400, 'SPREADSHEET_REQUIRED');
    const template = await filledTemplate(ctx, token, 'standard', 'simple', [simple('10000000002')]);
    const huge = Buffer.concat([template, Buffer.alloc(7 * 1024 * 1024 - template.length + 1)]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, huge), 413, 'SPREADSHEET_TOO_LARGE', { params: { maxMb: 7 } });
  });

  it('refuses a zip bomb before unpacking it: a declared size of 1 GB, and 64 MB of zeros in a few kilobytes', async () => {
    const declared = zipOf([...WORKBOOK_PARTS, { name: 'xl/sharedStrings.xml', data: Buffer.from('<sst/>'), claimedUncompressed: 1_000_000_000 }]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, declared), 400, 'SPREADSHEET_UNSAFE');
    const zeros = zipOf([...WORKBOOK_PARTS, { name: 'xl/sharedStrings.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x20) }]);
    expect(zeros.length).toBeLessThan(256 * 1024);
    await expectRefused(ctx, () => uploadRequest(token, d.id, zeros), 400, 'SPREADSHEET_UNSAFE');
  });

  it('refuses an empty workbook, an empty template and wrong columns', async () => {
    await expectRefused(ctx, () => uploadRequest(token, d.id, Buffer.alloc(0)), 400, 'SPREADSHEET_EMPTY');
    const blank = await workbook({ Sheet1: [] });
    await expectRefused(ctx, () => uploadRequest(token, d.id, blank), 400, 'SPREADSHEET_EMPTY');
    const emptyTemplate = await filledTemplate(ctx, token, 'standard', 'simple', []);
    await expectRefused(ctx, () => uploadRequest(token, d.id, emptyTemplate), 400, 'SPREADSHEET_EMPTY');
    const wrong = await workbook({ Sheet1: [['Name', 'Salary'], ['ნინო', 1000]] });
    const [en] = await expectRefused(ctx, () => uploadRequest(token, d.id, wrong), 400, 'SPREADSHEET_WRONG_COLUMNS', { inexact: true });
    expect(en!.json<{ message: string }>().message).toMatch(/Personal number|Salary/);
  });

  it('refuses the template of another form or type', async () => {
    const detailed = await filledTemplate(ctx, token, 'standard', 'detailed', [[...simple('10000000003'), null, null, null, null, null, null, null, 0, 0]]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, detailed), 400, 'SPREADSHEET_MISMATCH');
    const self = await filledTemplate(ctx, token, 'selfEmployed', 'simple', [simple('10000000004')]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, self), 400, 'SPREADSHEET_MISMATCH');
    const opening = await filledTemplate(ctx, token, 'opening', 'simple', [simple('10000000005')]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, opening), 400, 'SPREADSHEET_MISMATCH');
  });

  it('leaves the declaration as it was when every row is rejected', async () => {
    const before = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    const file = await filledTemplate(ctx, token, 'standard', 'simple', [simple('123'), simple('10000000006', '1990-01-01', -1)]);
    const r = resultOf<UploadResult>(await upload(d.id, file));
    expect({ accepted: r.accepted, rejected: r.rejected }).toEqual({ accepted: 0, rejected: 2 });
    expect(await snapshot(ctx.db, ['declarations', 'declarationDetails'])).toEqual(before);
    expect((await getDeclaration(ctx, token, d.id)).details.items.map((x) => x.personalIdentificationNumber)).toEqual(['10000000001']);
  });
});

describe('rows rejected one by one', () => {
  const rows: CellInput[][] = [
    simple('20000000002', new Date(Date.UTC(1985, 5, 15))), // 2: a Date cell
    simple('20000000003', 31_213), // 3: an Excel serial number (1985-06-15)
    simple('20000000004', '15.06.1985'), // 4
    simple('20000000005', '15/06/1985'), // 5
    simple('20000000006', '1985-06-15', 'ათასი'), // 6: text in a number cell
    simple('20000000007', '1985-06-15', { formula: '500*2', result: 1000 }), // 7: a formula
    simple('0123456789'), // 8: 10 digits as text
    simple(1234567890), // 9: 10 digits as a number (the leading zero lost)
    simple('012345678901'), // 10: 12 digits
    simple('20000000011', '1985-06-15', -100), // 11
    simple('20000000012', '1985-06-15', 100.125), // 12
    simple('20000000013'), // 13: repeated in 14
    simple('20000000013'), // 14
    simple('2000000001A'), // 15: a letter
  ];
  const expected: [number, string, string][] = [
    [6, 'grossSalary', 'numeric'],
    [7, 'grossSalary', 'cellFormula'],
    [8, 'personalIdentificationNumber', 'personalNumberLength'],
    [9, 'personalIdentificationNumber', 'personalNumberLeadingZero'],
    [10, 'personalIdentificationNumber', 'personalNumberLength'],
    [11, 'grossSalary', 'notNegative'],
    [12, 'grossSalary', 'twoDecimals'],
    [13, 'personalIdentificationNumber', 'personalNumberRepeated'],
    [14, 'personalIdentificationNumber', 'personalNumberRepeated'],
    [15, 'personalIdentificationNumber', 'personalNumberDigits'],
  ];

  it.each(LANGS)('reports each rejected row as {row, column, message} in %s, and stores the rest with their dates', async (lang) => {
    const d = await fresh();
    const file = await filledTemplate(ctx, token, 'standard', 'simple', rows, lang);
    const r = resultOf<UploadResult>(await upload(d.id, file, {}, lang));
    expect({ accepted: r.accepted, rejected: r.rejected }).toEqual({ accepted: 4, rejected: 10 });
    expect(r.rows).toEqual(expected.map(([n, column, key]) => ({ row: n, column, message: validationMessage(lang, key) })));
    expect(r.rejectedRows.map((x) => x.row)).toEqual(expected.map(([n]) => n));
    expect(r.rejectedRows.find((x) => x.row === 7)!.values.grossSalary).toBe('=…');
    expect(r.rejectedRows.find((x) => x.row === 6)!.values.grossSalary).toBe('ათასი');
    const stored = (await getDeclaration(ctx, token, d.id)).details.items;
    expect(stored.map((x) => [x.personalIdentificationNumber, x.birthDate])).toEqual([
      ['20000000002', '1985-06-15'],
      ['20000000003', '1985-06-15'],
      ['20000000004', '1985-06-15'],
      ['20000000005', '1985-06-15'],
    ]);
    expect(r.declaration.totals).toMatchObject({ rowCount: 4, contributionBase: '4000.00', totalContribution: '160.00' });
  });

  it('mode=append adds after the rows there, refusing a number already declared; replace puts the file in their place', async () => {
    const d = await fresh();
    await addRow(ctx, token, d.id, row('30000000001'));
    const file = await filledTemplate(ctx, token, 'standard', 'simple', [simple('30000000002'), simple('30000000001')]);
    const appended = resultOf<UploadResult>(await upload(d.id, file, { query: '?mode=append' }));
    expect(appended.rows).toEqual([{ row: 3, column: 'personalIdentificationNumber', message: 'Private number is repeated.' }]);
    expect((await getDeclaration(ctx, token, d.id)).details.items.map((x) => x.personalIdentificationNumber)).toEqual(['30000000001', '30000000002']);
    const rowNumbers = await ctx.db.selectFrom('declarationDetails').select('rowNumber').where('declarationId', '=', d.id).orderBy('rowNumber').execute();
    expect(rowNumbers.map((x) => x.rowNumber)).toEqual([1, 2]);
    const replaced = resultOf<UploadResult>(await upload(d.id, file));
    expect(replaced.accepted).toBe(2);
    expect((await getDeclaration(ctx, token, d.id)).details.items.map((x) => x.personalIdentificationNumber)).toEqual(['30000000002', '30000000001']);
    await expectRefused(ctx, () => uploadRequest(token, d.id, file, { query: '?mode=merge' }), 400, 'VALIDATION_FAILED');
  });

  it('Idempotency-Key: the same file again answers the first result and stores nothing twice; another file 422', async () => {
    const d = await fresh();
    const file = await filledTemplate(ctx, token, 'standard', 'simple', [simple('40000000001'), simple('40000000002')]);
    const first = resultOf<UploadResult>(await upload(d.id, file, { headers: { 'idempotency-key': 'upload-1' }, query: '?mode=append' }));
    const again = resultOf<UploadResult>(await upload(d.id, file, { headers: { 'idempotency-key': 'upload-1' }, query: '?mode=append' }));
    expect(again).toEqual(first);
    expect((await getDeclaration(ctx, token, d.id)).details.totalCount).toBe(2);
    const other = await filledTemplate(ctx, token, 'standard', 'simple', [simple('40000000003')]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, other, { headers: { 'idempotency-key': 'upload-1' }, query: '?mode=append' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    // the same file in another mode is another request
    await expectRefused(ctx, () => uploadRequest(token, d.id, file, { headers: { 'idempotency-key': 'upload-1' } }), 422, 'IDEMPOTENCY_KEY_REUSED');
  });
});

describe('a file read and stored a part at a time', () => {
  /** `n` valid rows of distinct personal numbers from `from`. */
  const many = (from: number, n: number) => Array.from({ length: n }, (_, i) => simple(String(from + i)));

  it('rejects every row of a personal number repeated far apart, the stored first one too', async () => {
    const d = await fresh();
    const rows = many(50_000_000_000, 1_300);
    rows[0] = simple('59000000999'); // sheet row 2, repeated by row 1,201
    rows[1] = simple('51000000000', '1990-01-01', -1); // row 3: refused on its own, repeated by row 1,251
    rows[1_199] = simple('59000000999');
    rows[1_249] = simple('51000000000');
    const file = await filledTemplate(ctx, token, 'standard', 'simple', rows);
    const r = resultOf<UploadResult>(await upload(d.id, file));
    expect({ accepted: r.accepted, rejected: r.rejected }).toEqual({ accepted: 1_296, rejected: 4 });
    expect(r.rows).toEqual([
      { row: 2, column: 'personalIdentificationNumber', message: 'Private number is repeated.' },
      { row: 3, column: 'personalIdentificationNumber', message: 'Private number is repeated.' },
      { row: 3, column: 'grossSalary', message: validationMessage('en', 'notNegative') },
      { row: 1_201, column: 'personalIdentificationNumber', message: 'Private number is repeated.' },
      { row: 1_251, column: 'personalIdentificationNumber', message: 'Private number is repeated.' },
    ]);
    expect(r.rejectedRows.find((x) => x.row === 2)!.values.personalIdentificationNumber).toBe('59000000999');
    expect(r.declaration.totals.rowCount).toBe(1_296);
    const stored = await ctx.db.selectFrom('declarationDetails').select('personalNumber').where('declarationId', '=', d.id).execute();
    expect(stored).toHaveLength(1_296);
    expect(stored.map((x) => x.personalNumber)).not.toContain('59000000999');
  });

  it('keeps the rows there when the only row stored is repeated at the end of the file', async () => {
    const d = await fresh();
    await addRow(ctx, token, d.id, row('52000000001'));
    const before = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    const rows = [simple('52000000002'), ...Array.from({ length: 1_100 }, (_, i) => simple(String(53_000_000_000 + i), '1990-01-01', -1)), simple('52000000002')];
    const file = await filledTemplate(ctx, token, 'standard', 'simple', rows);
    const r = resultOf<UploadResult>(await upload(d.id, file));
    expect({ accepted: r.accepted, rejected: r.rejected }).toEqual({ accepted: 0, rejected: 1_102 });
    expect(await snapshot(ctx.db, ['declarations', 'declarationDetails'])).toEqual(before);
  });

  it('refuses, storing nothing, a template of another type found at the end of a long file, and too many rows', async () => {
    const d = await fresh();
    await addRow(ctx, token, d.id, row('54000000001'));
    const opening = await filledTemplate(ctx, token, 'opening', 'simple', many(55_000_000_000, 1_200));
    await expectRefused(ctx, () => uploadRequest(token, d.id, opening), 400, 'SPREADSHEET_MISMATCH');
    const tooMany = await filledTemplate(ctx, token, 'standard', 'simple', many(56_000_000_000, MAX_UPLOAD_ROWS + 1));
    await expectRefused(ctx, () => uploadRequest(token, d.id, tooMany), 400, 'SPREADSHEET_TOO_MANY_ROWS', { params: { max: MAX_UPLOAD_ROWS } });
    // two workbooks of thousands of rows are written and read: as long as the other large-file tests may take
  }, 120_000);
});
