import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

describe('health and the shape of every answer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers live and ready with the database', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const ready = await ctx.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in the envelope of their group', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/finance/v1/nothing-here', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'The page could not be found.' });
    const nbo = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/nothing-here' });
    expect(nbo.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('echoes a sane correlation id and makes one otherwise', async () => {
    const sent = await ctx.inject({ method: 'GET', url: '/health/live', headers: { 'x-correlation-id': 'abc-12345678' } });
    expect(sent.headers['x-correlation-id']).toBe('abc-12345678');
    const bad = await ctx.inject({ method: 'GET', url: '/health/live', headers: { 'x-correlation-id': 'x y' } });
    expect(bad.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/health/live' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tells browsers and proxies to keep no API answer, whether it succeeded or failed', async () => {
    const user = await ctx.login();
    const count = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: user.accessToken });
    expect(count.statusCode).toBe(200);
    expect(count.headers['cache-control']).toBe('no-store');
    expect(count.headers['x-content-type-options']).toBe('nosniff');
    const refused = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("gives an API answer the headers of an answer, not of a page: opened as a page it loads nothing and is framed nowhere", async () => {
    const user = await ctx.login();
    for (const res of [
      await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: user.accessToken }),
      await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count' }),
    ]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // what only a page reads
      for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
        expect(res.headers[name], name).toBeUndefined();
    }
  });

  it("keeps a page's headers on the API's reference, which is a set of pages", async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).not.toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('publishes the OpenAPI document of every route', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/v1/auth/application-user', '/api/nbo/v1/letters/user/count', '/api/user/v1/users/{id}']));
  });
});
