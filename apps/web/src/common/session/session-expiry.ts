import { ACTIVITY_THROTTLE_MS, SESSION_CHECK_INTERVAL_MS, SESSION_COUNTDOWN_S } from '@pensia/domain/session/session';

/**
 * Session expiry (docs/domain-rules.md, sessions), without React so it can be tested with fake timers:
 * activity (click, mouse move, key release; throttled) moves the stored expiry; a check every 10 s ends an
 * expired session of a hidden page at once, and otherwise opens a warning with a 2-minute countdown whose
 * end logs out. The user may stay (renew) or leave.
 */
export type ExpiryLogoutReason = 'expiredHidden' | 'countdownEnded' | 'left';

export interface SessionExpiryDeps {
  now: () => number;
  getExpiresAt: () => number | null;
  /** Moves the expiry 1 hour ahead of `now`. */
  extend: (now: number) => void;
  isPageHidden: () => boolean;
  logout: (reason: ExpiryLogoutReason) => void;
  /** Where user activity is listened for; none in tests that drive `activity()` directly. */
  activityTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  checkIntervalMs?: number;
  countdownS?: number;
  throttleMs?: number;
}

export interface SessionExpiryState {
  warning: boolean;
  secondsLeft: number;
}

export const ACTIVITY_EVENTS = ['click', 'mousemove', 'keyup'] as const;

export function createSessionExpiry(deps: SessionExpiryDeps) {
  const checkIntervalMs = deps.checkIntervalMs ?? SESSION_CHECK_INTERVAL_MS;
  const countdownS = deps.countdownS ?? SESSION_COUNTDOWN_S;
  const throttleMs = deps.throttleMs ?? ACTIVITY_THROTTLE_MS;

  let state: SessionExpiryState = { warning: false, secondsLeft: 0 };
  const listeners = new Set<() => void>();
  let checkTimer: ReturnType<typeof setInterval> | null = null;
  let tickTimer: ReturnType<typeof setInterval> | null = null;
  let deadline = 0;
  let lastActivity = Number.NEGATIVE_INFINITY;

  function setState(next: SessionExpiryState) {
    if (next.warning === state.warning && next.secondsLeft === state.secondsLeft) return;
    state = next;
    for (const l of listeners) l();
  }

  function stopWarning() {
    if (tickTimer !== null) clearInterval(tickTimer);
    tickTimer = null;
    setState({ warning: false, secondsLeft: 0 });
  }

  function tick() {
    const left = Math.max(0, Math.ceil((deadline - deps.now()) / 1000));
    if (left <= 0) {
      stopWarning();
      deps.logout('countdownEnded');
      return;
    }
    setState({ warning: true, secondsLeft: left });
  }

  function isExpired(): boolean {
    const at = deps.getExpiresAt();
    return at !== null && deps.now() >= at;
  }

  function check() {
    if (!isExpired()) {
      // another tab kept the session alive meanwhile: the warning has no reason any more
      if (state.warning) stopWarning();
      return;
    }
    if (deps.isPageHidden()) {
      stopWarning();
      deps.logout('expiredHidden');
      return;
    }
    if (state.warning) return;
    deadline = deps.now() + countdownS * 1000;
    setState({ warning: true, secondsLeft: countdownS });
    tickTimer = setInterval(tick, 1000);
  }

  function activity() {
    // While the warning is open only its buttons decide: a stray mouse move must not silently renew.
    if (state.warning) return;
    const now = deps.now();
    if (now - lastActivity < throttleMs) return;
    lastActivity = now;
    deps.extend(now);
  }

  return {
    start() {
      if (checkTimer !== null) return;
      checkTimer = setInterval(check, checkIntervalMs);
      for (const e of ACTIVITY_EVENTS) deps.activityTarget?.addEventListener(e, activity, { passive: true } as AddEventListenerOptions);
    },
    stop() {
      if (checkTimer !== null) clearInterval(checkTimer);
      checkTimer = null;
      for (const e of ACTIVITY_EVENTS) deps.activityTarget?.removeEventListener(e, activity);
      stopWarning();
    },
    /** Stay signed in: the session is renewed 1 hour from now. */
    stay() {
      stopWarning();
      lastActivity = deps.now();
      deps.extend(lastActivity);
    },
    leave() {
      stopWarning();
      deps.logout('left');
    },
    activity,
    check,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type SessionExpiry = ReturnType<typeof createSessionExpiry>;
