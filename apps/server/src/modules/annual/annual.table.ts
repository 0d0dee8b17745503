import type { ColumnType, Generated } from 'kysely';
import type { CorrectionDetailColumns, CorrectionDocumentColumns, CreatedAt, Money, Timestamp } from '../corrections/correction.table.ts';

/** An annual declaration (migration 2026-11-26T1400, docs/decisions/0028). */
export interface AnnualDeclarationsTable {
  id: Generated<string>;
  organizationId: string;
  year: number;
  /** Drawn from a sequence; INT8 comes back as text. */
  number: ColumnType<string, never, never>;
  type: string;
  status: Generated<'open' | 'closed'>;
  /** Optimistic-concurrency counter: the ETag of the annual declaration. */
  version: Generated<number>;
  rowCount: Generated<number>;
  differenceCount: Generated<number>;
  declaredBase: Money;
  annualBase: Money;
  declaredContribution: Money;
  annualContribution: Money;
  difference: Money;
  createdBy: string | null;
  createdAt: CreatedAt;
  modifiedAt: Timestamp;
  closedAt: Date | null;
  closedBy: string | null;
  /** Submitted for approval and not yet decided: nothing of it changes (docs/decisions/0108). */
  awaitingApproval: Generated<boolean>;
}

/** A row: what the months declared of the person (`declared*`) and what the year declares. */
export interface AnnualDeclarationDetailsTable extends CorrectionDetailColumns {
  annualDeclarationId: string;
  /** Months of the year in which the person was declared. */
  months: number;
  declaredGrossSalary: string;
  declaredAdditionalBenefits: string;
  declaredNonCashBenefits: string;
  declaredEmployeeContribution: string;
  declaredOrganizationContribution: string;
}

export interface AnnualDeclarationDocumentsTable extends CorrectionDocumentColumns {
  annualDeclarationId: string;
}

// The tables join the database type from here, beside the module that owns them.
declare module '../../db/schema.ts' {
  interface Database {
    annualDeclarations: AnnualDeclarationsTable;
    annualDeclarationDetails: AnnualDeclarationDetailsTable;
    annualDeclarationDocuments: AnnualDeclarationDocumentsTable;
  }
}
