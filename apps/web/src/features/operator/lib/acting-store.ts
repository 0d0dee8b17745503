import { useSyncExternalStore } from 'react';
import { userEndpoints } from '@pensia/domain/user/user.endpoints';
import { apiRequest } from '../../../common/lib/api-client';
import { sessionStore } from '../../../common/session/session-store';

/** The organization an operator acts for, and the operator's own tokens to go back with. */
export interface ActingState {
  organization: { id: string; name: string; code: string };
  operatorAccessToken: string;
  operatorRefreshToken: string;
}

const STORAGE_KEY = 'pensia.acting';

function load(): ActingState | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<ActingState>;
    if (!saved.organization?.id || !saved.operatorAccessToken || !saved.operatorRefreshToken) return null;
    return saved as ActingState;
  } catch {
    return null;
  }
}

let state: ActingState | null = load();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export const actingStore = {
  get: (): ActingState | null => state,
  set(next: ActingState | null) {
    state = next;
    try {
      if (next) globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
      else globalThis.localStorage?.removeItem(STORAGE_KEY);
    } catch {
      // storage blocked: acting lasts for this page only
    }
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useActing(): ActingState | null {
  return useSyncExternalStore(actingStore.subscribe, () => state, () => null);
}

/**
 * Signing out while acting for an organization ends the operator's own session too: the session store is
 * cleared (tokens gone), so the operator's session kept here is revoked and forgotten.
 */
sessionStore.subscribe(() => {
  const acting = state;
  if (!acting || sessionStore.get().accessToken) return;
  state = null;
  emit();
  void apiRequest(userEndpoints.logout, { body: { refreshToken: acting.operatorRefreshToken }, silent: true }).catch(() => undefined);
});
