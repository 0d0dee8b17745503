import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed.ts';
import { API, claimsOf, expectNboError, expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { signInCalls, type RefreshBody } from '../../test/sign-in.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { signAccessToken } from '../../lib/tokens.ts';
import { SESSION_CACHE_MS } from './auth.service.ts';

const MINUTE = 60_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { refresh, me, signedIn, ip: address } = signInCalls(() => ctx, 2);

describe('refresh token rotation', () => {
  it('answers a new pair every time; the old refresh token is refused afterwards', async () => {
    const s = await signedIn();
    const first = resultOf<RefreshBody>(await refresh(s.refreshToken));
    expect(first.isValid).toBe(true);
    expect(first.refreshToken).not.toBe(s.refreshToken);
    expect(claimsOf(first.accessToken!).sid).toBe(claimsOf(s.accessToken).sid);
    ctx.clock.advance(1000);
    const second = resultOf<RefreshBody>(await refresh(first.refreshToken!));
    expect(second.isValid).toBe(true);
    expect(new Set([s.refreshToken, first.refreshToken, second.refreshToken]).size).toBe(3);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(resultOf(await me(second.accessToken!, s.userId))).toMatchObject({ username: DEMO.employer.username });
  });

  it('a reused token revokes the whole family: the newest tokens die too', async () => {
    const s = await signedIn();
    const next = resultOf<RefreshBody>(await refresh(s.refreshToken));
    expect(resultOf(await me(next.accessToken!, s.userId))).toBeTruthy();

    const replay = resultOf<RefreshBody>(await refresh(s.refreshToken, { lang: 'en' }));
    expect(replay).toEqual({ isValid: false, accessToken: null, refreshToken: null, message: 'Refresh failed' });
    const session = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', claimsOf(s.accessToken).sid as string).executeTakeFirstOrThrow();
    expect(session.revokedReason).toBe('refresh token reused');

    expect(resultOf<RefreshBody>(await refresh(next.refreshToken!)).isValid).toBe(false);
    ctx.clock.advance(SESSION_CACHE_MS + 1);
    expectResultError(await me(next.accessToken!, s.userId), 401, 'SESSION_EXPIRED');
  });

  it('refuses an unknown token and a missing one', async () => {
    expect(resultOf<RefreshBody>(await refresh('x'.repeat(43), { lang: 'ka' }))).toEqual({
      isValid: false,
      accessToken: null,
      refreshToken: null,
      message: 'სესიის განახლება ვერ მოხერხდა',
    });
    const missing = await ctx.inject({ method: 'POST', url: API.refresh, remoteAddress: address(), payload: {} });
    expect(Object.keys(expectResultError(missing, 400, 'VALIDATION_FAILED').result?.messages ?? {})).toEqual(['refreshToken']);
  });

  it('refuses a refresh after 1 hour without user activity', async () => {
    const s = await signedIn();
    ctx.clock.advance(61 * MINUTE);
    expect(resultOf<RefreshBody>(await refresh(s.refreshToken)).isValid).toBe(false);
    const session = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', claimsOf(s.accessToken).sid as string).executeTakeFirstOrThrow();
    expect(session.revokedReason).toBe('idle');
  });

  it('a user action keeps the session alive; a background request does not', async () => {
    const active = await signedIn();
    const idle = await signedIn(DEMO.employer2.username, DEMO.employer2.password);
    ctx.clock.advance(50 * MINUTE);
    const a1 = resultOf<RefreshBody>(await refresh(active.refreshToken));
    const i1 = resultOf<RefreshBody>(await refresh(idle.refreshToken));
    expect([a1.isValid, i1.isValid]).toEqual([true, true]);
    // a refresh alone is not the user's activity; a request is, unless it is a background one
    expect((await me(a1.accessToken!, active.userId)).statusCode).toBe(200);
    expect((await me(i1.accessToken!, idle.userId, true)).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: API.count, token: i1.accessToken!, headers: { 'x-background-request': '1' } })).statusCode).toBe(200);

    ctx.clock.advance(15 * MINUTE); // 65 minutes after sign-in, 15 after the last action
    const idleRes = await me(i1.accessToken!, idle.userId, true);
    expectResultError(idleRes, 401, 'SESSION_EXPIRED');
    expect(resultOf<RefreshBody>(await refresh(i1.refreshToken!)).isValid).toBe(false);
    const a2 = resultOf<RefreshBody>(await refresh(a1.refreshToken!));
    expect(a2.isValid).toBe(true);
    expect((await me(a2.accessToken!, active.userId)).statusCode).toBe(200);
  });

  it('refuses a refresh 7 days after sign-in however active the user is', async () => {
    const s = await signedIn();
    let tokens = { accessToken: s.accessToken, refreshToken: s.refreshToken };
    const step = 55 * MINUTE;
    const days7 = 7 * 24 * 60 * MINUTE;
    let elapsed = 0;
    let n = 0;
    while (elapsed + step <= days7) {
      ctx.clock.advance(step);
      elapsed += step;
      n += 1;
      // a fresh address each time: this is one user's normal life, not an attack on the rate limit
      const r = resultOf<RefreshBody>(await refresh(tokens.refreshToken, { from: `10.7.${n >> 8}.${n & 255}` }));
      expect(r.isValid, `refresh after ${elapsed / MINUTE} minutes`).toBe(true);
      tokens = { accessToken: r.accessToken!, refreshToken: r.refreshToken! };
      expect((await me(tokens.accessToken, s.userId)).statusCode).toBe(200);
    }
    ctx.clock.advance(days7 - elapsed + MINUTE);
    expect(resultOf<RefreshBody>(await refresh(tokens.refreshToken, { from: '10.7.255.255' })).isValid).toBe(false);
    const session = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', claimsOf(s.accessToken).sid as string).executeTakeFirstOrThrow();
    expect(session.revokedReason).toBe('session too old');
  });
});

describe('access tokens on protected routes', () => {
  it('refuses a missing, malformed, tampered or alg-none token with 401 in the envelope of the group', async () => {
    const s = await signedIn();
    const [h, p, sig] = s.accessToken.split('.') as [string, string, string];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${p}.`;
    const tampered = `${h}.${p}.${sig.slice(0, -3)}${sig.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const otherUser = `${h}.${Buffer.from(JSON.stringify({ ...claimsOf(s.accessToken), sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${sig}`;
    for (const token of [undefined, 'garbage', none, tampered, otherUser, s.refreshToken]) {
      const res = await ctx.inject({ method: 'GET', url: API.user(s.userId), token, headers: { 'accept-language': 'en' } });
      expectResultError(res, 401, 'UNAUTHORIZED', 'Please sign in.');
      expectNboError(await ctx.inject({ method: 'GET', url: API.count, token }), 401, 'UNAUTHORIZED');
    }
    const basic = await ctx.inject({ method: 'GET', url: API.user(s.userId), headers: { authorization: `Basic ${s.accessToken}` } });
    expectResultError(basic, 401, 'UNAUTHORIZED');
  });

  it("refuses a validly signed token whose user is not its session's owner, also while the session is cached", async () => {
    const s = await signedIn();
    const other = await signedIn(DEMO.employer2.username, DEMO.employer2.password);
    const forged = (sub: string, sid: string) =>
      signAccessToken(ctx.config.jwtSecret, { userId: sub, sessionId: sid, audience: 'user' }, ctx.config.accessTokenTtlS, ctx.clock.now());
    // the session is checked and cached by its owner's request first
    expect((await me(s.accessToken, s.userId)).statusCode).toBe(200);
    const sid = claimsOf(s.accessToken).sid as string;
    for (const token of [await forged(other.userId, sid), await forged(s.userId, claimsOf(other.accessToken).sid as string)]) {
      expectResultError(await me(token, other.userId), 401, 'SESSION_EXPIRED');
      expectResultError(await me(token, s.userId), 401, 'SESSION_EXPIRED');
    }
    // the owners' own tokens go on working
    expect((await me(s.accessToken, s.userId)).statusCode).toBe(200);
    expect((await me(other.accessToken, other.userId)).statusCode).toBe(200);
  });

  it('accepts the bearer scheme in any letter case', async () => {
    const s = await signedIn();
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await ctx.inject({ method: 'GET', url: API.user(s.userId), headers: { authorization: `${scheme} ${s.accessToken}` } });
      expect(res.statusCode, scheme).toBe(200);
    }
  });

  it('refuses an expired access token with 401 SESSION_EXPIRED; a refresh brings a working one', async () => {
    const s = await signedIn();
    ctx.clock.advance(601_000);
    expectResultError(await me(s.accessToken, s.userId), 401, 'SESSION_EXPIRED');
    const r = resultOf<RefreshBody>(await refresh(s.refreshToken));
    expect((await me(r.accessToken!, s.userId)).statusCode).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the session: its access and refresh tokens are refused', async () => {
    const s = await signedIn();
    const res = await ctx.inject({ method: 'POST', url: API.logout, token: s.accessToken, payload: { refreshToken: s.refreshToken } });
    expect(resultOf(res)).toEqual({ loggedOut: true });
    expectResultError(await me(s.accessToken, s.userId), 401, 'SESSION_EXPIRED');
    ctx.clock.advance(SESSION_CACHE_MS + 1);
    expectResultError(await me(s.accessToken, s.userId), 401, 'SESSION_EXPIRED');
    expect(resultOf<RefreshBody>(await refresh(s.refreshToken)).isValid).toBe(false);
    const session = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', claimsOf(s.accessToken).sid as string).executeTakeFirstOrThrow();
    expect(session.revokedReason).toBe('logout');
  });

  it('with the refresh token only, or the access token only, still ends the session', async () => {
    const a = await signedIn();
    expect(resultOf(await ctx.inject({ method: 'POST', url: API.logout, payload: { refreshToken: a.refreshToken } }))).toEqual({ loggedOut: true });
    expectResultError(await me(a.accessToken, a.userId), 401, 'SESSION_EXPIRED');
    const b = await signedIn();
    expect(resultOf(await ctx.inject({ method: 'POST', url: API.logout, token: b.accessToken, payload: {} }))).toEqual({ loggedOut: true });
    expect(resultOf<RefreshBody>(await refresh(b.refreshToken)).isValid).toBe(false);
  });

  it('a session revoked elsewhere (another server process) is refused once the session cache time has passed', async () => {
    const s = await signedIn();
    expect((await me(s.accessToken, s.userId)).statusCode).toBe(200);
    await ctx.db.updateTable('sessions').set({ revokedAt: ctx.clock.now(), revokedReason: 'logout' }).where('id', '=', claimsOf(s.accessToken).sid as string).execute();
    ctx.clock.advance(SESSION_CACHE_MS + 1);
    expectResultError(await me(s.accessToken, s.userId), 401, 'SESSION_EXPIRED');
  });

  it('answers a sign-out without tokens, or with garbage, without changing anything', async () => {
    const before = await snapshot(ctx.db, ['sessions']);
    expect(resultOf(await ctx.inject({ method: 'POST', url: API.logout, payload: {} }))).toEqual({ loggedOut: true });
    expect(resultOf(await ctx.inject({ method: 'POST', url: API.logout, token: 'garbage', payload: { refreshToken: 'nothing' } }))).toEqual({ loggedOut: true });
    expect(await snapshot(ctx.db, ['sessions'])).toEqual(before);
  });
});
