import { createHash, randomInt } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT, STEP_UP_VALID_S, type TwoFactorKey, type TwoFactorStatus } from '@pensia/domain';
import { Secret } from 'otpauth';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { clearFailures, countFailure, refuseWhenBlocked, throttleKeys } from './throttle.service.ts';
import { beginTotpEnrolment, claimTotpStep, confirmTotpEnrolment, totpStep, totpUri } from './totp.ts';
import {
  findOwnUser, markSessionStepUp, organizationTwoFactor, removeSecondFactor, replaceRecoveryCodes, sessionStepUp, sessionStepUpAndKey,
  setOrganizationRequiresTwoFactor, setPendingSecret, unusedRecoveryCodes, useRecoveryCode,
} from './two-factor.repository.ts';

/**
 * Two-step verification of organizations' users (decision 0104). The key is the operator's kind (RFC 6238,
 * users.totp_secret); an enrolment also gives 10 single-use recovery codes, kept as SHA-256 hashes: each has
 * 80 random bits, so a hash can't be reversed by trying codes, and a code is found by its hash in one lookup.
 */

/** Letters and digits a recovery code is made of: no 0/O or 1/I to mistake. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const recoveryHash = (userId: string, normalized: string) => createHash('sha256').update(`${userId}:${normalized}`).digest('hex');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Replaces the user's recovery codes with 10 new ones; answers them (the only time they are seen). */
async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map((c) => recoveryHash(userId, normalizeRecoveryCode(c)!)));
  return codes;
}

/**
 * Whether `code` is the user's second factor now: a code of its key whose time step was not used before, or
 * an unused recovery code, which is then used up. Each is accepted once, even by two requests at once.
 */
async function acceptCode(deps: Deps, userId: string, secret: string, code: string): Promise<boolean> {
  const value = code.trim();
  if (/^\d{6}$/.test(value)) {
    const step = totpStep(secret, value, deps.clock.now());
    return step !== null && (await claimTotpStep(deps, userId, step));
  }
  const normalized = normalizeRecoveryCode(value);
  if (!normalized) return false;
  return useRecoveryCode(deps.db, userId, recoveryHash(userId, normalized), deps.clock.now());
}

interface SignInUser {
  id: string;
  username: string;
  organizationId: string | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
}

type SecondFactorOutcome =
  | { given: { recoveryCodes?: string[] } | null }
  | { refusal: 'OTP_REQUIRED' | 'OTP_INVALID' | 'OTP_ENROLMENT_REQUIRED'; counts: boolean; totpEnrolment?: TwoFactorKey };

/**
 * The second step of an organization's user's sign-in, after a right password: its code (or a recovery code)
 * when it has a key; when it has none and its organization requires one, the enrolment, as an operator's
 * first sign-in does it (the key in the answer; the same sign-in again with a code from it completes it and
 * answers the recovery codes). `given`: null when no second factor was asked for.
 */
export async function userSecondFactor(deps: Deps, user: SignInUser, otp: string | undefined): Promise<SecondFactorOutcome> {
  if (user.totpSecret) {
    if (!otp) return { refusal: 'OTP_REQUIRED', counts: false };
    if (!(await acceptCode(deps, user.id, user.totpSecret, otp))) return { refusal: 'OTP_INVALID', counts: true };
    return { given: {} };
  }
  const org = user.organizationId ? await organizationTwoFactor(deps.db, user.organizationId) : undefined;
  if (!org?.requiresTwoFactor) return { given: null };
  const pending = user.totpPendingSecret ?? (await beginTotpEnrolment(deps, user.id));
  const totpEnrolment = { secret: pending, otpauthUri: totpUri(pending, user.username) };
  if (!otp) return { refusal: 'OTP_ENROLMENT_REQUIRED', counts: false, totpEnrolment };
  const step = /^\d{6}$/.test(otp.trim()) ? totpStep(pending, otp.trim(), deps.clock.now()) : null;
  if (step === null) return { refusal: 'OTP_INVALID', counts: true, totpEnrolment };
  await confirmTotpEnrolment(deps, user.id, pending, step);
  return { given: { recoveryCodes: await issueRecoveryCodes(deps.db, user.id) } };
}

/** The caller as an organization's own user: an operator acting for the organization has its own second factor. */
async function ownUser(deps: Deps, actor: Actor) {
  if (actor.audience !== 'user' || !actor.organizationId) throw new AppError('FORBIDDEN');
  const user = await findOwnUser(deps.db, actor.userId, actor.organizationId);
  if (!user) throw new AppError('FORBIDDEN');
  return user;
}

/** Checks a code given on a signed-in screen, throttled like the sign-in's (the same counters). */
async function checkCode(deps: Deps, user: { id: string; username: string }, secret: string, code: string, ip: string | null, accept = acceptCode) {
  const keys = throttleKeys('user', user.username, ip);
  await refuseWhenBlocked(deps, keys);
  if (!(await accept(deps, user.id, secret, code))) {
    await countFailure(deps, keys);
    throw new AppError('TWO_FACTOR_CODE_INVALID', { fields: { code: 'TWO_FACTOR_CODE_INVALID' } });
  }
  await clearFailures(deps, keys);
}

const stepUpUntil = (at: Date | null, now: Date) => {
  const until = at ? new Date(new Date(at).getTime() + STEP_UP_VALID_S * 1000) : null;
  return until && until > now ? until.toISOString() : null;
};

/** `GET two-factor`. */
export async function status(deps: Deps, actor: Actor): Promise<TwoFactorStatus> {
  const user = await ownUser(deps, actor);
  const left = await unusedRecoveryCodes(deps.db, user.id);
  const session = await sessionStepUp(deps.db, actor.sessionId);
  return {
    enrolled: user.totpSecret !== null,
    enrolling: user.totpSecret === null && user.totpPendingSecret !== null,
    recoveryCodesLeft: user.totpSecret ? Number(left?.n ?? 0) : 0,
    organizationRequires: user.requiresTwoFactor,
    stepUpUntil: user.totpSecret ? stepUpUntil(session?.stepUpAt ?? null, deps.clock.now()) : null,
  };
}

/** `POST two-factor/start`: a new key, pending until a code from it is confirmed (a new start replaces it). */
export async function start(deps: Deps, actor: Actor): Promise<TwoFactorKey> {
  const user = await ownUser(deps, actor);
  if (user.totpSecret) throw new AppError('TWO_FACTOR_ALREADY_ENROLLED');
  const secret = new Secret({ size: 20 }).base32;
  await setPendingSecret(deps.db, user.id, secret);
  return { secret, otpauthUri: totpUri(secret, user.username) };
}

/** `POST two-factor/confirm`: the pending key becomes the account's; the session counts as stepped up. */
export async function confirm(deps: Deps, actor: Actor, code: string, ip: string | null): Promise<{ recoveryCodes: string[] }> {
  const user = await ownUser(deps, actor);
  if (user.totpSecret) throw new AppError('TWO_FACTOR_ALREADY_ENROLLED');
  const pending = user.totpPendingSecret;
  if (!pending) throw new AppError('TWO_FACTOR_NOT_STARTED');
  let step: number | null = null;
  await checkCode(deps, user, pending, code, ip, async (d, _id, secret, c) => (step = totpStep(secret, c.trim(), d.clock.now())) !== null);
  await confirmTotpEnrolment(deps, user.id, pending, step!);
  const recoveryCodes = await issueRecoveryCodes(deps.db, user.id);
  await markStepUp(deps, actor);
  return { recoveryCodes };
}

/** `POST two-factor/disable`: with a current code; not while the organization requires a second factor. */
export async function disable(deps: Deps, actor: Actor, code: string, ip: string | null): Promise<TwoFactorStatus> {
  const user = await ownUser(deps, actor);
  if (!user.totpSecret) throw new AppError('TWO_FACTOR_NOT_ENROLLED');
  if (user.requiresTwoFactor) throw new AppError('TWO_FACTOR_MANDATORY');
  await checkCode(deps, user, user.totpSecret, code, ip);
  await removeSecondFactor(deps.db, user.id);
  return status(deps, actor);
}

/** `POST two-factor/step-up`: the second factor again; the session's writes that ask for it are open for 5 minutes. */
export async function stepUp(deps: Deps, actor: Actor, code: string, ip: string | null): Promise<{ stepUpUntil: string }> {
  const user = await ownUser(deps, actor);
  if (!user.totpSecret) throw new AppError('TWO_FACTOR_NOT_ENROLLED');
  await checkCode(deps, user, user.totpSecret, code, ip);
  const at = await markStepUp(deps, actor);
  return { stepUpUntil: new Date(at.getTime() + STEP_UP_VALID_S * 1000).toISOString() };
}

async function markStepUp(deps: Deps, actor: Actor): Promise<Date> {
  const now = deps.clock.now();
  await markSessionStepUp(deps.db, actor.sessionId, now);
  return now;
}

/**
 * The check of a `stepUp` route (plugins/auth.ts), for an organization's own user: refused with
 * TWO_FACTOR_REQUIRED without a second factor (a password alone is not enough), with STEP_UP_REQUIRED when the
 * session's user has not given it in the last 5 minutes. Read from the database each time, not from the
 * session cache: a step-up on one process counts at once on every other.
 */
export async function requireStepUp(deps: Deps, actor: Actor) {
  // a key's "session" is the key itself: it has no second factor, and is never taken for a stepped-up user
  if (actor.apiKey) throw new AppError('API_KEY_CANNOT_STEP_UP');
  if (actor.audience !== 'user') return;
  const row = await sessionStepUpAndKey(deps.db, actor.sessionId);
  if (!row?.totpSecret) throw new AppError('TWO_FACTOR_REQUIRED');
  if (!stepUpUntil(row.stepUpAt, deps.clock.now())) throw new AppError('STEP_UP_REQUIRED');
}

/** `PUT organization/security`: the administrator requires a second factor of every user (or not). */
export async function setOrganizationSecurity(deps: Deps, actor: Actor, requiresTwoFactor: boolean) {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  await setOrganizationRequiresTwoFactor(deps.db, actor.organizationId, requiresTwoFactor, deps.clock.now());
  return { requiresTwoFactor };
}
