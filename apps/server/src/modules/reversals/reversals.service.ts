import {
  isoDateToExcelSerial,
  reversalActionRefusal,
  reversalRow,
  reversalStartRefusal,
  unchangedRow,
  withdrawalFor,
  type CreateReversalBody,
  type DeclarationType,
  type Lang,
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
import { organizationOf, type WriteOptions } from '../declarations/declarations.service.ts';
import { exportWriters } from '../declarations/excel/workbooks.ts';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';
import { neutralizeCellText } from '../declarations/excel/workbooks.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../declarations/idempotency.ts';
import { acceptUpload, downloadFile, storeUpload, type MultipartForm } from '../files/files.service.ts';
import { recordContributionAdjustment } from '../finance/ledger.service.ts';
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

async function mustFind(db: repo.Executor, organizationId: string, id: string): Promise<ReversalView> {
  const r = isUuid(id) ? await repo.findReversal(db, organizationId, id) : undefined;
  if (!r) throw new AppError('REVERSAL_NOT_AVAILABLE');
  return r;
}

function guard(r: ReversalRow, declaration: DeclarationRow, action: ReversalAction, opts: WriteOptions) {
  const refusal = reversalActionRefusal(r, declaration.isProcessing, action);
  if (refusal === 'processing') throw new AppError('DECLARATION_PROCESSING');
  if (refusal === 'completed') throw new AppError('REVERSAL_COMPLETED');
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
// Export

const SHEET_TITLE: Record<Lang, string> = { ka: 'შემასწორებელი დეკლარაცია', en: 'Reversing declaration', ru: 'Корректирующая декларация' };

type ExportKey = 'personalNumber' | 'firstName' | 'lastName' | 'birthDate' | 'basis' | 'sum' | 'grossSalary' | 'additionalBenefits' | 'nonCashBenefits' | 'profit' | 'employeeContribution' | 'organizationContribution' | 'reversalsWithProfit' | 'difference' | 'isNew';
type ExportKind = 'text' | 'date' | 'money';

/** Columns of the export, headers in each language (the glossary's words; basis, profit, sum and reversals with profit as the specification names them). */
export const EXPORT_COLUMNS: readonly { key: ExportKey; kind: ExportKind; width: number; header: Record<Lang, string> }[] = [
  { key: 'personalNumber', kind: 'text', width: 14, header: { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' } },
  { key: 'firstName', kind: 'text', width: 16, header: { ka: 'სახელი', en: 'First name', ru: 'Имя' } },
  { key: 'lastName', kind: 'text', width: 18, header: { ka: 'გვარი', en: 'Last name', ru: 'Фамилия' } },
  { key: 'birthDate', kind: 'date', width: 14, header: { ka: 'დაბადების თარიღი', en: 'Date of birth', ru: 'Дата рождения' } },
  { key: 'basis', kind: 'money', width: 14, header: { ka: 'ბაზა', en: 'Basis', ru: 'База' } },
  { key: 'sum', kind: 'money', width: 14, header: { ka: 'თანხა', en: 'Sum', ru: 'Сумма' } },
  { key: 'grossSalary', kind: 'money', width: 16, header: { ka: 'დარიცხული ხელფასი', en: 'Gross salary', ru: 'Начисленная зарплата' } },
  { key: 'additionalBenefits', kind: 'money', width: 16, header: { ka: 'დამატებითი სარგებელი', en: 'Additional benefits', ru: 'Дополнительные выплаты' } },
  { key: 'nonCashBenefits', kind: 'money', width: 16, header: { ka: 'არაფულადი სარგებელი', en: 'Non-cash benefits', ru: 'Неденежные выплаты' } },
  { key: 'profit', kind: 'money', width: 14, header: { ka: 'შემოსავალი', en: 'Profit', ru: 'Доход' } },
  { key: 'employeeContribution', kind: 'money', width: 18, header: { ka: 'დასაქმებულის შენატანი', en: 'Employee contribution', ru: 'Взнос работника' } },
  { key: 'organizationContribution', kind: 'money', width: 18, header: { ka: 'დამსაქმებლის შენატანი', en: 'Employer contribution', ru: 'Взнос работодателя' } },
  { key: 'reversalsWithProfit', kind: 'money', width: 20, header: { ka: 'კორექტირება შემოსავლით', en: 'Reversal with profit', ru: 'Корректировка с доходом' } },
  { key: 'difference', kind: 'money', width: 14, header: { ka: 'სხვაობა', en: 'Difference', ru: 'Разница' } },
  { key: 'isNew', kind: 'text', width: 12, header: { ka: 'ახალი ჩანაწერი', en: 'New row', ru: 'Новая строка' } },
];
const YES_NO: Record<Lang, [string, string]> = { ka: ['კი', 'არა'], en: ['Yes', 'No'], ru: ['Да', 'Нет'] };
const NUM_FMT: Record<ExportKind, string> = { text: '@', date: 'dd.mm.yyyy', money: '0.00' };

export function exportLayout(lang: Lang): WorkbookLayout {
  return {
    creator: 'Pensia',
    title: SHEET_TITLE[lang].slice(0, 31),
    headerRow: 1,
    markerSheet: 'pensia',
    marker: 'reversal',
    columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header[lang], width: Math.max(c.width, c.header[lang].length + 2), numFmt: NUM_FMT[c.kind] })),
  };
}

/** A row's cells: a real spreadsheet date, money as a number from its exact decimal string, text neutralised. */
export function exportCells(d: ReversalDetail, lang: Lang): CellValue[] {
  const v: Record<ExportKey, string | number> = {
    personalNumber: d.personalIdentificationNumber,
    firstName: d.firstName,
    lastName: d.lastName,
    birthDate: isoDateToExcelSerial(d.birthDate),
    basis: d.basis,
    sum: d.sum,
    grossSalary: d.corrected.grossSalary,
    additionalBenefits: d.corrected.additionalBenefits,
    nonCashBenefits: d.corrected.nonCashBenefits,
    profit: d.profit,
    employeeContribution: d.corrected.employeeContribution,
    organizationContribution: d.corrected.organizationContribution,
    reversalsWithProfit: d.reversalsWithProfit,
    difference: d.difference,
    isNew: YES_NO[lang][d.isNew ? 0 : 1],
  };
  return EXPORT_COLUMNS.map((c) => {
    const x = v[c.key];
    if (c.kind === 'money') return Number(x);
    if (c.kind === 'date') return x;
    return neutralizeCellText(String(x));
  });
}

export async function exportDetails(deps: Deps, actor: Actor, id: string, lang: Lang) {
  const r = await mustFind(deps.db, organizationOf(actor), id);
  const rows = await repo.allDetails(deps.db, r);
  const file = await exportWriters().write(exportLayout(lang), rows.map((d) => exportCells(toDetail(d), lang)));
  return { file, fileName: `reversal-${r.number}-${r.year}-${String(r.month).padStart(2, '0')}.xlsx` };
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
  return withIdempotency(deps, organizationId, idempotencyKey, hash, (claim) =>
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
 */
export function completeReversal(deps: Deps, actor: Actor, id: string, opts: WriteOptions): Promise<Reversal> {
  return write(deps, actor, id, 'complete', opts, async (trx, r, declaration, now) => {
    const done = await repo.refreshReversal(trx, r, now, { status: 'completed', completedAt: now, completedBy: actor.userId });
    await recordContributionAdjustment(trx, {
      organizationId: r.organizationId,
      reversalId: r.id,
      difference: tetri(done.difference),
      completedAt: now,
      createdBy: actor.userId,
      reason: `${declaration.number} ${declaration.year}-${String(declaration.month).padStart(2, '0')}`,
    });
    await repo.refreshDeclarationReversals(trx, r.organizationId, r.declarationId, now);
    return viewOf(trx, r.organizationId, r.id);
  });
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
