import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFileStorage } from '../modules/files/file-storage.ts';
import { createTestContext, DEMO, type TestContext } from '../test/test-app.ts';
import { AppError } from './app-error.ts';
import type { Deps } from './deps.ts';
import { completeIdempotent, releaseIdempotent, renewIdempotent, RENEW_EVERY_MS, STALE_AFTER_MS, startIdempotent, type IdempotencyClaim, type IdempotencyScope } from './idempotency.ts';

let ctx: TestContext;
let deps: Deps;
let scope: IdempotencyScope & { organizationId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  deps = { db: ctx.db, readDb: ctx.db, clock: ctx.clock, config: ctx.config, log: ctx.app.log, storage: databaseFileStorage };
  const org = await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
  scope = { organizationId: org.id };
});
afterAll(async () => ctx?.close());

async function claimOf(key: string): Promise<IdempotencyClaim> {
  const start = await startIdempotent<unknown>(deps, scope, key, 'hash');
  if (!('claim' in start) || !start.claim) throw new Error(`${key} not claimed: ${JSON.stringify(start)}`);
  return start.claim;
}

const codeOf = (p: Promise<unknown>) => p.then(() => 'done', (e: unknown) => (e instanceof AppError ? e.code : String(e)));

/** A piece of work and its answer in one transaction, as every write with a key does. */
const work = (claim: IdempotencyClaim, answer: object) =>
  ctx.db.transaction().execute(async (trx) => {
    await sql`insert into idempotency_keys (organization_id, key, request_hash, status, created_at) values (${scope.organizationId}::uuid, ${`work-of-${claim.stamp.getTime()}-${JSON.stringify(answer)}`}, 'w', 'done', now())`.execute(trx);
    await completeIdempotent(trx, claim, answer, ctx.clock.now());
  });

const worksDone = async () => (await ctx.db.selectFrom('idempotencyKeys').select('key').where('key', 'like', 'work-of-%').execute()).length;

describe('Idempotency-Key held by a request whose process died', () => {
  it('is kept while its request renews it, and taken over once it has not been renewed for STALE_AFTER_MS', async () => {
    const first = await claimOf('renewed');
    ctx.clock.advance(STALE_AFTER_MS - RENEW_EVERY_MS);
    expect(await renewIdempotent(deps, first)).toBe(true);
    ctx.clock.advance(STALE_AFTER_MS - RENEW_EVERY_MS);
    // older than STALE_AFTER_MS counted from the claim, not from its last renewal: still running
    expect(await codeOf(startIdempotent(deps, scope, 'renewed', 'hash'))).toBe('IDEMPOTENCY_IN_PROGRESS');

    // no renewal any more (its process is gone): the next request with the key takes it over
    ctx.clock.advance(RENEW_EVERY_MS * 2);
    await claimOf('renewed');
    expect(await renewIdempotent(deps, first)).toBe(false);
  });

  it('refuses the first request its answer once the key is taken over: the work is rolled back and done once, by the second', async () => {
    const before = await worksDone();
    const first = await claimOf('taken-over');
    ctx.clock.advance(STALE_AFTER_MS + 1);
    const second = await claimOf('taken-over');

    // the first request was only slow: its work must not be kept beside the second's
    expect(await codeOf(work(first, { by: 'first' }))).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(await worksDone()).toBe(before);
    // its failure does not release the key the second holds
    await releaseIdempotent(deps, first);
    expect(await codeOf(startIdempotent(deps, scope, 'taken-over', 'hash'))).toBe('IDEMPOTENCY_IN_PROGRESS');

    await work(second, { by: 'second' });
    expect(await worksDone()).toBe(before + 1);
    expect(await startIdempotent(deps, scope, 'taken-over', 'hash')).toEqual({ replay: { by: 'second' } });
  });

  it('records the answer of a request whose renewal was under way when it completed', async () => {
    const claim = await claimOf('renewing');
    ctx.clock.advance(RENEW_EVERY_MS);
    // the renewal written, its outcome not yet known to the request: either time is the claim's
    const renewal = renewIdempotent(deps, claim);
    await work(claim, { by: 'renewing' });
    await renewal;
    expect(await startIdempotent(deps, scope, 'renewing', 'hash')).toEqual({ replay: { by: 'renewing' } });
  });
});
