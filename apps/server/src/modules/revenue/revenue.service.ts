import {
  compareFilings,
  comparisonTotals,
  emptyCounts,
  COMPARED_AMOUNTS,
  DIFFERENCE_KINDS,
  formatMoneyPlain,
  isDifference,
  parseMoney,
  periodOfInstant,
  sortCompared,
  type ComparedPerson,
  type ComparedPersonDto,
  type ComparisonDetails,
  type ComparisonDetailsQuery,
  type ComparisonTotals,
  type ComparisonTotalsDto,
  type ComparisonYear,
  type DeclarationCheck,
  type DifferenceKind,
  type Lang,
  type RevenueFilingRow,
  type RevenueLoadResult,
  type SideRow,
  type Tetri,
} from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { organizationOf } from '../declarations/declarations.service.ts';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';
import { exportWriters, neutralizeCellText } from '../declarations/excel/workbooks.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import { Pacer } from '../../lib/pacing.ts';
import { fileParsers } from '../files/parse-workers.ts';
import { readLimited, RevenueRefusal, type ParsedRevenueFile } from './revenue-file.ts';
import './revenue.table.ts';

/**
 * The Revenue Service comparison (docs/decisions/0024). The operator's load replaces, for every organization
 * and month the file covers, what an earlier load said of it; the employer's reads compare its filed
 * declarations (corrected by completed reversing declarations) with those filings, person by person.
 */

const INSERT_CHUNK = 5_000;
const INSERT_CHUNK_IN_PROCESS = 1_000;
/** Organization months per delete statement. */
const KEY_CHUNK = 5_000;
/** One lock for every load: two loads of the same months wait for each other instead of both replacing nothing. */
const LOAD_LOCK = 7_240_024;
const money = (t: Tetri) => formatMoneyPlain(t);
const tetriOf = (v: string | null | undefined): Tetri => (v === null || v === undefined ? 0n : parseMoney(String(v)) ?? 0n);

// ---------------------------------------------------------------------------------------------------------
// The operator's load

/** Organizations by code, for the codes of the file. */
async function organizationsByCodes(db: Executor, codes: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < codes.length; i += 5_000) {
    const rows = await db.selectFrom('organizations').select(['id', 'code']).where('code', 'in', codes.slice(i, i + 5_000)).execute();
    for (const r of rows) out.set(r.code, r.id);
  }
  return out;
}

/**
 * Loads a Revenue Service file: parsed in a worker thread, then stored in one transaction (a refused file
 * keeps nothing), in batches with other requests served between them (docs/decisions/0035).
 */
export async function loadFilings(deps: Deps, actor: Actor, source: AsyncIterable<Uint8Array>, fileName: string): Promise<RevenueLoadResult> {
  const t0 = performance.now();
  let buffer: Buffer;
  try {
    buffer = await readLimited(source);
  } catch (e) {
    if (e instanceof RevenueRefusal) throw new AppError(e.code, { params: e.params });
    throw e;
  }
  const t1 = performance.now();
  const { items: rows, meta: parsed } = await fileParsers().parse<RevenueFilingRow, { format: ParsedRevenueFile['format']; sha256: string }>(
    buffer,
    { kind: 'revenue', today: periodOfInstant(deps.clock.now()) },
    'REVENUE_FILE_FORMAT',
  );
  const sha256 = parsed.sha256;
  const t2 = performance.now();
  const organizations = await organizationsByCodes(deps.db, [...new Set(rows.map((r) => r.organizationCode))]);
  const unknown = rows.find((r) => !organizations.has(r.organizationCode));
  if (unknown) throw new AppError('REVENUE_ORGANIZATION_UNKNOWN', { params: { row: unknown.line, column: 'organization_code', value: unknown.organizationCode } });

  // organization months, in a fixed order
  const months = new Map<string, { organizationId: string; periods: Set<number> }>();
  for (const r of rows) {
    const organizationId = organizations.get(r.organizationCode)!;
    let m = months.get(organizationId);
    if (!m) months.set(organizationId, (m = { organizationId, periods: new Set() }));
    m.periods.add(r.year * 100 + r.month);
  }
  const byOrganization = [...months.values()].sort((a, b) => a.organizationId.localeCompare(b.organizationId));

  const pacer = new Pacer(deps.databaseInProcess === true);
  const result = await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOAD_LOCK})`.execute(trx);
    const load = await trx
      .insertInto('revenueServiceLoads')
      .values({ fileName, sha256, format: parsed.format, rowCount: rows.length, organizationCount: byOrganization.length, loadedBy: actor.userId ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // what earlier loads said of the file's organization months goes, in one statement per slice of months
    const keys = byOrganization.flatMap((m) => [...m.periods].sort((a, b) => a - b).map((p) => ({ organizationId: m.organizationId, year: Math.floor(p / 100), month: p % 100 })));
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
          ${slice.map((r) => organizations.get(r.organizationCode)!)}::uuid[], ${slice.map((r) => r.year)}::int[], ${slice.map((r) => r.month)}::int[],
          ${slice.map((r) => r.line)}::int[], ${slice.map((r) => r.personalNumber)}::text[], ${slice.map((r) => r.lastName)}::text[],
          ${slice.map((r) => money(r.grossIncome))}::numeric[], ${slice.map((r) => money(r.incomeTax))}::numeric[], ${slice.map((r) => money(r.pensionContribution))}::numeric[]
        ) as x`.execute(trx);
      await pacer.breathe();
    }
    const monthCount = byOrganization.reduce((n, m) => n + m.periods.size, 0);
    return { loadId: load.id, rows: rows.length, organizations: byOrganization.length, rejected: 0, replaced, months: monthCount };
  });
  deps.log.info(
    { rows: rows.length, readMs: Math.round(t1 - t0), parseMs: Math.round(t2 - t1), storeMs: Math.round(performance.now() - t2), batchesMs: Math.round(pacer.busyMs), pausedMs: Math.round(pacer.pausedMs) },
    'revenue service file loaded',
  );
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Reading both sides

type DeclaredFilter = { year: number; month?: number; excludeDeclarationId?: string };

/** The declared side: rows of filed (open or closed) declarations, and the corrections of completed reversals, summed per month and person. */
async function declaredRows(db: Db, organizationId: string, f: DeclaredFilter): Promise<SideRow[]> {
  let declared = db
    .selectFrom('declarationDetails as dd')
    .innerJoin('declarations as d', 'd.id', 'dd.declarationId')
    .where('d.organizationId', '=', organizationId)
    .where('dd.organizationId', '=', organizationId)
    .where('d.year', '=', f.year)
    .where('d.status', 'in', ['open', 'closed'])
    .select((eb) => [
      'd.month',
      'dd.personalNumber',
      eb.fn.min('dd.lastName').as('lastName'),
      eb.fn.min('dd.firstName').as('firstName'),
      sql<string>`sum(dd.gross_salary + dd.additional_benefits + dd.non_cash_benefits)`.as('income'),
      sql<string>`sum(dd.employee_contribution)`.as('contribution'),
      sql<string | null>`sum(dd.income_tax)`.as('incomeTax'),
    ])
    .groupBy(['d.month', 'dd.personalNumber']);
  if (f.month) declared = declared.where('d.month', '=', f.month);
  if (f.excludeDeclarationId) declared = declared.where('d.id', '<>', f.excludeDeclarationId);

  let corrections = db
    .selectFrom('reversedDeclarationDetails as rd')
    .innerJoin('reversedDeclarations as r', 'r.id', 'rd.reversalId')
    .innerJoin('declarations as d', 'd.id', 'r.declarationId')
    .where('r.organizationId', '=', organizationId)
    .where('rd.organizationId', '=', organizationId)
    .where('r.status', '=', 'completed')
    .where('d.year', '=', f.year)
    .select((eb) => [
      'd.month',
      'rd.personalNumber',
      eb.fn.min('rd.lastName').as('lastName'),
      eb.fn.min('rd.firstName').as('firstName'),
      sql<string>`sum((rd.gross_salary + rd.additional_benefits + rd.non_cash_benefits) - (rd.original_gross_salary + rd.original_additional_benefits + rd.original_non_cash_benefits))`.as('income'),
      sql<string>`sum(rd.employee_contribution - rd.original_employee_contribution)`.as('contribution'),
    ])
    .groupBy(['d.month', 'rd.personalNumber']);
  if (f.month) corrections = corrections.where('d.month', '=', f.month);
  if (f.excludeDeclarationId) corrections = corrections.where('d.id', '<>', f.excludeDeclarationId);

  const [a, b] = await Promise.all([declared.execute(), corrections.execute()]);
  return [
    ...a.map((r) => ({ month: r.month, personalNumber: r.personalNumber, lastName: r.lastName, firstName: r.firstName, income: tetriOf(r.income), contribution: tetriOf(r.contribution), incomeTax: r.incomeTax === null ? null : tetriOf(r.incomeTax) })),
    ...b.map((r) => ({ month: r.month, personalNumber: r.personalNumber, lastName: r.lastName, firstName: r.firstName, income: tetriOf(r.income), contribution: tetriOf(r.contribution), incomeTax: null })),
  ];
}

async function revenueRows(db: Db, organizationId: string, year: number, month?: number): Promise<SideRow[]> {
  let q = db
    .selectFrom('revenueServiceFilings')
    .where('organizationId', '=', organizationId)
    .where('year', '=', year)
    .select((eb) => [
      'month',
      'personalNumber',
      eb.fn.min('lastName').as('lastName'),
      sql<string>`sum(gross_income)`.as('income'),
      sql<string>`sum(pension_contribution)`.as('contribution'),
      sql<string>`sum(income_tax)`.as('incomeTax'),
    ])
    .groupBy(['month', 'personalNumber']);
  if (month) q = q.where('month', '=', month);
  const rows = await q.execute();
  return rows.map((r) => ({ month: r.month, personalNumber: r.personalNumber, lastName: r.lastName, income: tetriOf(r.income), contribution: tetriOf(r.contribution), incomeTax: tetriOf(r.incomeTax) }));
}

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

/**
 * Lines of a year, compared in the database: per month and person, the declared side (filed declarations'
 * rows and completed corrections, summed) fully joined with the Revenue Service's side (its rows summed),
 * with the kind of difference of `differenceKind`. A line is `compared` when its month has Revenue Service
 * data: a month not loaded is left out — every declared person would show as missing at the Revenue
 * Service, which says nothing. The declaration's spelling of a name comes first (the employer's own), its
 * filed rows' before its corrections'. Sums are NUMERIC: exact, as the tetri of `compareFilings`. Personal
 * numbers are grouped and joined under the "C" collation (they are digits): the database's own collation
 * made sorting them most of the statement's time.
 */
function yearLinesSql(organizationId: string, year: number, month?: number, o: { names: boolean } = { names: true }) {
  const ofMonth = month ? sql`and d.month = ${month}` : sql``;
  // the sums of a year need no names nor income tax: not aggregating them spares a third of the work
  const ifNamed = (expression: string, type: 'text' | 'numeric') => sql.raw(o.names ? expression : `null::${type}`);
  return sql`
    with filed as (
      select d.month, dd.personal_number collate "C" as personal_number, ${ifNamed('min(dd.last_name)', 'text')} as last_name, ${ifNamed('min(dd.first_name)', 'text')} as first_name,
             sum(dd.gross_salary + dd.additional_benefits + dd.non_cash_benefits) as income, sum(dd.employee_contribution) as contribution,
             ${ifNamed('sum(dd.income_tax)', 'numeric')} as income_tax
        from declaration_details dd join declarations d on d.id = dd.declaration_id
       where d.organization_id = ${organizationId} and dd.organization_id = ${organizationId} and d.year = ${year}
         and d.status in ('open', 'closed') ${ofMonth}
       group by 1, 2
    ), corrected as (
      select d.month, rd.personal_number collate "C" as personal_number, ${ifNamed('min(rd.last_name)', 'text')} as last_name, ${ifNamed('min(rd.first_name)', 'text')} as first_name,
             sum((rd.gross_salary + rd.additional_benefits + rd.non_cash_benefits) - (rd.original_gross_salary + rd.original_additional_benefits + rd.original_non_cash_benefits)) as income,
             sum(rd.employee_contribution - rd.original_employee_contribution) as contribution
        from reversed_declaration_details rd
        join reversed_declarations r on r.id = rd.reversal_id
        join declarations d on d.id = r.declaration_id
       where r.organization_id = ${organizationId} and rd.organization_id = ${organizationId} and r.status = 'completed' and d.year = ${year} ${ofMonth}
       group by 1, 2
    ), declared as (
      select coalesce(a.month, b.month) as month, coalesce(a.personal_number, b.personal_number) as personal_number,
             case when a.personal_number is not null then a.last_name else b.last_name end as last_name,
             case when a.personal_number is not null then a.first_name else b.first_name end as first_name,
             coalesce(a.income, 0) + coalesce(b.income, 0) as income, coalesce(a.contribution, 0) + coalesce(b.contribution, 0) as contribution,
             a.income_tax
        from filed a full join corrected b on b.month = a.month and b.personal_number = a.personal_number
    ), revenue as (
      select month, personal_number collate "C" as personal_number, ${ifNamed('min(last_name)', 'text')} as last_name, sum(gross_income) as income, sum(pension_contribution) as contribution, ${ifNamed('sum(income_tax)', 'numeric')} as income_tax
        from revenue_service_filings
       where organization_id = ${organizationId} and year = ${year} ${month ? sql`and month = ${month}` : sql``}
       group by 1, 2
    ), joined as (
      select coalesce(x.month, y.month) as month, coalesce(x.personal_number, y.personal_number) as personal_number,
             case when x.personal_number is not null then x.last_name else y.last_name end as last_name,
             x.first_name,
             x.personal_number is not null as has_declared, x.income as declared_income, x.contribution as declared_contribution, x.income_tax as declared_income_tax,
             y.personal_number is not null as has_revenue, y.income as revenue_income, y.contribution as revenue_contribution, y.income_tax as revenue_income_tax,
             x.personal_number is not null and (x.income <> 0 or x.contribution <> 0) as declared_something,
             y.personal_number is not null and (y.income <> 0 or y.contribution <> 0) as revenue_something
        from declared x full join revenue y on y.month = x.month and y.personal_number = x.personal_number
    )
    select j.month, j.personal_number, j.last_name, j.first_name,
           j.has_declared, j.declared_income, j.declared_contribution, j.declared_income_tax,
           j.has_revenue, j.revenue_income, j.revenue_contribution, j.revenue_income_tax,
           j.month in (select month from revenue) as compared,
           case
             when not j.declared_something and not j.revenue_something then 'same'
             when not j.declared_something then 'missingInDeclaration'
             when not j.revenue_something then 'missingAtRevenueService'
             when j.declared_income = j.revenue_income and j.declared_contribution = j.revenue_contribution then 'same'
             else 'amountsDiffer'
           end as kind
      from joined j`;
}

type LineRow = {
  month: number;
  personalNumber: string;
  lastName: string;
  firstName: string | null;
  hasDeclared: boolean;
  declaredIncome: string | null;
  declaredContribution: string | null;
  declaredIncomeTax: string | null;
  hasRevenue: boolean;
  revenueIncome: string | null;
  revenueContribution: string | null;
  revenueIncomeTax: string | null;
  kind: DifferenceKind;
};

function comparedOf(r: LineRow): ComparedPerson {
  const declared = r.hasDeclared
    ? { income: tetriOf(r.declaredIncome), contribution: tetriOf(r.declaredContribution), incomeTax: r.declaredIncomeTax === null ? null : tetriOf(r.declaredIncomeTax) }
    : null;
  const revenue = r.hasRevenue ? { income: tetriOf(r.revenueIncome), contribution: tetriOf(r.revenueContribution), incomeTax: tetriOf(r.revenueIncomeTax) } : null;
  return {
    month: Number(r.month),
    personalNumber: r.personalNumber,
    lastName: r.lastName,
    firstName: r.firstName ?? null,
    kind: r.kind,
    declared,
    revenue,
    incomeDifference: (declared?.income ?? 0n) - (revenue?.income ?? 0n),
    contributionDifference: (declared?.contribution ?? 0n) - (revenue?.contribution ?? 0n),
  };
}

/**
 * The compared lines of a year (or a month), of one kind or every kind, in the order a list shows them (also
 * the differences a comment may be written on, revenue-comments.service.ts).
 */
export async function yearLines(db: Db, organizationId: string, year: number, month?: number, kind?: ComparisonDetailsQuery['kind']): Promise<ComparedPerson[]> {
  const ofKind =
    kind === undefined || kind === 'all' ? sql`` : kind === 'differences' ? sql`and l.kind <> 'same'` : sql`and l.kind = ${kind}`;
  const rows = await sql<LineRow>`select l.* from (${yearLinesSql(organizationId, year, month)}) l where l.compared ${ofKind}`.execute(db);
  return sortCompared(rows.rows.map(comparedOf));
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

type Filters = Omit<ComparisonDetailsQuery, 'pageNumber' | 'pageSize'>;

function filtered(lines: ComparedPerson[], f: Filters): ComparedPerson[] {
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
 * filings. Only the lines that differ are answered.
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
  const declared: SideRow[] = [
    ...others,
    ...own.map((r) => ({ month, personalNumber: r.personalNumber, lastName: r.lastName, firstName: r.firstName, income: tetriOf(r.income), contribution: tetriOf(r.contribution), incomeTax: r.incomeTax === null ? null : tetriOf(r.incomeTax) })),
  ];
  const lines = compareFilings(declared, revenue).filter((l) => isDifference(l.kind));
  return { year, month, revenueLoaded: true, differences: lines.map((l) => personDto(year, l)), totals: totalsDto(comparisonTotals(lines)) };
}

// ---------------------------------------------------------------------------------------------------------
// Export

const SHEET_TITLE: Record<Lang, string> = { ka: 'შედარება შემოსავლების სამსახურთან', en: 'Revenue Service comparison', ru: 'Сравнение со Службой доходов' };
const KIND_LABEL: Record<DifferenceKind, Record<Lang, string>> = {
  missingInDeclaration: { ka: 'არ არის დეკლარაციაში', en: 'Missing in the declaration', ru: 'Нет в декларации' },
  missingAtRevenueService: { ka: 'არ არის შემოსავლების სამსახურში', en: 'Missing at the Revenue Service', ru: 'Нет в Службе доходов' },
  amountsDiffer: { ka: 'თანხები განსხვავდება', en: 'Amounts differ', ru: 'Суммы различаются' },
  same: { ka: 'ემთხვევა', en: 'Same', ru: 'Совпадает' },
};
type ExportKey = 'month' | 'personalNumber' | 'lastName' | 'firstName' | 'kind' | 'declaredIncome' | 'revenueIncome' | 'incomeDifference' | 'declaredContribution' | 'revenueContribution' | 'contributionDifference' | 'declaredIncomeTax' | 'revenueIncomeTax';
const EXPORT_COLUMNS: readonly { key: ExportKey; money: boolean; width: number; header: Record<Lang, string> }[] = [
  { key: 'month', money: false, width: 10, header: { ka: 'თვე', en: 'Month', ru: 'Месяц' } },
  { key: 'personalNumber', money: false, width: 14, header: { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' } },
  { key: 'lastName', money: false, width: 18, header: { ka: 'გვარი', en: 'Last name', ru: 'Фамилия' } },
  { key: 'firstName', money: false, width: 16, header: { ka: 'სახელი', en: 'First name', ru: 'Имя' } },
  { key: 'kind', money: false, width: 28, header: { ka: 'სხვაობის სახე', en: 'Kind of difference', ru: 'Вид расхождения' } },
  { key: 'declaredIncome', money: true, width: 16, header: { ka: 'დეკლარირებული შემოსავალი', en: 'Declared income', ru: 'Задекларированный доход' } },
  { key: 'revenueIncome', money: true, width: 16, header: { ka: 'შემოსავალი (შემოსავლების სამსახური)', en: 'Income (Revenue Service)', ru: 'Доход (Служба доходов)' } },
  { key: 'incomeDifference', money: true, width: 16, header: { ka: 'შემოსავლის სხვაობა', en: 'Income difference', ru: 'Разница дохода' } },
  { key: 'declaredContribution', money: true, width: 16, header: { ka: 'დეკლარირებული შენატანი', en: 'Declared contribution', ru: 'Задекларированный взнос' } },
  { key: 'revenueContribution', money: true, width: 16, header: { ka: 'შენატანი (შემოსავლების სამსახური)', en: 'Contribution (Revenue Service)', ru: 'Взнос (Служба доходов)' } },
  { key: 'contributionDifference', money: true, width: 16, header: { ka: 'შენატანის სხვაობა', en: 'Contribution difference', ru: 'Разница взноса' } },
  { key: 'declaredIncomeTax', money: true, width: 16, header: { ka: 'დეკლარირებული საშემოსავლო გადასახადი', en: 'Declared income tax', ru: 'Задекларированный подоходный налог' } },
  { key: 'revenueIncomeTax', money: true, width: 16, header: { ka: 'საშემოსავლო გადასახადი (შემოსავლების სამსახური)', en: 'Income tax (Revenue Service)', ru: 'Подоходный налог (Служба доходов)' } },
];

function exportLayout(lang: Lang): WorkbookLayout {
  return {
    creator: 'Pensia',
    title: SHEET_TITLE[lang].slice(0, 31),
    headerRow: 1,
    markerSheet: 'pensia',
    marker: 'revenue-comparison',
    columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header[lang], width: Math.max(c.width, Math.min(c.header[lang].length + 2, 40)), numFmt: c.money ? '0.00' : '@' })),
  };
}

function exportCells(year: number, l: ComparedPerson, lang: Lang): CellValue[] {
  const v: Record<ExportKey, string | Tetri | null> = {
    month: `${year}-${String(l.month).padStart(2, '0')}`,
    personalNumber: l.personalNumber,
    lastName: l.lastName,
    firstName: l.firstName ?? '',
    kind: KIND_LABEL[l.kind][lang],
    declaredIncome: l.declared?.income ?? null,
    revenueIncome: l.revenue?.income ?? null,
    incomeDifference: l.incomeDifference,
    declaredContribution: l.declared?.contribution ?? null,
    revenueContribution: l.revenue?.contribution ?? null,
    contributionDifference: l.contributionDifference,
    declaredIncomeTax: l.declared?.incomeTax ?? null,
    revenueIncomeTax: l.revenue?.incomeTax ?? null,
  };
  return EXPORT_COLUMNS.map((c) => {
    const x = v[c.key];
    if (x === null) return null;
    if (typeof x === 'bigint') return Number(money(x));
    return neutralizeCellText(x);
  });
}

export async function exportComparison(deps: Deps, actor: Actor, f: Filters, lang: Lang) {
  const organizationId = organizationOf(actor);
  const lines = await yearLines(deps.readDb, organizationId, f.year, f.month, f.kind);
  const file = await exportWriters().write(exportLayout(lang), filtered(lines, f).map((l) => exportCells(f.year, l, lang)));
  return { file, fileName: `revenue-service-comparison-${f.year}${f.month ? `-${String(f.month).padStart(2, '0')}` : ''}.xlsx` };
}

/** The kind of a difference in a language, as the export names it. */
export const differenceKindLabel = (kind: DifferenceKind, lang: Lang): string => KIND_LABEL[kind][lang];
