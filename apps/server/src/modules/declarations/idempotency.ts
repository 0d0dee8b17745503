import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';

/**
 * `Idempotency-Key` of create and upload: a retried request does not file twice. The key is scoped to the
 * organization; the first request records it as running, and its answer is recorded in the same
 * transaction as its work, so a key is never "done" without the work or the work done without the key.
 * - same key, same request: the first answer again;
 * - same key, another request (method, path, body or file): 422;
 * - same key while the first is still running: 409 (a key left running by a process that died is taken
 *   over after `STALE_AFTER_MS`);
 * - a request that fails releases its key, so the retry runs afresh. When the release itself fails (the
 *   database was unreachable when the request failed), this process remembers the key as ended and takes
 *   it over at the retry at once, instead of answering 409 until `STALE_AFTER_MS`: a key still "running"
 *   whose request is known to have failed can't have its work committed, since the work and the key's
 *   "done" commit together.
 */
export const STALE_AFTER_MS = 120_000;
/** Keys are kept a day: long enough for any client's retries. */
export const KEEP_KEYS_MS = 86_400_000;

export interface IdempotencyClaim {
  organizationId: string;
  key: string;
}

export type IdempotencyStart<T> = { replay: T } | { claim: IdempotencyClaim | null };

const KEY = /^[\x21-\x7e]{1,200}$/;

/** Keys whose request failed here but whose release did not reach the database. */
const unreleased = new Set<string>();
const MAX_UNRELEASED = 10_000;
const claimId = (organizationId: string, key: string) => `${organizationId}\0${key}`;

export function requestHash(parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const p of parts) {
    h.update(typeof p === 'string' ? Buffer.from(p) : p);
    h.update('\0');
  }
  return h.digest('hex');
}

/** Claims a key, or answers the first request's result. Without a key nothing is claimed. */
export async function startIdempotent<T>(deps: Deps, organizationId: string, key: string | undefined, hash: string): Promise<IdempotencyStart<T>> {
  if (key === undefined) return { claim: null };
  if (!KEY.test(key)) throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': 'invalidType' } });
  const now = deps.clock.now();
  const inserted = await deps.db
    .insertInto('idempotencyKeys')
    .values({ organizationId, key, requestHash: hash, status: 'running', createdAt: now })
    .onConflict((oc) => oc.columns(['organizationId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { claim: { organizationId, key } };

  const existing = await deps.db.selectFrom('idempotencyKeys').selectAll().where('organizationId', '=', organizationId).where('key', '=', key).executeTakeFirst();
  if (!existing) return startIdempotent(deps, organizationId, key, hash); // released in between: try again
  const expired = now.getTime() - new Date(existing.createdAt).getTime() > KEEP_KEYS_MS;
  if (expired) {
    await deps.db.deleteFrom('idempotencyKeys').where('organizationId', '=', organizationId).where('key', '=', key).execute();
    return startIdempotent(deps, organizationId, key, hash);
  }
  if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (existing.status === 'done') return { replay: existing.responseBody as T };
  const ended = unreleased.has(claimId(organizationId, key));
  const stale = ended || now.getTime() - new Date(existing.createdAt).getTime() > STALE_AFTER_MS;
  if (!stale) throw new AppError('IDEMPOTENCY_IN_PROGRESS', { headers: { 'retry-after': '2' } });
  const taken = await deps.db
    .updateTable('idempotencyKeys')
    .set({ createdAt: now })
    .where('organizationId', '=', organizationId)
    .where('key', '=', key)
    .where('status', '=', 'running')
    .where('createdAt', '=', existing.createdAt)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) throw new AppError('IDEMPOTENCY_IN_PROGRESS', { headers: { 'retry-after': '2' } });
  unreleased.delete(claimId(organizationId, key));
  return { claim: { organizationId, key } };
}

/** Records the answer, inside the transaction of the work. */
export async function completeIdempotent(trx: Transaction<Database>, claim: IdempotencyClaim | null, body: unknown, now: Date): Promise<void> {
  if (!claim) return;
  await trx
    .updateTable('idempotencyKeys')
    .set({ status: 'done', responseStatus: 200, responseBody: JSON.stringify(body), completedAt: now })
    .where('organizationId', '=', claim.organizationId)
    .where('key', '=', claim.key)
    .execute();
}

/** Releases a key whose request failed. */
export async function releaseIdempotent(deps: Deps, claim: IdempotencyClaim | null): Promise<void> {
  if (!claim) return;
  await deps.db
    .deleteFrom('idempotencyKeys')
    .where('organizationId', '=', claim.organizationId)
    .where('key', '=', claim.key)
    .where('status', '=', 'running')
    .execute()
    .then(
      () => unreleased.delete(claimId(claim.organizationId, claim.key)),
      () => {
        if (unreleased.size >= MAX_UNRELEASED) unreleased.delete(unreleased.values().next().value as string);
        unreleased.add(claimId(claim.organizationId, claim.key));
      },
    );
}

/** Runs a write under a key: replay, or claim, run, release on failure. */
export async function withIdempotency<T>(
  deps: Deps,
  organizationId: string,
  key: string | undefined,
  hash: string,
  run: (claim: IdempotencyClaim | null) => Promise<T>,
): Promise<T> {
  const start = await startIdempotent<T>(deps, organizationId, key, hash);
  if ('replay' in start) return start.replay;
  try {
    return await run(start.claim);
  } catch (e) {
    await releaseIdempotent(deps, start.claim);
    throw e;
  }
}

/** Keys older than a day are dropped (called now and then by writes; cheap with the index). */
export async function purgeOldKeys(deps: Deps): Promise<void> {
  await sql`delete from idempotency_keys where created_at < ${new Date(deps.clock.now().getTime() - KEEP_KEYS_MS)}`.execute(deps.db);
}
