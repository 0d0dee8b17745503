import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionExpiry, type ExpiryLogoutReason } from './session-expiry';

function setup(options: { hidden?: boolean } = {}) {
  let expiresAt: number | null = Date.now() + SESSION_TIMEOUT_MS;
  let hidden = options.hidden ?? false;
  const logouts: ExpiryLogoutReason[] = [];
  const target = new EventTarget();
  const expiry = createSessionExpiry({
    now: () => Date.now(),
    getExpiresAt: () => expiresAt,
    extend: (now) => {
      expiresAt = now + SESSION_TIMEOUT_MS;
    },
    isPageHidden: () => hidden,
    logout: (reason) => logouts.push(reason),
    activityTarget: target,
  });
  expiry.start();
  return {
    expiry,
    logouts,
    target,
    expiresAt: () => expiresAt,
    setExpiresAt: (v: number | null) => (expiresAt = v),
    setHidden: (v: boolean) => (hidden = v),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session expiry', () => {
  it('does nothing while the session is inside its hour', () => {
    const s = setup();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 1000);
    expect(s.expiry.getState().warning).toBe(false);
    expect(s.logouts).toEqual([]);
  });

  it('opens the warning at the first 10-second check after the expiry, with 120 seconds to go', () => {
    const s = setup();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    expect(s.expiry.getState()).toEqual({ warning: true, secondsLeft: 120 });
    vi.advanceTimersByTime(30_000);
    expect(s.expiry.getState()).toEqual({ warning: true, secondsLeft: 90 });
  });

  it('logs out when the countdown ends', () => {
    const s = setup();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    vi.advanceTimersByTime(119_000);
    expect(s.logouts).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(s.logouts).toEqual(['countdownEnded']);
    expect(s.expiry.getState().warning).toBe(false);
  });

  it('logs out at once, without a warning, when the page is hidden', () => {
    const s = setup({ hidden: true });
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    expect(s.logouts).toEqual(['expiredHidden']);
    expect(s.expiry.getState().warning).toBe(false);
  });

  it('logs out when the page is hidden while the warning counts down', () => {
    const s = setup();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    s.setHidden(true);
    vi.advanceTimersByTime(10_000);
    expect(s.logouts).toEqual(['expiredHidden']);
  });

  it('staying renews the session for another hour', () => {
    const s = setup();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    s.expiry.stay();
    expect(s.expiry.getState().warning).toBe(false);
    expect(s.expiresAt()).toBe(Date.now() + SESSION_TIMEOUT_MS);
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS - 10_000);
    expect(s.expiry.getState().warning).toBe(false);
    expect(s.logouts).toEqual([]);
  });

  it('leaving logs out', () => {
    const s = setup();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    s.expiry.leave();
    expect(s.logouts).toEqual(['left']);
  });

  it('click, mouse move and key release extend the session, at most every 500 ms', () => {
    const s = setup();
    vi.advanceTimersByTime(20 * 60_000);
    s.target.dispatchEvent(new Event('mousemove'));
    const first = s.expiresAt();
    expect(first).toBe(Date.now() + SESSION_TIMEOUT_MS);
    vi.advanceTimersByTime(300);
    s.target.dispatchEvent(new Event('keyup'));
    expect(s.expiresAt()).toBe(first);
    vi.advanceTimersByTime(200);
    s.target.dispatchEvent(new Event('click'));
    expect(s.expiresAt()).toBe(Date.now() + SESSION_TIMEOUT_MS);
  });

  it('activity keeps an active user signed in past the first hour', () => {
    const s = setup();
    for (let i = 0; i < 12; i++) {
      vi.advanceTimersByTime(10 * 60_000);
      s.target.dispatchEvent(new Event('click'));
    }
    expect(s.expiry.getState().warning).toBe(false);
    expect(s.logouts).toEqual([]);
  });

  it('activity does not cancel an open warning: only its buttons do', () => {
    const s = setup();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    s.target.dispatchEvent(new Event('mousemove'));
    expect(s.expiry.getState().warning).toBe(true);
  });

  it('closes the warning when another tab renewed the session', () => {
    const s = setup();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    s.setExpiresAt(Date.now() + SESSION_TIMEOUT_MS);
    vi.advanceTimersByTime(10_000);
    expect(s.expiry.getState().warning).toBe(false);
    expect(s.logouts).toEqual([]);
  });

  it('stops listening and checking when stopped', () => {
    const s = setup();
    s.expiry.stop();
    const before = s.expiresAt();
    vi.advanceTimersByTime(1000);
    s.target.dispatchEvent(new Event('click'));
    expect(s.expiresAt()).toBe(before);
    vi.advanceTimersByTime(2 * SESSION_TIMEOUT_MS);
    expect(s.expiry.getState().warning).toBe(false);
    expect(s.logouts).toEqual([]);
  });
});
