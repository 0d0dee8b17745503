import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A Georgian bank (migration 2026-11-24T1100): the operator keeps the list. */
export interface BanksTable {
  id: Generated<string>;
  /** IBAN bank code given by the National Bank of Georgia; never changes once accounts carry it. */
  code: string;
  bic: string;
  nameKa: string;
  nameEn: string;
  nameRu: string;
  /** False: no longer offered in `banklist`; accounts already at the bank keep it. */
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** An organization's bank account: the IBAN normalised, its bank, the default flag (one per organization). */
export interface BankAccountsTable {
  id: Generated<string>;
  organizationId: string;
  bankId: string;
  iban: string;
  isDefault: Generated<boolean>;
  createdAt: CreatedAt;
  createdBy: string | null;
}

// The tables join the database type from here, beside the module that owns them.
declare module '../../db/schema.ts' {
  interface Database {
    banks: BanksTable;
    bankAccounts: BankAccountsTable;
  }
}
