import { Secret, TOTP } from 'otpauth';
import type { Deps } from '../../lib/deps.ts';
import { claimPendingSecret, claimStep, confirmSecret, pendingSecretOf } from './two-factor.repository.ts';

/** Issuer shown by authenticator apps beside the account. */
const TOTP_ISSUER = 'Pensia';

/** The `otpauth://` URI of a key, for a QR code. */
export function totpUri(base32Secret: string, username: string): string {
  return new TOTP({ issuer: TOTP_ISSUER, label: username, secret: Secret.fromBase32(base32Secret), digits: 6, period: 30, algorithm: 'SHA1' }).toString();
}

/** A new 160-bit key kept as pending until a code from it is confirmed. */
export async function beginTotpEnrolment(deps: Deps, userId: string): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  const pending = await claimPendingSecret(deps.db, userId, secret);
  if (pending) return pending;
  // another sign-in started the enrolment at the same moment: use its key
  return (await pendingSecretOf(deps.db, userId)) ?? secret;
}

export async function confirmTotpEnrolment(deps: Deps, userId: string, secret: string, step: number) {
  await confirmSecret(deps.db, userId, secret, step);
}

const TOTP_PERIOD_S = 30;

/** RFC 6238: 6 digits, 30 s steps, SHA-1; one step of clock drift either way. */
export function verifyTotp(base32Secret: string, code: string, now: Date): boolean {
  return totpStep(base32Secret, code, now) !== null;
}

/** The time step a valid code belongs to, or null. */
export function totpStep(base32Secret: string, code: string, now: Date): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(base32Secret), digits: 6, period: TOTP_PERIOD_S, algorithm: 'SHA1' });
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/**
 * Accepts a code's time step once: an intercepted code can't be replayed within its 30 seconds
 * (RFC 6238, section 5.2). One conditional update, so two sign-ins racing with one code can't both pass.
 */
export async function claimTotpStep(deps: Deps, userId: string, step: number): Promise<boolean> {
  return claimStep(deps.db, userId, step);
}
