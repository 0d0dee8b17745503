import { IDLE_LIMIT_S, REFRESH_MAX_AGE_S, errorMessage, type Lang, type LoginResult, type RefreshResult } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken, type TokenAudience } from '../../lib/tokens.ts';
import { dummyPasswordHash, verifySecret } from './password.ts';
import * as sessions from './session.repository.ts';
import { clearFailures, countFailure, refuseWhenBlocked, throttleKeys } from './throttle.service.ts';
import { findUserByUsername } from './user.repository.ts';
import { issueHandoverToken } from './handover.service.ts';
import type { ClientInfo } from './client-info.ts';
import { startSession } from './session.service.ts';
import { beginTotpEnrolment, claimTotpStep, confirmTotpEnrolment, totpStep, totpUri } from './totp.ts';
import { userSecondFactor } from './two-factor.service.ts';

export { totpStep, totpUri, verifyTotp } from './totp.ts';


function refused(lang: Lang, code: 'INVALID_CREDENTIALS' | 'OTP_REQUIRED' | 'OTP_INVALID' | 'OTP_ENROLMENT_REQUIRED' | 'ACCOUNT_DISABLED'): LoginResult {
  return {
    isValid: false,
    isEmployee: false,
    isFirstLogined: false,
    accessToken: null,
    refreshToken: null,
    code,
    message: errorMessage(lang, code),
    ...(code !== 'INVALID_CREDENTIALS' ? { otpRequired: true } : {}),
  };
}

export interface Credentials {
  username: string;
  password: string;
  otp?: string;
}

/**
 * Sign-in of both kinds. A wrong username and a wrong password answer alike (same text, same work: an
 * unknown username is verified against a dummy hash). Operators can't use the application-user sign-in
 * and users can't use the operator's.
 */
export async function signIn(deps: Deps, audience: TokenAudience, creds: Credentials, client: ClientInfo): Promise<LoginResult> {
  const keys = throttleKeys('user', creds.username, client.ip);
  await refuseWhenBlocked(deps, keys);
  const user = await findUserByUsername(deps.db, creds.username);
  const passwordOk = await verifySecret(user?.passwordHash ?? (await dummyPasswordHash()), creds.password);
  const roleOk = user !== undefined && (audience === 'operator') === (user.role === 'operator');
  if (!user || !passwordOk || !roleOk) {
    await countFailure(deps, keys);
    return refused(client.lang, 'INVALID_CREDENTIALS');
  }
  if (audience === 'operator' && user.totpSecret) {
    if (!creds.otp) return refused(client.lang, 'OTP_REQUIRED');
    const step = totpStep(user.totpSecret, creds.otp, deps.clock.now());
    if (step === null || !(await claimTotpStep(deps, user.id, step))) {
      await countFailure(deps, keys);
      return refused(client.lang, 'OTP_INVALID');
    }
  } else if (audience === 'operator') {
    // first sign-in without a second factor: enrol one (the password is the first factor)
    const pending = user.totpPendingSecret ?? (await beginTotpEnrolment(deps, user.id));
    if (!creds.otp) return { ...refused(client.lang, 'OTP_ENROLMENT_REQUIRED'), totpEnrolment: { secret: pending, otpauthUri: totpUri(pending, user.username) } };
    const step = totpStep(pending, creds.otp, deps.clock.now());
    if (step === null) {
      await countFailure(deps, keys);
      return { ...refused(client.lang, 'OTP_INVALID'), totpEnrolment: { secret: pending, otpauthUri: totpUri(pending, user.username) } };
    }
    await confirmTotpEnrolment(deps, user.id, pending, step);
  }
  // an organization's user: its own second factor, or the enrolment its organization requires
  let secondFactor: { recoveryCodes?: string[] } | null = audience === 'operator' ? {} : null;
  if (audience === 'user' && user.orgRole) {
    const outcome = await userSecondFactor(deps, user, creds.otp);
    if ('refusal' in outcome) {
      if (outcome.counts) await countFailure(deps, keys);
      return { ...refused(client.lang, outcome.refusal), ...(outcome.totpEnrolment ? { totpEnrolment: outcome.totpEnrolment } : {}) };
    }
    secondFactor = outcome.given;
  }
  await clearFailures(deps, keys);
  // the password was right: the account's end is told, as it is no secret from the one who knows it
  if (user.disabledAt) return refused(client.lang, 'ACCOUNT_DISABLED');
  const isFirstLogined = user.lastLoginAt === null;
  // a participant's session belongs to the participant site: the sign-in hands over a token good once for
  // 60 s, for the site or, the first time, for the form that sets the participant's own password
  if (user.role === 'participant') {
    const handoverToken = await issueHandoverToken(deps, user.id, isFirstLogined ? 'firstSignIn' : 'site');
    return { isValid: true, isEmployee: true, isFirstLogined, accessToken: null, refreshToken: null, handoverToken };
  }
  // a second factor given at sign-in counts as a step-up for the next 5 minutes
  const tokens = await startSession(deps, user.id, audience, client, undefined, secondFactor ? deps.clock.now() : null);
  return { isValid: true, isEmployee: user.isEmployee, isFirstLogined, ...tokens, ...(secondFactor?.recoveryCodes ? { recoveryCodes: secondFactor.recoveryCodes } : {}) };
}


/**
 * An operator's session acting on behalf of an organization, opened from the operator's own session (which
 * must not itself be an acting one). Revoking the operator's session ends it as well.
 */
export async function startActingSession(deps: Deps, operator: Actor, organizationId: string, client: ClientInfo) {
  if (operator.audience !== 'operator' || operator.actingOrganizationId) throw new AppError('FORBIDDEN');
  return startSession(deps, operator.userId, 'operator', client, { organizationId, parentSessionId: operator.sessionId });
}


const invalidRefresh = (lang: Lang): RefreshResult => ({
  isValid: false,
  accessToken: null,
  refreshToken: null,
  message: errorMessage(lang, 'REFRESH_FAILED'),
});

/**
 * Rotates a refresh token. A token that was already used revokes its whole family (it was stolen or
 * replayed); a session idle for an hour, or older than 7 days, can't be refreshed.
 */
export async function refresh(deps: Deps, audience: TokenAudience, token: string, lang: Lang): Promise<RefreshResult> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await sessions.findRefreshTokenForUpdate(trx, tokenHash);
    if (!row || row.audience !== audience) return null;
    if (row.revokedAt) return null;
    if (row.disabledAt) {
      await sessions.revokeSession(trx, row.sessionId, 'user disabled', now);
      return 'ended' as const;
    }
    // an acting session lives only as long as the operator's own session it came from, and only as its owner's
    if (row.parentSessionId && (row.parentRevokedAt || row.parentUserId !== row.userId)) {
      await sessions.revokeSession(trx, row.sessionId, 'parent session ended', now);
      return 'ended' as const;
    }
    if (row.usedAt) {
      await sessions.revokeSession(trx, row.sessionId, 'refresh token reused', now);
      return 'reused' as const;
    }
    const age = (now.getTime() - new Date(row.createdAt).getTime()) / 1000;
    const idle = (now.getTime() - new Date(row.lastActivityAt).getTime()) / 1000;
    if (age > REFRESH_MAX_AGE_S || idle > IDLE_LIMIT_S) {
      await sessions.revokeSession(trx, row.sessionId, age > REFRESH_MAX_AGE_S ? 'session too old' : 'idle', now);
      return 'expired' as const;
    }
    await sessions.markRefreshTokenUsed(trx, tokenHash, now);
    const next = newRefreshToken();
    await sessions.insertRefreshToken(trx, row.sessionId, hashToken(next), now);
    const accessToken = await signAccessToken(deps.config.jwtSecret, { userId: row.userId, sessionId: row.sessionId, audience }, deps.config.accessTokenTtlS, now);
    return { accessToken, refreshToken: next };
  });
  if (outcome === 'reused') deps.log.warn({ event: 'refresh_token_reuse' }, 'a used refresh token came back: session revoked');
  if (!outcome || typeof outcome === 'string') return invalidRefresh(lang);
  return { isValid: true, ...outcome };
}

/** Sign-out: the session of the refresh token (when given) and the caller's session are revoked. */
export async function signOut(deps: Deps, actor: Actor | null, refreshToken: string | undefined) {
  const now = deps.clock.now();
  if (refreshToken) {
    const row = await deps.db.selectFrom('refreshTokens').select('sessionId').where('tokenHash', '=', hashToken(refreshToken)).executeTakeFirst();
    if (row) {
      await sessions.revokeSession(deps.db, row.sessionId, 'logout', now);
      sessionCache.delete(row.sessionId);
    }
  }
  if (actor) {
    await sessions.revokeSession(deps.db, actor.sessionId, 'logout', now);
    sessionCache.delete(actor.sessionId);
  }
}

/**
 * Session checks of access tokens are cached briefly per process: a revoked session is refused within
 * this time on every process, and an active one costs one lookup per interval, not one per request.
 */
export const SESSION_CACHE_MS = 5_000;
/** How often a user's own action is written as the session's last activity. */
const TOUCH_EVERY_MS = 30_000;
const sessionCache = new Map<string, { actor: Actor; checkedAt: number; touchedAt: number; lastActivityAt: number; createdAt: number }>();
const sessionChecks = new Map<string, Promise<unknown>>();

export interface AccessOptions {
  /** Audiences this route accepts. */
  accept: readonly TokenAudience[];
  /** A background call (polls) does not count as the user's activity. */
  background: boolean;
}

/**
 * Establishes the caller from a bearer token: signature, algorithm, audience, expiry and type, then its
 * session (not revoked, not idle for an hour, not older than 7 days). A user action moves the idle clock.
 */
export async function authenticate(deps: Deps, token: string, opts: AccessOptions): Promise<Actor> {
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.config.jwtSecret, token, ['user', 'operator', 'participant'], now);
  if (claims === 'expired') throw new AppError('SESSION_EXPIRED');
  if (claims === 'invalid') throw new AppError('UNAUTHORIZED');
  if (!opts.accept.includes(claims.audience)) throw new AppError('FORBIDDEN');

  const t = now.getTime();
  let entry = sessionCache.get(claims.sessionId);
  const isStale = !entry || t - entry.checkedAt > SESSION_CACHE_MS || t < entry.checkedAt;
  // while one request re-checks a session, the others of that session go on with the last check: a busy
  // database (a large write in progress) then holds up one request per session, not all of them
  if (isStale && !(entry && sessionChecks.has(claims.sessionId))) {
    const check = sessions.findSession(deps.db, claims.sessionId);
    sessionChecks.set(claims.sessionId, check);
    const s = await check.finally(() => sessionChecks.delete(claims.sessionId));
    if (!s || s.revokedAt || s.disabledAt || s.userId !== claims.userId || s.audience !== claims.audience || (s.parentSessionId && s.parentRevokedAt)) {
      sessionCache.delete(claims.sessionId);
      throw new AppError('SESSION_EXPIRED');
    }
    const acting = s.audience === 'operator' && s.actingOrganizationId ? s.actingOrganizationId : null;
    entry = {
      actor: {
        userId: s.userId,
        sessionId: s.id,
        audience: s.audience,
        role: s.role,
        organizationId: acting ?? s.organizationId,
        ...(acting ? { actingOrganizationId: acting } : {}),
        ...(s.audience === 'user' && s.orgRole ? { orgRole: s.orgRole } : {}),
      },
      checkedAt: t,
      touchedAt: entry?.touchedAt ?? 0,
      lastActivityAt: new Date(s.lastActivityAt).getTime(),
      createdAt: new Date(s.createdAt).getTime(),
    };
    sessionCache.set(claims.sessionId, entry);
    if (sessionCache.size > 50_000) sessionCache.delete(sessionCache.keys().next().value!);
  }
  if (!entry) throw new AppError('SESSION_EXPIRED');
  // the cached session answers only tokens of its own user and audience, like the check against the database
  if (entry.actor.userId !== claims.userId || entry.actor.audience !== claims.audience) throw new AppError('SESSION_EXPIRED');
  if (t - entry.lastActivityAt > IDLE_LIMIT_S * 1000 || t - entry.createdAt > REFRESH_MAX_AGE_S * 1000) {
    await sessions.revokeSession(deps.db, claims.sessionId, 'idle', now);
    sessionCache.delete(claims.sessionId);
    throw new AppError('SESSION_EXPIRED');
  }
  if (!opts.background) {
    entry.lastActivityAt = t;
    if (t - entry.touchedAt > TOUCH_EVERY_MS) {
      entry.touchedAt = t;
      await sessions.touchSession(deps.db, claims.sessionId, now);
    }
  }
  return entry.actor;
}

/**
 * Forgets the cached sessions of a user whose role changed or who was disabled: its next request reads the
 * session again (with the user's new role, or refused), on this process at once and on the others within
 * SESSION_CACHE_MS.
 */
export function forgetSessionsOf(userId: string) {
  for (const [id, entry] of sessionCache) if (entry.actor.userId === userId) sessionCache.delete(id);
}

/** Tests start from an empty cache. */
export function clearSessionCache() {
  sessionCache.clear();
}
