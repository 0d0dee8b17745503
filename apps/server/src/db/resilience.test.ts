import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { API, expectNboError, expectResultError } from '../test/expect.ts';
import { createTestContext, onPostgres, type TestContext } from '../test/test-app.ts';
import { openDatabase } from './create-db.ts';

/**
 * A database that is down or restarting answers 503 with Retry-After, never 500, never a hanging request,
 * never a crashed process; when it is back the server answers again by itself. One test database serves
 * the file: its handle is closed by the last test.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('connections lost while the server runs', () => {
  /** Drops every connection the server holds: on PostgreSQL its backends are terminated by the server. */
  async function dropConnections() {
    if (!onPostgres) {
      // the embedded database has one in-process connection that can't be cut from outside; the nearest
      // failure is a transaction that dies midway, which must not leave that connection unusable
      await expect(
        ctx.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await sql`select * from no_such_table`.execute(trx);
        }),
      ).rejects.toThrow(/no_such_table/);
      return 0;
    }
    const { rows: current } = await sql<{ db: string }>`select current_database() as db`.execute(ctx.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current[0]!.db}`;
    const killer = new pg.Client({ connectionString: url.toString() });
    await killer.connect();
    try {
      const { rows } = await killer.query<{ ok: boolean }>(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.filter((r) => r.ok).length;
    } finally {
      await killer.end();
    }
  }

  it('does not crash, never answers 500, and answers again once the connections are replaced', async () => {
    const s = await ctx.login();
    // warm the pool: several connections in use at once, then idle
    await Promise.all(Array.from({ length: 4 }, () => ctx.inject({ method: 'GET', url: API.user(s.userId), token: s.accessToken })));

    const dropped = await dropConnections();
    if (onPostgres) expect(dropped).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await ctx.inject({ method: 'GET', url: API.count, token: s.accessToken });
      statuses.push(res.statusCode);
      if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('5');
      if (statuses.slice(-3).join() === '200,200,200') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(statuses.every((st) => st === 200 || st === 503), statuses.join()).toBe(true);
    expect(statuses.slice(-3)).toEqual([200, 200, 200]);

    // writes and sign-in work again too
    const fresh = await ctx.login();
    const put = await ctx.inject({
      method: 'PUT',
      url: API.organization,
      token: fresh.accessToken,
      payload: { id: fresh.userId, mobile: '555123456', email: 'after@example.ge' },
    });
    expect(put.statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });
});

describe('a database that is down', () => {
  it('a PostgreSQL server that does not answer: 503 with Retry-After at once, ready 503', async () => {
    // nothing listens on port 1: every connection is refused
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/pensia', poolMax: 2 });
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database, logger: false });
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'POST', url: API.login, payload: { username: 'demo-employer', password: 'Demo#2026pass' } });
      expectResultError(res, 503, 'SERVICE_UNAVAILABLE');
      expect(res.headers['retry-after']).toBe('5');
      const reg = await app.inject({ method: 'POST', url: API.resetQuestion, payload: { username: 'demo-employer' } });
      expectResultError(reg, 503, 'SERVICE_UNAVAILABLE');
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('a closed database handle: 503 with Retry-After on every group, ready 503, live 200', async () => {
    const s = await ctx.login();
    await ctx.database.close();

    const user = await ctx.inject({ method: 'GET', url: API.user(s.userId), token: s.accessToken, headers: { 'accept-language': 'en' } });
    expectResultError(user, 503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.');
    expect(user.headers['retry-after']).toBe('5');
    const count = await ctx.inject({ method: 'GET', url: API.count, token: s.accessToken });
    expectNboError(count, 503, 'SERVICE_UNAVAILABLE');
    expect(count.headers['retry-after']).toBe('5');
    const login = await ctx.inject({ method: 'POST', url: API.login, payload: { username: 'demo-employer', password: 'Demo#2026pass' } });
    expectResultError(login, 503, 'SERVICE_UNAVAILABLE');

    const ready = await ctx.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ status: 'unavailable' });
    expect((await ctx.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
