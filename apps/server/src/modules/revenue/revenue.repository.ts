import {
  sortCompared,
  type ComparedPerson,
  type ComparisonDetailsQuery,
  type DifferenceKind,
  type SideRow,
  type Tetri,
} from '@pensia/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import type { RevenueServiceFilingsTable } from './revenue.table.ts';
import { tetriOrNullFromDb } from '../../lib/money-from-db.ts';

/**
 * The Revenue Service comparison's reads (docs/decisions/0024): the declared side (filed declarations and the
 * corrections of completed reversals) and the Revenue Service's filings, summed per month and person, and the
 * compared lines of a year as the database joins them.
 */

const tetriOf = (v: string | null | undefined): Tetri => tetriOrNullFromDb(v) ?? 0n;

export type DeclaredFilter = { year: number; month?: number; excludeDeclarationId?: string };

/** The declared side: rows of filed (open or closed) declarations, and the corrections of completed reversals, summed per month and person. */
export async function declaredRows(db: Db, organizationId: string, f: DeclaredFilter): Promise<SideRow[]> {
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

export async function revenueRows(db: Db, organizationId: string, year: number, month?: number): Promise<SideRow[]> {
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
export function yearLinesSql(organizationId: string, year: number, month?: number, o: { names: boolean } = { names: true }) {
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

export type LineRow = {
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

export function comparedOf(r: LineRow): ComparedPerson {
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

// ---------------------------------------------------------------------------------------------------------
// The operator's load (revenue.service.ts decides the slices and the pauses between them)

/** Waits, until the transaction ends, for any other load (one lock for every load). */
export async function lockLoads(trx: Executor, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}

/** A load of a Revenue Service file; answers its id. */
export function insertLoad(
  trx: Executor,
  l: { fileName: string; sha256: string; format: 'csv' | 'xlsx'; rowCount: number; organizationCount: number; loadedBy: string | null },
): Promise<{ id: string }> {
  return trx
    .insertInto('revenueServiceLoads')
    .values({ fileName: l.fileName, sha256: l.sha256, format: l.format, rowCount: l.rowCount, organizationCount: l.organizationCount, loadedBy: l.loadedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Deletes what earlier loads said of these organization months, in one statement; how many filings went. */
export async function deleteFilingsOf(trx: Executor, slice: readonly { organizationId: string; year: number; month: number }[]): Promise<number> {
  const res = await sql`
        delete from revenue_service_filings f
         using unnest(${slice.map((k) => k.organizationId)}::uuid[], ${slice.map((k) => k.year)}::int[], ${slice.map((k) => k.month)}::int[]) as k(organization_id, year, month)
         where f.organization_id = k.organization_id and f.year = k.year and f.month = k.month`.execute(trx);
  return Number(res.numAffectedRows ?? 0);
}

/** A filing as a load stores it, its amounts as decimal texts. */
export type FilingInput = Omit<Selectable<RevenueServiceFilingsTable>, 'id' | 'loadId'>;

/** A slice of a load's filings, in one statement of arrays (far fewer parameters to pass than a list of values). */
export async function insertFilings(trx: Executor, loadId: string, slice: readonly FilingInput[]): Promise<void> {
  await sql`
        insert into revenue_service_filings (load_id, organization_id, year, month, line, personal_number, last_name, gross_income, income_tax, pension_contribution)
        select ${loadId}::uuid, x.* from unnest(
          ${slice.map((r) => r.organizationId)}::uuid[], ${slice.map((r) => r.year)}::int[], ${slice.map((r) => r.month)}::int[],
          ${slice.map((r) => r.line)}::int[], ${slice.map((r) => r.personalNumber)}::text[], ${slice.map((r) => r.lastName)}::text[],
          ${slice.map((r) => r.grossIncome)}::numeric[], ${slice.map((r) => r.incomeTax)}::numeric[], ${slice.map((r) => r.pensionContribution)}::numeric[]
        ) as x`.execute(trx);
}

// ---------------------------------------------------------------------------------------------------------
// The employer's year and a declaration's check

/** A month's sums of the compared lines (month null: the year's), as the database gives them. */
export type MonthSums = {
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

/** The compared lines of an organization's year summed per month and for the year. */
export async function yearMonthSums(db: Db, organizationId: string, year: number): Promise<MonthSums[]> {
  const { rows } = await sql<MonthSums>`
      select l.month, bool_or(l.has_declared) as declared, bool_or(l.has_revenue) as loaded,
             sum(l.declared_income) filter (where l.compared) as declared_income, sum(l.revenue_income) filter (where l.compared) as revenue_income,
             sum(l.declared_contribution) filter (where l.compared) as declared_contribution, sum(l.revenue_contribution) filter (where l.compared) as revenue_contribution,
             count(distinct l.personal_number) filter (where l.compared) as people,
             count(*) filter (where l.compared and l.kind = 'missingInDeclaration') as missing_in_declaration,
             count(*) filter (where l.compared and l.kind = 'missingAtRevenueService') as missing_at_revenue_service,
             count(*) filter (where l.compared and l.kind = 'amountsDiffer') as amounts_differ,
             count(*) filter (where l.compared and l.kind = 'same') as same
        from (${yearLinesSql(organizationId, year, undefined, { names: false })}) l
       group by grouping sets ((l.month), ())`.execute(db);
  return rows;
}

/** The month and status of each of an organization's declarations of a year. */
export function declarationStatusesOf(db: Db, organizationId: string, year: number) {
  return db.selectFrom('declarations').select(['month', 'status']).where('organizationId', '=', organizationId).where('year', '=', year).execute();
}

/** The years an organization declared or the Revenue Service filed for, newest first. */
export async function comparisonYears(db: Db, organizationId: string): Promise<{ year: number }[]> {
  const { rows } = await sql<{ year: number }>`select year from declarations where organization_id = ${organizationId} union select year from revenue_service_filings where organization_id = ${organizationId} order by 1 desc`.execute(db);
  return rows;
}

/** The organization's declaration `id` and its month. */
export function declarationMonth(db: Db, id: string, organizationId: string): Promise<{ id: string; year: number; month: number } | undefined> {
  return db.selectFrom('declarations').select(['id', 'year', 'month']).where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
}

/** A declaration's own rows summed per person, amounts as the database gives them. */
export function declarationSums(db: Db, id: string, organizationId: string) {
  return db
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
}
