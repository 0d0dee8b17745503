import type { Lang, OrgRole } from '@pensia/domain';
import type { TestContext } from './test-app.ts';
import { resultOf } from './expect.ts';

/** Calls of the organization's users and invitations (docs/decisions/0100) for the tests of org-users. */
export const ORG = {
  users: '/api/user/v1/organization-users',
  user: (id: string) => `/api/user/v1/organization-users/${id}`,
  invitations: '/api/user/v1/invitations',
  invitation: (id: string) => `/api/user/v1/invitations/${id}`,
  preview: '/api/user/v1/invitations/preview',
  accept: '/api/user/v1/invitations/accept',
} as const;

/** A strong password not on the list of common ones. */
export const NEW_PASSWORD = 'Tbilisi#2026kv';

let calls = 0;
/** A call in `lang`; each from its own address, so the per-address limit of the public calls does not trip in a test. */
export function call(ctx: TestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown, lang: Lang = 'en') {
  calls += 1;
  const remoteAddress = `198.51.${Math.floor(calls / 250) % 250}.${(calls % 250) + 1}`;
  return ctx.inject({ method, url, token, payload: payload as never, remoteAddress, headers: { 'accept-language': lang } });
}

let n = 0;
/** An invitation of `role` made by the administrator `token`: its id and token. */
export async function invite(ctx: TestContext, token: string, orgRole: OrgRole = 'preparer') {
  n += 1;
  const r = resultOf<{ invitation: { id: string }; token: string }>(
    await call(ctx, 'POST', ORG.invitations, token, { firstName: 'Nino', lastName: `Kapanadze${n}`, personalNumber: '01001012345', email: `nino${n}@example.ge`, orgRole }),
  );
  return { id: r.invitation.id, token: r.token };
}

/** The body of an acceptance with the token and a new username. */
export function acceptance(token: string, username: string) {
  return { token, username, password: NEW_PASSWORD, securityQuestionId: 2, securityAnswer: 'Batumi' };
}

/** Invites, accepts and signs in a new user of `role`: its id, username and access token. */
export async function newUser(ctx: TestContext, adminToken: string, orgRole: OrgRole, username: string) {
  const inv = await invite(ctx, adminToken, orgRole);
  const { id } = resultOf<{ id: string }>(await call(ctx, 'POST', ORG.accept, undefined, acceptance(inv.token, username)));
  const { accessToken, refreshToken } = await ctx.login(username, NEW_PASSWORD);
  return { id, username, accessToken, refreshToken };
}
