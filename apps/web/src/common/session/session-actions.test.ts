import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient } from '../lib/api-client';
import { registerNavigator } from '../lib/navigation';
import { nboApi } from '@pensia/domain/nbo/nbo.api';
import { completeSignIn, installApiClientHooks, logout, refreshCounts, startCountPolling, stopCountPolling, userIdOfToken } from './session-actions';
import { sessionStore } from './session-store';
import { TEST_EMPLOYER_USER, TEST_USER_ID } from '../testing/example-employer';

const USER_ID = TEST_USER_ID;
const b64 = (o: object) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o)))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = `${b64({ alg: 'HS256' })}.${b64({ sub: USER_ID, name: 'ნინო' })}.sig`;

const user = TEST_EMPLOYER_USER;

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const calls: { url: string; init: RequestInit }[] = [];
const navigations: { to: string; state?: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  navigations.length = 0;
  registerNavigator((to, options) => navigations.push({ to, state: options?.state }));
  installApiClientHooks();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
  handler = (url) => {
    if (url.startsWith(`/api/user/v1/users/${USER_ID}/detailed-balance`))
      return Response.json({ statusCode: 200, result: { organizationCode: '204567891', totalBalance: '250.00', paymentsTotal: '0.00', updatedAt: '2026-01-01' } });
    if (url.startsWith(`/api/user/v1/users/${USER_ID}`)) return Response.json({ statusCode: 200, result: user });
    if (url.startsWith('/api/user/v1/auth/get-endpoint-must-log'))
      return Response.json({ statusCode: 200, result: ['PUT /api/user/v1/users/organization'] });
    if (url.startsWith('/api/nbo/v1/letters/user/count'))
      return Response.json({ status: 'success', data: { newNotifs: 1, newNotifsObligatory: 1, totalNotifs: 2, newLetters: 3, totalLetters: 4 } });
    return Response.json({ statusCode: 200, result: { loggedOut: true } });
  };
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  registerNavigator(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('userIdOfToken', () => {
  it('reads the user id from the payload, also with non-Latin claims', () => {
    expect(userIdOfToken(token)).toBe(USER_ID);
    expect(userIdOfToken('not-a-token')).toBeNull();
    expect(userIdOfToken(`a.${b64({ name: 'x' })}.c`)).toBeNull();
  });
});

describe('completeSignIn', () => {
  it('stores the tokens, the expiry 1 hour ahead, the user, the balance and the endpoints to log', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    await completeSignIn({ accessToken: token, refreshToken: 'r1' }, false);
    const s = sessionStore.get();
    expect(s.accessToken).toBe(token);
    expect(s.refreshToken).toBe('r1');
    expect(s.isAdmin).toBe(false);
    expect(s.expiresAt).toBe(Date.parse('2026-03-01T09:00:00Z') + SESSION_TIMEOUT_MS);
    expect(s.user?.organizationName).toBe('Example LLC');
    expect(s.totalBalance).toBe('250.00');
    expect(s.endpointsToLog).toEqual(['PUT /api/user/v1/users/organization']);
    expect(JSON.parse(localStorage.getItem('pensia.session')!)).toMatchObject({ accessToken: token, refreshToken: 'r1', isAdmin: false });
    const userCall = calls.find((c) => c.url.startsWith(`/api/user/v1/users/${USER_ID}?`) || c.url === `/api/user/v1/users/${USER_ID}`)!;
    expect((userCall.init.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it('starts the count poll, marked as a background request', async () => {
    await completeSignIn({ accessToken: token, refreshToken: 'r1' }, false);
    await vi.waitFor(() => expect(sessionStore.get().newLetters).toBe(3));
    const poll = calls.find((c) => c.url.includes('letters/user/count'))!;
    expect((poll.init.headers as Record<string, string>)['x-background-request']).toBe('1');
    expect(sessionStore.get().newObligatoryNotifications).toBe(1);
  });

  it('drops the session again and throws when the user can not be loaded', async () => {
    handler = () => Response.json({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'Error loading user data. User can not be found.' }, { status: 404 });
    await expect(completeSignIn({ accessToken: token, refreshToken: 'r1' }, false)).rejects.toThrow('User can not be found');
    expect(sessionStore.get().accessToken).toBeNull();
  });

  it('sets the admin flag of an operator sign-in and loads no organization balance', async () => {
    // an operator's own account belongs to no organization
    const operator = { ...user, role: 'operator', organizationId: null, organizationName: null, organizationCode: null, organizationTypeId: null };
    const base = handler;
    handler = (url, init) =>
      url.startsWith(`/api/user/v1/users/${USER_ID}`) && !url.includes('detailed-balance') ? Response.json({ statusCode: 200, result: operator }) : base(url, init);
    await completeSignIn({ accessToken: token, refreshToken: 'r1' }, true);
    expect(sessionStore.get().isAdmin).toBe(true);
    expect(calls.some((c) => c.url.includes('detailed-balance'))).toBe(false);
  });
});

describe('refreshCounts', () => {
  it('fetches the counts at once', async () => {
    sessionStore.set({ accessToken: token, refreshToken: 'r1' });
    startCountPolling();
    await vi.waitFor(() => expect(sessionStore.get().newLetters).toBe(3));
    handler = () => Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 2, newLetters: 0, totalLetters: 4 } });
    await refreshCounts();
    expect(sessionStore.get().newLetters).toBe(0);
  });
});

describe('logout', () => {
  it('is refused while obligatory notifications are unread, unless forced or admin', async () => {
    sessionStore.set({ accessToken: token, refreshToken: 'r1', newObligatoryNotifications: 2 });
    expect(await logout()).toBe(false);
    expect(sessionStore.get().accessToken).toBe(token);
    sessionStore.set({ isAdmin: true });
    expect(await logout()).toBe(true);
    expect(sessionStore.get().accessToken).toBeNull();
  });

  it('revokes the refresh token, clears everything and goes to the sign-in page', async () => {
    sessionStore.set({ accessToken: token, refreshToken: 'r1', newObligatoryNotifications: 0 });
    localStorage.setItem('something', 'else');
    expect(await logout()).toBe(true);
    const call = calls.find((c) => c.url === '/api/user/v1/auth/logout')!;
    expect(call.init.body).toBe(JSON.stringify({ refreshToken: 'r1' }));
    expect(localStorage.getItem('something')).toBeNull();
    expect(localStorage.getItem('pensia.lang')).toBe('en');
    expect(navigations.at(-1)?.to).toBe('/en/login');
  });

  it('happens with "Refresh failed" when the token can not be refreshed', async () => {
    sessionStore.set({ accessToken: token, refreshToken: 'r1', newObligatoryNotifications: 5 });
    handler = (url) => {
      if (url.includes('/refresh')) return Response.json({ statusCode: 200, result: { isValid: false, accessToken: null, refreshToken: null } });
      if (url.includes('count')) return Response.json({ status: 'error', code: 'UNAUTHORIZED', message: 'no' }, { status: 401 });
      return Response.json({ statusCode: 200, result: { loggedOut: true } });
    };
    await expect(apiRequest(nboApi.count)).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(sessionStore.get().accessToken).toBeNull());
    expect(navigations.at(-1)?.to).toBe('/en/login');
  });
});

describe('server errors', () => {
  it('go to the error page with the message', async () => {
    sessionStore.set({ accessToken: token, refreshToken: 'r1' });
    handler = () => Response.json({ statusCode: 500, code: 'INTERNAL', message: 'Database is down' }, { status: 500 });
    await expect(apiRequest(nboApi.count)).rejects.toThrow('Database is down');
    expect(navigations.at(-1)).toEqual({ to: '/en/sorry', state: { message: 'Database is down' } });
  });
});

// keep the hooks of other tests independent of this file's navigator
afterEach(() => configureApiClient({}));
