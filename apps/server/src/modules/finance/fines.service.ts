import {
  contributionDueDate,
  dateOfInstant,
  fineAmountFor,
  fineTransition,
  formatMoneyPlain,
  parseAmountText,
  type FineCandidate,
  type FinePayment,
  type FineStatus,
  type ImposeFineBody,
  type OperatorFine,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../../lib/idempotency.ts';
import { answerOnce } from '../../lib/unique-violation.ts';
import * as repo from './fines.repository.ts';
import { organizationByCode, type Executor } from './ledger.repository.ts';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.ts';
import { lockOrganizations, recordMovement, settlementOf } from './ledger.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

type Paging = { pageNumber: number; pageSize: number };
const page = (q: Paging) => ({ offset: (q.pageNumber - 1) * q.pageSize, limit: q.pageSize });
const amountOf = tetriFromDb;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Paid or payable for each fine of an organization, from its ledger (null: the fine asks nothing). */
export async function paymentTypesOf(db: Executor, organizationId: string): Promise<Map<string, 'paid' | 'payable'>> {
  const s = await settlementOf(db, organizationId);
  const out = new Map<string, 'paid' | 'payable'>();
  for (const o of s.obligations) if (o.sourceKind === 'fine') out.set(o.sourceId, o.settled ? 'paid' : 'payable');
  return out;
}

function toFinePayment(f: repo.FineWithOwner, paymentTypes: Map<string, 'paid' | 'payable'>): FinePayment {
  return {
    id: f.id,
    number: f.number,
    amount: formatMoneyPlain(amountOf(f.amount)),
    date: f.imposedOn,
    status: f.status,
    paymentType: paymentTypes.get(f.id) ?? null,
    reason: f.reason,
    declarationId: f.declarationId,
    declarationNumber: f.declarationNumber,
  };
}

function toOperatorFine(f: repo.FineWithOwner, paymentTypes: Map<string, 'paid' | 'payable'>): OperatorFine {
  return {
    ...toFinePayment(f, paymentTypes),
    organizationId: f.organizationId,
    organizationCode: f.organizationCode,
    organizationName: f.organizationName,
    statusReason: f.statusReason,
    statusChangedAt: f.statusChangedAt ? new Date(f.statusChangedAt).toISOString() : null,
  };
}

async function operatorView(db: Executor, id: string) {
  const f = await repo.findFine(db, id);
  if (!f) throw new AppError('RECORD_NOT_FOUND');
  return toOperatorFine(f, await paymentTypesOf(db, f.organizationId));
}

// ---------------------------------------------------------------------------------------------------------
// Employer

/** `get-fines-payment-list`: the caller's organization's fines, newest first; another organization's declaration id: 404. */
export async function finesPaymentList(deps: Deps, actor: Actor, q: Paging & { declarationId?: string; status?: FineStatus }) {
  const organizationId = actor.organizationId;
  if (!organizationId) throw new AppError('FORBIDDEN');
  if (q.declarationId) {
    const own = await deps.readDb.selectFrom('declarations').select('id').where('id', '=', q.declarationId).where('organizationId', '=', organizationId).executeTakeFirst();
    if (!own) throw new AppError('DECLARATION_NOT_AVAILABLE');
  }
  const { offset, limit } = page(q);
  const [{ rows, total }, types] = await Promise.all([
    repo.listFines(deps.readDb, { organizationId, declarationId: q.declarationId, status: q.status }, offset, limit),
    paymentTypesOf(deps.readDb, organizationId),
  ]);
  return { items: rows.map((f) => toFinePayment(f, types)), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** The fines of one declaration of the organization (penalty details). */
export async function finesOfDeclaration(db: Executor, organizationId: string, declarationId: string): Promise<FinePayment[]> {
  const [{ rows }, types] = await Promise.all([repo.listFines(db, { organizationId, declarationId }, 0, 1000), paymentTypesOf(db, organizationId)]);
  return rows.map((f) => toFinePayment(f, types)).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------------------
// Operator

/**
 * Imposes a fine on an organization, with its `fine_imposed` movement. A retry under the same Idempotency-Key
 * (the operator's own) answers the first answer and imposes nothing more (docs/decisions/0060).
 */
export async function imposeFine(deps: Deps, actor: Actor, body: ImposeFineBody, idempotencyKey?: string): Promise<OperatorFine> {
  const parsed = parseAmountText(body.amount);
  // the body schema refused anything else already
  if (!parsed.ok || parsed.tetri <= 0n) throw new AppError('VALIDATION_FAILED', { fields: { amount: parsed.ok ? 'amountPositive' : parsed.message } });
  const org = await organizationByCode(deps.db, body.organizationCode.trim());
  if (!org) throw new AppError('RECORD_NOT_FOUND');
  const now = deps.clock.now();
  const today = dateOfInstant(now);
  const hash = requestHash(['POST fines', JSON.stringify([body.organizationCode.trim(), body.declarationId ?? null, body.amount, body.reason.trim()])]);
  return withIdempotency(deps, { userId: actor.userId }, idempotencyKey, hash, (claim) => deps.db.transaction().execute(async (trx) => {
    await lockOrganizations(trx, [org.id]);
    if (body.declarationId) {
      const d = await repo.lockDeclarationOf(trx, org.id, body.declarationId);
      // another organization's declaration is not found, exactly like one that does not exist
      if (!d) throw new AppError('DECLARATION_NOT_AVAILABLE');
      if (await repo.fineInForceOf(trx, d.id)) throw new AppError('FINE_ALREADY_IMPOSED');
    }
    const fine = await repo.insertFine(trx, { organizationId: org.id, declarationId: body.declarationId ?? null, amount: formatMoneyPlain(parsed.tetri), imposedOn: today, reason: body.reason.trim(), imposedBy: actor.userId, now });
    await recordMovement(trx, { organizationId: org.id, kind: 'fine_imposed', amount: -parsed.tetri, valueDate: today, sourceKind: 'fine', sourceId: fine.id, reason: body.reason.trim(), createdBy: actor.userId });
    await emitWebhookEvent(trx, org.id, 'fine.imposed', { fineId: fine.id, declarationId: body.declarationId ?? null, amount: formatMoneyPlain(parsed.tetri), imposedOn: today, reason: body.reason.trim() });
    const answer = await operatorView(trx, fine.id);
    await completeIdempotent(trx, claim, answer, now);
    return answer;
  }));
}

/**
 * Changes the status of a fine and writes the movement the change makes (domain `fineTransition`): canceled
 * gives the amount back, appealed suspends the fine, valid (appeal rejected) puts it back in force.
 * A retry under the same Idempotency-Key (the operator's own) answers the first answer and writes nothing more.
 */
export async function changeFineStatus(deps: Deps, actor: Actor, id: string, body: { status: FineStatus; reason: string }, idempotencyKey?: string): Promise<OperatorFine> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const now = deps.clock.now();
  const owner = await repo.findFine(deps.db, id);
  if (!owner) throw new AppError('RECORD_NOT_FOUND');
  const hash = requestHash([`POST fines/${id}/status`, JSON.stringify([body.status, body.reason.trim()])]);
  return withIdempotency(deps, { userId: actor.userId }, idempotencyKey, hash, (claim) => deps.db.transaction().execute(async (trx) => {
    // the organization first, then the fine (docs/decisions/0048)
    await lockOrganizations(trx, [owner.organizationId]);
    const fine = await repo.lockFine(trx, id);
    if (!fine) throw new AppError('RECORD_NOT_FOUND');
    const t = fineTransition(fine.status, body.status);
    if (!t.allowed) throw new AppError('FINE_STATUS_NOT_ALLOWED');
    await repo.setFineStatus(trx, id, body.status, body.reason.trim(), now);
    if (t.movement) {
      const amount = amountOf(fine.amount);
      const credit = t.movement === 'fine_cancelled' || t.movement === 'fine_appealed';
      await recordMovement(trx, {
        organizationId: fine.organizationId,
        kind: t.movement,
        amount: credit ? amount : -amount,
        valueDate: dateOfInstant(now),
        sourceKind: 'fine',
        sourceId: fine.id,
        reason: body.reason.trim(),
        createdBy: actor.userId,
      });
    }
    const answer = await operatorView(trx, id);
    await completeIdempotent(trx, claim, answer, now);
    return answer;
  }).catch(answerOnce('FINE_STATUS_NOT_ALLOWED', 'ledger_movements_once_idx')));
}

export async function listFines(deps: Deps, q: Paging & { organizationCode?: string; status?: FineStatus }) {
  let organizationId: string | undefined;
  if (q.organizationCode) {
    const org = await organizationByCode(deps.readDb, q.organizationCode);
    if (!org) return { items: [], totalCount: 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
    organizationId = org.id;
  }
  const { offset, limit } = page(q);
  const { rows, total } = await repo.listFines(deps.readDb, { organizationId, status: q.status }, offset, limit);
  const types = new Map<string, Map<string, 'paid' | 'payable'>>();
  for (const r of rows) if (!types.has(r.organizationId)) types.set(r.organizationId, await paymentTypesOf(deps.readDb, r.organizationId));
  return { items: rows.map((f) => toOperatorFine(f, types.get(f.organizationId)!)), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** Declarations activated late without a fine, with the amount the rules give today. */
export async function fineCandidates(deps: Deps, q: Paging & { organizationCode?: string }) {
  let organizationId: string | undefined;
  if (q.organizationCode) {
    const org = await organizationByCode(deps.readDb, q.organizationCode);
    if (!org) return { items: [], totalCount: 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
    organizationId = org.id;
  }
  const { offset, limit } = page(q);
  const { rows, total } = await repo.fineCandidates(deps.readDb, organizationId, offset, limit);
  const today = dateOfInstant(deps.clock.now());
  const prior = new Map<string, string[]>();
  const items: FineCandidate[] = [];
  for (const r of rows) {
    if (!prior.has(r.organizationId)) prior.set(r.organizationId, await repo.finesInForceDates(deps.readDb, r.organizationId));
    const { amount, isRepeat } = fineAmountFor(prior.get(r.organizationId)!, today);
    const dueDate = contributionDueDate(r.year, r.month);
    items.push({ ...r, dueDate, activationDate: r.activatedOn, daysLate: daysBetween(dueDate, r.activatedOn), suggestedAmount: formatMoneyPlain(amount), isRepeat });
  }
  return { items, totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}
