import { errorMessage, INVITATION_TTL_DAYS, LANGS, validationMessage } from '@pensia/domain';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { acceptance, call, invite, NEW_PASSWORD, ORG } from '../../test/org-users.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

/** The server's log as text, to be searched for what must never be written. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logged.push(chunk.toString());
    done();
  },
});
/** Every invitation token the tests saw, checked against the log and the audit rows at the end. */
const tokens: string[] = [];

let ctx: TestContext;
let admin: string;
let admin2: string;
const TABLES = ['users', 'organizationInvitations', 'sessions'] as const;

async function made(orgRole: Parameters<typeof invite>[2] = 'preparer') {
  const inv = await invite(ctx, admin, orgRole);
  tokens.push(inv.token);
  return inv;
}

/** A refusal of the invited person's call, in every language, that changes nothing. */
async function refusedEverywhere(url: string, body: unknown, status: number, code: Parameters<typeof errorMessage>[1]) {
  const before = await snapshot(ctx.db, [...TABLES]);
  for (const lang of LANGS) expectResultError(await call(ctx, 'POST', url, undefined, body, lang), status, code, errorMessage(lang, code));
  expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
}

beforeAll(async () => {
  ctx = await createTestContext({ logStream });
  admin = (await ctx.login()).accessToken;
  admin2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

describe('an invitation', () => {
  it('answers a random single-use token once, keeps only its hash, and never answers it again', async () => {
    const res = await call(ctx, 'POST', ORG.invitations, admin, { firstName: ' Giorgi ', lastName: 'Beridze', personalNumber: '01001011111', email: 'giorgi@example.ge', orgRole: 'approver' });
    const { invitation, token } = resultOf<{ invitation: Record<string, string>; token: string }>(res);
    tokens.push(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invitation).toMatchObject({ firstName: 'Giorgi', lastName: 'Beridze', personalNumber: '01001011111', email: 'giorgi@example.ge', orgRole: 'approver' });
    expect(new Date(invitation.expiresAt!).getTime() - new Date(invitation.createdAt!).getTime()).toBe(INVITATION_TTL_DAYS * 24 * 3600 * 1000);
    const row = await ctx.db.selectFrom('organizationInvitations').selectAll().where('id', '=', invitation.id!).executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await call(ctx, 'GET', ORG.invitations, admin);
    expect(resultOf<{ id: string }[]>(list).map((i) => i.id)).toContain(invitation.id);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row.tokenHash);
  });

  it('shows the invited person the organization, the name, the role and the expiry', async () => {
    const inv = await made('viewer');
    const p = resultOf(await call(ctx, 'POST', ORG.preview, undefined, { token: inv.token }));
    expect(p).toMatchObject({ organizationName: expect.any(String), firstName: 'Nino', orgRole: 'viewer' });
    const org = await ctx.db.selectFrom('organizations').select('name').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    expect(p.organizationName).toBe(org.name);
  });

  it('is accepted once: a user of the organization with the role, the name, personal number and e-mail invited', async () => {
    const inv = await made('preparer');
    const { id } = resultOf<{ id: string }>(await call(ctx, 'POST', ORG.accept, undefined, acceptance(inv.token, 'nino.preparer')));
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const org = await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: 'nino.preparer', role: 'employer', orgRole: 'preparer', organizationId: org.id, firstName: 'Nino', personalNumber: '01001012345', disabledAt: null, securityQuestionId: 2 });
    const row = await ctx.db.selectFrom('organizationInvitations').selectAll().where('id', '=', inv.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ acceptedUserId: id });
    await ctx.app.auditSettled();
    const audited = await ctx.db.selectFrom('auditLog').selectAll().where('targetId', '=', id).executeTakeFirstOrThrow();
    expect(audited).toMatchObject({ operation: 'orgUsersAccept', organizationId: org.id, account: 'nino.preparer', outcome: 'ok' });
    const signedIn = await ctx.login('nino.preparer', NEW_PASSWORD);
    expect(resultOf(await call(ctx, 'GET', '/api/user/v1/me', signedIn.accessToken))).toMatchObject({ orgRole: 'preparer', organizationId: org.id });
    // the second use, and the preview after it, are refused with their own message, and create nothing
    await refusedEverywhere(ORG.accept, acceptance(inv.token, 'nino.second'), 409, 'INVITATION_USED');
    await refusedEverywhere(ORG.preview, { token: inv.token }, 409, 'INVITATION_USED');
    expect(resultOf<{ id: string }[]>(await call(ctx, 'GET', ORG.invitations, admin)).map((i) => i.id)).not.toContain(inv.id);
  });

  it('of two acceptances of one link at once, takes one', async () => {
    const inv = await made();
    const [a, b] = await Promise.all([
      call(ctx, 'POST', ORG.accept, undefined, acceptance(inv.token, 'race.one')),
      call(ctx, 'POST', ORG.accept, undefined, acceptance(inv.token, 'race.two')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await ctx.db.selectFrom('users').select('id').where('username', 'in', ['race.one', 'race.two']).execute()).length).toBe(1);
  });

  it('runs out after its days: refused, nothing created', async () => {
    const inv = await made();
    ctx.clock.advance(INVITATION_TTL_DAYS * 24 * 3600 * 1000 + 1000);
    // the administrators' sessions ended in that time: new ones
    admin = (await ctx.login()).accessToken;
    admin2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
    await refusedEverywhere(ORG.preview, { token: inv.token }, 409, 'INVITATION_EXPIRED');
    await refusedEverywhere(ORG.accept, acceptance(inv.token, 'too.late'), 409, 'INVITATION_EXPIRED');
    expect(resultOf<{ id: string }[]>(await call(ctx, 'GET', ORG.invitations, admin)).map((i) => i.id)).not.toContain(inv.id);
  });

  it('is revoked by the administrator: refused afterwards, gone from the list', async () => {
    const inv = await made();
    expect(resultOf(await call(ctx, 'DELETE', ORG.invitation(inv.id), admin))).toEqual({ revoked: true });
    await refusedEverywhere(ORG.preview, { token: inv.token }, 409, 'INVITATION_REVOKED');
    await refusedEverywhere(ORG.accept, acceptance(inv.token, 'revoked.one'), 409, 'INVITATION_REVOKED');
    expect(resultOf<{ id: string }[]>(await call(ctx, 'GET', ORG.invitations, admin)).map((i) => i.id)).not.toContain(inv.id);
    // revoking again changes nothing; an accepted one can't be revoked
    expect(resultOf(await call(ctx, 'DELETE', ORG.invitation(inv.id), admin))).toEqual({ revoked: true });
    const used = await made();
    resultOf(await call(ctx, 'POST', ORG.accept, undefined, acceptance(used.token, 'kept.user')));
    expectResultError(await call(ctx, 'DELETE', ORG.invitation(used.id), admin), 409, 'INVITATION_USED');
  });

  it('of another organization is neither listed nor revoked', async () => {
    const inv = await made();
    expect(resultOf<{ id: string }[]>(await call(ctx, 'GET', ORG.invitations, admin2)).map((i) => i.id)).not.toContain(inv.id);
    const before = await snapshot(ctx.db, [...TABLES]);
    expectResultError(await call(ctx, 'DELETE', ORG.invitation(inv.id), admin2), 404, 'RECORD_NOT_FOUND');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
    expect(resultOf(await call(ctx, 'POST', ORG.preview, undefined, { token: inv.token }))).toMatchObject({ orgRole: 'preparer' });
  });

  it('with an unknown token is refused with its own message', async () => {
    await refusedEverywhere(ORG.preview, { token: 'x'.repeat(43) }, 404, 'INVITATION_NOT_FOUND');
    await refusedEverywhere(ORG.accept, acceptance('x'.repeat(43), 'nobody.here'), 404, 'INVITATION_NOT_FOUND');
  });
});

describe('refusals of bad input', () => {
  it('refuses an invitation with wrong fields under each field, in the language asked; nothing made', async () => {
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) {
      const body = expectResultError(
        await call(ctx, 'POST', ORG.invitations, admin, { firstName: '', lastName: 'B', personalNumber: '0100101', email: 'nope', orgRole: 'owner' }, lang),
        400, 'VALIDATION_FAILED',
      );
      expect(body.result?.messages).toMatchObject({
        firstName: validationMessage(lang, 'required'),
        personalNumber: validationMessage(lang, 'personalNumberLength'),
        email: validationMessage(lang, 'emailFormat'),
      });
      expect(body.result?.messages.orgRole).toBeTruthy();
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('refuses a weak or common password and a taken username, and leaves the invitation usable', async () => {
    const inv = await made();
    const before = await snapshot(ctx.db, [...TABLES]);
    const weak = expectResultError(await call(ctx, 'POST', ORG.accept, undefined, { ...acceptance(inv.token, 'weak.one'), password: 'weak' }), 400, 'VALIDATION_FAILED');
    expect(weak.result?.messages.password).toBe(validationMessage('en', 'passwordStrong'));
    const common = expectResultError(await call(ctx, 'POST', ORG.accept, undefined, { ...acceptance(inv.token, 'common.one'), password: 'Password1!' }), 400, 'FILL_CORRECT_FIELDS');
    expect(common.result?.messages.password).toBe(validationMessage('en', 'passwordCommon'));
    const taken = expectResultError(await call(ctx, 'POST', ORG.accept, undefined, acceptance(inv.token, DEMO.employer.username)), 409, 'USERNAME_TAKEN');
    expect(taken.result?.messages.username).toBeTruthy();
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
    resultOf(await call(ctx, 'POST', ORG.accept, undefined, acceptance(inv.token, 'after.refusals')));
  });
});

describe('secrecy of the token', () => {
  it('is never written to the log or the audit log', async () => {
    await ctx.app.auditSettled();
    expect(tokens.length).toBeGreaterThan(5);
    const log = logged.join('');
    expect(log.length).toBeGreaterThan(0);
    const audit = JSON.stringify(await ctx.db.selectFrom('auditLog').selectAll().execute());
    expect(audit).toContain('invitations');
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(audit).not.toContain(token);
    }
  });
});
