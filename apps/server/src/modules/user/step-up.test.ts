import { errorMessage, type ApiKey, type ApprovalDetail, type CreatedApiKey, type Lang, type WebhookEndpoint } from '@pensia/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, getDeclaration, periods, row } from '../../test/declarations.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { enrolTwoFactor, stepUp, steppedUp } from '../../test/two-factor.ts';

/**
 * The operations that ask an organization's user for a second factor given in the last 5 minutes (decision
 * 0104): besides bank accounts and refund requests, approving and sending back a submission, and creating an
 * API key or a webhook endpoint. Without it they are refused and change nothing; with it they are done; an API
 * key never gets through them, whoever created it.
 */

const A = '/api/user/v1/approvals';
const KEYS = '/api/user/v1/api-keys';
const HOOKS = '/api/user/v1/webhooks';
const ZERO = '00000000-0000-4000-8000-000000000000';
const LANGS: readonly Lang[] = ['ka', 'en', 'ru'];

interface Operation {
  'x-step-up'?: boolean;
  'x-key-scope'?: string;
}

let ctx: TestContext;
let organizationId: string;
const nextPeriod = periods(2021);

const post = (url: string, token: string, payload?: object, lang: Lang = 'en') =>
  ctx.inject({ method: 'POST', url, token, headers: { 'accept-language': lang }, ...(payload ? { payload } : {}) });

/** The operations the document marks `x-step-up`, as `METHOD path`. */
async function stepUpOperations(): Promise<{ method: string; path: string; op: Operation }[]> {
  const doc = (await ctx.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op['x-step-up'])
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** What the approvals, keys and endpoints of the organization are, to see that a refusal changed none of it. */
const stateOf = async () => ({
  approvals: await ctx.db.selectFrom('approvalRequests').select(['id', 'status', 'comment', 'decidedBy']).where('organizationId', '=', organizationId).orderBy('id').execute(),
  keys: await ctx.db.selectFrom('apiKeys').select('id').where('organizationId', '=', organizationId).orderBy('id').execute(),
  endpoints: await ctx.db.selectFrom('webhookEndpoints').select('id').where('organizationId', '=', organizationId).orderBy('id').execute(),
  dues: await ctx.db.selectFrom('ledgerMovements').select('id').where('kind', '=', 'contribution_due').orderBy('id').execute(),
});

/** The demo preparer, signed in afresh (the clock moves by minutes here). */
const preparerToken = async () => (await ctx.login(DEMO.preparer.username, DEMO.preparer.password)).accessToken;

/** A declaration of the preparer, with a row, submitted for approval. */
async function submitted(): Promise<{ declarationId: string; approval: ApprovalDetail }> {
  const preparer = await preparerToken();
  const d = await createDeclaration(ctx, preparer, nextPeriod());
  await addRow(ctx, preparer, d.id, row('70000000091', '1000.00'));
  return { declarationId: d.id, approval: resultOf<ApprovalDetail>(await post(A, preparer, { kind: 'declaration', subjectId: d.id })) };
}

/** A signed-in session of a user opened before it set up its second factor, which it then sets up on another session. */
async function sessionWithoutStepUp(username: string, password: string): Promise<{ token: string; secret: string }> {
  const token = (await ctx.login(username, password)).accessToken;
  const { secret } = await enrolTwoFactor(ctx, (await ctx.login(username, password)).accessToken);
  return { token, secret };
}

beforeAll(async () => {
  ctx = await createTestContext();
  organizationId = (await ctx.db.selectFrom('users').select('organizationId').where('username', '=', DEMO.employer.username).executeTakeFirstOrThrow()).organizationId!;
}, 120_000);
afterAll(async () => ctx?.close());

describe('the operations that ask for a recent second factor', () => {
  it('are marked x-step-up in the document: bank accounts, refund requests, approving and sending back, creating a key or an endpoint', async () => {
    const marked = (await stepUpOperations()).map((o) => `${o.method} ${o.path}`).sort();
    expect(marked).toEqual([
      'DELETE /api/parameters/v1/org-acct-numbers/{id}',
      'POST /api/finance-write/v1/declarations/organization/refund',
      'POST /api/finance-write/v1/declarations/organization/refund-update',
      'POST /api/parameters/v1/org-acct-numbers',
      'POST /api/user/v1/api-keys',
      'POST /api/user/v1/approvals/{id}/approve',
      'POST /api/user/v1/approvals/{id}/send-back',
      'POST /api/user/v1/webhooks',
      'PUT /api/parameters/v1/org-acct-numbers/{id}/default',
    ]);
    // none takes an API key
    expect((await stepUpOperations()).filter((o) => o.op['x-key-scope'])).toEqual([]);
  });

  it('approving and sending back: refused without a second factor, then without a recent one, changing nothing; done once it is given', async () => {
    const { declarationId, approval } = await submitted();
    const preparer = await preparerToken();
    const before = await stateOf();

    // an approver without a second factor: a password alone is not enough
    const noFactor = (await ctx.login(DEMO.approver.username, DEMO.approver.password)).accessToken;
    for (const lang of LANGS) {
      expectResultError(await post(`${A}/${approval.id}/approve`, noFactor, undefined, lang), 403, 'TWO_FACTOR_REQUIRED', errorMessage(lang, 'TWO_FACTOR_REQUIRED'));
      expectResultError(await post(`${A}/${approval.id}/send-back`, noFactor, { comment: 'Check the salary' }, lang), 403, 'TWO_FACTOR_REQUIRED', errorMessage(lang, 'TWO_FACTOR_REQUIRED'));
    }
    expect(await stateOf()).toEqual(before);

    // set up on another session: this one has not given it
    const { token: approver, secret } = await sessionWithoutStepUp(DEMO.approver.username, DEMO.approver.password);
    for (const lang of LANGS) {
      expectResultError(await post(`${A}/${approval.id}/approve`, approver, undefined, lang), 403, 'STEP_UP_REQUIRED', errorMessage(lang, 'STEP_UP_REQUIRED'));
      expectResultError(await post(`${A}/${approval.id}/send-back`, approver, { comment: 'Check the salary' }, lang), 403, 'STEP_UP_REQUIRED', errorMessage(lang, 'STEP_UP_REQUIRED'));
    }
    expect(await stateOf()).toEqual(before);
    expect((await getDeclaration(ctx, preparer, declarationId)).declaration).toMatchObject({ declarationStatus: 'draft', awaitingApproval: true });

    // the code given, the same requests go through
    await stepUp(ctx, approver, secret);
    expect(resultOf<ApprovalDetail>(await post(`${A}/${approval.id}/send-back`, approver, { comment: 'Check the salary' }))).toMatchObject({ status: 'sentBack', comment: 'Check the salary' });
    const again = resultOf<ApprovalDetail>(await post(A, preparer, { kind: 'declaration', subjectId: declarationId }));
    expect(resultOf<ApprovalDetail>(await post(`${A}/${again.id}/approve`, approver))).toMatchObject({ status: 'approved' });
    expect((await getDeclaration(ctx, preparer, declarationId)).declaration).toMatchObject({ declarationStatus: 'open', awaitingApproval: false });

    // 5 minutes on, it has to be given again
    const next = await submitted();
    ctx.clock.advance(5 * 60_000 + 1_000);
    const waiting = await stateOf();
    expectResultError(await post(`${A}/${next.approval.id}/approve`, approver), 403, 'STEP_UP_REQUIRED');
    expect(await stateOf()).toEqual(waiting);
    await stepUp(ctx, approver, secret);
    expect(resultOf<ApprovalDetail>(await post(`${A}/${next.approval.id}/approve`, approver))).toMatchObject({ status: 'approved' });
  });

  it('creating an API key or a webhook endpoint: refused without a second factor, then without a recent one, creating nothing; done once it is given', async () => {
    const key = { name: 'Payroll', scopes: ['declarations:read'] };
    const hook = { url: 'https://payroll.example.com/hooks', description: 'Payroll', eventTypes: ['fine.imposed'] };
    const before = await stateOf();

    const noFactor = (await ctx.login()).accessToken;
    for (const lang of LANGS) {
      expectResultError(await post(KEYS, noFactor, key, lang), 403, 'TWO_FACTOR_REQUIRED', errorMessage(lang, 'TWO_FACTOR_REQUIRED'));
      expectResultError(await post(HOOKS, noFactor, hook, lang), 403, 'TWO_FACTOR_REQUIRED', errorMessage(lang, 'TWO_FACTOR_REQUIRED'));
    }
    expect(await stateOf()).toEqual(before);

    const { token: admin, secret } = await sessionWithoutStepUp(DEMO.employer.username, DEMO.employer.password);
    for (const lang of LANGS) {
      expectResultError(await post(KEYS, admin, key, lang), 403, 'STEP_UP_REQUIRED', errorMessage(lang, 'STEP_UP_REQUIRED'));
      expectResultError(await post(HOOKS, admin, hook, lang), 403, 'STEP_UP_REQUIRED', errorMessage(lang, 'STEP_UP_REQUIRED'));
    }
    expect(await stateOf()).toEqual(before);

    await stepUp(ctx, admin, secret);
    const created = resultOf<CreatedApiKey>(await post(KEYS, admin, key));
    expect(resultOf(await ctx.inject({ method: 'GET', url: '/api/user/v1/me', token: created.key }))).toMatchObject({ apiKeyName: 'Payroll' });
    const endpoint = resultOf<WebhookEndpoint & { secret: string }>(await post(HOOKS, admin, hook));
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(resultOf<ApiKey[]>(await ctx.inject({ method: 'GET', url: KEYS, token: admin })).map((k) => k.id)).toEqual([created.apiKey.id]);

    ctx.clock.advance(5 * 60_000 + 1_000);
    const now = await stateOf();
    expectResultError(await post(KEYS, admin, key), 403, 'STEP_UP_REQUIRED');
    expectResultError(await post(HOOKS, admin, hook), 403, 'STEP_UP_REQUIRED');
    expect(await stateOf()).toEqual(now);
  });

  it('never lets an API key through, whatever its scopes and however recently its administrator gave a second factor: refused in the caller\'s language, changing nothing', async () => {
    const admin = (await ctx.login()).accessToken;
    await steppedUp(ctx, admin);
    const key = resultOf<CreatedApiKey>(await post(KEYS, admin, { name: 'Every scope', scopes: ['declarations:read', 'declarations:write', 'finance:read', 'correspondence:read'] })).key;
    const { approval } = await submitted();
    const before = await stateOf();

    // every operation that asks for it, before anything is read (any id, no body will do)
    const operations = await stepUpOperations();
    expect(operations).toHaveLength(9);
    for (const [i, { method, path }] of operations.entries()) {
      const lang = LANGS[i % LANGS.length]!;
      const res = await ctx.inject({ method: method as InjectOptions['method'], url: path.replace(/\{[^}]+\}/g, ZERO), token: key, headers: { 'accept-language': lang } });
      expectResultError(res, 403, 'API_KEY_CANNOT_STEP_UP', errorMessage(lang, 'API_KEY_CANNOT_STEP_UP'));
    }
    // and with a real submission and whole bodies
    expectResultError(await post(`${A}/${approval.id}/approve`, key), 403, 'API_KEY_CANNOT_STEP_UP');
    expectResultError(await post(`${A}/${approval.id}/send-back`, key, { comment: 'Not this month' }), 403, 'API_KEY_CANNOT_STEP_UP');
    expectResultError(await post(KEYS, key, { name: 'Another', scopes: ['declarations:read'] }), 403, 'API_KEY_CANNOT_STEP_UP');
    expectResultError(await post(HOOKS, key, { url: 'https://payroll.example.com/other', eventTypes: ['fine.imposed'] }), 403, 'API_KEY_CANNOT_STEP_UP');
    // nor can a key give a second factor itself
    expectResultError(await post('/api/user/v1/two-factor/step-up', key, { code: '123456' }), 403, 'API_KEY_FORBIDDEN');
    expect(await stateOf()).toEqual(before);
  });
});
