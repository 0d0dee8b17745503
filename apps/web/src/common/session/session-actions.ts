import { nboEndpoints } from '@pensia/domain/nbo/nbo.endpoints';
import { COUNT_POLL_INTERVAL_MS, SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { userEndpoints } from '@pensia/domain/user/user.endpoints';
import type { User } from '@pensia/domain/user/user.schema';
import { ApiError, apiRequest, configureApiClient } from '../lib/api-client';
import { clock } from '../lib/clock';
import { currentLang, currentPrefix, errorText, i18n, rememberLanguage } from '../lib/i18n';
import { navigateTo } from '../lib/navigation';
import { notify } from '../lib/notify';
import { paths } from '../lib/paths';
import { createCountPoller } from './count-poller';
import { applyCounts, canLogOut, isAuthenticated, sessionStore } from './session-store';

/** Name under which the server lists the endpoints this client must log (`auth/get-endpoint-must-log`). */
const MUST_LOG_APPLICATION = 'web';

/** The user id carried by the access token (`sub`, section 3); null when the token can't be read. */
export function userIdOfToken(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub ? claims.sub : null;
  } catch {
    return null;
  }
}

function warn(messageKey: 'signIn.balanceLoadFailed' | 'signIn.endpointsLoadFailed', error: unknown) {
  void notify({
    color: 'red',
    title: i18n.t(`session:${messageKey}`),
    message: error instanceof ApiError ? error.message : errorText('INTERNAL'),
  });
}

/**
 * Reloads the organization balance shown in the top bar. Rejects with the ApiError, so the refresh button
 * can show it in the "An error occurred" dialog (section 4).
 */
export async function refreshBalance(): Promise<void> {
  const { user } = sessionStore.get();
  // An operator has no organization of its own (no balance) unless it acts for one: then it sees that one's.
  if (!user || !user.organizationCode) return;
  const balance = await apiRequest(userEndpoints.detailedBalance, {
    params: { id: user.id },
    query: { organizationCode: user.organizationCode },
  });
  sessionStore.set({ totalBalance: balance.totalBalance });
}

async function loadEndpointsToLog(): Promise<void> {
  const list = await apiRequest(userEndpoints.mustLog, { query: { application: MUST_LOG_APPLICATION } });
  // Kept as `METHOD /api/group/v1/path`, the form the API client compares with (section 7).
  sessionStore.set({ endpointsToLog: list.map((e) => e.trim()).filter(Boolean) });
}

async function loadUser(): Promise<User> {
  const { accessToken } = sessionStore.get();
  const id = accessToken ? userIdOfToken(accessToken) : null;
  if (!id) throw new ApiError(401, 'USER_NOT_FOUND', errorText('USER_NOT_FOUND'));
  const user = await apiRequest(userEndpoints.getUser, { params: { id } });
  sessionStore.set({ user });
  return user;
}

/** User, balance and the endpoints to log; only the user is essential, the other two only warn. */
async function loadSessionData(): Promise<void> {
  await loadUser();
  await Promise.all([
    refreshBalance().catch((e: unknown) => warn('signIn.balanceLoadFailed', e)),
    loadEndpointsToLog().catch((e: unknown) => warn('signIn.endpointsLoadFailed', e)),
  ]);
}

const countPoller = createCountPoller({
  intervalMs: COUNT_POLL_INTERVAL_MS,
  poll: async () => {
    // `background`: a poll is not a user action and must not keep an idle session alive on the server.
    const counts = await apiRequest(nboEndpoints.count, { background: true });
    applyCounts(counts);
  },
});

/** Starts the correspondence count poll (sign-in, app open when signed in). */
export function startCountPolling(): void {
  // correspondence is an organization's: an operator in its back office has none to count
  const { isAdmin, user } = sessionStore.get();
  if (isAdmin && !user?.organizationId) return;
  countPoller.start();
}

export function stopCountPolling(): void {
  countPoller.stop();
}

/** Fetches the counts now, e.g. after a letter was read; the next poll is a full interval later. */
export function refreshCounts(): Promise<void> {
  return countPoller.refresh();
}

/**
 * Completes a valid login (section 4): stores the tokens and the admin flag, sets the expiry 1 hour ahead,
 * loads the user, the balance and the endpoints to log, and starts the count poll. When the user can't be
 * loaded the session is dropped again and the error is thrown to the sign-in form.
 */
export async function completeSignIn(
  result: { accessToken: string; refreshToken: string },
  isAdmin: boolean,
): Promise<void> {
  stopCountPolling();
  sessionStore.set({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    isAdmin,
    expiresAt: clock.now() + SESSION_TIMEOUT_MS,
    newLetterAlertShown: false,
    newNotificationAlertShown: false,
  });
  try {
    await loadSessionData();
  } catch (e) {
    clearSession();
    throw e;
  }
  startCountPolling();
}

/**
 * Opening the app with stored tokens: an expired session is ended at once (section 4), a live one gets its
 * user data and count poll back. Network trouble here does not sign the user out.
 */
export async function restoreSession(): Promise<void> {
  const { expiresAt } = sessionStore.get();
  if (!isAuthenticated()) return;
  if (expiresAt === null || clock.now() >= expiresAt) {
    await logout({ force: true, reason: errorText('SESSION_EXPIRED') });
    return;
  }
  startCountPolling();
  try {
    await loadSessionData();
  } catch (e) {
    if (isAuthenticated()) void notify({ color: 'red', title: i18n.t('session:signIn.userLoadFailed'), message: (e as Error).message });
  }
}

const signedOutListeners = new Set<() => void>();

/** Runs after every logout, e.g. to drop cached server data of the previous user. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

function clearSession() {
  const lang = currentLang();
  stopCountPolling();
  sessionStore.clear();
  // local storage is cleared with the session, but the chosen language is not part of the session
  rememberLanguage(lang);
  for (const l of signedOutListeners) l();
}

let loggingOut: Promise<boolean> | null = null;

/**
 * Logout (section 4). Blocked while obligatory notifications are unread, unless admin or `force` (an ended
 * or expired session). Revokes the refresh token on the server, clears all state and local storage, stops
 * the count poll and goes to the sign-in page of the current language. `reason` is shown there.
 */
export function logout(options: { force?: boolean; reason?: string } = {}): Promise<boolean> {
  if (!options.force && !canLogOut(sessionStore.get())) {
    void notify({
      id: 'logout-blocked',
      color: 'red',
      title: i18n.t('session:logoutBlocked.title'),
      message: i18n.t('session:logoutBlocked.text'),
    });
    return Promise.resolve(false);
  }
  // several failing requests may end the session at once: one logout serves them all
  loggingOut ??= (async () => {
    const { refreshToken } = sessionStore.get();
    stopCountPolling();
    if (refreshToken) {
      try {
        await apiRequest(userEndpoints.logout, { body: { refreshToken }, silent: true });
      } catch {
        // the session ends on this side anyway; the server lets the token expire
      }
    }
    clearSession();
    navigateTo(paths.login(currentPrefix()), { replace: true });
    if (options.reason) void notify({ id: 'signed-out', color: 'orange', message: options.reason });
    return true;
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

/** Connects the API client to the session and the interface language; called once at start. */
export function installApiClientHooks(): void {
  configureApiClient({
    getLanguage: () => currentLang(),
    defaultErrorText: () => errorText('INTERNAL'),
    onSessionEnded: (reason) => void logout({ force: true, reason: errorText(reason) }),
    onServerError: (error) => navigateTo(paths.sorry(currentPrefix()), { state: { message: error.message } }),
    // the question's module comes with the step-up dialog of the signed-in frame, not with the sign-in page
    onStepUpRequired: () => import('./step-up-prompt').then((m) => m.stepUpPrompt.ask()),
    // to the enrolment screen, told why
    onTwoFactorRequired: (reason) => {
      navigateTo(paths.twoFactor(currentPrefix()));
      void notify({ id: 'two-factor-required', color: 'orange', message: reason });
    },
  });
}
