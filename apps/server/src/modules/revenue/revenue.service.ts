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
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { organizationOf } from '../declarations/declaration-access.ts';
import { Pacer } from '../../lib/pacing.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import { KEY_CHUNK, readLoadFile } from './revenue-loads.service.ts';
import './revenue.table.ts';
import {
  comparisonYears, declarationMonth, declarationStatusesOf, declarationSums, declaredRows, deleteFilingsOf, insertFilings, insertLoad, lockLoads, revenueRows,
  yearLines, yearMonthSums, type MonthSums,
} from './revenue.repository.ts';
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
    await lockLoads(trx, LOAD_LOCK);
    const load = await insertLoad(trx, { fileName, sha256: file.sha256, format: file.format, rowCount: rows.length, organizationCount: byOrganization.length, loadedBy });
    // what earlier loads said of the file's organization months goes, in one statement per slice of months
    const keys = file.keys;
    let replaced = 0;
    for (let i = 0; i < keys.length; i += KEY_CHUNK) {
      const slice = keys.slice(i, i + KEY_CHUNK);
      replaced += await deleteFilingsOf(trx, slice);
      await pacer.breathe();
    }
    // in slices of arrays (one statement each: far fewer parameters to pass than a list of values)
    // an embedded database holds the event loop for a whole statement: smaller slices leave room to other requests
    const chunk = deps.databaseInProcess ? INSERT_CHUNK_IN_PROCESS : INSERT_CHUNK;
    for (let i = 0; i < rows.length; i += chunk) {
      const slice = rows.slice(i, i + chunk);
      await insertFilings(
        trx,
        load.id,
        slice.map((r) => ({
          organizationId: organizations.get(r.organizationCode)!.id, year: r.year, month: r.month, line: r.line, personalNumber: r.personalNumber, lastName: r.lastName,
          grossIncome: money(r.grossIncome), incomeTax: money(r.incomeTax), pensionContribution: money(r.pensionContribution),
        })),
      );
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
    yearMonthSums(db, organizationId, year),
    declarationStatusesOf(db, organizationId, year),
    comparisonYears(db, organizationId),
  ]);
  const empty: MonthSums = { month: null, declared: false, loaded: false, declaredIncome: null, revenueIncome: null, declaredContribution: null, revenueContribution: null, people: 0, missingInDeclaration: 0, missingAtRevenueService: 0, amountsDiffer: 0, same: 0 };
  const byMonth = new Map(sums.filter((r) => r.month !== null).map((r) => [Number(r.month), r]));
  const ofYear = sums.find((r) => r.month === null) ?? empty;
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
  return { year, years: years.map((r) => Number(r.year)), months, totals: totalsDto(totalsOfSums(ofYear)) };
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
  const declaration = await declarationMonth(db, id, organizationId);
  if (!declaration) throw new AppError('DECLARATION_NOT_AVAILABLE');
  const { year, month } = declaration;
  const revenue = await revenueRows(db, organizationId, year, month);
  if (revenue.length === 0) return { year, month, revenueLoaded: false, differences: [], totals: totalsDto(comparisonTotals([])) };
  const others = await declaredRows(db, organizationId, { year, month, excludeDeclarationId: id });
  const own = await declarationSums(db, id, organizationId);
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
