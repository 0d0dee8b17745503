import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { correctionQueries, type CorrectionRef, type Executor } from '../corrections/correction.repository.ts';
import './reversals.table.ts';
import type { ReversedDeclarationDetailsTable, ReversedDeclarationsTable } from './reversals.table.ts';

export type ReversalRow = Selectable<ReversedDeclarationsTable>;
export type ReversalDetailRow = Selectable<ReversedDeclarationDetailsTable>;
export type { Executor };
export type NewReversalDetail = Omit<ReversalDetailRow, 'id' | 'reversalId' | 'organizationId' | 'rowNumber' | 'createdAt' | 'modifiedAt'>;

/** A reversal as the repository reaches it: always through its organization as well as its id. */
export type ReversalRef = CorrectionRef;

/** A reversal with what it shows of its declaration. */
export type ReversalView = ReversalRow & {
  declarationNumber: string;
  year: number;
  month: number;
  type: string;
  declarationStatus: 'draft' | 'saved' | 'open' | 'closed';
  isProcessing: boolean;
};

function withDeclaration(db: Executor) {
  return db
    .selectFrom('reversedDeclarations as r')
    .innerJoin('declarations as d', (j) => j.onRef('d.id', '=', 'r.declarationId').onRef('d.organizationId', '=', 'r.organizationId'))
    .selectAll('r')
    .select(['d.number as declarationNumber', 'd.year', 'd.month', 'd.type', 'd.status as declarationStatus', 'd.isProcessing']);
}

export function findReversal(db: Executor, organizationId: string, id: string): Promise<ReversalView | undefined> {
  return withDeclaration(db).where('r.organizationId', '=', organizationId).where('r.id', '=', id).executeTakeFirst();
}

/** Locks the reversal until the transaction ends (its declaration is locked first by the caller). */
export function lockReversal(trx: Transaction<Database>, organizationId: string, id: string) {
  return trx.selectFrom('reversedDeclarations').selectAll().where('organizationId', '=', organizationId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function listReversals(db: Executor, organizationId: string, f: { status: 'open' | 'completed' | null; declarationId?: string }, offset: number, limit: number) {
  let q = withDeclaration(db).where('r.organizationId', '=', organizationId);
  if (f.status) q = q.where('r.status', '=', f.status);
  if (f.declarationId) q = q.where('r.declarationId', '=', f.declarationId);
  let c = db.selectFrom('reversedDeclarations').where('organizationId', '=', organizationId);
  if (f.status) c = c.where('status', '=', f.status);
  if (f.declarationId) c = c.where('declarationId', '=', f.declarationId);
  const [rows, count] = await Promise.all([
    q.orderBy('r.createdAt', 'desc').orderBy('r.number', 'desc').offset(offset).limit(limit).execute(),
    c.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function hasOpenReversal(db: Executor, organizationId: string, declarationId: string) {
  return db
    .selectFrom('reversedDeclarations')
    .select('id')
    .where('organizationId', '=', organizationId)
    .where('declarationId', '=', declarationId)
    .where('status', '=', 'open')
    .executeTakeFirst()
    .then(Boolean);
}

export function insertReversal(db: Executor, v: { organizationId: string; declarationId: string; createdBy: string | null; now: Date }) {
  return db
    .insertInto('reversedDeclarations')
    .values({ organizationId: v.organizationId, declarationId: v.declarationId, createdBy: v.createdBy, createdAt: v.now, modifiedAt: v.now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const queries = correctionQueries<ReversalRow, ReversalDetailRow, NewReversalDetail, Pick<ReversalRow, 'status' | 'completedAt' | 'completedBy' | 'awaitingApproval'>, 'reversalId'>({
  correction: 'reversedDeclarations',
  details: 'reversedDeclarationDetails',
  documents: 'reversedDeclarationDocuments',
  parent: 'reversalId',
});
export const { documentsOf, linkDocument, unlinkDocument, findDocument, pageDetails, allDetails, findDetail, findDetailOfPerson, insertDetails, updateDetail, deleteDetail, bumpVersion } = queries;

/**
 * Recomputes the reversal's totals from its rows (exact NUMERIC sums of rounded rows) and moves its
 * version on: every change of its rows or documents is a new version.
 */
export async function refreshReversal(db: Executor, r: ReversalRef, now: Date, patch: Partial<Pick<ReversalRow, 'status' | 'completedAt' | 'completedBy' | 'awaitingApproval'>> = {}) {
  await sql`
    update reversed_declarations r set
      row_count = s.cnt,
      original_base = s.obase,
      corrected_base = s.cbase,
      original_contribution = s.ocon,
      corrected_contribution = s.ccon,
      difference = s.ccon - s.ocon
    from (
      select count(*)::int as cnt,
             coalesce(sum(original_gross_salary + original_additional_benefits + original_non_cash_benefits), 0) as obase,
             coalesce(sum(gross_salary + additional_benefits + non_cash_benefits), 0) as cbase,
             coalesce(sum(original_employee_contribution + original_organization_contribution), 0) as ocon,
             coalesce(sum(employee_contribution + organization_contribution), 0) as ccon
        from reversed_declaration_details where organization_id = ${r.organizationId} and reversal_id = ${r.id}
    ) s
    where r.id = ${r.id} and r.organization_id = ${r.organizationId}
  `.execute(db);
  return bumpVersion(db, r, now, patch);
}

export const deleteReversal = queries.deleteCorrection;

/**
 * The declaration's reversal state and correcting amount, from its reversals: `open` while one is not
 * completed, `closed` when all are, null when there is none; `sum_amount` the sum of completed differences.
 */
export async function refreshDeclarationReversals(db: Executor, organizationId: string, declarationId: string, now: Date) {
  await sql`
    update declarations d set
      reversal_status = case when s.open > 0 then 'open' when s.done > 0 then 'closed' else null end,
      sum_amount = case when s.done > 0 then s.total else null end,
      version = d.version + 1,
      modified_at = ${now}
    from (
      select (count(*) filter (where status = 'open'))::int as open,
             (count(*) filter (where status = 'completed'))::int as done,
             coalesce(sum(difference) filter (where status = 'completed'), 0) as total
        from reversed_declarations where organization_id = ${organizationId} and declaration_id = ${declarationId}
    ) s
    where d.id = ${declarationId} and d.organization_id = ${organizationId}
  `.execute(db);
}
