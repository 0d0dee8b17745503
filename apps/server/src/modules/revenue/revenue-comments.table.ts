import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A comments workbook uploaded by an organization (migration 2026-11-27T0100, docs/decisions/0031). */
export interface RevenueCommentFilesTable {
  id: Generated<string>;
  organizationId: string;
  fileId: string;
  name: string;
  sizeBytes: number;
  year: number | null;
  status: 'saved' | 'rejected';
  commentCount: Generated<number>;
  errorCount: Generated<number>;
  errors: ColumnType<{ row: number; column: string | null; message: string }[], string | undefined, string>;
  uploadedBy: string | null;
  uploadedAt: CreatedAt;
}

/** A comment on a difference: one per organization, month and person. */
export interface RevenueCommentsTable {
  id: Generated<string>;
  organizationId: string;
  year: number;
  month: number;
  personalNumber: string;
  comment: string;
  source: 'screen' | 'excel';
  commentFileId: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema.ts' {
  interface Database {
    revenueCommentFiles: RevenueCommentFilesTable;
    revenueComments: RevenueCommentsTable;
  }
}
