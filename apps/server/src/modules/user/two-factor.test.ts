import { errorMessage, ibanCheckDigits, type Bank, type OrgRole, type TwoFactorStatus, type UserNotice } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { totpCode } from '../../test/totp-code.ts';
import { enrolTwoFactor, stepUp } from '../../test/two-factor.ts';

const TF = '/api/user/v1/two-factor';
const LOGIN = '/api/user/v1/auth/application-user';
const ACCOUNTS = '/api/parameters/v1/org-acct-numbers';

let ctx: TestContext;
let banks: Bank[];
let organizationId: string;
let accountNo = 0;

/** A user of the demo employer's organization in `role`, with the demo password. */
async function newUser(role: OrgRole, name: string, orgOf: string = DEMO.employer.username) {
  const demo = await ctx.db.selectFrom('users').select(['passwordHash', 'organizationId']).where('username', '=', orgOf).executeTakeFirstOrThrow();
  await ctx.db.insertInto('users').values({ username: name, passwordHash: demo.passwordHash, role: 'employer', orgRole: role, organizationId: demo.organizationId, firstName: 'ნინო', lastName: 'ბერიძე' }).execute();
  return demo.organizationId!;
}
const signIn = (username: string, otp?: string, lang = 'en') =>
  ctx.inject({ method: 'POST', url: LOGIN, headers: { 'accept-language': lang }, payload: { username, password: DEMO.employer.password, ...(otp ? { otp } : {}) } });
const status = async (token: string) => resultOf<TwoFactorStatus>(await ctx.inject({ method: 'GET', url: TF, token }));
/** A new account of the TBC bank, new each time. */
function addAccount(token: string, lang = 'en') {
  accountNo += 1;
  const bban = `TB${String(7204567891000000 + accountNo * 11).padStart(16, '0')}`;
  const iban = `GE${ibanCheckDigits('GE', bban)}${bban}`;
  const bankId = banks.find((b) => b.code === 'TB')!.id;
  return ctx.inject({ method: 'POST', url: ACCOUNTS, token, headers: { 'accept-language': lang }, payload: { bankId, accountNumber: iban } });
}

beforeAll(async () => {
  ctx = await createTestContext();
  organizationId = await newUser('administrator', 'tf-admin');
  await newUser('preparer', 'tf-preparer');
  await newUser('viewer', 'tf-viewer');
  banks = resultOf<Bank[]>(await ctx.inject({ method: 'GET', url: '/api/parameters/v1/banklist', token: (await ctx.login('tf-viewer')).accessToken }));
}, 120_000);
afterAll(async () => ctx?.close());

describe('enrolment of an organization\'s user', () => {
  it('gives a key, takes a code from it, answers 10 recovery codes once; any role may protect its own account', async () => {
    const { accessToken } = await ctx.login('tf-viewer');
    expect(await status(accessToken)).toEqual({ enrolled: false, enrolling: false, recoveryCodesLeft: 0, organizationRequires: false, stepUpUntil: null });
    expectResultError(await ctx.inject({ method: 'POST', url: `${TF}/confirm`, token: accessToken, payload: { code: '123456' } }), 409, 'TWO_FACTOR_NOT_STARTED');
    const key = resultOf<{ secret: string; otpauthUri: string }>(await ctx.inject({ method: 'POST', url: `${TF}/start`, token: accessToken }));
    expect(key.otpauthUri).toMatch(/^otpauth:\/\/totp\/Pensia:tf-viewer\?/);
    expect((await status(accessToken)).enrolling).toBe(true);
    // a wrong code: refused in the user's language, nothing set up
    const wrong = totpCode(key.secret, new Date(ctx.clock.now().getTime() - 3_600_000));
    expectResultError(await ctx.inject({ method: 'POST', url: `${TF}/confirm`, token: accessToken, headers: { 'accept-language': 'ka' }, payload: { code: wrong } }), 422, 'TWO_FACTOR_CODE_INVALID', errorMessage('ka', 'TWO_FACTOR_CODE_INVALID'));
    expect((await status(accessToken)).enrolled).toBe(false);
    ctx.clock.advance(30_000);
    const { recoveryCodes } = resultOf<{ recoveryCodes: string[] }>(await ctx.inject({ method: 'POST', url: `${TF}/confirm`, token: accessToken, payload: { code: totpCode(key.secret, ctx.clock.now()) } }));
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    // kept only as hashes
    const stored = await ctx.db.selectFrom('totpRecoveryCodes').select('codeHash').execute();
    expect(stored.some((r) => recoveryCodes.some((c) => r.codeHash.includes(c.replace(/-/g, ''))))).toBe(false);
    expect(await status(accessToken)).toMatchObject({ enrolled: true, enrolling: false, recoveryCodesLeft: 10 });
    expectResultError(await ctx.inject({ method: 'POST', url: `${TF}/start`, token: accessToken }), 409, 'TWO_FACTOR_ALREADY_ENROLLED');
  });

  it('asks for the code at sign-in; takes a recovery code once; counts wrong codes like wrong passwords', async () => {
    const { accessToken } = await ctx.login('tf-preparer');
    const { secret, recoveryCodes } = await enrolTwoFactor(ctx, accessToken);
    expect(resultOf(await signIn('tf-preparer'))).toMatchObject({ isValid: false, code: 'OTP_REQUIRED', otpRequired: true, accessToken: null });
    expect(resultOf(await signIn('tf-preparer', '000000'))).toMatchObject({ isValid: false, code: 'OTP_INVALID' });
    ctx.clock.advance(30_000);
    const code = totpCode(secret, ctx.clock.now());
    expect(resultOf(await signIn('tf-preparer', code))).toMatchObject({ isValid: true });
    // the same code again: each time step once
    expect(resultOf(await signIn('tf-preparer', code))).toMatchObject({ isValid: false, code: 'OTP_INVALID' });
    const recovery = recoveryCodes[3]!.toLowerCase();
    const withRecovery = resultOf<{ isValid: boolean; accessToken: string }>(await signIn('tf-preparer', recovery));
    expect(withRecovery.isValid).toBe(true);
    expect(resultOf(await signIn('tf-preparer', recoveryCodes[3]!))).toMatchObject({ isValid: false, code: 'OTP_INVALID' });
    expect((await status(withRecovery.accessToken)).recoveryCodesLeft).toBe(9);
    // a sign-in with a second factor counts as a step-up
    expect((await status(withRecovery.accessToken)).stepUpUntil).not.toBeNull();
    // the wrong codes since the last success are counted against the account, like wrong passwords
    const failures = await ctx.db.selectFrom('authThrottle').select(['key', 'failures']).where('key', 'like', 'user:tf-preparer%').execute();
    expect(failures.map((f) => f.failures)).toEqual([1, 1]);
  });

  it('turns it off with a current code, not while the organization requires it', async () => {
    await newUser('viewer', 'tf-leaver');
    const { accessToken } = await ctx.login('tf-leaver');
    const { secret } = await enrolTwoFactor(ctx, accessToken);
    expectResultError(await ctx.inject({ method: 'POST', url: `${TF}/disable`, token: accessToken, payload: { code: '000000' } }), 422, 'TWO_FACTOR_CODE_INVALID');
    ctx.clock.advance(30_000);
    const off = resultOf<TwoFactorStatus>(await ctx.inject({ method: 'POST', url: `${TF}/disable`, token: accessToken, payload: { code: totpCode(secret, ctx.clock.now()) } }));
    expect(off).toMatchObject({ enrolled: false, recoveryCodesLeft: 0, stepUpUntil: null });
    expect(resultOf(await signIn('tf-leaver'))).toMatchObject({ isValid: true });
  });
});

describe('the administrator\'s requirement', () => {
  it('only the administrator sets it; a user without a second factor then enrols at sign-in before getting a session', async () => {
    await newUser('administrator', 'tf2-admin', DEMO.employer2.username);
    await newUser('preparer', 'tf2-preparer', DEMO.employer2.username);
    const admin = (await ctx.login('tf2-admin')).accessToken;
    const preparer = (await ctx.login('tf2-preparer')).accessToken;
    expectResultError(await ctx.inject({ method: 'PUT', url: '/api/user/v1/organization/security', token: preparer, payload: { requiresTwoFactor: true } }), 403, 'ROLE_FORBIDDEN');
    expect(resultOf(await ctx.inject({ method: 'PUT', url: '/api/user/v1/organization/security', token: admin, payload: { requiresTwoFactor: true } }))).toEqual({ requiresTwoFactor: true });
    expect((await status(preparer)).organizationRequires).toBe(true);

    const first = resultOf<{ code: string; message: string; totpEnrolment: { secret: string; otpauthUri: string }; accessToken: null }>(await signIn('tf2-preparer', undefined, 'ru'));
    expect(first).toMatchObject({ code: 'OTP_ENROLMENT_REQUIRED', message: errorMessage('ru', 'OTP_ENROLMENT_REQUIRED'), accessToken: null });
    // asked again, the same key
    expect(resultOf<typeof first>(await signIn('tf2-preparer')).totpEnrolment.secret).toBe(first.totpEnrolment.secret);
    ctx.clock.advance(30_000);
    const done = resultOf<{ isValid: boolean; recoveryCodes: string[]; accessToken: string }>(await signIn('tf2-preparer', totpCode(first.totpEnrolment.secret, ctx.clock.now())));
    expect(done.isValid).toBe(true);
    expect(done.recoveryCodes).toHaveLength(10);
    expect(await status(done.accessToken)).toMatchObject({ enrolled: true, recoveryCodesLeft: 10, organizationRequires: true });
    // required: can't be turned off
    ctx.clock.advance(30_000);
    const code = totpCode(first.totpEnrolment.secret, ctx.clock.now());
    expectResultError(await ctx.inject({ method: 'POST', url: `${TF}/disable`, token: done.accessToken, payload: { code } }), 409, 'TWO_FACTOR_MANDATORY');
    resultOf(await ctx.inject({ method: 'PUT', url: '/api/user/v1/organization/security', token: admin, payload: { requiresTwoFactor: false } }));
  });
});

describe('step-up on the writes that move money', () => {
  it('refuses a user without a second factor with TWO_FACTOR_REQUIRED, changing nothing', async () => {
    await newUser('administrator', 'tf-nofactor');
    const { accessToken } = await ctx.login('tf-nofactor');
    const before = await ctx.db.selectFrom('bankAccounts').select('id').where('organizationId', '=', organizationId).execute();
    for (const lang of ['ka', 'en', 'ru'] as const) expectResultError(await addAccount(accessToken, lang), 403, 'TWO_FACTOR_REQUIRED', errorMessage(lang, 'TWO_FACTOR_REQUIRED'));
    expect(await ctx.db.selectFrom('bankAccounts').select('id').where('organizationId', '=', organizationId).execute()).toEqual(before);
  });

  it('accepts within 5 minutes of the second factor, refuses after with STEP_UP_REQUIRED, accepts again after a step-up', async () => {
    const { accessToken } = await ctx.login('tf-admin');
    const { secret } = await enrolTwoFactor(ctx, accessToken);
    resultOf(await addAccount(accessToken));
    ctx.clock.advance(5 * 60_000 + 1_000);
    expect((await status(accessToken)).stepUpUntil).toBeNull();
    expectResultError(await addAccount(accessToken, 'ka'), 403, 'STEP_UP_REQUIRED', errorMessage('ka', 'STEP_UP_REQUIRED'));
    expectResultError(await ctx.inject({ method: 'POST', url: `${TF}/step-up`, token: accessToken, payload: { code: '000000' } }), 422, 'TWO_FACTOR_CODE_INVALID');
    expectResultError(await ctx.inject({ method: 'POST', url: `${TF}/step-up`, token: accessToken, payload: { code: 'nope' } }), 400, 'VALIDATION_FAILED');
    const { stepUpUntil } = await stepUp(ctx, accessToken, secret);
    expect(new Date(stepUpUntil).getTime()).toBe(ctx.clock.now().getTime() + 5 * 60_000);
    resultOf(await addAccount(accessToken));
  });

  it('does not ask an operator acting for the organization (it has its own second factor)', async () => {
    const operator = (await operatorLogin(ctx)).accessToken;
    const acting = resultOf<{ accessToken: string }>(await ctx.inject({ method: 'POST', url: `/api/operator/v1/organizations/${organizationId}/act`, token: operator }));
    resultOf(await addAccount(acting.accessToken));
  });

  it('tells every user of the organization of a new bank account, each marks it read', async () => {
    const admin = (await ctx.login('tf-admin')).accessToken;
    const viewer = (await ctx.login('tf-viewer')).accessToken;
    const other = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
    for (const t of [viewer, other]) for (const n of resultOf<UserNotice[]>(await ctx.inject({ method: 'GET', url: '/api/user/v1/notices', token: t }))) resultOf(await ctx.inject({ method: 'POST', url: `/api/user/v1/notices/${n.id}/read`, token: t }));
    const added = resultOf<{ accountNumber: string }>(await addAccount(admin));
    const users = await ctx.db.selectFrom('users').select('id').where('organizationId', '=', organizationId).where('disabledAt', 'is', null).execute();
    const notices = await ctx.db.selectFrom('userNotices').select('userId').where('params', 'is not', null).where('organizationId', '=', organizationId).where('readAt', 'is', null).execute();
    expect(new Set(notices.map((n) => n.userId))).toEqual(new Set(users.map((u) => u.id)));
    const mine = resultOf<UserNotice[]>(await ctx.inject({ method: 'GET', url: '/api/user/v1/notices', token: viewer }));
    expect(mine[0]).toMatchObject({ kind: 'bankAccountAdded', iban: added.accountNumber, by: 'ნინო ბერიძე (tf-admin)', at: ctx.clock.now().toISOString() });
    // another organization's users are not told
    expect(resultOf<UserNotice[]>(await ctx.inject({ method: 'GET', url: '/api/user/v1/notices', token: other }))).toEqual([]);
    // one's own notice only
    expectResultError(await ctx.inject({ method: 'POST', url: `/api/user/v1/notices/${mine[0]!.id}/read`, token: other }), 404, 'RECORD_NOT_FOUND');
    resultOf(await ctx.inject({ method: 'POST', url: `/api/user/v1/notices/${mine[0]!.id}/read`, token: viewer }));
    expect((await ctx.inject({ method: 'GET', url: '/api/user/v1/notices', token: viewer })).json().result.some((n: UserNotice) => n.id === mine[0]!.id)).toBe(false);
  });
});
