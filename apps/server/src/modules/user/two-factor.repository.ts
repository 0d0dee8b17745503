import type { Db } from '../../db/create-db.ts';

/**
 * Two-step verification's rows (users' keys, totp_recovery_codes, the sessions' step-up): what
 * two-factor.service.ts decides, written and read here.
 */

/** Replaces the user's recovery codes with the ones whose hashes are given. */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('totpRecoveryCodes').where('userId', '=', userId).execute();
  await db.insertInto('totpRecoveryCodes').values(codeHashes.map((codeHash) => ({ userId, codeHash }))).execute();
}

/** Uses up the user's unused recovery code of this hash; whether there was one (once, even for two requests at once). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('totpRecoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('userId')
    .executeTakeFirst();
  return used !== undefined;
}

/** Whether the organization requires a second factor of its users (undefined: no such organization). */
export function organizationTwoFactor(db: Db, organizationId: string): Promise<{ requiresTwoFactor: boolean } | undefined> {
  return db.selectFrom('organizations').select('requiresTwoFactor').where('id', '=', organizationId).executeTakeFirst();
}

/** An organization's own user with its keys and whether its organization requires a second factor. */
export interface OwnUserRow {
  id: string;
  username: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  requiresTwoFactor: boolean;
}

/** The user `userId` when it belongs to the organization `organizationId`. */
export function findOwnUser(db: Db, userId: string, organizationId: string): Promise<OwnUserRow | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('organizations as o', 'o.id', 'u.organizationId')
    .select(['u.id', 'u.username', 'u.totpSecret', 'u.totpPendingSecret', 'o.requiresTwoFactor'])
    .where('u.id', '=', userId)
    .where('u.organizationId', '=', organizationId)
    .executeTakeFirst();
}

/** How many of the user's recovery codes are unused (a count as the database gives it, text on PostgreSQL). */
export function unusedRecoveryCodes(db: Db, userId: string): Promise<{ n: string } | undefined> {
  return db.selectFrom('totpRecoveryCodes').select((eb) => eb.fn.countAll<string>().as('n')).where('userId', '=', userId).where('usedAt', 'is', null).executeTakeFirst();
}

/** When the session last had its second factor given (undefined: no such session). */
export function sessionStepUp(db: Db, sessionId: string): Promise<{ stepUpAt: Date | null } | undefined> {
  return db.selectFrom('sessions').select('stepUpAt').where('id', '=', sessionId).executeTakeFirst();
}

/** Keeps `secret` as the user's pending key, unless it has a key already. */
export async function setPendingSecret(db: Db, userId: string, secret: string): Promise<void> {
  await db.updateTable('users').set({ totpPendingSecret: secret }).where('id', '=', userId).where('totpSecret', 'is', null).execute();
}

/** Takes the user's second factor away: its keys, its recovery codes and its sessions' step-ups. */
export async function removeSecondFactor(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ totpSecret: null, totpPendingSecret: null }).where('id', '=', userId).execute();
  await db.deleteFrom('totpRecoveryCodes').where('userId', '=', userId).execute();
  await db.updateTable('sessions').set({ stepUpAt: null }).where('userId', '=', userId).execute();
}

/** Notes that the session's user gave its second factor at `now`. */
export async function markSessionStepUp(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ stepUpAt: now }).where('id', '=', sessionId).execute();
}

/** The session's last step-up and its user's key, as a `stepUp` route checks them. */
export function sessionStepUpAndKey(db: Db, sessionId: string): Promise<{ stepUpAt: Date | null; totpSecret: string | null } | undefined> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.stepUpAt', 'u.totpSecret'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/** Whether the organization requires a second factor of every user. */
export async function setOrganizationRequiresTwoFactor(db: Db, organizationId: string, requiresTwoFactor: boolean, now: Date): Promise<void> {
  await db.updateTable('organizations').set({ requiresTwoFactor, updatedAt: now }).where('id', '=', organizationId).execute();
}

/** Keeps `secret` as the user's pending key unless it has a key or a pending one; the pending key, undefined when it had one. */
export async function claimPendingSecret(db: Db, userId: string, secret: string): Promise<string | null | undefined> {
  const row = await db
    .updateTable('users')
    .set({ totpPendingSecret: secret })
    .where('id', '=', userId)
    .where('totpSecret', 'is', null)
    .where('totpPendingSecret', 'is', null)
    .returning('totpPendingSecret')
    .executeTakeFirst();
  return row?.totpPendingSecret;
}

/** The user's pending key. */
export async function pendingSecretOf(db: Db, userId: string): Promise<string | null> {
  const current = await db.selectFrom('users').select('totpPendingSecret').where('id', '=', userId).executeTakeFirstOrThrow();
  return current.totpPendingSecret;
}

/** The pending key becomes the user's, unless it has one already; `step` is its last used time step. */
export async function confirmSecret(db: Db, userId: string, secret: string, step: number): Promise<void> {
  await db.updateTable('users').set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step }).where('id', '=', userId).where('totpSecret', 'is', null).execute();
}

/** Notes `step` as the user's last used time step if it is later than the last; whether it was. */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
