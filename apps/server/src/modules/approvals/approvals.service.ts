import {
  approvalChanges,
  declarationActionRefusal,
  formatMoneyPlain,
  roleCan,
  type Approval,
  type ApprovalDetail,
  type ApprovalListQuery,
  type ApprovalRow,
  type ApprovalSetting,
  type SubmitForApprovalBody,
} from '@pensia/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { lockOrganizations } from '../finance/ledger.service.ts';
import { organizationOf } from '../declarations/declaration-access.ts';
import { activateLocked, checkedForActivation } from '../declarations/declaration-lifecycle.ts';
import { emitApprovalEvent } from '../webhooks/webhook-outbox.ts';
import * as declarations from '../declarations/declarations.repository.ts';
import type { DeclarationRow } from '../declarations/declarations.repository.ts';
import { releaseToAgency } from '../refunds/refunds.service.ts';
import * as reversals from '../reversals/reversal-approval.ts';
import * as annual from '../annual/annual.service.ts';
import * as refunds from '../refunds/refunds.repository.ts';
import * as repo from './approvals.repository.ts';

/**
 * Four eyes (docs/decisions/0105): a declaration prepared by one user of an organization is submitted, and
 * activated only by another user who may approve; sent back with a comment, it is editable again. While a
 * submission is pending its declaration can't change (`declarations.awaiting_approval`), so what the approver
 * saw is what takes effect. A refund request of an organization that requires approval is submitted when it is
 * asked for or changed (refunds.service.ts), and reaches the agency once approved. A reversal is completed,
 * an annual declaration closed, the same way as a declaration is activated (docs/decisions/0108).
 */

function toApproval(r: repo.RequestRow, actor: Actor): Approval {
  return {
    id: r.id,
    kind: r.kind,
    subjectId: r.subjectId,
    status: r.status,
    summary: { year: r.year, month: r.month, rowCount: r.rowCount, totalAmount: formatMoneyPlain(tetriFromDb(r.totalAmount)), reference: r.reference },
    preparedBy: { id: r.preparedBy, name: r.preparedByName },
    submittedAt: new Date(r.submittedAt).toISOString(),
    decidedBy: r.decidedBy ? { id: r.decidedBy, name: r.decidedByName } : null,
    decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
    comment: r.comment,
    canDecide: r.status === 'pending' && mayDecide(actor, r.preparedBy),
  };
}

/** An organization's user who may approve, and did not prepare it: operators and keys never decide. */
function mayDecide(actor: Actor, preparedBy: string): boolean {
  return actor.audience === 'user' && !!actor.orgRole && roleCan(actor.orgRole, 'approve') && actor.userId !== preparedBy;
}

export async function listApprovals(deps: Deps, actor: Actor, q: ApprovalListQuery) {
  const { rows, total } = await repo.listRequests(deps.readDb, organizationOf(actor), q);
  return { items: rows.map((r) => toApproval(r, actor)), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function getApproval(deps: Deps, actor: Actor, id: string): Promise<ApprovalDetail> {
  const organizationId = organizationOf(actor);
  const [row, rows] = await Promise.all([repo.findRequest(deps.readDb, organizationId, id), repo.rowsWithPrevious(deps.readDb, organizationId, id)]);
  if (!row || !rows) throw new AppError('RECORD_NOT_FOUND');
  return { ...toApproval(row, actor), changes: rows.previous ? approvalChanges(rows.previous, rows.rows) : null };
}

/** The rows of a declaration as the approver compares them: by personal number, with name and amounts. */
function snapshotOf(details: Awaited<ReturnType<typeof checkedForActivation>>): ApprovalRow[] {
  return details.map((d) => ({
    personalNumber: d.personalNumber,
    name: `${d.firstName} ${d.lastName}`,
    salary: formatMoneyPlain(tetriFromDb(d.grossSalary)),
    contribution: formatMoneyPlain(tetriFromDb(d.employeeContribution) + tetriFromDb(d.organizationContribution)),
  }));
}

/**
 * Submits a declaration whose rows would activate, a reversal that could be completed, an annual declaration
 * that could be closed, or a refund request sent back: locked until decided or withdrawn.
 */
export async function submitForApproval(deps: Deps, actor: Actor, body: SubmitForApprovalBody): Promise<Approval> {
  const organizationId = organizationOf(actor);
  const now = deps.clock.now();
  const id = await deps.db.transaction().execute((trx) => {
    switch (body.kind) {
      case 'refund':
        return submitRefundAgain(trx, actor, organizationId, body.subjectId, now);
      case 'reversal':
      case 'annual':
        return submitCorrection(trx, actor, organizationId, body.kind, body.subjectId, now);
      default:
        return submitDeclaration(deps, trx, actor, organizationId, body.subjectId, now);
    }
  });
  return answer(deps, actor, organizationId, id);
}

/** A reversal or an annual declaration, checked as for completing or closing it, and locked while its submission is pending. */
async function submitCorrection(trx: Transaction<Database>, actor: Actor, organizationId: string, kind: 'reversal' | 'annual', subjectId: string, now: Date) {
  const s = kind === 'reversal' ? await reversals.submitForApproval(trx, organizationId, subjectId, now) : await annual.submitForApproval(trx, organizationId, subjectId, now);
  const created = await repo.insertRequest(trx, { organizationId, kind, subjectId, ...s, preparedBy: actor.userId, now });
  return created.id;
}

async function submitDeclaration(deps: Deps, trx: Transaction<Database>, actor: Actor, organizationId: string, declarationId: string, now: Date) {
  const row = await declarations.lockDeclaration(trx, organizationId, declarationId);
  if (!row) throw new AppError('DECLARATION_NOT_AVAILABLE');
  if (row.awaitingApproval) throw new AppError('AWAITING_APPROVAL');
  refuseAction(row);
  const rows = snapshotOf(await checkedForActivation(deps, trx, row));
  const created = await repo.insertRequest(trx, {
    organizationId, kind: 'declaration', subjectId: row.id, year: row.year, month: row.month, rows,
    totalAmount: formatMoneyPlain(tetriFromDb(row.totalAmount)), reference: String(row.number), preparedBy: actor.userId, now,
  });
  await declarations.bumpVersion(trx, row, now, { awaitingApproval: true });
  return created.id;
}

/** A refund request sent back or withdrawn, submitted again as it is (a change of it submits it by itself). */
async function submitRefundAgain(trx: Transaction<Database>, actor: Actor, organizationId: string, refundId: string, now: Date) {
  const refund = await refunds.lockRefund(trx, refundId, organizationId);
  if (!refund) throw new AppError('RECORD_NOT_FOUND');
  if (!refund.awaitingApproval) throw new AppError('APPROVAL_NOT_PENDING');
  if (await repo.hasPending(trx, organizationId, refundId)) throw new AppError('AWAITING_APPROVAL');
  return repo.submitRefund(trx, { organizationId, refundId, preparedBy: actor.userId, now });
}

/**
 * Approves a pending submission of another user: the declaration is activated, the refund request goes to the
 * agency, the reversal is completed, the annual declaration closed — each as its direct path does it.
 */
export async function approve(deps: Deps, actor: Actor, id: string): Promise<Approval> {
  const organizationId = organizationOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    // activation writes the contributions due, a refund request is checked against the balance: its lock first (0048)
    await lockOrganizations(trx, [organizationId]);
    const request = await pendingToDecide(trx, actor, organizationId, id);
    const now = deps.clock.now();
    if (request.kind === 'refund') {
      await releaseToAgency(trx, organizationId, request.subjectId, now);
    } else if (request.kind === 'reversal') {
      await reversals.completeApproved(trx, organizationId, request.subjectId, now, actor.userId);
    } else if (request.kind === 'annual') {
      await annual.closeApproved(trx, organizationId, request.subjectId, now, actor.userId);
    } else {
      const row = await declarations.lockDeclaration(trx, organizationId, request.subjectId);
      if (!row) throw new AppError('DECLARATION_NOT_AVAILABLE');
      refuseAction(row);
      await activateLocked(deps, trx, row, now, actor.userId);
    }
    await repo.decide(trx, organizationId, id, { status: 'approved', by: actor.userId, now });
    await emitApprovalEvent(trx, organizationId, 'approval.given', { approvalId: id, kind: request.kind, subjectId: request.subjectId, approvedBy: actor.userId });
  });
  return answer(deps, actor, organizationId, id);
}

/** Sends a pending submission back to its preparer, with the approver's comment: its declaration is editable again. */
export async function sendBack(deps: Deps, actor: Actor, id: string, comment: string): Promise<Approval> {
  const organizationId = organizationOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    const request = await pendingToDecide(trx, actor, organizationId, id);
    await release(trx, deps.clock.now(), organizationId, request);
    await repo.decide(trx, organizationId, id, { status: 'sentBack', by: actor.userId, now: deps.clock.now(), comment });
  });
  return answer(deps, actor, organizationId, id);
}

/** Withdraws a pending submission: by its preparer or an administrator. */
export async function withdraw(deps: Deps, actor: Actor, id: string): Promise<Approval> {
  const organizationId = organizationOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    const request = await repo.lockRequest(trx, organizationId, id);
    if (!request) throw new AppError('RECORD_NOT_FOUND');
    if (request.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
    if (request.preparedBy !== actor.userId && actor.orgRole !== 'administrator') throw new AppError('ROLE_FORBIDDEN');
    await release(trx, deps.clock.now(), organizationId, request);
    await repo.decide(trx, organizationId, id, { status: 'withdrawn', by: actor.userId, now: deps.clock.now() });
  });
  return answer(deps, actor, organizationId, id);
}

/**
 * Requires (or no longer requires) approval. Required only when every active user who prepares has another
 * active user who can approve: otherwise a preparer's submission could never be decided.
 */
export async function setRequirement(deps: Deps, actor: Actor, body: ApprovalSetting): Promise<ApprovalSetting> {
  const organizationId = organizationOf(actor);
  return deps.db.transaction().execute(async (trx) => {
    // the organization's row, locked: a role changed at the same moment waits for this check
    await trx.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate().executeTakeFirstOrThrow();
    if (body.requiresApproval) {
      const users = await repo.activeRoles(trx, organizationId);
      const approvers = users.filter((u) => u.orgRole && roleCan(u.orgRole, 'approve'));
      const preparers = users.filter((u) => u.orgRole && roleCan(u.orgRole, 'prepare'));
      if (!preparers.every((p) => approvers.some((a) => a.id !== p.id))) throw new AppError('APPROVAL_NEEDS_TWO_USERS');
    }
    await trx.updateTable('organizations').set({ requiresApproval: body.requiresApproval, updatedAt: deps.clock.now() }).where('id', '=', organizationId).execute();
    return { requiresApproval: body.requiresApproval };
  });
}

async function pendingToDecide(trx: Transaction<Database>, actor: Actor, organizationId: string, id: string) {
  const request = await repo.lockRequest(trx, organizationId, id);
  if (!request) throw new AppError('RECORD_NOT_FOUND');
  if (request.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
  if (actor.userId === request.preparedBy) throw new AppError('APPROVAL_OWN_SUBMISSION');
  if (!mayDecide(actor, request.preparedBy)) throw new AppError('ROLE_FORBIDDEN');
  return request;
}

/** A declaration being processed, or no longer a draft or saved one, can be neither submitted nor activated. */
function refuseAction(row: DeclarationRow) {
  const refusal = declarationActionRefusal(row.status, row.isProcessing, 'activate');
  if (refusal === 'processing') throw new AppError('DECLARATION_PROCESSING');
  if (refusal === 'wrongState') throw new AppError('DECLARATION_ALREADY_PROCESSED');
}

/**
 * A declaration, reversal or annual declaration sent back or withdrawn can change again; a refund request stays
 * with its organization until submitted again.
 */
async function release(trx: Transaction<Database>, now: Date, organizationId: string, request: { kind: string; subjectId: string }) {
  if (request.kind === 'reversal') return reversals.releaseFromApproval(trx, organizationId, request.subjectId, now);
  if (request.kind === 'annual') return annual.releaseFromApproval(trx, organizationId, request.subjectId, now);
  if (request.kind !== 'declaration') return;
  const row = await declarations.lockDeclaration(trx, organizationId, request.subjectId);
  if (row) await declarations.bumpVersion(trx, row, now, { awaitingApproval: false });
}

async function answer(deps: Deps, actor: Actor, organizationId: string, id: string): Promise<Approval> {
  const row = await repo.findRequest(deps.db, organizationId, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toApproval(row, actor);
}
