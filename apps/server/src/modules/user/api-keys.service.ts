import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  GEORGIA_UTC_OFFSET_MINUTES,
  dateOfInstant,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@pensia/domain';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findKeyOf, insertKey, keyById, keyByHash, keysOf, revokeKeyRow, writeLastUsed, type ApiKeyRow } from './api-keys.repository.ts';

/**
 * API keys of an organization for payroll software (docs/decisions/0101). A key is `pensia_` and 32 random
 * bytes in base64url; only its SHA-256 is kept (a key of 256 random bits needs no slow hash: no one can guess
 * it, and a stolen table gives nothing to try offline), with its first characters to tell keys apart.
 */

/** How long a key's check is trusted in this process: a revoked key is refused on every process within it. */
export const KEY_CACHE_MS = 5_000;
/** How often a key's use is written as its last use. */
const LAST_USED_EVERY_MS = 60_000;

interface CachedKey {
  actor: Actor;
  expiresAtMs: number | null;
  checkedAt: number;
  lastUsedWrittenAt: number;
}
const keyCache = new Map<string, CachedKey>();

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toApiKey = (r: ApiKeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes,
  createdAt: iso(r.createdAt)!,
  createdBy: r.createdBy,
  expiresAt: iso(r.expiresAt),
  lastUsedAt: iso(r.lastUsedAt),
  revokedAt: iso(r.revokedAt),
});

/** The organization's keys, newest first: never a key itself. */
export async function listKeys(deps: Deps, actor: Actor): Promise<ApiKey[]> {
  const rows = await keysOf(deps.db, organizationOf(actor));
  return rows.map(toApiKey);
}

/** The first instant after the last day (in Georgia) a key works. */
function endOfDay(isoDay: string): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1) - GEORGIA_UTC_OFFSET_MINUTES * 60_000);
}

/** A new key: answered this once, kept as its hash. */
export async function createKey(deps: Deps, actor: Actor, body: { name: string; scopes: ApiKeyScope[]; expiresOn?: CreateApiKeyBody['expiresOn'] }): Promise<CreatedApiKey> {
  const organizationId = organizationOf(actor);
  const now = deps.clock.now();
  if (body.expiresOn && body.expiresOn <= dateOfInstant(now)) throw new AppError('FILL_CORRECT_FIELDS', { fields: { expiresOn: 'apiKeyExpiryNotFuture' } });
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const { id } = await insertKey(deps.db, {
    organizationId,
    name: body.name,
    prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
    keyHash: hashToken(key),
    scopes: body.scopes,
    createdBy: actor.userId,
    createdAt: now,
    expiresAt: body.expiresOn ? endOfDay(body.expiresOn) : null,
  });
  const row = await keyById(deps.db, id);
  return { key, apiKey: toApiKey(row) };
}

/** Revokes a key of the caller's organization: refused from its next request on, in this process at once. */
export async function revokeKey(deps: Deps, actor: Actor, id: string): Promise<ApiKey> {
  const organizationId = organizationOf(actor);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('RECORD_NOT_FOUND');
  await revokeKeyRow(deps.db, id, organizationId, actor.userId, deps.clock.now());
  const row = await findKeyOf(deps.db, id, organizationId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  for (const [hash, entry] of keyCache) if (entry.actor.apiKey?.id === id) keyCache.delete(hash);
  return toApiKey(row);
}

/**
 * The caller of a request that came with an API key: the organization's, acting as a preparer with the key's
 * scopes, in the name of the administrator who created it (whose records it writes as). Unknown, revoked or
 * expired keys, and keys whose creator was disabled, are refused.
 */
export async function authenticateKey(deps: Deps, key: string): Promise<Actor> {
  const now = deps.clock.now();
  const t = now.getTime();
  const hash = hashToken(key);
  let entry = keyCache.get(hash);
  if (!entry || t - entry.checkedAt > KEY_CACHE_MS || t < entry.checkedAt) {
    const row = await keyByHash(deps.db, hash);
    const usable = row && !row.revokedAt && !row.disabledAt && row.userOrganizationId === row.organizationId && (row.role === 'employer' || row.role === 'selfEmployed');
    if (!usable) {
      keyCache.delete(hash);
      throw new AppError('API_KEY_INVALID');
    }
    entry = {
      actor: {
        userId: row.userId,
        sessionId: row.id,
        audience: 'user',
        role: row.role as 'employer' | 'selfEmployed',
        organizationId: row.organizationId,
        orgRole: 'preparer',
        apiKey: { id: row.id, name: row.name, scopes: row.scopes },
      },
      expiresAtMs: row.expiresAt ? new Date(row.expiresAt).getTime() : null,
      checkedAt: t,
      lastUsedWrittenAt: entry?.lastUsedWrittenAt ?? (row.lastUsedAt ? new Date(row.lastUsedAt).getTime() : 0),
    };
    keyCache.set(hash, entry);
    if (keyCache.size > 10_000) keyCache.delete(keyCache.keys().next().value!);
  }
  if (entry.expiresAtMs !== null && t >= entry.expiresAtMs) throw new AppError('API_KEY_INVALID');
  if (t - entry.lastUsedWrittenAt >= LAST_USED_EVERY_MS || t < entry.lastUsedWrittenAt) {
    entry.lastUsedWrittenAt = t;
    await writeLastUsed(deps.db, entry.actor.apiKey!.id, now);
  }
  return entry.actor;
}

/** Tests start from an empty cache. */
export function clearKeyCache() {
  keyCache.clear();
}
