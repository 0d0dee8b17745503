import type { ColumnType, Generated } from 'kysely';

/** Column types of the tables of both corrections of filed declarations (reversing and annual declarations). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Money = ColumnType<string, string | undefined, string>;

/**
 * What a row of either correction holds beside the id of its correction: the person and the side as
 * corrected (the side as declared has the columns of the same names under the correction's prefix).
 */
export interface CorrectionDetailColumns {
  id: Generated<string>;
  organizationId: string;
  rowNumber: number;
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: ColumnType<string, string, string>;
  gender: 'male' | 'female';
  optIn: boolean;
  isNew: boolean;
  grossSalary: string;
  additionalBenefits: string;
  nonCashBenefits: string;
  employeeContribution: string;
  organizationContribution: string;
  createdAt: CreatedAt;
  modifiedAt: Timestamp;
}

/** A document of a correction, beside the id of its correction: a stored file linked to it. */
export interface CorrectionDocumentColumns {
  organizationId: string;
  fileId: string;
  createdAt: CreatedAt;
}
