import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestContext, type TestContext } from './test/test-app.ts';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };

describe('time limits of the configuration', () => {
  let ctx: TestContext | undefined;
  afterAll(async () => ctx?.close());

  it('by default, each limit a request waits under is longer than the longest upload it waits for', () => {
    const c = loadConfig(base);
    expect(c.uploadQueueWaitMs + c.uploadJobTimeoutMs).toBeLessThan(c.requestTimeoutMs);
    expect(c.requestTimeoutMs).toBeLessThan(c.connectionTimeoutMs);
    expect(c.requestTimeoutMs).toBeLessThan(c.keepAliveTimeoutMs);
  });

  it('refuses to start when a wait for an upload could outlast the request or the connection, naming the variables', () => {
    expect(() => loadConfig({ ...base, UPLOAD_QUEUE_WAIT_MS: '20000', UPLOAD_JOB_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '45000' })).toThrow(
      /UPLOAD_QUEUE_WAIT_MS \+ UPLOAD_JOB_TIMEOUT_MS \(50000\) must be less than REQUEST_TIMEOUT_MS \(45000\)/,
    );
    expect(() => loadConfig({ ...base, REQUEST_TIMEOUT_MS: '60000' })).toThrow(/REQUEST_TIMEOUT_MS \(60000\) must be less than CONNECTION_TIMEOUT_MS \(60000\)/);
    expect(() => loadConfig({ ...base, KEEP_ALIVE_TIMEOUT_MS: '5000' })).toThrow(/must be less than KEEP_ALIVE_TIMEOUT_MS \(5000\)/);
    expect(() => loadConfig({ ...base, REQUEST_TIMEOUT_MS: '100000', CONNECTION_TIMEOUT_MS: '110000', KEEP_ALIVE_TIMEOUT_MS: '110000' })).not.toThrow();
  });

  it('gives the server the configured limits: receiving a request, a silent connection, an idle kept-alive one', async () => {
    ctx = await createTestContext({ seed: false, env: { REQUEST_TIMEOUT_MS: '50000', CONNECTION_TIMEOUT_MS: '65000', KEEP_ALIVE_TIMEOUT_MS: '75000' } });
    const server = ctx.app.server;
    expect({ request: server.requestTimeout, connection: server.timeout, keepAlive: server.keepAliveTimeout }).toEqual({ request: 50_000, connection: 65_000, keepAlive: 75_000 });
  }, 120_000);
});
