import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed.ts';
import { API, expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Registration is rate limited per address: every test registers from an address of its own. */
let n = 0;
let ip = '';
beforeEach(() => {
  n += 1;
  ip = `10.30.${n}.1`;
});

const account = (username: string) => ({
  username,
  password: 'Strong#2026x',
  mobile: '+995 555 00 11 22',
  email: `${username}@example.ge`,
  securityQuestionId: 3,
  securityAnswer: 'Kutaisi',
});
const legal = (username: string, code: string, typeId = 1) => ({
  ...account(username),
  organizationName: `${username} LLC`,
  organizationCode: code,
  organizationTypeId: typeId,
});
const person = (username: string, personalNumber: string) => ({ ...account(username), firstName: 'ლევან', lastName: 'ლომიძე', personalNumber });

const post = (url: string, payload: unknown, lang = 'en') =>
  ctx.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'accept-language': lang }, payload: payload as Record<string, unknown> });

async function signIn(username: string, password = 'Strong#2026x') {
  return resultOf<{ isValid: boolean }>(await ctx.inject({ method: 'POST', url: API.login, remoteAddress: ip, payload: { username, password } }));
}

describe('registration as a legal entity', () => {
  it('creates the organization and its employer account, which can sign in', async () => {
    const r = resultOf<{ id: string; username: string }>(await post(API.registerLegalEntity, legal('new-llc', '123456789')));
    expect(r).toEqual({ id: expect.any(String), username: 'new-llc' });
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'employer', isEmployee: false, totpSecret: null, securityQuestionId: 3, mobile: '+995 555 00 11 22' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.securityAnswerHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(user)).not.toMatch(/Kutaisi|Strong#2026x/i);
    const org = await ctx.db.selectFrom('organizations').selectAll().where('id', '=', user.organizationId!).executeTakeFirstOrThrow();
    expect(org).toMatchObject({ name: 'new-llc LLC', code: '123456789', typeId: 1, isSelfEmployed: false });
    expect((await signIn('new-llc')).isValid).toBe(true);
  });

  it('accepts an individual entrepreneur with an 11-digit code', async () => {
    const r = resultOf<{ id: string }>(await post(API.registerLegalEntity, legal('new-ie', '01020304050', 2)));
    const user = await ctx.db.selectFrom('users').select('organizationId').where('id', '=', r.id).executeTakeFirstOrThrow();
    const org = await ctx.db.selectFrom('organizations').selectAll().where('id', '=', user.organizationId!).executeTakeFirstOrThrow();
    expect(org).toMatchObject({ code: '01020304050', typeId: 2 });
  });

  it('answers every wrong field at once in result.messages; nothing is created', async () => {
    const before = await snapshot(ctx.db);
    const res = await post(API.registerLegalEntity, {
      username: 'a b',
      password: 'weak',
      mobile: '123',
      email: 'nope',
      securityQuestionId: 0,
      securityAnswer: '',
      organizationName: '',
      organizationCode: '12',
      organizationTypeId: 9,
    });
    const body = expectResultError(res, 400, 'VALIDATION_FAILED', 'Please fill in the correct fields.');
    expect(body.result?.messages).toEqual({
      username: 'Use 3 to 50 Latin letters, digits, dots, hyphens or underscores.',
      password: 'The password must be 8 to 32 characters of Latin letters, with at least one digit and one special character.',
      mobile: 'The mobile number must have at least 9 characters.',
      email: 'Wrong email format',
      securityQuestionId: 'Choose a security question.',
      securityAnswer: 'This field is required.',
      organizationName: 'Enter the organization name.',
      organizationCode: 'The identification code must have 9 or 11 digits.',
      organizationTypeId: 'Choose the organization type.',
    });
    expect(body.errors).toEqual(['Please fill in the correct fields.']);
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('requires name, code and type (section 5), in Georgian by default', async () => {
    const before = await snapshot(ctx.db);
    const res = await ctx.inject({ method: 'POST', url: API.registerLegalEntity, remoteAddress: ip, payload: account('no-org') });
    const body = expectResultError(res, 400, 'VALIDATION_FAILED', 'გთხოვთ, სწორად შეავსოთ ველები.');
    expect(body.result?.messages).toEqual({
      organizationName: 'შეიყვანეთ ორგანიზაციის დასახელება.',
      organizationCode: 'ველის შევსება სავალდებულოა.',
      organizationTypeId: 'აირჩიეთ ორგანიზაციის ტიპი.',
    });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it.each([
    [1, '01020304051', 'The identification code of a legal entity has 9 digits.'],
    [2, '987654321', 'The personal number must have exactly 11 digits.'],
  ])('checks the code length of type %i', async (typeId, code, message) => {
    const before = await snapshot(ctx.db);
    const res = await post(API.registerLegalEntity, legal(`len-${typeId}`, code, typeId));
    expect(expectResultError(res, 400, 'VALIDATION_FAILED').result?.messages).toEqual({ organizationCode: message });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses a known code: "Such an employer has already been registered."; nothing is created', async () => {
    const before = await snapshot(ctx.db);
    const res = await post(API.registerLegalEntity, legal('copycat', DEMO.employer.code));
    const body = expectResultError(res, 409, 'EMPLOYER_ALREADY_REGISTERED', 'Such an employer has already been registered.');
    expect(body.result?.messages).toEqual({ organizationCode: 'Such an employer has already been registered.' });
    const ru = await post(API.registerLegalEntity, legal('copycat', DEMO.employer.code), 'ru');
    expectResultError(ru, 409, 'EMPLOYER_ALREADY_REGISTERED', 'Такой работодатель уже зарегистрирован.');
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses a taken username in any letter case, under its field; nothing is created', async () => {
    const before = await snapshot(ctx.db);
    const res = await post(API.registerLegalEntity, legal('Demo-Employer', '111222333'));
    const body = expectResultError(res, 409, 'USERNAME_TAKEN', 'This username is already taken.');
    expect(body.result?.messages).toEqual({ username: 'This username is already taken.' });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses a common password under its field; nothing is created', async () => {
    const before = await snapshot(ctx.db);
    const res = await post(API.registerLegalEntity, { ...legal('common-pw', '111222334'), password: 'Qwerty123!' });
    expect(expectResultError(res, 400, 'FILL_CORRECT_FIELDS').result?.messages).toEqual({ password: 'This password is too common. Choose another one.' });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('ignores fields outside the allow-list: role, organization id and flags sent by the caller take no effect', async () => {
    const demoOrg = await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    const r = resultOf<{ id: string }>(
      await post(API.registerLegalEntity, {
        ...legal('sneaky', '555666777'),
        role: 'operator',
        organizationId: demoOrg.id,
        isEmployee: true,
        totpSecret: 'JBSWY3DPEHPK3PXP',
        id: '00000000-0000-4000-8000-000000000001',
        isSelfEmployed: true,
        lastLoginAt: '2020-01-01T00:00:00Z',
      }),
    );
    expect(r.id).not.toBe('00000000-0000-4000-8000-000000000001');
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'employer', isEmployee: false, totpSecret: null, lastLoginAt: null });
    expect(user.organizationId).not.toBe(demoOrg.id);
    const org = await ctx.db.selectFrom('organizations').selectAll().where('id', '=', user.organizationId!).executeTakeFirstOrThrow();
    expect(org).toMatchObject({ code: '555666777', isSelfEmployed: false });
    // an operator sign-in with this account is refused
    const op = resultOf<{ isValid: boolean }>(await ctx.inject({ method: 'POST', url: API.operatorLogin, remoteAddress: ip, payload: { username: 'sneaky', password: 'Strong#2026x' } }));
    expect(op.isValid).toBe(false);
  });

  it('refuses a body that is not an object', async () => {
    const before = await snapshot(ctx.db);
    expectResultError(await post(API.registerLegalEntity, ['x']), 400, 'VALIDATION_FAILED');
    const text = await ctx.inject({ method: 'POST', url: API.registerLegalEntity, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: '"text"' });
    expectResultError(text, 400, 'VALIDATION_FAILED');
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});

describe('registration as a physical person', () => {
  it('creates a self-employed account identified by the personal number', async () => {
    const r = resultOf<{ id: string; username: string }>(await post(API.registerPerson, person('levan', '01001012345')));
    expect(r.username).toBe('levan');
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'selfEmployed', firstName: 'ლევან', lastName: 'ლომიძე', personalNumber: '01001012345' });
    const org = await ctx.db.selectFrom('organizations').selectAll().where('id', '=', user.organizationId!).executeTakeFirstOrThrow();
    expect(org).toMatchObject({ code: '01001012345', typeId: 2, isSelfEmployed: true, name: 'ლევან ლომიძე' });
    expect((await signIn('levan')).isValid).toBe(true);
  });

  it('answers wrong fields with messages; nothing is created', async () => {
    const before = await snapshot(ctx.db);
    const res = await post(API.registerPerson, { ...person('person-1', '0100101234a'), firstName: '', lastName: ' ' });
    expect(expectResultError(res, 400, 'VALIDATION_FAILED').result?.messages).toEqual({
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      personalNumber: 'The personal number must contain digits only.',
    });
    const short = await post(API.registerPerson, person('person-2', '0100101234'));
    expect(expectResultError(short, 400, 'VALIDATION_FAILED').result?.messages).toEqual({ personalNumber: 'The personal number must have exactly 11 digits.' });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('refuses a personal number already registered, under the personal number field', async () => {
    const before = await snapshot(ctx.db);
    const res = await post(API.registerPerson, person('nino-again', DEMO.self.code));
    const body = expectResultError(res, 409, 'EMPLOYER_ALREADY_REGISTERED', 'Such an employer has already been registered.');
    expect(body.result?.messages).toEqual({ personalNumber: 'Such an employer has already been registered.' });
    expect(await snapshot(ctx.db)).toEqual(before);
  });

  it('ignores a role sent by the caller', async () => {
    const r = resultOf<{ id: string }>(await post(API.registerPerson, { ...person('person-role', '01001012399'), role: 'operator' }));
    const user = await ctx.db.selectFrom('users').select('role').where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(user.role).toBe('selfEmployed');
  });
});
