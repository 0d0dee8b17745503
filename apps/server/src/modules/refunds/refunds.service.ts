import {
  REFUND_DOC_TYPE_NAMES,
  REFUND_DOC_TYPES,
  REFUND_STATUS_NAMES,
  REFUND_STATUSES,
  RefundFieldsSchema,
  RefundUpdateFieldsSchema,
  dateOfInstant,
  formatMoneyPlain,
  normalizeIban,
  parseAmountText,
  parseDocumentTypes,
  refundAmountRefusal,
  refundIsOpen,
  vmsg,
  type NamedCode,
  type OperatorRefund,
  type Refund,
  type RefundDecisionBody,
  type RefundStatus,
  type Tetri,
} from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { answerOnce } from '../../lib/unique-violation.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../../lib/idempotency.ts';
import { acceptUpload, downloadFile, storeUpload, type AcceptedUpload, type MultipartForm } from '../files/files.service.ts';
import { organizationByCode } from '../finance/ledger.repository.ts';
import { balanceOf, lockOrganizations, recordRefundPaid } from '../finance/ledger.service.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hasPending, submitRefund } from '../approvals/approvals.repository.ts';
import * as repo from './refunds.repository.ts';

/**
 * Refund requests (docs/decisions/0018). The employer's calls answer for its organization only: another
 * organization's request, account or document is "not found", like one that does not exist. The writes of one
 * organization's requests lock its row, so that two requests at the same moment are checked one after the
 * other against the balance less the refunds pending.
 */

type Paging = { pageNumber: number; pageSize: number };
const tetriOf = tetriFromDb;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

/** Field messages of a refused form: the first message of each field. */
function refuseFields(issues: readonly { path: PropertyKey[]; message: string }[]): never {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', { fields });
}

/** A request as the back office reads it, but for whether it needs two operators (which depends on the configuration). */
type RefundView = Omit<OperatorRefund, 'needsSecondApproval'>;

async function views(db: repo.Executor, rows: repo.RefundRow[]): Promise<RefundView[]> {
  const docs = await repo.documentsOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    date: iso(r.createdAt)!,
    amount: formatMoneyPlain(tetriOf(r.amount)),
    accountId: r.bankAccountId,
    accountNumber: r.iban,
    bankCode: r.iban.slice(4, 6),
    bankDetails: r.bankDetails,
    status: r.status,
    decisionReason: r.decisionReason,
    decidedAt: iso(r.decidedAt),
    paidOn: r.paidOn,
    awaitingApproval: r.awaitingApproval,
    updatedAt: iso(r.updatedAt)!,
    documents: docs
      .filter((d) => d.refundId === r.id)
      .map((d) => ({ id: d.fileId, docType: d.docType, name: d.name, contentType: d.contentType, size: Number(d.sizeBytes), createdAt: iso(d.createdAt)! })),
    organizationId: r.organizationId,
    organizationCode: r.organizationCode,
    organizationName: r.organizationName,
    firstApproval: r.firstApprovedBy ? { operatorId: r.firstApprovedBy, operatorName: r.firstApprovedByName ?? '', at: iso(r.firstApprovedAt)! } : null,
  }));
}

/** The back office's view: whether the request needs a second operator's approval (its amount above the configured one). */
function operatorView(deps: Deps, r: RefundView): OperatorRefund {
  return { ...r, needsSecondApproval: tetriOf(r.amount) > deps.config.refundSecondApprovalAbove };
}

async function viewOf(db: repo.Executor, id: string): Promise<RefundView> {
  const row = await repo.findRefund(db, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return (await views(db, [row]))[0]!;
}

/** The employer's view: the same without whose it is and the back office's approvals. */
function employerView(r: RefundView): Refund {
  const { organizationId: _o, organizationCode: _c, organizationName: _n, firstApproval: _f, ...rest } = r;
  return rest;
}

// ── the employer ─────────────────────────────────────────────────────────────────────────────────────────

export async function filter(deps: Deps, actor: Actor, q: Paging & { accountNumber?: string; status?: RefundStatus }) {
  const organizationId = organizationOf(actor);
  const iban = q.accountNumber ? normalizeIban(q.accountNumber) : undefined;
  const { rows, total } = await repo.listRefunds(deps.db, { organizationId, status: q.status, iban }, { offset: (q.pageNumber - 1) * q.pageSize, limit: q.pageSize, order: 'newest' });
  return { items: (await views(deps.db, rows)).map(employerView), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export function accountNumbers(deps: Deps, actor: Actor) {
  return repo.accountNumbersOf(deps.db, organizationOf(actor));
}

export function statuses(): NamedCode[] {
  return REFUND_STATUSES.map((code) => ({ code, ...REFUND_STATUS_NAMES[code] }));
}

export function docTypes(): NamedCode[] {
  return REFUND_DOC_TYPES.map((code) => ({ code, ...REFUND_DOC_TYPE_NAMES[code] }));
}

export async function byId(deps: Deps, actor: Actor, id: string): Promise<Refund> {
  const row = await repo.findRefund(deps.db, id, organizationOf(actor));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return employerView((await views(deps.db, [row]))[0]!);
}

/** The checked fields of a form, its documents accepted (size, type by content) and typed. */
function readForm<S extends typeof RefundFieldsSchema | typeof RefundUpdateFieldsSchema>(schema: S, form: MultipartForm, requireDocuments: boolean) {
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) refuseFields(parsed.error.issues);
  const fields = parsed.data as z.output<S>;
  if (requireDocuments && !form.files.length) throw new AppError('VALIDATION_FAILED', { fields: { documents: vmsg('refundDocumentRequired') } });
  const types = parseDocumentTypes(fields.documentTypes, form.files.length);
  if (!types) throw new AppError('VALIDATION_FAILED', { fields: { documentTypes: vmsg('refundDocumentType') } });
  const uploads: AcceptedUpload[] = form.files.map((f) => acceptUpload(f));
  const amount = parseAmountText(fields.amount);
  // the schema refused anything else already
  if (!amount.ok) throw new AppError('VALIDATION_FAILED', { fields: { amount: amount.message } });
  return { fields, amount: amount.tetri, uploads, types };
}

/** The amount against the balance less the refunds pending (the organization's row is locked). */
async function checkAmount(trx: repo.Executor, organizationId: string, amount: Tetri, except?: string) {
  const [{ total }, pending] = await Promise.all([balanceOf(trx, organizationId), repo.pendingTotal(trx, organizationId, except)]);
  const refusal = refundAmountRefusal(amount, total, tetriOf(pending));
  if (refusal === 'refundAboveBalance') throw new AppError('REFUND_ABOVE_BALANCE', { fields: { amount: vmsg('refundAboveBalance') } });
  if (refusal) throw new AppError('VALIDATION_FAILED', { fields: { amount: vmsg(refusal) } });
}

async function ownAccount(db: repo.Executor, organizationId: string, iban: string) {
  const account = await db.selectFrom('bankAccounts').select(['id', 'iban']).where('organizationId', '=', organizationId).where('iban', '=', iban).executeTakeFirst();
  // an account of another organization is not found, exactly like one that is nobody's
  if (!account) throw new AppError('RECORD_NOT_FOUND');
  return account;
}

/**
 * Four eyes (docs/decisions/0105): in an organization that requires approval, a request asked for or changed
 * waits for an approver before the agency sees it; `stillWaiting`: one sent back or withdrawn waits again.
 */
async function submitWhereRequired(trx: Transaction<Database>, actor: Actor, organizationId: string, refundId: string, now: Date, stillWaiting = false) {
  const org = await trx.selectFrom('organizations').select('requiresApproval').where('id', '=', organizationId).executeTakeFirstOrThrow();
  if (!org.requiresApproval && !stillWaiting) return;
  await trx.updateTable('refunds').set({ awaitingApproval: true }).where('id', '=', refundId).execute();
  await submitRefund(trx, { organizationId, refundId, preparedBy: actor.userId, now });
}

/** A request waiting for an approver's decision does not change: its submission is withdrawn first. */
async function refuseWhilePending(trx: Transaction<Database>, organizationId: string, refundId: string) {
  if (await hasPending(trx, organizationId, refundId)) throw new AppError('AWAITING_APPROVAL');
}

/**
 * An approved request reaches the agency: checked again against the balance less the other requests, as when
 * it was asked for. The caller holds the organization's lock.
 */
export async function releaseToAgency(trx: Transaction<Database>, organizationId: string, refundId: string, now: Date) {
  const refund = await repo.lockRefund(trx, refundId, organizationId);
  if (!refund) throw new AppError('RECORD_NOT_FOUND');
  if (!refundIsOpen(refund.status)) throw new AppError('REFUND_ALREADY_DECIDED');
  await checkAmount(trx, organizationId, tetriOf(refund.amount), refund.id);
  await trx.updateTable('refunds').set({ awaitingApproval: false, updatedAt: now }).where('id', '=', refundId).execute();
}

/** What a refund request's form says, for its Idempotency-Key: every field and every file, in a fixed order. */
const formHash = (what: string, form: MultipartForm) =>
  requestHash([what, JSON.stringify(Object.entries(form.fields).sort(([a], [b]) => (a < b ? -1 : 1))), ...form.files.flatMap((f) => [f.fieldName, f.fileName, f.bytes])]);

/**
 * `POST organization/refund`: a new request with its documents. A retry under the same Idempotency-Key answers
 * the first request's answer and files nothing more (docs/decisions/0060).
 */
export async function create(deps: Deps, actor: Actor, form: MultipartForm, idempotencyKey?: string): Promise<Refund> {
  const organizationId = organizationOf(actor);
  const { fields, amount, uploads, types } = readForm(RefundFieldsSchema, form, true);
  const now = deps.clock.now();
  return withIdempotency(deps, { organizationId }, idempotencyKey, formHash('POST organization/refund', form), (claim) => deps.db.transaction().execute(async (trx) => {
    await lockOrganizations(trx, [organizationId]);
    const account = await ownAccount(trx, organizationId, fields.accountNumber);
    await checkAmount(trx, organizationId, amount);
    const { id } = await repo.insertRefund(trx, { organizationId, amount: formatMoneyPlain(amount), bankAccountId: account.id, iban: account.iban, bankDetails: fields.bankDetails, createdBy: actor.userId, now });
    const docs = [];
    for (const [i, upload] of uploads.entries()) docs.push({ refundId: id, fileId: (await storeUpload(deps, trx, upload, actor.userId)).id, docType: types[i]! });
    await repo.insertDocuments(trx, docs);
    await submitWhereRequired(trx, actor, organizationId, id, now);
    const answer = employerView(await viewOf(trx, id));
    await completeIdempotent(trx, claim, answer, now);
    return answer;
  }));
}

function idList(value: string | undefined): string[] {
  const ids = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!ids.every(isUuid)) throw new AppError('VALIDATION_FAILED', { fields: { removeDocumentIds: vmsg('invalidType') } });
  return [...new Set(ids)];
}

/** `POST organization/refund-update`: changes a new request; documents may be added and taken off, one at least stays. */
export async function update(deps: Deps, actor: Actor, form: MultipartForm): Promise<Refund> {
  const organizationId = organizationOf(actor);
  const { fields, amount, uploads, types } = readForm(RefundUpdateFieldsSchema, form, false);
  const remove = idList(fields.removeDocumentIds);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganizations(trx, [organizationId]);
    const refund = await repo.lockRefund(trx, fields.id, organizationId);
    if (!refund) throw new AppError('RECORD_NOT_FOUND');
    if (!refundIsOpen(refund.status)) throw new AppError('REFUND_ALREADY_DECIDED');
    await refuseWhilePending(trx, organizationId, refund.id);
    const account = await ownAccount(trx, organizationId, fields.accountNumber);
    await checkAmount(trx, organizationId, amount, refund.id);
    const removed = await repo.removeDocuments(trx, refund.id, remove);
    if (removed.length !== remove.length) throw new AppError('RECORD_NOT_FOUND');
    if ((await repo.countDocuments(trx, refund.id)) + uploads.length === 0) {
      throw new AppError('VALIDATION_FAILED', { fields: { documents: vmsg('refundDocumentRequired') } });
    }
    await repo.deleteFiles(trx, removed);
    await repo.updateRefund(trx, refund.id, { amount: formatMoneyPlain(amount), bankAccountId: account.id, iban: account.iban, bankDetails: fields.bankDetails, now });
    const docs = [];
    for (const [i, upload] of uploads.entries()) docs.push({ refundId: refund.id, fileId: (await storeUpload(deps, trx, upload, actor.userId)).id, docType: types[i]! });
    await repo.insertDocuments(trx, docs);
    // changed where approval is required (or after it was sent back), it waits for an approver again
    await submitWhereRequired(trx, actor, organizationId, refund.id, now, refund.awaitingApproval);
  });
  return employerView(await viewOf(deps.db, fields.id));
}

/** `DELETE organization/refund`: a new request goes, with its documents. */
export async function remove(deps: Deps, actor: Actor, id: string): Promise<{ id: string }> {
  const organizationId = organizationOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganizations(trx, [organizationId]);
    const refund = await repo.lockRefund(trx, id, organizationId);
    if (!refund) throw new AppError('RECORD_NOT_FOUND');
    if (!refundIsOpen(refund.status)) throw new AppError('REFUND_ALREADY_DECIDED');
    await refuseWhilePending(trx, organizationId, id);
    const files = (await repo.documentsOf(trx, [id])).map((d) => d.fileId);
    await repo.deleteRefund(trx, id);
    await repo.deleteFiles(trx, files);
  });
  return { id };
}

/** `POST organization/download-refund-doc`: a document of one of the organization's requests. */
export async function downloadDocument(deps: Deps, actor: Actor, reply: FastifyReply, body: { refundId: string; documentId: string }) {
  const fileId = await repo.documentFile(deps.db, body.refundId, body.documentId, organizationOf(actor));
  if (!fileId) throw new AppError('RECORD_NOT_FOUND');
  return downloadFile(deps, reply, fileId);
}

// ── the back office ──────────────────────────────────────────────────────────────────────────────────────

export async function operatorList(deps: Deps, q: Paging & { status?: RefundStatus; organizationCode?: string }) {
  let organizationId: string | undefined;
  if (q.organizationCode) {
    const org = await organizationByCode(deps.db, q.organizationCode);
    if (!org) return { items: [], totalCount: 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
    organizationId = org.id;
  }
  // the queue of new requests is served oldest first; decided ones are read newest first
  const order = q.status === 'new' ? 'oldest' : 'newest';
  const { rows, total } = await repo.listRefunds(deps.db, { organizationId, status: q.status, atAgency: true }, { offset: (q.pageNumber - 1) * q.pageSize, limit: q.pageSize, order });
  return { items: (await views(deps.db, rows)).map((v) => operatorView(deps, v)), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/**
 * Approves a new request — the refund is paid: a "refund paid" movement in the same transaction, after the
 * balance is checked again — or rejects it with a reason. A decided request is not decided again; a retry of
 * the same decision under the same Idempotency-Key (the operator's own) answers the first answer.
 */
export async function decide(deps: Deps, actor: Actor, id: string, body: RefundDecisionBody, idempotencyKey?: string): Promise<OperatorRefund> {
  const owner = await repo.findRefund(deps.db, id);
  if (!owner) throw new AppError('RECORD_NOT_FOUND');
  const now = deps.clock.now();
  const reason = body.reason?.trim() || null;
  const hash = requestHash([`POST refunds/${id}/decision`, JSON.stringify([body.decision, body.reason ?? null])]);
  return withIdempotency(deps, { userId: actor.userId }, idempotencyKey, hash, (claim) => deps.db.transaction().execute(async (trx) => {
    // the organization first, as the employer's writes do: no deadlock between the two
    await lockOrganizations(trx, [owner.organizationId]);
    const refund = await repo.lockRefund(trx, id);
    // a request still waiting for its organization's approval has not reached the agency
    if (!refund || refund.awaitingApproval) throw new AppError('RECORD_NOT_FOUND');
    if (!refundIsOpen(refund.status)) throw new AppError('REFUND_ALREADY_DECIDED');
    const secondNeeded = tetriOf(refund.amount) > deps.config.refundSecondApprovalAbove;
    if (body.decision === 'reject') {
      await repo.decideRefund(trx, id, { status: 'rejected', reason, by: actor.userId, now, paidOn: null });
    } else if (secondNeeded && !refund.firstApprovedBy) {
      // a large refund: this operator's approval is the first of two; nothing is paid yet
      await trx.updateTable('refunds').set({ firstApprovedBy: actor.userId, firstApprovedAt: now, updatedAt: now }).where('id', '=', id).execute();
    } else if (secondNeeded && refund.firstApprovedBy === actor.userId) {
      throw new AppError('REFUND_SECOND_APPROVAL_BY_ANOTHER');
    } else {
      const amount = tetriOf(refund.amount);
      const { total } = await balanceOf(trx, refund.organizationId);
      if (refundAmountRefusal(amount, total, 0n)) throw new AppError('REFUND_INSUFFICIENT_BALANCE');
      const paidOn = dateOfInstant(now);
      await recordRefundPaid(trx, { organizationId: refund.organizationId, refundId: id, amount, paidOn, createdBy: actor.userId, ...(reason ? { reason } : { systemReason: { code: 'REFUND', params: { number: owner.number } } }) });
      await repo.decideRefund(trx, id, { status: 'approved', reason, by: actor.userId, now, paidOn });
    }
    const answer = operatorView(deps, await viewOf(trx, id));
    await completeIdempotent(trx, claim, answer, now);
    return answer;
  }).catch(answerOnce('REFUND_ALREADY_DECIDED', 'ledger_movements_once_idx')));
}

export async function operatorDocument(deps: Deps, reply: FastifyReply, id: string, documentId: string) {
  const fileId = await repo.documentFile(deps.db, id, documentId);
  if (!fileId) throw new AppError('RECORD_NOT_FOUND');
  return downloadFile(deps, reply, fileId);
}
