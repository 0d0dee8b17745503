import {
  reversalActionRefusal,
  reversalRow,
  reversalStartRefusal,
  unchangedRow,
  withdrawalFor,
  type CreateReversalBody,
  type DeclarationType,
  type OriginalRow,
  type Reversal,
  type ReversalAction,
  type ReversalDetail,
  type ReversalRowBody,
  type ReversalRowValues,
} from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import * as declarations from '../declarations/declarations.repository.ts';
import type { DeclarationRow, DetailRow } from '../declarations/declarations.repository.ts';
import { organizationOf, type WriteOptions } from '../declarations/declaration-access.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../../lib/idempotency.ts';
import { acceptUpload, downloadFile, storeUpload, type MultipartForm } from '../files/files.service.ts';
import { lockOrganizations, recordContributionAdjustment } from '../finance/ledger.service.ts';
import { documentsAnswer, iso, isUuid, money, moneyOf, personAnswer, personColumns, sideAnswer, sideColumns, sideOf, tetri } from '../corrections/correction.mapping.ts';
import * as repo from './reversals.repository.ts';
import type { NewReversalDetail, ReversalDetailRow, ReversalRow, ReversalView } from './reversals.repository.ts';

/**
 * Reversing declarations (docs/decisions/0021). A reversal is reached through the signed-in user's
 * organization only; another organization's id answers 404 like an id that does not exist. Every write
 * locks the declaration first, then the reversal, in one transaction: writes on a reversal are serialised
 * with each other and with the declaration's own processing, and `If-Match` is checked under the locks.
 */

// ---------------------------------------------------------------------------------------------------------
// Mapping

type Documents = Awaited<ReturnType<typeof repo.documentsOf>>;

export function toReversal(r: ReversalView, docs: Documents): Reversal {
  return {
    id: r.id,
    reversedDeclarationNumber: String(r.number),
    declarationId: r.declarationId,
    declarationNumber: String(r.declarationNumber),
    year: r.year,
    month: r.month,
    type: r.type as DeclarationType,
    declarationStatus: r.declarationStatus,
    status: r.status,
    isOpen: r.status === 'open',
    isClosed: r.status === 'completed',
    isProcessing: r.isProcessing,
    awaitingApproval: r.awaitingApproval,
    rowCount: r.rowCount,
    totals: {
      basis: moneyOf(r.originalBase),
      profit: moneyOf(r.correctedBase),
      sum: moneyOf(r.originalContribution),
      reversalsWithProfit: moneyOf(r.correctedContribution),
      difference: moneyOf(r.difference),
    },
    documents: documentsAnswer(docs, 'reversalId', r.id),
    createdOn: iso(r.createdAt)!,
    completedOn: iso(r.completedAt),
    lastModificationDate: iso(r.modifiedAt)!,
    version: r.version,
  };
}

export function toDetail(d: ReversalDetailRow): ReversalDetail {
  const original = sideOf(d, 'original');
  const corrected = sideOf(d, '');
  const sum = original.employeeContribution + original.organizationContribution;
  const withProfit = corrected.employeeContribution + corrected.organizationContribution;
  return {
    id: d.id,
    reversedDeclarationId: d.reversalId,
    ...personAnswer(d),
    original: sideAnswer(original),
    corrected: sideAnswer(corrected),
    basis: money(original.base),
    profit: money(corrected.base),
    sum: money(sum),
    reversalsWithProfit: money(withProfit),
    difference: money(withProfit - sum),
  };
}

export function originalOf(row: DetailRow): OriginalRow {
  return {
    personalNumber: row.personalNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    gender: row.gender,
    optIn: row.optIn ? 1 : 0,
    grossSalary: tetri(row.grossSalary),
    additionalBenefits: tetri(row.additionalBenefits),
    nonCashBenefits: tetri(row.nonCashBenefits),
    employeeContribution: tetri(row.employeeContribution),
    organizationContribution: tetri(row.organizationContribution),
  };
}

export function storedOf(v: ReversalRowValues): NewReversalDetail {
  return { ...personColumns(v), ...sideColumns(v.original, 'original'), ...sideColumns(v.corrected, '') };
}

export async function viewOf(db: repo.Executor, organizationId: string, id: string): Promise<Reversal> {
  const r = await repo.findReversal(db, organizationId, id);
  if (!r) throw new AppError('REVERSAL_NOT_AVAILABLE');
  return toReversal(r, await repo.documentsOf(db, organizationId, [r.id]));
}

// ---------------------------------------------------------------------------------------------------------
// Guards

export async function mustFind(db: repo.Executor, organizationId: string, id: string): Promise<ReversalView> {
  const r = isUuid(id) ? await repo.findReversal(db, organizationId, id) : undefined;
  if (!r) throw new AppError('REVERSAL_NOT_AVAILABLE');
  return r;
}

export function guard(r: ReversalRow, declaration: DeclarationRow, action: ReversalAction, opts: WriteOptions) {
  const refusal = reversalActionRefusal(r, declaration.isProcessing, action);
  if (refusal === 'processing') throw new AppError('DECLARATION_PROCESSING');
  if (refusal === 'completed') throw new AppError('REVERSAL_COMPLETED');
  // a submission waiting for approval is what the approver sees: it changes only once decided or withdrawn
  if (refusal === 'awaitingApproval') throw new AppError('AWAITING_APPROVAL');
  if (opts.ifMatch === 'invalid' || (opts.ifMatch !== undefined && opts.ifMatch !== '*' && opts.ifMatch !== r.version)) {
    throw new AppError('PRECONDITION_FAILED', { headers: { etag: `"${r.version}"` } });
  }
  if (refusal === 'empty') throw new AppError('REVERSAL_EMPTY');
}

/** Runs a write on one reversal: its declaration locked, then the reversal, guarded, then the work. */
export async function write<T>(
  deps: Deps,
  actor: Actor,
  id: string,
  action: ReversalAction,
  opts: WriteOptions,
  work: (trx: Transaction<Database>, r: ReversalRow, declaration: DeclarationRow, now: Date) => Promise<T>,
): Promise<T> {
  const organizationId = organizationOf(actor);
  const found = await mustFind(deps.db, organizationId, id);
  return deps.db.transaction().execute(async (trx) => {
    // completion writes the difference to the ledger: the balance's lock first (docs/decisions/0048)
    if (action === 'complete') await lockOrganizations(trx, [organizationId]);
    const declaration = await declarations.lockDeclaration(trx, organizationId, found.declarationId);
    const r = await repo.lockReversal(trx, organizationId, id);
    if (!declaration || !r) throw new AppError('REVERSAL_NOT_AVAILABLE');
    guard(r, declaration, action, opts);
    return work(trx, r, declaration, deps.clock.now());
  });
}

// ---------------------------------------------------------------------------------------------------------
// Reads

const LIST_STATUS = { open: 'open', closed: 'completed', all: null } as const;

export async function listReversals(deps: Deps, actor: Actor, q: { status: 'open' | 'closed' | 'all'; declarationId?: string; pageNumber: number; pageSize: number }) {
  const organizationId = organizationOf(actor);
  const { rows, total } = await repo.listReversals(deps.db, organizationId, { status: LIST_STATUS[q.status], declarationId: q.declarationId }, (q.pageNumber - 1) * q.pageSize, q.pageSize);
  const docs = await repo.documentsOf(deps.db, organizationId, rows.map((r) => r.id));
  return { items: rows.map((r) => toReversal(r, docs)), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function getReversal(deps: Deps, actor: Actor, id: string, q: { pageNumber: number; pageSize: number; personalId?: string }) {
  const organizationId = organizationOf(actor);
  const r = await mustFind(deps.db, organizationId, id);
  const page = await repo.pageDetails(deps.db, r, { personalNumberPrefix: q.personalId }, (q.pageNumber - 1) * q.pageSize, q.pageSize);
  return {
    reversal: toReversal(r, await repo.documentsOf(deps.db, organizationId, [r.id])),
    details: { items: page.rows.map(toDetail), totalCount: page.total, pageNumber: q.pageNumber, pageSize: q.pageSize },
  };
}

export async function filterDetails(deps: Deps, actor: Actor, f: { reversedDeclarationId: string; pageNumber: number; pageSize: number; personalIdentificationNumber?: string; lastName?: string }) {
  const r = await mustFind(deps.db, organizationOf(actor), f.reversedDeclarationId);
  const page = await repo.pageDetails(deps.db, r, { personalNumberPrefix: f.personalIdentificationNumber, lastName: f.lastName }, (f.pageNumber - 1) * f.pageSize, f.pageSize);
  return { items: page.rows.map(toDetail), totalCount: page.total, pageNumber: f.pageNumber, pageSize: f.pageSize };
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/**
 * Starts a reversal of an open or closed declaration, with none, all or some of its rows copied as they
 * are (each then edited to its corrected basis). Refused for a draft or saved declaration, one being
 * processed, or one with a reversal not yet completed.
 */
export async function createReversal(deps: Deps, actor: Actor, body: CreateReversalBody, idempotencyKey: string | undefined): Promise<Reversal> {
  const organizationId = organizationOf(actor);
  const hash = requestHash(['POST reverseddeclarations', JSON.stringify(body)]);
  return withIdempotency(deps, { organizationId }, idempotencyKey, hash, (claim) =>
    deps.db.transaction().execute(async (trx) => {
      const declaration = await declarations.lockDeclaration(trx, organizationId, body.declarationId);
      if (!declaration) throw new AppError('DECLARATION_NOT_AVAILABLE');
      const refusal = reversalStartRefusal({ status: declaration.status, isProcessing: declaration.isProcessing, hasOpenReversal: await repo.hasOpenReversal(trx, organizationId, declaration.id) });
      if (refusal === 'notFiled') throw new AppError('REVERSAL_NOT_FILED');
      if (refusal === 'processing') throw new AppError('DECLARATION_PROCESSING');
      if (refusal === 'openReversal') throw new AppError('REVERSAL_ALREADY_OPEN');
      const now = deps.clock.now();
      const { id } = await repo.insertReversal(trx, { organizationId, declarationId: declaration.id, createdBy: actor.userId, now });
      const ref = { id, organizationId };
      if (body.rows !== 'none') {
        const wanted = body.rows === 'all' ? null : new Set(body.rows);
        const rows = (await declarations.allDetails(trx, declaration)).filter((d) => !wanted || wanted.has(d.personalNumber));
        if (wanted && rows.length !== wanted.size) {
          const known = new Set(rows.map((d) => d.personalNumber));
          const missing = [...wanted].findIndex((pn) => !known.has(pn));
          throw new AppError('FILL_CORRECT_FIELDS', { fields: { [`rows.${missing}`]: 'personOrSurnameIncorrect' } });
        }
        await repo.insertDetails(trx, ref, rows.map((d) => storedOf(unchangedRow(originalOf(d)))), now);
      }
      await repo.refreshReversal(trx, ref, now);
      await repo.refreshDeclarationReversals(trx, organizationId, declaration.id, now);
      const result = await viewOf(trx, organizationId, id);
      await completeIdempotent(trx, claim, result, now);
      return result;
    }),
  );
}

async function rowOf(trx: Transaction<Database>, declaration: DeclarationRow, body: ReversalRowBody): Promise<ReversalRowValues> {
  const original = await trx
    .selectFrom('declarationDetails')
    .selectAll()
    .where('organizationId', '=', declaration.organizationId)
    .where('declarationId', '=', declaration.id)
    .where('personalNumber', '=', body.personalIdentificationNumber)
    .executeTakeFirst();
  const result = reversalRow(
    {
      personalNumber: body.personalIdentificationNumber,
      lastName: body.lastName,
      firstName: body.firstName,
      birthDate: body.birthDate,
      gender: body.gender,
      optIn: body.optIn,
      entry: body.entry,
      amounts: { grossSalary: body.grossSalary, additionalBenefits: body.additionalBenefits, nonCashBenefits: body.nonCashBenefits },
    },
    original ? originalOf(original) : undefined,
    // a person withdrawn from the fund by the declaration's month carries no contributions (decision 0027)
    { type: declaration.type as DeclarationType, withdrawnFrom: withdrawalFor(await declarations.withdrawnPeople(trx, declaration, [body.personalIdentificationNumber]), body.personalIdentificationNumber, declaration) },
  );
  if (!result.ok) throw new AppError('FILL_CORRECT_FIELDS', { fields: result.fields });
  return result.row;
}

async function refusedIfRepeated(trx: Transaction<Database>, r: ReversalRow, personalNumber: string, exceptDetailId?: string) {
  const other = await repo.findDetailOfPerson(trx, r, personalNumber);
  if (other && other.id !== exceptDetailId) throw new AppError('PERSONAL_NUMBER_REPEATED', { fields: { personalIdentificationNumber: 'personalNumberRepeated' } });
}

async function detailAnswer(trx: Transaction<Database>, r: ReversalRow, detailId: string, now: Date) {
  await repo.refreshReversal(trx, r, now);
  const detail = await repo.findDetail(trx, r, detailId);
  return { reversal: await viewOf(trx, r.organizationId, r.id), detail: toDetail(detail!) };
}

export function addDetail(deps: Deps, actor: Actor, id: string, body: ReversalRowBody, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, r, declaration, now) => {
    const values = await rowOf(trx, declaration, body);
    await refusedIfRepeated(trx, r, values.personalNumber);
    const [detailId] = await repo.insertDetails(trx, r, [storedOf(values)], now);
    return detailAnswer(trx, r, detailId!, now);
  });
}

export function updateDetail(deps: Deps, actor: Actor, id: string, detailId: string, body: ReversalRowBody, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, r, declaration, now) => {
    if (!(await repo.findDetail(trx, r, detailId))) throw new AppError('RECORD_NOT_FOUND');
    const values = await rowOf(trx, declaration, body);
    await refusedIfRepeated(trx, r, values.personalNumber, detailId);
    await repo.updateDetail(trx, r, detailId, storedOf(values), now);
    return detailAnswer(trx, r, detailId, now);
  });
}

export function deleteDetail(deps: Deps, actor: Actor, id: string, detailId: string, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, r, _declaration, now) => {
    if (!(await repo.deleteDetail(trx, r, detailId))) throw new AppError('RECORD_NOT_FOUND');
    await repo.refreshReversal(trx, r, now);
    return { reversal: await viewOf(trx, r.organizationId, r.id) };
  });
}

/**
 * Completes a reversal: from then on nothing of it changes, and its difference (corrected − declared
 * contributions of its rows) goes to the ledger as one `contribution_adjustment`, in the same transaction.
 * An organization that requires approval completes one only through an approver's decision (approvals module).
 */
export function completeReversal(deps: Deps, actor: Actor, id: string, opts: WriteOptions): Promise<Reversal> {
  return write(deps, actor, id, 'complete', opts, async (trx, r, declaration, now) => {
    if (await requiresApproval(trx, r.organizationId)) throw new AppError('APPROVAL_REQUIRED');
    await completeLocked(trx, r, declaration, now, actor.userId);
    return viewOf(trx, r.organizationId, r.id);
  });
}

/**
 * Completes a reversal locked in `trx` with its declaration (and the organization's balance lock, decision
 * 0048), as the act of `by`: directly, or on an approver's decision.
 */
export async function completeLocked(trx: Transaction<Database>, r: ReversalRow, declaration: DeclarationRow, now: Date, by: string) {
  const done = await repo.refreshReversal(trx, r, now, { status: 'completed', completedAt: now, completedBy: by, awaitingApproval: false });
  await recordContributionAdjustment(trx, {
    organizationId: r.organizationId,
    reversalId: r.id,
    difference: tetri(done.difference),
    completedAt: now,
    createdBy: by,
    systemReason: { code: 'REVERSAL', params: { number: String(declaration.number), month: `${declaration.year}-${String(declaration.month).padStart(2, '0')}` } },
  });
  await repo.refreshDeclarationReversals(trx, r.organizationId, r.declarationId, now);
}

export async function requiresApproval(db: repo.Executor, organizationId: string): Promise<boolean> {
  const org = await db.selectFrom('organizations').select('requiresApproval').where('id', '=', organizationId).executeTakeFirstOrThrow();
  return org.requiresApproval;
}

export function deleteReversal(deps: Deps, actor: Actor, id: string, opts: WriteOptions) {
  return write(deps, actor, id, 'delete', opts, async (trx, r, _declaration, now) => {
    const files = await repo.deleteReversal(trx, r);
    for (const fileId of files) await deps.storage.delete(trx, fileId);
    await repo.refreshDeclarationReversals(trx, r.organizationId, r.declarationId, now);
    return { deleted: true };
  });
}

/** Attaches documents to a reversal not yet completed: each checked by content, stored with the reversal's change. */
export async function addDocuments(deps: Deps, actor: Actor, form: MultipartForm, fields: { reversedDeclarationId: string }, opts: WriteOptions): Promise<Reversal> {
  if (form.files.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { files: 'required' } });
  const uploads = form.files.map((f) => acceptUpload(f));
  return write(deps, actor, fields.reversedDeclarationId, 'editDocs', opts, async (trx, r, _declaration, now) => {
    for (const upload of uploads) {
      const file = await storeUpload(deps, trx, upload, actor.userId);
      await repo.linkDocument(trx, r, file.id, now);
    }
    await repo.bumpVersion(trx, r, now);
    return viewOf(trx, r.organizationId, r.id);
  });
}

export function deleteDocument(deps: Deps, actor: Actor, q: { reversedDeclarationId: string; docId: string }, opts: WriteOptions): Promise<Reversal> {
  return write(deps, actor, q.reversedDeclarationId, 'editDocs', opts, async (trx, r, _declaration, now) => {
    if (!(await repo.unlinkDocument(trx, r, q.docId))) throw new AppError('RECORD_NOT_FOUND');
    await deps.storage.delete(trx, q.docId);
    await repo.bumpVersion(trx, r, now);
    return viewOf(trx, r.organizationId, r.id);
  });
}

export async function downloadDocument(deps: Deps, actor: Actor, reply: FastifyReply, q: { reversedDeclarationId: string; docId: string }) {
  const r = await mustFind(deps.db, organizationOf(actor), q.reversedDeclarationId);
  if (!(await repo.findDocument(deps.db, r, q.docId))) throw new AppError('RECORD_NOT_FOUND');
  return downloadFile(deps, reply, q.docId);
}
