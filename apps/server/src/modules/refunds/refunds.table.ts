import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** NUMERIC travels as a decimal string. */
type Numeric = ColumnType<string, string, string>;

/** A refund request (migration 2026-11-25T1100). */
export interface RefundsTable {
  id: Generated<string>;
  organizationId: string;
  /** Drawn from `refund_number_seq` ('R-1001'). */
  number: ColumnType<string, string | undefined, never>;
  amount: Numeric;
  bankAccountId: string;
  /** The IBAN of the account when the request was made or last changed. */
  iban: string;
  bankDetails: string;
  status: ColumnType<'new' | 'approved' | 'rejected', 'new' | 'approved' | 'rejected' | undefined, 'new' | 'approved' | 'rejected'>;
  decisionReason: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  paidOn: ColumnType<string | null, string | null | undefined, string | null>;
  createdBy: string | null;
  /** Asked for in an organization that requires approval and not yet approved: the agency does not see it. */
  awaitingApproval: Generated<boolean>;
  /** A refund above the second approval's amount: the operator who approved it first, and when; paid on another's. */
  firstApprovedBy: ColumnType<string | null, string | null | undefined, string | null>;
  firstApprovedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A document of a refund request: a stored file and its type. */
export interface RefundDocumentsTable {
  refundId: string;
  fileId: string;
  docType: 'application' | 'bank_certificate' | 'payment_order' | 'other';
  /** Order of attaching. */
  seq: ColumnType<string, never, never>;
}

// The tables join the database type from here, beside the module that owns them.
declare module '../../db/schema.ts' {
  interface Database {
    refunds: RefundsTable;
    refundDocuments: RefundDocumentsTable;
  }
}
