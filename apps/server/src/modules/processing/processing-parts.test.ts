import type { ProcessingJob } from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, Deps } from '../../lib/deps.ts';
import { resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { monthDeclaration, runSettled, type Person } from '../../test/processing-runs.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { PROCESSING_QUEUE } from './processing.jobs.ts';
import { runJob } from './processing.runner.ts';
import { startProcessing } from './processing.service.ts';

/**
 * A run split into parts (docs/decisions/0111) against the same month in one part: the same account rows and
 * contributions, row for row, with persons employed by several organizations in the month, whose state share
 * depends on the income of the rows before theirs.
 */
const PARTS = 3;
const YEAR = 2021;
const MONTH = 4;
/** Small batches: many of them, each part's cursor moving through declarations the other parts share. */
const BATCH = 4;

let ctx: TestContext;
let actor: Actor;
let orgs: string[];

beforeAll(async () => {
  ctx = await createTestContext({ env: { PROCESSING_PARTS: String(PARTS), PROCESSING_BATCH_ROWS: String(BATCH), JOBS_POLL_S: '0.5' } });
  const op = await ctx.db.selectFrom('users').select('id').where('username', '=', DEMO.operator.username).executeTakeFirstOrThrow();
  actor = { userId: op.id, sessionId: 'x', audience: 'operator', role: 'operator', organizationId: null };
  const found = await ctx.db.selectFrom('organizations').select(['id', 'code']).where('code', 'in', [DEMO.employer.code, DEMO.employer2.code]).execute();
  const a = found.find((o) => o.code === DEMO.employer.code)!.id;
  const b = found.find((o) => o.code === DEMO.employer2.code)!.id;
  const { rows: c } = await sql<{ id: string }>`
    insert into organizations (name, code, type_id, is_self_employed, mobile, email)
    select 'შპს „ნაწილები“', '409998866', type_id, false, mobile, email from organizations where id = ${b} returning id`.execute(ctx.db);
  orgs = [a, b, c[0]!.id];
  await sql`insert into unit_prices (date, price) values ('2021-01-04', 1.345678) on conflict (date) do nothing`.execute(ctx.db);

  // the month before, processed first: the persons' income of the year already counts before this month's rows
  const person = (i: number, base: bigint): Person => ({ personalNumber: `0911${String(i).padStart(7, '0')}`, birthDate: i % 7 === 0 ? '1960-02-02' : '1992-03-03', gender: i % 2 ? 'male' : 'female', base });
  await monthDeclaration(ctx.db, orgs[0]!, YEAR, MONTH - 1, Array.from({ length: 12 }, (_, i) => person(i, 1_800_000n)), { activatedAt: new Date('2021-04-02T08:00:00Z'), paid: true });
  const before = await startProcessing(deps(1), actor, { year: YEAR, month: MONTH - 1 });
  await runJob(deps(1), before.job.id, { batchSize: BATCH, pauseBetweenBatches: false });

  // the month: three organizations, 40 persons, each of the first 15 employed by two or three of them, with
  // salaries that cross the state's bands (24,000 GEL a year) in the middle of the month
  const people = Array.from({ length: 40 }, (_, i) => person(i, 150_000n + BigInt(i) * 37_000n));
  const shuffled = (list: Person[], k: number) => list.map((p, i) => list[(i * k) % list.length]!).filter((p, i, all) => all.indexOf(p) === i);
  await monthDeclaration(ctx.db, orgs[0]!, YEAR, MONTH, people.slice(0, 25).map((p) => ({ ...p, base: p.base * 3n })), { activatedAt: new Date('2021-05-03T08:00:00Z'), paid: true });
  await monthDeclaration(ctx.db, orgs[1]!, YEAR, MONTH, shuffled(people.slice(10, 40), 7), { activatedAt: new Date('2021-05-04T08:00:00Z'), paid: true });
  await monthDeclaration(ctx.db, orgs[2]!, YEAR, MONTH, shuffled([...people.slice(0, 15), ...people.slice(30, 33)], 5).map((p) => ({ ...p, base: 2_500_000n })), { activatedAt: new Date('2021-05-05T08:00:00Z'), paid: true });
  // a declaration not paid: taken by the start, released by the cover (0093), whichever part covers
  await monthDeclaration(ctx.db, orgs[2]!, YEAR, MONTH, people.slice(0, 3), { activatedAt: new Date('2021-05-06T08:00:00Z'), paid: false });
});
afterAll(async () => {
  await sql`drop table if exists parts_done_log`.execute(ctx.db).catch(() => undefined);
  await ctx?.close();
});

/** The test's services with the run split into `parts` parts. */
function deps(parts: number): Deps {
  return { ...ctx.deps, config: { ...ctx.deps.config, processingParts: parts } };
}

/** The month's account rows and contributions, every column a run decides, in one order. */
async function dump() {
  const { rows: account } = await sql`
    select d.declaration_id, d.row_number, a.personal_number, a.organization_id, a.base::text, a.income_before::text, a.contributing, a.year, a.month
      from participant_account_rows a join declaration_details d on d.id = a.declaration_detail_id
     where a.year = ${YEAR} and a.month = ${MONTH} order by d.declaration_id, d.row_number`.execute(ctx.db);
  const { rows: contributions } = await sql`
    select d.declaration_id, d.row_number, c.source, c.personal_number, c.organization_id, c.amount::text, c.base::text, c.unit_price::text, c.units::text,
           c.contribution_date::text, c.payment_date::text, c.conversion_date::text, c.status, c.portfolio_id
      from participant_contributions c join declaration_details d on d.id = c.declaration_detail_id
     where c.year = ${YEAR} and c.month = ${MONTH} order by d.declaration_id, d.row_number, c.source`.execute(ctx.db);
  return { account, contributions };
}

/** The month as if never processed: its rows and contributions gone, its declarations released. */
async function undo() {
  await sql`delete from participant_contributions where year = ${YEAR} and month = ${MONTH}`.execute(ctx.db);
  await sql`delete from participant_account_rows where year = ${YEAR} and month = ${MONTH}`.execute(ctx.db);
  await sql`update declarations set processed_at = null, processing_job_id = null, is_processing = false where year = ${YEAR} and month = ${MONTH}`.execute(ctx.db);
}

async function jobOf(id: string) {
  const { rows } = await sql<{ status: string; parts: number; processedRows: number; totalRows: number; batches: number; contributionCount: number; amount: string; stateAmount: string; units: string; finishedAt: Date | null }>`
    select status, parts, processed_rows as "processedRows", total_rows as "totalRows", batches, contribution_count as "contributionCount", amount::text as amount,
           state_amount::text as "stateAmount", units::text as units, finished_at as "finishedAt" from processing_jobs where id = ${id}::uuid`.execute(ctx.db);
  return rows[0]!;
}

/** The run's figures as its rows and contributions sum them. */
async function sums(id: string) {
  const { rows } = await sql<{ rows: number; contributions: number; amount: string; stateAmount: string; units: string }>`
    select (select count(*)::int from participant_account_rows where job_id = ${id}::uuid) as rows,
           (select count(*)::int from participant_contributions where job_id = ${id}::uuid) as contributions,
           (select coalesce(sum(amount), 0)::text from participant_contributions where job_id = ${id}::uuid) as amount,
           (select coalesce(sum(amount), 0)::text from participant_contributions where job_id = ${id}::uuid and source = 'state') as "stateAmount",
           (select coalesce(sum(units), 0)::text from participant_contributions where job_id = ${id}::uuid) as units`.execute(ctx.db);
  return rows[0]!;
}

/** How many times each run was set done (a trigger counts it). */
async function doneCount(id: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from parts_done_log where job_id = ${id}::uuid`.execute(ctx.db);
  return rows[0]!.n;
}

describe("the month's processing split into parts", () => {
  let single: Awaited<ReturnType<typeof dump>>;
  let singleJob: Awaited<ReturnType<typeof jobOf>>;

  it('in one part: the reference', async () => {
    await sql`create table parts_done_log (job_id uuid not null)`.execute(ctx.db);
    await sql.raw(`create function parts_done() returns trigger language plpgsql as $$
      begin if new.status = 'done' and old.status <> 'done' then insert into parts_done_log values (new.id); end if; return new; end $$`).execute(ctx.db);
    await sql`create trigger parts_done after update on processing_jobs for each row execute function parts_done()`.execute(ctx.db);

    const { job } = await startProcessing(deps(1), actor, { year: YEAR, month: MONTH });
    expect(job.parts).toBe(1);
    await runJob(deps(1), job.id, { batchSize: BATCH, pauseBetweenBatches: false });
    singleJob = await jobOf(job.id);
    expect(singleJob).toMatchObject({ status: 'done', processedRows: 25 + 30 + 18, totalRows: 73 });
    single = await dump();
    expect(single.account).toHaveLength(73);
    // a person of three organizations: each row's income before it is the year's income up to the row before it
    const { rows: p } = await sql<{ income: string; base: string }>`
      select a.income_before::text as income, a.base::text as base from participant_account_rows a join processing_job_declarations jd on jd.declaration_id = a.declaration_id and jd.job_id = a.job_id
       where a.job_id = ${job.id}::uuid and a.personal_number = '09110000012' order by jd.ordinal`.execute(ctx.db);
    expect(p).toHaveLength(3);
    expect(Number(p[1]!.income)).toBe(Number(p[0]!.income) + Number(p[0]!.base));
    expect(Number(p[2]!.income)).toBe(Number(p[1]!.income) + Number(p[1]!.base));
    expect(await doneCount(job.id)).toBe(1);
  });

  it('in three parts converted side by side gives the same rows and contributions, and the run ends done once', async () => {
    await undo();
    const { job } = await startProcessing(deps(PARTS), actor, { year: YEAR, month: MONTH });
    expect(job.parts).toBe(PARTS);
    // each part its own runner, at the same time (on PostgreSQL, each on its own connection)
    await Promise.all(Array.from({ length: PARTS }, (_, part) => runJob(deps(PARTS), job.id, { part, batchSize: BATCH, pauseBetweenBatches: false })));
    const parted = await jobOf(job.id);
    expect(await dump()).toEqual(single);
    expect(parted).toMatchObject({ status: 'done', processedRows: singleJob.processedRows, totalRows: singleJob.totalRows, contributionCount: singleJob.contributionCount,
      amount: singleJob.amount, stateAmount: singleJob.stateAmount, units: singleJob.units });
    expect(await sums(job.id)).toEqual({ rows: parted.processedRows, contributions: parted.contributionCount, amount: parted.amount, stateAmount: parted.stateAmount, units: parted.units });
    // every part converted some of the month, all of them done, and their batches are the run's
    const { rows: parts } = await sql<{ part: number; status: string; processedRows: number; batches: number }>`
      select part, status, processed_rows as "processedRows", batches from processing_job_parts where job_id = ${job.id}::uuid order by part`.execute(ctx.db);
    expect(parts.map((p) => p.status)).toEqual(['done', 'done', 'done']);
    for (const p of parts) expect(p.processedRows).toBeGreaterThan(0);
    expect(parts.reduce((s, p) => s + p.processedRows, 0)).toBe(parted.processedRows);
    expect(parts.reduce((s, p) => s + p.batches, 0)).toBe(parted.batches);
    expect(await doneCount(job.id)).toBe(1);
    const { rows: decls } = await sql<{ n: number }>`select count(*)::int as n from declarations where processing_job_id = ${job.id}::uuid and processed_at is not null and not is_processing`.execute(ctx.db);
    expect(decls[0]!.n).toBe(3);
  });

  it('with parts stopped after a batch or two, resumed, still gives the same rows and contributions', async () => {
    await undo();
    const { job } = await startProcessing(deps(PARTS), actor, { year: YEAR, month: MONTH });
    const d = deps(PARTS);
    // the runners stop after one or two batches each, as servers stopped between two batches would
    await Promise.all(Array.from({ length: PARTS }, (_, part) => runJob(d, job.id, { part, batchSize: BATCH, pauseBetweenBatches: false, stopAfterBatches: 1 + (part % 2) })));
    const cut = await jobOf(job.id);
    expect(cut.status).toBe('running');
    expect(cut.processedRows).toBeGreaterThan(0);
    expect(cut.processedRows).toBeLessThan(singleJob.processedRows);
    expect(await sums(job.id)).toMatchObject({ rows: cut.processedRows, contributions: cut.contributionCount });
    // part 1 resumed alone first, then every part (part 1's runner finds its part done and leaves the end to the last)
    await runJob(d, job.id, { part: 1, batchSize: BATCH, pauseBetweenBatches: false });
    expect((await jobOf(job.id)).status).toBe('running');
    await runJob(d, job.id, { batchSize: BATCH, pauseBetweenBatches: false });
    expect(await dump()).toEqual(single);
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', processedRows: singleJob.processedRows, contributionCount: singleJob.contributionCount, amount: singleJob.amount });
    expect(await doneCount(job.id)).toBe(1);
    // run again: only the unpaid declaration is left, and nothing is converted twice
    const again = await startProcessing(d, actor, { year: YEAR, month: MONTH });
    expect(again.job.id).not.toBe(job.id);
    await runJob(d, again.job.id, { batchSize: BATCH, pauseBetweenBatches: false });
    expect(await jobOf(again.job.id)).toMatchObject({ status: 'done', processedRows: 0, totalRows: 0 });
    expect(await dump()).toEqual(single);
  });

  it('started by an operator, runs as one job of the queue a part, and ends done with the same results', async () => {
    await undo();
    const operator = (await operatorLogin(ctx)).accessToken;
    const started = resultOf<ProcessingJob>(await ctx.inject({ method: 'POST', url: '/api/operator/v1/processing', token: operator, payload: { year: YEAR, month: MONTH } }));
    await runSettled(ctx.db, started.id);
    const done = resultOf<ProcessingJob>(await ctx.inject({ method: 'GET', url: `/api/operator/v1/processing/${started.id}`, token: operator }));
    expect(done).toMatchObject({ status: 'done', processedRows: singleJob.processedRows, totalRows: singleJob.totalRows, contributionCount: singleJob.contributionCount, amount: singleJob.amount });
    expect(await dump()).toEqual(single);
    const { rows: queued } = await sql<{ part: number }>`
      select (data->>'part')::int as part from pgboss.job where name = ${PROCESSING_QUEUE} and data->>'processingJobId' = ${started.id} order by 1`.execute(ctx.db);
    expect(queued.map((q) => q.part)).toEqual([0, 1, 2]);
    expect(await doneCount(started.id)).toBe(1);
  });
});
