import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed.ts';
import { API, expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { SESSION_CACHE_MS } from './auth.service.ts';

let ctx: TestContext;
let employer: Awaited<ReturnType<TestContext['login']>>;
let employer2: Awaited<ReturnType<TestContext['login']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  employer = await ctx.login();
  employer2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
});
afterAll(() => ctx.close());

const en = { 'accept-language': 'en' };
const profileTables = ['organizations', 'users'] as const;

/** A new account of its own, for tests that change passwords. */
let accountNo = 0;
async function newAccount() {
  accountNo += 1;
  const username = `account-${accountNo}`;
  const password = 'Start#2026pass';
  const res = await ctx.inject({
    method: 'POST',
    url: API.registerLegalEntity,
    remoteAddress: `10.20.0.${accountNo}`,
    payload: {
      username,
      password,
      mobile: '555000111',
      email: `${username}@example.ge`,
      securityQuestionId: 1,
      securityAnswer: 'Batumi',
      organizationName: `Account ${accountNo} LLC`,
      organizationCode: String(300000000 + accountNo),
      organizationTypeId: 1,
    },
  });
  resultOf(res);
  return { username, password, ...(await ctx.login(username, password)) };
}

describe('GET users/{id}', () => {
  it('answers the caller with its organization', async () => {
    const u = resultOf(await ctx.inject({ method: 'GET', url: `${API.user(employer.userId)}?ver=2`, token: employer.accessToken }));
    expect(u).toEqual({
      id: employer.userId,
      username: DEMO.employer.username,
      role: 'employer',
      firstName: null,
      lastName: null,
      organizationId: expect.any(String),
      organizationName: DEMO.employer.name,
      organizationCode: DEMO.employer.code,
      organizationTypeId: 1,
      mobile: '+995 555 12 34 56',
      email: 'info@example.ge',
      orgRole: 'administrator',
      organizationRequiresApproval: false,
    });
    expect(u).not.toHaveProperty('passwordHash');
    expect(u).not.toHaveProperty('securityAnswerHash');
  });

  it("answers another user's id exactly like an unknown one: 404, nothing revealed", async () => {
    const other = await ctx.inject({ method: 'GET', url: API.user(employer2.userId), token: employer.accessToken, headers: en });
    const unknown = await ctx.inject({ method: 'GET', url: API.user('00000000-0000-4000-8000-000000000000'), token: employer.accessToken, headers: en });
    const a = expectResultError(other, 404, 'USER_NOT_FOUND', 'Error loading user data. User can not be found.');
    const b = expectResultError(unknown, 404, 'USER_NOT_FOUND');
    expect({ ...a, correlationId: '' }).toEqual({ ...b, correlationId: '' });
    expect(other.body).not.toContain(DEMO.employer2.username);
    expect(other.body).not.toContain(DEMO.employer2.code);
  });

  it('refuses an id that is not a UUID with a field message, and a call without a token with 401', async () => {
    const res = await ctx.inject({ method: 'GET', url: API.user('1 or 1=1'), token: employer.accessToken, headers: en });
    expect(expectResultError(res, 400, 'VALIDATION_FAILED').result?.messages).toEqual({ id: 'The value has the wrong type.' });
    expectResultError(await ctx.inject({ method: 'GET', url: API.user(employer.userId) }), 401, 'UNAUTHORIZED');
  });
});

describe('GET me', () => {
  it('answers the caller, whoever it is, as users/{id} answers it with its own id', async () => {
    for (const caller of [employer, employer2]) {
      const me = resultOf(await ctx.inject({ method: 'GET', url: API.me, token: caller.accessToken }));
      expect(me).toEqual(resultOf(await ctx.inject({ method: 'GET', url: API.user(caller.userId), token: caller.accessToken })));
      expect(me).toMatchObject({ id: caller.userId });
    }
    const self = await ctx.login(DEMO.self.username, DEMO.self.password);
    expect(resultOf(await ctx.inject({ method: 'GET', url: API.me, token: self.accessToken }))).toMatchObject({ id: self.userId, role: 'selfEmployed', organizationCode: DEMO.self.code });
  });

  it('answers 401 without a token', async () => {
    expectResultError(await ctx.inject({ method: 'GET', url: API.me }), 401, 'UNAUTHORIZED');
  });
});

describe('GET auth/get-endpoint-must-log', () => {
  it('answers the audited endpoints, sorted, to a signed-in caller', async () => {
    const list = resultOf<string[]>(await ctx.inject({ method: 'GET', url: `${API.mustLog}?application=portal`, token: employer.accessToken }));
    expect(list).toEqual([...list].sort());
    expect(list).toEqual(
      expect.arrayContaining([
        'POST /api/user/v1/auth/application-user',
        'POST /api/user/v1/auth/operator-user',
        'PUT /api/user/v1/users/person-change-password',
        'PUT /api/user/v1/users/organization',
        'POST /api/user/v1/registration/legal-entity',
        'POST /api/user/v1/account/reset',
      ]),
    );
    expect(list).not.toContain('GET /api/nbo/v1/letters/user/count');
    expectResultError(await ctx.inject({ method: 'GET', url: API.mustLog }), 401, 'UNAUTHORIZED');
  });

  it('writes the calls of those endpoints to the audit log with the correlation id', async () => {
    const correlationId = 'audit-test-0001';
    const res = await ctx.inject({
      method: 'PUT',
      url: API.organization,
      token: employer2.accessToken,
      headers: { 'x-correlation-id': correlationId },
      payload: { id: employer2.userId, mobile: '+995 555 65 43 21', email: 'office@example.ge' },
    });
    expect(res.headers['x-correlation-id']).toBe(correlationId);
    // the audit row is written after the answer is sent (it never holds the caller up): wait for it
    const auditRows = () => ctx.db.selectFrom('auditLog').selectAll().where('correlationId', '=', correlationId).execute();
    await expect.poll(auditRows, { timeout: 5_000, interval: 20 }).toHaveLength(1);
    const rows = await auditRows();
    expect(rows[0]).toMatchObject({ userId: employer2.userId, method: 'PUT', route: '/api/user/v1/users/organization', status: 200 });
  });
});

describe('PUT users/person-change-password', () => {
  const change = (token: string, oldPassword: string, newPassword: string, lang = 'en', from?: string) =>
    ctx.inject({ method: 'PUT', url: API.changePassword, token, remoteAddress: from, headers: { 'accept-language': lang }, payload: { oldPassword, newPassword } });

  it('refuses a wrong old password under its field; nothing changes', async () => {
    const a = await newAccount();
    const before = await snapshot(ctx.db);
    const res = await change(a.accessToken, 'Wrong#2026pass', 'Brand#New2026');
    const body = expectResultError(res, 400, 'OLD_PASSWORD_WRONG', 'Old password is wrong');
    expect(body.result?.messages).toEqual({ oldPassword: 'Old password is wrong' });
    const ka = expectResultError(await change(a.accessToken, 'Wrong#2026pass', 'Brand#New2026', 'ka'), 400, 'OLD_PASSWORD_WRONG', 'ძველი პაროლი არასწორია');
    expect(ka.result?.messages).toEqual({ oldPassword: 'ძველი პაროლი არასწორია' });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('blocks guessing of the old password after 5 wrong tries from an address, even with the right one; the owner elsewhere goes on', async () => {
    const a = await newAccount();
    const from = '10.30.0.1';
    for (let i = 0; i < 5; i++) expectResultError(await change(a.accessToken, `Wrong#2026pass${i}`, 'Brand#New2026', 'en', from), 400, 'OLD_PASSWORD_WRONG');
    const blocked = await change(a.accessToken, a.password, 'Brand#New2026', 'ru', from);
    expectResultError(blocked, 429, 'TOO_MANY_FAILED_ATTEMPTS', 'Слишком много неудачных попыток. Попробуйте снова через 15 минут.');
    expect(blocked.headers['retry-after']).toBe('900');
    // the owner, from another address, changes the password as usual
    expect(resultOf(await change(a.accessToken, a.password, 'Brand#New2026', 'en', '10.30.0.2'))).toMatchObject({ message: 'Password successfully updated' });
    // and another account from the blocked address too
    const b = await newAccount();
    expect(resultOf(await change(b.accessToken, b.password, 'Brand#New2026', 'en', from))).toMatchObject({ message: 'Password successfully updated' });
  });

  it.each([
    ['short1!', 'The password must be 8 to 32 characters of Latin letters, with at least one digit and one special character.'],
    ['NoDigits!!', 'The password must be 8 to 32 characters of Latin letters, with at least one digit and one special character.'],
    ['პაროლი2026!', 'The password must be 8 to 32 characters of Latin letters, with at least one digit and one special character.'],
    ['', 'This field is required.'],
  ])('refuses the weak new password %j under its field; nothing changes', async (newPassword, message) => {
    const before = await snapshot(ctx.db);
    const res = await change(employer.accessToken, DEMO.employer.password, newPassword);
    expect(expectResultError(res, 400, 'VALIDATION_FAILED').result?.messages).toEqual({ newPassword: message });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses a common password and the old password again; nothing changes', async () => {
    const before = await snapshot(ctx.db);
    const common = await change(employer.accessToken, DEMO.employer.password, 'Password1!');
    expect(expectResultError(common, 400, 'FILL_CORRECT_FIELDS').result?.messages).toEqual({ newPassword: 'This password is too common. Choose another one.' });
    const same = await change(employer.accessToken, DEMO.employer.password, DEMO.employer.password);
    expectResultError(same, 400, 'PASSWORD_CANNOT_CHANGE', 'The password can not be changed.');
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const a = await newAccount();
    const other = await ctx.login(a.username, a.password);
    const res = await change(a.accessToken, a.password, 'Brand#New2026');
    expect(resultOf(res)).toEqual({ message: 'Password successfully updated' });

    // the current session goes on
    expect((await ctx.inject({ method: 'GET', url: API.user(a.userId), token: a.accessToken })).statusCode).toBe(200);
    const own = resultOf<{ isValid: boolean }>(await ctx.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: a.refreshToken } }));
    expect(own.isValid).toBe(true);
    // the other one ends
    const theirs = resultOf<{ isValid: boolean }>(await ctx.inject({ method: 'POST', url: API.refresh, payload: { refreshToken: other.refreshToken } }));
    expect(theirs.isValid).toBe(false);
    ctx.clock.advance(SESSION_CACHE_MS + 1);
    expectResultError(await ctx.inject({ method: 'GET', url: API.user(a.userId), token: other.accessToken }), 401, 'SESSION_EXPIRED');

    // the new password signs in, the old one no longer
    const oldLogin = resultOf<{ isValid: boolean }>(await ctx.inject({ method: 'POST', url: API.login, payload: { username: a.username, password: a.password } }));
    expect(oldLogin.isValid).toBe(false);
    await ctx.login(a.username, 'Brand#New2026');
  });

  it('answers in Russian when asked', async () => {
    const a = await newAccount();
    expect(resultOf(await change(a.accessToken, a.password, 'Brand#New2026', 'ru'))).toEqual({ message: 'Пароль успешно обновлён' });
  });
});

describe('PUT users/organization', () => {
  const put = (token: string, payload: Record<string, unknown>, lang = 'en') =>
    ctx.inject({ method: 'PUT', url: API.organization, token, headers: { 'accept-language': lang }, payload });

  it('changes the mobile and email of the caller and its organization', async () => {
    const res = await put(employer.accessToken, {
      id: employer.userId,
      organizationName: DEMO.employer.name,
      organizationCode: DEMO.employer.code,
      organizationTypeId: 1,
      mobile: ' +995 599 00 00 01 ',
      email: ' new@example.ge ',
    });
    expect(resultOf(res)).toMatchObject({ id: employer.userId, mobile: '+995 599 00 00 01', email: 'new@example.ge', organizationCode: DEMO.employer.code });
    const user = await ctx.db.selectFrom('users').select(['mobile', 'email', 'organizationId']).where('id', '=', employer.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ mobile: '+995 599 00 00 01', email: 'new@example.ge' });
    const org = await ctx.db.selectFrom('organizations').select(['mobile', 'email', 'code', 'name']).where('id', '=', user.organizationId!).executeTakeFirstOrThrow();
    expect(org).toEqual({ mobile: '+995 599 00 00 01', email: 'new@example.ge', code: DEMO.employer.code, name: DEMO.employer.name });
    const again = resultOf(await ctx.inject({ method: 'GET', url: API.user(employer.userId), token: employer.accessToken }));
    expect(again).toMatchObject({ mobile: '+995 599 00 00 01', email: 'new@example.ge' });
  });

  it.each([
    ['en', { mobile: 'The mobile number must have at least 9 characters.', email: 'Wrong email format' }],
    ['ka', { mobile: 'მობილურის ნომერი უნდა შეიცავდეს მინიმუმ 9 სიმბოლოს.', email: 'ელ-ფოსტის ფორმატი არასწორია' }],
    ['ru', { mobile: 'Номер мобильного должен содержать не менее 9 символов.', email: 'Неверный формат электронной почты' }],
  ])('answers a short mobile and a bad email with field messages in %s; nothing changes', async (lang, messages) => {
    const before = await snapshot(ctx.db, [...profileTables]);
    const res = await put(employer.accessToken, { id: employer.userId, mobile: '55512345', email: 'not-an-email' }, lang);
    expect(expectResultError(res, 400, 'VALIDATION_FAILED').result?.messages).toEqual(messages);
    expect(await snapshot(ctx.db, [...profileTables])).toEqual(before);
  });

  it('asks for a missing email with its own text', async () => {
    const res = await put(employer.accessToken, { id: employer.userId, mobile: '555123456', email: '' });
    expect(expectResultError(res, 400, 'VALIDATION_FAILED').result?.messages).toEqual({ email: 'Please enter an email address' });
  });

  it("refuses another user's id with 404; nothing changes", async () => {
    const before = await snapshot(ctx.db, [...profileTables]);
    const res = await put(employer.accessToken, { id: employer2.userId, mobile: '555999999', email: 'hijack@example.ge' });
    expectResultError(res, 404, 'RECORD_NOT_FOUND', 'Record not found.');
    expect(res.body).not.toContain(DEMO.employer2.code);
    expect(await snapshot(ctx.db, [...profileTables])).toEqual(before);
  });

  it('refuses a change of code, name or type with field messages; NOTHING changes, not even mobile and email', async () => {
    const before = await snapshot(ctx.db, [...profileTables]);
    const res = await put(employer.accessToken, {
      id: employer.userId,
      organizationName: 'Another name LLC',
      organizationCode: DEMO.employer2.code,
      organizationTypeId: 2,
      mobile: '555777777',
      email: 'changed@example.ge',
    });
    const body = expectResultError(res, 400, 'DATA_NOT_CHANGED', 'An error occurred and the data could not be changed.');
    expect(body.result?.messages).toEqual({
      organizationName: 'This field can not be changed here.',
      organizationCode: 'This field can not be changed here.',
      organizationTypeId: 'This field can not be changed here.',
    });
    expect(await snapshot(ctx.db, [...profileTables])).toEqual(before);
  });

  it('ignores fields outside the allow-list: no role, organization or flag can be set', async () => {
    const org2 = await ctx.db.selectFrom('users').select('organizationId').where('id', '=', employer2.userId).executeTakeFirstOrThrow();
    const res = await put(employer.accessToken, {
      id: employer.userId,
      mobile: '555123123',
      email: 'still@example.ge',
      role: 'operator',
      organizationId: org2.organizationId,
      isEmployee: true,
      username: 'renamed',
      passwordHash: 'x',
      totpSecret: 'AAAA',
    });
    expect(resultOf(res)).toMatchObject({ role: 'employer', username: DEMO.employer.username });
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', employer.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'employer', username: DEMO.employer.username, isEmployee: false, totpSecret: null, mobile: '555123123' });
    expect(user.organizationId).not.toBe(org2.organizationId);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('is for application users: an operator is refused with 403', async () => {
    const { TOTP } = await import('otpauth');
    const otp = new TOTP({ secret: DEMO.operator.totpSecret }).generate({ timestamp: ctx.clock.now().getTime() });
    const login = resultOf<{ accessToken: string }>(
      await ctx.inject({ method: 'POST', url: API.operatorLogin, payload: { username: DEMO.operator.username, password: DEMO.operator.password, otp } }),
    );
    const before = await snapshot(ctx.db, [...profileTables]);
    expectResultError(await put(login.accessToken, { id: employer.userId, mobile: '555123456', email: 'x@example.ge' }), 403, 'FORBIDDEN');
    expectResultError(await ctx.inject({ method: 'GET', url: API.balance(employer.userId), token: login.accessToken }), 403, 'FORBIDDEN');
    expect(await snapshot(ctx.db, [...profileTables])).toEqual(before);
  });
});

describe('GET users/{id}/detailed-balance', () => {
  it("answers the balance of the caller's organization, with or without its code", async () => {
    for (const url of [API.balance(employer.userId), `${API.balance(employer.userId)}?organizationCode=${DEMO.employer.code}`]) {
      const b = resultOf(await ctx.inject({ method: 'GET', url, token: employer.accessToken }));
      // the same balance as the finance group's org-balance: payments − contributions − fines − refunds paid + contributions given back
      const org = resultOf(await ctx.inject({ method: 'GET', url: '/api/finance/v1/declarations/org-balance', token: employer.accessToken })) as { totalBalance: string; payments: string };
      expect(b).toMatchObject({ organizationCode: DEMO.employer.code, totalBalance: org.totalBalance, paymentsTotal: org.payments });
      expect(b.totalBalance).toMatch(/^-?\d+\.\d{2}$/);
    }
    const b2 = resultOf(await ctx.inject({ method: 'GET', url: API.balance(employer2.userId), token: employer2.accessToken }));
    expect(b2).toMatchObject({ organizationCode: DEMO.employer2.code, totalBalance: '980.00' });
  });

  it("refuses another organization's code and another user's id with 404, revealing nothing", async () => {
    const byCode = await ctx.inject({ method: 'GET', url: `${API.balance(employer.userId)}?organizationCode=${DEMO.employer2.code}`, token: employer.accessToken, headers: en });
    expectResultError(byCode, 404, 'RECORD_NOT_FOUND', 'Record not found.');
    const byUser = await ctx.inject({ method: 'GET', url: API.balance(employer2.userId), token: employer.accessToken });
    expectResultError(byUser, 404, 'RECORD_NOT_FOUND');
    // the random correlation id is left out: a UUID may well contain "980"
    for (const res of [byCode, byUser]) expect(JSON.stringify({ ...res.json(), correlationId: undefined })).not.toMatch(/980|405112233/);
    expectResultError(await ctx.inject({ method: 'GET', url: API.balance(employer.userId) }), 401, 'UNAUTHORIZED');
  });
});
