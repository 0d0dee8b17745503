import { randomUUID } from 'node:crypto';
import { errorMessage, LANGS, type ErrorCode, type OperatorRefund, type Refund } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../db/seed/demo-bank-accounts.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart, operatorLogin, PDF } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { steppedUp } from '../../test/two-factor.ts';
import { recordPayment } from '../finance/ledger.service.ts';

/**
 * Idempotency-Key of refund requests and of their decisions (docs/decisions/0060): a request sent twice under one
 * key, one after the other or at once, files one request and pays one refund; the same key with another request
 * is refused in every language and changes nothing.
 */
const W = '/api/finance-write/v1/declarations/organization';
const OP = '/api/operator/v1';
const TABLES = ['refunds', 'refundDocuments', 'files', 'ledgerMovements'] as const;
const ACCOUNT = DEMO_BANK_ACCOUNTS.employer2[0];

let ctx: TestContext;
let employer: string;
let employer2: string;
let operator: string;
let org2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  employer = (await ctx.login()).accessToken;
  await steppedUp(ctx, employer); // refund requests ask for a recent second factor
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  await steppedUp(ctx, employer2);
  operator = (await operatorLogin(ctx)).accessToken;
  org2 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
  await recordPayment(ctx.db, ctx.clock.now(), { organizationId: org2, number: 'TR-IDEM-1', paidAt: '2026-11-01', bankName: 'ლიბერთი ბანკი', accountNumber: ACCOUNT, amount: 5_000_000n, reason: 'საპენსიო შენატანები' });
}, 120_000);
afterAll(async () => ctx?.close());

const ask = (key: string | null, amount: string, token = employer2, lang = 'en') => {
  const body = multipart({ accountNumber: ACCOUNT, bankDetails: 'ლიბერთი ბანკი', documentTypes: 'application', amount }, [{ name: 'application.pdf', content: PDF, contentType: 'application/pdf', field: 'documents' }]);
  return ctx.inject({ method: 'POST', url: `${W}/refund`, token, payload: body.payload, headers: { ...body.headers, 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) } });
};
const decide = (id: string, key: string, payload: Record<string, unknown>, lang = 'en') =>
  ctx.inject({ method: 'POST', url: `${OP}/refunds/${id}/decision`, token: operator, payload, headers: { 'accept-language': lang, 'idempotency-key': key } });
const refundsOf = async () => (await ctx.db.selectFrom('refunds').select('id').where('organizationId', '=', org2).execute()).length;
const paidMovements = async (refundId: string) =>
  (await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceKind', '=', 'refund').where('sourceId', '=', refundId).execute()).length;

/** The same key with another request: refused in every language, nothing written. */
async function reused(call: (lang: string) => ReturnType<typeof ask>, code: ErrorCode = 'IDEMPOTENCY_KEY_REUSED') {
  const before = await snapshot(ctx.db, [...TABLES]);
  for (const lang of LANGS) expectResultError(await call(lang), 422, code, errorMessage(lang, code));
  expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
}

describe('Idempotency-Key of a refund request', () => {
  it('a request sent again under its key answers the first answer and files nothing more', async () => {
    const key = randomUUID();
    const before = await refundsOf();
    const first = resultOf<Refund>(await ask(key, '10.00'));
    const again = resultOf<Refund>(await ask(key, '10.00'));
    expect(again).toEqual(first);
    expect(await refundsOf()).toBe(before + 1);
    await reused((lang) => ask(key, '11.00', employer2, lang));
  });

  it('two copies sent at once file one request: the other answers the same or "still in progress"', async () => {
    const key = randomUUID();
    const before = await refundsOf();
    const answers = await Promise.all([ask(key, '12.00'), ask(key, '12.00')]);
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => (a.json() as { result: Refund }).result.id);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([a.statusCode, (a.json() as { code: string }).code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok).size).toBe(1);
    expect(await refundsOf()).toBe(before + 1);
  });

  it('a key is the organization\'s own: another organization\'s request under it is its own request', async () => {
    const key = randomUUID();
    const mine = resultOf<Refund>(await ask(key, '13.00'));
    // the demo employer has no money to take back: its own request under the same key is refused on its own merits
    const theirs = await ask(key, '13.00', employer);
    expect(theirs.statusCode).not.toBe(200);
    expect((theirs.json() as { code: string }).code).not.toMatch(/^IDEMPOTENCY/);
    expect((await ctx.db.selectFrom('refunds').select('organizationId').where('id', '=', mine.id).executeTakeFirstOrThrow()).organizationId).toBe(org2);
  });

  it('a request refused by its checks releases its key: the retry, made right, files once', async () => {
    const key = randomUUID();
    const before = await refundsOf();
    expect((await ask(key, '999999.00')).json()).toMatchObject({ code: 'REFUND_ABOVE_BALANCE' });
    resultOf<Refund>(await ask(key, '14.00'));
    expect(await refundsOf()).toBe(before + 1);
  });
});

describe('Idempotency-Key of a refund decision', () => {
  it('an approval sent again, one after the other, pays the refund once and answers the first answer', async () => {
    const refund = resultOf<Refund>(await ask(randomUUID(), '15.00'));
    const key = randomUUID();
    const first = resultOf<OperatorRefund>(await decide(refund.id, key, { decision: 'approve' }));
    const again = resultOf<OperatorRefund>(await decide(refund.id, key, { decision: 'approve' }));
    expect(again).toEqual(first);
    expect(first.status).toBe('approved');
    expect(await paidMovements(refund.id)).toBe(1);
    await reused((lang) => decide(refund.id, key, { decision: 'reject', reason: 'სხვა' }, lang));
  });

  it('two approvals sent at once under one key pay the refund once', async () => {
    const refund = resultOf<Refund>(await ask(randomUUID(), '16.00'));
    const key = randomUUID();
    const answers = await Promise.all([decide(refund.id, key, { decision: 'approve' }), decide(refund.id, key, { decision: 'approve' })]);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([a.statusCode, (a.json() as { code: string }).code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await paidMovements(refund.id)).toBe(1);
  });

  it('the operator\'s key is the operator\'s own: an employer\'s request under the same key is not its replay', async () => {
    const key = randomUUID();
    const refund = resultOf<Refund>(await ask(key, '17.00'));
    const decided = resultOf<OperatorRefund>(await decide(refund.id, key, { decision: 'reject', reason: 'ხელმოწერა აკლია' }));
    expect(decided.status).toBe('rejected');
    expect(await paidMovements(refund.id)).toBe(0);
  });
});
