import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filledTemplate } from '../../../apps/server/src/test/declarations.ts';
import { createTestContext, DEMO, type TestContext } from '../../../apps/server/src/test/test-app.ts';
import { steppedUp } from '../../../apps/server/src/test/two-factor.ts';
import { allPages, createPensiaClient, idempotencyKey, PensiaApiError, unwrap, type PensiaClient } from './index.ts';

/** The typed client against the real server, listening on a free port of the loopback, with a key of the demo employer. */
describe('the typed client of the API', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let client: PensiaClient;
  let admin: string;

  /** A key made by the administrator, who gives its second factor first (creating a key asks for it). */
  async function newKey(scopes: string[]): Promise<string> {
    await steppedUp(ctx, admin);
    const res = await ctx.inject({ method: 'POST', url: '/api/user/v1/api-keys', token: admin, payload: { name: `Payroll ${scopes.join(' ')}`, scopes } });
    return (res.json() as { result: { key: string } }).result.key;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    admin = (await ctx.login()).accessToken;
    client = createPensiaClient({ baseUrl, apiKey: await newKey(['declarations:read', 'declarations:write', 'finance:read']), lang: 'en' });
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('files a declaration with a key and reads the balance', async () => {
    const me = unwrap(await client.GET('/api/user/v1/me'));
    expect(me).toMatchObject({ orgRole: 'preparer', organizationCode: DEMO.employer.code });

    // created once, whatever the retries: the same Idempotency-Key answers the first answer again
    const key = idempotencyKey();
    const create = () => client.POST('/api/finance-write/v1/declarations', { body: { type: 'standard', form: 'simple', year: 2023, month: 7 }, params: { header: { 'idempotency-key': key } } });
    const declaration = unwrap(await create());
    expect(unwrap(await create()).id).toBe(declaration.id);

    const added = unwrap(await client.POST('/api/finance-write/v1/declarations/{id}/details', {
      params: { path: { id: declaration.id } },
      body: { personalIdentificationNumber: '12345678901', firstName: 'ნინო', lastName: 'ბერიძე', birthDate: '1990-05-01', gender: 'female', grossSalary: '1500.00', optIn: 0 },
    }));
    expect(added.declaration.totals.rowCount).toBe(1);

    // the filled template, uploaded as a form (the browser's FormData)
    const workbook = await filledTemplate(ctx, admin, 'standard', 'simple', [['12345678902', 'გიორგი', 'ბერიძე', '1988-02-03', 'male', 2000]]);
    const uploaded = unwrap(await client.POST('/api/finance-write/v1/declarations/{id}/upload', {
      params: { path: { id: declaration.id }, query: { mode: 'append' } },
      body: { file: new Blob([new Uint8Array(workbook)]) },
      bodySerializer: ({ file }) => {
        const form = new FormData();
        form.append('file', file, 'july.xlsx');
        return form;
      },
    }));
    expect(uploaded.declaration.totals.rowCount).toBe(2);
    const open = unwrap(await client.POST('/api/finance-write/v1/declarations/{id}/activate', { params: { path: { id: declaration.id } } }));
    expect(open.declarationStatus).toBe('open');

    const all = [];
    for await (const d of allPages(async (pageNumber, pageSize) => unwrap(await client.GET('/api/finance/v1/fbo/declarations/monthly-decs', { params: { query: { pageNumber, pageSize } } })), 5)) all.push(d);
    expect(all.map((d) => d.id)).toContain(declaration.id);
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);

    const balance = unwrap(await client.GET('/api/finance/v1/declarations/org-balance', { params: { query: {} } }));
    expect(balance.organizationCode).toBe(DEMO.employer.code);
    expect(typeof balance.totalBalance).toBe('string');
  });

  it('throws the server\'s refusals as PensiaApiError, with code, message and correlation id', async () => {
    const reader = createPensiaClient({ baseUrl, apiKey: await newKey(['declarations:read']), lang: 'en' });
    const refused = await reader.POST('/api/finance-write/v1/declarations', { body: { type: 'standard', form: 'simple', year: 2023, month: 8 } });
    const error = (() => {
      try {
        unwrap(refused);
      } catch (e) {
        return e as PensiaApiError;
      }
    })();
    expect(error).toBeInstanceOf(PensiaApiError);
    expect(error).toMatchObject({ status: 403, code: 'API_KEY_FORBIDDEN' });
    expect(error!.correlationId).toBeTruthy();

    // approving asks a person for a second factor given in the last five minutes: a key is told it never can
    const approving = await client.POST('/api/user/v1/approvals/{id}/approve', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(approving.response.status).toBe(403);
    expect(approving.error).toMatchObject({
      code: 'API_KEY_CANNOT_STEP_UP',
      message: 'An API key cannot do this: it needs a person of the organization, signed in to the portal, who confirms it with a code of two-step verification.',
    });

    const invalid = await client.POST('/api/finance-write/v1/declarations', { body: { type: 'standard', form: 'simple', year: 2023, month: 13 } });
    expect(() => unwrap(invalid)).toThrow(PensiaApiError);
    expect(invalid.response.status).toBe(400);

    const unknown = createPensiaClient({ baseUrl, apiKey: 'pensia_not-a-key' });
    const answer = await unknown.GET('/api/user/v1/me');
    expect(answer.response.status).toBe(401);
    expect((answer.error as { code: string }).code).toBe('API_KEY_INVALID');
    expect(() => createPensiaClient({ baseUrl, apiKey: 'eyJhbGciOi' })).toThrow(TypeError);
  });
});
