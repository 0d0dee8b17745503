import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import * as throttle from './throttle.repository.ts';

/**
 * Guessing (a password, a one-time code, a recovery answer) is throttled on three keys, counted in the
 * database so every process sees the same counts:
 * - an account from one address: 5 failures in 15 minutes block that pair for 15 minutes. A stranger who
 *   guesses from elsewhere does not lock the owner out;
 * - an address: 30 failures over any accounts in 15 minutes block it for 15 minutes;
 * - an account from anywhere: 100 consecutive failures (NIST SP 800-63B, 5.2.2), forgotten only by a
 *   success, block it for 15 minutes; every further failure blocks it again. This stops guessing spread
 *   over many addresses.
 */
export const THROTTLE = {
  windowS: 15 * 60,
  blockS: 15 * 60,
  perAccountAndAddress: 5,
  perAddress: 30,
  perAccount: 100,
} as const;

/** The keys of one kind of guess (sign-in, recovery answer, old password) for an account and an address. */
export function throttleKeys(kind: 'user' | 'reset' | 'password', account: string, ip: string | null) {
  const accountKey = `${kind}:${account.trim().toLowerCase()}`;
  const address = ip ?? 'unknown';
  return { pair: `${accountKey}@${address}`, account: accountKey, ip: `ip:${address}` };
}
export type ThrottleKeys = ReturnType<typeof throttleKeys>;

/** 429 with Retry-After (seconds) while any key is blocked; the message names the wait in minutes. */
export async function refuseWhenBlocked(deps: Deps, keys: ThrottleKeys) {
  const now = deps.clock.now();
  const blocked = await throttle.findBlocked(deps.db, [keys.pair, keys.ip, keys.account], now);
  if (blocked.length) {
    const until = Math.max(...blocked.map((b) => new Date(b.blockedUntil!).getTime()));
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_FAILED_ATTEMPTS', { params: { minutes: Math.ceil(seconds / 60) }, headers: { 'retry-after': String(seconds) } });
  }
}

export async function countFailure(deps: Deps, keys: ThrottleKeys) {
  const now = deps.clock.now();
  const { windowS, blockS } = THROTTLE;
  await throttle.countFailure(deps.db, keys.pair, now, { windowS, limit: THROTTLE.perAccountAndAddress, blockS });
  await throttle.countFailure(deps.db, keys.ip, now, { windowS, limit: THROTTLE.perAddress, blockS });
  await throttle.countFailure(deps.db, keys.account, now, { windowS: null, limit: THROTTLE.perAccount, blockS });
}

/** A success forgets the account's failures, from this address and from anywhere (the address keeps its count). */
export async function clearFailures(deps: Deps, keys: ThrottleKeys) {
  await throttle.deleteThrottle(deps.db, [keys.pair, keys.account]);
}
