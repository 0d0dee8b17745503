import { randomUUID } from 'node:crypto';
import { dateOfInstant, parseMoney, type Tetri } from '@pensia/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, F, periods, row, W, type Decl } from '../../test/declarations.ts';
import { API, expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { recordMovement, recordPayment, recordRefundPaid } from './ledger.service.ts';

const OP = '/api/operator/v1';
const tetri = (s: string): Tetri => parseMoney(s)!;
const gel = (t: Tetri) => `${t / 100n}.${String(t % 100n).padStart(2, '0')}`;

let ctx: TestContext;
let operator: string;
/** The second demo employer: the property tests write on its ledger. */
let employer2: { token: string; userId: string; organizationId: string };
let employer: { token: string; organizationId: string };
const nextPeriod = periods(2019);

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  const e2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
  const e1 = await ctx.login();
  const orgOf = async (code: string) => (await ctx.db.selectFrom('organizations').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  employer2 = { token: e2.accessToken, userId: e2.userId, organizationId: await orgOf(DEMO.employer2.code) };
  employer = { token: e1.accessToken, organizationId: await orgOf(DEMO.employer.code) };
}, 120_000);
afterAll(async () => ctx?.close());

const ledgerSum = async (organizationId: string): Promise<Tetri> => {
  const { rows } = await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_movements where organization_id = ${organizationId}`.execute(ctx.db);
  return tetri(rows[0]!.s);
};
const apiBalance = async (token: string) => tetri(resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token })).totalBalance);

/** A saved declaration of the second employer with one row: ready to activate. */
async function readyDeclaration(gross: string): Promise<Decl> {
  const d = await createDeclaration(ctx, employer2.token, nextPeriod());
  const r = await addRow(ctx, employer2.token, d.id, row('11100000001', gross));
  return r.declaration;
}

describe('the ledger table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE: a movement is never changed or removed', async () => {
    const m = await recordRefundPaid(ctx.db, { organizationId: employer2.organizationId, refundId: randomUUID(), amount: 1n, paidOn: '2026-01-01' });
    await expect(sql`update ledger_movements set amount = -2 where id = ${m.id}`.execute(ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_movements where id = ${m.id}`.execute(ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate ledger_movements`.execute(ctx.db)).rejects.toThrow(/append-only/);
    const still = await ctx.db.selectFrom('ledgerMovements').select('amount').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(still.amount).toBe('-0.01');
    // undone by a counter-movement instead: a refund can't be "unpaid", so a payment in the same amount
    await recordPayment(ctx.db, ctx.clock.now(), { organizationId: employer2.organizationId, number: 'TR-COUNTER', paidAt: '2026-01-02', bankName: 'b', accountNumber: 'a', amount: 1n, reason: 'returned refund' });
  });

  it('refuses a movement whose sign or source does not fit its kind, a zero amount, and a second one of a kind that happens once', async () => {
    const base = { organization_id: employer2.organizationId, value_date: '2026-01-01', source_id: randomUUID() };
    const insert = (kind: string, amount: string, sourceKind: string, sourceId = base.source_id) =>
      sql`insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id) values (${base.organization_id}, ${kind}, ${amount}::numeric, ${base.value_date}::date, ${sourceKind}, ${sourceId})`.execute(ctx.db);
    await expect(insert('payment_received', '-5.00', 'transaction')).rejects.toThrow(/ledger_movements_sign/);
    await expect(insert('contribution_due', '5.00', 'declaration')).rejects.toThrow(/ledger_movements_sign/);
    await expect(insert('fine_imposed', '-5.00', 'declaration')).rejects.toThrow(/ledger_movements_source/);
    await expect(insert('payment_received', '0', 'transaction')).rejects.toThrow(/check/i);
    await insert('contribution_due', '-5.00', 'declaration');
    await expect(insert('contribution_due', '-5.00', 'declaration')).rejects.toThrow(/ledger_movements_once_idx|duplicate/);
    // the same rules in code: a caller's mistake never reaches the database
    expect(() => recordMovement(ctx.db, { organizationId: employer2.organizationId, kind: 'refund_paid', amount: 5n, valueDate: '2026-01-01', sourceKind: 'refund', sourceId: randomUUID() })).toThrow(/sign/);
  });
});

describe('activation writes the contributions due in its own transaction', () => {
  it('one movement of the declaration\'s total, dated the day of activation; the balance falls by as much', async () => {
    const d = await readyDeclaration('1234.56');
    const before = await apiBalance(employer2.token);
    const act = resultOf<Decl>(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: employer2.token }));
    const movements = await ctx.db.selectFrom('ledgerMovements').selectAll().where('sourceId', '=', d.id).execute();
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ kind: 'contribution_due', sourceKind: 'declaration', organizationId: employer2.organizationId, valueDate: dateOfInstant(ctx.clock.now()), createdBy: employer2.userId });
    expect(tetri(movements[0]!.amount)).toBe(-tetri(act.totals.totalContribution));
    expect(await apiBalance(employer2.token)).toBe(before - tetri(act.totals.totalContribution));
  });

  it('when the movement can not be written the activation is undone with it', async () => {
    const d = await readyDeclaration('1000.00');
    // a movement for this declaration already there: the activation's own is refused by the database
    await recordMovement(ctx.db, { organizationId: employer2.organizationId, kind: 'contribution_due', amount: -1n, valueDate: '2026-01-01', sourceKind: 'declaration', sourceId: d.id });
    const res = await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: employer2.token });
    expect(res.statusCode).toBe(500);
    const after = await ctx.db.selectFrom('declarations').select(['status', 'activationDate']).where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'draft', activationDate: null });
  });
});

describe('demo data', () => {
  it('two years of the demo employer: every payment and activated declaration is a movement, a late declaration was fined and the fine paid', async () => {
    const org = employer.organizationId;
    const documents = await sql<{ t: number; d: number }>`
      select (select count(*)::int from transactions where organization_id = ${org}) as t,
             (select count(*)::int from declarations where organization_id = ${org} and status in ('open', 'closed')) as d`.execute(ctx.db);
    const kinds = await ctx.db.selectFrom('ledgerMovements').select(['kind', sql<number>`count(*)::int`.as('n')]).where('organizationId', '=', org).groupBy('kind').execute();
    const count = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    expect(count.payment_received).toBe(documents.rows[0]!.t);
    expect(count.contribution_due).toBe(documents.rows[0]!.d);
    expect(count.fine_imposed).toBe(1);
    expect(documents.rows[0]!.d).toBeGreaterThanOrEqual(21);
    const balance = resultOf<{ totalBalance: string; months: { month: string }[] }>(await ctx.inject({ method: 'GET', url: `${API.balance((await ctx.login()).userId)}`, token: employer.token }));
    expect(balance.months.length).toBeGreaterThanOrEqual(23);
    expect(tetri(balance.totalBalance)).toBe(await ledgerSum(org));
    const fines = resultOf<{ items: { paymentType: string; status: string; amount: string }[] }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/get-fines-payment-list`, token: employer.token }));
    expect(fines.items).toEqual([expect.objectContaining({ amount: '500.00', status: 'valid', paymentType: 'paid' })]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties: random sequences of activations, payments, fines, status changes and refunds

type Op =
  | { op: 'activate'; gross: number }
  | { op: 'pay'; amount: bigint; daysAgo: number }
  | { op: 'fine'; amount: bigint }
  | { op: 'status'; fine: number; status: 'valid' | 'canceled' | 'appealed' }
  | { op: 'refund'; amount: bigint };

const amountArb = fc.bigInt({ min: 1n, max: 5_000_000n });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('activate' as const), gross: fc.integer({ min: 1, max: 900_000 }) }),
  fc.record({ op: fc.constant('pay' as const), amount: amountArb, daysAgo: fc.integer({ min: 0, max: 700 }) }),
  fc.record({ op: fc.constant('fine' as const), amount: amountArb }),
  fc.record({ op: fc.constant('status' as const), fine: fc.nat({ max: 5 }), status: fc.constantFrom('valid' as const, 'canceled' as const, 'appealed' as const) }),
  fc.record({ op: fc.constant('refund' as const), amount: amountArb }),
);

let paymentNumber = 0;
const fineStatus = new Map<string, { status: 'valid' | 'canceled' | 'appealed'; amount: bigint }>();

/** Runs one operation through the service or the API; answers the change of the balance it should make. */
async function run(o: Op, fines: string[]): Promise<bigint> {
  const organizationId = employer2.organizationId;
  switch (o.op) {
    case 'activate': {
      const d = await readyDeclaration(`${Math.floor(o.gross / 100)}.${String(o.gross % 100).padStart(2, '0')}`);
      const act = resultOf<Decl>(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: employer2.token }));
      return -tetri(act.totals.totalContribution);
    }
    case 'pay': {
      const paidAt = dateOfInstant(new Date(ctx.clock.now().getTime() - o.daysAgo * 86_400_000));
      await recordPayment(ctx.db, ctx.clock.now(), { organizationId, number: `TR-P-${++paymentNumber}`, paidAt, bankName: 'საქართველოს ბანკი', accountNumber: 'GE29NB0000000101904917', amount: o.amount, reason: 'საპენსიო შენატანები' });
      return o.amount;
    }
    case 'fine': {
      const f = resultOf<{ id: string }>(await ctx.inject({ method: 'POST', url: `${OP}/fines`, token: operator, payload: { organizationCode: DEMO.employer2.code, amount: gel(o.amount), reason: 'late declaration' } }));
      fines.push(f.id);
      fineStatus.set(f.id, { status: 'valid', amount: o.amount });
      return -o.amount;
    }
    case 'status': {
      const id = fines[o.fine % Math.max(fines.length, 1)];
      if (!id) return 0n;
      const current = fineStatus.get(id)!;
      const res = await ctx.inject({ method: 'POST', url: `${OP}/fines/${id}/status`, token: operator, payload: { status: o.status, reason: 'decision' } });
      if (current.status === o.status || current.status === 'canceled') {
        expectResultError(res, 409, 'FINE_STATUS_NOT_ALLOWED');
        return 0n;
      }
      resultOf(res);
      fineStatus.set(id, { ...current, status: o.status });
      // in the balance only while valid
      const counted = (s: string) => (s === 'valid' ? -current.amount : 0n);
      return counted(o.status) - counted(current.status);
    }
    case 'refund':
      await recordRefundPaid(ctx.db, { organizationId, refundId: randomUUID(), amount: o.amount, paidOn: dateOfInstant(ctx.clock.now()) });
      return -o.amount;
  }
}

describe('property: the balance is the sum of the movements, to the tetri', () => {
  it('after any sequence of activations, payments, fines, status changes and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        const start = await apiBalance(employer2.token);
        expect(start).toBe(await ledgerSum(employer2.organizationId));
        const fines: string[] = [];
        let expected = start;
        for (const o of ops) {
          expected += await run(o, fines);
          const balance = await apiBalance(employer2.token);
          expect(balance).toBe(expected);
          expect(balance).toBe(await ledgerSum(employer2.organizationId));
        }
        // the detailed balance's last month and its parts tell the same
        const detailed = resultOf<{ totalBalance: string; months: { balance: string }[]; parts: Record<string, string> }>(
          await ctx.inject({ method: 'GET', url: API.balance(employer2.userId), token: employer2.token }),
        );
        expect(tetri(detailed.months.at(-1)!.balance)).toBe(expected);
        const p = detailed.parts;
        expect(tetri(p.paid!) - tetri(p.declared!) - tetri(p.fines!) - tetri(p.refunds!) + tetri(p.returned!)).toBe(expected);
      }),
      { numRuns: 12 },
    );
  }, 600_000);

  it('writes made at the same moment, in any order, give the same balance as one after the other', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(opArb.filter((o) => o.op !== 'status')), { minLength: 2, maxLength: 8 }),
        fc.array(fc.constantFrom('canceled' as const, 'appealed' as const), { minLength: 0, maxLength: 3 }),
        fc.infiniteStream(fc.nat()),
        async (ops, statusChanges, order) => {
          // fines to change, imposed beforehand: each gets one change, so that no two writes decide between them
          const fines: string[] = [];
          for (const _ of statusChanges) await run({ op: 'fine', amount: 50_000n }, fines);
          const all: Op[] = [...ops, ...statusChanges.map((status, i): Op => ({ op: 'status', fine: i, status }))];
          // a random order of starting them, all at once
          const keys = all.map(() => order.next().value as number);
          const shuffled = all.map((o, i) => ({ o, k: keys[i]! })).sort((a, b) => a.k - b.k).map((x) => x.o);
          const start = await apiBalance(employer2.token);
          const deltas = await Promise.all(shuffled.map((o) => run(o, fines)));
          const expected = start + deltas.reduce((t, d) => t + d, 0n);
          expect(await apiBalance(employer2.token)).toBe(expected);
          expect(await ledgerSum(employer2.organizationId)).toBe(expected);
        },
      ),
      { numRuns: 5 },
    );
  }, 600_000);

  it('two cancellations of one fine at the same moment give its amount back once', async () => {
    const fines: string[] = [];
    await run({ op: 'fine', amount: 50_000n }, fines);
    const before = await apiBalance(employer2.token);
    const answers = await Promise.all(
      [0, 1, 2].map(() => ctx.inject({ method: 'POST', url: `${OP}/fines/${fines[0]}/status`, token: operator, payload: { status: 'canceled', reason: 'duplicate' } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await apiBalance(employer2.token)).toBe(before + 50_000n);
    expect(await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', fines[0]!).where('kind', '=', 'fine_cancelled').execute()).toHaveLength(1);
  });
});
