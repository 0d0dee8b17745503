import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Money = ColumnType<string, string | undefined, string>;

/** A reversing declaration (migration 2026-11-25T1400, docs/decisions/0021). */
export interface ReversedDeclarationsTable {
  id: Generated<string>;
  organizationId: string;
  declarationId: string;
  /** Drawn from a sequence; INT8 comes back as text. */
  number: ColumnType<string, never, never>;
  status: Generated<'open' | 'completed'>;
  /** Optimistic-concurrency counter: the ETag of the reversal. */
  version: Generated<number>;
  rowCount: Generated<number>;
  originalBase: Money;
  correctedBase: Money;
  originalContribution: Money;
  correctedContribution: Money;
  difference: Money;
  createdBy: string | null;
  createdAt: CreatedAt;
  modifiedAt: Timestamp;
  completedAt: Date | null;
  completedBy: string | null;
}

/** A row of a reversal: the amounts declared (`original*`) and the corrected ones. */
export interface ReversedDeclarationDetailsTable {
  id: Generated<string>;
  reversalId: string;
  organizationId: string;
  rowNumber: number;
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: ColumnType<string, string, string>;
  gender: 'male' | 'female';
  optIn: boolean;
  isNew: boolean;
  originalGrossSalary: string;
  originalAdditionalBenefits: string;
  originalNonCashBenefits: string;
  originalEmployeeContribution: string;
  originalOrganizationContribution: string;
  grossSalary: string;
  additionalBenefits: string;
  nonCashBenefits: string;
  employeeContribution: string;
  organizationContribution: string;
  createdAt: CreatedAt;
  modifiedAt: Timestamp;
}

export interface ReversedDeclarationDocumentsTable {
  reversalId: string;
  organizationId: string;
  fileId: string;
  createdAt: CreatedAt;
}

// The tables join the database type from here, beside the module that owns them.
declare module '../../db/schema.ts' {
  interface Database {
    reversedDeclarations: ReversedDeclarationsTable;
    reversedDeclarationDetails: ReversedDeclarationDetailsTable;
    reversedDeclarationDocuments: ReversedDeclarationDocumentsTable;
  }
}
