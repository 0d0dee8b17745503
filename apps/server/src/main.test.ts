import { spawn } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorMessage } from '@pensia/domain';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LOG_FLUSH_MS } from './plugins/request-log.ts';
import { onPostgres } from './test/test-app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pensia-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(url).then(resolve, () =>
        Date.now() > until ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 200),
      );
    attempt();
  });
}

/**
 * Sends a request's head with "Expect: 100-continue" and resolves once the server has answered "100 Continue",
 * so the request is known to be in the server's hands; `finish` sends the body and reads the final answer.
 */
function requestInFlight(
  port: number,
  route: string,
  json: unknown,
): Promise<{ finish(): Promise<{ status: number; body: string }> }> {
  const body = JSON.stringify(json);
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('end', () => {
      const final = received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(final)?.[1] ?? 0),
        body: final.slice(final.indexOf('\r\n\r\n') + 4),
      });
    });
  });
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('data', function onContinue(chunk: Buffer) {
      received += chunk.toString();
      if (!received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) return;
      socket.off('data', onContinue);
      socket.on('data', (more: Buffer) => (received += more.toString()));
      resolve({
        finish: () => {
          socket.write(body);
          return answered;
        },
      });
    });
    socket.write(
      `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
  });
}

describe('the server process', () => {
  it('starts on an empty data folder, migrates, seeds, serves, and stops cleanly on SIGTERM', async () => {
    const port = 18_000 + Math.floor(Math.random() * 2000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_DEMO: '1',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const ready = await waitFor(`http://127.0.0.1:${port}/health/ready`, 150_000);
      expect(ready.status).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/user/v1/auth/application-user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo-employer', password: 'Demo#2026pass' }),
      });
      expect(((await login.json()) as { result: { isValid: boolean } }).result.isValid).toBe(true);
      // the request log is buffered, yet a quiet server's line is written within the flush interval
      await vi.waitFor(() => expect(log).toMatch(/"route":"\/api\/user\/v1\/auth\/application-user","status":200/), {
        timeout: LOG_FLUSH_MS * 4,
        interval: 50,
      });
      // a request in flight when the signal arrives is still answered: the server has read its head (it said
      // "100 Continue") before the signal, and its body follows after
      const inFlight = await requestInFlight(port, '/api/user/v1/auth/application-user', {
        username: 'demo-employer',
        password: 'Demo#2026pass',
      });
      child.kill('SIGTERM');
      const answer = await inFlight.finish();
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('"isValid":true');
      expect(await exited).toBe(0);
      expect(log).toContain('shutting down');
      const lines = log.split('\n').filter((l) => l.startsWith('{'));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  }, 180_000);
});

/** Runs `work` on a connection of its own to `url`, as an administrator would. */
async function asAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Terminates every connection the server holds to its database (its pool of writes and its read pool). */
const CUT_SERVER_CONNECTIONS = `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name in ('pensia', 'pensia-read')`;

/**
 * The real process on PostgreSQL: its database connections cut from outside — while an upload holds one
 * in the middle of its transaction, then while they are idle — fail only the request that used them, and
 * the process goes on serving. Only PostgreSQL has connections that can be cut from outside.
 */
describe.skipIf(!onPostgres)(
  'the server process on PostgreSQL — skipped on the embedded database: only PostgreSQL has connections that can be cut from outside',
  () => {
    it('keeps serving when its database connections are cut, in the middle of an upload and while idle', async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `pensia_t_${randomBytes(6).toString('hex')}`;
      await asAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();

      const port = 20_000 + Math.floor(Math.random() * 2000);
      const base = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
        env: {
          ...process.env,
          PORT: String(port),
          LOG_LEVEL: 'info',
          SEED_DEMO: '1',
          DATABASE_URL: databaseUrl,
          DATABASE_READ_URL: databaseUrl,
          DATABASE_POOL_MAX: '4',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      child.stdout.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr.on('data', (d: Buffer) => (log += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        expect((await waitFor(`${base}/health/ready`, 90_000)).status).toBe(200);
        const login = await fetch(`${base}/api/user/v1/auth/application-user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo-employer', password: 'Demo#2026pass' }),
        });
        const { accessToken } = ((await login.json()) as { result: { accessToken: string } }).result;
        const userId = (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string })
          .sub;
        const auth = { authorization: `Bearer ${accessToken}` };
        const created = await fetch(`${base}/api/finance-write/v1/declarations`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'standard', form: 'simple', year: 2019, month: 4 }),
        });
        expect(created.status).toBe(200);
        const declarationId = ((await created.json()) as { result: { id: string } }).result.id;
        const rowCount = async () => {
          const res = await fetch(`${base}/api/finance/v1/fbo/declarations/monthly-decs/${declarationId}?pageSize=1`, {
            headers: auth,
          });
          expect(res.status).toBe(200);
          return ((await res.json()) as { result: { declaration: { totals: { rowCount: number } } } }).result
            .declaration.totals.rowCount;
        };

        // a workbook of 5,000 rows on the server's own template
        const template = await fetch(`${base}/api/finance/v1/declarations/template?type=standard&form=simple`, {
          headers: auth,
        });
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await template.arrayBuffer()) as never);
        for (let i = 0; i < 5_000; i++)
          workbook.worksheets[0]!.addRow([
            String(40_000_000_000 + i),
            'სახელი',
            'გვარი',
            '1990-01-01',
            'female',
            1000 + (i % 500),
          ]);
        const file = new Blob([await workbook.xlsx.writeBuffer()]);
        const upload = () => {
          const form = new FormData();
          form.append('file', file, 'salaries.xlsx');
          return fetch(`${base}/api/finance-write/v1/declarations/${declarationId}/upload`, {
            method: 'POST',
            headers: { ...auth, 'accept-language': 'ru' },
            body: form,
          });
        };

        // every row of the file is stored in the upload's transaction, which then waits on a lock of the
        // reports' table: there every connection of the server is cut
        const refused = await asAdmin(databaseUrl, async (admin) => {
          await admin.query('begin');
          await admin.query('lock table upload_reports in exclusive mode');
          const pending = upload().catch((e: unknown) => {
            throw new Error(`no answer to the upload (exit code ${child.exitCode}): ${log.slice(-3000)}`, { cause: e });
          });
          pending.catch(() => undefined); // awaited below; a failure is reported there
          const until = Date.now() + 60_000;
          for (;;) {
            // pg_stat_activity is read once per transaction, and this transaction holds the lock
            await admin.query('select pg_stat_clear_snapshot()');
            const { rows } = await admin.query(
              `select 1 from pg_stat_activity where datname = current_database() and application_name = 'pensia' and wait_event_type = 'Lock'`,
            );
            if (rows.length > 0) break;
            if (Date.now() > until) throw new Error(`the upload never waited on the lock: ${log.slice(-2000)}`);
            await new Promise((r) => setTimeout(r, 20));
          }
          const { rowCount: cut } = await admin.query(CUT_SERVER_CONNECTIONS);
          expect(cut).toBeGreaterThan(0);
          await admin.query('rollback');
          return pending;
        });
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(await refused.json()).toMatchObject({
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: errorMessage('ru', 'SERVICE_UNAVAILABLE'),
        });

        // the process lives and serves; nothing of the file was kept; the same upload then goes through
        expect(child.exitCode).toBeNull();
        expect((await fetch(`${base}/health/live`)).status).toBe(200);
        expect(await rowCount()).toBe(0);
        const stored = await upload();
        expect(stored.status).toBe(200);
        expect(((await stored.json()) as { result: { accepted: number } }).result.accepted).toBe(5_000);
        expect(await rowCount()).toBe(5_000);

        // every connection cut while idle: requests answer 200, or 503 until the pools have replaced them
        await asAdmin(databaseUrl, (admin) => admin.query(CUT_SERVER_CONNECTIONS));
        const statuses: number[] = [];
        for (let i = 0; i < 20 && statuses.slice(-3).join() !== '200,200,200'; i++) {
          statuses.push((await fetch(`${base}/api/user/v1/users/${userId}`, { headers: auth })).status);
        }
        expect(
          statuses.every((st) => st === 200 || st === 503),
          statuses.join(),
        ).toBe(true);
        expect(statuses.slice(-3)).toEqual([200, 200, 200]);
        expect((await fetch(`${base}/health/ready`)).status).toBe(200);
        expect(child.exitCode).toBeNull();
        expect(log).toContain('database connection lost');

        child.kill('SIGTERM');
        expect(await exited).toBe(0);
      } finally {
        child.kill('SIGKILL');
        await asAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      }
    }, 240_000);
  },
);
