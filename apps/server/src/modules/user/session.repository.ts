import type { Db } from '../../db/create-db.ts';

export function insertSession(
  db: Db,
  s: { userId: string; audience: 'user' | 'operator' | 'participant'; now: Date; ip: string | null; userAgent: string | null; actingOrganizationId?: string; parentSessionId?: string; stepUpAt?: Date | null },
) {
  return db
    .insertInto('sessions')
    .values({
      userId: s.userId,
      audience: s.audience,
      createdAt: s.now,
      lastActivityAt: s.now,
      ip: s.ip,
      userAgent: s.userAgent,
      actingOrganizationId: s.actingOrganizationId ?? null,
      parentSessionId: s.parentSessionId ?? null,
      stepUpAt: s.stepUpAt ?? null,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, now: Date) {
  return db.insertInto('refreshTokens').values({ sessionId, tokenHash, issuedAt: now }).execute();
}

/**
 * The refresh token and its session (an acting session also with the owner and end of the operator's session
 * it came from), locked so that two refreshes with one token can't both pass.
 */
export function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('refreshTokens as t')
    .innerJoin('sessions as s', 's.id', 't.sessionId')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('sessions as p', 'p.id', 's.parentSessionId')
    .select([
      't.tokenHash', 't.usedAt', 's.id as sessionId', 's.userId', 's.audience', 's.createdAt', 's.lastActivityAt', 's.revokedAt',
      's.parentSessionId', 'u.disabledAt', 'p.userId as parentUserId', 'p.revokedAt as parentRevokedAt',
    ])
    .where('t.tokenHash', '=', tokenHash)
    .forUpdate(['t', 's'])
    .executeTakeFirst();
}

export function markRefreshTokenUsed(db: Db, tokenHash: string, now: Date) {
  return db.updateTable('refreshTokens').set({ usedAt: now }).where('tokenHash', '=', tokenHash).execute();
}

/** Revokes a session and the acting sessions opened from it (an operator's session ends its acting ones). */
export function revokeSession(db: Db, sessionId: string, reason: string, now: Date) {
  return db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: reason })
    .where((eb) => eb.or([eb('id', '=', sessionId), eb('parentSessionId', '=', sessionId)]))
    .where('revokedAt', 'is', null)
    .execute();
}

export function revokeOtherSessions(db: Db, userId: string, keepSessionId: string | null, reason: string, now: Date) {
  let q = db.updateTable('sessions').set({ revokedAt: now, revokedReason: reason }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  return q.execute();
}

/** A session with its user; an acting session also with the organization it acts for and its parent's end. */
export function findSession(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('sessions as p', 'p.id', 's.parentSessionId')
    .select([
      's.id', 's.userId', 's.audience', 's.createdAt', 's.lastActivityAt', 's.revokedAt', 'u.role', 'u.organizationId',
      'u.orgRole', 'u.disabledAt', 's.actingOrganizationId', 's.parentSessionId', 'p.revokedAt as parentRevokedAt',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

export function touchSession(db: Db, sessionId: string, now: Date) {
  return db.updateTable('sessions').set({ lastActivityAt: now }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}
