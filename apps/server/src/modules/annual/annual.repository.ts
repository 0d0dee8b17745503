import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { correctionQueries, type CorrectionRef, type Executor } from '../corrections/correction.repository.ts';
import './annual.table.ts';
import type { AnnualDeclarationDetailsTable, AnnualDeclarationsTable } from './annual.table.ts';

export type AnnualRow = Selectable<AnnualDeclarationsTable>;
export type AnnualDetailRow = Selectable<AnnualDeclarationDetailsTable>;
export type { Executor };
export type NewAnnualDetail = Omit<AnnualDetailRow, 'id' | 'annualDeclarationId' | 'organizationId' | 'rowNumber' | 'createdAt' | 'modifiedAt'>;

/** An annual declaration as the repository reaches it: always through its organization as well as its id. */
export type AnnualRef = CorrectionRef;

export function findAnnual(db: Executor, organizationId: string, id: string) {
  return db.selectFrom('annualDeclarations').selectAll().where('organizationId', '=', organizationId).where('id', '=', id).executeTakeFirst();
}

export function findAnnualOfYear(db: Executor, organizationId: string, year: number) {
  return db.selectFrom('annualDeclarations').selectAll().where('organizationId', '=', organizationId).where('year', '=', year).executeTakeFirst();
}

export function lockAnnual(trx: Transaction<Database>, organizationId: string, id: string) {
  return trx.selectFrom('annualDeclarations').selectAll().where('organizationId', '=', organizationId).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The processing lock of the year's monthly declarations: their rows are held (FOR SHARE) until the
 * transaction ends, so a processing run can't take them meanwhile; answers whether one is being processed.
 */
export async function holdYearDeclarations(trx: Transaction<Database>, organizationId: string, year: number): Promise<boolean> {
  const rows = await trx
    .selectFrom('declarations')
    .select(['id', 'isProcessing'])
    .where('organizationId', '=', organizationId)
    .where('year', '=', year)
    .where('status', 'in', ['open', 'closed'])
    .orderBy('id')
    .forShare()
    .execute();
  return rows.some((r) => r.isProcessing);
}

export async function listAnnual(db: Executor, organizationId: string, status: 'open' | 'closed' | null, offset: number, limit: number) {
  let q = db.selectFrom('annualDeclarations').where('organizationId', '=', organizationId);
  if (status) q = q.where('status', '=', status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('year', 'desc').offset(offset).limit(limit).execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function insertAnnual(db: Executor, v: { organizationId: string; year: number; type: string; createdBy: string | null; now: Date }) {
  return db
    .insertInto('annualDeclarations')
    .values({ organizationId: v.organizationId, year: v.year, type: v.type, createdBy: v.createdBy, createdAt: v.now, modifiedAt: v.now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const queries = correctionQueries<AnnualRow, AnnualDetailRow, NewAnnualDetail, Pick<AnnualRow, 'status' | 'closedAt' | 'closedBy' | 'awaitingApproval'>, 'annualDeclarationId'>({
  correction: 'annualDeclarations',
  details: 'annualDeclarationDetails',
  documents: 'annualDeclarationDocuments',
  parent: 'annualDeclarationId',
});
export const { documentsOf, linkDocument, unlinkDocument, findDocument, pageDetails, allDetails, findDetail, findDetailOfPerson, insertDetails, updateDetail, deleteDetail, bumpVersion } = queries;

/** A row reached by its id alone, within the organization (the portal's call deletes a row by its id). */
export function findDetailInOrganization(db: Executor, organizationId: string, detailId: string) {
  return db.selectFrom('annualDeclarationDetails').select(['id', 'annualDeclarationId']).where('organizationId', '=', organizationId).where('id', '=', detailId).executeTakeFirst();
}

/**
 * Recomputes the totals from the rows (exact NUMERIC sums of rounded rows) and moves the version on: every
 * change of the rows or documents is a new version.
 */
export async function refreshAnnual(db: Executor, a: AnnualRef, now: Date, patch: Partial<Pick<AnnualRow, 'status' | 'closedAt' | 'closedBy' | 'awaitingApproval'>> = {}) {
  await sql`
    update annual_declarations a set
      row_count = s.cnt,
      difference_count = s.diffs,
      declared_base = s.dbase,
      annual_base = s.abase,
      declared_contribution = s.dcon,
      annual_contribution = s.acon,
      difference = s.acon - s.dcon
    from (
      select count(*)::int as cnt,
             (count(*) filter (where is_new or (declared_gross_salary + declared_additional_benefits + declared_non_cash_benefits)
                                        <> (gross_salary + additional_benefits + non_cash_benefits)))::int as diffs,
             coalesce(sum(declared_gross_salary + declared_additional_benefits + declared_non_cash_benefits), 0) as dbase,
             coalesce(sum(gross_salary + additional_benefits + non_cash_benefits), 0) as abase,
             coalesce(sum(declared_employee_contribution + declared_organization_contribution), 0) as dcon,
             coalesce(sum(employee_contribution + organization_contribution), 0) as acon
        from annual_declaration_details where organization_id = ${a.organizationId} and annual_declaration_id = ${a.id}
    ) s
    where a.id = ${a.id} and a.organization_id = ${a.organizationId}
  `.execute(db);
  return bumpVersion(db, a, now, patch);
}

export const deleteAnnual = queries.deleteCorrection;

/** What the year's filed declarations declared of each person in each month (completed reversals applied). */
export interface DeclaredMonthRow {
  personalNumber: string;
  month: number;
  declarationCount: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: 'male' | 'female';
  optIn: boolean;
  type: string;
  grossSalary: string;
  additionalBenefits: string;
  nonCashBenefits: string;
  employeeContribution: string;
  organizationContribution: string;
}

/**
 * The rows of the year's open and closed monthly declarations of an organization, each as its last completed
 * reversal left it (a person a reversal added counts as declared in that month), summed by person and month.
 * Of one person only when a personal number is given.
 */
export async function declaredMonths(db: Executor, organizationId: string, year: number, personalNumber?: string): Promise<DeclaredMonthRow[]> {
  const person = personalNumber ? sql`and personal_number = ${personalNumber}` : sql``;
  const { rows } = await sql<DeclaredMonthRow>`
    with filed as (
      select id, month, type, activation_date from declarations
       where organization_id = ${organizationId} and year = ${year} and status in ('open', 'closed')
    ),
    rev as (
      select distinct on (r.declaration_id, x.personal_number)
             r.declaration_id, x.personal_number, x.first_name, x.last_name, x.birth_date, x.gender, x.opt_in,
             x.gross_salary, x.additional_benefits, x.non_cash_benefits, x.employee_contribution, x.organization_contribution
        from reversed_declarations r
        join reversed_declaration_details x on x.reversal_id = r.id and x.organization_id = r.organization_id
       where r.organization_id = ${organizationId} and r.status = 'completed' and r.declaration_id in (select id from filed)
       order by r.declaration_id, x.personal_number, r.completed_at desc, r.number desc
    ),
    rows as (
      select dd.declaration_id, dd.personal_number,
             coalesce(rev.first_name, dd.first_name) as first_name, coalesce(rev.last_name, dd.last_name) as last_name,
             coalesce(rev.birth_date, dd.birth_date) as birth_date, coalesce(rev.gender, dd.gender) as gender, coalesce(rev.opt_in, dd.opt_in) as opt_in,
             coalesce(rev.gross_salary, dd.gross_salary) as gross_salary, coalesce(rev.additional_benefits, dd.additional_benefits) as additional_benefits,
             coalesce(rev.non_cash_benefits, dd.non_cash_benefits) as non_cash_benefits,
             coalesce(rev.employee_contribution, dd.employee_contribution) as employee_contribution,
             coalesce(rev.organization_contribution, dd.organization_contribution) as organization_contribution
        from declaration_details dd
        left join rev on rev.declaration_id = dd.declaration_id and rev.personal_number = dd.personal_number
       where dd.organization_id = ${organizationId} and dd.declaration_id in (select id from filed)
      union all
      select rev.declaration_id, rev.personal_number, rev.first_name, rev.last_name, rev.birth_date, rev.gender, rev.opt_in,
             rev.gross_salary, rev.additional_benefits, rev.non_cash_benefits, rev.employee_contribution, rev.organization_contribution
        from rev
       where not exists (select 1 from declaration_details dd where dd.organization_id = ${organizationId} and dd.declaration_id = rev.declaration_id and dd.personal_number = rev.personal_number)
    ),
    ranked as (
      select r.*, f.month, f.type,
             row_number() over (partition by r.personal_number, f.month order by f.activation_date desc nulls last, r.declaration_id) as rn
        from rows r join filed f on f.id = r.declaration_id
       where true ${person}
    )
    select personal_number as "personalNumber", month::int as month, count(*)::int as "declarationCount",
           max(first_name) filter (where rn = 1) as "firstName", max(last_name) filter (where rn = 1) as "lastName",
           (max(birth_date) filter (where rn = 1))::text as "birthDate", max(gender) filter (where rn = 1) as gender,
           bool_or(opt_in) filter (where rn = 1) as "optIn", max(type) filter (where rn = 1) as type,
           sum(gross_salary)::text as "grossSalary", sum(additional_benefits)::text as "additionalBenefits",
           sum(non_cash_benefits)::text as "nonCashBenefits", sum(employee_contribution)::text as "employeeContribution",
           sum(organization_contribution)::text as "organizationContribution"
      from ranked
     group by personal_number, month
     order by personal_number, month
  `.execute(db);
  return rows;
}

/** The year's filed monthly declarations, month by month. */
export async function yearDeclarations(db: Executor, organizationId: string, year: number) {
  return db
    .selectFrom('declarations')
    .select(['id', 'month', 'type', 'status', 'isProcessing'])
    .where('organizationId', '=', organizationId)
    .where('year', '=', year)
    .where('status', 'in', ['open', 'closed'])
    .orderBy('month')
    .orderBy('activationDate', 'desc')
    .execute();
}
