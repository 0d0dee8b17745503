import { errorMessage, LANGS, type OrgUser } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { call, newUser, NEW_PASSWORD, ORG } from '../../test/org-users.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: { accessToken: string; userId: string };
let admin2: string;
const TABLES = ['users', 'sessions', 'organizationInvitations'] as const;
const usersOf = async (token: string) => resultOf<OrgUser[]>(await call(ctx, 'GET', ORG.users, token));

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login();
  admin2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

describe('the organization\'s users', () => {
  it('are listed with their role, last sign-in and state, only the organization\'s own', async () => {
    const preparer = await newUser(ctx, admin.accessToken, 'preparer', 'list.preparer');
    const list = await usersOf(admin.accessToken);
    expect(list.find((u) => u.id === admin.userId)).toMatchObject({ username: DEMO.employer.username, orgRole: 'administrator', disabled: false, isSelf: true });
    expect(list.find((u) => u.id === preparer.id)).toMatchObject({
      username: 'list.preparer', firstName: 'Nino', personalNumber: '01001012345', orgRole: 'preparer', disabled: false, isSelf: false, lastLoginAt: expect.any(String),
    });
    const other = await usersOf(admin2);
    expect(other.map((u) => u.username)).toEqual([DEMO.employer2.username]);
  });

  it('are not reached from another organization: not found, nothing changed', async () => {
    const before = await snapshot(ctx.db, [...TABLES]);
    expectResultError(await call(ctx, 'PUT', ORG.user(admin.userId), admin2, { orgRole: 'viewer' }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await call(ctx, 'PUT', ORG.user(admin.userId), admin2, { disabled: true }), 404, 'RECORD_NOT_FOUND');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('are managed by administrators only', async () => {
    const preparer = await newUser(ctx, admin.accessToken, 'preparer', 'not.admin');
    for (const [method, url] of [['GET', ORG.users], ['GET', ORG.invitations], ['POST', ORG.invitations], ['PUT', ORG.user(admin.userId)]] as const) {
      expectResultError(await call(ctx, method, url, preparer.accessToken, {}), 403, 'ROLE_FORBIDDEN');
    }
  });

  it('change role at once: the user\'s next request has the new one', async () => {
    const u = await newUser(ctx, admin.accessToken, 'preparer', 'role.change');
    expect(resultOf(await call(ctx, 'PUT', ORG.user(u.id), admin.accessToken, { orgRole: 'viewer' }))).toMatchObject({ id: u.id, orgRole: 'viewer' });
    expect(resultOf(await call(ctx, 'GET', '/api/user/v1/me', u.accessToken))).toMatchObject({ orgRole: 'viewer' });
    resultOf(await call(ctx, 'PUT', ORG.user(u.id), admin.accessToken, { orgRole: 'administrator' }));
    expect(resultOf(await call(ctx, 'GET', '/api/user/v1/me', u.accessToken))).toMatchObject({ orgRole: 'administrator' });
    expect((await usersOf(u.accessToken)).length).toBeGreaterThan(1);
    resultOf(await call(ctx, 'PUT', ORG.user(u.id), admin.accessToken, { orgRole: 'preparer' }));
  });

  it('when disabled, lose their sessions at once and can\'t sign in; enabled again, they can', async () => {
    const u = await newUser(ctx, admin.accessToken, 'viewer', 'to.disable');
    expect(resultOf(await call(ctx, 'PUT', ORG.user(u.id), admin.accessToken, { disabled: true }))).toMatchObject({ disabled: true, orgRole: 'viewer' });
    expect((await call(ctx, 'GET', '/api/user/v1/me', u.accessToken)).statusCode).toBe(401);
    const refreshed = await call(ctx, 'POST', '/api/user/v1/auth/application-user/refresh', undefined, { refreshToken: u.refreshToken });
    expect(resultOf<{ isValid: boolean }>(refreshed).isValid).toBe(false);
    const sessions = await ctx.db.selectFrom('sessions').select('revokedAt').where('userId', '=', u.id).execute();
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    for (const lang of LANGS) {
      const res = await call(ctx, 'POST', '/api/user/v1/auth/application-user', undefined, { username: 'to.disable', password: NEW_PASSWORD }, lang);
      expect(resultOf(res)).toMatchObject({ isValid: false, accessToken: null, message: errorMessage(lang, 'ACCOUNT_DISABLED') });
    }
    expect((await usersOf(admin.accessToken)).find((x) => x.id === u.id)).toMatchObject({ disabled: true });
    expect(resultOf(await call(ctx, 'PUT', ORG.user(u.id), admin.accessToken, { disabled: false }))).toMatchObject({ disabled: false });
    await ctx.login('to.disable', NEW_PASSWORD);
  });
});

describe('the last active administrator', () => {
  it('can\'t be demoted or disabled, by itself either, in every language; nothing changes', async () => {
    // the organization's administrators other than the demo one become preparers first
    for (const u of await usersOf(admin.accessToken)) {
      if (u.orgRole === 'administrator' && u.id !== admin.userId) resultOf(await call(ctx, 'PUT', ORG.user(u.id), admin.accessToken, { orgRole: 'preparer' }));
    }
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) {
      for (const body of [{ orgRole: 'preparer' }, { disabled: true }, { orgRole: 'viewer', disabled: true }]) {
        expectResultError(await call(ctx, 'PUT', ORG.user(admin.userId), admin.accessToken, body, lang), 409, 'LAST_ADMINISTRATOR', errorMessage(lang, 'LAST_ADMINISTRATOR'));
      }
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
    // a change that keeps it an active administrator is fine
    expect(resultOf(await call(ctx, 'PUT', ORG.user(admin.userId), admin.accessToken, { orgRole: 'administrator', disabled: false }))).toMatchObject({ orgRole: 'administrator' });
  });

  it('a disabled administrator does not count: the active one stays', async () => {
    const other = await newUser(ctx, admin.accessToken, 'administrator', 'disabled.admin');
    resultOf(await call(ctx, 'PUT', ORG.user(other.id), admin.accessToken, { disabled: true }));
    expectResultError(await call(ctx, 'PUT', ORG.user(admin.userId), admin.accessToken, { orgRole: 'viewer' }), 409, 'LAST_ADMINISTRATOR');
    resultOf(await call(ctx, 'PUT', ORG.user(other.id), admin.accessToken, { disabled: false, orgRole: 'preparer' }));
  });

  it('stays under two requests at once: of two that would each leave the other administrator alone, one wins', async () => {
    const other = await newUser(ctx, admin.accessToken, 'administrator', 'second.admin');
    // the caller's session is checked already: both requests pass it and meet at the organization's lock
    resultOf(await call(ctx, 'GET', ORG.users, other.accessToken));
    const [a, b] = await Promise.all([
      call(ctx, 'PUT', ORG.user(admin.userId), other.accessToken, { disabled: true }),
      call(ctx, 'PUT', ORG.user(other.id), other.accessToken, { orgRole: 'viewer' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const organizationId = (await ctx.db.selectFrom('users').select('organizationId').where('id', '=', admin.userId).executeTakeFirstOrThrow()).organizationId!;
    const active = await ctx.db.selectFrom('users').select('id').where('organizationId', '=', organizationId).where('orgRole', '=', 'administrator').where('disabledAt', 'is', null).execute();
    expect(active).toHaveLength(1);
    // put back: the demo administrator active, the other a viewer
    if (a.statusCode === 200) {
      resultOf(await call(ctx, 'PUT', ORG.user(admin.userId), other.accessToken, { disabled: false }));
      admin = await ctx.login();
      resultOf(await call(ctx, 'PUT', ORG.user(other.id), admin.accessToken, { orgRole: 'viewer' }));
    }
  });

  it('with another active administrator, demotes itself', async () => {
    const other = await newUser(ctx, admin.accessToken, 'administrator', 'third.admin');
    const me = await ctx.login();
    expect(resultOf(await call(ctx, 'PUT', ORG.user(me.userId), me.accessToken, { orgRole: 'approver' }))).toMatchObject({ orgRole: 'approver', isSelf: true });
    // its own session has the new role at once
    expectResultError(await call(ctx, 'GET', ORG.users, me.accessToken), 403, 'ROLE_FORBIDDEN');
    resultOf(await call(ctx, 'PUT', ORG.user(me.userId), other.accessToken, { orgRole: 'administrator' }));
  });
});
