import {
  OPTOUT_DOC_TYPE_NAMES,
  OPTOUT_DOC_TYPES,
  OPTOUT_REFUSAL_ERRORS,
  OPTOUT_REQUIRED_DOC_TYPE,
  OPTOUT_STATUS_NAMES,
  OPTOUT_STATUSES,
  OptOutFieldsSchema,
  OptOutUpdateFieldsSchema,
  OptOutUploadFieldsSchema,
  dateOfInstant,
  errorMessage,
  formatMoneyPlain,
  optOutEligibility,
  optOutIsOpen,
  parseOptOutDocumentTypes,
  vmsg,
  type Lang,
  type NamedCode,
  type OperatorOptOutRequest,
  type OptOutCheck,
  type OptOutDocType,
  type OptOutEligibility,
  type OptOutRequest,
  type OptOutStatus,
  type Tetri,
} from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import { type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { acceptUpload, downloadFile, storeUpload, type AcceptedUpload, type MultipartForm } from '../files/files.service.ts';
import * as repo from './optout.repository.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

/**
 * Voluntary opt-out requests (docs/decisions/0027). The employer's calls answer for its organization only:
 * another organization's request or document is "not found", like one that does not exist. A person is
 * checked against the rule of who may leave and until when (domain `optOutEligibility`) when a request is
 * filed; the agency satisfies it — every contribution of the person not given back yet is given back, the
 * employee's and the employer's shares as one "contribution returned" movement to each organization that
 * paid them, the state's share to the state, and the person is withdrawn from the fund — or rejects it.
 */

export type Paging = { pageNumber: number; pageSize: number };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const pad = (n: number) => String(n).padStart(2, '0');
/** A day as the messages name it: 01.11.2026. */
const dayText = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

function refuseFields(issues: readonly { path: PropertyKey[]; message: string }[]): never {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', { fields });
}

export async function views(deps: Deps, db: repo.Executor, rows: repo.RequestRow[]): Promise<OperatorOptOutRequest[]> {
  const ids = rows.map((r) => r.id);
  const [docs, returned] = await Promise.all([repo.documentsOf(db, ids), repo.returnedOf(db, ids)]);
  return rows.map((r) => {
    const mine = returned.filter((x) => x.requestId === r.id);
    const sum = (pred: (x: (typeof mine)[number]) => boolean) => mine.filter(pred).reduce((s, x) => s + tetriFromDb(x.amount), 0n);
    const byOrg = new Map<string, { organizationCode: string; organizationName: string; amount: Tetri }>();
    for (const x of mine.filter((m) => m.source !== 'state')) {
      const o = byOrg.get(x.organizationId) ?? { organizationCode: x.organizationCode, organizationName: x.organizationName, amount: 0n };
      o.amount += tetriFromDb(x.amount);
      byOrg.set(x.organizationId, o);
    }
    const satisfied = r.status === 'satisfied';
    return {
      id: r.id,
      number: r.number,
      date: iso(r.createdAt)!,
      status: r.status,
      statusDate: iso(r.decidedAt ?? r.createdAt)!,
      personalNumber: r.personalNumber,
      firstName: r.firstName,
      lastName: r.lastName,
      birthDate: r.birthDate,
      joined: `${r.joinedYear}-${pad(r.joinedMonth)}`,
      window: { opens: r.windowOpens, closes: r.windowCloses },
      comment: r.comment,
      decisionReason: r.decisionReason,
      decidedAt: iso(r.decidedAt),
      returnedToOrganization: satisfied ? formatMoneyPlain(byOrg.get(r.organizationId)?.amount ?? 0n) : null,
      updatedAt: iso(r.updatedAt)!,
      documents: docs
        .filter((d) => d.requestId === r.id)
        .map((d) => ({ id: d.fileId, docType: d.docType, name: d.name, contentType: d.contentType, size: Number(d.sizeBytes), createdAt: iso(d.createdAt)! })),
      organizationId: r.organizationId,
      organizationCode: r.organizationCode,
      organizationName: r.organizationName,
      returned: satisfied
        ? {
            employee: formatMoneyPlain(sum((x) => x.source === 'employee')),
            organization: formatMoneyPlain(sum((x) => x.source === 'organization')),
            state: formatMoneyPlain(sum((x) => x.source === 'state')),
            organizations: [...byOrg.values()].map((o) => ({ ...o, amount: formatMoneyPlain(o.amount) })),
          }
        : null,
    };
  });
}

export async function viewOf(deps: Deps, id: string): Promise<OperatorOptOutRequest> {
  const row = await repo.findRequest(deps.db, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return (await views(deps, deps.db, [row]))[0]!;
}

/** The employer's view: no other organization's figures, no whose-it-is. */
function employerView(r: OperatorOptOutRequest): OptOutRequest {
  const { organizationId: _o, organizationCode: _c, organizationName: _n, returned: _r, ...rest } = r;
  return rest;
}

// ── eligibility ──────────────────────────────────────────────────────────────────────────────────────────

interface Assessed {
  personalNumber: string;
  facts: repo.PersonFacts;
  eligibility: OptOutEligibility;
  joined: { year: number; month: number } | null;
}

async function assess(db: repo.Executor, organizationId: string, personalNumbers: string[], today: string, exceptRequestId?: string): Promise<Assessed[]> {
  const facts = await repo.personFacts(db, organizationId, personalNumbers, exceptRequestId);
  return personalNumbers.map((pn) => {
    const f = facts.get(pn)!;
    const joined = f.joinedIndex === null ? null : { year: Math.floor(f.joinedIndex / 12), month: (f.joinedIndex % 12) + 1 };
    const eligibility = optOutEligibility({
      person: f.person ? { birthDate: f.person.birthDate, gender: f.person.gender } : null,
      joined,
      withdrawn: f.withdrawn,
      pending: f.pending,
      on: today,
    });
    return { personalNumber: pn, facts: f, eligibility, joined };
  });
}

function refusalError(a: Assessed): AppError {
  const code = OPTOUT_REFUSAL_ERRORS[a.eligibility.refusal!];
  const w = a.eligibility.window;
  return new AppError(code, { params: w ? { opens: dayText(w.opens), closes: dayText(w.closes) } : {} });
}

function checkOf(a: Assessed, lang: Lang): OptOutCheck {
  const refusal = a.eligibility.refusal;
  const error = refusal ? refusalError(a) : null;
  return {
    personalNumber: a.personalNumber,
    // someone the organization never declared: nothing about them
    firstName: a.facts.person?.firstName ?? null,
    lastName: a.facts.person?.lastName ?? null,
    canCreate: refusal === null,
    refusal: error?.code ?? null,
    message: error ? errorMessage(lang, error.code, error.options.params) : null,
    window: a.facts.person ? a.eligibility.window : null,
  };
}

/** `checkvoluntaryoptoutclimecreate/{id}`: whether a request may be filed today for the person. */
export async function check(deps: Deps, actor: Actor, personalNumber: string, lang: Lang): Promise<OptOutCheck> {
  const [a] = await assess(deps.db, organizationOf(actor), [personalNumber], dateOfInstant(deps.clock.now()));
  return checkOf(a!, lang);
}

/** `optout/check-participant-list`: the same for a list, in the order given (each once). */
export async function checkList(deps: Deps, actor: Actor, personalNumbers: string[], lang: Lang): Promise<OptOutCheck[]> {
  const unique = [...new Set(personalNumbers)];
  const assessed = await assess(deps.db, organizationOf(actor), unique, dateOfInstant(deps.clock.now()));
  return assessed.map((a) => checkOf(a, lang));
}

// ── the employer ─────────────────────────────────────────────────────────────────────────────────────────

export async function list(deps: Deps, actor: Actor, q: Paging & { status?: OptOutStatus; personalNumber?: string }) {
  const organizationId = organizationOf(actor);
  const { rows, total } = await repo.listRequests(deps.db, { organizationId, status: q.status, personalNumber: q.personalNumber || undefined }, { offset: (q.pageNumber - 1) * q.pageSize, limit: q.pageSize, order: 'newest' });
  return { items: (await views(deps, deps.db, rows)).map(employerView), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export function statuses(): NamedCode[] {
  return OPTOUT_STATUSES.map((code) => ({ code, ...OPTOUT_STATUS_NAMES[code] }));
}

export function docTypes(): NamedCode[] {
  return OPTOUT_DOC_TYPES.map((code) => ({ code, ...OPTOUT_DOC_TYPE_NAMES[code] }));
}

export async function byId(deps: Deps, actor: Actor, id: string): Promise<OptOutRequest> {
  const row = await repo.findRequest(deps.db, id, organizationOf(actor));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return employerView((await views(deps, deps.db, [row]))[0]!);
}

/** The files of a form accepted (size, type by content) and typed. */
function readFiles(form: MultipartForm, documentTypes: string | undefined): { uploads: AcceptedUpload[]; types: OptOutDocType[] } {
  const types = parseOptOutDocumentTypes(documentTypes, form.files.length);
  if (!types) throw new AppError('VALIDATION_FAILED', { fields: { documentTypes: vmsg('optoutDocumentType') } });
  return { uploads: form.files.map((f) => acceptUpload(f)), types };
}

async function storeDocuments(deps: Deps, trx: Transaction<Database>, requestId: string, uploads: AcceptedUpload[], types: OptOutDocType[], by: string) {
  const docs = [];
  for (const [i, upload] of uploads.entries()) docs.push({ requestId, fileId: (await storeUpload(deps, trx, upload, by)).id, docType: types[i]! });
  await repo.insertDocuments(trx, docs);
}

async function requireWrittenRequest(trx: Transaction<Database>, requestId: string) {
  const docs = await repo.documentTypesOf(trx, requestId);
  if (!docs.some((d) => d.docType === OPTOUT_REQUIRED_DOC_TYPE)) throw new AppError('VALIDATION_FAILED', { fields: { documents: vmsg('optoutDocumentRequired') } });
}

/** A unique index refused a second new request for the same person (two filed at the same moment). */
function isOneNewConflict(e: unknown) {
  const err = e as { code?: string; constraint?: string; message?: string };
  return err.code === '23505' && `${err.constraint ?? ''} ${err.message ?? ''}`.includes('optout_requests_one_new_idx');
}

/** `add-voluntaryOptout-request`: a new request with its documents, the employee's written request among them. */
export async function create(deps: Deps, actor: Actor, form: MultipartForm): Promise<OptOutRequest> {
  const organizationId = organizationOf(actor);
  const parsed = OptOutFieldsSchema.safeParse(form.fields);
  if (!parsed.success) refuseFields(parsed.error.issues);
  const fields = parsed.data;
  const { uploads, types } = readFiles(form, fields.documentTypes);
  if (!types.includes(OPTOUT_REQUIRED_DOC_TYPE)) throw new AppError('VALIDATION_FAILED', { fields: { documents: vmsg('optoutDocumentRequired') } });
  const now = deps.clock.now();
  let id: string;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const [a] = await assess(trx, organizationId, [fields.personalNumber], dateOfInstant(now));
      if (a!.eligibility.refusal) throw refusalError(a!);
      const person = a!.facts.person!;
      const w = a!.eligibility.window!;
      const { id } = await repo.insertRequest(trx, {
        organizationId,
        personalNumber: fields.personalNumber,
        firstName: person.firstName,
        lastName: person.lastName,
        birthDate: person.birthDate,
        gender: person.gender,
        joinedYear: a!.joined!.year,
        joinedMonth: a!.joined!.month,
        windowOpens: w.opens,
        windowCloses: w.closes,
        comment: fields.comment || null,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await storeDocuments(deps, trx, id, uploads, types, actor.userId);
      return id;
    });
  } catch (e) {
    if (isOneNewConflict(e)) throw new AppError('OPTOUT_ALREADY_REQUESTED');
    throw e;
  }
  return employerView(await viewOf(deps, id));
}

function idList(value: string | undefined): string[] {
  const ids = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!ids.every(isUuid)) throw new AppError('VALIDATION_FAILED', { fields: { removeDocumentIds: vmsg('invalidType') } });
  return [...new Set(ids)];
}

/** A new request of the organization, locked for a change; refused when decided. */
async function openRequest(trx: Transaction<Database>, id: string, organizationId: string) {
  const request = await repo.lockRequest(trx, id, organizationId);
  if (!request) throw new AppError('RECORD_NOT_FOUND');
  if (!optOutIsOpen(request.status)) throw new AppError('OPTOUT_ALREADY_DECIDED');
  return request;
}

/**
 * `update-voluntaryOptout-request`: changes a new request — its comment, documents added and taken off; the
 * employee's written request stays.
 */
export async function update(deps: Deps, actor: Actor, form: MultipartForm): Promise<OptOutRequest> {
  const organizationId = organizationOf(actor);
  const parsed = OptOutUpdateFieldsSchema.safeParse(form.fields);
  if (!parsed.success) refuseFields(parsed.error.issues);
  const fields = parsed.data;
  const { uploads, types } = readFiles(form, fields.documentTypes);
  const remove = idList(fields.removeDocumentIds);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const request = await openRequest(trx, fields.id, organizationId);
    const removed = await repo.removeDocuments(trx, request.id, remove);
    if (removed.length !== remove.length) throw new AppError('RECORD_NOT_FOUND');
    await storeDocuments(deps, trx, request.id, uploads, types, actor.userId);
    await requireWrittenRequest(trx, request.id);
    await repo.deleteFiles(trx, removed);
    await repo.setRequestComment(trx, request.id, fields.comment || null, now);
  });
  return employerView(await viewOf(deps, fields.id));
}

/** `upload-voluntaryOptout-doc`: documents added to a new request. */
export async function uploadDocuments(deps: Deps, actor: Actor, form: MultipartForm): Promise<OptOutRequest> {
  const organizationId = organizationOf(actor);
  const parsed = OptOutUploadFieldsSchema.safeParse(form.fields);
  if (!parsed.success) refuseFields(parsed.error.issues);
  const { requestId, documentTypes } = parsed.data;
  if (!form.files.length) throw new AppError('VALIDATION_FAILED', { fields: { documents: vmsg('required') } });
  const { uploads, types } = readFiles(form, documentTypes);
  await deps.db.transaction().execute(async (trx) => {
    await openRequest(trx, requestId, organizationId);
    await storeDocuments(deps, trx, requestId, uploads, types, actor.userId);
    await repo.touchRequest(trx, requestId, deps.clock.now());
  });
  return employerView(await viewOf(deps, requestId));
}

/** `remove-voluntaryOptout-doc`: a document taken off a new request; the last written request stays. */
export async function removeDocument(deps: Deps, actor: Actor, q: { requestId: string; documentId: string }): Promise<OptOutRequest> {
  const organizationId = organizationOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    await openRequest(trx, q.requestId, organizationId);
    const removed = await repo.removeDocuments(trx, q.requestId, [q.documentId]);
    if (!removed.length) throw new AppError('RECORD_NOT_FOUND');
    await requireWrittenRequest(trx, q.requestId);
    await repo.deleteFiles(trx, removed);
    await repo.touchRequest(trx, q.requestId, deps.clock.now());
  });
  return employerView(await viewOf(deps, q.requestId));
}

/** `delete-voluntaryOptout-request`: a new request goes, with its documents. */
export async function remove(deps: Deps, actor: Actor, id: string): Promise<{ id: string }> {
  const organizationId = organizationOf(actor);
  await deps.db.transaction().execute(async (trx) => {
    await openRequest(trx, id, organizationId);
    const files = (await repo.documentsOf(trx, [id])).map((d) => d.fileId);
    await repo.deleteRequest(trx, id);
    await repo.deleteFiles(trx, files);
  });
  return { id };
}

/** `download-voluntaryOptout-doc`: a document of one of the organization's requests. */
export async function downloadDocument(deps: Deps, actor: Actor, reply: FastifyReply, q: { requestId: string; documentId: string }) {
  const fileId = await repo.documentFile(deps.db, q.requestId, q.documentId, organizationOf(actor));
  if (!fileId) throw new AppError('RECORD_NOT_FOUND');
  return downloadFile(deps, reply, fileId);
}
