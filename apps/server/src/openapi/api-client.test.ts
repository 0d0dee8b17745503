import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { NboErrorSchema, ResultErrorSchema } from '@pensia/domain';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../test/test-app.ts';
import { API_TYPES_FILE, apiTypesSource, CLIENT_TYPES_FILE } from './api-types.generate.ts';
import type { paths } from './api-types.ts';

/**
 * A client generated from the published document, as a payroll vendor would make one: openapi-typescript's
 * types (the committed api-types.ts, which `npm run typecheck` checks these calls against) with openapi-fetch,
 * calling a server that listens on a free port of the loopback.
 */
describe('a client generated from the OpenAPI document', () => {
  let ctx: TestContext;
  let client: ReturnType<typeof createClient<paths>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(() => ctx.close());

  it('is generated from the document as it is now (else: npm run openapi:types -w apps/server)', async () => {
    const doc = (await ctx.inject({ method: 'GET', url: '/api/docs/json' })).json() as unknown;
    const source = await apiTypesSource(doc);
    expect(source).toBe(readFileSync(API_TYPES_FILE, 'utf8'));
    // and the typed client's copy (packages/client)
    expect(source).toBe(readFileSync(CLIENT_TYPES_FILE, 'utf8'));
  });

  it('signs in, lists the declarations and downloads one as a workbook', async () => {
    const signIn = await client.POST('/api/user/v1/auth/application-user', {
      body: { username: DEMO.employer.username, password: DEMO.employer.password },
    });
    expect(signIn.response.status).toBe(200);
    expect(signIn.data?.result).toMatchObject({ isValid: true, isEmployee: false });
    const token = signIn.data!.result.accessToken!;
    const headers = { authorization: `Bearer ${token}` };

    const list = await client.GET('/api/finance/v1/fbo/declarations/monthly-decs', { params: { query: { pageNumber: 1, pageSize: 5 } }, headers });
    expect(list.response.status).toBe(200);
    const page = list.data!.result;
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 5 });
    expect(page.items.length).toBeGreaterThan(0);
    // the same rows as the server's own answer
    const direct = await ctx.inject({ method: 'GET', url: '/api/finance/v1/fbo/declarations/monthly-decs?pageNumber=1&pageSize=5', token });
    expect(page).toEqual((direct.json() as { result: unknown }).result);
    const declaration = page.items[0]!;

    const file = await client.GET('/api/finance/v1/report-dec-details', { params: { query: { declarationId: declaration.id } }, headers, parseAs: 'blob' });
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const bytes = Buffer.from(await file.data!.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip: the .xlsx container
  });

  it('reads the failures in the documented envelopes of their groups', async () => {
    const refused = await client.GET('/api/finance/v1/fbo/declarations/monthly-decs', { params: { query: {} } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toBe('UNAUTHORIZED');
    expect(ResultErrorSchema.strict().safeParse(refused.error).success).toBe(true);

    const letters = await client.GET('/api/nbo/v1/letters/user/count', {});
    expect(letters.response.status).toBe(401);
    expect(letters.error).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    expect(NboErrorSchema.strict().safeParse(letters.error).success).toBe(true);

    const invalid = await client.POST('/api/user/v1/auth/application-user', {
      // @ts-expect-error the generated types know the password is required
      body: { username: DEMO.employer.username },
    });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
