import { formatMoneyPlain, type DetailRowValidation, type RowIssue } from '@pensia/domain';
import type { Selectable } from 'kysely';
import type { DeclarationDetailsTable } from '../../db/schema.ts';

/**
 * A validated row in the shape it is stored in, and rows as the arrays of columns one insert takes. Pure:
 * used by the server and by the upload worker alike.
 */

/** A row to store: its columns but the keys, the position and the times the database gives it. */
export type NewDetail = Omit<Selectable<DeclarationDetailsTable>, 'id' | 'createdAt' | 'modifiedAt' | 'declarationId' | 'organizationId' | 'rowNumber'>;

/** A validated row as stored: the values read, errors and warnings kept beside them. */
export function newDetailOf(v: DetailRowValidation, extraErrors: RowIssue[] = []): NewDetail | null {
  if (!v.values) return null;
  const issues = [...v.errors, ...extraErrors, ...v.warnings];
  const x = v.values;
  return {
    personalNumber: x.personalIdentificationNumber,
    firstName: x.firstName,
    lastName: x.lastName,
    birthDate: x.birthDate,
    gender: x.gender,
    grossSalary: formatMoneyPlain(x.grossSalary),
    additionalBenefits: formatMoneyPlain(x.additionalBenefits),
    nonCashBenefits: formatMoneyPlain(x.nonCashBenefits),
    otherWithheldAmount: x.otherWithHeldAmount === null ? null : formatMoneyPlain(x.otherWithHeldAmount),
    incomeTax: x.incomeTax === null ? null : formatMoneyPlain(x.incomeTax),
    netAmount: x.netAmount === null ? null : formatMoneyPlain(x.netAmount),
    employeeContribution: formatMoneyPlain(x.employeeContribution),
    organizationContribution: formatMoneyPlain(x.organizationContribution),
    optIn: x.optIn === 1,
    hasWrittenRequest: x.hasWrittenRequest,
    nameChangeReason: x.nameChange?.reason ?? null,
    nameOnRecord: x.nameChange?.nameOnRecord ?? null,
    issues,
    hasError: v.errors.length + extraErrors.length > 0,
    hasWarning: v.warnings.length > 0,
  };
}

/** Rows as one array per column (amounts as decimal strings, issues as JSON text). */
export interface DetailColumns {
  personalNumber: string[];
  firstName: string[];
  lastName: string[];
  birthDate: string[];
  gender: string[];
  grossSalary: string[];
  additionalBenefits: string[];
  nonCashBenefits: string[];
  otherWithheldAmount: (string | null)[];
  incomeTax: (string | null)[];
  netAmount: (string | null)[];
  employeeContribution: string[];
  organizationContribution: string[];
  optIn: boolean[];
  hasWrittenRequest: boolean[];
  issues: string[];
  hasError: boolean[];
  hasWarning: boolean[];
  nameChangeReason: (string | null)[];
  nameOnRecord: (string | null)[];
}

export function emptyColumns(): DetailColumns {
  return {
    personalNumber: [],
    firstName: [],
    lastName: [],
    birthDate: [],
    gender: [],
    grossSalary: [],
    additionalBenefits: [],
    nonCashBenefits: [],
    otherWithheldAmount: [],
    incomeTax: [],
    netAmount: [],
    employeeContribution: [],
    organizationContribution: [],
    optIn: [],
    hasWrittenRequest: [],
    issues: [],
    hasError: [],
    hasWarning: [],
    nameChangeReason: [],
    nameOnRecord: [],
  };
}

export function pushColumns(c: DetailColumns, r: NewDetail): void {
  c.personalNumber.push(r.personalNumber);
  c.firstName.push(r.firstName);
  c.lastName.push(r.lastName);
  c.birthDate.push(r.birthDate);
  c.gender.push(r.gender);
  c.grossSalary.push(r.grossSalary);
  c.additionalBenefits.push(r.additionalBenefits);
  c.nonCashBenefits.push(r.nonCashBenefits);
  c.otherWithheldAmount.push(r.otherWithheldAmount);
  c.incomeTax.push(r.incomeTax);
  c.netAmount.push(r.netAmount);
  c.employeeContribution.push(r.employeeContribution);
  c.organizationContribution.push(r.organizationContribution);
  c.optIn.push(r.optIn);
  c.hasWrittenRequest.push(r.hasWrittenRequest);
  c.issues.push(JSON.stringify(r.issues));
  c.hasError.push(r.hasError);
  c.hasWarning.push(r.hasWarning);
  c.nameChangeReason.push(r.nameChangeReason);
  c.nameOnRecord.push(r.nameOnRecord);
}

export function columnsOf(rows: readonly NewDetail[]): DetailColumns {
  const c = emptyColumns();
  for (const r of rows) pushColumns(c, r);
  return c;
}
