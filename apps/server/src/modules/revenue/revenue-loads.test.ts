import type { RevenueLoadPreview, RevenueLoadResult, RevenueLoadSummary } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injector } from '../../test/declarations.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

const OP = '/api/operator/v1';
const HEADER = 'organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution';

let ctx: TestContext;
let inj: ReturnType<typeof injector>;
let operator: string;
let employer: string;

const send = (path: string, lines: string[], name: string, token = operator) => {
  const body = multipart({}, [{ field: 'file', name, content: [HEADER, ...lines].join('\n'), contentType: 'text/csv' }]);
  return inj({ method: 'POST', url: `${OP}/revenue-service/${path}`, token, payload: body.payload, headers: body.headers });
};
const load = (lines: string[], name: string) => send('filings', lines, name);
const preview = (lines: string[], name = 'preview.csv', token = operator) => send('filings/preview', lines, name, token);
const recent = async (query = '') => resultOf<RevenueLoadSummary[]>(await inj({ method: 'GET', url: `${OP}/revenue-service/loads${query}`, token: operator }));

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

describe('recent loads of the Revenue Service filings', () => {
  it('only an operator reads them', async () => {
    expectResultError(await inj({ method: 'GET', url: `${OP}/revenue-service/loads`, token: employer }), 403, 'FORBIDDEN');
    expectResultError(await inj({ method: 'GET', url: `${OP}/revenue-service/loads` }), 401, 'UNAUTHORIZED');
  });

  it('lists the newest load first with the organization months it still holds; a month loaded again moves to the later load', async () => {
    const first = resultOf<RevenueLoadResult>(
      await load(
        [
          `${DEMO.employer.code},2018,3,01001010101,ბერიძე,1000.00,196.00,20.00`,
          `${DEMO.employer.code},2018,3,02002020202,გელაშვილი,600.00,117.60,12.00`,
          `${DEMO.employer.code},2018,4,01001010101,ბერიძე,1000.00,196.00,20.00`,
          `${DEMO.employer2.code},2018,3,03003030303,კაპანაძე,700.00,137.20,14.00`,
        ],
        'first.csv',
      ),
    );
    let list = await recent();
    expect(list[0]).toMatchObject({ id: first.loadId, fileName: 'first.csv', format: 'csv', rows: 4, organizations: 2, monthCount: 3 });
    expect(list[0]!.months.map((m) => [m.organizationCode, m.year, m.month, m.rows])).toEqual([
      [DEMO.employer.code, 2018, 4, 1],
      [DEMO.employer.code, 2018, 3, 2],
      [DEMO.employer2.code, 2018, 3, 1],
    ]);
    expect(list[0]!.months[0]!.organizationName).not.toBe('');

    const second = resultOf<RevenueLoadResult>(await load([`${DEMO.employer.code},2018,3,01001010101,ბერიძე,1100.00,215.60,22.00`], 'second.csv'));
    list = await recent();
    expect(list.map((l) => l.id).slice(0, 2)).toEqual([second.loadId, first.loadId]);
    expect(list[0]!.months.map((m) => [m.organizationCode, m.year, m.month, m.rows])).toEqual([[DEMO.employer.code, 2018, 3, 1]]);
    // the first load keeps its other months; its rows of the month loaded again are gone
    expect(list[1]!.months.map((m) => [m.organizationCode, m.year, m.month])).toEqual([
      [DEMO.employer.code, 2018, 4],
      [DEMO.employer2.code, 2018, 3],
    ]);
    expect(list[1]!.rows).toBe(4);
    expect((await recent('?limit=1')).map((l) => l.id)).toEqual([second.loadId]);
  });

  it('refuses a limit that is not a number', async () => {
    expectResultError(await inj({ method: 'GET', url: `${OP}/revenue-service/loads?limit=x`, token: operator }), 400, 'VALIDATION_FAILED');
  });
});

describe('the preview of a load', () => {
  const stored = async () => {
    const [filings, loads, audited] = await Promise.all([
      ctx.db.selectFrom('revenueServiceFilings').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ctx.db.selectFrom('revenueServiceLoads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ctx.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<string>().as('n')).where('route', 'like', '%revenue-service/filings%').executeTakeFirstOrThrow(),
    ]);
    return { filings: Number(filings.n), loads: Number(loads.n), audited: Number(audited.n) };
  };

  it('only an operator asks it', async () => {
    expectResultError(await preview([`${DEMO.employer.code},2019,5,01001010101,ბერიძე,1000.00,196.00,20.00`], 'x.csv', employer), 403, 'FORBIDDEN');
  });

  it('tells the organizations, months and rows of the file and the stored rows it would replace, writing nothing', async () => {
    // the audit log is written after the answer: each count below waits for the load's own line
    const start = (await stored()).audited;
    resultOf<RevenueLoadResult>(
      await load(
        [
          `${DEMO.employer.code},2019,5,01001010101,ბერიძე,1000.00,196.00,20.00`,
          `${DEMO.employer.code},2019,5,02002020202,გელაშვილი,600.00,117.60,12.00`,
          `${DEMO.employer.code},2019,5,04004040404,ლომიძე,600.00,117.60,12.00`,
          `${DEMO.employer2.code},2019,6,03003030303,კაპანაძე,700.00,137.20,14.00`,
        ],
        'stored.csv',
      ),
    );
    await expect.poll(async () => (await stored()).audited, { timeout: 5_000, interval: 20 }).toBe(start + 1);
    const before = await stored();
    const lines = [
      `${DEMO.employer.code},2019,5,01001010101,ბერიძე,1100.00,215.60,22.00`,
      `${DEMO.employer.code},2019,7,01001010101,ბერიძე,1100.00,215.60,22.00`,
      `${DEMO.employer2.code},2019,6,03003030303,კაპანაძე,700.00,137.20,14.00`,
      `${DEMO.employer2.code},2019,6,05005050505,ხარაძე,800.00,156.80,16.00`,
    ];
    const p = resultOf<RevenueLoadPreview>(await preview(lines));
    expect(p).toMatchObject({ format: 'csv', rows: 4, organizations: 2, monthCount: 3, replaced: 4, replacedMonths: 2 });
    // the months it replaces first, newest first; then the months new to the store
    expect(p.months.map((m) => [m.organizationCode, m.year, m.month, m.storedRows, m.fileRows])).toEqual([
      [DEMO.employer2.code, 2019, 6, 1, 2],
      [DEMO.employer.code, 2019, 5, 3, 1],
      [DEMO.employer.code, 2019, 7, 0, 1],
    ]);
    expect(p.months[0]!.organizationName).not.toBe('');
    expect(await stored()).toEqual(before);

    // the load does what the preview told
    const done = resultOf<RevenueLoadResult>(await load(lines, 'after-preview.csv'));
    expect({ rows: done.rows, organizations: done.organizations, months: done.months, replaced: done.replaced }).toEqual({ rows: p.rows, organizations: p.organizations, months: p.monthCount, replaced: p.replaced });
    await expect.poll(async () => (await stored()).audited, { timeout: 5_000, interval: 20 }).toBe(before.audited + 1);
  });

  it('refuses a file the load refuses, in the same words, writing nothing', async () => {
    const before = await stored();
    const files = [
      [`999999999,2019,5,01001010101,ბერიძე,1000.00,196.00,20.00`],
      [`${DEMO.employer.code},2019,13,01001010101,ბერიძე,1000.00,196.00,20.00`],
      [],
    ];
    for (const lines of files) {
      const byLoad = (await load(lines, 'x.csv')).json() as { code: string; message: string };
      const byPreview = expectResultError(await preview(lines), 400, byLoad.code);
      expect(byPreview.message).toBe(byLoad.message);
    }
    const after = await stored();
    expect({ filings: after.filings, loads: after.loads }).toEqual({ filings: before.filings, loads: before.loads });
  });
});
