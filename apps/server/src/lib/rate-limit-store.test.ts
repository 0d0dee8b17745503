import { errorMessage, type CreatedApiKey } from '@pensia/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { resultOf } from '../test/expect.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { steppedUp } from '../test/two-factor.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * The rate limits count in the database: two server processes on one database (two apps here) share each
 * limit's window, a route's counters are apart from another's, and a new window opens once the last has ended.
 */
const KEY_LIMIT = 4;
const PREVIEW = '/api/user/v1/invitations/preview';
const PREVIEW_LIMIT = 30;

let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({ env: { API_KEY_REQUESTS_PER_MINUTE: String(KEY_LIMIT) } });
  second = await buildApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger: false });
  await second.ready();
}, 120_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

/** A request to one of the two processes, from `address`. */
function on(app: FastifyInstance, address: string, o: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = o;
  return app.inject({ ...rest, remoteAddress: address, headers: { 'accept-language': 'ka', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
}
const preview = (app: FastifyInstance, address: string) => on(app, address, { method: 'POST', url: PREVIEW, payload: { token: 'x'.repeat(43) } });

describe('rate limits shared by the processes on one database', () => {
  it('an address that spent its sign-up previews on two processes is refused by both, in its language, with Retry-After', async () => {
    const address = '198.51.100.1';
    for (let i = 0; i < PREVIEW_LIMIT; i++) expect((await preview(i % 2 ? second : ctx.app, address)).statusCode).not.toBe(429);
    for (const app of [ctx.app, second]) {
      const refused = await preview(app, address);
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect((refused.json() as { message: string }).message).toBe(errorMessage('ka', 'TOO_MANY_ATTEMPTS', { seconds }));
    }
    // another address, and another route of the same address, count apart
    expect((await preview(second, '198.51.100.2')).statusCode).not.toBe(429);
    const signIn = await on(ctx.app, address, { method: 'POST', url: '/api/user/v1/auth/application-user', payload: { username: 'nobody', password: 'wrong-password' } });
    expect(signIn.statusCode).not.toBe(429);
  });

  it("a key's requests are counted once over both processes", async () => {
    const { accessToken } = await ctx.login();
    await steppedUp(ctx, accessToken);
    const { key } = resultOf<CreatedApiKey>(
      await ctx.inject({ method: 'POST', url: '/api/user/v1/api-keys', token: accessToken, payload: { name: 'Payroll', scopes: ['finance:read'] } }),
    );
    const balance = (app: FastifyInstance) => on(app, '203.0.113.9', { method: 'GET', url: '/api/finance/v1/declarations/org-balance', token: key });
    for (let i = 0; i < KEY_LIMIT; i++) expect((await balance(i % 2 ? second : ctx.app)).statusCode).toBe(200);
    expect((await balance(second)).statusCode).toBe(429);
    expect((await balance(ctx.app)).statusCode).toBe(429);
  });

  it('opens a new window once the last has ended, counting from one again', async () => {
    const address = '198.51.100.3';
    for (let i = 0; i <= PREVIEW_LIMIT; i++) await preview(ctx.app, address);
    expect((await preview(second, address)).statusCode).toBe(429);
    await sql`update rate_limits set window_started_at = window_started_at - interval '61 seconds' where key like ${`%${address}`}`.execute(ctx.db);
    expect((await preview(second, address)).statusCode).not.toBe(429);
    const rows = await ctx.db.selectFrom('rateLimits').select(['key', 'hits']).where('key', 'like', `%${address}`).execute();
    expect(rows).toEqual([{ key: `POST ${PREVIEW} ${address}`, hits: 1 }]);
  });

  it('deletes windows begun over an hour ago as it counts', async () => {
    await ctx.db.insertInto('rateLimits').values({ key: 'stale', windowStartedAt: new Date(Date.now() - 2 * 3600_000), hits: 3 }).execute();
    const Store = databaseRateLimitStore(ctx.db, { pruneEvery: 2 });
    const store = new Store({ timeWindow: 60_000 });
    const incr = (key: string) => new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (e, r) => (e ? reject(e) : resolve(r!))));
    expect(await incr('fresh')).toMatchObject({ current: 1 });
    expect(await ctx.db.selectFrom('rateLimits').select('key').where('key', '=', 'stale').execute()).toHaveLength(1);
    const second = await incr('fresh');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(await ctx.db.selectFrom('rateLimits').select('key').where('key', '=', 'stale').execute()).toHaveLength(0);
  });
});
