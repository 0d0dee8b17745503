import { formatMoneyPlain, stateFlags, validateDetailRow } from '@pensia/domain';
import type { Declaration, DeclarationDetail, DeclarationType, DetailRowDraft, NamesOnRecord, RowIssue, WithdrawnPeople } from '@pensia/domain';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import type { DeclarationRow, DetailRow } from './declarations.repository.ts';
import type { ExportRow } from './excel/workbooks.ts';

/** A declaration and its rows as the API gives them, from what is stored. */

const money = (v: string | null) => (v === null ? null : formatMoneyPlain(tetriFromDb(v)));
export const moneyNN = (v: string) => formatMoneyPlain(tetriFromDb(v));
export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

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
    awaitingApproval: row.awaitingApproval,
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
export function draftOfRow(row: DetailRow): ExportRow & DetailRowDraft {
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
