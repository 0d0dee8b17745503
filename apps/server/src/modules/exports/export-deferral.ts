import { AsyncLocalStorage } from 'node:async_hooks';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';

/** A workbook as the writer takes it, kept to be written by a job. */
export interface DeferredWorkbook {
  layout: WorkbookLayout;
  rows: CellValue[][];
}

interface Deferral {
  /** Workbooks of more rows than this are kept for a job rather than written in the request. */
  threshold: number;
  taken?: DeferredWorkbook;
}

const deferrals = new AsyncLocalStorage<Deferral>();

/**
 * Runs an export's own code (its reads and the making of its rows, as always) with the workbooks of more than
 * `threshold` rows kept rather than written (docs/decisions/0088): the export's writer call (`exportWriters()
 * .write`, declarations/excel/workbooks.ts) answers an empty placeholder for such a workbook, and the one kept
 * is answered here beside the export's answer, for a job to write. Outside of this call every workbook is
 * written at once, as before, whatever its size.
 */
export async function withLargeWorkbooksKept<T>(threshold: number, produce: () => Promise<T>): Promise<{ value: T; taken: DeferredWorkbook | undefined }> {
  const deferral: Deferral = { threshold };
  const value = await deferrals.run(deferral, produce);
  return { value, taken: deferral.taken };
}

/** Keeps the workbook for a job when its export asked for that and it is large; true when kept. */
export function keptForJob(layout: WorkbookLayout, rows: CellValue[][]): boolean {
  const deferral = deferrals.getStore();
  if (!deferral || rows.length <= deferral.threshold) return false;
  if (deferral.taken) throw new Error('an export writes one workbook: a second large one cannot be kept for its job');
  deferral.taken = { layout, rows };
  return true;
}
