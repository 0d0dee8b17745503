import type { ProcessingJob } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { monthDeclaration, runSettled, type Person } from '../../test/processing-runs.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { PROCESSING_QUEUE } from './processing.jobs.ts';

const OP = '/api/operator/v1';
/** Small batches, quick polling and supervision: a run of many batches, taken over within a few seconds. */
const JOBS_ENV = { PROCESSING_BATCH_ROWS: '5', JOBS_POLL_S: '0.5', JOBS_SUPERVISE_S: '1' };
const ROWS = 200;

let ctx: TestContext;
let operator: string;
let other: FastifyInstance | undefined;

beforeAll(async () => {
  ctx = await createTestContext({ env: JOBS_ENV });
  operator = (await operatorLogin(ctx)).accessToken;
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

async function figures(declarationId: string) {
  const { rows } = await sql<{ accountRows: number; distinctRows: number; contributions: number; distinctContributions: number }>`
    select (select count(*)::int from participant_account_rows where declaration_id = ${declarationId}) as "accountRows",
           (select count(distinct declaration_detail_id)::int from participant_account_rows where declaration_id = ${declarationId}) as "distinctRows",
           (select count(*)::int from participant_contributions where declaration_id = ${declarationId}) as contributions,
           (select count(distinct (declaration_detail_id, source))::int from participant_contributions where declaration_id = ${declarationId}) as "distinctContributions"`.execute(ctx.db);
  return rows[0]!;
}

describe("the month's processing as a job of the durable queue", () => {
  it('stopped mid-way on the server that took it, is taken over by another server and resumed from its last batch: every contribution once', async () => {
    const org = await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    const people: Person[] = Array.from({ length: ROWS }, (_, i) => ({ personalNumber: `0700${String(i).padStart(7, '0')}`, birthDate: '1990-01-01', gender: 'female', base: 150_000n }));
    const d = await monthDeclaration(ctx.db, org.id, 2019, 3, people, { activatedAt: new Date('2019-04-03T08:00:00Z'), paid: true });
    const today = new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
    resultOf(await ctx.inject({ method: 'PUT', url: `${OP}/unit-prices/${today}`, token: operator, payload: { price: '1.500000' } }));

    const started = resultOf<ProcessingJob>(await ctx.inject({ method: 'POST', url: `${OP}/processing`, token: operator, payload: { year: 2019, month: 3 }, headers: { 'x-correlation-id': 'corr-takeover-1' } }));
    // the queue's job carries the id of the request that started it
    const { rows: queued } = await sql<{ id: string; data: { processingJobId: string; correlationId: string } }>`
      select id, data from pgboss.job where name = ${PROCESSING_QUEUE} and data->>'processingJobId' = ${started.id}`.execute(ctx.db);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.data.correlationId).toBe('corr-takeover-1');

    // the first server takes the job; once it has committed a batch or two it stops taking jobs, as a server
    // that is going away does: its run ends after the batch under way and the job goes back to the queue
    const until = Date.now() + 30_000;
    for (;;) {
      const { rows } = await sql<{ batches: number }>`select batches from processing_jobs where id = ${started.id}::uuid`.execute(ctx.db);
      if (rows[0]!.batches >= 1) break;
      if (Date.now() > until) throw new Error('the first server never took the job');
      await new Promise((r) => setTimeout(r, 5));
    }
    await ctx.app.jobs.stop(false);
    const cut = resultOf<ProcessingJob>(await ctx.inject({ method: 'GET', url: `${OP}/processing/${started.id}`, token: operator }));
    expect(cut.status).toBe('running');
    expect(cut.processedRows).toBeGreaterThan(0);
    expect(cut.processedRows).toBeLessThan(ROWS);
    // only whole batches were kept, each with its effects
    expect(await figures(d.id)).toMatchObject({ accountRows: cut.processedRows, contributions: cut.processedRows * 3 });

    // another server on the same database takes the job over and finishes the run from where it was left
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), WEB_DIST: '/nonexistent', ...JOBS_ENV });
    other = await buildApp({ config, database: ctx.database, clock: ctx.clock, logger: false });
    await other.ready();
    await runSettled(ctx.db, started.id);
    const done = resultOf<ProcessingJob>(await ctx.inject({ method: 'GET', url: `${OP}/processing/${started.id}`, token: operator }));
    expect(done).toMatchObject({ status: 'done', processedRows: ROWS, contributionCount: ROWS * 3 });
    expect(await figures(d.id)).toEqual({ accountRows: ROWS, distinctRows: ROWS, contributions: ROWS * 3, distinctContributions: ROWS * 3 });
    // the job was tried again after the first server gave it back
    expect(await other.jobs.attemptsOf(PROCESSING_QUEUE, queued[0]!.id)).toBeGreaterThanOrEqual(1);
  });
});
