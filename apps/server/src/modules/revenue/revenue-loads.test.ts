import type { RevenueLoadResult, RevenueLoadSummary } from '@pensia/domain';
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

const load = (lines: string[], name: string) => {
  const body = multipart({}, [{ field: 'file', name, content: [HEADER, ...lines].join('\n'), contentType: 'text/csv' }]);
  return inj({ method: 'POST', url: `${OP}/revenue-service/filings`, token: operator, payload: body.payload, headers: body.headers });
};
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
