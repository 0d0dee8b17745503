import { periodOfInstant, templateColumns, validationMessage, type OperatorOptOutRequest, type OptOutRequest, type Period } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPTOUT_PEOPLE } from '../../db/seed/demo-optouts.ts';
import { addRow, createDeclaration, expectRefused, F, filledTemplate, getDeclaration, injector, LANGS, uploadRequest, W, type CellInput, type Decl, type Detail } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin, PDF } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

/**
 * A person withdrawn from the fund by a satisfied opt-out (decision 0027) carries no contributions on the
 * rows of the month of the withdrawal and later (domain-rules.md, Opt-out and Who takes part); earlier
 * months still expect 2% + 2%. Checked on every path a row takes: typed, edited, uploaded, activated.
 */

let ctx: TestContext;
let inj: ReturnType<typeof injector>;
let employer: string;
let employer2: string;
let operator: string;
/** The month of the decision: the person is withdrawn from it on. */
let withdrawnFrom: Period;
/** A person the demo employer declared two months ago, who may opt out today. */
const person = DEMO_OPTOUT_PEOPLE[3];
/** A row of the person: base 2,000.00 GEL, 2% = 40.00. */
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
const monthText = (p: Period) => `${String(p.month).padStart(2, '0')}.${p.year}`;
const shift = (p: Period, months: number): Period => {
  const i = p.year * 12 + p.month - 1 + months;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};
const put = (id: string, detailId: string, payload: Record<string, unknown>, token = employer) =>
  inj({ method: 'PUT', url: `${W}/declarations/${id}/details/${detailId}`, token, payload });
const activate = (id: string, token = employer) => ({ method: 'POST' as const, url: `${W}/declarations/${id}/activate`, token });

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  operator = (await operatorLogin(ctx)).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

describe('a person withdrawn from the fund by a satisfied opt-out', () => {
  let draft: Decl;
  let storedBefore: Detail;

  it('a row typed before the decision expects 2% + 2%', async () => {
    const now = periodOfInstant(ctx.clock.now());
    // this month's draft of the demo employer
    const found = await ctx.db
      .selectFrom('declarations')
      .innerJoin('organizations', 'organizations.id', 'declarations.organizationId')
      .select('declarations.id')
      .where('organizations.code', '=', DEMO.employer.code)
      .where('year', '=', now.year)
      .where('month', '=', now.month)
      .where('type', '=', 'standard')
      .executeTakeFirstOrThrow();
    draft = (await getDeclaration(ctx, employer, found.id)).declaration;
    expect(draft.declarationStatus).toBe('draft');
    const added = await addRow(ctx, employer, draft.id, personRow({ employeeContribution: '40.00', organizationContribution: '40.00' }));
    storedBefore = added.detail;
    expect(storedBefore.issues).toEqual([]);
  });

  it('is withdrawn through the real calls: the employer files the request, the operator satisfies it', async () => {
    const body = multipart({ personalNumber: person.personalNumber, documentTypes: 'employee_request' }, [{ name: 'request.pdf', content: PDF, contentType: 'application/pdf', field: 'documents' }]);
    const request = resultOf<OptOutRequest>(await ctx.inject({ method: 'POST', url: `${W}/add-voluntaryOptout-request`, token: employer, payload: body.payload, headers: body.headers }));
    const decided = resultOf<OperatorOptOutRequest>(await ctx.inject({ method: 'POST', url: `/api/operator/v1/optout-requests/${request.id}/decision`, token: operator, payload: { decision: 'satisfy' } }));
    expect(decided.status).toBe('satisfied');
    withdrawnFrom = periodOfInstant(ctx.clock.now());
  });

  it('activation checks the rows again: the row stored before the decision now has an error, in every language', async () => {
    await expectRefused(ctx, activate(draft.id), 400, 'DECLARATION_HAS_ERRORS');
    // the row as read suggests no contributions
    const read = await getDeclaration(ctx, employer, draft.id);
    const detail = read.details.items.find((d) => d.id === storedBefore.id) as Detail & { suggested: { employeeContribution: string; organizationContribution: string } };
    expect(detail.suggested).toMatchObject({ employeeContribution: '0.00', organizationContribution: '0.00' });
  });

  it('a row of the month of the withdrawal declaring contributions keeps an error that says why, in ka/en/ru', async () => {
    const answer = await put(draft.id, storedBefore.id, personRow({ employeeContribution: '40.00', organizationContribution: '40.00' }));
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
        await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${draft.id}/val-errors?pageSize=200`, token: employer }, lang),
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
    await expectRefused(ctx, activate(draft.id), 400, 'DECLARATION_HAS_ERRORS');
  });

  it('left blank, the contributions are computed as zero; the declaration is activated without them', async () => {
    const before = (await getDeclaration(ctx, employer, draft.id)).declaration;
    const { detail, declaration } = resultOf<{ detail: Detail; declaration: Decl }>(await put(draft.id, storedBefore.id, personRow()));
    expect(detail).toMatchObject({ employeeContribution: '0.00', organizationContribution: '0.00', issues: [] });
    const cents = (s: string) => BigInt(s.replace('.', ''));
    // the row's base counts, its 40.00 + 40.00 no longer do
    expect(cents(before.totals.totalContribution) - cents(declaration.totals.totalContribution)).toBe(8_000n);
    expect(declaration.totals.contributionBase).toBe(before.totals.contributionBase);
    const open = resultOf<Decl>(await inj(activate(draft.id)));
    expect(open.declarationStatus).toBe('open');
  });

  it('a month before the withdrawal still expects 2% + 2% (any organization)', async () => {
    const earlier = await createDeclaration(ctx, employer2, { ...shift(withdrawnFrom, -1), form: 'simple' });
    const computed = await addRow(ctx, employer2, earlier.id, personRow());
    expect(computed.detail).toMatchObject({ employeeContribution: '40.00', organizationContribution: '40.00', issues: [] });
    const zero = await addRow(ctx, employer2, earlier.id, personRow({ personalIdentificationNumber: '35009100001', firstName: 'ლაშა' }));
    expect(zero.detail.employeeContribution).toBe('40.00');
    const { detail } = resultOf<{ detail: Detail }>(await put(earlier.id, computed.detail.id, personRow({ employeeContribution: '0.00', organizationContribution: '0.00' }), employer2));
    expect(detail.issues.map((i) => i.message)).toEqual(['contributionMismatch?expected=40.00', 'contributionMismatch?expected=40.00']);
  });

  it('a later month: typed rows carry no contributions, uploaded rows declaring them are rejected with the message, blank ones stored as zero', async () => {
    // a month later: the declaration of that month can be filed
    const next = shift(withdrawnFrom, 1);
    ctx.clock.set(new Date(Date.UTC(next.year, next.month - 1, 10, 8)));
    employer = (await ctx.login()).accessToken;
    const later = periodOfInstant(ctx.clock.now());
    expect(later.year * 12 + later.month).toBe(withdrawnFrom.year * 12 + withdrawnFrom.month + 1);
    const d = await createDeclaration(ctx, employer, { ...later, form: 'simple' });

    const typed = await addRow(ctx, employer, d.id, personRow());
    expect(typed.detail).toMatchObject({ employeeContribution: '0.00', organizationContribution: '0.00', issues: [] });
    // another person of the same declaration still pays 2% + 2%
    const other = await addRow(ctx, employer, d.id, personRow({ personalIdentificationNumber: '35009100002', birthDate: '1990-01-01' }));
    expect(other.detail.employeeContribution).toBe('40.00');
    await inj({ method: 'DELETE', url: `${W}/declarations/${d.id}/details/${typed.detail.id}`, token: employer });
    await inj({ method: 'DELETE', url: `${W}/declarations/${d.id}/details/${other.detail.id}`, token: employer });

    const columns = templateColumns('standard', 'simple');
    const cells = (values: Record<string, CellInput>): CellInput[] => columns.map((c) => values[c.key] ?? null);
    const base = { personalIdentificationNumber: person.personalNumber, firstName: person.firstName, lastName: person.lastName, birthDate: person.birthDate, gender: person.gender, grossSalary: 2000 };
    const declaring = await filledTemplate(ctx, employer, 'standard', 'simple', [cells({ ...base, employeeContribution: 40, organizationContribution: 40 }), cells({ ...base, personalIdentificationNumber: '35009100003', birthDate: '1990-01-01' })]);
    for (const lang of LANGS) {
      const answer = resultOf<{ accepted: number; rejected: number; rows: { row: number; column: string | null; message: string }[] }>(
        await inj(uploadRequest(employer, d.id, declaring, { query: '?mode=replace' }), lang),
      );
      expect(answer).toMatchObject({ accepted: 1, rejected: 1 });
      const message = validationMessage(lang, `contributionWithdrawn?month=${encodeURIComponent(monthText(withdrawnFrom))}`);
      expect(answer.rows).toEqual([
        { row: 2, column: 'employeeContribution', message },
        { row: 2, column: 'organizationContribution', message },
      ]);
    }
    const blank = await filledTemplate(ctx, employer, 'standard', 'simple', [cells(base)]);
    const stored = resultOf<{ accepted: number; rejected: number }>(await inj(uploadRequest(employer, d.id, blank, { query: '?mode=replace' })));
    expect(stored).toMatchObject({ accepted: 1, rejected: 0 });
    const read = await getDeclaration(ctx, employer, d.id);
    expect(read.details.items.map((r) => [r.personalIdentificationNumber, r.employeeContribution, r.organizationContribution, r.issues])).toEqual([[person.personalNumber, '0.00', '0.00', []]]);
    expect(read.declaration.totals).toMatchObject({ contributionBase: '2000.00', totalContribution: '0.00' });
    expect(resultOf<Decl>(await inj(activate(d.id))).declarationStatus).toBe('open');
  });
});
