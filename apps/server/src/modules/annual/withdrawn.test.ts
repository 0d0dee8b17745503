import { parseMoney, periodOfInstant, type Period } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_OPTOUT_PEOPLE } from '../../db/seed/demo-optouts.ts';
import { addRow, createDeclaration, F, W, type Decl } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { DEMO } from '../../test/test-app.ts';
import { personRow, shift, withdraw, withdrawnSetup } from '../../test/withdrawn.ts';

/**
 * A person withdrawn from the fund by a satisfied opt-out (decision 0027) carries no contributions from the
 * month of the withdrawal on: the annual declaration of that year keeps only what the months before the
 * withdrawal declared (the opt-out settled them), and a change of the year's income adds nothing.
 */

const s = withdrawnSetup();
let withdrawnFrom: Period;
/** A person the demo employer declared two months ago, who may opt out today. */
const person = DEMO_OPTOUT_PEOPLE[4];

interface Annual {
  id: string;
  version: number;
  totals: { declaredContribution: string; annualContribution: string; difference: string };
}
interface AnnualDetail {
  id: string;
  personalIdentificationNumber: string;
  declaredContribution: string;
  annualContribution: string;
  difference: string;
  annual: { grossSalary: string };
}
const cents = (s: string) => parseMoney(s)!;
const balance = async () => cents(resultOf<{ totalBalance: string }>(await s.inj({ method: 'GET', url: `${F}/declarations/org-balance`, token: s.employer2 })).totalBalance);
const detailOf = async (id: string, personalNumber: string) =>
  resultOf<{ details: { items: AnnualDetail[] } }>(await s.inj({ method: 'GET', url: `${F}/get-annual-declaration-details?annualdecId=${id}&personalId=${personalNumber}`, token: s.employer2 })).details.items[0]!;

describe('the annual declaration of the year a person was withdrawn from the fund', () => {
  let annual: Annual;

  it('the month before and the month of the withdrawal were declared with 2% + 2% before it; the person is withdrawn through the real calls', async () => {
    const now = periodOfInstant(s.ctx.clock.now());
    const row = personRow(person);
    for (const p of [shift(now, -1), now]) {
      const d = await createDeclaration(s.ctx, s.employer2, { ...p, form: 'simple' });
      expect((await addRow(s.ctx, s.employer2, d.id, { ...row, employeeContribution: '40.00', organizationContribution: '40.00' })).detail.issues).toEqual([]);
      expect(resultOf<Decl>(await s.inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: s.employer2 })).declarationStatus).toBe('open');
    }

    withdrawnFrom = await withdraw(s, person);
    expect(withdrawnFrom).toEqual(now);
  });

  it('made the next year, the person\'s row keeps only the month before the withdrawal: the 80.00 of its month come back', async () => {
    s.ctx.clock.set(new Date(Date.UTC(withdrawnFrom.year + 1, 0, 20, 8)));
    s.employer2 = (await s.ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
    annual = resultOf<Annual>(await s.inj({ method: 'POST', url: `${W}/create-annual-declaration`, token: s.employer2, payload: { year: withdrawnFrom.year, rows: 'declared' } }));
    const d = await detailOf(annual.id, person.personalNumber);
    // the month before is of the same year but in January
    const before = shift(withdrawnFrom, -1).year === withdrawnFrom.year ? '80.00' : '0.00';
    expect(d).toMatchObject({ declaredContribution: before === '80.00' ? '160.00' : '80.00', annualContribution: before, difference: '-80.00' });
    // nobody else of the year differs
    expect(annual.totals.difference).toBe('-80.00');
  });

  it('a higher income of the year adds no contribution for the person', async () => {
    const d = await detailOf(annual.id, person.personalNumber);
    const edited = resultOf<{ annualDeclaration: Annual; detail: AnnualDetail }>(
      await s.inj({
        method: 'PUT',
        url: `${W}/annual-declarations/${annual.id}/details/${d.id}`,
        token: s.employer2,
        payload: { personalIdentificationNumber: person.personalNumber, lastName: person.lastName, grossSalary: (Number(d.annual.grossSalary) + 5000).toFixed(2) },
      }),
    );
    expect(edited.detail).toMatchObject({ annualContribution: d.annualContribution, difference: '-80.00' });
    annual = edited.annualDeclaration;
  });

  it('closed, the organization gets the 80.00 back once', async () => {
    const before = await balance();
    const closed = resultOf<Annual>(await s.inj({ method: 'POST', url: `${W}/close-annual-declaration?id=${annual.id}`, token: s.employer2, headers: { 'if-match': `"${annual.version}"` } }));
    expect(closed.totals.difference).toBe('-80.00');
    expect(await balance()).toBe(before + 8_000n);
    expect((await detailOf(annual.id, person.personalNumber)).difference).toBe('-80.00');
  });
});
