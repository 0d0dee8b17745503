import { validationMessage, type Lang } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, expectRefused, F, filledTemplate, getDeclaration, injector, LANGS, periods, row, uploadRequest, W, type CellInput, type Decl } from '../../test/declarations.ts';
import { resultOf, snapshot } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let token: string;
let otherToken: string;
let inj: ReturnType<typeof injector>;
const nextPeriod = periods(2022);

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
});
afterAll(async () => ctx?.close());

interface Report {
  fileName: string;
  uploadedAt: string;
  accepted: number;
  rejected: number;
  pending: {
    items: { id: string; row: number; values: Record<string, string | null>; issues: { column: string | null; messageKey: string; message: string }[] }[];
    totalCount: number;
    pageNumber: number;
    pageSize: number;
  };
}

const simple = (pn: CellInput, gross: CellInput = 1000): CellInput[] => [pn, 'ნინო', 'ბერიძე', '1990-01-01', 'female', gross];
const fresh = () => createDeclaration(ctx, token, { ...nextPeriod(), form: 'simple' });
const reportOf = async (id: string, query = '', lang: Lang = 'en', tk = token) => inj({ method: 'GET', url: `${F}/declarations/${id}/upload-report${query}`, token: tk }, lang);
const report = async (id: string, query = '', lang: Lang = 'en') => resultOf<Report | null>(await reportOf(id, query, lang));

/** A declaration after an upload of two good rows and three rejected ones (rows 4, 5, 6 of the sheet). */
async function uploaded(): Promise<Decl> {
  const d = await fresh();
  const file = await filledTemplate(ctx, token, 'standard', 'simple', [simple('60000000001'), simple('60000000002'), simple('6000000003'), simple('60000000004', -5), simple('60000000005', 'ათასი')]);
  const res = await inj(uploadRequest(token, d.id, file, { name: 'ივნისი.xlsx' }));
  expect(res.statusCode).toBe(200);
  return d;
}

describe('the last upload, kept with its rejected rows', () => {
  it.each(LANGS)('answers the counts, the file name and a page of rejected rows, messages in %s', async (lang) => {
    const d = await uploaded();
    const r = (await report(d.id, '?pageSize=2', lang))!;
    expect(r).toMatchObject({ fileName: 'ივნისი.xlsx', accepted: 2, rejected: 3 });
    expect(r.pending).toMatchObject({ totalCount: 3, pageNumber: 1, pageSize: 2 });
    expect(r.pending.items.map((x) => x.row)).toEqual([4, 5]);
    expect(r.pending.items[0]!.issues).toEqual([{ column: 'personalIdentificationNumber', messageKey: 'personalNumberLength', message: validationMessage(lang, 'personalNumberLength') }]);
    expect(r.pending.items[0]!.values).toMatchObject({ personalIdentificationNumber: '6000000003', firstName: 'ნინო', grossSalary: '1000' });
    const second = (await report(d.id, '?pageSize=2&pageNumber=2', lang))!;
    expect(second.pending.items.map((x) => [x.row, x.issues.map((i) => i.messageKey)])).toEqual([[6, ['numeric']]]);
  });

  it('a row fixed in place is added and leaves the report; a row let go leaves it too; the rest can be let go at once', async () => {
    const d = await uploaded();
    const [first, second, third] = (await report(d.id))!.pending.items;
    const added = await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details?fixes=${first!.id}`, token, payload: row('60000000003') });
    expect(resultOf<{ declaration: Decl }>(added).declaration.totals.rowCount).toBe(3);
    expect((await report(d.id))!.pending.items.map((x) => x.id)).toEqual([second!.id, third!.id]);

    resultOf(await inj({ method: 'DELETE', url: `${W}/declarations/${d.id}/upload-report/rows/${second!.id}`, token }));
    expect((await report(d.id))!.pending.items.map((x) => x.id)).toEqual([third!.id]);
    await expectRefused(ctx, { method: 'DELETE', url: `${W}/declarations/${d.id}/upload-report/rows/${second!.id}`, token }, 404, 'RECORD_NOT_FOUND');

    expect(resultOf(await inj({ method: 'DELETE', url: `${W}/declarations/${d.id}/upload-report`, token }))).toEqual({ deleted: true });
    expect(await report(d.id)).toBeNull();
    expect((await getDeclaration(ctx, token, d.id)).declaration.totals.rowCount).toBe(3);
  });

  it('a row added for a rejected row someone already let go is added all the same', async () => {
    const d = await uploaded();
    const [first] = (await report(d.id))!.pending.items;
    resultOf(await inj({ method: 'DELETE', url: `${W}/declarations/${d.id}/upload-report/rows/${first!.id}`, token }));
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details?fixes=${first!.id}`, token, payload: row('60000000003') }));
    expect((await getDeclaration(ctx, token, d.id)).declaration.totals.rowCount).toBe(3);
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/${d.id}/details?fixes=row-4`, token, payload: row('60000000009') }, 400, 'VALIDATION_FAILED', { fields: { fixes: 'invalidType' } });
  });

  it('a new upload puts its report in place of the last; a refused one leaves the last as it was', async () => {
    const d = await uploaded();
    const wrong = await filledTemplate(ctx, token, 'standard', 'detailed', [[...simple('60000000007'), null, null, null, null, null, null, null, 0, 0]]);
    await expectRefused(ctx, () => uploadRequest(token, d.id, wrong), 400, 'SPREADSHEET_MISMATCH');
    expect((await report(d.id))!.pending.totalCount).toBe(3);
    const clean = await filledTemplate(ctx, token, 'standard', 'simple', [simple('60000000008')]);
    resultOf(await inj(uploadRequest(token, d.id, clean, { query: '?mode=append' })));
    expect(await report(d.id)).toMatchObject({ fileName: 'declaration.xlsx', accepted: 1, rejected: 0, pending: { items: [], totalCount: 0 } });
  });

  it('an upload of rejected rows only leaves the declaration as it was and keeps the rows to fix', async () => {
    const d = await fresh();
    await addRow(ctx, token, d.id, row('60000000010'));
    const before = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    const file = await filledTemplate(ctx, token, 'standard', 'simple', [simple('6000000001'), simple('60000000012', -1)]);
    resultOf(await inj(uploadRequest(token, d.id, file)));
    expect(await snapshot(ctx.db, ['declarations', 'declarationDetails'])).toEqual(before);
    expect((await report(d.id))!.pending.items.map((x) => x.row)).toEqual([2, 3]);
  });

  it('activation lets the rejected rows go: a submitted declaration takes no more rows', async () => {
    const d = await uploaded();
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
    expect(await report(d.id)).toBeNull();
  });

  it("answers another organization's report, rows and fixes with 404 or nothing, changing nothing", async () => {
    const d = await uploaded();
    const [first] = (await report(d.id))!.pending.items;
    await expectRefused(ctx, () => ({ method: 'GET', url: `${F}/declarations/${d.id}/upload-report`, token: otherToken }), 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, { method: 'DELETE', url: `${W}/declarations/${d.id}/upload-report`, token: otherToken }, 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, { method: 'DELETE', url: `${W}/declarations/${d.id}/upload-report/rows/${first!.id}`, token: otherToken }, 404, 'DECLARATION_NOT_AVAILABLE');
    // another organization's own declaration, naming this one's rejected row: the row is added there, this report keeps its row
    const theirs = await createDeclaration(ctx, otherToken, { ...nextPeriod(), form: 'simple' });
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${theirs.id}/details?fixes=${first!.id}`, token: otherToken, payload: row('60000000003') }));
    expect((await report(d.id))!.pending.items.map((x) => x.id)).toContain(first!.id);
  });
});
