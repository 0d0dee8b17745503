import type { CorrespondenceCount } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { countCorrespondence } from './nbo.repository.ts';

/**
 * Counts are polled by every open portal once a minute. They are kept per organization for a few seconds
 * (COUNT_CACHE_MS) and dropped at once when this process sends or reads correspondence of that
 * organization; another process sees such a change within the cache time.
 */
const cache = new Map<string, { value: CorrespondenceCount; at: number }>();
/** Counts being read now: other polls of that organization are answered from the last count meanwhile. */
const reading = new Map<string, Promise<CorrespondenceCount>>();
const CACHE_MAX = 100_000;

export function invalidateCounts(organizationIds: Iterable<string> | 'all') {
  if (organizationIds === 'all') cache.clear();
  else for (const id of organizationIds) cache.delete(id);
}

/** Counts of the caller's organization. Read from the primary: a letter just read must not reappear. */
export async function correspondenceCount(deps: Deps, actor: Actor): Promise<CorrespondenceCount> {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  const ttl = deps.config.countCacheMs;
  const now = deps.clock.now().getTime();
  const hit = cache.get(actor.organizationId);
  if (ttl > 0 && hit && now - hit.at < ttl) return hit.value;
  // a busy database (a send to every organization) then holds up one poll per organization, not all of them
  if (ttl > 0 && hit && reading.has(actor.organizationId)) return hit.value;
  const organizationId = actor.organizationId;
  const read = countCorrespondence(deps.db, organizationId);
  reading.set(organizationId, read);
  const value = await read.finally(() => reading.delete(organizationId));
  if (ttl > 0) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(actor.organizationId, { value, at: now });
  }
  return value;
}
