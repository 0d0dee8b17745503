import { DECLARATION_FORMS, DECLARATION_TYPES, MAX_PAGE_SIZE, templateHeaders, validationMessage } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATION_LISTS } from '@pensia/domain';
import { addRow, createDeclaration, expectRefused, F, injector, LANGS, periods, row, W, type Decl, type Detail, type Req } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { recordMovement } from '../finance/ledger.service.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let token: string;
let otherToken: string;
let inj: ReturnType<typeof injector>;
const nextPeriod = periods(2019);
/** A detailed declaration with rows: two plain, one with an error, one with a warning, one formula-like name. */
let d: Decl;
let orgId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  d = await createDeclaration(ctx, token, { ...nextPeriod(), form: 'detailed' });
  orgId = d.organizationId;
  await addRow(ctx, token, d.id, row('11100000001', '1000.00', { firstName: 'გიორგი', lastName: 'ლომიძე' }));
  await addRow(ctx, token, d.id, row('11100000002', '1200.00', { firstName: 'ანა', lastName: 'კაპანაძე' }));
  await addRow(ctx, token, d.id, row('22200000003', '1000.00', { firstName: 'Error', lastName: 'Row', employeeContribution: '25.00' }));
  await addRow(ctx, token, d.id, row('22200000004', '1000.00', { firstName: 'Warning', lastName: 'Row', incomeTax: '10.00' }));
  for (const [i, name] of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)'].entries()) await addRow(ctx, token, d.id, row(`3330000000${i}`, '500.00', { firstName: name }));
});
afterAll(async () => ctx?.close());

const get = (url: string, tk = token): Req => ({ method: 'GET', url: `${F}/${url}`, token: tk });
const ownCount = async (statuses?: string[]) => {
  let q = ctx.db.selectFrom('declarations').select((eb) => eb.fn.countAll<number>().as('n')).where('organizationId', '=', orgId);
  if (statuses) q = q.where('status', 'in', statuses as never);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe('monthly-decs', () => {
  it('lists the organization\'s declarations newest month first, paged, with the page size capped', async () => {
    const page = resultOf<{ items: Decl[]; totalCount: number; pageNumber: number; pageSize: number }>(await inj(get('fbo/declarations/monthly-decs')));
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: await ownCount() });
    expect(page.items).toHaveLength(10);
    expect(page.items.every((x) => x.organizationId === orgId)).toBe(true);
    const keys = page.items.map((x) => x.year * 100 + x.month);
    expect([...keys].sort((a, b) => b - a)).toEqual(keys);
    const capped = resultOf<{ items: Decl[]; pageSize: number }>(await inj(get('fbo/declarations/monthly-decs?pageSize=100000')));
    expect(capped.pageSize).toBe(MAX_PAGE_SIZE);
    const second = resultOf<{ items: Decl[] }>(await inj(get('fbo/declarations/monthly-decs?pageNumber=2&pageSize=5')));
    expect(second.items.map((x) => x.id)).toEqual(capped.items.slice(5, 10).map((x) => x.id));
    const closed = resultOf<{ items: Decl[]; totalCount: number }>(await inj(get('fbo/declarations/monthly-decs?status=closed&pageSize=200')));
    expect(closed.totalCount).toBe(await ownCount(['closed']));
    expect(closed.items.every((x) => x.declarationStatus === 'closed')).toBe(true);
    for (const q of ['pageNumber=0', 'pageSize=0', 'pageSize=ten', 'status=finished']) await expectRefused(ctx, get(`fbo/declarations/monthly-decs?${q}`), 400, 'VALIDATION_FAILED');
    // another organization sees none of these
    const theirs = resultOf<{ items: Decl[] }>(await inj(get('fbo/declarations/monthly-decs?pageSize=200', otherToken)));
    expect(theirs.items.some((x) => x.organizationId === orgId)).toBe(false);
  });

  it('answers one declaration with a page of its rows, its ETag, and the personalId filter', async () => {
    const res = await inj(get(`fbo/declarations/monthly-decs/${d.id}?pageSize=3`));
    const one = resultOf<{ declaration: Decl; details: { items: Detail[]; totalCount: number } }>(res);
    expect(res.headers.etag).toBe(`"${one.declaration.version}"`);
    expect(one.details.totalCount).toBe(8);
    expect(one.details.items.map((x) => x.personalIdentificationNumber)).toEqual(['11100000001', '11100000002', '22200000003']);
    const filtered = resultOf<{ details: { items: Detail[]; totalCount: number } }>(await inj(get(`fbo/declarations/monthly-decs/${d.id}?personalId=222`)));
    expect(filtered.details.items.map((x) => x.personalIdentificationNumber)).toEqual(['22200000003', '22200000004']);
    await expectRefused(ctx, get(`fbo/declarations/monthly-decs/${d.id}?personalId=12a`), 400, 'VALIDATION_FAILED', { fields: { personalId: 'personalNumberDigits' } });
    await expectRefused(ctx, get(`fbo/declarations/monthly-decs/${d.id}`, otherToken), 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, get('fbo/declarations/monthly-decs/00000000-0000-4000-8000-000000000000'), 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, get('fbo/declarations/monthly-decs/abc'), 400, 'VALIDATION_FAILED', { fields: { id: 'invalidType' } });
  });

  it('val-errors: errors and warnings in the request\'s language, activation blocked', async () => {
    for (const lang of LANGS) {
      const ve = resultOf<{ errorCount: number; warningCount: number; canActivate: boolean; issues: { items: { tier: string; field: string; messageKey: string; message: string; rowNumber: number }[]; totalCount: number } }>(
        await inj(get(`fbo/declarations/monthly-decs/${d.id}/val-errors`), lang),
      );
      expect(ve).toMatchObject({ errorCount: 1, warningCount: 1, canActivate: false });
      expect(ve.issues.totalCount).toBe(2);
      expect(ve.issues.items.map((i) => [i.rowNumber, i.tier, i.field])).toEqual([
        [3, 'error', 'employeeContribution'],
        [4, 'warning', 'incomeTax'],
      ]);
      for (const i of ve.issues.items) expect(i.message).toBe(validationMessage(lang, i.messageKey));
    }
    await expectRefused(ctx, get(`fbo/declarations/monthly-decs/${d.id}/val-errors`, otherToken), 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, get(`fbo/declarations/monthly-decs/${d.id}/val-errors?pageSize=-1`), 400, 'VALIDATION_FAILED');
  });

  it('penalty-details: due on the 15th of the next month, late days, valid fines counted', async () => {
    const fines = await ctx.db
      .insertInto('fines')
      .values([
        { organizationId: orgId, declarationId: d.id, number: 'F-1', amount: '50.00', imposedOn: '2019-03-01', status: 'valid', reason: 'late' },
        { organizationId: orgId, declarationId: null, number: 'F-2', amount: '70.00', imposedOn: '2019-03-02', status: 'canceled', reason: null },
      ])
      .returning('id')
      .execute();
    await ctx.db.updateTable('fines').set({ declarationId: d.id }).where('id', '=', fines[1]!.id).execute();
    // their movements: F-1 in force, F-2 imposed then canceled
    await recordMovement(ctx.db, { organizationId: orgId, kind: 'fine_imposed', amount: -5_000n, valueDate: '2019-03-01', sourceKind: 'fine', sourceId: fines[0]!.id });
    await recordMovement(ctx.db, { organizationId: orgId, kind: 'fine_imposed', amount: -7_000n, valueDate: '2019-03-02', sourceKind: 'fine', sourceId: fines[1]!.id });
    await recordMovement(ctx.db, { organizationId: orgId, kind: 'fine_cancelled', amount: 7_000n, valueDate: '2019-03-03', sourceKind: 'fine', sourceId: fines[1]!.id });
    const pd = resultOf<{ dueDate: string; isLate: boolean; daysLate: number; fines: { number: string }[]; totalFines: string; activationDate: string | null }>(
      await inj(get(`fbo/declarations/monthly-decs/${d.id}/penalty-details`)),
    );
    expect(pd.dueDate).toBe(`${d.month === 12 ? d.year + 1 : d.year}-${String((d.month % 12) + 1).padStart(2, '0')}-15`);
    expect(pd).toMatchObject({ isLate: true, activationDate: null, totalFines: '50.00' });
    expect(pd.daysLate).toBeGreaterThan(365);
    expect(pd.fines.map((f) => f.number)).toEqual(['F-1', 'F-2']);
    // settled oldest first: the demo employer's payments cover a 2019 fine; a canceled one asks nothing
    expect(pd.fines.map((f) => (f as unknown as { paymentType: string | null }).paymentType)).toEqual(['paid', null]);
    const [en] = await expectRefused(ctx, get(`fbo/declarations/monthly-decs/${d.id}/penalty-details`, otherToken), 404, 'DECLARATION_NOT_AVAILABLE');
    expect(en!.body).not.toContain('F-1');
  });
});

describe('lists, filters, export', () => {
  it('declarations/organization/{type} for every list, and an unknown one refused', async () => {
    const states: Record<string, string[] | undefined> = { new: ['draft', 'saved', 'open'], draft: ['draft'], saved: ['saved'], open: ['open'], closed: ['closed'], all: undefined };
    for (const list of DECLARATION_LISTS) {
      const page = resultOf<{ items: Decl[]; totalCount: number }>(await inj(get(`declarations/organization/${list}?pageSize=200`)));
      expect(page.totalCount, list).toBe(await ownCount(states[list]));
      expect(page.items).toHaveLength(page.totalCount);
      if (states[list]) expect(page.items.every((x) => states[list]!.includes(x.declarationStatus)), list).toBe(true);
    }
    await expectRefused(ctx, get('declarations/organization/archived'), 400, 'VALIDATION_FAILED');
  });

  it('details/filter by personal number, first name, last name, search and tier; paged', async () => {
    const filter = async (body: Record<string, unknown>) =>
      resultOf<{ items: Detail[]; totalCount: number }>(await inj({ method: 'POST', url: `${F}/declarations/details/filter`, token, payload: { declarationId: d.id, ...body } }));
    const pns = async (body: Record<string, unknown>) => (await filter(body)).items.map((x) => x.personalIdentificationNumber);
    expect(await pns({ personalIdentificationNumber: '111' })).toEqual(['11100000001', '11100000002']);
    expect(await pns({ firstName: 'გიორ' })).toEqual(['11100000001']);
    expect(await pns({ lastName: 'კაპ' })).toEqual(['11100000002']);
    expect(await pns({ search: 'row' })).toEqual(['22200000003', '22200000004']);
    expect(await pns({ search: '2220' })).toEqual(['22200000003', '22200000004']);
    expect(await pns({ tier: 'error' })).toEqual(['22200000003']);
    expect(await pns({ tier: 'warning' })).toEqual(['22200000004']);
    expect(await pns({ search: '%' })).toEqual([]);
    const page = await filter({ pageNumber: 2, pageSize: 3 });
    expect(page.totalCount).toBe(8);
    expect(page.items.map((x) => x.personalIdentificationNumber)).toEqual(['22200000004', '33300000000', '33300000001']);
    const post = (payload: Record<string, unknown>, tk = token): Req => ({ method: 'POST', url: `${F}/declarations/details/filter`, token: tk, payload });
    await expectRefused(ctx, post({ declarationId: d.id, personalIdentificationNumber: 'abc' }), 400, 'VALIDATION_FAILED', { fields: { personalIdentificationNumber: 'personalNumberDigits' } });
    await expectRefused(ctx, post({ declarationId: d.id, tier: 'info' }), 400, 'VALIDATION_FAILED');
    const [missing] = await expectRefused(ctx, post({}), 400, 'VALIDATION_FAILED');
    expect(Object.keys(missing!.json<{ result: { messages: object } }>().result.messages)).toEqual(['declarationId']);
    await expectRefused(ctx, post({ declarationId: d.id }, otherToken), 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, post({ declarationId: 'x' }), 404, 'DECLARATION_NOT_AVAILABLE');
  });

  it('report-dec-details: an .xlsx in the template layout, headers in the request\'s language, formula-like text neutralised', async () => {
    for (const lang of LANGS) {
      const res = await inj(get(`report-dec-details?declarationId=${d.id}`), lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="declaration-\d+-\d{4}-\d{2}\.xlsx"; filename\*=UTF-8''declaration-\d+-\d{4}-\d{2}\.xlsx$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      const ws = wb.worksheets[0]!;
      expect((ws.getRow(1).values as string[]).slice(1)).toEqual(templateHeaders('standard', 'detailed', lang));
      expect(ws.actualRowCount).toBe(9);
      const names: unknown[] = [];
      ws.eachRow((r, n) => {
        if (n > 1) names.push(r.getCell(2).value);
      });
      expect(names.slice(4)).toEqual([`'=HYPERLINK("http://x")`, `'+1+1`, `'-2+3`, `'@SUM(A1)`]);
      // no cell holds a formula
      ws.eachRow((r) => r.eachCell((c) => expect(c.formula).toBeUndefined()));
      expect(ws.getRow(2).getCell(6).value).toBe(1000);
    }
    await expectRefused(ctx, get(`report-dec-details?declarationId=${d.id}`, otherToken), 404, 'DECLARATION_NOT_AVAILABLE');
    await expectRefused(ctx, get('report-dec-details'), 400, 'VALIDATION_FAILED');
  });

  it('template of every type and form, headers in ka, en and ru', async () => {
    for (const type of DECLARATION_TYPES) {
      for (const form of DECLARATION_FORMS) {
        for (const lang of LANGS) {
          const res = await inj(get(`declarations/template?type=${type}&form=${form}`), lang);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-disposition']).toBe(`attachment; filename="template-${type}-${form}.xlsx"; filename*=UTF-8''template-${type}-${form}.xlsx`);
          const wb = new ExcelJS.Workbook();
          await wb.xlsx.load(res.rawPayload as never);
          expect((wb.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual(templateHeaders(type, form, lang));
          expect(wb.worksheets[0]!.actualRowCount).toBe(1);
        }
      }
    }
    await expectRefused(ctx, get('declarations/template?type=yearly&form=simple'), 400, 'VALIDATION_FAILED', { fields: { type: 'declarationType' } });
    await expectRefused(ctx, get('declarations/template?type=standard&form=long'), 400, 'VALIDATION_FAILED', { fields: { form: 'declarationForm' } });
    await expectRefused(ctx, get('declarations/template'), 400, 'VALIDATION_FAILED');
  });
});

describe('balance and statistics', () => {
  it('org-balance: payments − activated contributions − valid fines − refunds paid + contributions given back; another organization\'s code or id: 404', async () => {
    const b = resultOf<{ organizationCode: string; payments: string; contributions: string; fines: string; refunds: string; returned: string; totalBalance: string }>(await inj(get('declarations/org-balance')));
    expect(b.organizationCode).toBe(DEMO.employer.code);
    const tetri = (s: string) => BigInt(s.replace('.', ''));
    // a refund paid out lowers the balance (domain-rules.md); the demo employer has one paid refund
    expect(tetri(b.totalBalance)).toBe(tetri(b.payments) - tetri(b.contributions) - tetri(b.fines) - tetri(b.refunds) + tetri(b.returned));
    expect(b.refunds).toBe('1200.00');
    // the demo employer's late declaration's fine (500.00) and the one in force of the penalty-details test
    expect(b.fines).toBe('550.00');
    const self = resultOf<{ organizationCode: string }>(await inj(get(`declarations/org-balance?organizationCode=${DEMO.employer.code}&organizationId=${orgId}`)));
    expect(self.organizationCode).toBe(DEMO.employer.code);
    const [en] = await expectRefused(ctx, get(`declarations/org-balance?organizationCode=${DEMO.employer2.code}`), 404, 'RECORD_NOT_FOUND');
    expect(en!.body).not.toContain(DEMO.employer2.code);
    await expectRefused(ctx, get(`declarations/org-balance?organizationId=${orgId}`, otherToken), 404, 'RECORD_NOT_FOUND');
  });

  it('employee-statistic: a year\'s activated rows by month and participation, filtered by personal number', async () => {
    const p = nextPeriod();
    const s = await createDeclaration(ctx, token, { ...p, form: 'simple' });
    await addRow(ctx, token, s.id, row('44400000001', '1000.00'));
    await addRow(ctx, token, s.id, row('44400000002', '2000.00', { birthDate: '1950-01-01', gender: 'male', optIn: 1, hasWrittenRequest: true }));
    const stat = async (payload: Record<string, unknown>, tk = token) =>
      resultOf<{ year: number; employeeCount: number; participation: Record<string, number>; months: { month: number; employeeCount: number; contributionBase: string }[] }>(
        await inj({ method: 'POST', url: `${F}/declarations/employee-statistic`, token: tk, payload }),
      );
    // a draft is not counted
    expect((await stat({ year: p.year })).months.find((m) => m.month === p.month)).toBeUndefined();
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${s.id}/activate`, token }));
    const after = await stat({ year: p.year });
    expect(after.months.find((m) => m.month === p.month)).toEqual({ month: p.month, employeeCount: 2, contributionBase: '3000.00', employeeContribution: '60.00', organizationContribution: '60.00' });
    // the person of pension age takes part by their written request: 2% + 2% of 2000 as well
    expect(after.participation.optIn).toBeGreaterThanOrEqual(1);
    const one = await stat({ year: p.year, personalIdentificationNumber: '44400000001' });
    expect(one.employeeCount).toBe(1);
    // another organization does not see these people
    expect((await stat({ year: p.year, personalIdentificationNumber: '444' }, otherToken)).employeeCount).toBe(0);
    const post = (payload: Record<string, unknown>): Req => ({ method: 'POST', url: `${F}/declarations/employee-statistic`, token, payload });
    await expectRefused(ctx, post({ year: 2018 }), 400, 'VALIDATION_FAILED');
    await expectRefused(ctx, post({ personalIdentificationNumber: '12ab' }), 400, 'VALIDATION_FAILED', { fields: { personalIdentificationNumber: 'personalNumberDigits' } });
  });
});
