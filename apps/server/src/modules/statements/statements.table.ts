import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A loaded bank statement (migration 2026-11-25T1000, docs/decisions/0017). */
export interface BankStatementsTable {
  id: Generated<string>;
  format: 'camt053' | 'camt054' | 'csv';
  /** `camt053:<account>:<Stmt/Id>:<sequence>` (0045), `csv:<sha256>`, or `camt053:<MsgId>` of loads before it. */
  identification: string;
  /** The agency's accounts the statement covers, comma-separated. */
  accounts: string;
  fileName: string;
  sha256: string;
  fromDate: string | null;
  toDate: string | null;
  loadedBy: string | null;
  loadedAt: CreatedAt;
  /** The statement's account, its own id and sequence (migration 2026-11-28T1000); null on rows loaded before. */
  account: string | null;
  statementRef: string | null;
  sequence: string | null;
  openingBalance: string | null;
  openingDate: string | null;
  closingBalance: string | null;
  closingDate: string | null;
  creditTotal: ColumnType<string, string | undefined, string>;
  debitTotal: ColumnType<string, string | undefined, string>;
}

/** A booked debit of a statement (a return, a fee, a correction), with its reason; a return names the entry it returns. */
export interface BankStatementDebitsTable {
  id: Generated<string>;
  statementId: string;
  position: number;
  account: string;
  reference: string;
  bookingDate: ColumnType<string, string, string>;
  amount: string;
  reason: string | null;
  returnOfEntryId: string | null;
  movementId: string | null;
  createdAt: CreatedAt;
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
  payerAccountInvalid: ColumnType<boolean, boolean | undefined, boolean>;
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
    bankStatementDebits: BankStatementDebitsTable;
  }
}
