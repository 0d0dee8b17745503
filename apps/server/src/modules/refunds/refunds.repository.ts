import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import '../bank-accounts/bank-accounts.table.ts';
import './refunds.table.ts';

export type Executor = Db | Transaction<Database>;
export type RefundStatus = 'new' | 'approved' | 'rejected';

function refundsQuery(db: Executor) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('organizations as o', 'o.id', 'r.organizationId')
    .select([
      'r.id',
      'r.organizationId',
      'r.number',
      sql<string>`r.amount::text`.as('amount'),
      'r.bankAccountId',
      'r.iban',
      'r.bankDetails',
      'r.status',
      'r.decisionReason',
      'r.decidedAt',
      sql<string | null>`r.paid_on::text`.as('paidOn'),
      'r.awaitingApproval',
      'r.firstApprovedBy',
      'r.firstApprovedAt',
      sql<string | null>`(select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) from users u where u.id = r.first_approved_by)`.as('firstApprovedByName'),
      'r.createdAt',
      'r.updatedAt',
      'o.code as organizationCode',
      'o.name as organizationName',
    ]);
}
export type RefundRow = Awaited<ReturnType<ReturnType<typeof refundsQuery>['executeTakeFirstOrThrow']>>;

/** A refund request; `organizationId` given: only that organization's (another's id finds nothing). */
export function findRefund(db: Executor, id: string, organizationId?: string) {
  let q = refundsQuery(db).where('r.id', '=', id);
  if (organizationId) q = q.where('r.organizationId', '=', organizationId);
  return q.executeTakeFirst();
}

export async function listRefunds(
  db: Executor,
  f: { organizationId?: string; status?: RefundStatus; iban?: string; /** the agency's lists: none still waiting for the organization's approval */ atAgency?: boolean },
  page: { offset: number; limit: number; order: 'newest' | 'oldest' },
) {
  let q = refundsQuery(db);
  let c = db.selectFrom('refunds as r');
  if (f.organizationId) {
    q = q.where('r.organizationId', '=', f.organizationId);
    c = c.where('r.organizationId', '=', f.organizationId);
  }
  if (f.status) {
    q = q.where('r.status', '=', f.status);
    c = c.where('r.status', '=', f.status);
  }
  if (f.atAgency) {
    q = q.where('r.awaitingApproval', '=', false);
    c = c.where('r.awaitingApproval', '=', false);
  }
  if (f.iban) {
    q = q.where('r.iban', '=', f.iban);
    c = c.where('r.iban', '=', f.iban);
  }
  const dir = page.order === 'newest' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    q.orderBy('r.createdAt', dir).orderBy('r.number', dir).offset(page.offset).limit(page.limit).execute(),
    c.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The documents of the requests given, in the order they were attached. */
export function documentsOf(db: Executor, refundIds: string[]) {
  if (!refundIds.length) return Promise.resolve([]);
  return db
    .selectFrom('refundDocuments as d')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .select(['d.refundId', 'd.fileId', 'd.docType', 'f.name', 'f.contentType', 'f.sizeBytes', 'f.createdAt'])
    .where('d.refundId', 'in', refundIds)
    .orderBy('d.seq')
    .execute();
}

/** The file of a document, when the document is of this request (and, given, of this organization). */
export async function documentFile(db: Executor, refundId: string, fileId: string, organizationId?: string) {
  let q = db
    .selectFrom('refundDocuments as d')
    .innerJoin('refunds as r', 'r.id', 'd.refundId')
    .select('d.fileId')
    .where('d.refundId', '=', refundId)
    .where('d.fileId', '=', fileId);
  if (organizationId) q = q.where('r.organizationId', '=', organizationId);
  return (await q.executeTakeFirst())?.fileId;
}

/** The distinct account numbers the organization's requests name. */
export async function accountNumbersOf(db: Executor, organizationId: string) {
  const rows = await db.selectFrom('refunds').select('iban').distinct().where('organizationId', '=', organizationId).orderBy('iban').execute();
  return rows.map((r) => r.iban);
}

/** A refund request locked for a change or a decision. */
export function lockRefund(trx: Transaction<Database>, id: string, organizationId?: string) {
  let q = trx.selectFrom('refunds').select(['id', 'organizationId', 'status', 'number', 'awaitingApproval', 'firstApprovedBy', 'createdAt', sql<string>`amount::text`.as('amount')]).where('id', '=', id);
  if (organizationId) q = q.where('organizationId', '=', organizationId);
  return q.forUpdate().executeTakeFirst();
}

/** The sum of the organization's new requests, one of them left out (the one being changed). */
export async function pendingTotal(db: Executor, organizationId: string, except?: string) {
  let q = db.selectFrom('refunds').select(sql<string>`coalesce(sum(amount), 0)::text`.as('total')).where('organizationId', '=', organizationId).where('status', '=', 'new');
  if (except) q = q.where('id', '!=', except);
  return (await q.executeTakeFirstOrThrow()).total;
}

/** An account of the organization with its bank; another organization's account finds nothing. */
export function findAccount(db: Executor, organizationId: string, id: string) {
  return db
    .selectFrom('bankAccounts as a')
    .innerJoin('banks as b', 'b.id', 'a.bankId')
    .select(['a.id', 'a.iban', 'b.code as bankCode'])
    .where('a.id', '=', id)
    .where('a.organizationId', '=', organizationId)
    .executeTakeFirst();
}

export function insertRefund(db: Executor, r: { organizationId: string; amount: string; bankAccountId: string; iban: string; bankDetails: string; createdBy: string | null; now: Date }) {
  return db
    .insertInto('refunds')
    .values({ organizationId: r.organizationId, amount: r.amount, bankAccountId: r.bankAccountId, iban: r.iban, bankDetails: r.bankDetails, createdBy: r.createdBy, createdAt: r.now, updatedAt: r.now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateRefund(db: Executor, id: string, r: { amount: string; bankAccountId: string; iban: string; bankDetails: string; now: Date }) {
  return db.updateTable('refunds').set({ amount: r.amount, bankAccountId: r.bankAccountId, iban: r.iban, bankDetails: r.bankDetails, updatedAt: r.now }).where('id', '=', id).execute();
}

export function decideRefund(db: Executor, id: string, d: { status: 'approved' | 'rejected'; reason: string | null; by: string; now: Date; paidOn: string | null }) {
  return db.updateTable('refunds').set({ status: d.status, decisionReason: d.reason, decidedBy: d.by, decidedAt: d.now, paidOn: d.paidOn, updatedAt: d.now }).where('id', '=', id).execute();
}

export function insertDocuments(db: Executor, rows: { refundId: string; fileId: string; docType: 'application' | 'bank_certificate' | 'payment_order' | 'other' }[]) {
  if (!rows.length) return Promise.resolve();
  return db.insertInto('refundDocuments').values(rows).execute();
}

/** Takes documents off a request; answers the ids of their files (to be deleted after). */
export async function removeDocuments(db: Executor, refundId: string, fileIds: string[]) {
  if (!fileIds.length) return [];
  const rows = await db.deleteFrom('refundDocuments').where('refundId', '=', refundId).where('fileId', 'in', fileIds).returning('fileId').execute();
  return rows.map((r) => r.fileId);
}

export async function countDocuments(db: Executor, refundId: string) {
  const row = await db.selectFrom('refundDocuments').select(sql<number>`count(*)::int`.as('n')).where('refundId', '=', refundId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function deleteRefund(db: Executor, id: string) {
  return db.deleteFrom('refunds').where('id', '=', id).execute();
}

export function deleteFiles(db: Executor, ids: string[]) {
  if (!ids.length) return Promise.resolve();
  return db.deleteFrom('files').where('id', 'in', ids).execute();
}
