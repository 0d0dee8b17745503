import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** DATE travels as 'YYYY-MM-DD'. */
type DateOnly = ColumnType<string, string, string>;

export type OptOutStatusColumn = 'new' | 'satisfied' | 'rejected';
export type OptOutDocTypeColumn = 'employee_request' | 'identity_document' | 'other';

/** A voluntary opt-out request (migration 2026-11-26T1300). */
export interface OptoutRequestsTable {
  id: Generated<string>;
  /** Drawn from `optout_number_seq` ('OPT-1001'). */
  number: ColumnType<string, string | undefined, never>;
  organizationId: string;
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: DateOnly;
  gender: 'male' | 'female';
  joinedYear: number;
  joinedMonth: number;
  windowOpens: DateOnly;
  windowCloses: DateOnly;
  comment: string | null;
  status: ColumnType<OptOutStatusColumn, OptOutStatusColumn | undefined, OptOutStatusColumn>;
  decisionReason: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A document of an opt-out request: a stored file and its type. */
export interface OptoutDocumentsTable {
  requestId: string;
  fileId: string;
  docType: OptOutDocTypeColumn;
  seq: ColumnType<string, never, never>;
}

/** A person withdrawn from the fund, from a month on. */
export interface SchemeWithdrawalsTable {
  personalNumber: string;
  optoutRequestId: string;
  year: number;
  month: number;
  withdrawnAt: Timestamp;
}

/** A contribution given back by a satisfied request. */
export interface OptoutReturnedContributionsTable {
  declarationDetailId: string;
  source: 'employee' | 'organization' | 'state';
  optoutRequestId: string;
  organizationId: string;
  amount: ColumnType<string, string, string>;
  units: ColumnType<string | null, string | null, string | null>;
}

// The tables join the database type from here, beside the module that owns them.
declare module '../../db/schema.ts' {
  interface Database {
    optoutRequests: OptoutRequestsTable;
    optoutDocuments: OptoutDocumentsTable;
    schemeWithdrawals: SchemeWithdrawalsTable;
    optoutReturnedContributions: OptoutReturnedContributionsTable;
  }
}
