import type { ApprovalRow } from '@pensia/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import * as declarations from '../declarations/declarations.repository.ts';
import { approvalRowOf, moneyOf } from '../corrections/correction.mapping.ts';
import * as repo from './reversals.repository.ts';
import { completeLocked, guard, mustFind } from './reversals.service.ts';

/** Four eyes (docs/decisions/0108): what the approvals module asks of a reversal. */


/** A reversal submitted for approval: what the approver sees of it (its rows as corrected). */
export interface ReversalSubmission {
  year: number;
  month: number;
  rows: ApprovalRow[];
  totalAmount: string;
  reference: string;
}

/** Locks a reversal for a decision on it: its declaration first, then the reversal, as every write does. */
async function lockBoth(trx: Transaction<Database>, organizationId: string, id: string) {
  const found = await mustFind(trx, organizationId, id);
  const declaration = await declarations.lockDeclaration(trx, organizationId, found.declarationId);
  const r = await repo.lockReversal(trx, organizationId, id);
  if (!declaration || !r) throw new AppError('REVERSAL_NOT_AVAILABLE');
  return { declaration, r };
}

/**
 * Submits a reversal that could be completed now (open, with rows, its declaration not being processed, not
 * already waiting): from now on it does not change until approved, sent back or withdrawn.
 */
export async function submitForApproval(trx: Transaction<Database>, organizationId: string, id: string, now: Date): Promise<ReversalSubmission> {
  const { declaration, r } = await lockBoth(trx, organizationId, id);
  guard(r, declaration, 'complete', {});
  const rows = await repo.allDetails(trx, r);
  await repo.bumpVersion(trx, r, now, { awaitingApproval: true });
  return {
    year: declaration.year,
    month: declaration.month,
    rows: rows.map(approvalRowOf),
    totalAmount: moneyOf(r.difference),
    reference: String(r.number),
  };
}

/** Completes a reversal on an approver's decision (the balance locked by the caller), as the approver's act. */
export async function completeApproved(trx: Transaction<Database>, organizationId: string, id: string, now: Date, by: string): Promise<void> {
  const { declaration, r } = await lockBoth(trx, organizationId, id);
  // what waits for approval may be completed; anything else refuses as it would directly
  guard({ ...r, awaitingApproval: false }, declaration, 'complete', {});
  await completeLocked(trx, r, declaration, now, by);
}

/** A reversal sent back or withdrawn can change again. */
export async function releaseFromApproval(trx: Transaction<Database>, organizationId: string, id: string, now: Date): Promise<void> {
  const found = await repo.findReversal(trx, organizationId, id);
  if (!found) return;
  await declarations.lockDeclaration(trx, organizationId, found.declarationId);
  const r = await repo.lockReversal(trx, organizationId, id);
  if (r?.awaitingApproval) await repo.bumpVersion(trx, r, now, { awaitingApproval: false });
}
