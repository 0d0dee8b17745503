import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { sameSecret } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one series in a Prometheus text answer (0 when it is absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  let ctx: TestContext;
  /** Another server on the same database, without METRICS_TOKEN. */
  let without: FastifyInstance | undefined;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
    without = await buildApp({ config: { ...ctx.config, metricsToken: undefined }, database: ctx.database, clock: ctx.clock, logger: false });
    await without.ready();
  });
  afterAll(async () => {
    await without?.close();
    await ctx?.close();
  });

  it('does not exist when METRICS_TOKEN is unset, whatever the caller sends', async () => {
    expect((await without!.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await without!.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('refuses a request without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await ctx.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('pensia_');
    }
  });

  it('answers the Prometheus text format with the token, and its request counters move by route pattern', async () => {
    const scrape = async () => {
      const res = await ctx.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return res.body;
    };
    const user = await ctx.login();
    const series = 'pensia_http_requests_total{method="GET",route="/api/nbo/v1/letters/user/count",status="200"}';
    const before = valueOf(await scrape(), series);
    for (let i = 0; i < 3; i++) await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: user.accessToken });
    const after = await scrape();
    expect(valueOf(after, series)).toBe(before + 3);
    // the latency histogram counts the same requests under the same labels
    expect(valueOf(after, series.replace('pensia_http_requests_total', 'pensia_http_request_duration_seconds_count'))).toBe(before + 3);

    // a route with a parameter is counted under its pattern, not its URL
    await ctx.inject({ method: 'GET', url: '/api/operator/v1/processing/00000000-0000-4000-8000-000000000000' });
    const withParam = await scrape();
    expect(withParam).toMatch(/route="\/api\/operator\/v1\/processing\/:id"/);
    expect(withParam).not.toContain('00000000-0000-4000-8000-000000000000');

    expect(after).toMatch(/^pensia_db_pool_connections_in_use\{pool="primary"\} \d+$/m);
    expect(after).toMatch(/^pensia_db_pool_waiting\{pool="primary"\} \d+$/m);
    expect(after).toMatch(/^pensia_upload_workers\{state="busy"\} 0$/m);
    expect(after).toMatch(/^pensia_upload_workers\{state="queued"\} 0$/m);
  });
});

describe('sameSecret', () => {
  it('tells equal secrets from different ones of any length', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', 'abc')).toBe(false);
  });
});
