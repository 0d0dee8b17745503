import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { READ_AFTER_COOKIE } from '../plugins/read-your-writes.ts';
import { DEMO, seedDemo } from './seed/demo-seed.ts';
import { createTestContext, onPostgres, type TestContext } from '../test/test-app.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './create-db.ts';
import { formatLsn, parseLsn } from './read-routing.ts';

describe('WAL positions', () => {
  it.each([
    ['0/0', 0n],
    ['0/5000D10', 0x5000d10n],
    ['16/B374D848', (0x16n << 32n) + 0xb374d848n],
    ['FFFFFFFF/FFFFFFFF', (1n << 64n) - 1n],
  ])('reads %s and writes it back', (text, value) => {
    expect(parseLsn(text)).toBe(value);
    expect(formatLsn(value)).toBe(text);
  });

  it.each([undefined, null, '', '16', '16/', '/1', 'G/1', '1/2/3', '123456789/1', ' 0/1'])('refuses %j', (text) => {
    expect(parseLsn(text)).toBeUndefined();
  });
});

/**
 * Which database the read side reads, through the real app. On PostgreSQL the "replica" is a second database
 * migrated and seeded on its own, so the demo user has another id there and its profile is not found in it:
 * a read that reaches it answers 404, a read of the primary 200. (A second database is no standby: it never
 * reports a replayed position, so a client with the cookie keeps reading the primary; the replica catching up
 * is shown by the replica-lag drill on a real standby.)
 */
describe('read-your-writes', () => {
  let ctx: TestContext | undefined;
  const made: { drop: () => Promise<void> }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let routed: DatabaseHandle | undefined;

  /** A new database on the test server, migrated and seeded. */
  async function seededDatabase(): Promise<string> {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `pensia_r_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    made.push({
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const one = await openDatabase({ url: url.toString(), poolMax: 2 });
    await migrateToLatest(one.db);
    await seedDemo(one.db);
    await one.close();
    return url.toString();
  }

  beforeAll(async () => {
    if (!onPostgres) {
      ctx = await createTestContext();
      return;
    }
    const [primaryUrl, replicaUrl] = [await seededDatabase(), await seededDatabase()];
    routed = await openDatabase({ url: primaryUrl, readUrl: replicaUrl, poolMax: 3 });
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: '/nonexistent' }), database: routed, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await routed?.close();
    for (const m of made) await m.drop();
    await ctx?.close();
  });

  it('reads the replica without the cookie, the primary after a write and with its cookie', async () => {
    if (ctx) {
      // the embedded database has no replica: nothing is routed and no cookie is set
      const s = await ctx.login();
      const put = await ctx.inject({ method: 'PUT', url: '/api/user/v1/users/organization', token: s.accessToken, payload: { id: s.userId, mobile: '555123456', email: 'own@example.ge' } });
      expect(put.statusCode).toBe(200);
      expect(put.headers['set-cookie']).toBeUndefined();
      const read = await ctx.inject({ method: 'GET', url: `/api/user/v1/users/${s.userId}`, token: s.accessToken });
      expect(read.json().result.email).toBe('own@example.ge');
      return;
    }
    const server = app!;
    const signIn = await server.inject({ method: 'POST', url: '/api/user/v1/auth/application-user', payload: { username: DEMO.employer.username, password: DEMO.employer.password } });
    const token = signIn.json().result.accessToken as string;
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const auth = { authorization: `Bearer ${token}` };

    // no cookie: the profile is read from the replica, where this user id does not exist
    expect((await server.inject({ method: 'GET', url: `/api/user/v1/users/${userId}`, headers: auth })).statusCode).toBe(404);

    const put = await server.inject({ method: 'PUT', url: '/api/user/v1/users/organization', headers: auth, payload: { id: userId, mobile: '555123456', email: 'after-write@example.ge' } });
    // the write's own answer reads the primary
    expect(put.statusCode).toBe(200);
    expect(put.json().result.email).toBe('after-write@example.ge');
    const cookie = String(put.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${READ_AFTER_COOKIE}=[0-9A-F]+/[0-9A-F]+; Path=/api; Max-Age=3600; HttpOnly; SameSite=Strict$`));

    // with the cookie, the replica not known to have replayed it: the primary, which has the write
    const own = await server.inject({ method: 'GET', url: `/api/user/v1/users/${userId}`, headers: { ...auth, cookie: cookie.split(';')[0]! } });
    expect(own.statusCode).toBe(200);
    expect(own.json().result.email).toBe('after-write@example.ge');
    // a cookie that is not a WAL position counts for nothing
    expect((await server.inject({ method: 'GET', url: `/api/user/v1/users/${userId}`, headers: { ...auth, cookie: `${READ_AFTER_COOKIE}=nonsense` } })).statusCode).toBe(404);
  });

  it('reads the primary when the replica cannot be reached', async () => {
    if (ctx) {
      // the embedded database has no replica to lose: its reads answer as ever
      const s = await ctx.login();
      expect((await ctx.inject({ method: 'GET', url: `/api/user/v1/users/${s.userId}`, token: s.accessToken })).statusCode).toBe(200);
      return;
    }
    const primaryUrl = (await routed!.db.selectNoFrom(sql<string>`current_database()`.as('name')).executeTakeFirstOrThrow()).name;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${primaryUrl}`;
    // a port where nothing listens
    const noReplica = await openDatabase({ url: url.toString(), readUrl: 'postgres://postgres@127.0.0.1:1/none', poolMax: 2 });
    const lone = await buildApp({ config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: '/nonexistent' }), database: noReplica, logger: false });
    try {
      const signIn = await lone.inject({ method: 'POST', url: '/api/user/v1/auth/application-user', payload: { username: DEMO.employer.username, password: DEMO.employer.password } });
      const token = signIn.json().result.accessToken as string;
      const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
      const read = await lone.inject({ method: 'GET', url: `/api/user/v1/users/${userId}`, headers: { authorization: `Bearer ${token}` } });
      expect(read.statusCode).toBe(200);
      expect(read.json().result.username).toBe(DEMO.employer.username);
    } finally {
      await lone.close();
      await noReplica.close();
    }
  });
});
