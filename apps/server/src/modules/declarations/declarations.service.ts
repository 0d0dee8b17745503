import {
  createDeclarationBodySchema,
  dateOfInstant,
  declarationActionRefusal,
  formatMoneyPlain,
  MAX_UPLOAD_ROWS,
  periodOfInstant,
  stateAfter,
  stateFlags,
  TEMPLATE_MAX_BYTES,
  uploadRejections,
  validateDetailRow,
  validateDetailRows,
  type DetailRowContext,
  type NamesOnRecord,
  type WithdrawnPeople,
  validationMessage,
  isOwnIncomeType,
  type CreateDeclarationBody,
  type Declaration,
  type DeclarationAction,
  type DeclarationDetail,
  type DeclarationForm,
  type DeclarationList,
  type DeclarationType,
  type DetailFilter,
  type DetailRowBody,
  type DetailRowDraft,
  type DetailRowValidation,
  type EmployeeStatistic,
  type Lang,
  type OrgBalance,
  type PenaltyDetails,
  type RowIssue,
  type UploadAnswer,
  type UploadReport,
  type ValErrors,
  type Withdrawal,
  withdrawalFor,
  contributionDueDate,
  participationCategory,
} from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import * as repo from './declarations.repository.ts';
import { newDetailOf } from './stored-detail.ts';
import type { DeclarationRow, DetailRow } from './declarations.repository.ts';
import { buildExport, buildTemplate, type ExportRow } from './excel/workbooks.ts';
import { readUpload, type UploadRead } from './excel/upload-reader.ts';
import type { UploadSummary } from './excel/upload-protocol.ts';
import type { UploadWorkerPool } from './excel/upload-workers.ts';
import { completeIdempotent, requestHash, withIdempotency, type IdempotencyClaim } from '../../lib/idempotency.ts';
import { orgBalance as ledgerBalance } from '../finance/balance.service.ts';
import { finesOfDeclaration } from '../finance/fines.service.ts';
import { lockOrganizations, recordContributionDue } from '../finance/ledger.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

/** What a write on a declaration brings besides its body: the version it was based on (If-Match). */
export interface WriteOptions {
  /** The version of `If-Match`; `*` or absent: any version. */
  ifMatch?: number | '*' | 'invalid';
}

export function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

/** Parses `If-Match`: `"7"`, `W/"7"` or `7` (our ETag is the version), `*`, absent. */
export function parseIfMatch(header: string | undefined): WriteOptions['ifMatch'] {
  if (header === undefined || header.trim() === '') return undefined;
  const h = header.trim();
  if (h === '*') return '*';
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(h);
  return m ? Number(m[1]) : 'invalid';
}

// ---------------------------------------------------------------------------------------------------------
// Mapping

const money = (v: string | null) => (v === null ? null : formatMoneyPlain(tetriFromDb(v)));
const moneyNN = (v: string) => formatMoneyPlain(tetriFromDb(v));
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toDeclaration(row: DeclarationRow): Declaration {
  const state = row.status;
  return {
    id: row.id,
    declarationNumber: String(row.number),
    organizationId: row.organizationId,
    year: row.year,
    month: row.month,
    type: row.type as DeclarationType,
    form: row.form,
    isSimple: row.form === 'simple',
    declarationStatus: state,
    ...stateFlags(state),
    isProcessing: row.isProcessing,
    isPublicAgencyDeclaration: false,
    governmentContributionOrderId: null,
    hasReversal: row.reversalStatus !== null,
    reversalStatus: row.reversalStatus,
    totalAmount: moneyNN(row.totalAmount),
    sumAmount: money(row.sumAmount),
    totals: {
      rowCount: row.rowCount,
      contributionBase: moneyNN(row.totalBase),
      employeeContribution: moneyNN(row.totalEmployeeContribution),
      organizationContribution: moneyNN(row.totalOrganizationContribution),
      totalContribution: moneyNN(row.totalAmount),
    },
    errorCount: row.errorCount,
    warningCount: row.warningCount,
    activationDate: iso(row.activationDate),
    closingDate: iso(row.closingDate),
    lastModificationDate: iso(row.modifiedAt),
    createdOn: iso(row.createdAt)!,
    modifiedOn: iso(row.modifiedAt)!,
    version: row.version,
  };
}

/** A stored row as the template has it: what validation reads, and what an export writes. */
function draftOfRow(row: DetailRow): ExportRow & DetailRowDraft {
  return {
    personalIdentificationNumber: row.personalNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    gender: row.gender,
    grossSalary: row.grossSalary,
    additionalBenefits: row.additionalBenefits,
    nonCashBenefits: row.nonCashBenefits,
    otherWithHeldAmount: row.otherWithheldAmount,
    incomeTax: row.incomeTax,
    netAmount: row.netAmount,
    employeeContribution: row.employeeContribution,
    organizationContribution: row.organizationContribution,
    optIn: row.optIn ? 1 : 0,
    hasWrittenRequest: row.hasWrittenRequest ? 1 : 0,
    nameChangeReason: row.nameChangeReason,
  };
}

/** A stored row as the API gives it; `withdrawn`: the persons withdrawn from the fund by the declaration's month. */
export function toDetail(row: DetailRow, declaration: Pick<DeclarationRow, 'type' | 'form' | 'year' | 'month'>, withdrawn?: WithdrawnPeople, namesOnRecord?: NamesOnRecord): DeclarationDetail {
  const v = validateDetailRow(draftOfRow(row), { type: declaration.type as DeclarationType, form: declaration.form, period: { year: declaration.year, month: declaration.month }, withdrawn, namesOnRecord });
  return {
    id: row.id,
    declarationId: row.declarationId,
    personalIdentificationNumber: row.personalNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    gender: row.gender,
    grossSalary: moneyNN(row.grossSalary),
    additionalBenefits: moneyNN(row.additionalBenefits),
    nonCashBenefits: moneyNN(row.nonCashBenefits),
    otherWithHeldAmount: money(row.otherWithheldAmount),
    incomeTax: money(row.incomeTax),
    netAmount: money(row.netAmount),
    employeeContribution: moneyNN(row.employeeContribution),
    organizationContribution: moneyNN(row.organizationContribution),
    optIn: row.optIn ? 1 : 0,
    hasWrittenRequest: row.hasWrittenRequest,
    nameChange: row.nameChangeReason !== null && row.nameOnRecord !== null ? { reason: row.nameChangeReason, nameOnRecord: row.nameOnRecord } : null,
    issues: row.issues as RowIssue[],
    suggested: v.suggested ?? {
      employeeContribution: moneyNN(row.employeeContribution),
      organizationContribution: moneyNN(row.organizationContribution),
      incomeTax: money(row.incomeTax),
      netAmount: money(row.netAmount),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Guards

async function mustFind(db: repo.Executor, organizationId: string, id: string): Promise<DeclarationRow> {
  const row = await repo.findDeclaration(db, organizationId, id);
  if (!row) throw new AppError('DECLARATION_NOT_AVAILABLE');
  return row;
}

/** The checks of every write, in the order a user understands them: gone, being processed, state, version. */
function guard(row: DeclarationRow, action: DeclarationAction, opts: WriteOptions) {
  const refusal = declarationActionRefusal(row.status, row.isProcessing, action);
  if (refusal === 'processing') throw new AppError('DECLARATION_PROCESSING');
  if (refusal === 'wrongState') throw new AppError(action === 'close' ? 'DECLARATION_NOT_OPEN' : 'DECLARATION_ALREADY_PROCESSED');
  if (opts.ifMatch !== undefined && opts.ifMatch !== '*' && opts.ifMatch !== row.version) {
    throw new AppError('PRECONDITION_FAILED', { headers: { etag: `"${row.version}"` } });
  }
}

/** Runs a write on one declaration: locked, guarded, then the work, in one transaction. */
async function write<T>(
  deps: Deps,
  actor: Actor,
  id: string,
  action: DeclarationAction,
  opts: WriteOptions,
  work: (trx: Transaction<Database>, row: DeclarationRow, now: Date) => Promise<T>,
): Promise<T> {
  const organizationId = organizationOf(actor);
  return deps.db.transaction().execute(async (trx) => {
    // activation writes the contributions due: the balance's lock first (docs/decisions/0048)
    if (action === 'activate') await lockOrganizations(trx, [organizationId]);
    const row = await repo.lockDeclaration(trx, organizationId, id);
    if (!row) throw new AppError('DECLARATION_NOT_AVAILABLE');
    guard(row, action, opts);
    return work(trx, row, deps.clock.now());
  });
}

// ---------------------------------------------------------------------------------------------------------
// Reads

const LIST_STATES: Record<DeclarationList, readonly DeclarationRow['status'][] | null> = {
  new: ['draft', 'saved', 'open'],
  draft: ['draft'],
  saved: ['saved'],
  open: ['open'],
  closed: ['closed'],
  all: null,
};

export async function listDeclarations(deps: Deps, actor: Actor, list: DeclarationList, pageNumber: number, pageSize: number) {
  const { rows, total } = await repo.listDeclarations(deps.db, organizationOf(actor), LIST_STATES[list], (pageNumber - 1) * pageSize, pageSize);
  return { items: rows.map(toDeclaration), totalCount: total, pageNumber, pageSize };
}

export async function getDeclaration(deps: Deps, actor: Actor, id: string, q: { pageNumber: number; pageSize: number; personalId?: string }) {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const page = await repo.pageDetails(deps.db, row, { personalNumberPrefix: q.personalId }, (q.pageNumber - 1) * q.pageSize, q.pageSize);
  const withdrawn = await repo.withdrawnPeople(deps.db, row, page.rows.map((r) => r.personalNumber));
  const names = await repo.namesOnRecord(deps.db, page.rows.map((r) => r.personalNumber));
  return {
    declaration: toDeclaration(row),
    details: { items: page.rows.map((r) => toDetail(r, row, withdrawn, names)), totalCount: page.total, pageNumber: q.pageNumber, pageSize: q.pageSize },
  };
}

export async function filterDetails(deps: Deps, actor: Actor, f: DetailFilter) {
  if (!/^[0-9a-f-]{36}$/i.test(f.declarationId)) throw new AppError('DECLARATION_NOT_AVAILABLE');
  const row = await mustFind(deps.db, organizationOf(actor), f.declarationId);
  const page = await repo.pageDetails(
    deps.db,
    row,
    { personalNumberPrefix: f.personalIdentificationNumber, firstName: f.firstName, lastName: f.lastName, search: f.search, tier: f.tier },
    (f.pageNumber - 1) * f.pageSize,
    f.pageSize,
  );
  const withdrawn = await repo.withdrawnPeople(deps.db, row, page.rows.map((r) => r.personalNumber));
  const names = await repo.namesOnRecord(deps.db, page.rows.map((r) => r.personalNumber));
  return { items: page.rows.map((r) => toDetail(r, row, withdrawn, names)), totalCount: page.total, pageNumber: f.pageNumber, pageSize: f.pageSize };
}

export async function valErrors(deps: Deps, actor: Actor, id: string, pageNumber: number, pageSize: number, lang: Lang): Promise<ValErrors> {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const page = await repo.pageIssues(deps.db, row, (pageNumber - 1) * pageSize, pageSize);
  const items = page.rows.flatMap((d) =>
    d.issues.map((i) => ({
      detailId: d.id,
      rowNumber: d.rowNumber,
      personalIdentificationNumber: d.personalNumber,
      firstName: d.firstName,
      lastName: d.lastName,
      tier: i.tier,
      field: i.field,
      messageKey: i.message,
      message: validationMessage(lang, i.message),
    })),
  );
  return {
    errorCount: row.errorCount,
    warningCount: row.warningCount,
    canActivate: row.rowCount > 0 && row.errorCount === 0,
    issues: { items, totalCount: page.total, pageNumber, pageSize },
  };
}

/**
 * Whether a person is withdrawn from the fund by the declaration's month (the row form asks as the personal
 * number is typed, to show it and expect no contributions). The declaration is the organization's; the
 * answer is the one a row of that person in it gets from the row validation.
 */
export async function withdrawal(deps: Deps, actor: Actor, id: string, personalNumber: string): Promise<Withdrawal> {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const withdrawn = await repo.withdrawnPeople(deps.db, row, [personalNumber]);
  return { personalIdentificationNumber: personalNumber, withdrawnFrom: withdrawalFor(withdrawn, personalNumber, { year: row.year, month: row.month }) };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export async function penaltyDetails(deps: Deps, actor: Actor, id: string): Promise<PenaltyDetails> {
  const organizationId = organizationOf(actor);
  const row = await mustFind(deps.db, organizationId, id);
  const due = contributionDueDate(row.year, row.month);
  const filedOn = row.activationDate ? dateOfInstant(new Date(row.activationDate)) : dateOfInstant(deps.clock.now());
  const daysLate = Math.max(0, daysBetween(due, filedOn));
  // paid or payable as the ledger settles the organization's obligations, oldest first
  const fines = await finesOfDeclaration(deps.db, organizationId, id);
  let total = 0n;
  for (const f of fines) if (f.status === 'valid') total += tetriFromDb(f.amount);
  return {
    dueDate: due,
    activationDate: iso(row.activationDate),
    isLate: daysLate > 0,
    daysLate,
    fines: fines.map((f) => ({ id: f.id, number: f.number, amount: f.amount, date: f.date, status: f.status, paymentType: f.paymentType, reason: f.reason })),
    totalFines: formatMoneyPlain(total),
  };
}

/** Balance: the sum of the organization's ledger (modules/finance). */
export function orgBalance(deps: Deps, actor: Actor, q: { organizationId?: string; organizationCode?: string }): Promise<OrgBalance> {
  return ledgerBalance(deps, actor, q);
}

export async function employeeStatistic(deps: Deps, actor: Actor, body: { year?: number; personalIdentificationNumber?: string }): Promise<EmployeeStatistic> {
  const year = body.year ?? periodOfInstant(deps.clock.now()).year;
  const { months, people } = await repo.yearStatistic(deps.readDb, organizationOf(actor), year, body.personalIdentificationNumber || undefined);
  const participation = { mandatory: 0, mayOptOut: 0, pensionAge: 0, optIn: 0 };
  for (const p of people) {
    participation[participationCategory(p.birthDate, p.gender)] += 1;
    if (p.optIn) participation.optIn += 1;
  }
  return {
    year,
    employeeCount: people.length,
    participation,
    months: months.map((m) => ({
      month: Number(m.month),
      employeeCount: Number(m.employees),
      contributionBase: moneyNN(m.base),
      employeeContribution: moneyNN(m.emp),
      organizationContribution: moneyNN(m.org),
    })),
  };
}

export function template(type: DeclarationType, form: DeclarationForm, lang: Lang): Promise<Buffer> {
  return buildTemplate(type, form, lang);
}

export async function exportDetails(deps: Deps, actor: Actor, id: string, lang: Lang) {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const details = await repo.allDetails(deps.db, row);
  // the export has the template's columns, the same fields a row is validated from
  const rows: ExportRow[] = details.map(draftOfRow);
  const file = await buildExport(row.type as DeclarationType, row.form, lang, rows);
  return { file, fileName: `declaration-${row.number}-${row.year}-${String(row.month).padStart(2, '0')}.xlsx` };
}

/** The last upload of a declaration and a page of its rejected rows still waiting; null when there is none. */
export async function uploadReport(deps: Deps, actor: Actor, id: string, pageNumber: number, pageSize: number, lang: Lang): Promise<UploadReport | null> {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const report = await repo.findUploadReport(deps.db, row);
  if (!report) return null;
  const page = await repo.pageRejectedRows(deps.db, row, (pageNumber - 1) * pageSize, pageSize);
  return {
    fileName: report.fileName,
    uploadedAt: iso(report.uploadedAt)!,
    accepted: report.accepted,
    rejected: report.rejected,
    pending: {
      items: page.rows.map((r) => ({
        id: r.id,
        row: r.rowNumber,
        values: r.cellValues,
        issues: r.issues.map((i) => ({ column: i.field, messageKey: i.message, message: validationMessage(lang, i.message) })),
      })),
      totalCount: page.total,
      pageNumber,
      pageSize,
    },
  };
}

/** Lets the last upload's rejected rows go. The declaration itself does not change: no version, any state. */
export async function dismissUploadReport(deps: Deps, actor: Actor, id: string) {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  return { deleted: await repo.deleteUploadReport(deps.db, row) };
}

export async function dismissRejectedRow(deps: Deps, actor: Actor, id: string, rowId: string) {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  if (!(await repo.deleteRejectedRow(deps.db, row, rowId))) throw new AppError('RECORD_NOT_FOUND');
  return { deleted: true };
}

// ---------------------------------------------------------------------------------------------------------
// Writes

export async function createDeclaration(deps: Deps, actor: Actor, input: CreateDeclarationBody, idempotencyKey: string | undefined): Promise<Declaration> {
  const organizationId = organizationOf(actor);
  const checked = createDeclarationBodySchema(periodOfInstant(deps.clock.now())).safeParse(input);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const i of checked.error.issues) fields[i.path.join('.') || '_'] ??= i.message;
    throw new AppError('FILL_CORRECT_FIELDS', { fields });
  }
  const body = checked.data;
  // a self-employed person declares own income only; an employer never files a self-employed person's declaration
  if ((actor.role === 'selfEmployed' && !isOwnIncomeType(body.type)) || (actor.role !== 'selfEmployed' && body.type === 'selfEmployed')) {
    throw new AppError('FILL_CORRECT_FIELDS', { fields: { type: 'declarationType' } });
  }
  const hash = requestHash(['POST declarations', JSON.stringify([body.year, body.month, body.type, body.form])]);
  return withIdempotency(deps, { organizationId }, idempotencyKey, hash, (claim) =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.findOpenPeriod(trx, organizationId, body.year, body.month, body.type)) throw new AppError('DECLARATION_PERIOD_TAKEN');
      const now = deps.clock.now();
      const row = await repo.insertDeclaration(trx, { organizationId, year: body.year, month: body.month, type: body.type, form: body.form, createdBy: actor.userId, now });
      const result = toDeclaration(row);
      await completeIdempotent(trx, claim, result, now);
      return result;
    }),
  );
}

export function saveDeclaration(deps: Deps, actor: Actor, id: string, opts: WriteOptions): Promise<Declaration> {
  return write(deps, actor, id, 'save', opts, async (trx, row, now) => toDeclaration(await repo.bumpVersion(trx, row, now, { status: stateAfter(row.status, 'save') })));
}

/**
 * What the row rules need around a declaration's rows: its type, form and month, today, and the persons
 * withdrawn from the fund by that month (of `personalNumbers`), whose rows carry no contributions.
 */
async function rowContext(trx: Transaction<Database>, row: DeclarationRow, deps: Deps, personalNumbers: readonly string[]): Promise<DetailRowContext> {
  return {
    type: row.type as DeclarationType,
    form: row.form,
    today: dateOfInstant(deps.clock.now()),
    period: { year: row.year, month: row.month },
    withdrawn: await repo.withdrawnPeople(trx, row, personalNumbers),
    namesOnRecord: await repo.namesOnRecord(trx, personalNumbers),
    ownPersonalNumber: await ownPersonalNumberOf(trx, row),
  };
}

/** A self-employed person's declaration of own income holds their own row: their personal number is the organization's code. */
async function ownPersonalNumberOf(db: repo.Executor, row: DeclarationRow): Promise<string | undefined> {
  if (!isOwnIncomeType(row.type as DeclarationType)) return undefined;
  const org = await repo.organizationCodeOf(db, row.organizationId);
  return org?.isSelfEmployed ? org.code : undefined;
}

/** The personal number a typed row names, when it names one. */
const personalNumberOfBody = (body: DetailRowBody): string[] => (typeof body.personalIdentificationNumber === 'string' ? [body.personalIdentificationNumber.trim()] : []);

function duplicateRefusal(v: DetailRowValidation) {
  const dup = v.errors.find((e) => e.message === 'personalNumberRepeated');
  if (dup) throw new AppError('PERSONAL_NUMBER_REPEATED', { fields: { personalIdentificationNumber: 'personalNumberRepeated' } });
  // a self-employed person's declaration holds their own row only: another person's is refused, not kept
  if (v.errors.some((e) => e.message === 'ownIncomePersonalNumber')) throw new AppError('FILL_CORRECT_FIELDS', { fields: { personalIdentificationNumber: 'ownIncomePersonalNumber' } });
  // a known person under another name is refused, with the name on record under the name fields
  const names = v.errors.filter((e) => (e.field === 'firstName' || e.field === 'lastName') && e.message.startsWith('nameNotOnRecord'));
  if (names.length) throw new AppError('FILL_CORRECT_FIELDS', { fields: Object.fromEntries(names.map((e) => [e.field, e.message])) });
}

/**
 * Adds a row typed in the form. Format errors were refused by the body schema; rule errors (a wrong
 * contribution) are kept on the row and block activation until fixed; a repeated personal number is refused.
 */
export function addDetail(deps: Deps, actor: Actor, id: string, body: DetailRowBody, opts: WriteOptions & { fixes?: string }) {
  return write(deps, actor, id, 'editRows', opts, async (trx, row, now) => {
    const existing = await repo.personalNumbersOf(trx, row);
    // a declaration of own income holds one row: a second is refused, whoever it names
    if (isOwnIncomeType(row.type as DeclarationType) && existing.size > 0) throw new AppError('FILL_CORRECT_FIELDS', { fields: { _: 'ownIncomeSingleRow' } });
    const ctx = await rowContext(trx, row, deps, personalNumberOfBody(body));
    const v = validateDetailRow(body, { ...ctx, existingPersonalNumbers: existing });
    duplicateRefusal(v);
    const values = newDetailOf(v);
    if (!values) throw new AppError('FILL_CORRECT_FIELDS', { fields: Object.fromEntries(v.errors.map((e) => [e.field ?? '_', e.message])) });
    const [detailId] = await repo.insertDetails(trx, row, [values], now);
    // the rejected upload row this one fixes is done (already let go by someone else: nothing to do)
    if (opts.fixes) await repo.deleteRejectedRow(trx, row, opts.fixes);
    const detail = await repo.findDetail(trx, row, detailId!);
    const declaration = await repo.refreshDeclaration(trx, row, now);
    return { declaration: toDeclaration(declaration), detail: toDetail(detail!, declaration, ctx.withdrawn, ctx.namesOnRecord) };
  });
}

export function updateDetail(deps: Deps, actor: Actor, id: string, detailId: string, body: DetailRowBody, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, row, now) => {
    if (!(await repo.findDetail(trx, row, detailId))) throw new AppError('RECORD_NOT_FOUND');
    const existing = await repo.personalNumbersOf(trx, row, detailId);
    const ctx = await rowContext(trx, row, deps, personalNumberOfBody(body));
    const v = validateDetailRow(body, { ...ctx, existingPersonalNumbers: existing });
    duplicateRefusal(v);
    const values = newDetailOf(v);
    if (!values) throw new AppError('FILL_CORRECT_FIELDS', { fields: Object.fromEntries(v.errors.map((e) => [e.field ?? '_', e.message])) });
    const detail = await repo.updateDetail(trx, row, detailId, values, now);
    const declaration = await repo.refreshDeclaration(trx, row, now);
    return { declaration: toDeclaration(declaration), detail: toDetail(detail!, declaration, ctx.withdrawn, ctx.namesOnRecord) };
  });
}

export function deleteDetail(deps: Deps, actor: Actor, id: string, detailId: string, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, row, now) => {
    if (!(await repo.deleteDetail(trx, row, detailId))) throw new AppError('RECORD_NOT_FOUND');
    return { declaration: toDeclaration(await repo.refreshDeclaration(trx, row, now)) };
  });
}

/**
 * Activates (submits) a declaration: every row is validated again together (repeated personal numbers,
 * a single row of own income); any error refuses activation, warnings do not.
 */
export function activateDeclaration(deps: Deps, actor: Actor, id: string, opts: WriteOptions): Promise<Declaration> {
  return write(deps, actor, id, 'activate', opts, async (trx, row, now) => {
    const details = await repo.allDetails(trx, row);
    if (details.length === 0) throw new AppError('DECLARATION_EMPTY');
    // rows stored before a person's withdrawal are checked again: from its month on no contribution is due
    const results = validateDetailRows(details.map(draftOfRow), await rowContext(trx, row, deps, details.map((d) => d.personalNumber)));
    if (results.some((r) => !r.isValid) || row.errorCount > 0) throw new AppError('DECLARATION_HAS_ERRORS');
    // a submitted declaration takes no more rows: rejected rows of its last upload can't be fixed in it
    await repo.deleteUploadReport(trx, row);
    const declaration = await repo.refreshDeclaration(trx, row, now, { status: stateAfter(row.status, 'activate'), activationDate: now });
    // its contributions become due in the same transaction: an activated declaration is always in the ledger
    await recordContributionDue(trx, { organizationId: row.organizationId, declarationId: row.id, totalAmount: declaration.totalAmount, activatedAt: now, createdBy: actor.userId });
    return toDeclaration(declaration);
  });
}

export function closeDeclaration(deps: Deps, actor: Actor, id: string, opts: WriteOptions): Promise<Declaration> {
  return write(deps, actor, id, 'close', opts, async (trx, row, now) => toDeclaration(await repo.bumpVersion(trx, row, now, { status: stateAfter(row.status, 'close'), closingDate: now })));
}

export function deleteDeclaration(deps: Deps, actor: Actor, id: string, opts: WriteOptions) {
  return write(deps, actor, id, 'delete', opts, async (trx, row) => {
    await repo.deleteDeclaration(trx, row);
    return { deleted: true };
  });
}

/** What an upload brings besides its file. */
export interface UploadOptions extends WriteOptions {
  idempotencyKey?: string;
  lang: Lang;
  fileName: string;
  /** The app's upload workers (their queue and limits). */
  workers: UploadWorkerPool;
  /** Aborted when the client is gone: the upload stops and stores nothing, since no one would hear the answer. */
  signal?: AbortSignal;
}

/**
 * Upload of a filled template. A file that can't be taken as a whole (not an .xlsx, unsafe, another
 * template, wrong columns, empty, too many rows, over 7 MB) is refused and changes nothing. Otherwise each
 * row is validated: rows with an error are rejected (row, column, message, and what the file held, so they
 * can be fixed in place); the other rows are stored in one transaction, replacing the declaration's rows
 * (`replace`) or after them (`append`). When no row is accepted the declaration is left as it was.
 *
 * The file is read, validated and stored a part at a time: the worker parses the next part while this one
 * is stored, and a refusal found at the end rolls the transaction back. An organization has a bounded
 * number of uploads in flight (429 beyond it); an upload waits for a worker in a bounded, fair queue
 * (503 with Retry-After when it is full or the wait is too long), before its transaction opens.
 */
export async function uploadDetails(deps: Deps, actor: Actor, id: string, file: Buffer, mode: 'replace' | 'append', opts: UploadOptions): Promise<UploadAnswer> {
  const organizationId = organizationOf(actor);
  const before = await mustFind(deps.db, organizationId, id);
  guard(before, 'editRows', opts);
  if (file.length > TEMPLATE_MAX_BYTES) throw new AppError('SPREADSHEET_TOO_LARGE', { params: { maxMb: 7 } });
  const hash = requestHash([`POST declarations/${id}/upload`, mode, file]);
  // the persons withdrawn from the fund by the declaration's month go to the worker with the file
  const withdrawn = await repo.withdrawnPeople(deps.db, before);
  // a self-employed person's file holds their own row: another person's is rejected as the form refuses it
  const ownPersonalNumber = await ownPersonalNumberOf(deps.db, before);
  return withIdempotency(deps, { organizationId }, opts.idempotencyKey, hash, (claim) =>
    storeUpload(
      deps,
      actor,
      id,
      readUpload(opts.workers, organizationId, file, before.type as DeclarationType, before.form, MAX_UPLOAD_ROWS, dateOfInstant(deps.clock.now()), {
        period: { year: before.year, month: before.month },
        withdrawn,
        ownPersonalNumber,
      }),
      mode,
      opts,
      claim,
    ),
  );
}

/** The client went away: what was read is not stored, since no answer could say so. */
function stopIfGone(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new AppError('SERVICE_UNAVAILABLE');
}

async function storeUpload(
  deps: Deps,
  actor: Actor,
  id: string,
  read: UploadRead,
  mode: 'replace' | 'append',
  opts: UploadOptions,
  claim: IdempotencyClaim | null,
): Promise<UploadAnswer> {
  try {
    // no transaction (nor connection, nor lock) while the file waits for a worker: a wait refused stores nothing
    await read.started;
    stopIfGone(opts.signal);
    return await write(deps, actor, id, 'editRows', opts, async (trx, row, now) => {
      // the worker asks, part by part, which persons of the file the scheme knows under which name
      read.begin(mode === 'append' ? await repo.personalNumbersOf(trx, row) : new Set<string>(), (personalNumbers) => repo.namesOnRecord(trx, personalNumbers));
      // the declaration as it was, should no row be accepted
      await sql`savepoint upload_rows`.execute(trx);
      // the number of the next row stored: known once the declaration's rows are cleared (replace) or not
      let next: number | null = null;
      const parts = read.parts();
      let summary: UploadSummary;
      for (;;) {
        const part = await parts.next();
        if (part.done) {
          summary = part.value;
          break;
        }
        if (next === null) {
          if (mode === 'replace') await repo.deleteAllDetails(trx, row);
          next = await repo.nextRowNumber(trx, row);
        }
        stopIfGone(opts.signal);
        await repo.insertDetailColumns(trx, row, part.value.columns, next, now);
        next += part.value.count;
        // the embedded database answers without leaving the event loop: let other requests in between parts
        await new Promise((resolve) => setImmediate(resolve));
      }
      let declaration = row;
      if (summary.accepted > 0) {
        await repo.deleteDetailsOfPersonalNumbers(trx, row, summary.repeated);
        declaration = await repo.refreshDeclaration(trx, row, now);
      } else {
        await sql`rollback to savepoint upload_rows`.execute(trx);
      }
      // kept until each rejected row is fixed in place or let go, in place of the last upload's report
      await repo.replaceUploadReport(
        trx,
        row,
        { fileName: opts.fileName, accepted: summary.accepted, rejected: summary.rejected.length, uploadedBy: actor.userId, uploadedAt: now },
        summary.rejected.map((r) => ({ rowNumber: r.row, values: r.raw, issues: r.issues })),
      );
      const answer: UploadAnswer = {
        accepted: summary.accepted,
        rejected: summary.rejected.length,
        rows: summary.rejected.flatMap((r) => uploadRejections(r.row, r.issues, opts.lang)),
        rejectedRows: summary.rejected.map((r) => ({ row: r.row, values: r.raw })),
        declaration: toDeclaration(declaration),
      };
      await completeIdempotent(trx, claim, answer, now);
      stopIfGone(opts.signal);
      return answer;
    });
  } finally {
    read.cancel();
  }
}
