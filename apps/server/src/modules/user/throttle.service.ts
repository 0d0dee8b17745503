import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import * as throttle from './throttle.repository.ts';

/**
 * Guessing is throttled per account (5 failures) and per address (30) in 15 minutes, then blocked for 15
 * minutes; counted in the database so every process sees the same counts.
 */
export const THROTTLE = {
  windowS: 15 * 60,
  blockS: 15 * 60,
  perUsername: 5,
  perAddress: 30,
} as const;

/** The keys of one kind of guess (sign-in, recovery answer, old password) for an account and an address. */
export function throttleKeys(kind: 'user' | 'reset' | 'password', account: string, ip: string | null) {
  return { account: `${kind}:${account.trim().toLowerCase()}`, ip: `ip:${ip ?? 'unknown'}` };
}
export type ThrottleKeys = ReturnType<typeof throttleKeys>;

/** 429 with Retry-After while either key is blocked. */
export async function refuseWhenBlocked(deps: Deps, keys: ThrottleKeys) {
  const now = deps.clock.now();
  const blocked = await throttle.findBlocked(deps.db, [keys.account, keys.ip], now);
  if (blocked.length) {
    const until = Math.max(...blocked.map((b) => new Date(b.blockedUntil!).getTime()));
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_ATTEMPTS', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
  }
}

export async function countFailure(deps: Deps, keys: ThrottleKeys) {
  const now = deps.clock.now();
  await throttle.countFailure(deps.db, keys.account, now, THROTTLE.windowS, THROTTLE.perUsername, THROTTLE.blockS);
  await throttle.countFailure(deps.db, keys.ip, now, THROTTLE.windowS, THROTTLE.perAddress, THROTTLE.blockS);
}

/** A success forgets the account's failures (the address keeps its count). */
export function clearFailures(deps: Deps, keys: ThrottleKeys) {
  return throttle.deleteThrottle(deps.db, keys.account);
}
