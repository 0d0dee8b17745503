import { formatMoneyPlain, parseMoney, type Refund, type Tetri } from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../db/seed/demo-bank-accounts.ts';
import { resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin, PDF } from '../../test/multipart.ts';
import { createTestContext, DEMO, onPostgres, type TestContext } from '../../test/test-app.ts';
import { camt053Xml, type Camt053Entry } from '../statements/camt053-writer.ts';
import { steppedUp } from '../../test/two-factor.ts';

/**
 * Random interleavings of balance writes from several connections at once (docs/decisions/0048): refund
 * approvals, payments taken back, fines imposed and canceled, payments matched by a statement. After each run
 * every balance is the sum of its movements, and no refund was approved beyond the balance before it.
 */

const OP = '/api/operator/v1';
const W = '/api/finance-write/v1/declarations/organization';
const AGENCY = 'GE10NB0331100000000001';
const RUNS = 8;
const tetri = (s: string): Tetri => parseMoney(s)!;

/** A seeded PRNG (mulberry32): a failing run is reproduced by its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.skipIf(!onPostgres)('balance writes interleaved on PostgreSQL — skipped on the embedded database: its one connection runs every transaction one after the other', () => {
  let ctx: TestContext;
  let operator: string;
  let employer: string;
  let org: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    operator = (await operatorLogin(ctx)).accessToken;
    employer = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
    await steppedUp(ctx, employer); // refund requests ask for a recent second factor
    org = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => ctx?.close());

  const balance = async () => tetri(resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: '/api/finance/v1/declarations/org-balance', token: employer })).totalBalance);

  async function loadCredits(run: number, amounts: Tetri[]) {
    const id = `RACE-${run}`;
    const entries: Camt053Entry[] = amounts.map((amount, i) => ({ reference: `${id}-${i}`, amount, direction: 'CRDT', bookingDate: '2026-11-20', valueDate: '2026-11-20', payerCode: DEMO.employer2.code }));
    const body = multipart({}, [{ field: 'file', name: 's.xml', content: camt053Xml({ messageId: id, statementId: id, account: AGENCY, createdAt: new Date('2026-11-20T18:00:00Z'), fromDate: '2026-11-20', toDate: '2026-11-20', entries }), contentType: 'application/xml' }]);
    resultOf(await ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: operator, payload: body.payload, headers: body.headers }));
    return ctx.db.selectFrom('bankStatementEntries').select(['id', 'transactionId']).where('reference', 'like', `${id}-%`).execute();
  }

  async function askRefund(amount: Tetri) {
    const body = multipart({ accountNumber: DEMO_BANK_ACCOUNTS.employer2[0]!, bankDetails: 'TBCBGE22', amount: formatMoneyPlain(amount), documentTypes: 'application' }, [{ field: 'documents', name: 'a.pdf', content: PDF, contentType: 'application/pdf' }]);
    return resultOf<Refund>(await ctx.inject({ method: 'POST', url: `${W}/refund`, token: employer, payload: body.payload, headers: body.headers }));
  }

  it('after any interleaving, every balance is the sum of its movements and no refund was approved beyond the balance before it', async () => {
    for (let run = 0; run < RUNS; run++) {
      const random = prng(20261128 + run);
      const credits = [0, 1, 2].map(() => 100_000n + BigInt(Math.floor(random() * 500_000)));
      // a debt left by the run before (refunds paid out of payments taken back after) is covered first
      const owed = await balance();
      if (owed < 0n) credits[0]! += -owed;
      const entries = await loadCredits(run, credits);
      for (const r of await ctx.db.selectFrom('refunds').select('id').where('organizationId', '=', org).where('status', '=', 'new').execute()) {
        resultOf(await ctx.inject({ method: 'POST', url: `${OP}/refunds/${r.id}/decision`, token: operator, payload: { decision: 'reject', reason: 'race' } }));
      }
      const start = await balance();
      expect(start > 0n).toBe(true);
      // requests asked one after the other (each below the balance less those pending), decided at once below
      const refunds: Refund[] = [];
      for (let i = 0; i < 3; i++) refunds.push(await askRefund((start * BigInt(25 + Math.floor(random() * 7))) / 100n));
      const fine = resultOf<{ id: string }>(await ctx.inject({ method: 'POST', url: `${OP}/fines`, token: operator, payload: { organizationCode: DEMO.employer2.code, amount: '10.00', reason: 'race' } }));

      const writes: (() => Promise<{ statusCode: number }>)[] = [
        ...refunds.map((r) => () => ctx.inject({ method: 'POST', url: `${OP}/refunds/${r.id}/decision`, token: operator, payload: { decision: 'approve' } })),
        ...entries.map((e) => () => ctx.inject({ method: 'POST', url: `${OP}/bank-statements/entries/${e.id}/unmatch`, token: operator, payload: { transactionId: e.transactionId, reason: 'race' } })),
        () => ctx.inject({ method: 'POST', url: `${OP}/fines/${fine.id}/status`, token: operator, payload: { status: 'canceled', reason: 'race' } }),
        () => ctx.inject({ method: 'POST', url: `${OP}/fines`, token: operator, payload: { organizationCode: DEMO.employer2.code, amount: '20.00', reason: 'race' } }),
      ];
      // a random order, a random head start for each: the transactions overlap on the pool's connections
      const order = writes.map((w) => ({ w, k: random() })).sort((a, b) => a.k - b.k);
      const answers = await Promise.all(order.map(({ w }, i) => new Promise<{ statusCode: number }>((resolve, reject) => setTimeout(() => w().then(resolve, reject), Math.floor(random() * 3) * i))));
      for (const a of answers) expect([200, 409]).toContain(a.statusCode);
      // the requests refused for the balance are still new: rejected, so the next run asks afresh
      const open = await ctx.db.selectFrom('refunds').select('id').where('organizationId', '=', org).where('status', '=', 'new').execute();
      for (const r of open) resultOf(await ctx.inject({ method: 'POST', url: `${OP}/refunds/${r.id}/decision`, token: operator, payload: { decision: 'reject', reason: 'race' } }));

      const { rows: sums } = await sql<{ total: string }>`select coalesce(sum(amount), 0)::text as total from ledger_movements where organization_id = ${org}`.execute(ctx.db);
      expect(await balance()).toBe(tetri(sums[0]!.total));
      // each refund paid: the balance before it, in the order the movements were written (one at a time under the lock)
      const { rows: paid } = await sql<{ amount: string; before: string }>`
        select m.amount::text as amount, (select coalesce(sum(p.amount), 0) from ledger_movements p where p.organization_id = m.organization_id and p.seq < m.seq)::text as before
          from ledger_movements m where m.organization_id = ${org} and m.kind = 'refund_paid'`.execute(ctx.db);
      for (const p of paid) expect(-tetri(p.amount) < tetri(p.before), `run ${run}: refund ${p.amount} against ${p.before}`).toBe(true);
    }
  }, 120_000);
});
