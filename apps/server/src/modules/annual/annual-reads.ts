import {
  comparisonKind,
  contributionBase,
  isoDateToExcelSerial,
  type AnnualComparisonKind,
  type AnnualComparisonRow,
  type AnnualDetail,
  type DeclarationType,
  type Lang,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { organizationOf } from '../declarations/declaration-access.ts';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';
import { exportWriters, neutralizeCellText } from '../declarations/excel/workbooks.ts';
import { money, sideOf, tetri } from '../corrections/correction.mapping.ts';
import { declaredYear, mustFind, toAnnual, toDetail, repriced, storedOf } from './annual-view.ts';
import * as repo from './annual.repository.ts';

/** Reads of annual declarations and their export: each within the signed-in user's organization (docs/decisions/0028). */
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
    title: SHEET_TITLE[lang],
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
