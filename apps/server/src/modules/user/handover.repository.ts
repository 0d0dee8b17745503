import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

/** The participants' handover tokens and first sign-in in the database (docs/decisions/0025): what handover.service.ts decides, written and read here. */

/** A new token, kept as its hash, good for a purpose until `expiresAt`. */
export async function insertHandoverToken(db: Db, t: { tokenHash: string; userId: string; purpose: string; now: Date; expiresAt: Date }): Promise<void> {
  await sql`insert into handover_tokens (token_hash, user_id, purpose, created_at, expires_at) values (${t.tokenHash}, ${t.userId}, ${t.purpose}, ${t.now}, ${t.expiresAt})`.execute(db);
}

/** Marks the unused token of this hash and purpose used at `now`; its user and expiry, undefined when there was none such. */
export async function useHandoverToken(db: Db, tokenHash: string, purpose: string, now: Date): Promise<{ userId: string; expiresAt: Date } | undefined> {
  const { rows } = await sql<{ userId: string; expiresAt: Date }>`
    update handover_tokens set used_at = ${now}
     where token_hash = ${tokenHash} and purpose = ${purpose} and used_at is null
     returning user_id as "userId", expires_at as "expiresAt"`.execute(db);
  return rows[0];
}

/** A user's role and last sign-in, as a token's claim checks them. */
export function handoverUser(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'role', 'lastLoginAt']).where('id', '=', userId).executeTakeFirst();
}

/** The participant's own password and security question, set at their first sign-in at `now`. */
export async function setFirstSignIn(db: Db, userId: string, s: { passwordHash: string; securityQuestionId: number; securityAnswerHash: string }, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash: s.passwordHash, passwordChangedAt: now, securityQuestionId: s.securityQuestionId, securityAnswerHash: s.securityAnswerHash, lastLoginAt: now, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}
