import { randomUUID } from 'node:crypto';
import { dateOfInstant, errorMessage, LANGS, validationMessage, type BalanceMonthDetail, type DetailedBalance } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, row, W } from '../../test/declarations.ts';
import { API, expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { recordMovement, recordPayment, recordRefundPaid } from './ledger.service.ts';

/** The month drill-down of the detailed balance: the month's row read from the month alone. */

let ctx: TestContext;
let e1: { accessToken: string; userId: string };
let e2: { accessToken: string; userId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  e1 = await ctx.login();
  e2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
  const org2 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
  // every kind of month: a payment, a payment taken back, a refund, a declaration, a fine
  await recordPayment(ctx.db, ctx.clock.now(), { organizationId: org2, number: 'BM-0001', paidAt: '2025-01-10', bankName: 'თიბისი ბანკი', accountNumber: 'GE60TB0000000000000001', amount: 10_000n, reason: 'შენატანი' });
  const wrong = await recordPayment(ctx.db, ctx.clock.now(), { organizationId: org2, number: 'BM-0002', paidAt: '2025-01-20', bankName: 'თიბისი ბანკი', accountNumber: 'GE60TB0000000000000001', amount: 2_500n, reason: 'შენატანი' });
  const received = await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', wrong.id).executeTakeFirstOrThrow();
  await recordMovement(ctx.db, { organizationId: org2, kind: 'payment_reversed', amount: -2_500n, valueDate: '2025-01-20', sourceKind: 'transaction', sourceId: wrong.id, countersId: received.id, reason: 'სხვა ორგანიზაციის გადახდა' });
  await recordRefundPaid(ctx.db, { organizationId: org2, refundId: randomUUID(), amount: 5_000n, paidOn: '2025-03-05' });
  const d = await createDeclaration(ctx, e2.accessToken, { year: 2025, month: 6 });
  await addRow(ctx, e2.accessToken, d.id, row('11100000001', '1000.00'));
  resultOf(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: e2.accessToken }));
  const op = (await operatorLogin(ctx)).accessToken;
  resultOf(await ctx.inject({ method: 'POST', url: '/api/operator/v1/fines', token: op, payload: { organizationCode: DEMO.employer2.code, amount: '500', reason: 'late', declarationId: d.id } }));
}, 180_000);
afterAll(async () => ctx?.close());

const monthOf = (user: { accessToken: string; userId: string }, month: string, lang = 'en', query = '') =>
  ctx.inject({ method: 'GET', url: `${API.balance(user.userId)}/months/${month}${query}`, token: user.accessToken, headers: { 'accept-language': lang } });

describe('GET users/{id}/detailed-balance/months/{month}', () => {
  it('gives for every month the figures of its row in the detailed balance, the balance before it and its movements', async () => {
    for (const user of [e1, e2]) {
      const b = resultOf<DetailedBalance>(await ctx.inject({ method: 'GET', url: API.balance(user.userId), token: user.accessToken }));
      expect(b.months.length).toBeGreaterThan(2);
      let before = '0.00';
      for (const row of b.months) {
        const m = resultOf<BalanceMonthDetail>(await monthOf(user, row.month));
        expect(m.row).toEqual(row);
        expect(m.openingBalance).toBe(before);
        expect(m.movements).toHaveLength(row.movementCount);
        // the movements are those the old drill-down gave
        const old = resultOf<DetailedBalance>(await ctx.inject({ method: 'GET', url: `${API.balance(user.userId)}?month=${row.month}`, token: user.accessToken }));
        expect(m.movements).toEqual(old.movements);
        before = row.balance;
      }
      expect(before).toBe(b.totalBalance);
    }
    const january = resultOf<BalanceMonthDetail>(await monthOf(e2, '2025-01'));
    expect(january.row).toMatchObject({ paid: '100.00', balance: '100.00', movementCount: 3 });
    expect(january.movements.map((m) => [m.kind, m.amount, m.documentNumber])).toEqual([
      ['payment_received', '100.00', 'BM-0001'],
      ['payment_received', '25.00', 'BM-0002'],
      ['payment_reversed', '-25.00', 'BM-0002'],
    ]);
  });

  it('a month before the first movement or after the last: zeros, the balance carried', async () => {
    const b = resultOf<DetailedBalance>(await ctx.inject({ method: 'GET', url: API.balance(e2.userId), token: e2.accessToken }));
    expect(resultOf<BalanceMonthDetail>(await monthOf(e2, '2001-01'))).toMatchObject({ openingBalance: '0.00', row: { paid: '0.00', balance: '0.00', movementCount: 0 }, movements: [] });
    const next = Number(dateOfInstant(ctx.clock.now()).slice(0, 4)) + 1;
    expect(resultOf<BalanceMonthDetail>(await monthOf(e2, `${next}-06`))).toMatchObject({ openingBalance: b.totalBalance, row: { balance: b.totalBalance, movementCount: 0 } });
  });

  it('another user\'s id or another organization\'s code is a 404 revealing nothing; a bad month is refused in the user\'s language', async () => {
    for (const lang of LANGS) {
      const other = expectResultError(await ctx.inject({ method: 'GET', url: `${API.balance(e2.userId)}/months/2025-01`, token: e1.accessToken, headers: { 'accept-language': lang } }), 404, 'RECORD_NOT_FOUND', errorMessage(lang, 'RECORD_NOT_FOUND'));
      expect(JSON.stringify(other)).not.toMatch(/BM-000|openingBalance/);
      expectResultError(await monthOf(e1, '2025-01', lang, `?organizationCode=${DEMO.employer2.code}`), 404, 'RECORD_NOT_FOUND');
      for (const month of ['2025-13', '2025-3', 'march']) {
        const bad = expectResultError(await monthOf(e2, month, lang), 400, 'VALIDATION_FAILED');
        expect(bad.result?.messages.month).toBe(validationMessage(lang, 'monthFormat'));
      }
    }
    expectResultError(await ctx.inject({ method: 'GET', url: `${API.balance(e2.userId)}/months/2025-01` }), 401, 'UNAUTHORIZED');
  });
});
