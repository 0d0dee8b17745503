import { randomUUID } from 'node:crypto';
import { errorMessage, LANGS, type OperatorFine } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

/**
 * Idempotency-Key of the fine writes (docs/decisions/0060): imposing a fine or changing its status, sent twice
 * under one key, one after the other or at once, writes one fine and one movement; the same key with another
 * request is refused in every language and changes nothing. The key is the operator's own.
 */
const OP = '/api/operator/v1';
const TABLES = ['fines', 'ledgerMovements'] as const;

let ctx: TestContext;
let operator: string;
let org2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  org2 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => ctx?.close());

const impose = (key: string, amount: string, lang = 'en') =>
  ctx.inject({ method: 'POST', url: `${OP}/fines`, token: operator, payload: { organizationCode: DEMO.employer2.code, amount, reason: 'ვადაგადაცილება' }, headers: { 'accept-language': lang, 'idempotency-key': key } });
const setStatus = (id: string, key: string, status: string, lang = 'en') =>
  ctx.inject({ method: 'POST', url: `${OP}/fines/${id}/status`, token: operator, payload: { status, reason: 'გასაჩივრდა' }, headers: { 'accept-language': lang, 'idempotency-key': key } });
const finesOf = async () => (await ctx.db.selectFrom('fines').select('id').where('organizationId', '=', org2).execute()).length;
const movementsOf = async (fineId: string, kind: string) =>
  (await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceKind', '=', 'fine').where('sourceId', '=', fineId).where('kind', '=', kind as never).execute()).length;

async function reused(call: (lang: string) => ReturnType<typeof impose>) {
  const before = await snapshot(ctx.db, [...TABLES]);
  for (const lang of LANGS) expectResultError(await call(lang), 422, 'IDEMPOTENCY_KEY_REUSED', errorMessage(lang, 'IDEMPOTENCY_KEY_REUSED'));
  expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
}

describe('Idempotency-Key of the fine writes', () => {
  it('a fine imposed again under its key answers the first answer: one fine, one movement', async () => {
    const key = randomUUID();
    const before = await finesOf();
    const first = resultOf<OperatorFine>(await impose(key, '100'));
    const again = resultOf<OperatorFine>(await impose(key, '100'));
    expect(again).toEqual(first);
    expect(await finesOf()).toBe(before + 1);
    expect(await movementsOf(first.id, 'fine_imposed')).toBe(1);
    await reused((lang) => impose(key, '200', lang));
  });

  it('two copies sent at once impose one fine', async () => {
    const key = randomUUID();
    const before = await finesOf();
    const answers = await Promise.all([impose(key, '101'), impose(key, '101'), impose(key, '101')]);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([a.statusCode, (a.json() as { code: string }).code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    const ids = answers.filter((a) => a.statusCode === 200).map((a) => (a.json() as { result: OperatorFine }).result.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(1);
    expect(await finesOf()).toBe(before + 1);
  });

  it('a cancellation sent again, one after the other or at once, gives the amount back once', async () => {
    const fine = resultOf<OperatorFine>(await impose(randomUUID(), '102'));
    const key = randomUUID();
    const first = resultOf<OperatorFine>(await setStatus(fine.id, key, 'canceled'));
    expect(resultOf<OperatorFine>(await setStatus(fine.id, key, 'canceled'))).toEqual(first);
    expect(await movementsOf(fine.id, 'fine_cancelled')).toBe(1);
    await reused((lang) => setStatus(fine.id, key, 'appealed', lang));

    const other = resultOf<OperatorFine>(await impose(randomUUID(), '103'));
    const atOnce = randomUUID();
    const answers = await Promise.all([setStatus(other.id, atOnce, 'canceled'), setStatus(other.id, atOnce, 'canceled')]);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([a.statusCode, (a.json() as { code: string }).code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    expect(await movementsOf(other.id, 'fine_cancelled')).toBe(1);
  });

  it('one key of the operator for two different writes: the second is refused, not taken for the first', async () => {
    const key = randomUUID();
    const fine = resultOf<OperatorFine>(await impose(key, '104'));
    await reused((lang) => setStatus(fine.id, key, 'canceled', lang));
    expect(await movementsOf(fine.id, 'fine_cancelled')).toBe(0);
  });
});
