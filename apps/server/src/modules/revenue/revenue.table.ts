import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A load of the Revenue Service's filings (migration 2026-11-26T1100, docs/decisions/0024). */
export interface RevenueServiceLoadsTable {
  id: Generated<string>;
  fileName: string;
  sha256: string;
  format: 'csv' | 'xlsx';
  rowCount: number;
  organizationCount: number;
  loadedBy: string | null;
  loadedAt: CreatedAt;
}

/** A line of a filing: one person of one organization in one month. NUMERIC comes back as text. */
export interface RevenueServiceFilingsTable {
  id: Generated<string>;
  loadId: string;
  organizationId: string;
  year: number;
  month: number;
  line: number;
  personalNumber: string;
  lastName: string;
  grossIncome: string;
  incomeTax: string;
  pensionContribution: string;
}

declare module '../../db/schema.ts' {
  interface Database {
    revenueServiceLoads: RevenueServiceLoadsTable;
    revenueServiceFilings: RevenueServiceFilingsTable;
  }
}
