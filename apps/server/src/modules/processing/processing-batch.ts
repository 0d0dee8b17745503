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
import { sql } from 'kysely';
import type { Deps } from '../../lib/deps.ts';
import { conversionsOf } from '../portfolios/portfolio-prices.ts';
import { SWITCH_LOCK_KEY } from '../portfolios/portfolio-switch.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { findJob, type DetailRow } from './processing.repository.ts';
import { coverRun, DEFAULT_BATCH_SIZE, PROCESSING_LOCK } from './processing.service.ts';

/** A batch of the monthly processing (the run, its order and its guarantees: processing.service.ts). */
const tetri = tetriFromDb;

/**
 * Runs one batch of a job in one transaction. Answers false when the job has nothing left (it is then
 * finished: the declarations are marked processed and released).
 */
export async function runBatch(deps: Deps, jobId: string, batchSize = DEFAULT_BATCH_SIZE): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    // batches of every run convert side by side; a start carrying out switches waits for them, and they for it
    await sql`select pg_advisory_xact_lock_shared(${PROCESSING_LOCK}::int, ${SWITCH_LOCK_KEY}::int)`.execute(trx);
    // no wait for the disk at each batch's commit (decision 0092): a crash may lose the last batches committed,
    // whole with the cursor that counts them, and the run resumes before them; the queue's durable end of the
    // job (a commit that waits) writes every batch before it to disk first
    await sql`set local synchronous_commit = off`.execute(trx);
    let job = await findJob(trx, jobId, true);
    if (!job || job.status !== 'running') return false;
    if (!job.covered) {
      // the run's first batch: its declarations checked against the ledgers first (0093)
      await coverRun(trx, jobId, deps.clock.now());
      job = (await findJob(trx, jobId))!;
    }
    // the declarations the batch reaches, from the cursor on: enough of their rows for a batch. At most a
    // batch's number of declarations are looked at (a declaration of the run has rows): the run's remaining
    // declarations summed at every batch made each batch's cost grow with the month's size (decision 0092)
    const { rows: next } = await sql<{ ordinal: number; declarationId: string; rowCount: number; paymentDate: string | null; activationDate: string }>`
      select ordinal, "declarationId", "rowCount", "paymentDate", "activationDate" from (
        select jd.ordinal, jd.declaration_id as "declarationId", dc.row_count as "rowCount", jd.payment_date::text as "paymentDate",
               to_char(coalesce(dc.activation_date, dc.created_at) at time zone 'Asia/Tbilisi', 'YYYY-MM-DD') as "activationDate",
               sum(dc.row_count) over (order by jd.ordinal) as upto
          from (select ordinal, declaration_id, payment_date from processing_job_declarations
                 where job_id = ${jobId}::uuid and ordinal >= ${job.cursorOrdinal} order by ordinal limit ${batchSize}) jd
          join declarations dc on dc.id = jd.declaration_id) x
       where upto - "rowCount" < ${batchSize + job.cursorRow}
       order by ordinal`.execute(trx);
    const reach: { declaration_id: string; ordinal: number; after_row: number; payment_date: string | null; activation_date: string }[] = [];
    let budget = 0;
    for (const n of next) {
      const after = n.ordinal === job.cursorOrdinal ? job.cursorRow : 0;
      if (n.rowCount - after <= 0) continue; // the declaration at the cursor, finished by the batch before
      reach.push({ declaration_id: n.declarationId, ordinal: n.ordinal, after_row: after, payment_date: n.paymentDate, activation_date: n.activationDate });
      budget += Math.max(0, n.rowCount - after);
      if (budget >= batchSize) break;
    }
    const { rows } = reach.length === 0 ? { rows: [] as DetailRow[] } : await sql<DetailRow>`
      select s.ordinal, d.row_number as "rowNumber", d.id as "detailId", d.declaration_id as "declarationId", d.organization_id as "organizationId",
             d.personal_number as "personalNumber", d.birth_date::text as "birthDate", d.gender, d.opt_in as "optIn",
             (d.gross_salary + d.additional_benefits + d.non_cash_benefits)::text as base,
             d.employee_contribution::text as "employeeContribution", d.organization_contribution::text as "organizationContribution",
             s.activation_date::text as "activationDate", s.payment_date::text as "paymentDate"
        from jsonb_to_recordset(${JSON.stringify(reach)}::jsonb) as s(declaration_id uuid, ordinal int, after_row int, payment_date date, activation_date date)
        join declaration_details d on d.declaration_id = s.declaration_id and d.row_number > s.after_row
       where not exists (select 1 from participant_account_rows a where a.declaration_detail_id = d.id)
       order by s.ordinal, d.row_number
       limit ${batchSize}`.execute(trx);

    if (rows.length === 0 && reach.length > 0) {
      // the declarations reached have no row left (all written before): the cursor goes past them, and the
      // next batch looks further; the run ends only once no declaration is left after the cursor
      await sql`update processing_jobs set cursor_ordinal = ${reach[reach.length - 1]!.ordinal + 1}, cursor_row = 0, updated_at = ${deps.clock.now()}
        where id = ${jobId}::uuid`.execute(trx);
      return true;
    }
    if (rows.length === 0) {
      const now = deps.clock.now();
      await sql`update declarations set is_processing = false, processed_at = ${now}, processing_job_id = ${jobId}::uuid
                 where id in (select declaration_id from processing_job_declarations where job_id = ${jobId}::uuid)`.execute(trx);
      await sql`update processing_jobs set status = 'done', finished_at = ${now}, updated_at = ${now} where id = ${jobId}::uuid`.execute(trx);
      return false;
    }

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
    const written = wrote[0]?.written ?? 0;
    const last = rows[rows.length - 1]!;
    await sql`update processing_jobs set cursor_ordinal = ${last.ordinal}, cursor_row = ${last.rowNumber}, processed_rows = processed_rows + ${rows.length},
        batches = batches + 1, contribution_count = contribution_count + ${written}, amount = amount + ${formatMoneyPlain(amount)}::numeric,
        state_amount = state_amount + ${formatMoneyPlain(stateAmount)}::numeric, units = units + ${formatMicro(units)}::numeric, updated_at = ${deps.clock.now()}
      where id = ${jobId}::uuid`.execute(trx);
    return true;
  });
}
