import type { RowFormValues } from './row-form';

/**
 * What the user typed and has not saved yet, kept in the browser per declaration so that a reload or a
 * dropped connection loses nothing: the open row form. (The last upload's report is kept on the server.)
 */
const PREFIX = 'pensia.declaration';

/** The rejected row of the last upload that a new row fixes: its id on the server and its spreadsheet row. */
export interface FixedRow {
  id: string;
  row: number;
}

export interface RowDraft {
  /** The stored row being edited; absent for a new row. */
  detailId?: string;
  /** The rejected upload row being fixed, when the form came from the upload report. */
  fixes?: FixedRow;
  values: RowFormValues;
  savedAt: number;
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

/** A draft as stored: one kept by an earlier version may lack `fixes` or carry other fields. */
function readDraft(key: string): RowDraft | null {
  const draft = read<RowDraft>(key);
  if (!draft || typeof draft !== 'object' || !draft.values) return null;
  const fixes = draft.fixes && typeof draft.fixes.id === 'string' && typeof draft.fixes.row === 'number' ? draft.fixes : undefined;
  return { detailId: typeof draft.detailId === 'string' ? draft.detailId : undefined, fixes, values: draft.values, savedAt: draft.savedAt };
}

/**
 * Removes the copies of upload reports (with what the rejected rows held) that earlier versions kept in the
 * browser under `<prefix>.<declaration id>.upload`: the report now lives on the server only.
 */
function forgetOldUploadCopies() {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const old: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(`${PREFIX}.`) && key.endsWith('.upload')) old.push(key);
    }
    for (const key of old) storage.removeItem(key);
  } catch {
    // storage blocked: nothing to clean
  }
}

export const draftStorage = {
  rowKey: (declarationId: string) => `${PREFIX}.${declarationId}.row`,
  readRow: (declarationId: string) => readDraft(draftStorage.rowKey(declarationId)),
  writeRow: (declarationId: string, draft: RowDraft | null) => write(draftStorage.rowKey(declarationId), draft),
  forgetOldUploadCopies,
};
