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
import { DEFAULT_BATCH_SIZE, findJob, PROCESSING_LOCK, type DetailRow } from './processing.service.ts';

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
    const job = await findJob(trx, jobId, true);
    if (!job || job.status !== 'running') return false;
    // the declarations the batch reaches, from the cursor on: enough of their rows for a batch
    const { rows: next } = await sql<{ ordinal: number; declarationId: string; rowCount: number; paymentDate: string | null; activationDate: string }>`
      select ordinal, "declarationId", "rowCount", "paymentDate", "activationDate" from (
        select jd.ordinal, jd.declaration_id as "declarationId", dc.row_count as "rowCount", jd.payment_date::text as "paymentDate",
               to_char(coalesce(dc.activation_date, dc.created_at) at time zone 'Asia/Tbilisi', 'YYYY-MM-DD') as "activationDate",
               sum(dc.row_count) over (order by jd.ordinal) as upto
          from processing_job_declarations jd join declarations dc on dc.id = jd.declaration_id
         where jd.job_id = ${jobId}::uuid and jd.ordinal >= ${job.cursorOrdinal}) x
       where upto - "rowCount" < ${batchSize + job.cursorRow}
       order by ordinal`.execute(trx);
    const reach: { declaration_id: string; ordinal: number; after_row: number; payment_date: string | null; activation_date: string }[] = [];
    let budget = 0;
    for (const n of next) {
      const after = n.ordinal === job.cursorOrdinal ? job.cursorRow : 0;
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
    const accountRows: object[] = [];
    const contributions: object[] = [];
    let amount = 0n;
    let stateAmount = 0n;
    let units = 0n;
    for (const r of rows) {
      const base = tetri(r.base);
      const contributing = isContributing(participationCategory(r.birthDate, r.gender), r.optIn ? 1 : 0) && base > 0n
        && !withdrawnFor(withdrawnFrom.get(r.personalNumber) ?? null, job);
      const incomeBefore = income.get(r.personalNumber) ?? 0n;
      accountRows.push({
        declaration_detail_id: r.detailId, declaration_id: r.declarationId, organization_id: r.organizationId, personal_number: r.personalNumber,
        base: formatMoneyPlain(base), income_before: formatMoneyPlain(incomeBefore), contributing,
      });
      if (!contributing) continue;
      income.set(r.personalNumber, incomeBefore + base);
      const state = stateContribution(incomeBefore, base);
      const bySource: [string, Tetri][] = [
        ['employee', tetri(r.employeeContribution)],
        ['organization', tetri(r.organizationContribution)],
        ['state', state],
      ];
      for (const [source, a] of bySource) {
        if (a <= 0n) continue;
        const at = conversionOf(r.personalNumber);
        const u = unitsFor(a, at.price);
        amount += a;
        units += u;
        if (source === 'state') stateAmount += a;
        contributions.push({
          declaration_detail_id: r.detailId, source, personal_number: r.personalNumber, organization_id: r.organizationId, declaration_id: r.declarationId,
          contribution_date: r.activationDate, payment_date: r.paymentDate, amount: formatMoneyPlain(a), base: formatMoneyPlain(base), units: formatMicro(u),
          unit_price: at.priceText, portfolio_id: at.portfolioId,
        });
      }
    }

    // column arrays, unnested in the database: cheaper to send and read than one JSON document of objects
    const col = <T,>(list: Record<string, unknown>[], key: string) => list.map((r) => r[key] as T);
    const A = accountRows as Record<string, unknown>[];
    await sql`insert into participant_account_rows (declaration_detail_id, declaration_id, organization_id, personal_number, year, month, base, income_before, contributing, job_id)
      select r.a, r.b, r.c, r.d, ${job.year}, ${job.month}, r.e, r.f, r.g, ${jobId}::uuid
        from unnest(${col(A, 'declaration_detail_id')}::uuid[], ${col(A, 'declaration_id')}::uuid[], ${col(A, 'organization_id')}::uuid[], ${col(A, 'personal_number')}::text[],
                    ${col(A, 'base')}::numeric[], ${col(A, 'income_before')}::numeric[], ${col(A, 'contributing')}::boolean[]) as r(a, b, c, d, e, f, g)
      on conflict (declaration_detail_id) do nothing`.execute(trx);
    let written = 0;
    if (contributions.length > 0) {
      const C = contributions as Record<string, unknown>[];
      const res = await sql`insert into participant_contributions (declaration_detail_id, source, personal_number, organization_id, declaration_id, year, month,
          contribution_date, payment_date, conversion_date, amount, base, unit_price, units, status, job_id, portfolio_id)
        select r.a, r.b, r.c, r.d, r.e, ${job.year}, ${job.month}, r.f, r.g, ${job.conversionDate}::date, r.h, r.i, r.k, r.j, 'converted', ${jobId}::uuid, r.l
          from unnest(${col(C, 'declaration_detail_id')}::uuid[], ${col(C, 'source')}::text[], ${col(C, 'personal_number')}::text[], ${col(C, 'organization_id')}::uuid[],
                      ${col(C, 'declaration_id')}::uuid[], ${col(C, 'contribution_date')}::date[], ${col(C, 'payment_date')}::date[], ${col(C, 'amount')}::numeric[],
                      ${col(C, 'base')}::numeric[], ${col(C, 'units')}::numeric[], ${col(C, 'unit_price')}::numeric[], ${col(C, 'portfolio_id')}::text[])
                   as r(a, b, c, d, e, f, g, h, i, j, k, l)
        on conflict do nothing`.execute(trx);
      written = Number(res.numAffectedRows ?? 0n);
    }
    const last = rows[rows.length - 1]!;
    await sql`update processing_jobs set cursor_ordinal = ${last.ordinal}, cursor_row = ${last.rowNumber}, processed_rows = processed_rows + ${rows.length},
        batches = batches + 1, contribution_count = contribution_count + ${written}, amount = amount + ${formatMoneyPlain(amount)}::numeric,
        state_amount = state_amount + ${formatMoneyPlain(stateAmount)}::numeric, units = units + ${formatMicro(units)}::numeric, updated_at = ${deps.clock.now()}
      where id = ${jobId}::uuid`.execute(trx);
    return true;
  });
}
