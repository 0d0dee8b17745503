import {
  annualActionRefusal,
  annualBalanceEffect,
  annualRow,
  annualYearRefusal,
  dateOfInstant,
  declaredRow,
  type AnnualAction,
  type ApprovalRow,
  type AnnualDeclaration,
  type AnnualRowBody,
  type AnnualRowValues,
  type CreateAnnualBody,
  type DeclarationType,
} from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { organizationOf, type WriteOptions } from '../declarations/declaration-access.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../../lib/idempotency.ts';
import { acceptUpload, downloadFile, storeUpload, type MultipartForm } from '../files/files.service.ts';
import { lockOrganizations, recordMovement } from '../finance/ledger.service.ts';
import { approvalRowOf, isUuid, moneyOf, tetri } from '../corrections/correction.mapping.ts';
import { declaredYearWithWithdrawals, mustFind, storedOf, toDetail, viewOf, repriced } from './annual-view.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import * as repo from './annual.repository.ts';
import type { AnnualRow, Executor } from './annual.repository.ts';

/**
 * Annual declarations (docs/decisions/0028). An annual declaration is reached through the signed-in user's
 * organization only; another organization's id answers 404 like an id that does not exist. Every write
 * locks the annual declaration, then holds the year's filed monthly declarations (their processing lock),
 * in one transaction; `If-Match` is checked under the locks. The declared side of every row is what the
 * year's monthly declarations say at the time of the write; closing takes it once more and freezes it.
 */

// ---------------------------------------------------------------------------------------------------------
// Guards

function guard(a: AnnualRow, monthsProcessing: boolean, action: AnnualAction, opts: WriteOptions) {
  const refusal = annualActionRefusal(a, monthsProcessing, action);
  if (refusal === 'closed') throw new AppError('ANNUAL_CLOSED');
  if (refusal === 'processing') throw new AppError('DECLARATION_PROCESSING');
  // a submission waiting for approval is what the approver sees: it changes only once decided or withdrawn
  if (refusal === 'awaitingApproval') throw new AppError('AWAITING_APPROVAL');
  if (opts.ifMatch === 'invalid' || (opts.ifMatch !== undefined && opts.ifMatch !== '*' && opts.ifMatch !== a.version)) {
    throw new AppError('PRECONDITION_FAILED', { headers: { etag: `"${a.version}"` } });
  }
  if (refusal === 'empty') throw new AppError('ANNUAL_EMPTY');
}

/** Runs a write on one annual declaration: it locked, the year's monthly declarations held, guarded, then the work. */
async function write<T>(
  deps: Deps,
  actor: Actor,
  id: string,
  action: AnnualAction,
  opts: WriteOptions,
  work: (trx: Transaction<Database>, a: AnnualRow, now: Date) => Promise<T>,
): Promise<T> {
  const organizationId = organizationOf(actor);
  await mustFind(deps.db, organizationId, id);
  return deps.db.transaction().execute(async (trx) => {
    // closing writes the difference to the ledger: the balance's lock first (docs/decisions/0048)
    if (action === 'close') await lockOrganizations(trx, [organizationId]);
    const a = await repo.lockAnnual(trx, organizationId, id);
    if (!a) throw new AppError('ANNUAL_NOT_AVAILABLE');
    const processing = await repo.holdYearDeclarations(trx, organizationId, a.year);
    guard(a, processing, action, opts);
    return work(trx, a, deps.clock.now());
  });
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/** The type whose rates a person declared in no month gets: that of the year's last filed declaration. */
async function typeOfYear(db: Executor, organizationId: string, year: number): Promise<DeclarationType> {
  const decls = await repo.yearDeclarations(db, organizationId, year);
  return (decls.at(-1)?.type as DeclarationType | undefined) ?? 'standard';
}

/**
 * Creates the annual declaration of a past year, with a row for every person the year's months declared
 * (their amounts as declared: no difference until one is changed) or none. One a year: refused when one
 * exists (the unique index decides between two at once).
 */
export async function createAnnual(deps: Deps, actor: Actor, body: CreateAnnualBody, idempotencyKey: string | undefined): Promise<AnnualDeclaration> {
  const organizationId = organizationOf(actor);
  const hash = requestHash(['POST create-annual-declaration', JSON.stringify(body)]);
  const today = dateOfInstant(deps.clock.now());
  const early = annualYearRefusal(body.year, today, false);
  if (early === 'notPast') throw new AppError('VALIDATION_FAILED', { fields: { year: 'annualYearNotPast' } });
  if (early === 'beforeScheme') throw new AppError('VALIDATION_FAILED', { fields: { year: 'annualYearBeforeScheme' } });
  return withIdempotency(deps, { organizationId }, idempotencyKey, hash, (claim) =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.findAnnualOfYear(trx, organizationId, body.year)) throw new AppError('ANNUAL_YEAR_EXISTS');
      const now = deps.clock.now();
      const type = await typeOfYear(trx, organizationId, body.year);
      let id: string;
      try {
        ({ id } = await repo.insertAnnual(trx, { organizationId, year: body.year, type, createdBy: actor.userId, now }));
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('ANNUAL_YEAR_EXISTS');
        throw e;
      }
      const ref = { id, organizationId };
      if (body.rows === 'declared') {
        const { declared, withdrawals } = await declaredYearWithWithdrawals(trx, organizationId, body.year);
        await repo.insertDetails(trx, ref, [...declared.values()].map((d) => storedOf(declaredRow(d, withdrawals.get(d.personalNumber)))), now);
      }
      await repo.refreshAnnual(trx, ref, now);
      const result = await viewOf(trx, organizationId, id);
      await completeIdempotent(trx, claim, result, now);
      return result;
    }),
  );
}

async function rowOf(trx: Transaction<Database>, a: AnnualRow, body: AnnualRowBody): Promise<AnnualRowValues> {
  const { declared: year, withdrawals } = await declaredYearWithWithdrawals(trx, a.organizationId, a.year, body.personalIdentificationNumber);
  const declared = year.get(body.personalIdentificationNumber);
  const result = annualRow(
    {
      personalNumber: body.personalIdentificationNumber,
      lastName: body.lastName,
      firstName: body.firstName,
      birthDate: body.birthDate,
      gender: body.gender,
      optIn: body.optIn,
      amounts: { grossSalary: body.grossSalary, additionalBenefits: body.additionalBenefits, nonCashBenefits: body.nonCashBenefits },
    },
    declared,
    { type: a.type as DeclarationType, withdrawal: withdrawals.get(body.personalIdentificationNumber) },
  );
  if (!result.ok) throw new AppError('FILL_CORRECT_FIELDS', { fields: result.fields });
  return result.row;
}

async function refusedIfRepeated(trx: Transaction<Database>, a: AnnualRow, personalNumber: string, exceptDetailId?: string) {
  const other = await repo.findDetailOfPerson(trx, a, personalNumber);
  if (other && other.id !== exceptDetailId) throw new AppError('PERSONAL_NUMBER_REPEATED', { fields: { personalIdentificationNumber: 'personalNumberRepeated' } });
}

async function detailAnswer(trx: Transaction<Database>, a: AnnualRow, detailId: string, now: Date) {
  await repo.refreshAnnual(trx, a, now);
  const detail = await repo.findDetail(trx, a, detailId);
  return { annualDeclaration: await viewOf(trx, a.organizationId, a.id), detail: toDetail(detail!) };
}

export function addDetail(deps: Deps, actor: Actor, id: string, body: AnnualRowBody, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, a, now) => {
    const values = await rowOf(trx, a, body);
    await refusedIfRepeated(trx, a, values.personalNumber);
    const [detailId] = await repo.insertDetails(trx, a, [storedOf(values)], now);
    return detailAnswer(trx, a, detailId!, now);
  });
}

export function updateDetail(deps: Deps, actor: Actor, id: string, detailId: string, body: AnnualRowBody, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, a, now) => {
    if (!isUuid(detailId) || !(await repo.findDetail(trx, a, detailId))) throw new AppError('RECORD_NOT_FOUND');
    const values = await rowOf(trx, a, body);
    await refusedIfRepeated(trx, a, values.personalNumber, detailId);
    await repo.updateDetail(trx, a, detailId, storedOf(values), now);
    return detailAnswer(trx, a, detailId, now);
  });
}

/** Deletes a row named by its id alone (as the portal's call does): found within the organization first. */
export async function deleteDetail(deps: Deps, actor: Actor, detailId: string, opts: WriteOptions) {
  const organizationId = organizationOf(actor);
  const found = await repo.findDetailInOrganization(deps.db, organizationId, detailId);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  return write(deps, actor, found.annualDeclarationId, 'editRows', opts, async (trx, a, now) => {
    if (!(await repo.deleteDetail(trx, a, detailId))) throw new AppError('RECORD_NOT_FOUND');
    await repo.refreshAnnual(trx, a, now);
    return { annualDeclaration: await viewOf(trx, a.organizationId, a.id) };
  });
}

/**
 * Closes an annual declaration: every row's declared side is taken once more from the months (under their
 * processing lock), then nothing of it changes, and its difference goes to the ledger as one
 * `annual_adjustment` in the same transaction (none when there is no difference). A second close — at once
 * or later — finds it closed. An organization that requires approval closes one only through an approver's
 * decision (approvals module).
 */
export async function closeAnnual(deps: Deps, actor: Actor, id: string, opts: WriteOptions, idempotencyKey: string | undefined): Promise<AnnualDeclaration> {
  const organizationId = organizationOf(actor);
  const hash = requestHash(['POST close-annual-declaration', id]);
  return withIdempotency(deps, { organizationId }, idempotencyKey, hash, async (claim) => {
    const result = await write(deps, actor, id, 'close', opts, async (trx, a, now) => {
      if (await requiresApproval(trx, organizationId)) throw new AppError('APPROVAL_REQUIRED');
      await closeLocked(trx, a, now, actor.userId);
      const view = await viewOf(trx, organizationId, a.id);
      await completeIdempotent(trx, claim, view, now);
      return view;
    });
    return result;
  });
}

/**
 * Closes an annual declaration locked in `trx`, the year's monthly declarations held (and the organization's
 * balance lock, decision 0048), as the act of `by`: directly, or on an approver's decision.
 */
export async function closeLocked(trx: Transaction<Database>, a: AnnualRow, now: Date, by: string) {
  const { declared, withdrawals } = await declaredYearWithWithdrawals(trx, a.organizationId, a.year);
  for (const r of await repo.allDetails(trx, a)) {
    await repo.updateDetail(trx, a, r.id, storedOf(repriced(r, declared.get(r.personalNumber), a.type as DeclarationType, withdrawals.get(r.personalNumber))), now);
  }
  const done = await repo.refreshAnnual(trx, a, now, { status: 'closed', closedAt: now, closedBy: by, awaitingApproval: false });
  const effect = annualBalanceEffect(tetri(done.difference));
  if (effect !== 0n) {
    await recordMovement(trx, {
      organizationId: a.organizationId,
      kind: 'annual_adjustment',
      amount: effect,
      valueDate: dateOfInstant(now),
      sourceKind: 'annual_declaration',
      sourceId: a.id,
      systemReason: { code: 'ANNUAL', params: { number: String(a.number), year: String(a.year) } },
      createdBy: by,
    });
  }
}

export async function requiresApproval(db: Executor, organizationId: string): Promise<boolean> {
  const org = await db.selectFrom('organizations').select('requiresApproval').where('id', '=', organizationId).executeTakeFirstOrThrow();
  return org.requiresApproval;
}

export function deleteAnnual(deps: Deps, actor: Actor, id: string, opts: WriteOptions) {
  return write(deps, actor, id, 'delete', opts, async (trx, a) => {
    const files = await repo.deleteAnnual(trx, a);
    for (const fileId of files) await deps.storage.delete(trx, fileId);
    return { deleted: true };
  });
}

/** Attaches documents to an open annual declaration: each checked by content, stored with its change. */
export async function addDocuments(deps: Deps, actor: Actor, form: MultipartForm, fields: { annualdecId: string }, opts: WriteOptions): Promise<AnnualDeclaration> {
  if (form.files.length === 0) throw new AppError('VALIDATION_FAILED', { fields: { files: 'required' } });
  const uploads = form.files.map((f) => acceptUpload(f));
  return write(deps, actor, fields.annualdecId, 'editDocs', opts, async (trx, a, now) => {
    for (const upload of uploads) {
      const file = await storeUpload(deps, trx, upload, actor.userId);
      await repo.linkDocument(trx, a, file.id, now);
    }
    await repo.bumpVersion(trx, a, now);
    return viewOf(trx, a.organizationId, a.id);
  });
}

export function deleteDocument(deps: Deps, actor: Actor, q: { annualdecId: string; docId: string }, opts: WriteOptions): Promise<AnnualDeclaration> {
  return write(deps, actor, q.annualdecId, 'editDocs', opts, async (trx, a, now) => {
    if (!(await repo.unlinkDocument(trx, a, q.docId))) throw new AppError('RECORD_NOT_FOUND');
    await deps.storage.delete(trx, q.docId);
    await repo.bumpVersion(trx, a, now);
    return viewOf(trx, a.organizationId, a.id);
  });
}

export async function downloadDocument(deps: Deps, actor: Actor, reply: FastifyReply, q: { annualdecId: string; docId: string }) {
  const a = await mustFind(deps.db, organizationOf(actor), q.annualdecId);
  if (!(await repo.findDocument(deps.db, a, q.docId))) throw new AppError('RECORD_NOT_FOUND');
  return downloadFile(deps, reply, q.docId);
}

// ---------------------------------------------------------------------------------------------------------
// Four eyes (docs/decisions/0108): what the approvals module asks of an annual declaration

/** An annual declaration submitted for approval: what the approver sees of it (its rows as for the year). */
export interface AnnualSubmission {
  year: number;
  month: number;
  rows: ApprovalRow[];
  totalAmount: string;
  reference: string;
}

/** Locks an annual declaration for a decision on it, then holds its year's monthly declarations, as every write does. */
async function lockForDecision(trx: Transaction<Database>, organizationId: string, id: string) {
  const a = isUuid(id) ? await repo.lockAnnual(trx, organizationId, id) : undefined;
  if (!a) throw new AppError('ANNUAL_NOT_AVAILABLE');
  return { a, processing: await repo.holdYearDeclarations(trx, organizationId, a.year) };
}

/**
 * Submits an annual declaration that could be closed now (open, with rows, no month of its year being
 * processed, not already waiting): its declared side is taken from the months, as by every write, and from
 * now on it does not change until approved, sent back or withdrawn. Approving takes the months once more.
 */
export async function submitForApproval(trx: Transaction<Database>, organizationId: string, id: string, now: Date): Promise<AnnualSubmission> {
  const { a, processing } = await lockForDecision(trx, organizationId, id);
  guard(a, processing, 'close', {});
  const { declared, withdrawals } = await declaredYearWithWithdrawals(trx, organizationId, a.year);
  for (const r of await repo.allDetails(trx, a)) {
    await repo.updateDetail(trx, a, r.id, storedOf(repriced(r, declared.get(r.personalNumber), a.type as DeclarationType, withdrawals.get(r.personalNumber))), now);
  }
  const done = await repo.refreshAnnual(trx, a, now, { awaitingApproval: true });
  const rows = await repo.allDetails(trx, a);
  return {
    year: a.year,
    // of the whole year: its last month
    month: 12,
    rows: rows.map(approvalRowOf),
    totalAmount: moneyOf(done.difference),
    reference: String(a.number),
  };
}

/** Closes an annual declaration on an approver's decision (the balance locked by the caller), as the approver's act. */
export async function closeApproved(trx: Transaction<Database>, organizationId: string, id: string, now: Date, by: string): Promise<void> {
  const { a, processing } = await lockForDecision(trx, organizationId, id);
  // what waits for approval may be closed; anything else refuses as it would directly
  guard({ ...a, awaitingApproval: false }, processing, 'close', {});
  await closeLocked(trx, a, now, by);
}

/** An annual declaration sent back or withdrawn can change again. */
export async function releaseFromApproval(trx: Transaction<Database>, organizationId: string, id: string, now: Date): Promise<void> {
  const a = await repo.lockAnnual(trx, organizationId, id);
  if (a?.awaitingApproval) await repo.bumpVersion(trx, a, now, { awaitingApproval: false });
}
