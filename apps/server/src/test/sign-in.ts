import { beforeEach, expect } from 'vitest';
import { DEMO } from '../db/seed/demo-seed.ts';
import { API, claimsOf, resultOf } from './expect.ts';
import type { TestContext } from './test-app.ts';

/** The answer of a sign-in. */
export interface LoginBody {
  isValid: boolean;
  isEmployee: boolean;
  isFirstLogined: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  message?: string;
  code?: string;
  otpRequired?: boolean;
}

/** The answer of a refresh. */
export interface RefreshBody {
  isValid: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  message?: string;
}

/**
 * Sign-in, refresh and "who am I" calls of a test file. Every test calls from an address of its own (`ip()`),
 * so address counters and rate limits never add up across tests; `prefix` keeps two files' addresses apart.
 */
export function signInCalls(context: () => TestContext, prefix: number) {
  let addressNo = 0;
  let address = '';
  beforeEach(() => {
    addressNo += 1;
    address = `10.${prefix}.${addressNo}.1`;
  });
  const ctx = () => context();

  const login = (username: string, password: string, opts: { lang?: string; from?: string; url?: string; otp?: string } = {}) =>
    ctx().inject({
      method: 'POST',
      url: opts.url ?? API.login,
      remoteAddress: opts.from ?? address,
      headers: opts.lang ? { 'accept-language': opts.lang } : {},
      payload: { username, password, languageCode: 'ka-ge', ...(opts.otp !== undefined ? { otp: opts.otp } : {}) },
    });
  const refresh = (refreshToken: string, opts: { url?: string; lang?: string; from?: string } = {}) =>
    ctx().inject({
      method: 'POST',
      url: opts.url ?? API.refresh,
      remoteAddress: opts.from ?? address,
      headers: opts.lang ? { 'accept-language': opts.lang } : {},
      payload: { refreshToken },
    });
  const me = (token: string, userId: string, background = false) =>
    ctx().inject({ method: 'GET', url: API.user(userId), token, headers: background ? { 'x-background-request': '1' } : {} });

  async function signedIn(username: string = DEMO.employer.username, password: string = DEMO.employer.password) {
    const r = resultOf<LoginBody>(await login(username, password));
    expect(r.isValid).toBe(true);
    return { accessToken: r.accessToken!, refreshToken: r.refreshToken!, userId: claimsOf(r.accessToken!).sub as string };
  }

  return { login, refresh, me, signedIn, ip: () => address };
}
