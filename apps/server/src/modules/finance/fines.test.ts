import { randomUUID } from 'node:crypto';
import { errorMessage, LANGS, parseMoney, validationMessage, type ErrorCode, type OperatorFine, type Tetri } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, F, periods, row, W, type Decl } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { recordPayment } from './ledger.service.ts';

const OP = '/api/operator/v1';
const MONEY_TABLES = ['fines', 'ledgerMovements', 'transactions', 'declarations'] as const;
const tetri = (s: string): Tetri => parseMoney(s)!;

interface FinePayment {
  id: string;
  number: string;
  amount: string;
  date: string;
  status: string;
  paymentType: 'paid' | 'payable' | null;
  declarationId: string | null;
  declarationNumber: string | null;
}
interface Page<T> {
  items: T[];
  totalCount: number;
}
interface Candidate {
  declarationId: string;
  organizationCode: string;
  dueDate: string;
  activationDate: string;
  daysLate: number;
  suggestedAmount: string;
  isRepeat: boolean;
}

let ctx: TestContext;
let operator: string;
let employer: string;
let employer2: string;
let org2: string;
const nextPeriod = periods(2019);

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  org2 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => ctx?.close());

const impose = (payload: Record<string, unknown>, token = operator, lang = 'en') =>
  ctx.inject({ method: 'POST', url: `${OP}/fines`, token, payload, headers: { 'accept-language': lang } });
const setStatus = (id: string, payload: Record<string, unknown>, token = operator, lang = 'en') =>
  ctx.inject({ method: 'POST', url: `${OP}/fines/${id}/status`, token, payload, headers: { 'accept-language': lang } });
const balance = async (token: string) => tetri(resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token })).totalBalance);
const finesOf = async (token: string, query = '') => resultOf<Page<FinePayment>>(await ctx.inject({ method: 'GET', url: `${F}/declarations/get-fines-payment-list${query}`, token }));

/** A refusal in every language, with its field messages, that changes no money table. */
async function refused(call: (lang: string) => ReturnType<typeof impose>, status: number, code: ErrorCode, fields: Record<string, string> = {}) {
  const before = await snapshot(ctx.db, [...MONEY_TABLES]);
  for (const lang of LANGS) {
    const body = expectResultError(await call(lang), status, code, errorMessage(lang, code));
    for (const [field, ref] of Object.entries(fields)) expect(body.result?.messages[field], `${lang} ${field}`).toBe(validationMessage(lang, ref));
  }
  expect(await snapshot(ctx.db, [...MONEY_TABLES])).toEqual(before);
}

/** A declaration of the demo employer activated now, long after its month's deadline. */
async function lateDeclaration(token = employer): Promise<Decl> {
  const d = await createDeclaration(ctx, token, nextPeriod());
  await addRow(ctx, token, d.id, row('11100000001', '1500.00'));
  return resultOf<Decl>(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
}

describe('who may call', () => {
  it('employer tokens get 403 on the operator fine routes, callers without a token 401', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['POST', 'fines', { organizationCode: DEMO.employer.code, amount: '500', reason: 'x' }],
      ['POST', `fines/${id}/status`, { status: 'canceled', reason: 'x' }],
      ['GET', 'fines'],
      ['GET', 'fines/candidates'],
    ];
    const before = await snapshot(ctx.db, [...MONEY_TABLES]);
    for (const [method, url, payload] of calls) {
      expectResultError(await ctx.inject({ method: method as 'GET', url: `${OP}/${url}`, token: employer, payload: payload as never }), 403, 'FORBIDDEN');
      expectResultError(await ctx.inject({ method: method as 'GET', url: `${OP}/${url}`, payload: payload as never }), 401, 'UNAUTHORIZED');
    }
    expect(await snapshot(ctx.db, [...MONEY_TABLES])).toEqual(before);
  });

  it('the employer list answers only the caller\'s fines; another organization\'s declaration id is a 404 that reveals nothing', async () => {
    const d = await lateDeclaration();
    const fine = resultOf<OperatorFine>(await impose({ organizationCode: DEMO.employer.code, amount: '500', reason: 'late', declarationId: d.id }));
    expect((await finesOf(employer2)).items.map((f) => f.id)).not.toContain(fine.id);
    const res = await ctx.inject({ method: 'GET', url: `${F}/declarations/get-fines-payment-list?declarationId=${d.id}`, token: employer2 });
    const body = expectResultError(res, 404, 'DECLARATION_NOT_AVAILABLE');
    expect(JSON.stringify(body)).not.toContain(fine.number);
    expect((await finesOf(employer, `?declarationId=${d.id}`)).items.map((f) => f.id)).toEqual([fine.id]);
    expectResultError(await ctx.inject({ method: 'GET', url: `${F}/declarations/get-fines-payment-list?declarationId=nope`, token: employer }), 400, 'VALIDATION_FAILED');
    // the penalty details of the other organization's declaration: 404 as well
    expectResultError(await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${d.id}/penalty-details`, token: employer2 }), 404, 'DECLARATION_NOT_AVAILABLE');
  });
});

describe('POST fines', () => {
  it('imposes a fine: a "fine imposed" movement, the balance down by its amount, payable until payments cover it', async () => {
    const before = await balance(employer2);
    // 980.00 paid, nothing declared: a fine of 1,000.00 is not covered
    const fine = resultOf<OperatorFine>(await impose({ organizationCode: DEMO.employer2.code, amount: '1000', reason: 'ვადაგადაცილებული დეკლარაცია' }));
    expect(fine).toMatchObject({ organizationCode: DEMO.employer2.code, amount: '1000.00', status: 'valid', paymentType: 'payable', declarationId: null });
    expect(fine.number).toMatch(/^F-\d+$/);
    expect(await balance(employer2)).toBe(before - 100_000n);
    const movements = await ctx.db.selectFrom('ledgerMovements').selectAll().where('sourceId', '=', fine.id).execute();
    expect(movements).toEqual([expect.objectContaining({ kind: 'fine_imposed', amount: '-1000.00', organizationId: org2, reason: 'ვადაგადაცილებული დეკლარაცია' })]);
    expect((await finesOf(employer2)).items.find((f) => f.id === fine.id)).toMatchObject({ paymentType: 'payable', amount: '1000.00', status: 'valid' });
    // a payment that covers the rest: paid
    await recordPayment(ctx.db, ctx.clock.now(), { organizationId: org2, number: 'TR-FINE-1', paidAt: '2026-11-20', bankName: 'ლიბერთი ბანკი', accountNumber: 'GE11LB0000000000000002', amount: 2_000n, reason: 'ჯარიმა' });
    expect((await finesOf(employer2)).items.find((f) => f.id === fine.id)!.paymentType).toBe('paid');
  });

  it('refuses amounts with more than two decimals, zero, negative, not a number or a JSON number; a blank reason; nothing changes', async () => {
    const body = { organizationCode: DEMO.employer2.code, reason: 'late' };
    for (const [amount, ref] of [['500.001', 'twoDecimals'], ['0', 'amountPositive'], ['0.00', 'amountPositive'], ['-500', 'notNegative'], ['five', 'numeric'], ['', 'required']] as const) {
      await refused((lang) => impose({ ...body, amount }, operator, lang), 400, 'VALIDATION_FAILED', { amount: ref });
    }
    await refused((lang) => impose({ ...body, amount: 500 }, operator, lang), 400, 'VALIDATION_FAILED');
    await refused((lang) => impose({ ...body, amount: '500', reason: '   ' }, operator, lang), 400, 'VALIDATION_FAILED', { reason: 'required' });
    await refused((lang) => impose({ ...body, amount: '500', declarationId: 'x' }, operator, lang), 400, 'VALIDATION_FAILED', { declarationId: 'invalidType' });
  });

  it('refuses an unknown organization, another organization\'s declaration and a second fine on one declaration', async () => {
    await refused((lang) => impose({ organizationCode: '999999999', amount: '500', reason: 'late' }, operator, lang), 404, 'RECORD_NOT_FOUND');
    const d = await lateDeclaration();
    await refused((lang) => impose({ organizationCode: DEMO.employer2.code, amount: '500', reason: 'late', declarationId: d.id }, operator, lang), 404, 'DECLARATION_NOT_AVAILABLE');
    await refused((lang) => impose({ organizationCode: DEMO.employer.code, amount: '500', reason: 'late', declarationId: randomUUID() }, operator, lang), 404, 'DECLARATION_NOT_AVAILABLE');
    // two at the same moment: one fine
    const answers = await Promise.all([0, 1, 2].map(() => impose({ organizationCode: DEMO.employer.code, amount: '500', reason: 'late', declarationId: d.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expectResultError(a, 409, 'FINE_ALREADY_IMPOSED');
    expect(await ctx.db.selectFrom('fines').select('id').where('declarationId', '=', d.id).execute()).toHaveLength(1);
  });
});

describe('POST fines/{id}/status', () => {
  it('canceled gives the amount back; appealed takes it out of the balance until the appeal is decided; a canceled fine stays canceled', async () => {
    const fine = resultOf<OperatorFine>(await impose({ organizationCode: DEMO.employer2.code, amount: '500', reason: 'late' }));
    const start = await balance(employer2);
    const appealed = resultOf<OperatorFine>(await setStatus(fine.id, { status: 'appealed', reason: 'appeal filed in court' }));
    expect(appealed).toMatchObject({ status: 'appealed', paymentType: null, statusReason: 'appeal filed in court' });
    expect(await balance(employer2)).toBe(start + 50_000n);
    resultOf(await setStatus(fine.id, { status: 'valid', reason: 'appeal rejected' }));
    expect(await balance(employer2)).toBe(start);
    const canceled = resultOf<OperatorFine>(await setStatus(fine.id, { status: 'canceled', reason: 'imposed by mistake' }));
    expect(canceled).toMatchObject({ status: 'canceled', paymentType: null });
    expect(await balance(employer2)).toBe(start + 50_000n);
    const kinds = await ctx.db.selectFrom('ledgerMovements').select(['kind', 'amount']).where('sourceId', '=', fine.id).orderBy('seq').execute();
    expect(kinds).toEqual([
      { kind: 'fine_imposed', amount: '-500.00' },
      { kind: 'fine_appealed', amount: '500.00' },
      { kind: 'fine_reinstated', amount: '-500.00' },
      { kind: 'fine_cancelled', amount: '500.00' },
    ]);
    for (const status of ['valid', 'appealed', 'canceled']) await refused((lang) => setStatus(fine.id, { status, reason: 'again' }, operator, lang), 409, 'FINE_STATUS_NOT_ALLOWED');
  });

  it('an appeal upheld cancels the fine without moving money again', async () => {
    const fine = resultOf<OperatorFine>(await impose({ organizationCode: DEMO.employer2.code, amount: '700.50', reason: 'late' }));
    const start = await balance(employer2);
    resultOf(await setStatus(fine.id, { status: 'appealed', reason: 'appeal' }));
    resultOf(await setStatus(fine.id, { status: 'canceled', reason: 'appeal upheld' }));
    expect(await balance(employer2)).toBe(start + 70_050n);
  });

  it('refuses an unknown fine, a bad status, a blank reason; nothing changes', async () => {
    const fine = resultOf<OperatorFine>(await impose({ organizationCode: DEMO.employer2.code, amount: '500', reason: 'late' }));
    await refused((lang) => setStatus(randomUUID(), { status: 'canceled', reason: 'x' }, operator, lang), 404, 'RECORD_NOT_FOUND');
    await refused((lang) => setStatus('not-a-uuid', { status: 'canceled', reason: 'x' }, operator, lang), 400, 'VALIDATION_FAILED');
    await refused((lang) => setStatus(fine.id, { status: 'paid', reason: 'x' }, operator, lang), 400, 'VALIDATION_FAILED', { status: 'invalidType' });
    await refused((lang) => setStatus(fine.id, { status: 'canceled', reason: '' }, operator, lang), 400, 'VALIDATION_FAILED', { reason: 'required' });
    await refused((lang) => setStatus(fine.id, { status: 'canceled' }, operator, lang), 400, 'VALIDATION_FAILED', { reason: 'required' });
  });
});

describe('GET fines and fines/candidates', () => {
  it('lists declarations activated after the 15th of the following month without a fine, 500 GEL, 1,000 GEL for a repeat', async () => {
    const fresh = await createTestContext();
    try {
      const op = (await operatorLogin(fresh)).accessToken;
      const emp = (await fresh.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
      const candidates = async () => resultOf<Page<Candidate>>(await fresh.inject({ method: 'GET', url: `${OP}/fines/candidates?organizationCode=${DEMO.employer2.code}&pageSize=50`, token: op }));
      expect((await candidates()).items).toEqual([]);
      const activate = async (period: { year: number; month: number }) => {
        const d = await createDeclaration(fresh, emp, period);
        await addRow(fresh, emp, d.id, row('11100000001', '1500.00'));
        return resultOf<Decl>(await fresh.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: emp }));
      };
      const first = await activate({ year: 2024, month: 3 });
      const second = await activate({ year: 2024, month: 4 });
      const list = (await candidates()).items;
      expect(list.map((c) => c.declarationId).sort()).toEqual([first.id, second.id].sort());
      const c1 = list.find((c) => c.declarationId === first.id)!;
      expect(c1).toMatchObject({ organizationCode: DEMO.employer2.code, dueDate: '2024-04-15', suggestedAmount: '500.00', isRepeat: false });
      expect(c1.daysLate).toBeGreaterThan(365);
      resultOf(await fresh.inject({ method: 'POST', url: `${OP}/fines`, token: op, payload: { organizationCode: DEMO.employer2.code, amount: c1.suggestedAmount, reason: 'late', declarationId: first.id } }));
      // the fined one is no candidate any more; the next one is a repeat
      const after = (await candidates()).items;
      expect(after.map((c) => [c.declarationId, c.suggestedAmount, c.isRepeat])).toEqual([[second.id, '1000.00', true]]);
      // a declaration activated in time is never a candidate
      const all = resultOf<Page<Candidate>>(await fresh.inject({ method: 'GET', url: `${OP}/fines/candidates?pageSize=200`, token: op }));
      expect(all.items.every((c) => c.activationDate > c.dueDate)).toBe(true);
      // the operator's list, by organization and status
      const fines = resultOf<Page<OperatorFine>>(await fresh.inject({ method: 'GET', url: `${OP}/fines?organizationCode=${DEMO.employer2.code}&status=valid`, token: op }));
      expect(fines.items.map((f) => f.declarationId)).toEqual([first.id]);
      expect(resultOf<Page<OperatorFine>>(await fresh.inject({ method: 'GET', url: `${OP}/fines?organizationCode=000000000`, token: op })).totalCount).toBe(0);
      expectResultError(await fresh.inject({ method: 'GET', url: `${OP}/fines?status=paid`, token: op }), 400, 'VALIDATION_FAILED');
    } finally {
      await fresh.close();
    }
  }, 240_000);
});
