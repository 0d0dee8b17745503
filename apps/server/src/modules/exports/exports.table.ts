import type { ExportStatus } from '@pensia/domain';
import type { ColumnType, Generated } from 'kysely';
import type { DeferredWorkbook } from './export-deferral.ts';

/** An export kept for its download (migration 2026-11-29T1000). */
export interface ExportFilesTable {
  id: Generated<string>;
  status: ColumnType<ExportStatus, ExportStatus | undefined, ExportStatus>;
  organizationId: string | null;
  requestedBy: string;
  fileName: string;
  contentType: string;
  rowCount: number;
  input: ColumnType<DeferredWorkbook | null, string, string | null>;
  content: ColumnType<Uint8Array | null, never, Uint8Array>;
  sizeBytes: ColumnType<number | null, never, number>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  expiresAt: ColumnType<Date, Date | string, never>;
  startedAt: ColumnType<Date | null, never, Date | string | null>;
  finishedAt: ColumnType<Date | null, never, Date | string | null>;
  attempts: ColumnType<number, never, number>;
  errorCode: ColumnType<string | null, never, string | null>;
}

declare module '../../db/schema.ts' {
  interface Database {
    exportFiles: ExportFilesTable;
  }
}
