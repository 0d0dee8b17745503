import { randomUUID } from 'node:crypto';
import { parseMoney, type OperatorFine, type Refund, type StatementEntry, type Tetri } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../db/seed/demo-bank-accounts.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart, operatorLogin, PDF } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { camt053Xml, type Camt053Entry } from '../statements/camt053-writer.ts';
import { recordMovement, recordPayment, recordRefundPaid } from './ledger.service.ts';
import { steppedUp } from '../../test/two-factor.ts';

/** The "once" rules of the balance held by unique indexes (docs/decisions/0049), and the answers when they refuse. */

const OP = '/api/operator/v1';
const W = '/api/finance-write/v1/declarations/organization';
const AGENCY = 'GE10NB0331100000000001';
const TABLES = ['bankStatementEntries', 'bankStatementUnmatches', 'transactions', 'ledgerMovements', 'refunds', 'fines'] as const;
const tetri = (s: string): Tetri => parseMoney(s)!;

let ctx: TestContext;
let operator: string;
let employer: string;
let org1: string;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
  await steppedUp(ctx, employer); // refund requests ask for a recent second factor
  org1 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => ctx?.close());

/** Loads a statement of credits paid by the demo employer; answers the entries by reference. */
async function loadCredits(...references: string[]) {
  const messageId = `ONCE-${++seq}`;
  const entries: Camt053Entry[] = references.map((reference) => ({ reference, amount: 1_000n, direction: 'CRDT', bookingDate: '2026-11-20', valueDate: '2026-11-20', payerCode: DEMO.employer.code }));
  const xml = camt053Xml({ messageId, statementId: messageId, account: AGENCY, createdAt: new Date('2026-11-20T18:00:00Z'), fromDate: '2026-11-20', toDate: '2026-11-20', entries });
  const body = multipart({}, [{ field: 'file', name: 'statement.xml', content: xml, contentType: 'application/xml' }]);
  resultOf(await ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: operator, payload: body.payload, headers: body.headers }));
  return Promise.all(references.map((r) => ctx.db.selectFrom('bankStatementEntries').selectAll().where('reference', '=', r).executeTakeFirstOrThrow()));
}

const payment = (number: string) =>
  recordPayment(ctx.db, ctx.clock.now(), { organizationId: org1, number, paidAt: '2026-11-20', bankName: 'b', accountNumber: 'GE29NB0000000101904917', amount: 5_000n, reason: 'once' });

/** The database's refusal, by the index that refused. */
async function refusedBy(index: string, write: () => Promise<unknown>) {
  const error = await write().then(() => null, (e: unknown) => e);
  expect(isUniqueViolation(error, index), String(error)).toBe(true);
}

describe('the database holds the once rules', () => {
  it('a payment is received once', async () => {
    const t = await payment('ONCE-P1');
    await refusedBy('ledger_movements_payment_once_idx', () =>
      recordMovement(ctx.db, { organizationId: org1, kind: 'payment_received', amount: 5_000n, valueDate: '2026-11-20', sourceKind: 'transaction', sourceId: t.id }),
    );
  });

  it('a payment is taken back at most once, and a movement countered at most once', async () => {
    const t = await payment('ONCE-P2');
    const received = await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', t.id).executeTakeFirstOrThrow();
    const back = { organizationId: org1, kind: 'payment_reversed' as const, amount: -5_000n, valueDate: '2026-11-20', sourceKind: 'transaction' as const, sourceId: t.id };
    await recordMovement(ctx.db, { ...back, countersId: received.id });
    await refusedBy('ledger_movements_reversed_once_idx', () => recordMovement(ctx.db, back));
    const other = await payment('ONCE-P3');
    await refusedBy('ledger_movements_counter_once_idx', () => recordMovement(ctx.db, { ...back, sourceId: other.id, countersId: received.id }));
  });

  it("a reversing declaration's difference is written once", async () => {
    const adjustment = { organizationId: org1, kind: 'contribution_adjustment' as const, amount: -700n, valueDate: '2026-11-20', sourceKind: 'reversal' as const, sourceId: randomUUID() };
    await recordMovement(ctx.db, adjustment);
    await refusedBy('ledger_movements_adjustment_once_idx', () => recordMovement(ctx.db, { ...adjustment, amount: 700n }));
  });

  it("a payment is one bank entry's", async () => {
    const [a, b] = await loadCredits('ONCE-E1', 'ONCE-E2');
    expect(a!.transactionId && b!.transactionId).toBeTruthy();
    await refusedBy('bank_statement_entries_transaction_idx', () => ctx.db.updateTable('bankStatementEntries').set({ transactionId: a!.transactionId }).where('id', '=', b!.id).execute());
  });
});

describe('a once refusal is answered as the code answers the same thing done before', () => {
  it('undoing a match whose payment was taken back already: 409 and nothing changes', async () => {
    const [e] = await loadCredits('ONCE-U1');
    const received = await ctx.db.selectFrom('ledgerMovements').select('id').where('kind', '=', 'payment_received').where('sourceId', '=', e!.transactionId!).executeTakeFirstOrThrow();
    // taken back by a writer that did not go through the entry (the entry still says matched)
    await recordMovement(ctx.db, { organizationId: org1, kind: 'payment_reversed', amount: -1_000n, valueDate: '2026-11-20', sourceKind: 'transaction', sourceId: e!.transactionId!, countersId: received.id });
    const before = await snapshot(ctx.db, [...TABLES]);
    const res = await ctx.inject({ method: 'POST', url: `${OP}/bank-statements/entries/${e!.id}/unmatch`, token: operator, payload: { transactionId: e!.transactionId, reason: 'wrong organization' } });
    expectResultError(res, 409, 'STATEMENT_ENTRY_MATCH_CHANGED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
    const entry = resultOf<{ items: StatementEntry[] }>(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/matched?pageSize=200`, token: operator })).items.find((x) => x.id === e!.id);
    expect(entry?.status).toBe('matched');
  });

  it('approving a refund already paid out: 409 and nothing changes', async () => {
    await payment('ONCE-R');
    const body = multipart({ accountNumber: DEMO_BANK_ACCOUNTS.employer[1]!, bankDetails: 'TBCBGE22', amount: '12.34', documentTypes: 'application' }, [{ field: 'documents', name: 'a.pdf', content: PDF, contentType: 'application/pdf' }]);
    const refund = resultOf<Refund>(await ctx.inject({ method: 'POST', url: `${W}/refund`, token: employer, payload: body.payload, headers: body.headers }));
    await recordRefundPaid(ctx.db, { organizationId: org1, refundId: refund.id, amount: tetri(refund.amount), paidOn: '2026-11-20' });
    const before = await snapshot(ctx.db, [...TABLES]);
    expectResultError(await ctx.inject({ method: 'POST', url: `${OP}/refunds/${refund.id}/decision`, token: operator, payload: { decision: 'approve' } }), 409, 'REFUND_ALREADY_DECIDED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('canceling a fine whose amount was given back already: 409 and nothing changes', async () => {
    const fine = resultOf<OperatorFine>(await ctx.inject({ method: 'POST', url: `${OP}/fines`, token: operator, payload: { organizationCode: DEMO.employer.code, amount: '50.00', reason: 'late' } }));
    await recordMovement(ctx.db, { organizationId: org1, kind: 'fine_cancelled', amount: 5_000n, valueDate: '2026-11-20', sourceKind: 'fine', sourceId: fine.id });
    const before = await snapshot(ctx.db, [...TABLES]);
    expectResultError(await ctx.inject({ method: 'POST', url: `${OP}/fines/${fine.id}/status`, token: operator, payload: { status: 'canceled', reason: 'wrong' } }), 409, 'FINE_STATUS_NOT_ALLOWED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});
