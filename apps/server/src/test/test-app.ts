import type { Deps } from '../lib/deps.ts';
import { databaseFileStorage } from '../modules/files/file-storage.ts';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { answerBreaks, keepAnswers } from './answer-check.ts';
import { loadConfig, type Config } from '../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle, type Db } from '../db/create-db.ts';
import { DEMO, seedDemo } from '../db/seed/demo-seed.ts';
import { manualClock } from '../lib/clock.ts';
import { clearSessionCache } from '../modules/user/auth.service.ts';
import { totpCode } from './totp-code.ts';

/** True when this run targets a PostgreSQL server (the second pass of `npm test`). */
export const onPostgres = process.env.PENSIA_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** The connection string of a test's PostgreSQL database (its own database on the test server). */
export async function databaseUrlOf(db: Db): Promise<string> {
  const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.db}`;
  return url.toString();
}

/** A database of its own for one test file: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (!onPostgres) {
    // the run's migrated template (test/database-template.ts); a file run outside vitest's setup makes its own
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    return { database: await openDatabase({ loadDataDir }), drop: async () => undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `pensia_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 5 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  clock: ReturnType<typeof manualClock>;
  /** The app's configuration (its token secret signs tokens a test crafts). */
  config: Config;
  close(): Promise<void>;
  /** Signs in a demo account and answers its tokens and user id. */
  login(username?: string, password?: string): Promise<{ accessToken: string; refreshToken: string; userId: string }>;
  inject(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** What the services take, as the app gives it to them: for a test that calls a service or a job directly. */
  deps: Deps;
}

export async function createTestContext(
  options: { seed?: boolean; webDist?: string; /** the server's log, as JSON lines; none when unset */ logStream?: Writable; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  await migrateToLatest(database.db);
  const clock = manualClock(new Date());
  if (options.seed !== false) await seedDemo(database.db, clock.now());
  const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: options.webDist ?? '/nonexistent', ...options.env }) };
  clearSessionCache();
  const app = await buildApp({ config, database, clock, logger: options.logStream ? { level: config.logLevel, stream: options.logStream } : false });
  // every JSON answer checked against its operation's schema in the published document when the app closes
  const answers = keepAnswers(app);
  await app.ready();
  const inject: TestContext['inject'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const deps: Deps = { db: database.db, readDb: database.db, clock, config, log: app.log, storage: databaseFileStorage, databaseInProcess: database.kind === 'pglite' };
  return {
    app,
    deps,
    db: database.db,
    database,
    clock,
    config,
    inject,
    async close() {
      const breaks = answerBreaks(app, answers);
      await app.close();
      await database.close();
      await drop();
      if (breaks.length) throw new Error(`answers that break their schemas in the OpenAPI document:\n${breaks.join('\n')}`);
    },
    async login(username: string = DEMO.employer.username, password: string = DEMO.employer.password) {
      let res = await inject({ method: 'POST', url: '/api/user/v1/auth/application-user', payload: { username, password } });
      // a user with two-step verification (test/two-factor.ts): the code of its key, at the next 30-second step
      if ((res.json() as { result?: { code?: string } }).result?.code === 'OTP_REQUIRED') {
        const user = await database.db.selectFrom('users').select('totpSecret').where('username', '=', username).executeTakeFirstOrThrow();
        clock.advance(30_000);
        res = await inject({ method: 'POST', url: '/api/user/v1/auth/application-user', payload: { username, password, otp: totpCode(user.totpSecret!, clock.now()) } });
      }
      const body = res.json() as { result: { isValid: boolean; accessToken: string; refreshToken: string } };
      if (!body.result?.isValid) throw new Error(`demo sign-in failed: ${res.body}`);
      const payload = JSON.parse(Buffer.from(body.result.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
      return { accessToken: body.result.accessToken, refreshToken: body.result.refreshToken, userId: payload.sub };
    },
  };
}

export { DEMO };

/** Runs `fn` with the request's wait for its job (LOAD_WAIT_MS) set to `ms`, then puts the wait back. */
export async function withLoadWait<T>(ctx: TestContext, ms: number, fn: () => Promise<T>): Promise<T> {
  const before = ctx.config.loadWaitMs;
  ctx.config.loadWaitMs = ms;
  try {
    return await fn();
  } finally {
    ctx.config.loadWaitMs = before;
  }
}
