import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed.ts';
import { API, claimsOf, expectNboError, expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { signInCalls, type LoginBody, type RefreshBody } from '../../test/sign-in.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { hashToken } from '../../lib/tokens.ts';
import { THROTTLE } from './throttle.service.ts';

const MINUTE = 60_000;
const totp = new TOTP({ secret: DEMO.operator.totpSecret, digits: 6, period: 30, algorithm: 'SHA1' });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { login, refresh, me, ip: address } = signInCalls(() => ctx, 1);

describe('sign-in of an application user', () => {
  it('answers tokens, and a session stores only the hash of the refresh token', async () => {
    const r = resultOf<LoginBody>(await login(DEMO.employer2.username, DEMO.employer2.password));
    expect(r).toMatchObject({ isValid: true, isEmployee: false, isFirstLogined: true });
    expect(r.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(r.refreshToken).toMatch(/^[\w-]{43}$/);
    const claims = claimsOf(r.accessToken!);
    expect(claims).toMatchObject({ aud: 'pensia-user', iss: 'pensia', tokenType: 'access' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(600);

    const sessions = await ctx.db.selectFrom('sessions').selectAll().where('userId', '=', claims.sub as string).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ id: claims.sid, audience: 'user', revokedAt: null, ip: address() });
    const stored = await ctx.db.selectFrom('refreshTokens').selectAll().where('sessionId', '=', claims.sid as string).execute();
    expect(stored.map((t) => t.tokenHash)).toEqual([hashToken(r.refreshToken!)]);
    const everything = JSON.stringify(await snapshot(ctx.db, ['sessions', 'refreshTokens', 'auditLog']));
    expect(everything).not.toContain(r.refreshToken!);

    // the second sign-in is no longer the first
    const again = resultOf<LoginBody>(await login(DEMO.employer2.username, DEMO.employer2.password));
    expect(again.isFirstLogined).toBe(false);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const r = resultOf<LoginBody>(await login('  DEMO-Self ', DEMO.self.password));
    expect(r.isValid).toBe(true);
  });

  it.each([
    ['en', 'Incorrect username or password.'],
    ['ka', 'მომხმარებლის სახელი ან პაროლი არასწორია.'],
    ['ru', 'Неверное имя пользователя или пароль.'],
  ])('refuses a wrong password and an unknown username with the same answer, in %s', async (lang, message) => {
    const before = await snapshot(ctx.db);
    const wrong = await login(DEMO.employer.username, 'Wrong#2026pass', { lang });
    const unknown = await login('no-such-user', 'Wrong#2026pass', { lang });
    for (const res of [wrong, unknown]) {
      const r = resultOf<LoginBody>(res);
      expect(r).toEqual({
        isValid: false,
        isEmployee: false,
        isFirstLogined: false,
        accessToken: null,
        refreshToken: null,
        code: 'INVALID_CREDENTIALS',
        message,
      });
    }
    expect(wrong.body).toBe(unknown.body);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses the operator on the application-user sign-in, like a wrong password', async () => {
    const before = await snapshot(ctx.db);
    const res = await login(DEMO.operator.username, DEMO.operator.password, { lang: 'en' });
    const r = resultOf<LoginBody>(res);
    expect(r).toMatchObject({ isValid: false, code: 'INVALID_CREDENTIALS', accessToken: null, refreshToken: null });
    expect(r.otpRequired).toBeUndefined();
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses a missing username and password with field messages in the request language', async () => {
    const before = await snapshot(ctx.db);
    const res = await ctx.inject({ method: 'POST', url: API.login, remoteAddress: address(), headers: { 'accept-language': 'en' }, payload: { username: '  ', password: '' } });
    const body = expectResultError(res, 400, 'VALIDATION_FAILED', 'Please fill in the correct fields.');
    expect(body.result?.messages).toEqual({ username: 'This field is required.', password: 'This field is required.' });
    const ru = await ctx.inject({ method: 'POST', url: API.login, remoteAddress: address(), headers: { 'accept-language': 'ru' }, payload: {} });
    expect(expectResultError(ru, 400, 'VALIDATION_FAILED').result?.messages).toEqual({
      username: 'Поле обязательно для заполнения.',
      password: 'Поле обязательно для заполнения.',
    });
    const wrongType = await ctx.inject({ method: 'POST', url: API.login, remoteAddress: address(), payload: { username: 5, password: ['x'] } });
    expect(Object.keys(expectResultError(wrongType, 400, 'VALIDATION_FAILED').result?.messages ?? {}).sort()).toEqual(['password', 'username']);
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});

describe('sign-in throttling', () => {
  const wrong = 'Wrong#2026pass';
  const minutesMessage = {
    en: (n: number) => `Too many failed attempts. Please try again in ${n} minutes.`,
    ka: (n: number) => `ძალიან ბევრი წარუმატებელი მცდელობა. სცადეთ თავიდან ${n} წუთში.`,
    ru: (n: number) => `Слишком много неудачных попыток. Попробуйте снова через ${n} минут.`,
  };

  it(`a stranger failing ${THROTTLE.perAccountAndAddress} times and more does not lock the owner out from another address`, async () => {
    const attacker = '10.2.0.1';
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) {
      expect(resultOf<LoginBody>(await login(DEMO.self.username, wrong, { from: attacker })).code).toBe('INVALID_CREDENTIALS');
    }
    // further guesses from that address are refused without being tried
    for (let i = 0; i < 3; i++) expectResultError(await login(DEMO.self.username, wrong, { from: attacker }), 429, 'TOO_MANY_FAILED_ATTEMPTS');
    const owner = resultOf<LoginBody>(await login(DEMO.self.username, DEMO.self.password, { from: '10.2.1.1' }));
    expect(owner.isValid).toBe(true);
    // the owner's success does not lift the block of the stranger's address
    expectResultError(await login(DEMO.self.username, DEMO.self.password, { from: attacker }), 429, 'TOO_MANY_FAILED_ATTEMPTS');
  });

  it('blocks the account from the address that failed, even with the right password, saying in minutes when to try again', async () => {
    const from = '10.2.2.1';
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) await login(DEMO.self.username, wrong, { from });
    const sessionsBefore = await snapshot(ctx.db, ['sessions']);
    const blocked = await login(DEMO.self.username, DEMO.self.password, { lang: 'en', from });
    expectResultError(blocked, 429, 'TOO_MANY_FAILED_ATTEMPTS', minutesMessage.en(THROTTLE.blockS / 60));
    expect(blocked.headers['retry-after']).toBe(String(THROTTLE.blockS));
    expect(await snapshot(ctx.db, ['sessions'])).toEqual(sessionsBefore);

    ctx.clock.advance(5 * MINUTE + 10_000); // 9 minutes 50 seconds left: "in 10 minutes"
    const ka = await login(DEMO.self.username, DEMO.self.password, { lang: 'ka', from });
    expectResultError(ka, 429, 'TOO_MANY_FAILED_ATTEMPTS', minutesMessage.ka(10));
    expect(ka.headers['retry-after']).toBe(String(THROTTLE.blockS - 310));
    const ru = await login(DEMO.self.username, DEMO.self.password, { lang: 'ru', from });
    expectResultError(ru, 429, 'TOO_MANY_FAILED_ATTEMPTS', minutesMessage.ru(10));

    ctx.clock.advance(THROTTLE.blockS * 1000);
    expect(resultOf<LoginBody>(await login(DEMO.self.username, DEMO.self.password, { from })).isValid).toBe(true);
  });

  it('answers an unknown username the same way when it is blocked', async () => {
    const from = '10.3.0.1';
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) await login('ghost-user', wrong, { from });
    const res = await login('ghost-user', wrong, { lang: 'en', from });
    expectResultError(res, 429, 'TOO_MANY_FAILED_ATTEMPTS', minutesMessage.en(THROTTLE.blockS / 60));
    expect(res.headers['retry-after']).toBe(String(THROTTLE.blockS));
  });

  it('a successful sign-in resets the counter of the account at that address', async () => {
    const user = DEMO.employer2.username;
    const from = '10.4.0.1';
    for (let i = 0; i < THROTTLE.perAccountAndAddress - 1; i++) await login(user, wrong, { from });
    expect(resultOf<LoginBody>(await login(user, DEMO.employer2.password, { from })).isValid).toBe(true);
    for (let i = 0; i < THROTTLE.perAccountAndAddress - 1; i++) {
      expect(resultOf<LoginBody>(await login(user, wrong, { from })).code).toBe('INVALID_CREDENTIALS');
    }
    // without the reset this would be the fifth failure in the window and be blocked
    expect(resultOf<LoginBody>(await login(user, DEMO.employer2.password, { from })).isValid).toBe(true);
  });

  it(`blocks an address after ${THROTTLE.perAddress} failures over any usernames; other addresses go on`, async () => {
    const from = '10.5.0.1';
    for (let i = 0; i < THROTTLE.perAddress; i++) {
      expect(resultOf<LoginBody>(await login(`nobody-${i}`, wrong, { from })).code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await login(DEMO.employer.username, DEMO.employer.password, { from, lang: 'en' });
    expectResultError(blocked, 429, 'TOO_MANY_FAILED_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(resultOf<LoginBody>(await login(DEMO.employer.username, DEMO.employer.password, { from: '10.5.0.2' })).isValid).toBe(true);
  });

  it(`locks the account after ${THROTTLE.perAccount} consecutive failures spread over addresses; a success forgets them`, { timeout: 180_000 }, async () => {
    const user = DEMO.employer2.username;
    const perAddress = THROTTLE.perAccountAndAddress - 1;
    // no address, and no account at one address, reaches its own limit
    for (let i = 0; i < THROTTLE.perAccount; i++) {
      const res = await login(user, wrong, { from: `10.8.1.${Math.floor(i / perAddress)}` });
      expect(resultOf<LoginBody>(res).code, `failure ${i + 1}`).toBe('INVALID_CREDENTIALS');
    }
    const sessionsBefore = await snapshot(ctx.db, ['sessions']);
    const locked = await login(user, DEMO.employer2.password, { from: '10.8.9.1', lang: 'ru' });
    expectResultError(locked, 429, 'TOO_MANY_FAILED_ATTEMPTS', minutesMessage.ru(THROTTLE.blockS / 60));
    expect(locked.headers['retry-after']).toBe(String(THROTTLE.blockS));
    expect(await snapshot(ctx.db, ['sessions'])).toEqual(sessionsBefore);

    // after the block one more failure locks it again: the count goes on until a success
    ctx.clock.advance(THROTTLE.blockS * 1000 + 1000);
    expect(resultOf<LoginBody>(await login(user, wrong, { from: '10.8.9.2' })).code).toBe('INVALID_CREDENTIALS');
    expectResultError(await login(user, DEMO.employer2.password, { from: '10.8.9.3' }), 429, 'TOO_MANY_FAILED_ATTEMPTS');
    // a success forgets the count: the next failure is one, not the 102nd
    ctx.clock.advance(THROTTLE.blockS * 1000 + 1000);
    expect(resultOf<LoginBody>(await login(user, DEMO.employer2.password, { from: '10.8.9.4' })).isValid).toBe(true);
    expect(resultOf<LoginBody>(await login(user, wrong, { from: '10.8.9.5' })).code).toBe('INVALID_CREDENTIALS');
    expect(resultOf<LoginBody>(await login(user, DEMO.employer2.password, { from: '10.8.9.6' })).isValid).toBe(true);
  });

  it('limits the request rate of public calls per address, with Retry-After and the same wait in the message', async () => {
    const from = '10.6.0.1';
    let res = await refresh('no-such-token', { from });
    let n = 1;
    while (res.statusCode !== 429 && n < 100) {
      expect(resultOf<RefreshBody>(res).isValid).toBe(false);
      res = await refresh('no-such-token', { from, lang: 'en' });
      n += 1;
    }
    expect(n).toBe(61);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expectResultError(res, 429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`);
    expect(resultOf<RefreshBody>(await refresh('no-such-token', { from: '10.6.0.2' })).isValid).toBe(false);
    // as the window runs, the wait shortens, and the message says so: asked again until Retry-After goes down
    const later = await vi.waitFor(
      async () => {
        const again = await refresh('no-such-token', { from, lang: 'en' });
        expect(Number(again.headers['retry-after'])).toBeLessThan(wait);
        return again;
      },
      { timeout: 10_000, interval: 250 },
    );
    const laterWait = Number(later.headers['retry-after']);
    expectResultError(later, 429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Please wait ${laterWait} second${laterWait === 1 ? '' : 's'} and try again.`);
  });
});

describe('operator sign-in with a one-time code', () => {
  const op = (otp?: string, lang = 'en') => login(DEMO.operator.username, DEMO.operator.password, { url: API.operatorLogin, otp, lang });
  const codeAt = (offsetMs = 0) => totp.generate({ timestamp: ctx.clock.now().getTime() + offsetMs });

  it('asks for the code when it is missing, without counting a failure', async () => {
    const before = await snapshot(ctx.db);
    const r = resultOf<LoginBody>(await op());
    expect(r).toMatchObject({ isValid: false, code: 'OTP_REQUIRED', otpRequired: true, accessToken: null, refreshToken: null });
    expect(r.message).toBe('Enter the 6-digit code from your authenticator app.');
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses a wrong code and a code two steps old', async () => {
    const good = codeAt();
    const wrong = good === '000000' ? '111111' : '000000';
    const r = resultOf<LoginBody>(await op(wrong, 'ru'));
    expect(r).toMatchObject({ isValid: false, code: 'OTP_INVALID', otpRequired: true, accessToken: null });
    expect(r.message).toBe('Одноразовый код неверен. Введите текущий код из приложения-аутентификатора.');
    const stale = codeAt(-90_000);
    if (stale !== good) expect(resultOf<LoginBody>(await op(stale)).code).toBe('OTP_INVALID');
    await ctx.db.deleteFrom('authThrottle').execute();
  });

  it('wrong codes from one address block that address, not the operator signing in from another', async () => {
    ctx.clock.advance(30_000); // a fresh code: each is accepted once
    const attacker = '10.9.0.1';
    const wrongCode = () => (codeAt() === '000000' ? '111111' : '000000');
    for (let i = 0; i < THROTTLE.perAccountAndAddress; i++) {
      const r = resultOf<LoginBody>(await login(DEMO.operator.username, DEMO.operator.password, { url: API.operatorLogin, otp: wrongCode(), from: attacker }));
      expect(r.code).toBe('OTP_INVALID');
    }
    const blocked = await login(DEMO.operator.username, DEMO.operator.password, { url: API.operatorLogin, otp: codeAt(), from: attacker, lang: 'ka' });
    expectResultError(blocked, 429, 'TOO_MANY_FAILED_ATTEMPTS', `ძალიან ბევრი წარუმატებელი მცდელობა. სცადეთ თავიდან ${THROTTLE.blockS / 60} წუთში.`);
    const owner = resultOf<LoginBody>(await login(DEMO.operator.username, DEMO.operator.password, { url: API.operatorLogin, otp: codeAt(), from: '10.9.0.2' }));
    expect(owner.isValid).toBe(true);
  });

  it('refuses a code that is not 6 digits as a field error', async () => {
    const res = await op('12345');
    expect(expectResultError(res, 400, 'VALIDATION_FAILED').result?.messages).toEqual({ otp: 'The code has 6 digits.' });
  });

  it('signs in with the code of the previous step or the current one, each only once', async () => {
    ctx.clock.advance(60_000);
    expect(resultOf<LoginBody>(await op(codeAt(-30_000))).isValid).toBe(true);
    const r = resultOf<LoginBody>(await op(codeAt()));
    expect(r.isValid).toBe(true);
    expect(claimsOf(r.accessToken!).aud).toBe('pensia-operator');
    // a code that was accepted can't be replayed within its 30 seconds, nor can an older one
    const replay = resultOf<LoginBody>(await op(codeAt()));
    expect(replay).toMatchObject({ isValid: false, code: 'OTP_INVALID', accessToken: null });
    expect(resultOf<LoginBody>(await op(codeAt(-30_000))).code).toBe('OTP_INVALID');
    ctx.clock.advance(30_000);
    expect(resultOf<LoginBody>(await op(codeAt())).isValid).toBe(true);
    await ctx.db.deleteFrom('authThrottle').execute();
  });

  it('refuses an application user on the operator sign-in, like a wrong password, without asking for a code', async () => {
    const before = await snapshot(ctx.db);
    const r = resultOf<LoginBody>(await login(DEMO.employer.username, DEMO.employer.password, { url: API.operatorLogin, otp: codeAt(), lang: 'en' }));
    expect(r).toMatchObject({ isValid: false, code: 'INVALID_CREDENTIALS', message: 'Incorrect username or password.', accessToken: null });
    expect(r.otpRequired).toBeUndefined();
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('an operator token is refused on a user-only route (403) and accepted on a route for anyone', async () => {
    ctx.clock.advance(30_000); // a fresh code: each is accepted once
    const r = resultOf<LoginBody>(await op(codeAt()));
    const token = r.accessToken!;
    expectNboError(await ctx.inject({ method: 'GET', url: API.count, token, headers: { 'accept-language': 'en' } }), 403, 'FORBIDDEN', 'You do not have access to this action.');
    const self = resultOf<{ username: string; role: string }>(await me(token, claimsOf(token).sub as string));
    expect(self).toMatchObject({ username: DEMO.operator.username, role: 'operator', organizationId: null });
  });

  it('rotates an operator refresh token only on the operator endpoint', async () => {
    ctx.clock.advance(30_000); // a fresh code: each is accepted once
    const r = resultOf<LoginBody>(await op(codeAt()));
    const onUser = resultOf<RefreshBody>(await refresh(r.refreshToken!, { lang: 'en' }));
    expect(onUser).toEqual({ isValid: false, accessToken: null, refreshToken: null, message: 'Refresh failed' });
    const onOperator = resultOf<RefreshBody>(await refresh(r.refreshToken!, { url: API.operatorRefresh }));
    expect(onOperator.isValid).toBe(true);
    expect(claimsOf(onOperator.accessToken!).aud).toBe('pensia-operator');
  });
});
