import { z } from 'zod';
import { isBlankValue } from '@pensia/domain/declarations/amounts';
import { dateOfInstant } from '@pensia/domain/declarations/period';
import { type Declaration, type DeclarationDetail, type DetailField, type DetailRowBodyInput, type Period } from '@pensia/domain/declarations/declaration.schema';
import { validateDetailRow, type DetailRowContext, type DetailRowDraft, type DetailRowValidation } from '@pensia/domain/declarations/row-validation';
import { readKeptRow, templateColumns, type KeptRowCells } from '@pensia/domain/declarations/template';

/** The row form's values: every amount as the text the user typed, never a number. */
export interface RowFormValues {
  personalIdentificationNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: '' | 'male' | 'female';
  grossSalary: string;
  additionalBenefits: string;
  nonCashBenefits: string;
  otherWithHeldAmount: string;
  incomeTax: string;
  netAmount: string;
  employeeContribution: string;
  organizationContribution: string;
  optIn: boolean;
  hasWrittenRequest: boolean;
}

export const EMPTY_ROW: RowFormValues = {
  personalIdentificationNumber: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  gender: '',
  grossSalary: '',
  additionalBenefits: '',
  nonCashBenefits: '',
  otherWithHeldAmount: '',
  incomeTax: '',
  netAmount: '',
  employeeContribution: '',
  organizationContribution: '',
  optIn: false,
  hasWrittenRequest: false,
};

/** Amount fields of the form in the declaration's form, in template order. */
export const AMOUNT_FORM_FIELDS = [
  'grossSalary',
  'additionalBenefits',
  'nonCashBenefits',
  'otherWithHeldAmount',
  'incomeTax',
  'netAmount',
  'employeeContribution',
  'organizationContribution',
] as const;
export type AmountFormField = (typeof AMOUNT_FORM_FIELDS)[number];

/** The fields a declaration's type and form have (the template's columns). */
export function fieldsOf(declaration: Pick<Declaration, 'type' | 'form'>): Set<DetailField> {
  return new Set(templateColumns(declaration.type, declaration.form).map((c) => c.key));
}

/** The row as the domain's validation reads it: text stays text, flags are 0/1. */
export function toDraft(values: RowFormValues, fields: Set<DetailField>): DetailRowDraft {
  const draft: DetailRowDraft = {
    personalIdentificationNumber: values.personalIdentificationNumber,
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
    gender: values.gender,
    optIn: values.optIn ? 1 : 0,
    hasWrittenRequest: values.optIn && values.hasWrittenRequest ? 1 : 0,
  };
  for (const f of AMOUNT_FORM_FIELDS) if (fields.has(f)) draft[f] = values[f];
  return draft;
}

/** Today in Tbilisi: a birth date after it is refused. */
export function todayInTbilisi(): string {
  return dateOfInstant(new Date());
}

/** How many years back the birth-date picker opens: the age of a typical employee, not this month. */
export const BIRTH_DATE_PICKER_YEARS_BACK = 30;

/** The date the birth-date picker opens on while the field is empty: the 1st of this month, 30 years ago. */
export function birthDateToOpenOn(today: string = todayInTbilisi()): string {
  return `${Number(today.slice(0, 4)) - BIRTH_DATE_PICKER_YEARS_BACK}${today.slice(4, 8)}01`;
}

/** A person the server says is withdrawn from the fund by the declaration's month, from the month of the withdrawal. */
export interface RowWithdrawal {
  personalNumber: string;
  from: Period;
}

type RowDeclaration = Pick<Declaration, 'type' | 'form' | 'year' | 'month'>;

export function rowContext(declaration: RowDeclaration, ownPersonalNumber?: string, withdrawal?: RowWithdrawal | null): DetailRowContext {
  return {
    type: declaration.type,
    form: declaration.form,
    today: todayInTbilisi(),
    ownPersonalNumber,
    // a person withdrawn from the fund carries no contributions: the same rule as the server's
    period: { year: declaration.year, month: declaration.month },
    withdrawn: withdrawal ? new Map([[withdrawal.personalNumber, withdrawal.from]]) : undefined,
  };
}

/** Validates the row exactly as the server will (errors, warnings, suggested values). */
export function validateRowForm(values: RowFormValues, declaration: RowDeclaration, ownPersonalNumber?: string, withdrawal?: RowWithdrawal | null): DetailRowValidation {
  return validateDetailRow(toDraft(values, fieldsOf(declaration)), rowContext(declaration, ownPersonalNumber, withdrawal));
}

/**
 * The form's schema: each error of the domain's row validation becomes the message of its field, so the
 * rules under the fields are those the server applies.
 */
export function rowFormSchema(declaration: RowDeclaration, ownPersonalNumber?: string, withdrawal?: RowWithdrawal | null) {
  return z.custom<RowFormValues>().superRefine((values, ctx) => {
    const result = validateRowForm(values, declaration, ownPersonalNumber, withdrawal);
    for (const issue of result.errors) ctx.addIssue({ code: 'custom', path: [issue.field ?? 'root'], message: issue.message });
  });
}

/** The body of the add or edit call; blank optional amounts are left out (computed or 0 on the server). */
export function toBody(values: RowFormValues, fields: Set<DetailField>): DetailRowBodyInput {
  const body: DetailRowBodyInput = {
    personalIdentificationNumber: values.personalIdentificationNumber.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate,
    gender: values.gender as 'male' | 'female',
    grossSalary: values.grossSalary.trim(),
    optIn: values.optIn ? 1 : 0,
    hasWrittenRequest: values.optIn && values.hasWrittenRequest,
  };
  for (const f of AMOUNT_FORM_FIELDS) if (f !== 'grossSalary' && fields.has(f) && !isBlankValue(values[f])) body[f] = values[f].trim();
  return body;
}

/** A stored row in the form. */
export function valuesOfDetail(d: DeclarationDetail): RowFormValues {
  return {
    personalIdentificationNumber: d.personalIdentificationNumber,
    firstName: d.firstName,
    lastName: d.lastName,
    birthDate: d.birthDate,
    gender: d.gender,
    grossSalary: d.grossSalary,
    additionalBenefits: d.additionalBenefits,
    nonCashBenefits: d.nonCashBenefits,
    otherWithHeldAmount: d.otherWithHeldAmount ?? '',
    incomeTax: d.incomeTax ?? '',
    netAmount: d.netAmount ?? '',
    employeeContribution: d.employeeContribution,
    organizationContribution: d.organizationContribution,
    optIn: d.optIn === 1,
    hasWrittenRequest: d.hasWrittenRequest,
  };
}

/**
 * A rejected row of an upload (the cells as the file had them) in the form, to be fixed in place: read with the
 * upload's own cell readers, so a date or a gender word the upload took comes back as the file had it.
 */
export function valuesOfRejected(cells: KeptRowCells): RowFormValues {
  const read = readKeptRow(cells);
  return { ...read, optIn: read.optIn === 1, hasWrittenRequest: read.hasWrittenRequest === 1 };
}
