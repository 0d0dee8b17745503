import type { ApiKeyScope } from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import './api-keys.table.ts';

/** An organization's API keys in the database (docs/decisions/0101): what api-keys.service.ts decides, written and read here. */

/** A key as its organization's list shows it: never the key itself, its creator by username. */
export type ApiKeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: Date;
  createdBy: string;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

function selectKeys(db: Db) {
  return db
    .selectFrom('apiKeys as k')
    .innerJoin('users as u', 'u.id', 'k.createdBy')
    .select(['k.id', 'k.name', 'k.prefix', 'k.scopes', 'k.createdAt', 'u.username as createdBy', 'k.expiresAt', 'k.lastUsedAt', 'k.revokedAt']);
}

/** The organization's keys, newest first. */
export function keysOf(db: Db, organizationId: string): Promise<ApiKeyRow[]> {
  return selectKeys(db).where('k.organizationId', '=', organizationId).orderBy('k.createdAt', 'desc').orderBy('k.id').execute();
}

/** The key `id` (one just written). */
export function keyById(db: Db, id: string): Promise<ApiKeyRow> {
  return selectKeys(db).where('k.id', '=', id).executeTakeFirstOrThrow();
}

/** The organization's key `id`, if it has one. */
export function findKeyOf(db: Db, id: string, organizationId: string): Promise<ApiKeyRow | undefined> {
  return selectKeys(db).where('k.id', '=', id).where('k.organizationId', '=', organizationId).executeTakeFirst();
}

/** A new key, kept as its hash and its first characters; answers its id. */
export function insertKey(
  db: Db,
  k: { organizationId: string; name: string; prefix: string; keyHash: string; scopes: ApiKeyScope[]; createdBy: string; createdAt: Date; expiresAt: Date | null },
): Promise<{ id: string }> {
  return db
    .insertInto('apiKeys')
    .values({
      organizationId: k.organizationId,
      name: k.name,
      prefix: k.prefix,
      keyHash: k.keyHash,
      scopes: sql<ApiKeyScope[]>`${k.scopes}::text[]`,
      createdBy: k.createdBy,
      createdAt: k.createdAt,
      expiresAt: k.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Revokes the organization's key `id` at `now`, unless it was revoked already. */
export async function revokeKeyRow(db: Db, id: string, organizationId: string, revokedBy: string, now: Date): Promise<void> {
  await db
    .updateTable('apiKeys')
    .set({ revokedAt: now, revokedBy })
    .where('id', '=', id)
    .where('organizationId', '=', organizationId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** The key of this hash with its creator, as a request signed with it is checked. */
export function keyByHash(db: Db, hash: string) {
  return db
    .selectFrom('apiKeys as k')
    .innerJoin('users as u', 'u.id', 'k.createdBy')
    .select(['k.id', 'k.name', 'k.organizationId', 'k.scopes', 'k.expiresAt', 'k.lastUsedAt', 'k.revokedAt', 'u.id as userId', 'u.role', 'u.disabledAt', 'u.organizationId as userOrganizationId'])
    .where('k.keyHash', '=', hash)
    .executeTakeFirst();
}

/** Writes the key's last use. */
export async function writeLastUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('apiKeys').set({ lastUsedAt: now }).where('id', '=', id).execute();
}
