import { errorMessage, type Lang } from '@pensia/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { isDatabaseUnavailable } from '../lib/app-error.ts';
import { createDeclaration, filledTemplate, getDeclaration, injector, uploadRequest, WRITE_TABLES } from '../test/declarations.ts';
import { API, expectNboError, expectResultError, resultOf, snapshot } from '../test/expect.ts';
import { createTestContext, DEMO, onPostgres, type TestContext } from '../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './create-db.ts';

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
    return asAdmin(async (admin) => {
      const { rows } = await admin.query<{ ok: boolean }>(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.filter((r) => r.ok).length;
    });
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

/** The connection string of the file's test database (PostgreSQL only). */
async function testDatabaseUrl(): Promise<string> {
  const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(ctx.db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.db}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to the test database, as an administrator would. */
async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: await testDatabaseUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const limit = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > limit) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The backend of pool `application` ('pensia' writes, 'pensia-read' reads) that waits on a lock, once there is one. */
async function backendWaitingOnLock(admin: pg.Client, application: string): Promise<number> {
  let pid: number | undefined;
  await until(`a ${application} backend waiting on a lock`, async () => {
    // pg_stat_activity is read once per transaction, and the administrator's transaction holds the lock
    await admin.query('select pg_stat_clear_snapshot()');
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and application_name = $1 and wait_event_type = 'Lock'`,
      [application],
    );
    pid = rows[0]?.pid;
    return pid !== undefined;
  }, 60_000);
  return pid!;
}

/**
 * A connection cut while it is checked out of a pool — in the middle of a transaction, or of a read — fails
 * the request that used it (503 with Retry-After, in the user's language, nothing of it kept) and nothing
 * else: the process goes on and the next request is served by a new connection. Only PostgreSQL has
 * connections that can be cut from outside (the embedded database has one, inside the process).
 */
describe.skipIf(!onPostgres)('connections cut while a request holds them (PostgreSQL) — skipped on the embedded database: only PostgreSQL has connections that can be cut from outside', () => {
  /** An app of its own on the test database, with a read pool apart from the pool of writes. */
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lost: Error[] = [];
  beforeAll(async () => {
    const url = await testDatabaseUrl();
    database = await openDatabase({ url, readUrl: url, poolMax: 3, onPoolError: (e) => lost.push(e) });
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(32), WEB_DIST: '/nonexistent' });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const inject = (o: InjectOptions & { token?: string; lang?: Lang }) => {
    const { token, lang = 'en', headers, ...rest } = o;
    return app.inject({ ...rest, headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  };
  async function signIn(): Promise<{ token: string; userId: string }> {
    const res = await inject({ method: 'POST', url: API.login, payload: { username: DEMO.employer.username, password: DEMO.employer.password } });
    const { accessToken } = resultOf<{ accessToken: string }>(res);
    const { sub } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
    return { token: accessToken, userId: sub };
  }

  it('a transaction whose connection is cut between two queries fails alone; the next request is served', async () => {
    const s = await signIn();
    const reported = lost.length;
    // a transaction held open on the app's pool of writes, as an upload holds it while a worker reads its file
    const failure = await database.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await asAdmin((admin) => admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]));
        // no query in flight: the client alone hears of the loss
        await until('the loss reported', () => lost.length > reported);
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    expect(lost.length).toBe(reported + 1);
    expect(resultOf<{ id: string }>(await inject({ method: 'GET', url: API.user(s.userId), token: s.token })).id).toBe(s.userId);
    expect((await inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('a connection whose query was cut is not handed out again, even to the very next query', async () => {
    const admin = new pg.Client({ connectionString: await testDatabaseUrl() });
    await admin.connect();
    try {
      const { victim, failure } = await database.db.connection().execute(async (conn) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
        const pid = rows[0]!.pid;
        const sleeping = sql`select pg_sleep(30)`.execute(conn);
        await backendInState(admin, pid, 'active');
        void admin.query('select pg_terminate_backend($1)', [pid]);
        // released in the same turn as the failure arrives: the socket's end has not been read yet
        return { victim: pid, failure: await sleeping.then(() => null, (e: unknown) => e) };
      });
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      expect(rows[0]!.pid).not.toBe(victim);
    } finally {
      await admin.end();
    }
  });

  it('a read whose connection is cut while it runs: 503 with Retry-After in the language asked; idle read connections cut: replaced', async () => {
    const s = await signIn();
    const balance = { method: 'GET' as const, url: '/api/finance/v1/declarations/org-balance', token: s.token };
    resultOf(await inject(balance));
    // the balance's read waits on a lock held by an administrator; its connection is then cut
    const answer = await asAdmin(async (admin) => {
      await admin.query('begin');
      await admin.query('lock table ledger_movements in access exclusive mode');
      const pending = inject({ ...balance, lang: 'ru' });
      const pid = await backendWaitingOnLock(admin, 'pensia-read');
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.query('rollback');
      return pending;
    });
    expectResultError(answer, 503, 'SERVICE_UNAVAILABLE', errorMessage('ru', 'SERVICE_UNAVAILABLE'));
    expect(answer.headers['retry-after']).toBe('5');
    resultOf(await inject(balance));

    // every idle connection of the read pool cut: each is reported once and dropped; the next reads take new ones
    const reported = lost.length;
    const cut = await asAdmin(async (admin) => {
      const { rows } = await admin.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and application_name = 'pensia-read'`,
      );
      return rows.length;
    });
    expect(cut).toBeGreaterThan(0);
    await until('every cut connection reported', () => lost.length >= reported + cut);
    resultOf(await inject(balance));
    expect(resultOf<{ id: string }>(await inject({ method: 'GET', url: API.user(s.userId), token: s.token })).id).toBe(s.userId);
  });
});

describe.skipIf(!onPostgres)('an upload whose connection is cut in the middle of its transaction (PostgreSQL) — skipped on the embedded database: only PostgreSQL has connections that can be cut from outside', () => {
  it('is refused as a whole with 503 and Retry-After, keeps nothing of the file, and the same upload then goes through', async () => {
    const inj = injector(ctx);
    const { accessToken: token } = await ctx.login();
    const d = await createDeclaration(ctx, token, { year: 2019, month: 3, form: 'simple' });
    const first = await filledTemplate(ctx, token, 'standard', 'simple', [['01001011111', 'ნინო', 'ბერიძე', '1990-01-01', 'female', 1000]]);
    expect(resultOf<{ accepted: number }>(await inj(uploadRequest(token, d.id, first))).accepted).toBe(1);
    const rows = Array.from({ length: 6_000 }, (_, i) => [String(30_000_000_000 + i), 'სახელი', 'გვარი', '1990-01-01', 'female', 1000 + (i % 500)]);
    const big = await filledTemplate(ctx, token, 'standard', 'simple', rows);
    const send = (lang: Lang) => inj(uploadRequest(token, d.id, big, { headers: { 'idempotency-key': 'upload-cut-midway' } }), lang);
    const before = await snapshot(ctx.db, [...WRITE_TABLES]);

    /** Sends the upload while an administrator holds `lock` on `table`, and cuts the upload's connection once it waits on it. */
    const cutWhileWaitingOn = (table: string, lang: Lang) =>
      asAdmin(async (admin) => {
        await admin.query('begin');
        await admin.query(`lock table ${table} in exclusive mode`);
        const pending = send(lang);
        const pid = await backendWaitingOnLock(admin, 'pensia');
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await admin.query('rollback');
        return pending;
      });

    // cut at its first row stored, while the worker still reads the file
    const early = await cutWhileWaitingOn('declaration_details', 'ru');
    expectResultError(early, 503, 'SERVICE_UNAVAILABLE', errorMessage('ru', 'SERVICE_UNAVAILABLE'));
    expect(early.headers['retry-after']).toBe('5');
    expect(await snapshot(ctx.db, [...WRITE_TABLES])).toEqual(before);

    // cut once every part of the file is stored, when it waits to write its report
    const late = await cutWhileWaitingOn('upload_reports', 'ka');
    expectResultError(late, 503, 'SERVICE_UNAVAILABLE', errorMessage('ka', 'SERVICE_UNAVAILABLE'));
    expect(late.headers['retry-after']).toBe('5');
    // nothing of the file: its rows, report and idempotency key went with its transaction
    expect(await snapshot(ctx.db, [...WRITE_TABLES])).toEqual(before);

    // the retry, with the same key, is stored whole (replace: the one row before is replaced)
    const retry = resultOf<{ accepted: number; rejected: number }>(await send('en'));
    expect(retry).toMatchObject({ accepted: 6_000, rejected: 0 });
    expect((await getDeclaration(ctx, token, d.id)).declaration.totals.rowCount).toBe(6_000);
  }, 180_000);
});

describe('a database that is down', () => {
  // "at once": the refused connection is the signal, the request waits for no timeout (nothing is measured)
  it('a PostgreSQL server that does not answer: 503 with Retry-After at once, ready 503', async () => {
    // nothing listens on port 1: every connection is refused
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/pensia', poolMax: 2 });
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database, logger: false });
    try {
      const res = await app.inject({ method: 'POST', url: API.login, payload: { username: 'demo-employer', password: 'Demo#2026pass' } });
      expectResultError(res, 503, 'SERVICE_UNAVAILABLE');
      expect(res.headers['retry-after']).toBe('5');
      const reg = await app.inject({ method: 'POST', url: API.resetQuestion, payload: { username: 'demo-employer' } });
      expectResultError(reg, 503, 'SERVICE_UNAVAILABLE');
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
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

/** Waits until backend `pid` is in `state` ('active' while it runs a query). */
async function backendInState(admin: pg.Client, pid: number, state: string): Promise<void> {
  await until(`backend ${pid} ${state}`, async () => {
    const { rows } = await admin.query<{ state: string }>('select state from pg_stat_activity where pid = $1', [pid]);
    return rows[0]?.state === state;
  });
}
