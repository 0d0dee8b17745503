import { createHash } from 'node:crypto';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER } from '@pensia/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema.ts';
import { AppError } from './app-error.ts';
import { headerOf } from './headers.ts';
import type { Deps } from './deps.ts';

/**
 * `Idempotency-Key` of the writes a retry must not make twice (declarations, refunds, fines:
 * docs/decisions/0060). A key is scoped to the organization of an employer's write, or to the user of a
 * back-office write (which acts on many organizations); the first request records it as running, and its answer is recorded in the same
 * transaction as its work, so a key is never "done" without the work or the work done without the key.
 * - same key, same request: the first answer again;
 * - same key, another request (method, path, body or file): 422;
 * - same key while the first is still running: 409. The process running it renews the key every
 *   `RENEW_EVERY_MS`; a key not renewed for `STALE_AFTER_MS` (its process died) is taken over by the next
 *   request with it. The first request's answer is recorded only while its claim is still its own (fenced
 *   by the key's time), so a request whose key was taken over rolls its work back instead of doing it twice
 *   (decision 0084);
 * - a request that fails releases its key, so the retry runs afresh. When the release itself fails (the
 *   database was unreachable when the request failed), this process remembers the key as ended and takes
 *   it over at the retry at once, instead of answering 409 until `STALE_AFTER_MS`: a key still "running"
 *   whose request is known to have failed can't have its work committed, since the work and the key's
 *   "done" commit together.
 */
export const STALE_AFTER_MS = 15_000;
/** How often a running request renews its key: three renewals missed before it is taken over. */
export const RENEW_EVERY_MS = 5_000;
/** Keys are kept a day: long enough for any client's retries. */
export const KEEP_KEYS_MS = 86_400_000;

/** Whose key it is: an organization's (the employer's writes) or a user's (the back office's). */
export type IdempotencyScope = { organizationId: string } | { userId: string };

export interface IdempotencyClaim {
  scope: IdempotencyScope;
  key: string;
  /** The key's time as this claim last wrote it (the claim, then each renewal): the fence of its answer. */
  stamp: Date;
  /** The time a renewal under way is writing, until it is known to have been written. */
  pending?: Date;
}

export type IdempotencyStart<T> = { replay: T } | { claim: IdempotencyClaim | null };

const KEY = /^[\x21-\x7e]{1,200}$/;

/** Keys whose request failed here but whose release did not reach the database. */
const unreleased = new Set<string>();
const MAX_UNRELEASED = 10_000;
const claimId = (scope: IdempotencyScope, key: string) => `${'organizationId' in scope ? scope.organizationId : `user:${scope.userId}`}\0${key}`;

/** The condition of one key of one scope. */
const ofKey = (scope: IdempotencyScope, key: string) => (eb: ExpressionBuilder<Database, 'idempotencyKeys'>) =>
  eb.and(['organizationId' in scope ? eb('organizationId', '=', scope.organizationId) : eb('userId', '=', scope.userId), eb('key', '=', key)]);

/** The request's Idempotency-Key header, if it sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  return headerOf(request, IDEMPOTENCY_KEY_HEADER);
}

export function requestHash(parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const p of parts) {
    h.update(typeof p === 'string' ? Buffer.from(p) : p);
    h.update('\0');
  }
  return h.digest('hex');
}

/** Claims a key, or answers the first request's result. Without a key nothing is claimed. */
export async function startIdempotent<T>(deps: Deps, scope: IdempotencyScope, key: string | undefined, hash: string): Promise<IdempotencyStart<T>> {
  if (key === undefined) return { claim: null };
  if (!KEY.test(key)) throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': 'invalidType' } });
  const now = deps.clock.now();
  const inserted = await deps.db
    .insertInto('idempotencyKeys')
    .values({ ...scope, key, requestHash: hash, status: 'running', createdAt: now })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { claim: { scope, key, stamp: now } };

  const existing = await deps.db.selectFrom('idempotencyKeys').selectAll().where(ofKey(scope, key)).executeTakeFirst();
  if (!existing) return startIdempotent(deps, scope, key, hash); // released in between: try again
  const expired = now.getTime() - new Date(existing.createdAt).getTime() > KEEP_KEYS_MS;
  if (expired) {
    await deps.db.deleteFrom('idempotencyKeys').where(ofKey(scope, key)).execute();
    return startIdempotent(deps, scope, key, hash);
  }
  if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (existing.status === 'done') return { replay: existing.responseBody as T };
  const ended = unreleased.has(claimId(scope, key));
  const stale = ended || now.getTime() - new Date(existing.createdAt).getTime() > STALE_AFTER_MS;
  if (!stale) throw new AppError('IDEMPOTENCY_IN_PROGRESS', { headers: { 'retry-after': '2' } });
  const taken = await deps.db.updateTable('idempotencyKeys').set({ createdAt: now }).where(ofKey(scope, key))
    .where('status', '=', 'running')
    .where('createdAt', '=', existing.createdAt)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw new AppError('IDEMPOTENCY_IN_PROGRESS', { headers: { 'retry-after': '2' } });
  unreleased.delete(claimId(scope, key));
  return { claim: { scope, key, stamp: now } };
}

/** Renews a running claim's key; answers false when the key is no longer this claim's (taken over). */
export async function renewIdempotent(deps: Deps, claim: IdempotencyClaim): Promise<boolean> {
  const now = deps.clock.now();
  claim.pending = now;
  try {
    const renewed = await deps.db.updateTable('idempotencyKeys').set({ createdAt: now }).where(ofKey(claim.scope, claim.key))
      .where('status', '=', 'running')
      .where('createdAt', '=', claim.stamp)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) return false;
    claim.stamp = now;
    return true;
  } finally {
    if (claim.pending === now) claim.pending = undefined;
  }
}

/**
 * Records the answer, inside the transaction of the work, while the key is still this claim's: a key taken
 * over by another request (this one looked dead) refuses the answer, and the work's transaction is rolled back.
 * A renewal under way may or may not have been written yet: either of its times is this claim's.
 */
export async function completeIdempotent(trx: Transaction<Database>, claim: IdempotencyClaim | null, body: unknown, now: Date): Promise<void> {
  if (!claim) return;
  const mine = claim.pending ? [claim.stamp, claim.pending] : [claim.stamp];
  const done = await trx.updateTable('idempotencyKeys').set({ status: 'done', responseStatus: 200, responseBody: JSON.stringify(body), completedAt: now }).where(ofKey(claim.scope, claim.key))
    .where('status', '=', 'running')
    .where('createdAt', 'in', mine)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new AppError('IDEMPOTENCY_IN_PROGRESS', { headers: { 'retry-after': '2' } });
}

/** Releases a key whose request failed, unless another request has taken it over since. */
export async function releaseIdempotent(deps: Deps, claim: IdempotencyClaim | null): Promise<void> {
  if (!claim) return;
  await deps.db.deleteFrom('idempotencyKeys').where(ofKey(claim.scope, claim.key))
    .where('status', '=', 'running')
    .where('createdAt', 'in', claim.pending ? [claim.stamp, claim.pending] : [claim.stamp])
    .execute()
    .then(
      () => unreleased.delete(claimId(claim.scope, claim.key)),
      () => {
        if (unreleased.size >= MAX_UNRELEASED) unreleased.delete(unreleased.values().next().value as string);
        unreleased.add(claimId(claim.scope, claim.key));
      },
    );
}

/** Runs a write under a key: replay, or claim, run, release on failure. */
export async function withIdempotency<T>(
  deps: Deps,
  scope: IdempotencyScope,
  key: string | undefined,
  hash: string,
  run: (claim: IdempotencyClaim | null) => Promise<T>,
): Promise<T> {
  const start = await startIdempotent<T>(deps, scope, key, hash);
  if ('replay' in start) return start.replay;
  const { claim } = start;
  let renewing: NodeJS.Timeout | undefined;
  if (claim) {
    // a renewal that fails (the database away a moment) is tried at the next tick; one that finds the key taken
    // over stops: the answer will be refused
    renewing = setInterval(() => {
      void renewIdempotent(deps, claim).then((mine) => mine || clearInterval(renewing), () => undefined);
    }, RENEW_EVERY_MS);
    renewing.unref();
  }
  try {
    return await run(claim);
  } catch (e) {
    clearInterval(renewing);
    await releaseIdempotent(deps, claim);
    throw e;
  } finally {
    clearInterval(renewing);
  }
}

/** Keys older than a day are dropped (called now and then by writes; cheap with the index). */
export async function purgeOldKeys(deps: Deps): Promise<void> {
  await sql`delete from idempotency_keys where created_at < ${new Date(deps.clock.now().getTime() - KEEP_KEYS_MS)}`.execute(deps.db);
}
