import {
  annualActionRefusal,
  annualBalanceEffect,
  annualRow,
  annualRowValues,
  annualWithdrawal,
  annualYearRefusal,
  comparisonKind,
  contributionBase,
  dateOfInstant,
  declaredRow,
  isoDateToExcelSerial,
  type AnnualAction,
  type AnnualComparisonKind,
  type AnnualComparisonRow,
  type AnnualDeclaration,
  type AnnualDetail,
  type AnnualRowBody,
  type AnnualRowValues,
  type AnnualWithdrawal,
  type CreateAnnualBody,
  type DeclarationType,
  type DeclaredYear,
  type Lang,
  type Tetri,
} from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { withdrawnPeople } from '../declarations/declarations.repository.ts';
import { organizationOf, type WriteOptions } from '../declarations/declarations.service.ts';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';
import { exportWriters, neutralizeCellText } from '../declarations/excel/workbooks.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../declarations/idempotency.ts';
import { acceptUpload, downloadFile, storeUpload, type MultipartForm } from '../files/files.service.ts';
import { recordMovement } from '../finance/ledger.service.ts';
import { documentsAnswer, iso, isUuid, money, moneyOf, personAnswer, personColumns, sideAnswer, sideColumns, sideOf, tetri } from '../corrections/correction.mapping.ts';
import * as repo from './annual.repository.ts';
import type { AnnualDetailRow, AnnualRow, DeclaredMonthRow, Executor, NewAnnualDetail } from './annual.repository.ts';

/**
 * Annual declarations (docs/decisions/0028). An annual declaration is reached through the signed-in user's
 * organization only; another organization's id answers 404 like an id that does not exist. Every write
 * locks the annual declaration, then holds the year's filed monthly declarations (their processing lock),
 * in one transaction; `If-Match` is checked under the locks. The declared side of every row is what the
 * year's monthly declarations say at the time of the write; closing takes it once more and freezes it.
 */

// ---------------------------------------------------------------------------------------------------------
// What the months declared

/** The year's months summed by person; the person as last declared. */
export function declaredYearOf(months: readonly DeclaredMonthRow[]): Map<string, DeclaredYear> {
  const out = new Map<string, DeclaredYear>();
  for (const m of months) {
    const prev = out.get(m.personalNumber);
    const last = { firstName: m.firstName, lastName: m.lastName, birthDate: m.birthDate.slice(0, 10), gender: m.gender, optIn: (m.optIn ? 1 : 0) as 0 | 1, type: m.type as DeclarationType };
    if (!prev) {
      out.set(m.personalNumber, {
        personalNumber: m.personalNumber,
        ...last,
        months: 1,
        grossSalary: tetri(m.grossSalary),
        additionalBenefits: tetri(m.additionalBenefits),
        nonCashBenefits: tetri(m.nonCashBenefits),
        employeeContribution: tetri(m.employeeContribution),
        organizationContribution: tetri(m.organizationContribution),
      });
    } else {
      // months come in order: the later month names the person
      Object.assign(prev, last);
      prev.months += 1;
      prev.grossSalary += tetri(m.grossSalary);
      prev.additionalBenefits += tetri(m.additionalBenefits);
      prev.nonCashBenefits += tetri(m.nonCashBenefits);
      prev.employeeContribution += tetri(m.employeeContribution);
      prev.organizationContribution += tetri(m.organizationContribution);
    }
  }
  return out;
}

async function declaredYear(db: Executor, organizationId: string, year: number, personalNumber?: string) {
  return declaredYearOf(await repo.declaredMonths(db, organizationId, year, personalNumber));
}

/**
 * What the year's months declared, by person, and the persons of the year withdrawn from the fund by a
 * satisfied opt-out in or before it (decision 0027), each with the contributions the months before the
 * withdrawal declared: their rows carry no contributions from the month of the withdrawal on.
 */
async function declaredYearWithWithdrawals(db: Executor, organizationId: string, year: number, personalNumber?: string) {
  const months = await repo.declaredMonths(db, organizationId, year, personalNumber);
  const withdrawn = await withdrawnPeople(db, { year, month: 12 }, personalNumber ? [personalNumber] : undefined);
  const monthsOf = new Map<string, { month: number; employeeContribution: Tetri; organizationContribution: Tetri }[]>();
  for (const m of months) {
    if (!withdrawn.has(m.personalNumber)) continue;
    const list = monthsOf.get(m.personalNumber) ?? [];
    list.push({ month: m.month, employeeContribution: tetri(m.employeeContribution), organizationContribution: tetri(m.organizationContribution) });
    monthsOf.set(m.personalNumber, list);
  }
  const withdrawals = new Map<string, AnnualWithdrawal>();
  for (const [pn, from] of withdrawn) {
    const w = annualWithdrawal(year, from, monthsOf.get(pn) ?? []);
    if (w) withdrawals.set(pn, w);
  }
  return { declared: declaredYearOf(months), withdrawals };
}

// ---------------------------------------------------------------------------------------------------------
// Mapping

type Documents = Awaited<ReturnType<typeof repo.documentsOf>>;

export function toAnnual(a: AnnualRow, docs: Documents): AnnualDeclaration {
  return {
    id: a.id,
    annualDeclarationNumber: String(a.number),
    year: a.year,
    type: a.type as DeclarationType,
    status: a.status,
    isOpen: a.status === 'open',
    isClosed: a.status === 'closed',
    rowCount: a.rowCount,
    differenceCount: a.differenceCount,
    totals: {
      declaredBase: moneyOf(a.declaredBase),
      annualBase: moneyOf(a.annualBase),
      declaredContribution: moneyOf(a.declaredContribution),
      annualContribution: moneyOf(a.annualContribution),
      difference: moneyOf(a.difference),
    },
    documents: documentsAnswer(docs, 'annualDeclarationId', a.id),
    createdOn: iso(a.createdAt)!,
    closedOn: iso(a.closedAt),
    lastModificationDate: iso(a.modifiedAt)!,
    version: a.version,
  };
}

export function toDetail(d: AnnualDetailRow): AnnualDetail {
  const declared = sideOf(d, 'declared');
  const annual = sideOf(d, '');
  const dcon = declared.employeeContribution + declared.organizationContribution;
  const acon = annual.employeeContribution + annual.organizationContribution;
  return {
    id: d.id,
    annualDeclarationId: d.annualDeclarationId,
    ...personAnswer(d),
    months: d.months,
    declared: sideAnswer(declared),
    annual: sideAnswer(annual),
    declaredBase: money(declared.base),
    annualBase: money(annual.base),
    declaredContribution: money(dcon),
    annualContribution: money(acon),
    difference: money(acon - dcon),
  };
}

export function storedOf(v: AnnualRowValues): NewAnnualDetail {
  return { ...personColumns(v), months: v.months, ...sideColumns(v.declared, 'declared'), ...sideColumns(v.annual, '') };
}

async function viewOf(db: Executor, organizationId: string, id: string): Promise<AnnualDeclaration> {
  const a = await repo.findAnnual(db, organizationId, id);
  if (!a) throw new AppError('ANNUAL_NOT_AVAILABLE');
  return toAnnual(a, await repo.documentsOf(db, organizationId, [a.id]));
}

// ---------------------------------------------------------------------------------------------------------
// Guards

async function mustFind(db: Executor, organizationId: string, id: string): Promise<AnnualRow> {
  const a = isUuid(id) ? await repo.findAnnual(db, organizationId, id) : undefined;
  if (!a) throw new AppError('ANNUAL_NOT_AVAILABLE');
  return a;
}

function guard(a: AnnualRow, monthsProcessing: boolean, action: AnnualAction, opts: WriteOptions) {
  const refusal = annualActionRefusal(a, monthsProcessing, action);
  if (refusal === 'closed') throw new AppError('ANNUAL_CLOSED');
  if (refusal === 'processing') throw new AppError('DECLARATION_PROCESSING');
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
    const a = await repo.lockAnnual(trx, organizationId, id);
    if (!a) throw new AppError('ANNUAL_NOT_AVAILABLE');
    const processing = await repo.holdYearDeclarations(trx, organizationId, a.year);
    guard(a, processing, action, opts);
    return work(trx, a, deps.clock.now());
  });
}

// ---------------------------------------------------------------------------------------------------------
// Reads

const LIST_STATUS = { open: 'open', closed: 'closed', all: null } as const;

export async function listAnnual(deps: Deps, actor: Actor, q: { status: 'open' | 'closed' | 'all'; pageNumber: number; pageSize: number }) {
  const organizationId = organizationOf(actor);
  const { rows, total } = await repo.listAnnual(deps.db, organizationId, LIST_STATUS[q.status], (q.pageNumber - 1) * q.pageSize, q.pageSize);
  const docs = await repo.documentsOf(deps.db, organizationId, rows.map((r) => r.id));
  return { items: rows.map((r) => toAnnual(r, docs)), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function getAnnual(deps: Deps, actor: Actor, q: { annualdecId: string; pageNumber: number; pageSize: number; personalId?: string; lastName?: string }) {
  const organizationId = organizationOf(actor);
  const a = await mustFind(deps.db, organizationId, q.annualdecId);
  const page = await repo.pageDetails(deps.db, a, { personalNumberPrefix: q.personalId, lastName: q.lastName }, (q.pageNumber - 1) * q.pageSize, q.pageSize);
  return {
    annualDeclaration: toAnnual(a, await repo.documentsOf(deps.db, organizationId, [a.id])),
    details: { items: page.rows.map(toDetail), totalCount: page.total, pageNumber: q.pageNumber, pageSize: q.pageSize },
  };
}

/** What the year's months declared of a person, and whether the year's annual declaration already has them. */
export async function checkParticipant(deps: Deps, actor: Actor, q: { year: number; personalIdentificationNumber: string }) {
  const organizationId = organizationOf(actor);
  const d = (await declaredYear(deps.db, organizationId, q.year, q.personalIdentificationNumber)).get(q.personalIdentificationNumber);
  const annual = await repo.findAnnualOfYear(deps.db, organizationId, q.year);
  const inAnnual = annual ? Boolean(await repo.findDetailOfPerson(deps.db, annual, q.personalIdentificationNumber)) : false;
  return {
    year: q.year,
    personalIdentificationNumber: q.personalIdentificationNumber,
    isDeclared: Boolean(d),
    inAnnualDeclaration: inAnnual,
    firstName: d?.firstName ?? null,
    lastName: d?.lastName ?? null,
    birthDate: d?.birthDate ?? null,
    gender: d?.gender ?? null,
    months: d?.months ?? 0,
    grossSalary: money(d?.grossSalary ?? 0n),
    additionalBenefits: money(d?.additionalBenefits ?? 0n),
    nonCashBenefits: money(d?.nonCashBenefits ?? 0n),
    base: money(d ? contributionBase(d) : 0n),
    contribution: money(d ? d.employeeContribution + d.organizationContribution : 0n),
  };
}

/**
 * Every person of the year — in the annual declaration, in the months, or both — with the kind of
 * difference. An open annual declaration is compared with the months as they are now; a closed one with
 * what it froze when it was closed (and the people of the months it left out).
 */
export async function comparison(deps: Deps, actor: Actor, q: { annualdecId: string; kind: AnnualComparisonKind | 'differences' | 'all'; personalId?: string; pageNumber: number; pageSize: number }) {
  const organizationId = organizationOf(actor);
  const a = await mustFind(deps.db, organizationId, q.annualdecId);
  const [rows, months] = await Promise.all([repo.allDetails(deps.db, a), declaredYear(deps.db, organizationId, a.year)]);
  const out: AnnualComparisonRow[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    seen.add(r.personalNumber);
    const d = toDetail(a.status === 'open' ? { ...r, ...storedOf(repriced(r, months.get(r.personalNumber), a.type as DeclarationType)) } : r);
    out.push({
      personalIdentificationNumber: d.personalIdentificationNumber,
      firstName: d.firstName,
      lastName: d.lastName,
      months: d.months,
      kind: comparisonKind({ declaredMonths: d.months, inAnnual: true, declaredBase: tetri(d.declaredBase), annualBase: tetri(d.annualBase) }),
      declaredBase: d.declaredBase,
      annualBase: d.annualBase,
      declaredContribution: d.declaredContribution,
      annualContribution: d.annualContribution,
      difference: d.difference,
    });
  }
  for (const m of months.values()) {
    if (seen.has(m.personalNumber)) continue;
    const base = contributionBase(m);
    const con = m.employeeContribution + m.organizationContribution;
    out.push({
      personalIdentificationNumber: m.personalNumber,
      firstName: m.firstName,
      lastName: m.lastName,
      months: m.months,
      kind: 'notInAnnual',
      declaredBase: money(base),
      annualBase: money(0n),
      declaredContribution: money(con),
      annualContribution: money(0n),
      difference: money(0n),
    });
  }
  const counts = { same: 0, differs: 0, notDeclared: 0, notInAnnual: 0 };
  for (const r of out) counts[r.kind] += 1;
  const wanted = out
    .filter((r) => q.kind === 'all' || (q.kind === 'differences' ? r.kind !== 'same' : r.kind === q.kind))
    .filter((r) => !q.personalId || r.personalIdentificationNumber.startsWith(q.personalId))
    .sort((x, y) => x.lastName.localeCompare(y.lastName, 'ka') || x.personalIdentificationNumber.localeCompare(y.personalIdentificationNumber));
  const start = (q.pageNumber - 1) * q.pageSize;
  return { items: wanted.slice(start, start + q.pageSize), totalCount: wanted.length, pageNumber: q.pageNumber, pageSize: q.pageSize, counts };
}

/** The year month by month (of everyone, or of one person) with the annual declaration's totals. */
export async function comparisonMonths(deps: Deps, actor: Actor, q: { annualdecId: string; personalId?: string }) {
  const organizationId = organizationOf(actor);
  const a = await mustFind(deps.db, organizationId, q.annualdecId);
  const [monthRows, decls] = await Promise.all([repo.declaredMonths(deps.db, organizationId, a.year, q.personalId), repo.yearDeclarations(deps.db, organizationId, a.year)]);
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, declarationCount: 0, rowCount: 0, base: 0n, contribution: 0n }));
  for (const d of decls) months[d.month - 1]!.declarationCount += 1;
  for (const m of monthRows) {
    const x = months[m.month - 1]!;
    x.rowCount += 1;
    x.base += tetri(m.grossSalary) + tetri(m.additionalBenefits) + tetri(m.nonCashBenefits);
    x.contribution += tetri(m.employeeContribution) + tetri(m.organizationContribution);
  }
  const declaredBase = months.reduce((s, m) => s + m.base, 0n);
  const declaredContribution = months.reduce((s, m) => s + m.contribution, 0n);
  let annualBase = 0n;
  let annualContribution = 0n;
  if (q.personalId) {
    const r = await repo.findDetailOfPerson(deps.db, a, q.personalId);
    const row = r ? await repo.findDetail(deps.db, a, r.id) : undefined;
    if (row) {
      const annual = sideOf(row, '');
      annualBase = annual.base;
      annualContribution = annual.employeeContribution + annual.organizationContribution;
    }
  } else {
    annualBase = tetri(a.annualBase);
    annualContribution = tetri(a.annualContribution);
  }
  return {
    year: a.year,
    personalIdentificationNumber: q.personalId ?? null,
    months: months.map((m) => ({ month: m.month, declarationCount: m.declarationCount, rowCount: m.rowCount, declaredBase: money(m.base), declaredContribution: money(m.contribution) })),
    totals: {
      declaredBase: money(declaredBase),
      annualBase: money(annualBase),
      declaredContribution: money(declaredContribution),
      annualContribution: money(annualContribution),
      difference: money(annualContribution - declaredContribution),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Export

const SHEET_TITLE: Record<Lang, string> = { ka: 'წლიური დეკლარაცია', en: 'Annual declaration', ru: 'Годовая декларация' };
type ExportKey = 'personalNumber' | 'firstName' | 'lastName' | 'birthDate' | 'months' | 'declaredBase' | 'declaredContribution' | 'grossSalary' | 'additionalBenefits' | 'nonCashBenefits' | 'annualBase' | 'annualContribution' | 'difference' | 'isNew';
type ExportKind = 'text' | 'date' | 'money' | 'number';

/** Columns of the export, headers in each language (the glossary's words). */
export const EXPORT_COLUMNS: readonly { key: ExportKey; kind: ExportKind; width: number; header: Record<Lang, string> }[] = [
  { key: 'personalNumber', kind: 'text', width: 14, header: { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' } },
  { key: 'firstName', kind: 'text', width: 16, header: { ka: 'სახელი', en: 'First name', ru: 'Имя' } },
  { key: 'lastName', kind: 'text', width: 18, header: { ka: 'გვარი', en: 'Last name', ru: 'Фамилия' } },
  { key: 'birthDate', kind: 'date', width: 14, header: { ka: 'დაბადების თარიღი', en: 'Date of birth', ru: 'Дата рождения' } },
  { key: 'months', kind: 'number', width: 10, header: { ka: 'თვეები', en: 'Months', ru: 'Месяцы' } },
  { key: 'declaredBase', kind: 'money', width: 16, header: { ka: 'თვეებში დეკლარირებული ბაზა', en: 'Base declared in the months', ru: 'База, задекларированная помесячно' } },
  { key: 'declaredContribution', kind: 'money', width: 16, header: { ka: 'თვეებში დეკლარირებული შენატანი', en: 'Contributions declared in the months', ru: 'Взносы, задекларированные помесячно' } },
  { key: 'grossSalary', kind: 'money', width: 16, header: { ka: 'დარიცხული ხელფასი', en: 'Gross salary', ru: 'Начисленная зарплата' } },
  { key: 'additionalBenefits', kind: 'money', width: 16, header: { ka: 'დამატებითი სარგებელი', en: 'Additional benefits', ru: 'Дополнительные выплаты' } },
  { key: 'nonCashBenefits', kind: 'money', width: 16, header: { ka: 'არაფულადი სარგებელი', en: 'Non-cash benefits', ru: 'Неденежные выплаты' } },
  { key: 'annualBase', kind: 'money', width: 16, header: { ka: 'წლიური ბაზა', en: 'Annual base', ru: 'Годовая база' } },
  { key: 'annualContribution', kind: 'money', width: 16, header: { ka: 'წლიური შენატანი', en: 'Annual contributions', ru: 'Годовые взносы' } },
  { key: 'difference', kind: 'money', width: 14, header: { ka: 'სხვაობა', en: 'Difference', ru: 'Разница' } },
  { key: 'isNew', kind: 'text', width: 12, header: { ka: 'ახალი ჩანაწერი', en: 'New row', ru: 'Новая строка' } },
];
const YES_NO: Record<Lang, [string, string]> = { ka: ['კი', 'არა'], en: ['Yes', 'No'], ru: ['Да', 'Нет'] };
const NUM_FMT: Record<ExportKind, string> = { text: '@', date: 'dd.mm.yyyy', money: '0.00', number: '0' };

export function exportLayout(lang: Lang): WorkbookLayout {
  return {
    creator: 'Pensia',
    title: SHEET_TITLE[lang].slice(0, 31),
    headerRow: 1,
    markerSheet: 'pensia',
    marker: 'annual',
    columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header[lang], width: Math.max(c.width, c.header[lang].length + 2), numFmt: NUM_FMT[c.kind] })),
  };
}

export function exportCells(d: AnnualDetail, lang: Lang): CellValue[] {
  const v: Record<ExportKey, string | number> = {
    personalNumber: d.personalIdentificationNumber,
    firstName: d.firstName,
    lastName: d.lastName,
    birthDate: isoDateToExcelSerial(d.birthDate),
    months: d.months,
    declaredBase: d.declaredBase,
    declaredContribution: d.declaredContribution,
    grossSalary: d.annual.grossSalary,
    additionalBenefits: d.annual.additionalBenefits,
    nonCashBenefits: d.annual.nonCashBenefits,
    annualBase: d.annualBase,
    annualContribution: d.annualContribution,
    difference: d.difference,
    isNew: YES_NO[lang][d.isNew ? 0 : 1],
  };
  return EXPORT_COLUMNS.map((c) => {
    const x = v[c.key];
    if (c.kind === 'money' || c.kind === 'number') return Number(x);
    if (c.kind === 'date') return x;
    return neutralizeCellText(String(x));
  });
}

export async function exportYear(deps: Deps, actor: Actor, year: number, lang: Lang) {
  const organizationId = organizationOf(actor);
  const a = await repo.findAnnualOfYear(deps.db, organizationId, year);
  if (!a) throw new AppError('ANNUAL_NOT_AVAILABLE');
  const rows = await repo.allDetails(deps.db, a);
  const file = await exportWriters().write(exportLayout(lang), rows.map((d) => exportCells(toDetail(d), lang)));
  return { file, fileName: `annual-declaration-${a.year}-${a.number}.xlsx` };
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/** A stored row computed again against what the months declare now (its year's amounts kept). */
function repriced(r: AnnualDetailRow, declared: DeclaredYear | undefined, fallbackType: DeclarationType, withdrawal?: AnnualWithdrawal): AnnualRowValues {
  const person = declared
    ? { personalNumber: r.personalNumber, firstName: declared.firstName, lastName: declared.lastName, birthDate: declared.birthDate, gender: declared.gender, optIn: declared.optIn }
    : { personalNumber: r.personalNumber, firstName: r.firstName, lastName: r.lastName, birthDate: String(r.birthDate).slice(0, 10), gender: r.gender, optIn: (r.optIn ? 1 : 0) as 0 | 1 };
  return annualRowValues(person, { grossSalary: tetri(r.grossSalary), additionalBenefits: tetri(r.additionalBenefits), nonCashBenefits: tetri(r.nonCashBenefits) }, declared, fallbackType, withdrawal);
}

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
  return withIdempotency(deps, organizationId, idempotencyKey, hash, (claim) =>
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

function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';
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

/** Deletes a row named by its id alone (the specification's call): found within the organization first. */
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
 * or later — finds it closed.
 */
export async function closeAnnual(deps: Deps, actor: Actor, id: string, opts: WriteOptions, idempotencyKey: string | undefined): Promise<AnnualDeclaration> {
  const organizationId = organizationOf(actor);
  const hash = requestHash(['POST close-annual-declaration', id]);
  return withIdempotency(deps, organizationId, idempotencyKey, hash, async (claim) => {
    const result = await write(deps, actor, id, 'close', opts, async (trx, a, now) => {
      const { declared, withdrawals } = await declaredYearWithWithdrawals(trx, organizationId, a.year);
      for (const r of await repo.allDetails(trx, a)) {
        await repo.updateDetail(trx, a, r.id, storedOf(repriced(r, declared.get(r.personalNumber), a.type as DeclarationType, withdrawals.get(r.personalNumber))), now);
      }
      const done = await repo.refreshAnnual(trx, a, now, { status: 'closed', closedAt: now, closedBy: actor.userId });
      const effect = annualBalanceEffect(tetri(done.difference));
      if (effect !== 0n) {
        await recordMovement(trx, {
          organizationId,
          kind: 'annual_adjustment',
          amount: effect,
          valueDate: dateOfInstant(now),
          sourceKind: 'annual_declaration',
          sourceId: a.id,
          reason: `${a.number} ${a.year}`,
          createdBy: actor.userId,
        });
      }
      const view = await viewOf(trx, organizationId, a.id);
      await completeIdempotent(trx, claim, view, now);
      return view;
    });
    return result;
  });
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
