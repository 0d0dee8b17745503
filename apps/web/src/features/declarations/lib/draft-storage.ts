import type { RejectedRowSchema } from '@pensia/domain';
import type { z } from 'zod';
import type { RowFormValues } from './row-form';

/**
 * What the user typed and has not saved yet, kept in the browser per declaration so that a reload or a
 * dropped connection loses nothing: the open row form, and the rejected rows of the last upload.
 */
const PREFIX = 'pensia.declaration';

export interface RowDraft {
  /** The stored row being edited; absent for a new row. */
  detailId?: string;
  /** The spreadsheet row being fixed, when the form came from an upload report. */
  rejectedRow?: number;
  values: RowFormValues;
  savedAt: number;
}

export type RejectedRow = z.infer<typeof RejectedRowSchema>;
export interface UploadReport {
  fileName: string;
  accepted: number;
  rejected: number;
  rows: { row: number; column: string | null; message: string }[];
  rejectedRows: RejectedRow[];
}

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the form still works, only the copy is lost
  }
}

export const draftStorage = {
  rowKey: (declarationId: string) => `${PREFIX}.${declarationId}.row`,
  reportKey: (declarationId: string) => `${PREFIX}.${declarationId}.upload`,
  readRow: (declarationId: string) => read<RowDraft>(draftStorage.rowKey(declarationId)),
  writeRow: (declarationId: string, draft: RowDraft | null) => write(draftStorage.rowKey(declarationId), draft),
  readReport: (declarationId: string) => read<UploadReport>(draftStorage.reportKey(declarationId)),
  writeReport: (declarationId: string, report: UploadReport | null) => write(draftStorage.reportKey(declarationId), report),
};
