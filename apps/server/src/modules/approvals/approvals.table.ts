import type { ApprovalKind, ApprovalRow, ApprovalStatus } from '@pensia/domain';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** NUMERIC travels as a decimal string. */
type Numeric = ColumnType<string, string, string>;

/** A submission for approval (docs/decisions/0105): the rows as submitted are kept for the next comparison. */
export interface ApprovalRequestsTable {
  id: Generated<string>;
  organizationId: string;
  kind: ApprovalKind;
  subjectId: string;
  status: ApprovalStatus;
  year: number;
  month: number;
  rowCount: number;
  totalAmount: Numeric;
  reference: string | null;
  rows: ColumnType<ApprovalRow[], string, string>;
  preparedBy: string;
  submittedAt: Timestamp;
  decidedBy: string | null;
  decidedAt: Date | null;
  comment: string | null;
}

// the table joins the database type from here, beside the module that owns it
declare module '../../db/schema.ts' {
  interface Database {
    approvalRequests: ApprovalRequestsTable;
  }
}
