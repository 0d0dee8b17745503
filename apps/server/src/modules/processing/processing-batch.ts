import {
  formatMicro,
  formatMoneyPlain,
  isContributing,
  participationCategory,
  stateContribution,
  unitsFor,
  withdrawnFor,
  type Tetri,
} from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../lib/deps.ts';
import { conversionsOf } from '../portfolios/portfolio-prices.ts';
import { SWITCH_LOCK_KEY } from '../portfolios/portfolio-switch.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { findJob, lockPart, markDone, movePart, partDone, partsLeft, type DetailRow, type JobRow } from './processing.repository.ts';
import { coverRun, DEFAULT_BATCH_SIZE, PROCESSING_LOCK } from './processing.service.ts';

/** A batch of the monthly processing (the run, its order and its guarantees: processing.service.ts). */
const tetri = tetriFromDb;

type Trx = Transaction<Database>;

/** What a batch's rows added to the run's figures. */
interface Converted {
  written: number;
  amount: bigint;
  stateAmount: bigint;
  units: bigint;
}

/** A declaration a batch reaches, and the row of it after which its rows are read. */
interface Reached {
  declaration_id: string;
  ordinal: number;
  after_row: number;
  payment_date: string | null;
  activation_date: string;
}

/** Every batch's start: the processing's shared lock, and commits that do not wait for the disk. */
async function batchStart(trx: Trx): Promise<void> {
  // batches of every run convert side by side; a start carrying out switches waits for them, and they for it
  await sql`select pg_advisory_xact_lock_shared(${PROCESSING_LOCK}::int, ${SWITCH_LOCK_KEY}::int)`.execute(trx);
  // no wait for the disk at each batch's commit (decision 0092): a crash may lose the last batches committed,
  // whole with the cursor that counts them, and the run resumes before them; the queue's durable end of the
  // job (a commit that waits) writes every batch before it to disk first
  await sql`set local synchronous_commit = off`.execute(trx);
}

/**
 * The declarations a batch reaches from the cursor on: enough of their rows for `budget` rows. At most `budget`
 * declarations are looked at (a declaration of the run has rows): the run's remaining declarations summed at
 * every batch made each batch's cost grow with the month's size (decision 0092).
 */
async function reachFrom(trx: Trx, jobId: string, cursor: { ordinal: number; row: number }, budget: number): Promise<Reached[]> {
  const { rows: next } = await sql<{ ordinal: number; declarationId: string; rowCount: number; paymentDate: string | null; activationDate: string }>`
    select ordinal, "declarationId", "rowCount", "paymentDate", "activationDate" from (
      select jd.ordinal, jd.declaration_id as "declarationId", dc.row_count as "rowCount", jd.payment_date::text as "paymentDate",
             to_char(coalesce(dc.activation_date, dc.created_at) at time zone 'Asia/Tbilisi', 'YYYY-MM-DD') as "activationDate",
             sum(dc.row_count) over (order by jd.ordinal) as upto
        from (select ordinal, declaration_id, payment_date from processing_job_declarations
               where job_id = ${jobId}::uuid and ordinal >= ${cursor.ordinal} order by ordinal limit ${budget}) jd
        join declarations dc on dc.id = jd.declaration_id) x
     where upto - "rowCount" < ${budget + cursor.row}
     order by ordinal`.execute(trx);
  const reach: Reached[] = [];
  let rows = 0;
  for (const n of next) {
    const after = n.ordinal === cursor.ordinal ? cursor.row : 0;
    if (n.rowCount - after <= 0) continue; // the declaration at the cursor, finished by the batch before
    reach.push({ declaration_id: n.declarationId, ordinal: n.ordinal, after_row: after, payment_date: n.paymentDate, activation_date: n.activationDate });
    rows += Math.max(0, n.rowCount - after);
    if (rows >= budget) break;
  }
  return reach;
}

/**
 * The reached declarations' rows not converted yet, in the run's order, at most `limit`; of a part, only the
 * rows of the persons of that part (0111): the person's number hashed, the same in every batch of the run.
 */
async function rowsOf(trx: Trx, reach: Reached[], limit: number, part?: { part: number; parts: number }): Promise<DetailRow[]> {
  if (reach.length === 0) return [];
  const ofPart = part ? sql`and mod(hashtext(d.personal_number)::bigint + 2147483648, ${part.parts}::bigint) = ${part.part}` : sql``;
  const { rows } = await sql<DetailRow>`
    select s.ordinal, d.row_number as "rowNumber", d.id as "detailId", d.declaration_id as "declarationId", d.organization_id as "organizationId",
           d.personal_number as "personalNumber", d.birth_date::text as "birthDate", d.gender, d.opt_in as "optIn",
           (d.gross_salary + d.additional_benefits + d.non_cash_benefits)::text as base,
           d.employee_contribution::text as "employeeContribution", d.organization_contribution::text as "organizationContribution",
           s.activation_date::text as "activationDate", s.payment_date::text as "paymentDate"
      from jsonb_to_recordset(${JSON.stringify(reach)}::jsonb) as s(declaration_id uuid, ordinal int, after_row int, payment_date date, activation_date date)
      join declaration_details d on d.declaration_id = s.declaration_id and d.row_number > s.after_row
     where not exists (select 1 from participant_account_rows a where a.declaration_detail_id = d.id) ${ofPart}
     order by s.ordinal, d.row_number
     limit ${limit}`.execute(trx);
  return rows;
}

/** Converts the rows (in their order) and writes their account rows and contributions. */
async function convert(trx: Trx, jobId: string, job: JobRow, rows: DetailRow[]): Promise<Converted> {
  // the person's income of the year already processed: this month and the months before it
  const persons = [...new Set(rows.map((r) => r.personalNumber))];
  const { rows: before } = await sql<{ personalNumber: string; income: string }>`
    select personal_number as "personalNumber", sum(base)::text as income from participant_account_rows
     where personal_number = any(${persons}::text[]) and year = ${job.year} and month <= ${job.month} and contributing
     group by personal_number`.execute(trx);
  const income = new Map(before.map((b) => [b.personalNumber, tetri(b.income)]));
  // persons withdrawn from the fund by a satisfied opt-out: no contributions from that month on (0027)
  const { rows: withdrawals } = await sql<{ personalNumber: string; year: number; month: number }>`
    select personal_number as "personalNumber", year, month from scheme_withdrawals where personal_number = any(${persons}::text[])`.execute(trx);
  const withdrawnFrom = new Map(withdrawals.map((w) => [w.personalNumber, { year: w.year, month: w.month }]));

  const conversionOf = await conversionsOf(trx, jobId, persons, job.unitPrice);
  // one entry a row, its three sources' amounts and units side by side (0 when it gives nothing)
  const cols = { detail: [] as string[], declaration: [] as string[], organization: [] as string[], person: [] as string[], base: [] as string[],
    incomeBefore: [] as string[], contributing: [] as boolean[], day: [] as string[], paid: [] as (string | null)[], price: [] as string[],
    portfolio: [] as string[], amounts: [[], [], []] as string[][], units: [[], [], []] as string[][] };
  let amount = 0n;
  let stateAmount = 0n;
  let units = 0n;
  for (const r of rows) {
    const base = tetri(r.base);
    const contributing = isContributing(participationCategory(r.birthDate, r.gender), r.optIn ? 1 : 0) && base > 0n
      && !withdrawnFor(withdrawnFrom.get(r.personalNumber) ?? null, job);
    const incomeBefore = income.get(r.personalNumber) ?? 0n;
    const at = conversionOf(r.personalNumber);
    cols.detail.push(r.detailId); cols.declaration.push(r.declarationId); cols.organization.push(r.organizationId); cols.person.push(r.personalNumber);
    cols.base.push(formatMoneyPlain(base)); cols.incomeBefore.push(formatMoneyPlain(incomeBefore)); cols.contributing.push(contributing);
    cols.day.push(r.activationDate); cols.paid.push(r.paymentDate); cols.price.push(at.priceText); cols.portfolio.push(at.portfolioId);
    // employee and organization as declared, the state's share by the income of the year before this row
    const bySource: Tetri[] = contributing
      ? [tetri(r.employeeContribution), tetri(r.organizationContribution), stateContribution(incomeBefore, base)]
      : [0n, 0n, 0n];
    if (contributing) income.set(r.personalNumber, incomeBefore + base);
    bySource.forEach((a, i) => {
      const u = a > 0n ? unitsFor(a, at.price) : 0n;
      if (a > 0n) {
        amount += a;
        units += u;
        if (i === 2) stateAmount += a;
      }
      cols.amounts[i]!.push(formatMoneyPlain(a > 0n ? a : 0n));
      cols.units[i]!.push(formatMicro(u));
    });
  }

  // the rows' column arrays unnested once in the database, both tables written by one statement: each row's
  // shared columns are sent and read once rather than once a source (decision 0092)
  const [ea, oa, sa] = cols.amounts as [string[], string[], string[]];
  const [eu, ou, su] = cols.units as [string[], string[], string[]];
  const { rows: wrote } = await sql<{ written: number }>`
    with r as (
      select * from unnest(${cols.detail}::uuid[], ${cols.declaration}::uuid[], ${cols.organization}::uuid[], ${cols.person}::text[], ${cols.base}::numeric[],
                           ${cols.incomeBefore}::numeric[], ${cols.contributing}::boolean[], ${cols.day}::date[], ${cols.paid}::date[], ${cols.price}::numeric[],
                           ${cols.portfolio}::text[], ${ea}::numeric[], ${eu}::numeric[], ${oa}::numeric[], ${ou}::numeric[], ${sa}::numeric[], ${su}::numeric[])
               with ordinality as r(detail, declaration, organization, person, base, income_before, contributing, day, paid, price, portfolio, ea, eu, oa, ou, sa, su, n)
    ), account as (
      insert into participant_account_rows (declaration_detail_id, declaration_id, organization_id, personal_number, year, month, base, income_before, contributing, job_id)
      select detail, declaration, organization, person, ${job.year}, ${job.month}, base, income_before, contributing, ${jobId}::uuid from r order by n
      on conflict (declaration_detail_id) do nothing
    ), contributed as (
      insert into participant_contributions (declaration_detail_id, source, personal_number, organization_id, declaration_id, year, month,
          contribution_date, payment_date, conversion_date, amount, base, unit_price, units, status, job_id, portfolio_id)
      select r.detail, s.source, r.person, r.organization, r.declaration, ${job.year}, ${job.month}, r.day, r.paid, ${job.conversionDate}::date, s.amount, r.base,
             r.price, s.units, 'converted', ${jobId}::uuid, r.portfolio
        from r cross join lateral (values (1, 'employee', r.ea, r.eu), (2, 'organization', r.oa, r.ou), (3, 'state', r.sa, r.su)) as s(k, source, amount, units)
       where r.contributing and s.amount > 0
       order by r.n, s.k
      on conflict do nothing
      returning 1
    )
    select count(*)::int as written from contributed`.execute(trx);
  return { written: wrote[0]?.written ?? 0, amount, stateAmount, units };
}

/** The batch's rows and what they added, counted in the run's figures. */
const figures = (rows: number, c: Converted) => sql`processed_rows = processed_rows + ${rows}, batches = batches + 1,
  contribution_count = contribution_count + ${c.written}, amount = amount + ${formatMoneyPlain(c.amount)}::numeric,
  state_amount = state_amount + ${formatMoneyPlain(c.stateAmount)}::numeric, units = units + ${formatMicro(c.units)}::numeric`;

/**
 * Runs one batch of a job of one part in one transaction. Answers false when the job has nothing left (it is
 * then finished: the declarations are marked processed and released).
 */
export async function runBatch(deps: Deps, jobId: string, batchSize = DEFAULT_BATCH_SIZE): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    await batchStart(trx);
    let job = await findJob(trx, jobId, true);
    if (!job || job.status !== 'running') return false;
    if (!job.covered) {
      // the run's first batch: its declarations checked against the ledgers first (0093)
      await coverRun(trx, jobId, deps.clock.now());
      job = (await findJob(trx, jobId))!;
    }
    const reach = await reachFrom(trx, jobId, { ordinal: job.cursorOrdinal, row: job.cursorRow }, batchSize);
    const rows = await rowsOf(trx, reach, batchSize);

    if (rows.length === 0 && reach.length > 0) {
      // the declarations reached have no row left (all written before): the cursor goes past them, and the
      // next batch looks further; the run ends only once no declaration is left after the cursor
      await sql`update processing_jobs set cursor_ordinal = ${reach[reach.length - 1]!.ordinal + 1}, cursor_row = 0, updated_at = ${deps.clock.now()}
        where id = ${jobId}::uuid`.execute(trx);
      return true;
    }
    if (rows.length === 0) {
      await markDone(trx, jobId, deps.clock.now());
      return false;
    }

    const converted = await convert(trx, jobId, job, rows);
    const last = rows[rows.length - 1]!;
    await sql`update processing_jobs set cursor_ordinal = ${last.ordinal}, cursor_row = ${last.rowNumber}, ${figures(rows.length, converted)},
        updated_at = ${deps.clock.now()}
      where id = ${jobId}::uuid`.execute(trx);
    return true;
  });
}

/**
 * Runs one batch of a part of a run split into parts (docs/decisions/0111), in one transaction. Part k converts
 * the rows of the persons whose number hashes to k, in the run's order (declarations by ordinal, rows by row
 * number) with its own cursor: a person's rows are all one part's, so the income of the year before a row is
 * what the single run would have had. The parts' batches hold the run for key share and their part for update:
 * they convert side by side, a second runner of the same part waits for the first's batch. Answers false when
 * the part has nothing left or the run is no longer running; the last part to finish ends the run.
 */
export async function runPartBatch(deps: Deps, jobId: string, part: number, batchSize = DEFAULT_BATCH_SIZE): Promise<boolean> {
  const step = await deps.db.transaction().execute(async (trx): Promise<'more' | 'ended' | 'finished'> => {
    await batchStart(trx);
    const seen = await findJob(trx, jobId);
    if (!seen || seen.status !== 'running') return 'ended';
    if (!seen.covered) {
      // the first part to arrive covers the run (0093), alone, in a batch of its own; the others wait on the
      // run's row and find it covered
      const job = await findJob(trx, jobId, true);
      if (job?.status === 'running' && !job.covered) await coverRun(trx, jobId, deps.clock.now());
      return 'more';
    }
    const job = await findJob(trx, jobId, 'key share');
    if (!job || job.status !== 'running') return 'ended';
    const cursor = await lockPart(trx, jobId, part);
    if (!cursor) return 'ended';
    if (cursor.status === 'done') return 'finished';

    // the declarations reached hold about a batch of the part's rows when each part has its share of them
    const budget = batchSize * job.parts;
    const reach = await reachFrom(trx, jobId, { ordinal: cursor.cursorOrdinal, row: cursor.cursorRow }, budget);
    const now = deps.clock.now();
    if (reach.length === 0) {
      await partDone(trx, jobId, part, now);
      return 'finished';
    }
    const rows = await rowsOf(trx, reach, batchSize, { part, parts: job.parts });
    // fewer rows than a batch: the part has none left in the declarations reached, and its cursor goes past them
    const end = reach[reach.length - 1]!;
    const last = rows[rows.length - 1];
    const to = rows.length < batchSize || !last ? { ordinal: end.ordinal + 1, row: 0 } : { ordinal: last.ordinal, row: last.rowNumber };
    await movePart(trx, jobId, part, to, rows.length, now);
    if (rows.length === 0) return 'more';

    const converted = await convert(trx, jobId, job, rows);
    // the run's figures last: the parts' batches wait for each other on the run's row only from here to commit
    await sql`update processing_jobs set ${figures(rows.length, converted)}, updated_at = ${now} where id = ${jobId}::uuid`.execute(trx);
    return 'more';
  });
  if (step === 'finished') await endParts(deps, jobId);
  return step === 'more';
}

/**
 * The run's end once each of its parts is done: after the part's own last batch committed, under the run's row
 * lock, so that of two parts ending at once the later sees both done, and the run ends once.
 */
async function endParts(deps: Deps, jobId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const job = await findJob(trx, jobId, true);
    if (!job || job.status !== 'running') return;
    if ((await partsLeft(trx, jobId)) > 0) return;
    await markDone(trx, jobId, deps.clock.now());
  });
}
