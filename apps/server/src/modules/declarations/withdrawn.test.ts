import { periodOfInstant, templateColumns, validationMessage, type Period } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_OPTOUT_PEOPLE } from '../../db/seed/demo-optouts.ts';
import { addRow, createDeclaration, expectRefused, F, filledTemplate, getDeclaration, LANGS, uploadRequest, W, type CellInput, type Decl, type Detail } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { demoDeclaration, personRow, shift, withdraw, withdrawnSetup } from '../../test/withdrawn.ts';

/**
 * A person withdrawn from the fund by a satisfied opt-out (decision 0027) carries no contributions on the
 * rows of the month of the withdrawal and later (domain-rules.md, Opt-out and Who takes part); earlier
 * months still expect 2% + 2%. Checked on every path a row takes: typed, edited, uploaded, activated.
 */

const s = withdrawnSetup();
/** The month of the decision: the person is withdrawn from it on. */
let withdrawnFrom: Period;
/** A person the demo employer declared two months ago, who may opt out today. */
const person = DEMO_OPTOUT_PEOPLE[3];
const monthText = (p: Period) => `${String(p.month).padStart(2, '0')}.${p.year}`;
const put = (id: string, detailId: string, payload: Record<string, unknown>, token = s.employer) =>
  s.inj({ method: 'PUT', url: `${W}/declarations/${id}/details/${detailId}`, token, payload });
const activate = (id: string, token = s.employer) => ({ method: 'POST' as const, url: `${W}/declarations/${id}/activate`, token });

describe('a person withdrawn from the fund by a satisfied opt-out', () => {
  let draft: Decl;
  let storedBefore: Detail;

  it('a row typed before the decision expects 2% + 2%', async () => {
    // this month's draft of the demo employer
    draft = await demoDeclaration(s, periodOfInstant(s.ctx.clock.now()));
    expect(draft.declarationStatus).toBe('draft');
    const added = await addRow(s.ctx, s.employer, draft.id, personRow(person, { employeeContribution: '40.00', organizationContribution: '40.00' }));
    storedBefore = added.detail;
    expect(storedBefore.issues).toEqual([]);
  });

  it('is withdrawn through the real calls: the employer files the request, the operator satisfies it', async () => {
    withdrawnFrom = await withdraw(s, person);
  });

  it('activation checks the rows again: the row stored before the decision now has an error, in every language', async () => {
    await expectRefused(s.ctx, activate(draft.id), 400, 'DECLARATION_HAS_ERRORS');
    // the row as read suggests no contributions
    const read = await getDeclaration(s.ctx, s.employer, draft.id);
    const detail = read.details.items.find((d) => d.id === storedBefore.id) as Detail & { suggested: { employeeContribution: string; organizationContribution: string } };
    expect(detail.suggested).toMatchObject({ employeeContribution: '0.00', organizationContribution: '0.00' });
  });

  it('a row of the month of the withdrawal declaring contributions keeps an error that says why, in ka/en/ru', async () => {
    const answer = await put(draft.id, storedBefore.id, personRow(person, { employeeContribution: '40.00', organizationContribution: '40.00' }));
    const { detail, declaration } = resultOf<{ detail: Detail; declaration: Decl }>(answer);
    const ref = `contributionWithdrawn?month=${encodeURIComponent(monthText(withdrawnFrom))}`;
    expect(detail.issues).toEqual([
      { tier: 'error', field: 'employeeContribution', message: ref },
      { tier: 'error', field: 'organizationContribution', message: ref },
    ]);
    expect(declaration.errorCount).toBeGreaterThan(0);
    const texts = new Set<string>();
    for (const lang of LANGS) {
      const ve = resultOf<{ canActivate: boolean; issues: { items: { field: string; messageKey: string; message: string }[] } }>(
        await s.inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${draft.id}/val-errors?pageSize=200`, token: s.employer }, lang),
      );
      expect(ve.canActivate).toBe(false);
      const mine = ve.issues.items.filter((i) => i.messageKey.startsWith('contributionWithdrawn'));
      expect(mine).toHaveLength(2);
      for (const i of mine) {
        expect(i.message).toBe(validationMessage(lang, ref));
        expect(i.message).toContain(monthText(withdrawnFrom));
        texts.add(i.message);
      }
    }
    expect(texts.size).toBe(3);
    await expectRefused(s.ctx, activate(draft.id), 400, 'DECLARATION_HAS_ERRORS');
  });

  it('left blank, the contributions are computed as zero; the declaration is activated without them', async () => {
    const before = (await getDeclaration(s.ctx, s.employer, draft.id)).declaration;
    const { detail, declaration } = resultOf<{ detail: Detail; declaration: Decl }>(await put(draft.id, storedBefore.id, personRow(person)));
    expect(detail).toMatchObject({ employeeContribution: '0.00', organizationContribution: '0.00', issues: [] });
    const cents = (s: string) => BigInt(s.replace('.', ''));
    // the row's base counts, its 40.00 + 40.00 no longer do
    expect(cents(before.totals.totalContribution) - cents(declaration.totals.totalContribution)).toBe(8_000n);
    expect(declaration.totals.contributionBase).toBe(before.totals.contributionBase);
    const open = resultOf<Decl>(await s.inj(activate(draft.id)));
    expect(open.declarationStatus).toBe('open');
  });

  it('a month before the withdrawal still expects 2% + 2% (any organization)', async () => {
    const earlier = await createDeclaration(s.ctx, s.employer2, { ...shift(withdrawnFrom, -1), form: 'simple' });
    const computed = await addRow(s.ctx, s.employer2, earlier.id, personRow(person));
    expect(computed.detail).toMatchObject({ employeeContribution: '40.00', organizationContribution: '40.00', issues: [] });
    const zero = await addRow(s.ctx, s.employer2, earlier.id, personRow(person, { personalIdentificationNumber: '35009100001', firstName: 'ლაშა' }));
    expect(zero.detail.employeeContribution).toBe('40.00');
    const { detail } = resultOf<{ detail: Detail }>(await put(earlier.id, computed.detail.id, personRow(person, { employeeContribution: '0.00', organizationContribution: '0.00' }), s.employer2));
    expect(detail.issues.map((i) => i.message)).toEqual(['contributionMismatch?expected=40.00', 'contributionMismatch?expected=40.00']);
  });

  it('a later month: typed rows carry no contributions, uploaded rows declaring them are rejected with the message, blank ones stored as zero', async () => {
    // a month later: the declaration of that month can be filed
    const next = shift(withdrawnFrom, 1);
    s.ctx.clock.set(new Date(Date.UTC(next.year, next.month - 1, 10, 8)));
    s.employer = (await s.ctx.login()).accessToken;
    const later = periodOfInstant(s.ctx.clock.now());
    expect(later.year * 12 + later.month).toBe(withdrawnFrom.year * 12 + withdrawnFrom.month + 1);
    const d = await createDeclaration(s.ctx, s.employer, { ...later, form: 'simple' });

    const typed = await addRow(s.ctx, s.employer, d.id, personRow(person));
    expect(typed.detail).toMatchObject({ employeeContribution: '0.00', organizationContribution: '0.00', issues: [] });
    // another person of the same declaration still pays 2% + 2%
    const other = await addRow(s.ctx, s.employer, d.id, personRow(person, { personalIdentificationNumber: '35009100002', birthDate: '1990-01-01' }));
    expect(other.detail.employeeContribution).toBe('40.00');
    await s.inj({ method: 'DELETE', url: `${W}/declarations/${d.id}/details/${typed.detail.id}`, token: s.employer });
    await s.inj({ method: 'DELETE', url: `${W}/declarations/${d.id}/details/${other.detail.id}`, token: s.employer });

    const columns = templateColumns('standard', 'simple');
    const cells = (values: Record<string, CellInput>): CellInput[] => columns.map((c) => values[c.key] ?? null);
    const base = { personalIdentificationNumber: person.personalNumber, firstName: person.firstName, lastName: person.lastName, birthDate: person.birthDate, gender: person.gender, grossSalary: 2000 };
    const declaring = await filledTemplate(s.ctx, s.employer, 'standard', 'simple', [cells({ ...base, employeeContribution: 40, organizationContribution: 40 }), cells({ ...base, personalIdentificationNumber: '35009100003', birthDate: '1990-01-01' })]);
    for (const lang of LANGS) {
      const answer = resultOf<{ accepted: number; rejected: number; rows: { row: number; column: string | null; message: string }[] }>(
        await s.inj(uploadRequest(s.employer, d.id, declaring, { query: '?mode=replace' }), lang),
      );
      expect(answer).toMatchObject({ accepted: 1, rejected: 1 });
      const message = validationMessage(lang, `contributionWithdrawn?month=${encodeURIComponent(monthText(withdrawnFrom))}`);
      expect(answer.rows).toEqual([
        { row: 2, column: 'employeeContribution', message },
        { row: 2, column: 'organizationContribution', message },
      ]);
    }
    const blank = await filledTemplate(s.ctx, s.employer, 'standard', 'simple', [cells(base)]);
    const stored = resultOf<{ accepted: number; rejected: number }>(await s.inj(uploadRequest(s.employer, d.id, blank, { query: '?mode=replace' })));
    expect(stored).toMatchObject({ accepted: 1, rejected: 0 });
    const read = await getDeclaration(s.ctx, s.employer, d.id);
    expect(read.details.items.map((r) => [r.personalIdentificationNumber, r.employeeContribution, r.organizationContribution, r.issues])).toEqual([[person.personalNumber, '0.00', '0.00', []]]);
    expect(read.declaration.totals).toMatchObject({ contributionBase: '2000.00', totalContribution: '0.00' });
    expect(resultOf<Decl>(await s.inj(activate(d.id))).declarationStatus).toBe('open');
  });
});
