import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A loaded bank statement (migration 2026-11-25T1000, docs/decisions/0017). */
export interface BankStatementsTable {
  id: Generated<string>;
  format: 'camt053' | 'csv';
  /** `camt053:<MsgId>` or `csv:<sha256>`: the same statement loaded again is this row. */
  identification: string;
  /** The agency's accounts the statement covers, comma-separated. */
  accounts: string;
  fileName: string;
  sha256: string;
  fromDate: string | null;
  toDate: string | null;
  loadedBy: string | null;
  loadedAt: CreatedAt;
}

/** A credit entry of a statement: matched (with the payment it became) or waiting for the operator. */
export interface BankStatementEntriesTable {
  id: Generated<string>;
  statementId: string;
  position: number;
  account: string;
  reference: string;
  bookingDate: ColumnType<string, string, string>;
  valueDate: ColumnType<string, string, string>;
  paidOn: ColumnType<string, string, string>;
  amount: string;
  currency: string;
  payerCode: string | null;
  payerName: string | null;
  payerAccount: string | null;
  payerBank: string | null;
  remittance: string | null;
  status: 'matched' | 'unmatched';
  matchMethod: 'payerCode' | 'remittance' | 'hand' | null;
  organizationId: string | null;
  transactionId: string | null;
  matchedBy: string | null;
  matchedAt: Date | null;
  createdAt: CreatedAt;
}

/** An undone match (migration 2026-11-26T1000, docs/decisions/0023): the payment taken back, once. */
export interface BankStatementUnmatchesTable {
  id: Generated<string>;
  entryId: string;
  transactionId: string;
  organizationId: string;
  matchMethod: 'payerCode' | 'remittance' | 'hand';
  matchedBy: string | null;
  matchedAt: Date | null;
  movementId: string;
  reason: string;
  unmatchedBy: string | null;
  unmatchedAt: CreatedAt;
}

declare module '../../db/schema.ts' {
  interface Database {
    bankStatements: BankStatementsTable;
    bankStatementEntries: BankStatementEntriesTable;
    bankStatementUnmatches: BankStatementUnmatchesTable;
  }
}
