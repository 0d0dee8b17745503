import type { Gender, ProcessingJob } from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../lib/deps.ts';

/**
 * The monthly processing's runs in the database (processing_jobs and the declarations each run took): what
 * processing.service.ts decides, written and read here. The batches' own statements are in processing-batch.ts.
 */

export type Executor = Deps['db'] | Transaction<Database>;

export interface JobRow {
  id: string;
  year: number;
  month: number;
  status: ProcessingJob['status'];
  conversionDate: string;
  unitPrice: string;
  declarationCount: number;
  unpaidDeclarations: number;
  totalRows: number;
  processedRows: number;
  batches: number;
  contributionCount: number;
  amount: string;
  stateAmount: string;
  units: string;
  cursorOrdinal: number;
  cursorRow: number;
  /** The run's declarations checked against their organizations' ledgers (its first batch does it, 0093). */
  covered: boolean;
  /** Parts the run is split into, fixed at its start (0111): one, its cursor above; more, each part's own. */
  parts: number;
  errorCode: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

const JOB_COLUMNS = sql`id, year, month, status, conversion_date::text as "conversionDate", unit_price::text as "unitPrice",
  declaration_count as "declarationCount", unpaid_declarations as "unpaidDeclarations", total_rows as "totalRows",
  processed_rows as "processedRows", batches, contribution_count as "contributionCount", amount::text as amount,
  state_amount::text as "stateAmount", units::text as units, cursor_ordinal as "cursorOrdinal", cursor_row as "cursorRow",
  covered, parts, error_code as "errorCode", started_at as "startedAt", finished_at as "finishedAt"`;

/**
 * The run, read alone or locked: `true` (for update) by a batch of a run of one part, its cover, its end and its
 * failure; `'key share'` by a batch of a part (0111), so that the parts' batches run side by side (and add to
 * the run's figures, which this lock lets them) while its cover, end or failure waits for them, and they for it.
 */
export async function findJob(db: Executor, id: string, lock: boolean | 'key share' = false): Promise<JobRow | undefined> {
  const { rows } = lock === 'key share'
    ? await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where id = ${id} for key share`.execute(db)
    : lock
      ? await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where id = ${id} for update`.execute(db)
      : await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where id = ${id}`.execute(db);
  return rows[0];
}

/** A part of a run (0111): its cursor (the last row it converted) and whether it has converted all its rows. */
export interface PartRow {
  cursorOrdinal: number;
  cursorRow: number;
  status: 'running' | 'done';
}

/** The part, locked until the transaction ends (a second runner of the same part waits, then goes on after it). */
export async function lockPart(trx: Executor, jobId: string, part: number): Promise<PartRow | undefined> {
  const { rows } = await sql<PartRow>`select cursor_ordinal as "cursorOrdinal", cursor_row as "cursorRow", status
    from processing_job_parts where job_id = ${jobId}::uuid and part = ${part} for update`.execute(trx);
  return rows[0];
}

/** Moves the part's cursor, counting the batch's rows (none: a batch that found its reach written before). */
export async function movePart(trx: Executor, jobId: string, part: number, to: { ordinal: number; row: number }, rows: number, now: Date): Promise<void> {
  await sql`update processing_job_parts set cursor_ordinal = ${to.ordinal}, cursor_row = ${to.row}, processed_rows = processed_rows + ${rows},
      batches = batches + ${rows > 0 ? 1 : 0}, updated_at = ${now}
    where job_id = ${jobId}::uuid and part = ${part}`.execute(trx);
}

/** The part has converted all its rows. */
export async function partDone(trx: Executor, jobId: string, part: number, now: Date): Promise<void> {
  await sql`update processing_job_parts set status = 'done', updated_at = ${now} where job_id = ${jobId}::uuid and part = ${part}`.execute(trx);
}

/** The parts of the run not yet done. */
export async function partsLeft(trx: Executor, jobId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from processing_job_parts where job_id = ${jobId}::uuid and status <> 'done'`.execute(trx);
  return rows[0]!.n;
}

/** Whether the part has converted all its rows, and whether its run is still running. */
export async function partState(db: Executor, jobId: string, part: number): Promise<{ jobStatus: string; partStatus: string } | undefined> {
  const { rows } = await sql<{ jobStatus: string; partStatus: string }>`select j.status as "jobStatus", p.status as "partStatus"
    from processing_jobs j join processing_job_parts p on p.job_id = j.id where j.id = ${jobId}::uuid and p.part = ${part}`.execute(db);
  return rows[0];
}

/** The run's end: its declarations marked processed and released, the run done. */
export async function markDone(trx: Executor, jobId: string, now: Date): Promise<void> {
  await sql`update declarations set is_processing = false, processed_at = ${now}, processing_job_id = ${jobId}::uuid
             where id in (select declaration_id from processing_job_declarations where job_id = ${jobId}::uuid)`.execute(trx);
  await sql`update processing_jobs set status = 'done', finished_at = ${now}, updated_at = ${now} where id = ${jobId}::uuid`.execute(trx);
}

/** A row of a declaration as a batch converts it (processing-batch.ts reads them). */
export interface DetailRow {
  ordinal: number;
  rowNumber: number;
  detailId: string;
  declarationId: string;
  organizationId: string;
  personalNumber: string;
  birthDate: string;
  gender: Gender;
  optIn: boolean;
  base: string;
  employeeContribution: string;
  organizationContribution: string;
  activationDate: string;
  paymentDate: string | null;
}

/** A page of the runs, newest first, and how many there are. */
export async function jobsPage(db: Executor, limit: number, offset: number): Promise<{ rows: JobRow[]; total: number }> {
  const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs order by seq desc limit ${limit} offset ${offset}`.execute(db);
  const { rows: n } = await sql<{ n: number }>`select count(*)::int as n from processing_jobs`.execute(db);
  return { rows, total: n[0]?.n ?? 0 };
}

/** The run of the month under way, if one is. */
export async function runningRunOf(trx: Executor, period: { year: number; month: number }): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where year = ${period.year} and month = ${period.month} and status = 'running'`.execute(trx);
  return rows[0];
}

/** The last run of the month, whatever its state. */
export async function lastRunOf(trx: Executor, period: { year: number; month: number }): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where year = ${period.year} and month = ${period.month} order by seq desc limit 1`.execute(trx);
  return rows[0];
}

/** Waits for the processing's advisory lock of `key` until the transaction ends. */
export async function lockProcessing(trx: Executor, lockClass: number, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lockClass}::int, ${key}::int)`.execute(trx);
}

/** A new run of the month, started now at the day's price; answers its id. */
export async function insertJob(
  trx: Executor,
  v: { year: number; month: number; conversionDate: string; unitPrice: string; declarationCount: number; totalRows: number; covered: boolean; parts: number; startedBy: string; now: Date },
): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into processing_jobs (year, month, conversion_date, unit_price, declaration_count, unpaid_declarations, total_rows, covered, parts, started_by, started_at, updated_at)
    values (${v.year}, ${v.month}, ${v.conversionDate}::date, ${v.unitPrice}::numeric, ${v.declarationCount}, 0, ${v.totalRows}, ${v.covered}, ${v.parts}, ${v.startedBy}::uuid, ${v.now}, ${v.now})
    returning id`.execute(trx);
  const id = rows[0]!.id;
  if (v.parts > 1) {
    await sql`insert into processing_job_parts (job_id, part, updated_at) select ${id}::uuid, k, ${v.now} from generate_series(0, ${v.parts - 1}::int) k`.execute(trx);
  }
  return id;
}

/**
 * The run takes the declarations, in the order they are converted, and holds them (no edit, deletion or
 * activation while it does).
 */
export async function takeDeclarations(trx: Executor, jobId: string, declarations: { id: string; organizationId: string }[]): Promise<void> {
  await sql`insert into processing_job_declarations (job_id, ordinal, declaration_id, organization_id)
    select ${jobId}::uuid, r.ordinal, r.declaration_id, r.organization_id
      from unnest(${declarations.map((d) => d.id)}::uuid[], ${declarations.map((d) => d.organizationId)}::uuid[]) with ordinality as r(declaration_id, organization_id, ordinal)`.execute(trx);
  await sql`update declarations set is_processing = true where id in (select declaration_id from processing_job_declarations where job_id = ${jobId}::uuid)`.execute(trx);
}

/** The declarations the run took, with their organizations and rows. */
export async function takenDeclarations(trx: Executor, jobId: string): Promise<{ id: string; organizationId: string; rowCount: number }[]> {
  const { rows } = await sql<{ id: string; organizationId: string; rowCount: number }>`
    select jd.declaration_id as id, jd.organization_id as "organizationId", dc.row_count as "rowCount"
      from processing_job_declarations jd join declarations dc on dc.id = jd.declaration_id where jd.job_id = ${jobId}::uuid`.execute(trx);
  return rows;
}

/** Writes the day each covered declaration of the run was paid, releases the others, and marks the run covered. */
export async function recordCover(
  trx: Executor,
  jobId: string,
  paid: { id: string; day: string; rowCount: number }[],
  unpaid: string[],
  now: Date,
): Promise<void> {
  await sql`update processing_job_declarations jd set payment_date = p.day
    from unnest(${paid.map((d) => d.id)}::uuid[], ${paid.map((d) => d.day)}::date[]) as p(id, day)
   where jd.job_id = ${jobId}::uuid and jd.declaration_id = p.id`.execute(trx);
  if (unpaid.length > 0) {
    await sql`delete from processing_job_declarations where job_id = ${jobId}::uuid and declaration_id = any(${unpaid}::uuid[])`.execute(trx);
    await sql`update declarations set is_processing = false where id = any(${unpaid}::uuid[])`.execute(trx);
  }
  await sql`update processing_jobs set covered = true, declaration_count = ${paid.length}, unpaid_declarations = ${unpaid.length},
      total_rows = ${paid.reduce((s, d) => s + d.rowCount, 0)}, updated_at = ${now}
    where id = ${jobId}::uuid`.execute(trx);
}

/** A run that cannot go on: failed, and the declarations it took and did not process released. */
export async function failRun(trx: Executor, jobId: string, now: Date): Promise<void> {
  // after the batches of its parts under way (they hold the run for key share, 0111)
  await findJob(trx, jobId, true);
  await sql`update processing_jobs set status = 'failed', error_code = 'INTERNAL', finished_at = ${now} where id = ${jobId}::uuid and status = 'running'`.execute(trx);
  await sql`update declarations set is_processing = false where id in (select declaration_id from processing_job_declarations where job_id = ${jobId}::uuid) and processed_at is null`.execute(trx);
}

/**
 * When each of the given declarations' contributions were covered, from their organizations' ledgers (the
 * rule of `settlementOf`, ledger.service.ts, and of `coverDates` below): the value date of the payment that
 * completed the credits covering it and every obligation before it, or the day it was owed from when that is
 * later; absent when it is not covered.
 *
 * Computed in the database with running sums, so that only the asked declarations' days come back: the
 * organizations' whole histories (eight years of a national month's employers, some 12 million movements) are
 * summed where they lie instead of being read into the request. Per organization: each source document's net
 * and first movement (value date, then seq); the credits are the documents netting to a credit; the
 * obligations, those netting to a debit in the order of their first movements, each settled when the running
 * sum of what they owe up to it is within the credits; the credit that covered it is the credit movement (in
 * the ledger's order) at which the running sum of credit movements first reaches that sum.
 */
export async function paymentDates(trx: Executor, declarations: { id: string; organizationId: string }[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (declarations.length === 0) return out;
  const declarationIds = declarations.map((d) => d.id);
  const organizationIds = [...new Set(declarations.map((d) => d.organizationId))];
  const { rows } = await sql<{ id: string; day: string }>`
    with orgs as (
      select distinct organization_id from unnest(${organizationIds}::uuid[]) as o(organization_id)
    ), docs as (
      -- a document's first movement, (value date, seq) as one number: days since 1970 above, seq (an identity,
      -- far below 10^12) below
      select m.organization_id, m.source_kind, m.source_id, sum(m.amount) as net, min(m.value_date) as since,
             min((m.value_date - date '1970-01-01')::bigint * 1000000000000 + m.seq) as first
        from ledger_movements m join orgs using (organization_id)
       group by m.organization_id, m.source_kind, m.source_id
    ), owed as (
      select organization_id, source_kind, source_id, net, since,
             sum(greatest(net, 0)) over (partition by organization_id) as credits,
             sum(greatest(-net, 0)) over (partition by organization_id order by first rows between unbounded preceding and current row) as needed
        from docs
    ), asked as materialized (
      -- only the asked declarations go on (materialized: else the planner kept every obligation until the end)
      select organization_id, source_id, since, needed from owed
       where net < 0 and needed <= credits and source_kind = 'declaration' and source_id in (select unnest(${declarationIds}::uuid[]))
    ), paid as (
      select m.organization_id, m.value_date, m.amount,
             sum(m.amount) over (partition by m.organization_id order by m.value_date, m.seq rows between unbounded preceding and current row) as running
        from ledger_movements m join orgs using (organization_id)
       where m.amount > 0
    )
    select a.source_id::text as id, greatest(p.value_date, a.since)::text as day
      from asked a join paid p on p.organization_id = a.organization_id and p.running >= a.needed and p.running - p.amount < a.needed`.execute(trx);
  for (const r of rows) out.set(r.id, r.day);
  return out;
}

/** The declarations a run of the month would take, paid or not, in the order they are converted. */
export async function monthDeclarations(trx: Executor, period: { year: number; month: number }) {
  const { rows } = await sql<{ id: string; organizationId: string; rowCount: number }>`
    select id, organization_id as "organizationId", row_count as "rowCount" from declarations
     where year = ${period.year} and month = ${period.month} and status in ('open', 'closed') and processed_at is null and not is_processing
     order by activation_date, number`.execute(trx);
  return rows;
}

/** Jobs cut short (the server stopped in the middle): resumed at start. */
export async function runningJobs(db: Executor): Promise<{ id: string; parts: number }[]> {
  try {
    const { rows } = await sql<{ id: string; parts: number }>`select id, parts from processing_jobs where status = 'running' order by seq`.execute(db);
    return rows;
  } catch (e) {
    // an app built on a database not migrated (the OpenAPI document's generator) has nothing to resume
    if ((e as { code?: string }).code === '42P01') return [];
    throw e;
  }
}

