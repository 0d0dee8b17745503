import { periodOfInstant, type Period } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_OPTOUT_PEOPLE } from '../../db/seed/demo-optouts.ts';
import { addRow, createDeclaration, expectRefused, F, W, type Decl } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { demoDeclaration, personRow, shift, withdraw, withdrawnSetup } from '../../test/withdrawn.ts';

/**
 * A person withdrawn from the fund by a satisfied opt-out (decision 0027) carries no contributions on the
 * rows of the month of the withdrawal and later: in a reversing declaration too, whose corrected side is
 * computed. The row form asks the declaration whether a person it is typing is withdrawn by its month.
 */

const s = withdrawnSetup();
let withdrawnFrom: Period;
/** A person the demo employer declared two months ago, who may opt out today. */
const person = DEMO_OPTOUT_PEOPLE[2];
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

const lookup = (declarationId: string, personalNumber: string, token = s.employer) =>
  s.inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${declarationId}/withdrawal?personalIdentificationNumber=${personalNumber}`, token });
const reverse = async (declarationId: string, token = s.employer) => resultOf<Rev>(await s.inj({ method: 'POST', url: `${W}/reverseddeclarations`, token, payload: { declarationId } }));
const reversalRow = async (id: string, gross: string, token = s.employer) =>
  resultOf<{ reversal: Rev; detail: RevDetail }>(await s.inj({ method: 'POST', url: `${W}/reverseddeclarations/${id}/details`, token, payload: { personalIdentificationNumber: person.personalNumber, lastName: person.lastName, grossSalary: gross } }));

describe('a person withdrawn from the fund, in reversing declarations and in the row form', () => {
  let current: Decl;

  it('before the withdrawal: the month is declared with 2% + 2% and activated; the declaration answers that the person is not withdrawn', async () => {
    current = await demoDeclaration(s, periodOfInstant(s.ctx.clock.now()));
    expect(current.declarationStatus).toBe('draft');
    const added = await addRow(s.ctx, s.employer, current.id, personRow(person, { employeeContribution: '40.00', organizationContribution: '40.00' }));
    expect(added.detail.issues).toEqual([]);
    expect(resultOf<Decl>(await s.inj({ method: 'POST', url: `${W}/declarations/${current.id}/activate`, token: s.employer })).declarationStatus).toBe('open');
    expect(resultOf(await lookup(current.id, person.personalNumber))).toEqual({ personalIdentificationNumber: person.personalNumber, withdrawnFrom: null });
  });

  it('is withdrawn through the real calls: the employer files the request, the operator satisfies it', async () => {
    withdrawnFrom = await withdraw(s, person);
  });

  it('the declaration of the month answers the month of the withdrawal; an earlier month, another person: none', async () => {
    expect(resultOf(await lookup(current.id, person.personalNumber))).toEqual({ personalIdentificationNumber: person.personalNumber, withdrawnFrom });
    expect(resultOf(await lookup(current.id, '01001010101'))).toEqual({ personalIdentificationNumber: '01001010101', withdrawnFrom: null });
    const earlier = await demoDeclaration(s, shift(withdrawnFrom, -2));
    expect(resultOf(await lookup(earlier.id, person.personalNumber))).toEqual({ personalIdentificationNumber: person.personalNumber, withdrawnFrom: null });
  });

  it('another organization\'s declaration answers 404; a personal number that is not one is refused', async () => {
    await expectRefused(s.ctx, () => ({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${current.id}/withdrawal?personalIdentificationNumber=${person.personalNumber}`, token: s.employer2 }), 404, 'DECLARATION_NOT_AVAILABLE');
    const bad = await lookup(current.id, '3500100010');
    expect(bad.statusCode).toBe(400);
    const missing = await s.inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${current.id}/withdrawal`, token: s.employer });
    expect(missing.statusCode).toBe(400);
  });

  it('a reversal of the month of the withdrawal computes no contributions for the person: the 40.00 + 40.00 declared come back', async () => {
    const r = await reverse(current.id);
    const { detail, reversal } = await reversalRow(r.id, '2000.00');
    expect(detail).toMatchObject({ sum: '80.00', reversalsWithProfit: '0.00', difference: '-80.00', corrected: { employeeContribution: '0.00', organizationContribution: '0.00' } });
    expect(reversal.totals).toMatchObject({ sum: '80.00', reversalsWithProfit: '0.00', difference: '-80.00' });
    // edited to a higher income, it adds nothing either
    const edited = resultOf<{ detail: RevDetail }>(
      await s.inj({ method: 'PUT', url: `${W}/reverseddeclarations/${r.id}/details/${detail.id}`, token: s.employer, payload: { personalIdentificationNumber: person.personalNumber, lastName: person.lastName, grossSalary: '3000.00' } }),
    );
    expect(edited.detail).toMatchObject({ reversalsWithProfit: '0.00', difference: '-80.00' });
  });

  it('a reversal of a month before the withdrawal still computes 2% + 2% (any organization)', async () => {
    const earlier = await createDeclaration(s.ctx, s.employer2, { ...shift(withdrawnFrom, -1), form: 'simple' });
    expect((await addRow(s.ctx, s.employer2, earlier.id, personRow(person))).detail.employeeContribution).toBe('40.00');
    resultOf(await s.inj({ method: 'POST', url: `${W}/declarations/${earlier.id}/activate`, token: s.employer2 }));
    const r = await reverse(earlier.id, s.employer2);
    const { detail } = await reversalRow(r.id, '3000.00', s.employer2);
    expect(detail).toMatchObject({ reversalsWithProfit: '120.00', corrected: { employeeContribution: '60.00', organizationContribution: '60.00' } });
  });
});
