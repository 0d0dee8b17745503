import { periodOfInstant, type OperatorOptOutRequest, type OptOutRequest, type Period } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPTOUT_PEOPLE } from '../../db/seed/demo-optouts.ts';
import { addRow, createDeclaration, expectRefused, F, getDeclaration, injector, W, type Decl } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin, PDF } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

/**
 * A person withdrawn from the fund by a satisfied opt-out (decision 0027) carries no contributions on the
 * rows of the month of the withdrawal and later: in a reversing declaration too, whose corrected side is
 * computed. The row form asks the declaration whether a person it is typing is withdrawn by its month.
 */

let ctx: TestContext;
let inj: ReturnType<typeof injector>;
let employer: string;
let employer2: string;
let withdrawnFrom: Period;
/** A person the demo employer declared two months ago, who may opt out today. */
const person = DEMO_OPTOUT_PEOPLE[2];
const personRow = (extra: Record<string, unknown> = {}) => ({
  personalIdentificationNumber: person.personalNumber,
  firstName: person.firstName,
  lastName: person.lastName,
  birthDate: person.birthDate,
  gender: person.gender,
  grossSalary: '2000.00',
  optIn: 0,
  ...extra,
});
interface RevDetail {
  id: string;
  personalIdentificationNumber: string;
  sum: string;
  reversalsWithProfit: string;
  difference: string;
  corrected: { employeeContribution: string; organizationContribution: string };
}
interface Rev {
  id: string;
  totals: { sum: string; reversalsWithProfit: string; difference: string };
}

/** The demo employer's declaration of a month (the seed files one for every past month and drafts this one). */
async function demoDeclaration(p: Period) {
  const found = await ctx.db
    .selectFrom('declarations')
    .innerJoin('organizations', 'organizations.id', 'declarations.organizationId')
    .select('declarations.id')
    .where('organizations.code', '=', DEMO.employer.code)
    .where('year', '=', p.year)
    .where('month', '=', p.month)
    .where('type', '=', 'standard')
    .executeTakeFirstOrThrow();
  return (await getDeclaration(ctx, employer, found.id)).declaration;
}
const shift = (p: Period, months: number): Period => {
  const i = p.year * 12 + p.month - 1 + months;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};
const lookup = (declarationId: string, personalNumber: string, token = employer) =>
  inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${declarationId}/withdrawal?personalIdentificationNumber=${personalNumber}`, token });
const reverse = async (declarationId: string, token = employer) => resultOf<Rev>(await inj({ method: 'POST', url: `${W}/reverseddeclarations`, token, payload: { declarationId } }));
const reversalRow = async (id: string, gross: string, token = employer) =>
  resultOf<{ reversal: Rev; detail: RevDetail }>(await inj({ method: 'POST', url: `${W}/reverseddeclarations/${id}/details`, token, payload: { personalIdentificationNumber: person.personalNumber, lastName: person.lastName, grossSalary: gross } }));

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

describe('a person withdrawn from the fund, in reversing declarations and in the row form', () => {
  let current: Decl;

  it('before the withdrawal: the month is declared with 2% + 2% and activated; the declaration answers that the person is not withdrawn', async () => {
    current = await demoDeclaration(periodOfInstant(ctx.clock.now()));
    expect(current.declarationStatus).toBe('draft');
    const added = await addRow(ctx, employer, current.id, personRow({ employeeContribution: '40.00', organizationContribution: '40.00' }));
    expect(added.detail.issues).toEqual([]);
    expect(resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations/${current.id}/activate`, token: employer })).declarationStatus).toBe('open');
    expect(resultOf(await lookup(current.id, person.personalNumber))).toEqual({ personalIdentificationNumber: person.personalNumber, withdrawnFrom: null });
  });

  it('is withdrawn through the real calls: the employer files the request, the operator satisfies it', async () => {
    const operator = (await operatorLogin(ctx)).accessToken;
    const body = multipart({ personalNumber: person.personalNumber, documentTypes: 'employee_request' }, [{ name: 'request.pdf', content: PDF, contentType: 'application/pdf', field: 'documents' }]);
    const request = resultOf<OptOutRequest>(await ctx.inject({ method: 'POST', url: `${W}/add-voluntaryOptout-request`, token: employer, payload: body.payload, headers: body.headers }));
    const decided = resultOf<OperatorOptOutRequest>(await ctx.inject({ method: 'POST', url: `/api/operator/v1/optout-requests/${request.id}/decision`, token: operator, payload: { decision: 'satisfy' } }));
    expect(decided.status).toBe('satisfied');
    withdrawnFrom = periodOfInstant(ctx.clock.now());
  });

  it('the declaration of the month answers the month of the withdrawal; an earlier month, another person: none', async () => {
    expect(resultOf(await lookup(current.id, person.personalNumber))).toEqual({ personalIdentificationNumber: person.personalNumber, withdrawnFrom });
    expect(resultOf(await lookup(current.id, '01001010101'))).toEqual({ personalIdentificationNumber: '01001010101', withdrawnFrom: null });
    const earlier = await demoDeclaration(shift(withdrawnFrom, -2));
    expect(resultOf(await lookup(earlier.id, person.personalNumber))).toEqual({ personalIdentificationNumber: person.personalNumber, withdrawnFrom: null });
  });

  it('another organization\'s declaration answers 404; a personal number that is not one is refused', async () => {
    await expectRefused(ctx, () => ({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${current.id}/withdrawal?personalIdentificationNumber=${person.personalNumber}`, token: employer2 }), 404, 'DECLARATION_NOT_AVAILABLE');
    const bad = await lookup(current.id, '3500100010');
    expect(bad.statusCode).toBe(400);
    const missing = await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${current.id}/withdrawal`, token: employer });
    expect(missing.statusCode).toBe(400);
  });

  it('a reversal of the month of the withdrawal computes no contributions for the person: the 40.00 + 40.00 declared come back', async () => {
    const r = await reverse(current.id);
    const { detail, reversal } = await reversalRow(r.id, '2000.00');
    expect(detail).toMatchObject({ sum: '80.00', reversalsWithProfit: '0.00', difference: '-80.00', corrected: { employeeContribution: '0.00', organizationContribution: '0.00' } });
    expect(reversal.totals).toMatchObject({ sum: '80.00', reversalsWithProfit: '0.00', difference: '-80.00' });
    // edited to a higher income, it adds nothing either
    const edited = resultOf<{ detail: RevDetail }>(
      await inj({ method: 'PUT', url: `${W}/reverseddeclarations/${r.id}/details/${detail.id}`, token: employer, payload: { personalIdentificationNumber: person.personalNumber, lastName: person.lastName, grossSalary: '3000.00' } }),
    );
    expect(edited.detail).toMatchObject({ reversalsWithProfit: '0.00', difference: '-80.00' });
  });

  it('a reversal of a month before the withdrawal still computes 2% + 2% (any organization)', async () => {
    const earlier = await createDeclaration(ctx, employer2, { ...shift(withdrawnFrom, -1), form: 'simple' });
    expect((await addRow(ctx, employer2, earlier.id, personRow())).detail.employeeContribution).toBe('40.00');
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${earlier.id}/activate`, token: employer2 }));
    const r = await reverse(earlier.id, employer2);
    const { detail } = await reversalRow(r.id, '3000.00', employer2);
    expect(detail).toMatchObject({ reversalsWithProfit: '120.00', corrected: { employeeContribution: '60.00', organizationContribution: '60.00' } });
  });
});
