import { errorMessage, parseMoney, periodOfInstant } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRow,
  createDeclaration,
  expectRefused,
  F,
  injector,
  LANGS,
  row,
  W,
  type Req,
} from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let token: string;
let otherToken: string;
let inj: ReturnType<typeof injector>;

interface Annual {
  id: string;
  year: number;
  version: number;
  status: 'open' | 'closed';
  rowCount: number;
  differenceCount: number;
  totals: {
    declaredBase: string;
    annualBase: string;
    declaredContribution: string;
    annualContribution: string;
    difference: string;
  };
  documents: { id: string; name: string }[];
}
interface AnnualDetail {
  id: string;
  personalIdentificationNumber: string;
  isNew: boolean;
  months: number;
  declaredBase: string;
  annualBase: string;
  difference: string;
}

const ANNUAL_TABLES = [
  'annualDeclarations',
  'annualDeclarationDetails',
  'annualDeclarationDocuments',
  'ledgerMovements',
  'files',
] as const;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const THIS_YEAR = periodOfInstant(new Date()).year;

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
});
afterAll(async () => ctx?.close());

/** Two filed months of a year: 1,000.00 and 500.00 gross for two people in each (open, then closed). */
async function filedYear(year: number, tk = token, months: readonly number[] = [3, 4]) {
  const ids: string[] = [];
  for (const [i, month] of months.entries()) {
    const d = await createDeclaration(ctx, tk, { year, month, form: 'simple' });
    await addRow(ctx, tk, d.id, row('01001010101', '1000.00'));
    await addRow(ctx, tk, d.id, row('02002020202', '500.00', { lastName: 'გელაშვილი' }));
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: tk }));
    if (i > 0) resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/close`, token: tk }));
    ids.push(d.id);
  }
  return ids;
}

const create = async (year: number, rows?: 'declared' | 'none', tk = token) =>
  resultOf<Annual>(
    await inj({
      method: 'POST',
      url: `${W}/create-annual-declaration`,
      token: tk,
      payload: { year, ...(rows ? { rows } : {}) },
    }),
  );
const view = async (id: string, tk = token) =>
  resultOf<{ annualDeclaration: Annual; details: { items: AnnualDetail[]; totalCount: number } }>(
    await inj({ method: 'GET', url: `${F}/get-annual-declaration-details?annualdecId=${id}&pageSize=50`, token: tk }),
  );
const addDetail = (
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  tk = token,
): Req => ({ method: 'POST', url: `${W}/annual-declarations/${id}/details`, token: tk, payload, headers });
const close = (id: string, headers: Record<string, string> = {}, tk = token): Req => ({
  method: 'POST',
  url: `${W}/close-annual-declaration?id=${id}`,
  token: tk,
  headers,
});
const balance = async (tk = token) =>
  parseMoney(
    resultOf<{ totalBalance: string }>(await inj({ method: 'GET', url: `${F}/declarations/org-balance`, token: tk }))
      .totalBalance,
  )!;
const docsUpload = (id: string, files: { name: string; content: Buffer; contentType?: string }[], tk = token): Req => {
  const body = multipart(
    { annualdecId: id },
    files.map((f) => ({ field: 'files', ...f })),
  );
  return {
    method: 'POST',
    url: `${W}/annual-declarations/docs-create`,
    token: tk,
    payload: body.payload,
    headers: body.headers,
  };
};
const detailOf = (v: Awaited<ReturnType<typeof view>>, pn: string) =>
  v.details.items.find((d) => d.personalIdentificationNumber === pn)!;

describe('creating an annual declaration', () => {
  it('for a past year, with a row for every person the months declared, as declared', async () => {
    await filedYear(2020);
    const a = await create(2020);
    expect(a).toMatchObject({
      year: 2020,
      status: 'open',
      rowCount: 2,
      differenceCount: 0,
      totals: {
        declaredBase: '3000.00',
        annualBase: '3000.00',
        declaredContribution: '120.00',
        annualContribution: '120.00',
        difference: '0.00',
      },
    });
    const v = await view(a.id);
    expect(detailOf(v, '01001010101')).toMatchObject({
      months: 2,
      declaredBase: '2000.00',
      annualBase: '2000.00',
      difference: '0.00',
      isNew: false,
    });
    const list = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list`, token }),
    );
    expect(list.items.map((x) => x.id)).toContain(a.id);
    expect(
      resultOf<{ items: Annual[] }>(
        await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=closed`, token }),
      ).items.map((x) => x.id),
    ).not.toContain(a.id);
  });

  it('refuses the current or a future year, a year before the scheme, a year that is not a number and a second one of a year, changing nothing', async () => {
    await create(2019, 'none');
    const post = (year: unknown): Req => ({
      method: 'POST',
      url: `${W}/create-annual-declaration`,
      token,
      payload: { year },
    });
    const before = await snapshot(ctx.db, [...ANNUAL_TABLES]);
    await expectRefused(ctx, post(THIS_YEAR), 400, 'VALIDATION_FAILED', { fields: { year: 'annualYearNotPast' } });
    await expectRefused(ctx, post(THIS_YEAR + 1), 400, 'VALIDATION_FAILED', { fields: { year: 'annualYearNotPast' } });
    await expectRefused(ctx, post(2018), 400, 'VALIDATION_FAILED', { fields: { year: 'annualYearBeforeScheme' } });
    await expectRefused(ctx, post('ორი ათასი'), 400, 'VALIDATION_FAILED', { fields: { year: 'yearRequired' } });
    await expectRefused(ctx, post(2019), 409, 'ANNUAL_YEAR_EXISTS');
    expect(await snapshot(ctx.db, [...ANNUAL_TABLES])).toEqual(before);
  });

  it('answers the first one again for a retried create with the same Idempotency-Key; deleted, the year is free again', async () => {
    const req = (): Req => ({
      method: 'POST',
      url: `${W}/create-annual-declaration`,
      token,
      payload: { year: 2021 },
      headers: { 'idempotency-key': 'annual-2021' },
    });
    const first = resultOf<Annual>(await inj(req()));
    expect(resultOf<Annual>(await inj(req())).id).toBe(first.id);
    const stale = {
      method: 'DELETE',
      url: `${W}/delete-annual-declaration?annualdecId=${first.id}`,
      token,
      headers: { 'if-match': `"${first.version + 5}"` },
    } as Req;
    expect((await inj(stale)).statusCode).toBe(412);
    resultOf(
      await inj({
        method: 'DELETE',
        url: `${W}/delete-annual-declaration?annualdecId=${first.id}`,
        token,
        headers: { 'if-match': `"${first.version}"` },
      }),
    );
    expect(await ctx.db.selectFrom('annualDeclarations').select('id').where('id', '=', first.id).execute()).toEqual([]);
    expect((await create(2021)).id).not.toBe(first.id);
  });

  it('two creates of one year at once make one', async () => {
    const post = (): Req => ({
      method: 'POST',
      url: `${W}/create-annual-declaration`,
      token: otherToken,
      payload: { year: 2019 },
    });
    const [a, b] = await Promise.all([inj(post()), inj(post())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('rows', () => {
  it('are edited to the year’s amounts, added for a person of no month, checked, and deleted', async () => {
    await filedYear(2022);
    const a = await create(2022);
    const v = await view(a.id);
    const nino = detailOf(v, '01001010101');

    const raised = resultOf<{ annualDeclaration: Annual; detail: AnnualDetail }>(
      await inj({
        method: 'PUT',
        url: `${W}/annual-declarations/${a.id}/details/${nino.id}`,
        token,
        payload: { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '2500' },
      }),
    );
    expect(raised.detail).toMatchObject({ declaredBase: '2000.00', annualBase: '2500.00', difference: '20.00' });
    expect(raised.annualDeclaration).toMatchObject({ differenceCount: 1, totals: { difference: '20.00' } });

    // a person declared in the year under another surname; negative or not numeric amounts; a person of no month without the person's data
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', grossSalary: '1' }),
      409,
      'PERSONAL_NUMBER_REPEATED',
      { fields: { personalIdentificationNumber: 'personalNumberRepeated' } },
    );
    await expectRefused(
      ctx,
      {
        method: 'PUT',
        url: `${W}/annual-declarations/${a.id}/details/${nino.id}`,
        token,
        payload: { personalIdentificationNumber: '01001010101', lastName: 'სხვა' },
      },
      400,
      'FILL_CORRECT_FIELDS',
      { fields: { lastName: 'personOrSurnameIncorrect' } },
    );
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '03003030303', lastName: 'ახალი', grossSalary: '-5' }),
      400,
      'VALIDATION_FAILED',
      { fields: { grossSalary: 'notNegative' } },
    );
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '03003030303', lastName: 'ახალი', grossSalary: 'ათასი' }),
      400,
      'VALIDATION_FAILED',
      { fields: { grossSalary: 'numeric' } },
    );
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '0300303030', lastName: 'ახალი', grossSalary: '5' }),
      400,
      'VALIDATION_FAILED',
      { inexact: true },
    );
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '03003030303', lastName: 'ახალი', grossSalary: '5' }),
      400,
      'FILL_CORRECT_FIELDS',
      { fields: { firstName: 'required', birthDate: 'required', gender: 'required' } },
    );

    const added = resultOf<{ annualDeclaration: Annual; detail: AnnualDetail }>(
      await inj(
        addDetail(a.id, {
          personalIdentificationNumber: '03003030303',
          lastName: 'ახალი',
          firstName: 'გიორგი',
          birthDate: '1995-02-03',
          gender: 'male',
          grossSalary: '1000',
        }),
      ),
    );
    expect(added.detail).toMatchObject({
      isNew: true,
      months: 0,
      declaredBase: '0.00',
      annualBase: '1000.00',
      difference: '40.00',
    });
    expect(added.annualDeclaration.totals.difference).toBe('60.00');

    const check = resultOf<{
      isDeclared: boolean;
      inAnnualDeclaration: boolean;
      months: number;
      base: string;
      lastName: string;
    }>(
      await inj({
        method: 'GET',
        url: `${F}/check-participant-for-annual-declaration?year=2022&personalIdentificationNumber=02002020202`,
        token,
      }),
    );
    expect(check).toMatchObject({
      isDeclared: true,
      inAnnualDeclaration: true,
      months: 2,
      base: '1000.00',
      lastName: 'გელაშვილი',
    });
    const nobody = resultOf<{ isDeclared: boolean }>(
      await inj({
        method: 'GET',
        url: `${F}/check-participant-for-annual-declaration?year=2022&personalIdentificationNumber=09009090909`,
        token,
      }),
    );
    expect(nobody.isDeclared).toBe(false);

    // the comparison: one differs, one is new, one the same; deleting a row leaves that person "not in the annual declaration"
    const gela = detailOf(v, '02002020202');
    const cmp = async (q = '') =>
      resultOf<{
        items: { personalIdentificationNumber: string; kind: string; difference: string }[];
        counts: Record<string, number>;
        totalCount: number;
      }>(await inj({ method: 'GET', url: `${F}/get-comparison-annual-declaration?annualdecId=${a.id}${q}`, token }));
    expect((await cmp()).counts).toEqual({ same: 1, differs: 1, notDeclared: 1, notInAnnual: 0 });
    const del = resultOf<{ annualDeclaration: Annual }>(
      await inj({ method: 'DELETE', url: `${W}/delete-annual-declaration-detail?annualdecDetailId=${gela.id}`, token }),
    );
    expect(del.annualDeclaration.rowCount).toBe(2);
    const c2 = await cmp('&kind=differences');
    expect(c2.counts).toEqual({ same: 0, differs: 1, notDeclared: 1, notInAnnual: 1 });
    expect(c2.items.map((x) => [x.personalIdentificationNumber, x.kind]).sort()).toEqual([
      ['01001010101', 'differs'],
      ['02002020202', 'notInAnnual'],
      ['03003030303', 'notDeclared'],
    ]);

    const months = resultOf<{
      months: { month: number; declarationCount: number; rowCount: number; declaredBase: string }[];
      totals: { declaredBase: string; annualBase: string; difference: string };
    }>(await inj({ method: 'GET', url: `${F}/get-comparison-month-annual-declaration?annualdecId=${a.id}`, token }));
    expect(months.months).toHaveLength(12);
    expect(months.months[2]).toEqual({
      month: 3,
      declarationCount: 1,
      rowCount: 2,
      declaredBase: '1500.00',
      declaredContribution: '60.00',
    });
    expect(months.months[0]).toMatchObject({ declarationCount: 0, rowCount: 0, declaredBase: '0.00' });
    expect(months.totals).toMatchObject({ declaredBase: '3000.00', annualBase: '3500.00' });
    const one = resultOf<{
      months: { declaredBase: string }[];
      totals: { declaredBase: string; annualBase: string; difference: string };
    }>(
      await inj({
        method: 'GET',
        url: `${F}/get-comparison-month-annual-declaration?annualdecId=${a.id}&personalId=01001010101`,
        token,
      }),
    );
    expect(one.months[3]!.declaredBase).toBe('1000.00');
    expect(one.totals).toEqual({
      declaredBase: '2000.00',
      annualBase: '2500.00',
      declaredContribution: '80.00',
      annualContribution: '100.00',
      difference: '20.00',
    });
  });
});

describe('closing', () => {
  it('writes the difference to the ledger once, and then nothing of it changes', async () => {
    await filedYear(2023);
    const a = await create(2023);
    const nino = detailOf(await view(a.id), '01001010101');
    const edited = resultOf<{ annualDeclaration: Annual }>(
      await inj({
        method: 'PUT',
        url: `${W}/annual-declarations/${a.id}/details/${nino.id}`,
        token,
        payload: {
          personalIdentificationNumber: '01001010101',
          lastName: 'ბერიძე',
          grossSalary: '2500',
          additionalBenefits: '100',
        },
      }),
    );
    const before = await balance();
    await expectRefused(
      ctx,
      close(a.id, { 'if-match': `"${edited.annualDeclaration.version - 1}"` }),
      412,
      'PRECONDITION_FAILED',
    );
    const closed = resultOf<Annual>(
      await inj(
        close(a.id, { 'if-match': `"${edited.annualDeclaration.version}"`, 'idempotency-key': `close-${a.id}` }),
      ),
    );
    expect(closed).toMatchObject({ status: 'closed', totals: { difference: '24.00' } });
    expect(await balance()).toBe(before - 2_400n);
    const movements = await ctx.db
      .selectFrom('ledgerMovements')
      .select(['kind', 'amount', 'sourceKind', 'reason', 'reasonCode', 'reasonParams'])
      .where('sourceId', '=', a.id)
      .execute();
    // the system's reason as a code (docs/decisions/0074), no text in any one language
    expect(movements).toEqual([
      {
        kind: 'annual_adjustment',
        amount: '-24.00',
        sourceKind: 'annual_declaration',
        reason: null,
        reasonCode: 'ANNUAL',
        reasonParams: { number: expect.stringMatching(/^\d+$/), year: String(a.year) },
      },
    ]);
    // the same key answers the close again, without a second movement
    expect(resultOf<Annual>(await inj(close(a.id, { 'idempotency-key': `close-${a.id}` }))).status).toBe('closed');

    const frozen = await snapshot(ctx.db, [...ANNUAL_TABLES]);
    await expectRefused(ctx, close(a.id), 409, 'ANNUAL_CLOSED');
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', grossSalary: '1' }),
      409,
      'ANNUAL_CLOSED',
    );
    await expectRefused(
      ctx,
      { method: 'DELETE', url: `${W}/delete-annual-declaration-detail?annualdecDetailId=${nino.id}`, token },
      409,
      'ANNUAL_CLOSED',
    );
    await expectRefused(
      ctx,
      { method: 'DELETE', url: `${W}/delete-annual-declaration?annualdecId=${a.id}`, token },
      409,
      'ANNUAL_CLOSED',
    );
    await expectRefused(ctx, () => docsUpload(a.id, [{ name: 'a.pdf', content: PDF }]), 409, 'ANNUAL_CLOSED');
    expect(await snapshot(ctx.db, [...ANNUAL_TABLES])).toEqual(frozen);
    expect(
      resultOf<{ items: Annual[] }>(
        await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=closed`, token }),
      ).items.map((x) => x.id),
    ).toEqual([a.id]);
  });

  it('refuses an empty one, and one whose year has a month being processed', async () => {
    // made without rows in the test of refused years
    const empty = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list`, token }),
    ).items.find((x) => x.year === 2019)!;
    expect(empty.rowCount).toBe(0);
    await expectRefused(ctx, close(empty.id), 400, 'ANNUAL_EMPTY');

    const [march] = await filedYear(2022, otherToken);
    const a = await create(2022, 'declared', otherToken);
    await ctx.db.updateTable('declarations').set({ isProcessing: true }).where('id', '=', march!).execute();
    await expectRefused(ctx, close(a.id, {}, otherToken), 409, 'DECLARATION_PROCESSING');
    await expectRefused(
      ctx,
      addDetail(
        a.id,
        { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', grossSalary: '1' },
        {},
        otherToken,
      ),
      409,
      'DECLARATION_PROCESSING',
    );
    await ctx.db.updateTable('declarations').set({ isProcessing: false }).where('id', '=', march!).execute();
  });

  it('of two closes at once, one closes and the other is refused; the ledger has one movement', async () => {
    await filedYear(2021, otherToken);
    const a = await create(2021, 'declared', otherToken);
    const nino = detailOf(await view(a.id, otherToken), '01001010101');
    const edited = resultOf<{ annualDeclaration: Annual }>(
      await inj({
        method: 'PUT',
        url: `${W}/annual-declarations/${a.id}/details/${nino.id}`,
        token: otherToken,
        payload: { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1500' },
      }),
    );
    const version = `"${edited.annualDeclaration.version}"`;
    const [x, y] = await Promise.all([
      inj(close(a.id, { 'if-match': version }, otherToken)),
      inj(close(a.id, { 'if-match': version }, otherToken)),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const [p, q] = await Promise.all([inj(close(a.id, {}, otherToken)), inj(close(a.id, {}, otherToken))]);
    expect([p.statusCode, q.statusCode]).toEqual([409, 409]);
    const movements = await ctx.db
      .selectFrom('ledgerMovements')
      .select('amount')
      .where('sourceId', '=', a.id)
      .execute();
    expect(movements).toEqual([{ amount: '20.00' }]);
  });

  it('takes the months as they are when it closes, and writes nothing when nothing differs', async () => {
    await filedYear(2020, otherToken);
    const a = await create(2020, 'declared', otherToken);
    // a month filed after the annual declaration was made is counted when it closes
    const [may] = await filedYear(2020, otherToken, [5]);
    expect(may).toBeDefined();
    const closed = resultOf<Annual>(await inj(close(a.id, {}, otherToken)));
    expect(closed).toMatchObject({
      status: 'closed',
      totals: { declaredBase: '4500.00', annualBase: '3000.00', difference: '-60.00' },
    });
    expect(await ctx.db.selectFrom('ledgerMovements').select('amount').where('sourceId', '=', a.id).execute()).toEqual([
      { amount: '60.00' },
    ]);

    await filedYear(2023, otherToken);
    const same = await create(2023, 'declared', otherToken);
    expect(resultOf<Annual>(await inj(close(same.id, {}, otherToken))).totals.difference).toBe('0.00');
    expect(await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', same.id).execute()).toEqual(
      [],
    );
  });
});

describe('documents', () => {
  it('are attached, listed, downloaded and deleted; a file that is not what it says is refused', async () => {
    const a = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=open`, token }),
    ).items.find((x) => x.year === 2022)!;
    const withDocs = resultOf<Annual>(
      await inj(docsUpload(a.id, [{ name: 'ცნობა.pdf', content: PDF, contentType: 'application/pdf' }])),
    );
    expect(withDocs.documents).toMatchObject([{ name: 'ცნობა.pdf' }]);
    const docId = withDocs.documents[0]!.id;
    const file = await inj({
      method: 'POST',
      url: `${W}/annual-declarations/download-doc`,
      token,
      payload: { annualdecId: a.id, docId },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    await expectRefused(
      ctx,
      () => docsUpload(a.id, [{ name: 'note.pdf', content: Buffer.from('MZ not a pdf') }]),
      415,
      'FILE_CONTENT_MISMATCH',
      { inexact: true },
    );
    const after = resultOf<Annual>(
      await inj({
        method: 'DELETE',
        url: `${W}/annual-declarations/doc-delete?annualdecId=${a.id}&docId=${docId}`,
        token,
      }),
    );
    expect(after.documents).toEqual([]);
    expect(await ctx.db.selectFrom('files').select('id').where('id', '=', docId).execute()).toEqual([]);
  });
});

describe('export', () => {
  it("writes the year's rows in the language of the request, with real dates and numbers", async () => {
    for (const lang of LANGS) {
      const res = await inj({ method: 'GET', url: `${F}/report-ann-dec-details?year=2020`, token }, lang);
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[])[1]).toBe(
        { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' }[lang],
      );
      const first = sheet.getRow(2);
      expect(first.getCell(1).value).toBe('01001010101');
      expect(first.getCell(4).value).toBeInstanceOf(Date);
      expect(first.getCell(5).value).toBe(2);
      expect(first.getCell(6).value).toBe(2000);
    }
    expectResultError(
      await inj({ method: 'GET', url: `${F}/report-ann-dec-details?year=2018`, token }),
      404,
      'ANNUAL_NOT_AVAILABLE',
      errorMessage('en', 'ANNUAL_NOT_AVAILABLE'),
    );
  });
});

describe("another organization's ids", () => {
  it('answer 404 on every call, revealing nothing and changing nothing', async () => {
    const a = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=open`, token }),
    ).items.find((x) => x.year === 2022)!;
    const detailId = (await view(a.id)).details.items[0]!.id;
    const docId = resultOf<Annual>(await inj(docsUpload(a.id, [{ name: 'a.pdf', content: PDF }]))).documents[0]!.id;
    const before = await snapshot(ctx.db, [...ANNUAL_TABLES]);
    const t = otherToken;
    const row1 = { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1' };
    const calls: [Req, string][] = [
      [
        { method: 'GET', url: `${F}/get-annual-declaration-details?annualdecId=${a.id}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [
        { method: 'GET', url: `${F}/get-comparison-annual-declaration?annualdecId=${a.id}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [
        { method: 'GET', url: `${F}/get-comparison-month-annual-declaration?annualdecId=${a.id}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [addDetail(a.id, row1, {}, t), 'ANNUAL_NOT_AVAILABLE'],
      [
        { method: 'PUT', url: `${W}/annual-declarations/${a.id}/details/${detailId}`, token: t, payload: row1 },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [
        { method: 'DELETE', url: `${W}/delete-annual-declaration-detail?annualdecDetailId=${detailId}`, token: t },
        'RECORD_NOT_FOUND',
      ],
      [close(a.id, {}, t), 'ANNUAL_NOT_AVAILABLE'],
      [
        { method: 'DELETE', url: `${W}/delete-annual-declaration?annualdecId=${a.id}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [docsUpload(a.id, [{ name: 'b.pdf', content: PDF }], t), 'ANNUAL_NOT_AVAILABLE'],
      [
        {
          method: 'POST',
          url: `${W}/annual-declarations/download-doc`,
          token: t,
          payload: { annualdecId: a.id, docId },
        },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [
        { method: 'DELETE', url: `${W}/annual-declarations/doc-delete?annualdecId=${a.id}&docId=${docId}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
    ];
    for (const [req, code] of calls) {
      const res = await inj(req);
      expectResultError(res, 404, code, errorMessage('en', code as 'ANNUAL_NOT_AVAILABLE'));
      expect(res.body).not.toContain('ბერიძე');
    }
    // its own list, year and participants: nothing of the other organization's
    const list = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list`, token: t }),
    );
    expect(list.items.map((x) => x.id)).not.toContain(a.id);
    const check = resultOf<{ inAnnualDeclaration: boolean; isDeclared: boolean }>(
      await inj({
        method: 'GET',
        url: `${F}/check-participant-for-annual-declaration?year=2022&personalIdentificationNumber=03003030303`,
        token: t,
      }),
    );
    expect(check).toMatchObject({ inAnnualDeclaration: false, isDeclared: false });
    expect(await snapshot(ctx.db, [...ANNUAL_TABLES])).toEqual(before);
  });

  it('a document of another annual declaration of the same organization is not reached through this one', async () => {
    const list = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=open`, token }),
    ).items;
    const x = list.find((i) => i.year === 2022)!;
    const y = list.find((i) => i.year === 2021)!;
    const docId = resultOf<Annual>(await inj(docsUpload(y.id, [{ name: 'b.pdf', content: PDF }]))).documents[0]!.id;
    const res = await inj({
      method: 'POST',
      url: `${W}/annual-declarations/download-doc`,
      token,
      payload: { annualdecId: x.id, docId },
    });
    expectResultError(res, 404, 'RECORD_NOT_FOUND', errorMessage('en', 'RECORD_NOT_FOUND'));
  });
});

describe('demo data', () => {
  it('the demo employer has an open annual declaration of the year before last, with one difference', async () => {
    const list = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list`, token }),
    );
    const demo = list.items.find((x) => x.year === THIS_YEAR - 2)!;
    expect(demo).toMatchObject({ status: 'open', differenceCount: 1 });
    expect(demo.rowCount).toBeGreaterThan(1);
    expect(parseMoney(demo.totals.annualBase)! - parseMoney(demo.totals.declaredBase)!).toBe(120_000n);
    expect(parseMoney(demo.totals.difference)).toBeGreaterThan(0n);
  });
});
