import type { ColumnType, Generated } from 'kysely';
import type { CorrectionDetailColumns, CorrectionDocumentColumns, CreatedAt, Money, Timestamp } from '../corrections/correction.table.ts';

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
  /** Submitted for approval and not yet decided: nothing of it changes (docs/decisions/0108). */
  awaitingApproval: Generated<boolean>;
}

/** A row of a reversal: the amounts declared (`original*`) and the corrected ones. */
export interface ReversedDeclarationDetailsTable extends CorrectionDetailColumns {
  reversalId: string;
  originalGrossSalary: string;
  originalAdditionalBenefits: string;
  originalNonCashBenefits: string;
  originalEmployeeContribution: string;
  originalOrganizationContribution: string;
}

export interface ReversedDeclarationDocumentsTable extends CorrectionDocumentColumns {
  reversalId: string;
}

// The tables join the database type from here, beside the module that owns them.
declare module '../../db/schema.ts' {
  interface Database {
    reversedDeclarations: ReversedDeclarationsTable;
    reversedDeclarationDetails: ReversedDeclarationDetailsTable;
    reversedDeclarationDocuments: ReversedDeclarationDocumentsTable;
  }
}
