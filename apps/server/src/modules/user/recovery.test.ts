import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed.ts';
import { API, expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { SESSION_CACHE_MS } from './auth.service.ts';
import { THROTTLE } from './throttle.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let n = 0;
let ip = '';
beforeEach(() => {
  n += 1;
  ip = `10.40.${n}.1`;
});

const question = (username: string) =>
  ctx.inject({ method: 'POST', url: API.resetQuestion, remoteAddress: ip, payload: { username } });
const reset = (username: string, securityAnswer: string, newPassword: string, opts: { lang?: string; from?: string } = {}) =>
  ctx.inject({
    method: 'POST',
    url: API.reset,
    remoteAddress: opts.from ?? ip,
    headers: { 'accept-language': opts.lang ?? 'en' },
    payload: { username, securityAnswer, newPassword },
  });
const signIn = async (username: string, password: string) =>
  resultOf<{ isValid: boolean }>(await ctx.inject({ method: 'POST', url: API.login, remoteAddress: ip, payload: { username, password } })).isValid;

describe('recovery step 1: the security question', () => {
  it('answers the question of a known username', async () => {
    expect(resultOf(await question(DEMO.employer.username))).toEqual({ securityQuestionId: 2 });
    expect(resultOf(await question(' DEMO-EMPLOYER '))).toEqual({ securityQuestionId: 2 });
  });

  it('answers an unknown username with a stable question of the same shape, so existence is not revealed', async () => {
    const names = ['nobody-here', 'ghost.user', 'x-y-z', DEMO.operator.username];
    for (const name of names) {
      const a = await question(name);
      const b = await question(name.toUpperCase());
      const first = resultOf<{ securityQuestionId: number }>(a);
      expect(Object.keys(first)).toEqual(['securityQuestionId']);
      expect([1, 2, 3, 4, 5]).toContain(first.securityQuestionId);
      expect(resultOf(b)).toEqual(first);
      expect(a.headers['content-length']).toBe((await question(DEMO.employer.username)).headers['content-length']);
    }
  });

  it('requires a username', async () => {
    expect(Object.keys(expectResultError(await question(' '), 400, 'VALIDATION_FAILED').result?.messages ?? {})).toEqual(['username']);
  });
});

describe('recovery step 2: answer and new password', () => {
  it('refuses a wrong answer with "The answers are invalid."; the password stays', async () => {
    const before = await snapshot(ctx.db);
    expectResultError(await reset(DEMO.employer2.username, 'Batumi', 'Brand#New2026'), 400, 'ANSWERS_INVALID', 'The answers are invalid.');
    expectResultError(await reset(DEMO.employer2.username, 'Batumi', 'Brand#New2026', { lang: 'ka' }), 400, 'ANSWERS_INVALID', 'პასუხები არასწორია.');
    expect(await snapshot(ctx.db)).toEqual(before);
    expect(await signIn(DEMO.employer2.username, DEMO.employer2.password)).toBe(true);
  });

  it('answers an unknown username and an operator exactly like a wrong answer', async () => {
    const before = await snapshot(ctx.db);
    const unknown = expectResultError(await reset('nobody-here', DEMO.securityAnswer, 'Brand#New2026'), 400, 'ANSWERS_INVALID');
    const operator = expectResultError(await reset(DEMO.operator.username, DEMO.securityAnswer, 'Brand#New2026'), 400, 'ANSWERS_INVALID');
    expect({ ...unknown, correlationId: '' }).toEqual({ ...operator, correlationId: '' });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it(`is throttled after ${THROTTLE.perAccountAndAddress} wrong answers from an address, even for the right one, with Retry-After`, async () => {
    const user = DEMO.employer.username;
    const from = '10.41.0.1';
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) {
      expectResultError(await reset(user, `wrong-${i}`, 'Brand#New2026', { from }), 400, 'ANSWERS_INVALID');
    }
    const before = await snapshot(ctx.db);
    const blocked = await reset(user, DEMO.securityAnswer, 'Brand#New2026', { from });
    expectResultError(blocked, 429, 'TOO_MANY_FAILED_ATTEMPTS', `Too many failed attempts. Please try again in ${THROTTLE.blockS / 60} minutes.`);
    expect(blocked.headers['retry-after']).toBe(String(THROTTLE.blockS));
    expect(await snapshot(ctx.db)).toEqual(before);
    // another address is not blocked by those guesses: a wrong answer from there is tried and refused as such
    expectResultError(await reset(user, 'wrong-again', 'Brand#New2026', { from: '10.41.1.1' }), 400, 'ANSWERS_INVALID');
    // sign-in of that account is not blocked by the recovery counter
    expect(await signIn(user, DEMO.employer.password)).toBe(true);
    ctx.clock.advance(THROTTLE.blockS * 1000 + 1000);
  });

  it('refuses a weak or common new password; nothing changes', async () => {
    const before = await snapshot(ctx.db);
    const weak = await reset(DEMO.self.username, DEMO.securityAnswer, 'short');
    expect(expectResultError(weak, 400, 'VALIDATION_FAILED').result?.messages).toEqual({
      newPassword: 'The password must be 8 to 32 characters of Latin letters, with at least one digit and one special character.',
    });
    const common = await reset(DEMO.self.username, DEMO.securityAnswer, 'Password123!');
    expect(expectResultError(common, 400, 'FILL_CORRECT_FIELDS').result?.messages).toEqual({ newPassword: 'This password is too common. Choose another one.' });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('with the right answer (any case and spacing) changes the password and ends every session', async () => {
    const s = await ctx.login(DEMO.self.username, DEMO.self.password);
    const res = await reset(DEMO.self.username, `  ${DEMO.securityAnswer}  `, 'Brand#New2026');
    expect(resultOf(res)).toEqual({ message: 'The password has been changed. Sign in with the new password.' });

    expect(resultOf<{ isValid: boolean }>(await ctx.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: s.refreshToken } })).isValid).toBe(false);
    ctx.clock.advance(SESSION_CACHE_MS + 1);
    expectResultError(await ctx.inject({ method: 'GET', url: API.user(s.userId), token: s.accessToken }), 401, 'SESSION_EXPIRED');
    expect(await signIn(DEMO.self.username, DEMO.self.password)).toBe(false);
    expect(await signIn(DEMO.self.username, 'Brand#New2026')).toBe(true);
  });
});
