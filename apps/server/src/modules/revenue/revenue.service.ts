import {
  compareFilings,
  comparisonTotals,
  emptyCounts,
  COMPARED_AMOUNTS,
  DIFFERENCE_KINDS,
  formatMoneyPlain,
  isDifference,
  type ComparedPerson,
  type ComparedPersonDto,
  type ComparisonDetails,
  type ComparisonDetailsQuery,
  type ComparisonTotals,
  type ComparisonTotalsDto,
  type ComparisonYear,
  type DeclarationCheck,
  type RevenueLoadResult,
  type SideRow,
  type Tetri,
} from '@pensia/domain';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { organizationOf } from '../declarations/declaration-access.ts';
import { Pacer } from '../../lib/pacing.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import { KEY_CHUNK, readLoadFile } from './revenue-loads.service.ts';
import './revenue.table.ts';
import { declaredRows, revenueRows, yearLines, yearLinesSql } from './revenue.repository.ts';
import { tetriOrNullFromDb } from '../../lib/money-from-db.ts';

/**
 * The Revenue Service comparison (docs/decisions/0024). The operator's load replaces, for every organization
 * and month the file covers, what an earlier load said of it; the employer's reads compare its filed
 * declarations (corrected by completed reversing declarations) with those filings, person by person.
 */

const INSERT_CHUNK = 5_000;
const INSERT_CHUNK_IN_PROCESS = 1_000;
/** One lock for every load: two loads of the same months wait for each other instead of both replacing nothing. */
const LOAD_LOCK = 7_240_024;
const money = (t: Tetri) => formatMoneyPlain(t);
const tetriOf = (v: string | null | undefined): Tetri => tetriOrNullFromDb(v) ?? 0n;

// ---------------------------------------------------------------------------------------------------------
// The operator's load

/**
 * Reads and checks a Revenue Service file (parsed in a worker thread) and answers how to store it in a
 * transaction given (the upload's job stores it with the upload's `done`, docs/decisions/0083): a refused file
 * keeps nothing; the store runs in batches with other requests served between them (docs/decisions/0035).
 */
export async function prepareFilings(deps: Deps, bytes: Uint8Array, fileName: string, loadedBy: string | null): Promise<(trx: Executor) => Promise<RevenueLoadResult>> {
  const file = await readLoadFile(deps, (async function* () { yield bytes; })());
  const { rows, organizations, byOrganization, timing } = file;
  const [t0, t1, t2] = timing;
  return async (trx) => {
    const pacer = new Pacer(deps.databaseInProcess === true);
    await sql`select pg_advisory_xact_lock(${LOAD_LOCK})`.execute(trx);
    const load = await trx
      .insertInto('revenueServiceLoads')
      .values({ fileName, sha256: file.sha256, format: file.format, rowCount: rows.length, organizationCount: byOrganization.length, loadedBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    // what earlier loads said of the file's organization months goes, in one statement per slice of months
    const keys = file.keys;
    let replaced = 0;
    for (let i = 0; i < keys.length; i += KEY_CHUNK) {
      const slice = keys.slice(i, i + KEY_CHUNK);
      const res = await sql`
        delete from revenue_service_filings f
         using unnest(${slice.map((k) => k.organizationId)}::uuid[], ${slice.map((k) => k.year)}::int[], ${slice.map((k) => k.month)}::int[]) as k(organization_id, year, month)
         where f.organization_id = k.organization_id and f.year = k.year and f.month = k.month`.execute(trx);
      replaced += Number(res.numAffectedRows ?? 0);
      await pacer.breathe();
    }
    // in slices of arrays (one statement each: far fewer parameters to pass than a list of values)
    // an embedded database holds the event loop for a whole statement: smaller slices leave room to other requests
    const chunk = deps.databaseInProcess ? INSERT_CHUNK_IN_PROCESS : INSERT_CHUNK;
    for (let i = 0; i < rows.length; i += chunk) {
      const slice = rows.slice(i, i + chunk);
      await sql`
        insert into revenue_service_filings (load_id, organization_id, year, month, line, personal_number, last_name, gross_income, income_tax, pension_contribution)
        select ${load.id}::uuid, x.* from unnest(
          ${slice.map((r) => organizations.get(r.organizationCode)!.id)}::uuid[], ${slice.map((r) => r.year)}::int[], ${slice.map((r) => r.month)}::int[],
          ${slice.map((r) => r.line)}::int[], ${slice.map((r) => r.personalNumber)}::text[], ${slice.map((r) => r.lastName)}::text[],
          ${slice.map((r) => money(r.grossIncome))}::numeric[], ${slice.map((r) => money(r.incomeTax))}::numeric[], ${slice.map((r) => money(r.pensionContribution))}::numeric[]
        ) as x`.execute(trx);
      await pacer.breathe();
    }
    deps.log.info(
      { rows: rows.length, readMs: Math.round(t1 - t0), parseMs: Math.round(t2 - t1), storeMs: Math.round(performance.now() - t2), batchesMs: Math.round(pacer.busyMs), pausedMs: Math.round(pacer.pausedMs) },
      'revenue service file loaded',
    );
    return { loadId: load.id, rows: rows.length, organizations: byOrganization.length, rejected: 0, replaced, months: keys.length };
  };
}

/** Loads a Revenue Service file in one transaction of its own (tests, benchmarks): a refused file keeps nothing. */
export async function loadFilings(deps: Deps, actor: Actor, bytes: Uint8Array, fileName: string): Promise<RevenueLoadResult> {
  const store = await prepareFilings(deps, bytes, fileName, actor.userId ?? null);
  return deps.db.transaction().execute(store);
}

// ---------------------------------------------------------------------------------------------------------
// The comparison

function totalsDto(t: ComparisonTotals): ComparisonTotalsDto {
  return {
    declaredIncome: money(t.declaredIncome),
    revenueIncome: money(t.revenueIncome),
    declaredContribution: money(t.declaredContribution),
    revenueContribution: money(t.revenueContribution),
    incomeDifference: money(t.incomeDifference),
    contributionDifference: money(t.contributionDifference),
    people: t.people,
    counts: t.counts,
  };
}

function personDto(year: number, l: ComparedPerson): ComparedPersonDto {
  return {
    year,
    month: l.month,
    personalIdentificationNumber: l.personalNumber,
    lastName: l.lastName,
    firstName: l.firstName,
    kind: l.kind,
    declared: l.declared ? { income: money(l.declared.income), contribution: money(l.declared.contribution), incomeTax: l.declared.incomeTax === null ? null : money(l.declared.incomeTax) } : null,
    revenue: l.revenue ? { income: money(l.revenue.income), contribution: money(l.revenue.contribution), incomeTax: money(l.revenue.incomeTax) } : null,
    incomeDifference: money(l.incomeDifference),
    contributionDifference: money(l.contributionDifference),
  };
}


type MonthSums = {
  month: number | null;
  declared: boolean;
  loaded: boolean;
  declaredIncome: string | null;
  revenueIncome: string | null;
  declaredContribution: string | null;
  revenueContribution: string | null;
  people: string | number;
  missingInDeclaration: string | number;
  missingAtRevenueService: string | number;
  amountsDiffer: string | number;
  same: string | number;
};

/** `comparisonTotals` of the compared lines, summed by the database: per month, and (month null) of the year. */
function totalsOfSums(s: MonthSums): ComparisonTotals {
  const declaredIncome = tetriOf(s.declaredIncome);
  const revenueIncome = tetriOf(s.revenueIncome);
  const declaredContribution = tetriOf(s.declaredContribution);
  const revenueContribution = tetriOf(s.revenueContribution);
  const counts = emptyCounts();
  counts.missingInDeclaration = Number(s.missingInDeclaration);
  counts.missingAtRevenueService = Number(s.missingAtRevenueService);
  counts.amountsDiffer = Number(s.amountsDiffer);
  counts.same = Number(s.same);
  return {
    declaredIncome,
    revenueIncome,
    declaredContribution,
    revenueContribution,
    incomeDifference: declaredIncome - revenueIncome,
    contributionDifference: declaredContribution - revenueContribution,
    people: Number(s.people),
    counts,
  };
}

export async function compareYear(deps: Deps, actor: Actor, year: number): Promise<ComparisonYear> {
  const organizationId = organizationOf(actor);
  const db = deps.readDb;
  const [sums, statuses, years] = await Promise.all([
    sql<MonthSums>`
      select l.month, bool_or(l.has_declared) as declared, bool_or(l.has_revenue) as loaded,
             sum(l.declared_income) filter (where l.compared) as declared_income, sum(l.revenue_income) filter (where l.compared) as revenue_income,
             sum(l.declared_contribution) filter (where l.compared) as declared_contribution, sum(l.revenue_contribution) filter (where l.compared) as revenue_contribution,
             count(distinct l.personal_number) filter (where l.compared) as people,
             count(*) filter (where l.compared and l.kind = 'missingInDeclaration') as missing_in_declaration,
             count(*) filter (where l.compared and l.kind = 'missingAtRevenueService') as missing_at_revenue_service,
             count(*) filter (where l.compared and l.kind = 'amountsDiffer') as amounts_differ,
             count(*) filter (where l.compared and l.kind = 'same') as same
        from (${yearLinesSql(organizationId, year, undefined, { names: false })}) l
       group by grouping sets ((l.month), ())`.execute(db),
    db.selectFrom('declarations').select(['month', 'status']).where('organizationId', '=', organizationId).where('year', '=', year).execute(),
    sql<{ year: number }>`select year from declarations where organization_id = ${organizationId} union select year from revenue_service_filings where organization_id = ${organizationId} order by 1 desc`.execute(db),
  ]);
  const empty: MonthSums = { month: null, declared: false, loaded: false, declaredIncome: null, revenueIncome: null, declaredContribution: null, revenueContribution: null, people: 0, missingInDeclaration: 0, missingAtRevenueService: 0, amountsDiffer: 0, same: 0 };
  const byMonth = new Map(sums.rows.filter((r) => r.month !== null).map((r) => [Number(r.month), r]));
  const ofYear = sums.rows.find((r) => r.month === null) ?? empty;
  const months = Array.from({ length: 12 }, (_, i) => i + 1).map((month) => {
    const s = byMonth.get(month) ?? empty;
    return {
      month,
      revenueLoaded: s.loaded,
      declared: s.declared,
      declarationStatuses: [...new Set(statuses.filter((x) => x.month === month).map((x) => x.status))].sort(),
      totals: totalsDto(totalsOfSums(s)),
    };
  });
  return { year, years: years.rows.map((r) => Number(r.year)), months, totals: totalsDto(totalsOfSums(ofYear)) };
}

export type Filters = Omit<ComparisonDetailsQuery, 'pageNumber' | 'pageSize'>;

export function filtered(lines: ComparedPerson[], f: Filters): ComparedPerson[] {
  const search = f.search?.trim().toLocaleLowerCase();
  return lines.filter((l) => {
    if (f.kind === 'differences' ? !isDifference(l.kind) : f.kind !== 'all' && l.kind !== f.kind) return false;
    if (search && !l.personalNumber.startsWith(search) && !l.lastName.toLocaleLowerCase().includes(search) && !(l.firstName ?? '').toLocaleLowerCase().includes(search)) return false;
    return true;
  });
}

export async function compareDetails(deps: Deps, actor: Actor, q: ComparisonDetailsQuery): Promise<ComparisonDetails> {
  const organizationId = organizationOf(actor);
  const lines = await yearLines(deps.readDb, organizationId, q.year, q.month, q.kind);
  const kept = filtered(lines, q);
  const start = (q.pageNumber - 1) * q.pageSize;
  return {
    items: kept.slice(start, start + q.pageSize).map((l) => personDto(q.year, l)),
    totalCount: kept.length,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    totals: totalsDto(comparisonTotals(kept)),
  };
}

export const paymentTypes = () => COMPARED_AMOUNTS.map((code) => ({ code, decidesKind: code !== 'incomeTax' }));
export const partTypes = () => DIFFERENCE_KINDS.map((code) => ({ code, isDifference: isDifference(code) }));

/**
 * A declaration's rows against the Revenue Service's month, before it is activated: the month's other filed
 * declarations and completed corrections, with this declaration's rows (whatever its state), against the
 * filings. Only the lines that differ are answered; a month the Revenue Service has not filed, or a declaration
 * without rows yet, has none.
 */
export async function checkDeclaration(deps: Deps, actor: Actor, id: string): Promise<DeclarationCheck> {
  const organizationId = organizationOf(actor);
  const db = deps.readDb;
  if (!isUuid(id)) throw new AppError('DECLARATION_NOT_AVAILABLE');
  const declaration = await db.selectFrom('declarations').select(['id', 'year', 'month']).where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
  if (!declaration) throw new AppError('DECLARATION_NOT_AVAILABLE');
  const { year, month } = declaration;
  const revenue = await revenueRows(db, organizationId, year, month);
  if (revenue.length === 0) return { year, month, revenueLoaded: false, differences: [], totals: totalsDto(comparisonTotals([])) };
  const others = await declaredRows(db, organizationId, { year, month, excludeDeclarationId: id });
  const own = await db
    .selectFrom('declarationDetails')
    .where('declarationId', '=', id)
    .where('organizationId', '=', organizationId)
    .select((eb) => [
      'personalNumber',
      eb.fn.min('lastName').as('lastName'),
      eb.fn.min('firstName').as('firstName'),
      sql<string>`sum(gross_salary + additional_benefits + non_cash_benefits)`.as('income'),
      sql<string>`sum(employee_contribution)`.as('contribution'),
      sql<string | null>`sum(income_tax)`.as('incomeTax'),
    ])
    .groupBy('personalNumber')
    .execute();
  // a declaration without rows yet checks nothing: every person the Revenue Service filed would be listed as
  // missing from a form not begun (issue 25, point 13); the check starts with the first row
  if (own.length === 0) return { year, month, revenueLoaded: true, differences: [], totals: totalsDto(comparisonTotals([])) };
  const declared: SideRow[] = [
    ...others,
    ...own.map((r) => ({ month, personalNumber: r.personalNumber, lastName: r.lastName, firstName: r.firstName, income: tetriOf(r.income), contribution: tetriOf(r.contribution), incomeTax: r.incomeTax === null ? null : tetriOf(r.incomeTax) })),
  ];
  const lines = compareFilings(declared, revenue).filter((l) => isDifference(l.kind));
  return { year, month, revenueLoaded: true, differences: lines.map((l) => personDto(year, l)), totals: totalsDto(comparisonTotals(lines)) };
}
