import {
  dateOfInstant,
  errorMessage,
  formatMicro,
  formatMoneyPlain,
  parseUnitPrice,
  settle,
  type Gender,
  type Lang,
  type Movement,
  type ProcessingJob,
} from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { fixJobPrices } from '../portfolios/portfolio-prices.ts';
import { executeSwitches, hasPendingSwitches, SWITCH_LOCK_KEY } from '../portfolios/portfolio-switch.service.ts';
import { priceOn } from './unit-prices.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

/**
 * The monthly processing (docs/decisions/0022): every row of an activated declaration of the month whose
 * organization has paid it becomes contributions by source — employee and organization as declared, and the
 * state's share by the participant's income of the year across every employer — converted to units at the
 * unit price of the conversion date.
 *
 * Order, deterministic: declarations by activation time, then number; rows by row number. The state's bands
 * count the person's rows already processed in the year for this month and the months before it, then the
 * rows before this one in that order.
 *
 * A run is a job of batches. Each batch is one transaction that locks the job, reads its cursor, writes the
 * batch's rows and contributions and moves the cursor: a run cut short keeps whole batches only and resumes
 * after the last one; a row and source are written once (unique key), whatever two runners try.
 */

export const DEFAULT_BATCH_SIZE = 1000;
/**
 * The processing's advisory lock class: keyed by the month (yyyymm) for one month's start, and by
 * PROCESSING_START_KEY for every start, which a decision to satisfy an opt-out takes too (0036).
 */
export const PROCESSING_LOCK = 7022;
export const PROCESSING_START_KEY = 0;
const tetri = tetriFromDb;

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
  errorCode: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

const JOB_COLUMNS = sql`id, year, month, status, conversion_date::text as "conversionDate", unit_price::text as "unitPrice",
  declaration_count as "declarationCount", unpaid_declarations as "unpaidDeclarations", total_rows as "totalRows",
  processed_rows as "processedRows", batches, contribution_count as "contributionCount", amount::text as amount,
  state_amount::text as "stateAmount", units::text as units, cursor_ordinal as "cursorOrdinal", cursor_row as "cursorRow",
  covered, error_code as "errorCode", started_at as "startedAt", finished_at as "finishedAt"`;

export function toJob(j: JobRow, lang: Lang): ProcessingJob {
  return {
    id: j.id,
    year: j.year,
    month: j.month,
    status: j.status,
    conversionDate: j.conversionDate,
    unitPrice: formatMicro(parseUnitPrice(j.unitPrice)!),
    declarationCount: j.declarationCount,
    totalRows: j.totalRows,
    processedRows: j.processedRows,
    batches: j.batches,
    contributionCount: j.contributionCount,
    amount: formatMoneyPlain(tetri(j.amount)),
    stateAmount: formatMoneyPlain(tetri(j.stateAmount)),
    units: formatMicro(BigInt(j.units.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'))),
    unpaidDeclarations: j.unpaidDeclarations,
    error: j.errorCode ? errorMessage(lang, j.errorCode as never) : null,
    startedAt: new Date(j.startedAt).toISOString(),
    finishedAt: j.finishedAt ? new Date(j.finishedAt).toISOString() : null,
  };
}

export type Executor = Deps['db'] | Transaction<Database>;

export async function findJob(db: Executor, id: string, lock = false): Promise<JobRow | undefined> {
  const { rows } = lock
    ? await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where id = ${id} for update`.execute(db)
    : await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where id = ${id}`.execute(db);
  return rows[0];
}

export async function getJob(deps: Deps, id: string, lang: Lang) {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const job = await findJob(deps.db, id);
  if (!job) throw new AppError('RECORD_NOT_FOUND');
  return toJob(job, lang);
}

export async function listJobs(deps: Deps, q: { pageNumber: number; pageSize: number }, lang: Lang) {
  const offset = (q.pageNumber - 1) * q.pageSize;
  const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs order by seq desc limit ${q.pageSize} offset ${offset}`.execute(deps.readDb);
  const { rows: n } = await sql<{ n: number }>`select count(*)::int as n from processing_jobs`.execute(deps.readDb);
  return { items: rows.map((r) => toJob(r, lang)), totalCount: n[0]?.n ?? 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
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

/**
 * The day each covered declaration of one organization's ledger was covered: the value date of the credit that
 * completed the credits covering it and every obligation before it (`settle`), or the day it was owed from when
 * that is later.
 */
export function coverDates(movements: Movement[]): Map<string, string> {
  const out = new Map<string, string>();
  const { obligations } = settle(movements);
  // credits in the order they arrived: the day the running credit first covers everything up to an obligation.
  // What is needed only grows from one obligation to the next, so the credit that covers it is never an
  // earlier one: one pass over the credits for all the obligations (eight years of an organization's
  // months each walking its credits from the first made the start of a national month grow with the history).
  const credits = movements.filter((m) => m.amount > 0n);
  let needed = 0n;
  let running = 0n;
  let taken = 0;
  for (const o of obligations) {
    needed += o.owed;
    if (!o.settled || o.sourceKind !== 'declaration') continue;
    // (an obligation always owes more than nothing, so a covered one has taken at least one credit)
    while (running < needed && taken < credits.length) running += credits[taken++]!.amount;
    if (running >= needed) {
      const c = credits[taken - 1]!;
      out.set(o.sourceId, c.valueDate > o.since ? c.valueDate : o.since);
    }
  }
  return out;
}

/** A month not yet begun on `today` is not processed. */
export function refuseFutureMonth(today: string, period: { year: number; month: number }) {
  const asked = `${period.year}-${String(period.month).padStart(2, '0')}`;
  if (asked > today.slice(0, 7)) throw new AppError('VALIDATION_FAILED', { fields: { month: 'periodInFuture' } });
}

/**
 * The declarations a run of the month would take: filed, not processed nor held by a run, in the order they
 * are converted; those paid (with the day each was covered) are processed, the others are counted unpaid.
 */
export async function monthCandidates(trx: Executor, period: { year: number; month: number }) {
  const candidates = await monthDeclarations(trx, period);
  const paidOn = await paymentDates(trx, candidates);
  return { candidates, paidOn, paid: candidates.filter((c) => paidOn.has(c.id)) };
}

/** The declarations a run of the month would take, paid or not, in the order they are converted. */
async function monthDeclarations(trx: Executor, period: { year: number; month: number }) {
  const { rows } = await sql<{ id: string; organizationId: string; rowCount: number }>`
    select id, organization_id as "organizationId", row_count as "rowCount" from declarations
     where year = ${period.year} and month = ${period.month} and status in ('open', 'closed') and processed_at is null and not is_processing
     order by activation_date, number`.execute(trx);
  return rows;
}

/**
 * The first step of a run (decision 0093), in its first batch's transaction: which of the declarations the start
 * took are covered by their organizations' payments, and on which day; the others are released and counted
 * unpaid, and the run's counts become those of the covered ones.
 */
export async function coverRun(trx: Executor, jobId: string, now: Date): Promise<void> {
  const { rows: taken } = await sql<{ id: string; organizationId: string; rowCount: number }>`
    select jd.declaration_id as id, jd.organization_id as "organizationId", dc.row_count as "rowCount"
      from processing_job_declarations jd join declarations dc on dc.id = jd.declaration_id where jd.job_id = ${jobId}::uuid`.execute(trx);
  const paidOn = await paymentDates(trx, taken);
  const paid = taken.filter((d) => paidOn.has(d.id));
  const unpaid = taken.filter((d) => !paidOn.has(d.id)).map((d) => d.id);
  await sql`update processing_job_declarations jd set payment_date = p.day
    from unnest(${paid.map((d) => d.id)}::uuid[], ${paid.map((d) => paidOn.get(d.id)!)}::date[]) as p(id, day)
   where jd.job_id = ${jobId}::uuid and jd.declaration_id = p.id`.execute(trx);
  if (unpaid.length > 0) {
    await sql`delete from processing_job_declarations where job_id = ${jobId}::uuid and declaration_id = any(${unpaid}::uuid[])`.execute(trx);
    await sql`update declarations set is_processing = false where id = any(${unpaid}::uuid[])`.execute(trx);
  }
  await sql`update processing_jobs set covered = true, declaration_count = ${paid.length}, unpaid_declarations = ${unpaid.length},
      total_rows = ${paid.reduce((s, d) => s + d.rowCount, 0)}, updated_at = ${now}
    where id = ${jobId}::uuid`.execute(trx);
}

/** The run of the month under way, if one is. */
export async function runningRunOf(trx: Executor, period: { year: number; month: number }): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where year = ${period.year} and month = ${period.month} and status = 'running'`.execute(trx);
  return rows[0];
}

/**
 * Starts the processing of a month, or answers the run of that month already under way (it resumes). A month
 * whose paid declarations are all processed answers its last run: nothing is converted twice.
 */
export async function startProcessing(deps: Deps, actor: Actor, period: { year: number; month: number }): Promise<{ job: JobRow; resumed: boolean }> {
  const now = deps.clock.now();
  const today = dateOfInstant(now);
  refuseFutureMonth(today, period);

  return deps.db.transaction().execute(async (trx) => {
    // no start while an opt-out decision is being taken (it waits, then the run sees the person withdrawn)
    await sql`select pg_advisory_xact_lock(${PROCESSING_LOCK}::int, ${PROCESSING_START_KEY}::int)`.execute(trx);
    // one start of a month at a time: the next waits, then sees the run this one made
    await sql`select pg_advisory_xact_lock(${PROCESSING_LOCK}::int, ${period.year * 100 + period.month}::int)`.execute(trx);
    const running = await runningRunOf(trx, period);
    if (running) return { job: running, resumed: true };

    const price = await priceOn(trx, today);
    if (!price) throw new AppError('UNIT_PRICE_MISSING', { params: { date: today } });

    // the month's declarations only: which are covered by payments is found by the run's first batch (0093),
    // so that the start does not sum every organization's whole history
    const candidates = await monthDeclarations(trx, period);

    // participants' portfolio switches waiting for the month's processing: a run starts for them too (0066)
    const switches = await hasPendingSwitches(trx);
    if (candidates.length === 0 && !switches) {
      const { rows: last } = await sql<JobRow>`select ${JOB_COLUMNS} from processing_jobs where year = ${period.year} and month = ${period.month} order by seq desc limit 1`.execute(trx);
      if (last[0]) return { job: last[0], resumed: false };
    }

    const totalRows = candidates.reduce((s, d) => s + d.rowCount, 0);
    const { rows: created } = await sql<{ id: string }>`
      insert into processing_jobs (year, month, conversion_date, unit_price, declaration_count, unpaid_declarations, total_rows, covered, started_by, started_at, updated_at)
      values (${period.year}, ${period.month}, ${today}::date, ${price.price}::numeric, ${candidates.length}, 0, ${totalRows}, ${candidates.length === 0}, ${actor.userId}::uuid, ${now}, ${now})
      returning id`.execute(trx);
    const jobId = created[0]!.id;
    if (switches) {
      // the switches first, at the prices of the run's day, so that the run's contributions buy units of the
      // portfolio each person is in now; no batch of another run converts while they are carried out
      await sql`select pg_advisory_xact_lock(${PROCESSING_LOCK}::int, ${SWITCH_LOCK_KEY}::int)`.execute(trx);
      await executeSwitches(trx, { jobId, conversionDate: today, runPrice: price.price, now });
    }
    // each portfolio's price of the day, fixed for the whole run (the default portfolio's is the run's own)
    await fixJobPrices(trx, jobId, today, period);
    if (candidates.length > 0) {
      await sql`insert into processing_job_declarations (job_id, ordinal, declaration_id, organization_id)
        select ${jobId}::uuid, r.ordinal, r.declaration_id, r.organization_id
          from unnest(${candidates.map((d) => d.id)}::uuid[], ${candidates.map((d) => d.organizationId)}::uuid[]) with ordinality as r(declaration_id, organization_id, ordinal)`.execute(trx);
      // the processing lock of the declarations: no edit, deletion or activation while the run holds them
      await sql`update declarations set is_processing = true where id in (select declaration_id from processing_job_declarations where job_id = ${jobId}::uuid)`.execute(trx);
    }
    return { job: (await findJob(trx, jobId))!, resumed: false };
  });
}

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

/** Jobs cut short (the server stopped in the middle): resumed at start. */
export async function runningJobIds(deps: Deps): Promise<string[]> {
  try {
    const { rows } = await sql<{ id: string }>`select id from processing_jobs where status = 'running' order by seq`.execute(deps.db);
    return rows.map((r) => r.id);
  } catch (e) {
    // an app built on a database not migrated (the OpenAPI document's generator) has nothing to resume
    if ((e as { code?: string }).code === '42P01') return [];
    throw e;
  }
}

/** A run that cannot go on (a defect, never the user's input): failed, and its declarations released. */
export async function failJob(deps: Deps, jobId: string) {
  await deps.db.transaction().execute(async (trx) => {
    await sql`update processing_jobs set status = 'failed', error_code = 'INTERNAL', finished_at = ${deps.clock.now()} where id = ${jobId}::uuid and status = 'running'`.execute(trx);
    await sql`update declarations set is_processing = false where id in (select declaration_id from processing_job_declarations where job_id = ${jobId}::uuid) and processed_at is null`.execute(trx);
  });
}
