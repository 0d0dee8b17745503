import { randomUUID } from 'node:crypto';
import { dateOfInstant, errorMessage, LANGS, parseMoney, validationMessage, type BalanceMonth, type DetailedBalance, type Tetri } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, F, row, W, type Decl } from '../../test/declarations.ts';
import { API, expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { recordPayment, recordRefundPaid } from './ledger.service.ts';

const tetri = (s: string): Tetri => parseMoney(s)!;

let ctx: TestContext;
let e1: { accessToken: string; userId: string };
let e2: { accessToken: string; userId: string };
let org2: string;
let declaration: Decl;
let fine: { id: string; number: string };

beforeAll(async () => {
  ctx = await createTestContext();
  e1 = await ctx.login();
  e2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
  org2 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
  // a history for the second employer: a payment in January 2025, a refund in March 2025, and this month a
  // declaration activated and a fine (besides the demo payment of 980.00)
  await recordPayment(ctx.db, ctx.clock.now(), { organizationId: org2, number: 'TR-2025-0001', paidAt: '2025-01-10', bankName: 'თიბისი ბანკი', accountNumber: 'GE60TB0000000000000001', amount: 10_000n, reason: 'საპენსიო შენატანები' });
  await recordRefundPaid(ctx.db, { organizationId: org2, refundId: randomUUID(), amount: 5_000n, paidOn: '2025-03-05', reason: 'ზედმეტად გადახდილი თანხის დაბრუნება' });
  const d = await createDeclaration(ctx, e2.accessToken, { year: 2025, month: 6 });
  await addRow(ctx, e2.accessToken, d.id, row('11100000001', '1000.00'));
  declaration = resultOf<Decl>(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: e2.accessToken }));
  const op = (await operatorLogin(ctx)).accessToken;
  fine = resultOf<{ id: string; number: string }>(await ctx.inject({ method: 'POST', url: '/api/operator/v1/fines', token: op, payload: { organizationCode: DEMO.employer2.code, amount: '500', reason: 'late', declarationId: d.id } }));
}, 180_000);
afterAll(async () => ctx?.close());

const detailed = (user = e2, query = '') => ctx.inject({ method: 'GET', url: `${API.balance(user.userId)}${query}`, token: user.accessToken });
const thisMonth = () => dateOfInstant(ctx.clock.now()).slice(0, 7);

describe('GET users/{id}/detailed-balance', () => {
  it('the balance month by month from the first movement through this month, with a running balance', async () => {
    const b = resultOf<DetailedBalance>(await detailed());
    expect(b.organizationCode).toBe(DEMO.employer2.code);
    expect(b.movements).toBeNull();
    const months = b.months;
    expect(months[0]!.month).toBe('2025-01');
    expect(months.at(-1)!.month).toBe(thisMonth());
    // no gaps
    for (let i = 1; i < months.length; i++) {
      const [y, m] = months[i - 1]!.month.split('-').map(Number) as [number, number];
      expect(months[i]!.month).toBe(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`);
    }
    const byMonth = new Map(months.map((m) => [m.month, m]));
    expect(byMonth.get('2025-01')).toMatchObject({ paid: '100.00', declared: '0.00', fines: '0.00', refunds: '0.00', balance: '100.00', movementCount: 1 });
    expect(byMonth.get('2025-02')).toMatchObject({ paid: '0.00', balance: '100.00', movementCount: 0 });
    expect(byMonth.get('2025-03')).toMatchObject({ refunds: '50.00', balance: '50.00', movementCount: 1 });
    const now = byMonth.get(thisMonth())!;
    expect(now).toMatchObject({ declared: declaration.totals.totalContribution, fines: '500.00' });
    // each running balance is the one before plus the month's movements; the last is the total
    let running = 0n;
    for (const m of months) {
      running += tetri(m.paid) - tetri(m.declared) - tetri(m.fines) - tetri(m.refunds) + tetri(m.returned);
      expect(tetri(m.balance)).toBe(running);
    }
    expect(b.totalBalance).toBe(months.at(-1)!.balance);
    const sum = (k: keyof BalanceMonth) => months.reduce((t, m) => t + tetri(m[k] as string), 0n);
    expect(b.parts).toMatchObject({ fines: '500.00', refunds: '50.00', returned: '0.00' });
    expect(tetri(b.parts.paid)).toBe(sum('paid'));
    expect(tetri(b.parts.declared)).toBe(sum('declared'));
    expect(tetri(b.totalBalance)).toBe(1_080_00n - 50_00n - tetri(declaration.totals.totalContribution) - 500_00n);
    // the same figure as org-balance and the info bar
    const org = resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token: e2.accessToken }));
    expect(org.totalBalance).toBe(b.totalBalance);
  });

  it('drills down from a month to its movements, each with its source document\'s number', async () => {
    const march = resultOf<DetailedBalance>(await detailed(e2, '?month=2025-03'));
    expect(march.movements).toEqual([expect.objectContaining({ kind: 'refund_paid', amount: '-50.00', valueDate: '2025-03-05', sourceKind: 'refund', reason: 'ზედმეტად გადახდილი თანხის დაბრუნება' })]);
    const january = resultOf<DetailedBalance>(await detailed(e2, '?month=2025-01'));
    expect(january.movements).toEqual([expect.objectContaining({ kind: 'payment_received', amount: '100.00', documentNumber: 'TR-2025-0001' })]);
    const now = resultOf<DetailedBalance>(await detailed(e2, `?month=${thisMonth()}&organizationCode=${DEMO.employer2.code}`));
    const kinds = now.movements!.map((m) => [m.kind, m.documentNumber]);
    expect(kinds).toEqual(expect.arrayContaining([['contribution_due', String((declaration as unknown as { declarationNumber: string }).declarationNumber)], ['fine_imposed', fine.number]]));
    expect(now.movements!.length).toBe(now.months.at(-1)!.movementCount);
    // a month without movements: none
    expect(resultOf<DetailedBalance>(await detailed(e2, '?month=2025-02')).movements).toEqual([]);
    expect(resultOf<DetailedBalance>(await detailed(e2, '?month=2001-01')).movements).toEqual([]);
  });

  it('two years of the demo employer', async () => {
    const b = resultOf<DetailedBalance>(await detailed(e1));
    expect(b.months.length).toBeGreaterThanOrEqual(24);
    expect(b.months.filter((m) => m.movementCount > 0).length).toBeGreaterThanOrEqual(22);
    expect(b.parts.fines).toBe('500.00');
  });

  it('another user\'s id or another organization\'s code is a 404 that reveals nothing; a bad month is refused in the user\'s language', async () => {
    for (const lang of LANGS) {
      const headers = { 'accept-language': lang };
      const other = expectResultError(await ctx.inject({ method: 'GET', url: API.balance(e2.userId), token: e1.accessToken, headers }), 404, 'RECORD_NOT_FOUND', errorMessage(lang, 'RECORD_NOT_FOUND'));
      expect(JSON.stringify(other)).not.toMatch(/TR-2025|totalBalance/);
      const code = expectResultError(await ctx.inject({ method: 'GET', url: `${API.balance(e1.userId)}?organizationCode=${DEMO.employer2.code}`, token: e1.accessToken, headers }), 404, 'RECORD_NOT_FOUND');
      expect(JSON.stringify(code)).not.toContain(DEMO.employer2.code);
      for (const month of ['2025-13', '2025-3', 'march', '2025-03-01']) {
        const bad = expectResultError(await ctx.inject({ method: 'GET', url: `${API.balance(e2.userId)}?month=${month}`, token: e2.accessToken, headers }), 400, 'VALIDATION_FAILED');
        expect(bad.result?.messages.month).toBe(validationMessage(lang, 'monthFormat'));
      }
    }
    expectResultError(await ctx.inject({ method: 'GET', url: API.balance(e2.userId) }), 401, 'UNAUTHORIZED');
  });
});
