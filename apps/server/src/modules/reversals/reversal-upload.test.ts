import { errorMessage, MAX_UPLOAD_ROWS, validationMessage } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addRow, createDeclaration, expectRefused, F, filledTemplate, injector, LANGS, periods, row, W, type CellInput, type Req } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { fileParsers } from '../files/parse-workers.ts';

let ctx: TestContext;
let token: string;
let otherToken: string;
let inj: ReturnType<typeof injector>;
const nextPeriod = periods(2021);

const A = '01001010101';
const B = '02002020202';
const N = '03003030303';
const TABLES = ['reversedDeclarations', 'reversedDeclarationDetails', 'ledgerMovements', 'declarations', 'declarationDetails'] as const;

interface Rev {
  id: string;
  version: number;
  status: string;
  rowCount: number;
  totals: { basis: string; profit: string; sum: string; reversalsWithProfit: string; difference: string };
}
interface RevDetail {
  personalIdentificationNumber: string;
  firstName: string;
  lastName: string;
  isNew: boolean;
  basis: string;
  profit: string;
  sum: string;
  reversalsWithProfit: string;
  difference: string;
}

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
});
afterAll(async () => ctx?.close());

/** A declaration of two people (1,000.00 and 500.00 gross), activated, with an open reversal of none of its rows. */
async function reversal(tk = token) {
  const d = await createDeclaration(ctx, tk, { ...nextPeriod(), form: 'simple' });
  await addRow(ctx, tk, d.id, row(A, '1000.00'));
  await addRow(ctx, tk, d.id, row(B, '500.00', { lastName: 'გელაშვილი' }));
  resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: tk }));
  return resultOf<Rev>(await inj({ method: 'POST', url: `${W}/reverseddeclarations`, token: tk, payload: { declarationId: d.id } }));
}

/** The standard simple template: personal number, first name, last name, birth date, gender, gross salary, benefits, contributions, flags. */
const template = (rows: CellInput[][], lang: 'en' | 'ka' | 'ru' = 'en') => filledTemplate(ctx, token, 'standard', 'simple', rows, lang);
const person = (pn: string, lastName: string, gross: CellInput, extra: Partial<Record<'firstName' | 'birthDate' | 'gender' | 'benefits', CellInput>> = {}): CellInput[] => [
  pn,
  'firstName' in extra ? extra.firstName! : 'ნინო',
  lastName,
  'birthDate' in extra ? extra.birthDate! : '1990-01-01',
  'gender' in extra ? extra.gender! : 'female',
  gross,
  extra.benefits ?? null,
  null,
  null,
  null,
  null,
  null,
];
const upload = (id: string, file: Buffer, o: { tk?: string; headers?: Record<string, string>; name?: string } = {}): Req => {
  const body = multipart({}, [{ field: 'file', name: o.name ?? 'reversal.xlsx', content: file, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return { method: 'POST', url: `${W}/reverseddeclarations/${id}/upload`, token: o.tk ?? token, payload: body.payload, headers: { ...body.headers, ...o.headers } };
};
const rowsOf = async (id: string) =>
  resultOf<{ reversal: Rev; details: { items: RevDetail[] } }>(await inj({ method: 'GET', url: `${F}/reverseddeclarations/${id}?pageSize=50`, token }));

describe('rows of a reversal from the template', () => {
  it("corrects the original's people and adds a person not in it; a second file updates the same rows", async () => {
    const rev = await reversal();
    const file = await template([person(A, 'ბერიძე', 800), person(B, 'გელაშვილი', '600,00', { benefits: 50 }), person(N, 'კაპანაძე', 250, { firstName: 'გიორგი', gender: 'male', birthDate: '02.02.1988' })]);
    const res = await inj(upload(rev.id, file));
    const answer = resultOf<{ reversal: Rev; added: number; updated: number }>(res);
    expect(answer).toMatchObject({ added: 3, updated: 0, reversal: { rowCount: 3, totals: { basis: '1500.00', profit: '1700.00', sum: '60.00', reversalsWithProfit: '68.00', difference: '8.00' } } });
    expect(res.headers.etag).toBe(`"${answer.reversal.version}"`);
    const details = (await rowsOf(rev.id)).details.items;
    expect(details.map((d) => [d.personalIdentificationNumber, d.isNew, d.basis, d.profit, d.difference])).toEqual([
      [A, false, '1000.00', '800.00', '-8.00'],
      [B, false, '500.00', '650.00', '6.00'],
      [N, true, '0.00', '250.00', '10.00'],
    ]);
    // the original's names stay; the new person's come from the file
    expect(details[2]).toMatchObject({ firstName: 'გიორგი', lastName: 'კაპანაძე' });

    // a second file, with Georgian headers: A again (updated), nothing else touched
    const again = resultOf<{ reversal: Rev; added: number; updated: number }>(await inj(upload(rev.id, await template([person(A, 'ბერიძე', 1000)], 'ka'), { headers: { 'if-match': `"${answer.reversal.version}"` } })));
    expect(again).toMatchObject({ added: 0, updated: 1, reversal: { rowCount: 3, totals: { difference: '16.00' } } });
  });

  it('refuses rows that take back more than the original, a wrong surname, a new person without birth date, a repeated person, bad cells: every error by row and column, in every language, saving nothing', async () => {
    const rev = await reversal();
    const file = await template([
      person(A, 'ბერიძე', -5),
      person(B, 'სხვა', 400),
      person(N, 'კაპანაძე', 250, { birthDate: null, gender: null }),
      person(A, 'ბერიძე', 700),
      ['0100101010', 'ნინო', 'ბერიძე', '1990-01-01', 'female', 'ათასი', null, null, null, null, 7, null],
      person('04004040404', 'ხელაძე', 100, { birthDate: '31.02.1990' }),
    ]);
    await expectRefused(ctx, upload(rev.id, file), 400, 'REVERSAL_FILE_ROWS_INVALID', {
      params: { count: 6 },
      fields: {
        '2.grossSalary': 'reversalAboveInitial?max=1000.00',
        '3.lastName': 'personOrSurnameIncorrect',
        '4.birthDate': 'required',
        '4.gender': 'required',
        '5.personalIdentificationNumber': 'personalNumberRepeated',
        '6.personalIdentificationNumber': 'personalNumberLength',
        '6.grossSalary': 'numeric',
        '6.optIn': 'optInValue',
        '7.birthDate': 'dateCellFormat',
      },
    });
    expect(validationMessage('ka', 'reversalAboveInitial')).not.toBe(validationMessage('en', 'reversalAboveInitial'));
    expect((await rowsOf(rev.id)).reversal).toMatchObject({ rowCount: 0, version: rev.version });
  });

  it('one bad row among good ones saves nothing of the file', async () => {
    const rev = await reversal();
    const before = await snapshot(ctx.db, [...TABLES]);
    const file = await template([person(A, 'ბერიძე', 900), person(B, 'გელაშვილი', -600)]);
    const body = expectResultError(await inj(upload(rev.id, file)), 400, 'REVERSAL_FILE_ROWS_INVALID', errorMessage('en', 'REVERSAL_FILE_ROWS_INVALID', { count: 1 }));
    expect(body.result?.messages).toEqual({ '3.grossSalary': validationMessage('en', 'reversalAboveInitial?max=500.00') });
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it("another organization's reversal, or an id that does not exist: 404, nothing revealed, nothing kept", async () => {
    const theirs = await reversal(otherToken);
    const file = await template([person(A, 'ბერიძე', 900)]);
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) {
      expectResultError(await inj(upload(theirs.id, file), lang), 404, 'REVERSAL_NOT_AVAILABLE', errorMessage(lang, 'REVERSAL_NOT_AVAILABLE'));
      expectResultError(await inj(upload('00000000-0000-4000-8000-000000000000', file), lang), 404, 'REVERSAL_NOT_AVAILABLE', errorMessage(lang, 'REVERSAL_NOT_AVAILABLE'));
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('refuses a file that is not the template, not a spreadsheet, empty, too large, or of another type; and a completed reversal', async () => {
    const rev = await reversal();
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['Name', 'Amount']);
    const other = Buffer.from(await wb.xlsx.writeBuffer());
    await expectRefused(ctx, upload(rev.id, other), 400, 'SPREADSHEET_WRONG_COLUMNS', { inexact: true });
    await expectRefused(ctx, upload(rev.id, Buffer.from('%PDF-1.4\n%%EOF\n'), { name: 'reversal.xlsx' }), 415, 'SPREADSHEET_NOT_XLSX');
    await expectRefused(ctx, upload(rev.id, await template([])), 400, 'SPREADSHEET_EMPTY');
    await expectRefused(ctx, upload(rev.id, Buffer.alloc(7 * 1024 * 1024 + 10, 1)), 413, 'SPREADSHEET_TOO_LARGE', { params: { maxMb: 7 } });
    const ownIncome = await filledTemplate(ctx, token, 'self', 'simple', [[A, 'ნინო', 'ბერიძე', '1990-01-01', 'female', 900]]);
    await expectRefused(ctx, upload(rev.id, ownIncome), 400, 'SPREADSHEET_MISMATCH');
    const noFile = multipart({ note: 'x' }, []);
    await expectRefused(ctx, { method: 'POST', url: `${W}/reverseddeclarations/${rev.id}/upload`, token, payload: noFile.payload, headers: noFile.headers }, 400, 'SPREADSHEET_REQUIRED');

    resultOf(await inj(upload(rev.id, await template([person(A, 'ბერიძე', 900)]))));
    resultOf(await inj({ method: 'POST', url: `${W}/reverseddeclarations/${rev.id}/complete`, token }));
    await expectRefused(ctx, upload(rev.id, await template([person(A, 'ბერიძე', 800)])), 409, 'REVERSAL_COMPLETED');
  });
});

describe('the file is read in a file-parsing worker', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is handed to the pool with the reversal's type and organization; cells of every kind (formula, rich text, date, text number) come back as they were", async () => {
    const rev = await reversal();
    const parse = vi.spyOn(fileParsers(), 'parse');
    const file = await template([
      person(A, 'ბერიძე', { formula: '400+400', result: 800 }),
      person(B, 'გელაშვილი', '600,00', { birthDate: new Date(Date.UTC(1985, 4, 6)) }),
    ]);
    // the surname of B as rich text, as Excel keeps a cell with two fonts
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as never);
    wb.worksheets[0]!.getCell('C3').value = { richText: [{ text: 'გელა' }, { text: 'შვილი', font: { bold: true } }] };
    const rich = Buffer.from(await wb.xlsx.writeBuffer());
    const answer = resultOf<{ reversal: Rev; added: number; updated: number }>(await inj(upload(rev.id, rich)));
    expect(answer).toMatchObject({ added: 2, updated: 0 });
    expect((await rowsOf(rev.id)).details.items.map((d) => [d.personalIdentificationNumber, d.lastName, d.profit])).toEqual([
      [A, 'ბერიძე', '800.00'],
      [B, 'გელაშვილი', '600.00'],
    ]);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse.mock.calls[0]!.slice(1)).toEqual([{ kind: 'reversal', type: 'standard' }, 'SPREADSHEET_UNREADABLE', expect.any(String)]);
    const [organization] = parse.mock.calls[0]!.slice(3) as [string];
    const other = await ctx.db.selectFrom('reversedDeclarations').select('organizationId').where('id', '=', rev.id).executeTakeFirstOrThrow();
    expect(organization).toBe(other.organizationId);
  });

  it("a refusal found in the worker comes back with its code and parameters, in the request's language, nothing kept", async () => {
    const rev = await reversal();
    const many = await template(Array.from({ length: MAX_UPLOAD_ROWS + 1 }, (_, i) => [String(10_000_000_000 + i)]));
    await expectRefused(ctx, upload(rev.id, many), 400, 'SPREADSHEET_TOO_MANY_ROWS', { params: { max: MAX_UPLOAD_ROWS } });
    expect((await rowsOf(rev.id)).reversal).toMatchObject({ rowCount: 0, version: rev.version });
  });
});
