import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import './reversals.table.ts';
import type { ReversedDeclarationDetailsTable, ReversedDeclarationsTable } from './reversals.table.ts';

export type ReversalRow = Selectable<ReversedDeclarationsTable>;
export type ReversalDetailRow = Selectable<ReversedDeclarationDetailsTable>;
export type Executor = Db | Transaction<Database>;
export type NewReversalDetail = Omit<ReversalDetailRow, 'id' | 'reversalId' | 'organizationId' | 'rowNumber' | 'createdAt' | 'modifiedAt'>;

/** A reversal as the repository reaches it: always through its organization as well as its id. */
export interface ReversalRef {
  id: string;
  organizationId: string;
}

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

export async function documentsOf(db: Executor, organizationId: string, reversalIds: readonly string[]) {
  if (reversalIds.length === 0) return [];
  return db
    .selectFrom('reversedDeclarationDocuments as rd')
    .innerJoin('files as f', 'f.id', 'rd.fileId')
    .select(['rd.reversalId', 'rd.fileId', 'rd.createdAt', 'f.name', 'f.kind', 'f.sizeBytes'])
    .where('rd.organizationId', '=', organizationId)
    .where('rd.reversalId', 'in', reversalIds)
    .orderBy('rd.createdAt')
    .orderBy('f.name')
    .execute();
}

export function linkDocument(db: Executor, r: ReversalRef, fileId: string, now: Date) {
  return db.insertInto('reversedDeclarationDocuments').values({ reversalId: r.id, organizationId: r.organizationId, fileId, createdAt: now }).execute();
}

export async function unlinkDocument(db: Executor, r: ReversalRef, fileId: string): Promise<boolean> {
  const d = await db.deleteFrom('reversedDeclarationDocuments').where('organizationId', '=', r.organizationId).where('reversalId', '=', r.id).where('fileId', '=', fileId).executeTakeFirst();
  return Number(d.numDeletedRows) > 0;
}

export function findDocument(db: Executor, r: ReversalRef, fileId: string) {
  return db.selectFrom('reversedDeclarationDocuments').select('fileId').where('organizationId', '=', r.organizationId).where('reversalId', '=', r.id).where('fileId', '=', fileId).executeTakeFirst();
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function pageDetails(db: Executor, r: ReversalRef, search: { personalNumberPrefix?: string; lastName?: string }, offset: number, limit: number) {
  let q = db.selectFrom('reversedDeclarationDetails').where('organizationId', '=', r.organizationId).where('reversalId', '=', r.id);
  if (search.personalNumberPrefix) q = q.where('personalNumber', 'like', likePrefix(search.personalNumberPrefix));
  if (search.lastName) q = q.where(sql`lower(last_name)`, 'like', likePrefix(search.lastName));
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('rowNumber').offset(offset).limit(limit).execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function allDetails(db: Executor, r: ReversalRef) {
  return db.selectFrom('reversedDeclarationDetails').selectAll().where('organizationId', '=', r.organizationId).where('reversalId', '=', r.id).orderBy('rowNumber').execute();
}

export function findDetail(db: Executor, r: ReversalRef, detailId: string) {
  return db.selectFrom('reversedDeclarationDetails').selectAll().where('organizationId', '=', r.organizationId).where('reversalId', '=', r.id).where('id', '=', detailId).executeTakeFirst();
}

export function findDetailOfPerson(db: Executor, r: ReversalRef, personalNumber: string) {
  return db.selectFrom('reversedDeclarationDetails').select('id').where('organizationId', '=', r.organizationId).where('reversalId', '=', r.id).where('personalNumber', '=', personalNumber).executeTakeFirst();
}

export async function insertDetails(db: Executor, r: ReversalRef, rows: readonly NewReversalDetail[], now: Date): Promise<string[]> {
  if (rows.length === 0) return [];
  const next = await db
    .selectFrom('reversedDeclarationDetails')
    .select(sql<number>`coalesce(max(row_number), 0)::int`.as('n'))
    .where('organizationId', '=', r.organizationId)
    .where('reversalId', '=', r.id)
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500).map((row, k) => ({ ...row, reversalId: r.id, organizationId: r.organizationId, rowNumber: Number(next.n) + i + k + 1, createdAt: now, modifiedAt: now }));
    const inserted = await db.insertInto('reversedDeclarationDetails').values(part).returning('id').execute();
    ids.push(...inserted.map((x) => x.id));
  }
  return ids;
}

export function updateDetail(db: Executor, r: ReversalRef, detailId: string, row: NewReversalDetail, now: Date) {
  return db
    .updateTable('reversedDeclarationDetails')
    .set({ ...row, modifiedAt: now })
    .where('organizationId', '=', r.organizationId)
    .where('reversalId', '=', r.id)
    .where('id', '=', detailId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDetail(db: Executor, r: ReversalRef, detailId: string): Promise<boolean> {
  const d = await db.deleteFrom('reversedDeclarationDetails').where('organizationId', '=', r.organizationId).where('reversalId', '=', r.id).where('id', '=', detailId).executeTakeFirst();
  return Number(d.numDeletedRows) > 0;
}

/**
 * Recomputes the reversal's totals from its rows (exact NUMERIC sums of rounded rows) and moves its
 * version on: every change of its rows or documents is a new version.
 */
export async function refreshReversal(db: Executor, r: ReversalRef, now: Date, patch: Partial<Pick<ReversalRow, 'status' | 'completedAt' | 'completedBy'>> = {}) {
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

export function bumpVersion(db: Executor, r: ReversalRef, now: Date, patch: Partial<Pick<ReversalRow, 'status' | 'completedAt' | 'completedBy'>> = {}) {
  return db
    .updateTable('reversedDeclarations')
    .set((eb) => ({ ...patch, version: eb('version', '+', 1), modifiedAt: now }))
    .where('organizationId', '=', r.organizationId)
    .where('id', '=', r.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteReversal(db: Executor, r: ReversalRef): Promise<string[]> {
  const files = await db.selectFrom('reversedDeclarationDocuments').select('fileId').where('organizationId', '=', r.organizationId).where('reversalId', '=', r.id).execute();
  await db.deleteFrom('reversedDeclarations').where('organizationId', '=', r.organizationId).where('id', '=', r.id).execute();
  return files.map((f) => f.fileId);
}

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
