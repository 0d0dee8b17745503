import {
  annualRowValues,
  annualWithdrawal,
  type AnnualDeclaration,
  type AnnualDetail,
  type AnnualRowValues,
  type AnnualWithdrawal,
  type DeclarationType,
  type DeclaredYear,
  type Tetri,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import { withdrawnPeople } from '../declarations/declarations.repository.ts';
import { documentsAnswer, iso, isUuid, money, moneyOf, personAnswer, personColumns, sideAnswer, sideColumns, sideOf, tetri } from '../corrections/correction.mapping.ts';
import * as repo from './annual.repository.ts';
import type { AnnualDetailRow, AnnualRow, DeclaredMonthRow, Executor, NewAnnualDetail } from './annual.repository.ts';

/**
 * What an annual declaration is built from and how it is answered (docs/decisions/0028): the year's months summed by
 * person, the rows and documents mapped to the API's shape, and the declaration found within the organization.
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

export async function declaredYear(db: Executor, organizationId: string, year: number, personalNumber?: string) {
  return declaredYearOf(await repo.declaredMonths(db, organizationId, year, personalNumber));
}

/**
 * What the year's months declared, by person, and the persons of the year withdrawn from the fund by a
 * satisfied opt-out in or before it (decision 0027), each with the contributions the months before the
 * withdrawal declared: their rows carry no contributions from the month of the withdrawal on.
 */
export async function declaredYearWithWithdrawals(db: Executor, organizationId: string, year: number, personalNumber?: string) {
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
    awaitingApproval: a.awaitingApproval,
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

export async function viewOf(db: Executor, organizationId: string, id: string): Promise<AnnualDeclaration> {
  const a = await repo.findAnnual(db, organizationId, id);
  if (!a) throw new AppError('ANNUAL_NOT_AVAILABLE');
  return toAnnual(a, await repo.documentsOf(db, organizationId, [a.id]));
}

export async function mustFind(db: Executor, organizationId: string, id: string): Promise<AnnualRow> {
  const a = isUuid(id) ? await repo.findAnnual(db, organizationId, id) : undefined;
  if (!a) throw new AppError('ANNUAL_NOT_AVAILABLE');
  return a;
}

/** A stored row computed again against what the months declare now (its year's amounts kept). */
export function repriced(r: AnnualDetailRow, declared: DeclaredYear | undefined, fallbackType: DeclarationType, withdrawal?: AnnualWithdrawal): AnnualRowValues {
  const person = declared
    ? { personalNumber: r.personalNumber, firstName: declared.firstName, lastName: declared.lastName, birthDate: declared.birthDate, gender: declared.gender, optIn: declared.optIn }
    : { personalNumber: r.personalNumber, firstName: r.firstName, lastName: r.lastName, birthDate: String(r.birthDate).slice(0, 10), gender: r.gender, optIn: (r.optIn ? 1 : 0) as 0 | 1 };
  return annualRowValues(person, { grossSalary: tetri(r.grossSalary), additionalBenefits: tetri(r.additionalBenefits), nonCashBenefits: tetri(r.nonCashBenefits) }, declared, fallbackType, withdrawal);
}
