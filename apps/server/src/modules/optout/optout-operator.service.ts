import {
  dateOfInstant,
  optOutIsOpen,
  periodOfInstant,
  type OperatorOptOutRequest,
  type OptOutDecisionBody,
  type OptOutStatus,
  type Tetri,
} from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { downloadFile } from '../files/files.service.ts';
import { lockOrganizations, recordMovement } from '../finance/ledger.service.ts';
import { PROCESSING_LOCK, PROCESSING_START_KEY } from '../processing/processing.service.ts';
import { organizationByCode } from '../finance/ledger.repository.ts';
import * as repo from './optout.repository.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { views, viewOf, type Paging } from './optout.service.ts';

/** Voluntary opt-out requests in the back office: the operator's list, decisions, the withdrawal and documents (docs/decisions/0027). */
// ── the back office ──────────────────────────────────────────────────────────────────────────────────────

export async function operatorList(deps: Deps, q: Paging & { status?: OptOutStatus; organizationCode?: string }) {
  let organizationId: string | undefined;
  if (q.organizationCode) {
    const org = await organizationByCode(deps.db, q.organizationCode);
    if (!org) return { items: [], totalCount: 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
    organizationId = org.id;
  }
  const order = q.status === 'new' ? 'oldest' : 'newest';
  const { rows, total } = await repo.listRequests(deps.db, { organizationId, status: q.status }, { offset: (q.pageNumber - 1) * q.pageSize, limit: q.pageSize, order });
  return { items: await views(deps, deps.db, rows), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/**
 * Satisfies a new request — in one transaction: every contribution of the person not given back yet is
 * marked given back (once: its key), the employee's and employer's shares summed into one "contribution
 * returned" movement to each organization that paid them, and the person withdrawn from the month of the
 * decision on — or rejects it with a reason. The request's row is locked: of two decisions at once, the
 * second finds it decided.
 */
export async function decide(deps: Deps, actor: Actor, id: string, body: OptOutDecisionBody): Promise<OperatorOptOutRequest> {
  const now = deps.clock.now();
  const reason = body.reason?.trim() || null;
  await deps.db.transaction().execute(async (trx) => {
    const request = await repo.lockRequest(trx, id);
    if (!request) throw new AppError('RECORD_NOT_FOUND');
    if (!optOutIsOpen(request.status)) throw new AppError('OPTOUT_ALREADY_DECIDED');
    if (body.decision === 'reject') {
      await repo.decideRequest(trx, id, { status: 'rejected', reason, decidedBy: actor.userId, now });
      return;
    }
    // the processing's lock (0022, 0036): no run starts while this decision is taken, and a run that holds a
    // declaration with a row of this person refuses it — the run sees the person either before or after
    await repo.lockProcessing(trx, PROCESSING_LOCK, PROCESSING_START_KEY);
    const held = await repo.processingHolding(trx, request.personalNumber);
    if (held) throw new AppError('OPTOUT_PROCESSING_RUNNING', { params: { period: `${String(held.month).padStart(2, '0')}.${held.year}` } });
    await giveBackAndWithdraw(trx, { id, number: request.number, personalNumber: request.personalNumber }, { now, userId: actor.userId, reason });
    await repo.decideRequest(trx, id, { status: 'satisfied', reason, decidedBy: actor.userId, now });
  });
  return viewOf(deps, id);
}

/**
 * What satisfying a request does, in the caller's transaction: every contribution of the person not given back
 * yet is marked given back (once: its key), the employee's and employer's shares summed into one "contribution
 * returned" movement to each organization that paid them, and the person withdrawn from the month of `now` on.
 * The demo data satisfies its request through this too.
 */
export async function giveBackAndWithdraw(
  trx: Transaction<Database>,
  request: { id: string; number: string; personalNumber: string },
  by: { now: Date; userId: string | null; reason: string | null },
) {
  const contributions = await repo.contributionsToReturn(trx, request.personalNumber);
  if (contributions.length) {
    await repo.insertReturnedContributions(trx, request.id, contributions);
  }
  const byOrganization = new Map<string, Tetri>();
  for (const c of contributions) {
    if (c.source === 'state') continue;
    byOrganization.set(c.organizationId, (byOrganization.get(c.organizationId) ?? 0n) + tetriFromDb(c.amount));
  }
  const valueDate = dateOfInstant(by.now);
  await lockOrganizations(trx, byOrganization.keys());
  for (const [organizationId, amount] of byOrganization) {
    if (amount <= 0n) continue;
    await recordMovement(trx, { organizationId, kind: 'contribution_returned', amount, valueDate, sourceKind: 'optout', sourceId: request.id, ...(by.reason ? { reason: by.reason } : { systemReason: { code: 'OPTOUT', params: { number: request.number } } }), createdBy: by.userId });
  }
  const period = periodOfInstant(by.now);
  await repo.insertWithdrawal(trx, { personalNumber: request.personalNumber, optoutRequestId: request.id, year: period.year, month: period.month, withdrawnAt: by.now });
}

export async function operatorDocument(deps: Deps, reply: FastifyReply, id: string, documentId: string) {
  const fileId = await repo.documentFile(deps.db, id, documentId);
  if (!fileId) throw new AppError('RECORD_NOT_FOUND');
  return downloadFile(deps, reply, fileId);
}
