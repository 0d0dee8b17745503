import type { UploadStatus } from '@pensia/domain';
import type { ColumnType, Generated } from 'kysely';

export type UploadKind = 'statement' | 'revenue';

/** An upload (migration 2026-11-29T0800). */
export interface FileUploadsTable {
  id: Generated<string>;
  kind: UploadKind;
  status: ColumnType<UploadStatus, UploadStatus | undefined, UploadStatus>;
  fileName: string;
  content: Uint8Array;
  sizeBytes: number;
  uploadedBy: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  startedAt: ColumnType<Date | null, never, Date | string | null>;
  finishedAt: ColumnType<Date | null, never, Date | string | null>;
  attempts: ColumnType<number, never, number>;
  result: ColumnType<unknown, never, string | null>;
  errorCode: ColumnType<string | null, never, string | null>;
  errorParams: ColumnType<Record<string, string | number> | null, never, string | null>;
}

declare module '../../db/schema.ts' {
  interface Database {
    fileUploads: FileUploadsTable;
  }
}
