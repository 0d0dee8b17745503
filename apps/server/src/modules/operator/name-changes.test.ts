import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANT } from '../../db/seed/demo-participant.ts';
import { addRow, createDeclaration, periods, row } from '../../test/declarations.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

/**
 * The back office's list of declaration rows whose name the employer confirmed as changed (marriage etc.): the
 * organization, the month, the personal number, the name on record, the name given, the reason and when.
 */
const OP = '/api/operator/v1';
const ON_RECORD = `${DEMO_PARTICIPANT.firstName} ${DEMO_PARTICIPANT.lastName}`;

interface Page {
  items: { organizationCode: string; organizationName: string; year: number; month: number; personalNumber: string; nameOnRecord: string; firstName: string; lastName: string; reason: string; confirmedAt: string; declarationNumber: string }[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

let ctx: TestContext;
let operator: string;
let employer: string;
const nextPeriod = periods(2019);

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
  const employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  const married = (lastName: string, reason: string) => ({ ...row(DEMO_PARTICIPANT.personalNumber, '1000.00', { firstName: DEMO_PARTICIPANT.firstName, lastName }), nameChangeReason: reason });
  // one of the first employer, then one of the second, a minute later; a row under the name on record is not listed
  const first = await createDeclaration(ctx, employer, nextPeriod());
  await addRow(ctx, employer, first.id, married('ბერიძე', 'married on 2 May 2019'));
  await addRow(ctx, employer, first.id, row('01001000997', '1000.00', { firstName: 'გიორგი', lastName: 'ბერიძე' }));
  ctx.clock.advance(60_000);
  const second = await createDeclaration(ctx, employer2, nextPeriod());
  await addRow(ctx, employer2, second.id, married('ლომიძე', 'court decision of 3 June 2019'));
});
afterAll(async () => ctx?.close());

const list = async (query = '', token = operator) => ctx.inject({ method: 'GET', url: `${OP}/name-changes${query}`, token });

describe('the rows whose name was confirmed as changed', () => {
  it('lists them newest first, with the organization, month, personal number, both names, the reason and the date', async () => {
    const page = resultOf<Page>(await list('?pageSize=50'));
    const ours = page.items.filter((x) => ([DEMO.employer.code, DEMO.employer2.code] as string[]).includes(x.organizationCode) && x.reason.endsWith('2019'));
    expect(ours.map((x) => x.organizationCode)).toEqual([DEMO.employer2.code, DEMO.employer.code]);
    expect(ours[1]).toMatchObject({
      organizationName: DEMO.employer.name,
      year: 2019,
      personalNumber: DEMO_PARTICIPANT.personalNumber,
      nameOnRecord: ON_RECORD,
      firstName: DEMO_PARTICIPANT.firstName,
      lastName: 'ბერიძე',
      reason: 'married on 2 May 2019',
    });
    expect(Date.parse(ours[0]!.confirmedAt)).toBeGreaterThan(Date.parse(ours[1]!.confirmedAt));
    expect(page.items.some((x) => x.personalNumber === '01001000997')).toBe(false);
  });

  it("filters by the organization's code and pages", async () => {
    const one = resultOf<Page>(await list(`?organizationCode=${DEMO.employer2.code}`));
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((x) => x.organizationCode === DEMO.employer2.code)).toBe(true);
    expect(one.items[0]).toMatchObject({ lastName: 'ლომიძე', reason: 'court decision of 3 June 2019' });
    const all = resultOf<Page>(await list('?pageSize=50'));
    const paged = resultOf<Page>(await list('?pageSize=1&pageNumber=2'));
    expect(paged).toMatchObject({ totalCount: all.totalCount, pageNumber: 2, pageSize: 1 });
    expect(paged.items).toEqual([all.items[1]]);
    expect(resultOf<Page>(await list('?organizationCode=999999999'))).toMatchObject({ items: [], totalCount: 0 });
  });

  it('answers operators only', async () => {
    expectResultError(await list('', employer), 403, 'FORBIDDEN');
    expectResultError(await ctx.inject({ method: 'GET', url: `${OP}/name-changes` }), 401, 'UNAUTHORIZED');
  });
});
