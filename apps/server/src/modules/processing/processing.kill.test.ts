import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/create-db.ts';
import { DEMO, seedDemo } from '../../db/seed/demo-seed.ts';
import { operatorToken } from '../../test/operator-http.ts';
import { freePort, startPortal, type PortalProcess } from '../../test/portal-process.ts';
import { monthDeclaration, runSettled, type Person } from '../../test/processing-runs.ts';
import { onPostgres } from '../../test/test-app.ts';
import { databaseFileStorage } from '../files/file-storage.ts';
import { PROCESSING_QUEUE, queueRun } from './processing.jobs.ts';
import { startProcessing } from './processing.service.ts';

const ROWS = 1000;
/**
 * Small batches (many of them), quick supervision: the killed server's job is failed 10 s after its last heartbeat.
 * A run of one part, one job of the queue (parts: processing-parts.test.ts).
 */
const JOBS_ENV = { PROCESSING_PARTS: '1', PROCESSING_BATCH_ROWS: '5', JOBS_POLL_S: '0.5', JOBS_SUPERVISE_S: '1', JOBS_HEARTBEAT_S: '10', SEED_DEMO: '0', WEB_DIST: '/nonexistent' };

/** The same database for every server of the test: a PostgreSQL database of its own, or an embedded one's folder. */
async function place(): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle>; drop: () => Promise<void> }> {
  if (!onPostgres) {
    const dir = await mkdtemp(path.join(tmpdir(), 'pensia-kill-'));
    return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }), drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `pensia_k_${Math.random().toString(16).slice(2, 10)}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, open: () => openDatabase({ url: url.toString(), poolMax: 4 }), drop: () => run(`drop database if exists ${name} with (force)`) };
}


/** Asks the portal for the run's progress until a batch has committed (or the run has ended); answers it. */
async function underWay(base: string, jobId: string): Promise<{ status: string; processedRows: number }> {
  const token = await operatorToken(base);
  const until = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${base}/api/operator/v1/processing/${jobId}`, { headers: { authorization: `Bearer ${token}` } });
    const run = ((await res.json()) as { result: { status: string; processedRows: number } }).result;
    if (run.processedRows > 0 || run.status !== 'running' || Date.now() > until) return run;
    await new Promise((r) => setTimeout(r, 20));
  }
}

let portal: PortalProcess | undefined;
let app: FastifyInstance | undefined;
let database: DatabaseHandle | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  if (portal?.child.exitCode === null && portal.child.signalCode === null) portal.child.kill('SIGKILL');
  await app?.close();
  await database?.close();
  await drop?.();
});

describe("the month's processing when the server running it is killed (SIGKILL)", () => {
  it('is taken over once its heartbeat is stale and resumed from its last committed batch: every contribution once', async () => {
    const where = await place();
    drop = where.drop;
    const config = (work: boolean) => loadConfig({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'k'.repeat(40), ...JOBS_ENV, JOBS_WORK: work ? '1' : '0' });

    // a month of 1,000 paid rows and its run, queued by a server that takes no jobs itself
    database = await where.open();
    await migrateToLatest(database.db);
    await seedDemo(database.db);
    const org = await database.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    const operator = await database.db.selectFrom('users').select('id').where('username', '=', DEMO.operator.username).executeTakeFirstOrThrow();
    const people: Person[] = Array.from({ length: ROWS }, (_, i) => ({ personalNumber: `0800${String(i).padStart(7, '0')}`, birthDate: '1991-01-01', gender: 'male', base: 120_000n }));
    const d = await monthDeclaration(database.db, org.id, 2019, 5, people, { activatedAt: new Date('2019-06-03T08:00:00Z'), paid: true });
    await sql`insert into unit_prices (date, price) values (current_date - 1, 1.25) on conflict (date) do nothing`.execute(database.db);
    const sender = await buildApp({ config: config(false), database, logger: false });
    await sender.ready();
    const { job } = await startProcessing({ db: database.db, readDb: database.db, clock: { now: () => new Date() }, config: config(false), log: sender.log, storage: databaseFileStorage }, { userId: operator.id, sessionId: 'x', audience: 'operator', role: 'operator', organizationId: null }, { year: 2019, month: 5 });
    await queueRun(sender.jobs, job, { correlationId: 'corr-kill-0001' });
    await sender.close();
    // the embedded database is one process's: the server that runs the job opens it alone
    if (!onPostgres) {
      await database.close();
      database = undefined;
    }

    // a server process takes the job; it is killed as soon as its run has committed a batch, as the operator's
    // screen shows it (the embedded database is that process's alone: its progress is read through it)
    portal = await startPortal({ port: await freePort(), env: { ...process.env, NODE_ENV: 'test', JWT_SECRET: 'k'.repeat(40), ...JOBS_ENV, ...where.env } });
    const under = await underWay(portal.base, job.id);
    expect(under.status).toBe('running');
    const exited = new Promise((r) => portal!.child.once('exit', r));
    portal.child.kill('SIGKILL');
    await exited;

    database ??= await where.open();
    const { rows: cut } = await sql<{ status: string; processedRows: number }>`select status, processed_rows as "processedRows" from processing_jobs where id = ${job.id}::uuid`.execute(database.db);
    expect(cut[0]!.status).toBe('running');
    expect(cut[0]!.processedRows).toBeGreaterThan(0);
    expect(cut[0]!.processedRows).toBeLessThan(ROWS);

    // another server: its supervision finds the job's heartbeat stale, the queue tries the job again, and the
    // run goes on from its cursor
    app = await buildApp({ config: config(true), database, logger: false });
    await app.ready();
    await runSettled(database.db, job.id, 90_000);
    const { rows: done } = await sql<{ status: string; processedRows: number; contributionCount: number }>`
      select status, processed_rows as "processedRows", contribution_count as "contributionCount" from processing_jobs where id = ${job.id}::uuid`.execute(database.db);
    expect(done[0]).toEqual({ status: 'done', processedRows: ROWS, contributionCount: ROWS * 3 });
    const { rows: effects } = await sql<{ accountRows: number; contributions: number; distinct: number }>`
      select (select count(*)::int from participant_account_rows where declaration_id = ${d.id}) as "accountRows",
             (select count(*)::int from participant_contributions where declaration_id = ${d.id}) as contributions,
             (select count(distinct (declaration_detail_id, source))::int from participant_contributions where declaration_id = ${d.id}) as distinct`.execute(database.db);
    expect(effects[0]).toEqual({ accountRows: ROWS, contributions: ROWS * 3, distinct: ROWS * 3 });
    const { rows: queued } = await sql<{ retryCount: number; data: { correlationId: string } }>`
      select retry_count as "retryCount", data from pgboss.job where name = ${PROCESSING_QUEUE}`.execute(database.db);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.retryCount).toBeGreaterThanOrEqual(1);
    expect(queued[0]!.data.correlationId).toBe('corr-kill-0001');
  }, 240_000);
});
