import { ORG_ROLES, roleCan, type OrgPermission, type OrgRole } from '@pensia/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

interface Operation {
  'x-permission'?: OrgPermission;
  security?: unknown[];
}

let ctx: TestContext;

/** Routes of any signed-in caller about itself: its record, its password, its own exports, what the audit log keeps. */
const SELF_ROUTES = [
  'GET /api/user/v1/auth/get-endpoint-must-log',
  'GET /api/user/v1/exports/{id}',
  'GET /api/user/v1/me',
  'GET /api/user/v1/users/{id}',
  'PUT /api/user/v1/users/person-change-password',
];
const tokens = {} as Record<OrgRole, string>;
let organizationId: string;

/** A user of the demo employer's organization in `role`, with the demo password, signed in. */
async function userIn(role: OrgRole): Promise<string> {
  const demo = await ctx.db.selectFrom('users').select(['passwordHash', 'organizationId']).where('username', '=', DEMO.employer.username).executeTakeFirstOrThrow();
  organizationId = demo.organizationId!;
  const username = `demo-${role}`;
  await ctx.db.insertInto('users').values({ username, passwordHash: demo.passwordHash, role: 'employer', orgRole: role, organizationId }).execute();
  return (await ctx.login(username)).accessToken;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ORG_ROLES) tokens[role] = role === 'administrator' ? (await ctx.login()).accessToken : await userIn(role);
}, 120_000);
afterAll(async () => ctx?.close());

describe('the role of an organization\'s user on every route', () => {
  it('refuses, before reading anything, each route whose permission the role lacks, and only those', async () => {
    const doc = (await ctx.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const permission = op['x-permission'];
        if (!permission) continue;
        checked += 1;
        // the refusal comes before the request is read: any path value and no body will do
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        for (const role of ORG_ROLES) {
          const res = await ctx.inject({ method: method.toUpperCase() as InjectOptions['method'], url, token: tokens[role] });
          const refused = res.statusCode === 403 && (res.json() as { code?: string }).code === 'ROLE_FORBIDDEN';
          if (refused !== !roleCan(role, permission)) wrong.push(`${role} ${method.toUpperCase()} ${path} (${permission}): ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 300_000);

  it('leaves without a permission only the routes any signed-in caller has for itself', async () => {
    const doc = (await ctx.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const withoutPermission: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.security?.length || op['x-permission'] || path.startsWith('/api/operator/')) continue;
        const res = await ctx.inject({ method: method.toUpperCase() as InjectOptions['method'], url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'), token: tokens.viewer });
        // a route of operators or of participants refuses the organization's user whatever its role
        if (res.statusCode !== 403) withoutPermission.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(withoutPermission.sort()).toEqual(SELF_ROUTES);
  });

  it('answers the caller\'s role in /me', async () => {
    for (const role of ORG_ROLES) {
      expect(resultOf(await ctx.inject({ method: 'GET', url: '/api/user/v1/me', token: tokens[role] }))).toMatchObject({ orgRole: role, organizationRequiresApproval: false, organizationId });
    }
  });

  it('ends the sessions of a disabled user and refuses its sign-in with its own message', async () => {
    const { accessToken, refreshToken } = await ctx.login('demo-viewer');
    await ctx.db.updateTable('users').set({ disabledAt: new Date() }).where('username', '=', 'demo-viewer').execute();
    ctx.clock.advance(10_000);
    expect((await ctx.inject({ method: 'GET', url: '/api/user/v1/me', token: accessToken })).statusCode).toBe(401);
    const refreshed = await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/application-user/refresh', payload: { refreshToken } });
    expect(resultOf<{ isValid: boolean }>(refreshed).isValid).toBe(false);
    for (const [lang, message] of [['en', 'This account was disabled by the administrator of its organization.'], ['ka', 'ეს ანგარიში გათიშა ორგანიზაციის ადმინისტრატორმა.']] as const) {
      const res = await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/application-user', headers: { 'accept-language': lang }, payload: { username: 'demo-viewer', password: DEMO.employer.password } });
      expect(resultOf(res)).toMatchObject({ isValid: false, accessToken: null, message });
    }
    // a wrong password is answered as any wrong password: the account's state is told only to who knows it
    const wrong = await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/application-user', headers: { 'accept-language': 'en' }, payload: { username: 'demo-viewer', password: 'Wrong#2026pass' } });
    expect(resultOf(wrong)).toMatchObject({ isValid: false, message: 'Incorrect username or password.' });
  });
});
