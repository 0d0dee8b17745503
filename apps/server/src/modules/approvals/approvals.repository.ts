import { periodOfInstant, type ApprovalKind, type ApprovalListQuery, type ApprovalRow, type ApprovalStatus } from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import '../refunds/refunds.table.ts';
import './approvals.table.ts';
import { emitApprovalEvent } from '../webhooks/webhook-outbox.ts';

type Executor = Db | Transaction<Database>;

/** Queries of approval requests; every one is reached through the caller's organization id. */

const PERSON = (alias: 'p' | 'd') => sql<string>`coalesce(nullif(trim(concat_ws(' ', ${sql.ref(`${alias}.firstName`)}, ${sql.ref(`${alias}.lastName`)})), ''), ${sql.ref(`${alias}.username`)})`;

function selectRequests(db: Executor, organizationId: string) {
  return db
    .selectFrom('approvalRequests as a')
    .innerJoin('users as p', 'p.id', 'a.preparedBy')
    .leftJoin('users as d', 'd.id', 'a.decidedBy')
    .select([
      'a.id', 'a.kind', 'a.subjectId', 'a.status', 'a.year', 'a.month', 'a.rowCount', 'a.totalAmount', 'a.reference', 'a.preparedBy', 'a.submittedAt',
      'a.decidedBy', 'a.decidedAt', 'a.comment', PERSON('p').as('preparedByName'), PERSON('d').as('decidedByName'),
    ])
    .where('a.organizationId', '=', organizationId);
}

export type RequestRow = Awaited<ReturnType<typeof findRequest>> & object;

export function findRequest(db: Executor, organizationId: string, id: string) {
  return selectRequests(db, organizationId).where('a.id', '=', id).executeTakeFirst();
}

export async function listRequests(db: Executor, organizationId: string, q: ApprovalListQuery) {
  let list = selectRequests(db, organizationId);
  let count = db.selectFrom('approvalRequests as a').where('a.organizationId', '=', organizationId);
  if (q.status) {
    list = list.where('a.status', '=', q.status);
    count = count.where('a.status', '=', q.status);
  }
  if (q.kind) {
    list = list.where('a.kind', '=', q.kind);
    count = count.where('a.kind', '=', q.kind);
  }
  if (q.subjectId) {
    list = list.where('a.subjectId', '=', q.subjectId);
    count = count.where('a.subjectId', '=', q.subjectId);
  }
  const [rows, total] = await Promise.all([
    list.orderBy('a.submittedAt', 'desc').orderBy('a.id', 'desc').offset((q.pageNumber - 1) * q.pageSize).limit(q.pageSize).execute(),
    count.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The request's status, locked for a decision (another decision on it waits, then sees the new status). */
export function lockRequest(trx: Transaction<Database>, organizationId: string, id: string) {
  return trx
    .selectFrom('approvalRequests')
    .select(['id', 'kind', 'subjectId', 'status', 'preparedBy'])
    .where('organizationId', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** A new pending submission, and its `approval.requested` event to the organization's webhooks in the same transaction. */
export async function insertRequest(
  trx: Transaction<Database>,
  r: { organizationId: string; kind: ApprovalKind; subjectId: string; year: number; month: number; rows: ApprovalRow[]; totalAmount: string; reference: string | null; preparedBy: string; now: Date },
) {
  const created = await trx
    .insertInto('approvalRequests')
    .values({
      organizationId: r.organizationId, kind: r.kind, subjectId: r.subjectId, status: 'pending', year: r.year, month: r.month,
      rowCount: r.rows.length, totalAmount: r.totalAmount, reference: r.reference, rows: JSON.stringify(r.rows), preparedBy: r.preparedBy, submittedAt: r.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await emitApprovalEvent(trx, r.organizationId, 'approval.requested', {
    approvalId: created.id, kind: r.kind, subjectId: r.subjectId, reference: r.reference, year: r.year, month: r.month, totalAmount: r.totalAmount, preparedBy: r.preparedBy,
  });
  return created;
}

export async function hasPending(db: Executor, organizationId: string, subjectId: string): Promise<boolean> {
  const row = await db.selectFrom('approvalRequests').select('id').where('organizationId', '=', organizationId).where('subjectId', '=', subjectId).where('status', '=', 'pending').executeTakeFirst();
  return row !== undefined;
}

/**
 * Submits a refund request (locked by the caller) for approval: its amount and number as the approver sees them,
 * in the month it was asked for (Tbilisi). Answers the new request's id.
 */
export async function submitRefund(trx: Transaction<Database>, r: { organizationId: string; refundId: string; preparedBy: string; now: Date }): Promise<string> {
  const refund = await trx
    .selectFrom('refunds')
    .select(['number', 'createdAt', sql<string>`amount::text`.as('amount')])
    .where('id', '=', r.refundId)
    .where('organizationId', '=', r.organizationId)
    .executeTakeFirstOrThrow();
  const { year, month } = periodOfInstant(new Date(refund.createdAt));
  const created = await insertRequest(trx, {
    organizationId: r.organizationId, kind: 'refund', subjectId: r.refundId, year, month, rows: [],
    totalAmount: refund.amount, reference: refund.number, preparedBy: r.preparedBy, now: r.now,
  });
  return created.id;
}

export function decide(trx: Transaction<Database>, organizationId: string, id: string, d: { status: Exclude<ApprovalStatus, 'pending'>; by: string; now: Date; comment?: string }) {
  return trx
    .updateTable('approvalRequests')
    .set({ status: d.status, decidedBy: d.by, decidedAt: d.now, comment: d.comment ?? null })
    .where('organizationId', '=', organizationId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The rows of a request, and of the one of the same subject sent back just before it (what changed since). */
export async function rowsWithPrevious(db: Executor, organizationId: string, id: string) {
  const current = await db.selectFrom('approvalRequests').select(['id', 'subjectId', 'submittedAt', 'rows']).where('organizationId', '=', organizationId).where('id', '=', id).executeTakeFirst();
  if (!current) return undefined;
  const previous = await db
    .selectFrom('approvalRequests')
    .select('rows')
    .where('organizationId', '=', organizationId)
    .where('subjectId', '=', current.subjectId)
    .where('status', '=', 'sentBack')
    .where('id', '!=', current.id)
    // sent back before this one was submitted (the same instant counts: the clock of one request)
    .where('decidedAt', '<=', current.submittedAt)
    .orderBy('decidedAt', 'desc')
    .orderBy('submittedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { rows: current.rows, previous: previous?.rows };
}

/** The organization's active users and their roles (whether approval can be required). */
export function activeRoles(trx: Transaction<Database>, organizationId: string) {
  return trx.selectFrom('users').select(['id', 'orgRole']).where('organizationId', '=', organizationId).where('disabledAt', 'is', null).execute();
}
