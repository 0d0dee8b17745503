import { useSyncExternalStore } from 'react';
import type { CorrespondenceCount } from '@pensia/domain/nbo/nbo.api';
import type { User } from '@pensia/domain/user/user.schema';
import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { clock } from '../lib/clock';

/**
 * Session state (docs/domain-rules.md, sessions). Tokens, the admin flag and the expiry
 * timestamp are persisted in localStorage; the rest lives for the page.
 */
export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAdmin: boolean;
  /** Epoch ms after which the session is over unless the user acts (1 hour ahead, extended by activity). */
  expiresAt: number | null;
  newNotifications: number;
  newObligatoryNotifications: number;
  totalNotifications: number;
  newLetters: number;
  totalLetters: number;
  newLetterAlertShown: boolean;
  newNotificationAlertShown: boolean;
  letterFilters: Record<string, unknown> | null;
  goToNewLetter: boolean;
  endpointsToLog: string[];
  totalBalance: string | null;
}

const STORAGE_KEY = 'pensia.session';
const PERSISTED = ['accessToken', 'refreshToken', 'isAdmin', 'expiresAt'] as const;

const initial: SessionState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  isAdmin: false,
  expiresAt: null,
  newNotifications: 0,
  newObligatoryNotifications: 0,
  totalNotifications: 0,
  newLetters: 0,
  totalLetters: 0,
  newLetterAlertShown: false,
  newNotificationAlertShown: false,
  letterFilters: null,
  goToNewLetter: false,
  endpointsToLog: [],
  totalBalance: null,
};

function load(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return { ...initial };
    const saved = JSON.parse(raw) as Partial<SessionState>;
    const restored: Partial<SessionState> = {};
    for (const k of PERSISTED) if (k in saved) (restored as Record<string, unknown>)[k] = saved[k];
    return { ...initial, ...restored };
  } catch {
    return { ...initial };
  }
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function persist() {
  const saved: Record<string, unknown> = {};
  for (const k of PERSISTED) saved[k] = state[k];
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // storage full or blocked: the session still works for this page
  }
}

export const sessionStore = {
  get: (): SessionState => state,
  set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    if (PERSISTED.some((k) => k in patch)) persist();
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Clears all state and local storage (logout, section 4). */
  clear() {
    state = { ...initial };
    try {
      globalThis.localStorage?.clear();
    } catch {
      // nothing to clear
    }
    for (const l of listeners) l();
  },
  /** Extends the session 1 hour ahead (sign-in and each user action). */
  touch(now = clock.now()) {
    sessionStore.set({ expiresAt: now + SESSION_TIMEOUT_MS });
  },
};

/**
 * Another tab of the portal changed the persisted part (signed in or out, or the user acted and moved the
 * expiry): take it over, so that activity in one tab keeps the others alive and a logout ends them all.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    const next = load();
    const patch: Partial<SessionState> = {};
    for (const k of PERSISTED) if (next[k] !== state[k]) (patch as Record<string, unknown>)[k] = next[k];
    if (!next.accessToken && state.accessToken) {
      state = { ...initial };
      for (const l of listeners) l();
    } else if (Object.keys(patch).length) {
      state = { ...state, ...patch };
      for (const l of listeners) l();
    }
  });
}

export function isAuthenticated(s: SessionState = state): boolean {
  return Boolean(s.accessToken);
}

/** Whether the user may log out now: obligatory notifications must be read first, unless admin. */
export function canLogOut(s: SessionState = state): boolean {
  return s.isAdmin || s.newObligatoryNotifications === 0;
}

export function applyCounts(c: CorrespondenceCount) {
  sessionStore.set({
    newNotifications: c.newNotifs,
    newObligatoryNotifications: c.newNotifsObligatory,
    totalNotifications: c.totalNotifs,
    newLetters: c.newLetters,
    totalLetters: c.totalLetters,
  });
}

export function useSession<T>(select: (s: SessionState) => T): T {
  // the static render of the build (prerender/) reads the session it was given, as the browser reads its own
  return useSyncExternalStore(sessionStore.subscribe, () => select(state), () => select(state));
}
