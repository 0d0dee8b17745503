import { Writable } from 'node:stream';
import { API_KEY_REQUESTS_PER_MINUTE, dateOfInstant, errorMessage, type ApiKey, type CreatedApiKey } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, F, filledTemplate, periods, row, uploadRequest, W, type Decl } from '../../test/declarations.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { steppedUp } from '../../test/two-factor.ts';

const KEYS = '/api/user/v1/api-keys';
const ALL = ['declarations:read', 'declarations:write', 'finance:read', 'correspondence:read'];

let ctx: TestContext;
let admin: string;
let adminId: string;
let organizationId: string;
const logText: string[] = [];
const nextPeriod = periods(2022);

/** A key created by an administrator who gave its second factor just before (creating a key asks for it). */
async function createKey(body: Record<string, unknown>, token = admin): Promise<CreatedApiKey> {
  await steppedUp(ctx, token);
  return resultOf<CreatedApiKey>(await ctx.inject({ method: 'POST', url: KEYS, token, payload: body }));
}

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logText.push(chunk.toString());
      done();
    },
  });
  ctx = await createTestContext({ logStream: stream });
  ({ accessToken: admin, userId: adminId } = await ctx.login());
  organizationId = (await ctx.db.selectFrom('users').select('organizationId').where('id', '=', adminId).executeTakeFirstOrThrow()).organizationId!;
}, 120_000);
afterAll(async () => ctx?.close());

describe('API keys of an organization', () => {
  it('shows a key once at its creation, kept only as its hash, and never in the list', async () => {
    const created = await createKey({ name: 'Payroll (1C)', scopes: ['declarations:read', 'finance:read', 'finance:read'] });
    expect(created.key).toMatch(/^pensia_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({ name: 'Payroll (1C)', prefix: created.key.slice(0, 12), scopes: ['declarations:read', 'finance:read'], createdBy: DEMO.employer.username, expiresAt: null, lastUsedAt: null, revokedAt: null });
    const list = await ctx.inject({ method: 'GET', url: KEYS, token: admin });
    expect(resultOf<ApiKey[]>(list).map((k) => k.id)).toContain(created.apiKey.id);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(created.key.slice(12));
    const stored = await ctx.db.selectFrom('apiKeys').selectAll().where('id', '=', created.apiKey.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(12));
    // audited as the administrator's act
    await ctx.app.auditSettled();
    const audit = await ctx.db.selectFrom('auditLog').select(['operation', 'userId', 'targetId']).where('targetId', '=', created.apiKey.id).execute();
    expect(audit).toEqual([{ operation: 'apiKeyCreate', userId: adminId, targetId: created.apiKey.id }]);
  });

  it('refuses a key without a scope, an unknown scope and an expiry not after today, in the caller\'s language, creating nothing', async () => {
    await steppedUp(ctx, admin);
    const before = await ctx.db.selectFrom('apiKeys').select('id').execute();
    for (const [payload, field, ref] of [
      [{ name: 'x', scopes: [] }, 'scopes', 'apiKeyScopesRequired'],
      [{ name: '', scopes: ['finance:read'] }, 'name', 'required'],
      [{ name: 'x', scopes: ['finance:write'] }, 'scopes.0', 'invalidType'],
      [{ name: 'x', scopes: ['finance:read'], expiresOn: dateOfInstant(ctx.clock.now()) }, 'expiresOn', 'apiKeyExpiryNotFuture'],
    ] as const) {
      const res = await ctx.inject({ method: 'POST', url: KEYS, token: admin, payload, headers: { 'accept-language': 'ka' } });
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { result: { messages: Record<string, string> } }).result.messages).toHaveProperty(field);
      expect(JSON.stringify(res.json())).not.toContain(ref);
    }
    expect(await ctx.db.selectFrom('apiKeys').select('id').execute()).toEqual(before);
  });

  it('files a declaration with a key (create, upload, add a row, activate) and reads the balance', async () => {
    const { key } = await createKey({ name: 'Filing', scopes: ALL });
    const me = resultOf<{ id: string; orgRole: string; apiKeyName: string; organizationId: string }>(await ctx.inject({ method: 'GET', url: '/api/user/v1/me', token: key }));
    expect(me).toMatchObject({ id: adminId, orgRole: 'preparer', apiKeyName: 'Filing', organizationId });
    const d = await createDeclaration(ctx, key, { ...nextPeriod(), form: 'simple' });
    expect(d.organizationId).toBe(organizationId);
    const file = await filledTemplate(ctx, key, 'standard', 'simple', [['12345678901', 'ნინო', 'ბერიძე', '1990-05-01', 'female', 1000]]);
    const uploaded = resultOf<{ declaration: Decl }>(await ctx.inject(uploadRequest(key, d.id, file)));
    expect(uploaded.declaration.totals.rowCount).toBe(1);
    await addRow(ctx, key, d.id, row('12345678902'));
    const open = resultOf<Decl>(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: key }));
    expect(open.declarationStatus).toBe('open');
    const list = resultOf<{ items: Decl[] }>(await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs?pageSize=50`, token: key }));
    expect(list.items.map((x) => x.id)).toContain(d.id);
    const balance = resultOf<{ organizationCode: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token: key }));
    expect(balance.organizationCode).toBe(DEMO.employer.code);
    expect((await ctx.inject({ method: 'GET', url: `/api/user/v1/users/${adminId}/detailed-balance`, token: key })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: key })).statusCode).toBe(200);
    // its use is written, once a minute at most
    const listed = resultOf<ApiKey[]>(await ctx.inject({ method: 'GET', url: KEYS, token: admin })).find((k) => k.name === 'Filing')!;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('refuses 403 what the key\'s scopes do not name, and every administrator\'s or person\'s route, before reading anything', async () => {
    const { key } = await createKey({ name: 'Read only', scopes: ['declarations:read'] });
    const forbidden = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const res = await ctx.inject({ method, url, token: key, headers: { 'accept-language': 'en' }, ...(payload ? { payload: payload as object } : {}) });
      expectResultError(res, 403, 'API_KEY_FORBIDDEN', errorMessage('en', 'API_KEY_FORBIDDEN'));
    };
    expect((await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs`, token: key })).statusCode).toBe(200);
    const before = await ctx.db.selectFrom('declarations').select('id').execute();
    await forbidden('POST', `${W}/declarations`, { type: 'standard', form: 'detailed', ...nextPeriod() });
    expect(await ctx.db.selectFrom('declarations').select('id').execute()).toEqual(before);
    await forbidden('GET', `${F}/declarations/org-balance`);
    await forbidden('GET', KEYS);
    await forbidden('PUT', '/api/user/v1/users/organization', { mobile: '555123456', email: 'a@b.ge' });
    await forbidden('GET', `/api/user/v1/users/${adminId}`);
    await forbidden('PUT', '/api/user/v1/users/person-change-password', { oldPassword: 'x', newPassword: 'y' });
    await forbidden('GET', '/api/operator/v1/fines');
    // a key acts as a preparer: it never sets the organization's approval rule
    await forbidden('PUT', '/api/user/v1/approvals/setting', { requiresApproval: true });
    // nor approves, sends back, or creates a key or an endpoint: those ask for a person's recent second factor
    for (const [url, payload] of [
      ['/api/user/v1/approvals/00000000-0000-4000-8000-000000000000/approve', undefined],
      ['/api/user/v1/approvals/00000000-0000-4000-8000-000000000000/send-back', { comment: 'no' }],
      [KEYS, { name: 'more', scopes: ALL }],
      ['/api/user/v1/webhooks', { url: 'https://payroll.example.com/hooks', eventTypes: ['fine.imposed'] }],
    ] as const) {
      const res = await ctx.inject({ method: 'POST', url, token: key, headers: { 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
      expectResultError(res, 403, 'API_KEY_CANNOT_STEP_UP', errorMessage('en', 'API_KEY_CANNOT_STEP_UP'));
    }
    const all = (await createKey({ name: 'All', scopes: ALL })).key;
    const res = await ctx.inject({ method: 'DELETE', url: `${KEYS}/00000000-0000-4000-8000-000000000000`, token: all });
    expectResultError(res, 403, 'API_KEY_FORBIDDEN');
  });

  it('refuses a key 401 at once once revoked, and another organization\'s administrator cannot revoke it', async () => {
    const created = await createKey({ name: 'To revoke', scopes: ALL });
    expect((await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs`, token: created.key })).statusCode).toBe(200);
    const other = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
    expectResultError(await ctx.inject({ method: 'DELETE', url: `${KEYS}/${created.apiKey.id}`, token: other }), 404, 'RECORD_NOT_FOUND');
    const revoked = resultOf<ApiKey>(await ctx.inject({ method: 'DELETE', url: `${KEYS}/${created.apiKey.id}`, token: admin }));
    expect(revoked.revokedAt).not.toBeNull();
    for (const lang of ['en', 'ka', 'ru'] as const) {
      const res = await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs`, token: created.key, headers: { 'accept-language': lang } });
      expectResultError(res, 401, 'API_KEY_INVALID', errorMessage(lang, 'API_KEY_INVALID'));
    }
    // revoking again answers the key as it is
    expect(resultOf<ApiKey>(await ctx.inject({ method: 'DELETE', url: `${KEYS}/${created.apiKey.id}`, token: admin })).revokedAt).toBe(revoked.revokedAt);
    expectResultError(await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs`, token: 'pensia_unknown' }), 401, 'API_KEY_INVALID');
  });

  it('refuses a key 401 after its last day', async () => {
    const tomorrow = dateOfInstant(new Date(ctx.clock.now().getTime() + 86_400_000));
    const created = await createKey({ name: 'Until tomorrow', scopes: ['declarations:read'], expiresOn: tomorrow });
    expect(created.apiKey.expiresAt).not.toBeNull();
    expect((await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs`, token: created.key })).statusCode).toBe(200);
    ctx.clock.advance(2 * 86_400_000 + 1000);
    expectResultError(await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs`, token: created.key }), 401, 'API_KEY_INVALID');
    admin = (await ctx.login()).accessToken;
  });

  it('reaches only its own organization\'s data', async () => {
    const other = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
    const { key } = await createKey({ name: 'Other organization', scopes: ALL }, other);
    const mine = await createDeclaration(ctx, admin, nextPeriod());
    expectResultError(await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${mine.id}`, token: key }), 404, 'DECLARATION_NOT_AVAILABLE');
    const theirs = resultOf<{ items: Decl[] }>(await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs?pageSize=100`, token: key }));
    expect(theirs.items.every((d) => d.organizationId !== organizationId)).toBe(true);
    expect(resultOf<{ organizationCode: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token: key })).organizationCode).toBe(DEMO.employer2.code);
    expect(resultOf<ApiKey[]>(await ctx.inject({ method: 'GET', url: KEYS, token: other })).map((k) => k.name)).toEqual(['Other organization']);
  });

  it(`answers 429 with Retry-After past ${API_KEY_REQUESTS_PER_MINUTE} requests a minute of one key, and not to another key`, async () => {
    const { key } = await createKey({ name: 'Busy', scopes: ['correspondence:read'] });
    for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i += 1) {
      const res = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: key });
      expect(res.statusCode).toBe(200);
    }
    const limited = await ctx.inject({ method: 'GET', url: '/api/user/v1/me', token: key, headers: { 'accept-language': 'en' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((limited.json() as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
    const { key: another } = await createKey({ name: 'Quiet', scopes: ['correspondence:read'] });
    expect((await ctx.inject({ method: 'GET', url: '/api/user/v1/me', token: another })).statusCode).toBe(200);
  });

  it('writes no key to the server\'s log', async () => {
    const { key } = await createKey({ name: 'Logged?', scopes: ALL });
    await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs`, token: key });
    await ctx.inject({ method: 'GET', url: '/api/operator/v1/fines', token: key });
    await ctx.inject({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs`, token: `${key}x` });
    const log = logText.join('');
    expect(log).toContain('"route":"/api/finance/v1/fbo/declarations/monthly-decs"');
    expect(log).not.toContain(key.slice(12));
    expect(log).not.toMatch(/pensia_[A-Za-z0-9_-]{20}/);
  });
});
