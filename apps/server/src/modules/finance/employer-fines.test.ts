import { formatMoneyPlain, parseMoney, type EmployerFinesPage, type OperatorFine, type Tetri } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { F } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { recordPayment } from './ledger.service.ts';

const OP = '/api/operator/v1';
const ORDER = '/api/front-office/v1/statements/download-org-order-file';
const tetri = (s: string): Tetri => parseMoney(s)!;

let ctx: TestContext;
let operator: string;
let employer: string;
let employer2: string;
let org2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  org2 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => ctx?.close());

const list = async (token: string, query = '') => resultOf<EmployerFinesPage>(await ctx.inject({ method: 'GET', url: `${F}/fines${query}`, token }));
const balance = async (token: string) => tetri(resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token })).totalBalance);
const impose = async (amount: string, reason: string) =>
  resultOf<OperatorFine>(await ctx.inject({ method: 'POST', url: `${OP}/fines`, token: operator, payload: { organizationCode: DEMO.employer2.code, amount, reason } }));
const order = (id: string, token = employer2) => ctx.inject({ method: 'GET', url: `${ORDER}?documentNumberId=${id}&documentType=fine`, token });

describe('GET finance fines (the employer\'s own list)', () => {
  it('each fine with amount, reason, status and what is still payable — the figure its payment order asks for — and the sum over all fines', async () => {
    const start = await balance(employer2);
    const fine = await impose('1000', 'დეკლარაცია წარდგენილია ვადის გასვლის შემდეგ');
    // the newest obligation: what the credits leave uncovered falls on it, at most its amount
    const deficit = -(start - 100_000n);
    const owed = deficit <= 0n ? 0n : deficit < 100_000n ? deficit : 100_000n;
    expect(owed).toBeGreaterThan(0n);
    const page = await list(employer2);
    const mine = page.items.find((f) => f.id === fine.id)!;
    expect(mine).toMatchObject({ number: fine.number, amount: '1000.00', status: 'valid', paymentType: 'payable', reason: 'დეკლარაცია წარდგენილია ვადის გასვლის შემდეგ', stillPayable: formatMoneyPlain(owed) });
    const stillPayableSum = page.items.reduce((s, f) => s + tetri(f.stillPayable), 0n);
    expect(page.sums).toEqual({ stillPayable: formatMoneyPlain(stillPayableSum), payableCount: page.items.filter((f) => tetri(f.stillPayable) > 0n).length });
    expect((await order(fine.id)).statusCode).toBe(200);

    // a payment covering what is left: paid, nothing payable, and its payment order says nothing is owed
    await recordPayment(ctx.db, ctx.clock.now(), { organizationId: org2, number: 'TR-EF-1', paidAt: '2026-11-20', bankName: 'ლიბერთი ბანკი', accountNumber: 'GE11LB0000000000000002', amount: owed, reason: 'ჯარიმა' });
    const paid = (await list(employer2)).items.find((f) => f.id === fine.id)!;
    expect(paid).toMatchObject({ paymentType: 'paid', stillPayable: '0.00' });
    expectResultError(await order(fine.id), 409, 'NOTHING_OWED');
  });

  it('a fine under appeal or canceled asks nothing; the status filter and the sums over every page', async () => {
    const a = await impose('300', 'first');
    const b = await impose('200.50', 'second');
    resultOf(await ctx.inject({ method: 'POST', url: `${OP}/fines/${a.id}/status`, token: operator, payload: { status: 'appealed', reason: 'appeal filed' } }));
    const all = await list(employer2, '?pageSize=100');
    expect(all.items.find((f) => f.id === a.id)).toMatchObject({ status: 'appealed', paymentType: null, stillPayable: '0.00' });
    expect(all.items.find((f) => f.id === b.id)).toMatchObject({ status: 'valid', paymentType: 'payable', stillPayable: '200.50' });
    expect((await list(employer2, '?status=appealed&pageSize=100')).items.map((f) => f.id)).toEqual([a.id]);
    // a page of one still carries the sums of all
    const first = await list(employer2, '?pageSize=1');
    expect(first.items).toHaveLength(1);
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.sums).toEqual(all.sums);
    expect(all.sums.stillPayable).toBe(formatMoneyPlain(all.items.reduce((s, f) => s + tetri(f.stillPayable), 0n)));
  });

  it('answers only the caller\'s fines; no token 401, an operator 403, a bad status 400, and nothing changes', async () => {
    const fine = await impose('50', 'scoped');
    expect((await list(employer, '?pageSize=100')).items.map((f) => f.id)).not.toContain(fine.id);
    const before = await snapshot(ctx.db, ['fines', 'ledgerMovements']);
    expectResultError(await ctx.inject({ method: 'GET', url: `${F}/fines` }), 401, 'UNAUTHORIZED');
    expectResultError(await ctx.inject({ method: 'GET', url: `${F}/fines`, token: operator }), 403, 'FORBIDDEN');
    expectResultError(await ctx.inject({ method: 'GET', url: `${F}/fines?status=paid`, token: employer2 }), 400, 'VALIDATION_FAILED');
    expect(await snapshot(ctx.db, ['fines', 'ledgerMovements'])).toEqual(before);
  });
});
