import type { ExportStatus } from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';
import type { DeferredWorkbook } from './export-deferral.ts';
import './exports.table.ts';

/**
 * The exports' rows (export_files, docs/decisions/0088): what export-jobs.ts decides, written and read here.
 */

/** Ends an export not ended yet as failed at `now`, its input dropped. */
export async function markExportFailed(db: Db, exportId: string, now: Date): Promise<void> {
  await db
    .updateTable('exportFiles')
    .set({ status: 'failed', errorCode: 'EXPORT_FAILED', input: null, finishedAt: now })
    .where('id', '=', exportId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** An export's status and what is to be written (null once ended). */
export function exportToRun(db: Db, exportId: string): Promise<{ status: ExportStatus; input: DeferredWorkbook | null } | undefined> {
  return db.selectFrom('exportFiles').select(['status', 'input']).where('id', '=', exportId).executeTakeFirst();
}

/** Marks an export not ended yet as running since `now`, one more try. */
export async function markExportRunning(db: Db, exportId: string, now: Date): Promise<void> {
  await db
    .updateTable('exportFiles')
    .set((eb) => ({ status: 'running', startedAt: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', exportId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** Stores a written export's bytes with `done` at `now`, its input dropped: only one not ended yet takes them. */
export async function storeExportDone(db: Db, exportId: string, bytes: Uint8Array, now: Date): Promise<void> {
  await db
    .updateTable('exportFiles')
    .set({ status: 'done', content: bytes, sizeBytes: bytes.byteLength, input: null, finishedAt: now })
    .where('id', '=', exportId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** A new export, queued, with what is to be written (JSON text) and who asked for it; answers its id. */
export function insertExport(
  db: Db,
  e: { organizationId: string | null; requestedBy: string; fileName: string; contentType: string; rowCount: number; input: string; createdAt: Date; expiresAt: Date },
): Promise<{ id: string }> {
  return db
    .insertInto('exportFiles')
    .values({
      organizationId: e.organizationId,
      requestedBy: e.requestedBy,
      fileName: e.fileName,
      contentType: e.contentType,
      rowCount: e.rowCount,
      input: e.input,
      createdAt: e.createdAt,
      expiresAt: e.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The exports queued or running that have not expired at `now`. */
export function unendedExports(db: Db, now: Date): Promise<{ id: string }[]> {
  return db.selectFrom('exportFiles').select('id').where('status', 'in', ['queued', 'running']).where('expiresAt', '>', now).execute();
}

/** An export's status. */
export async function exportStatus(db: Db, exportId: string): Promise<ExportStatus> {
  return (await db.selectFrom('exportFiles').select('status').where('id', '=', exportId).executeTakeFirstOrThrow()).status;
}

/** An export as its reader has it. */
export interface ExportReadRow {
  id: string;
  status: ExportStatus;
  fileName: string;
  contentType: string;
  content: Uint8Array | null;
  errorCode: string | null;
  expiresAt: Date;
}

/** The export `id` asked for by `requestedBy` in the organization `organizationId` (null: outside any). */
export function findExportOf(db: Db, id: string, requestedBy: string, organizationId: string | null): Promise<ExportReadRow | undefined> {
  return db
    .selectFrom('exportFiles')
    .select(['id', 'status', 'fileName', 'contentType', 'content', 'errorCode', 'expiresAt'])
    .where('id', '=', id)
    .where('requestedBy', '=', requestedBy)
    .where((eb) => (organizationId ? eb('organizationId', '=', organizationId) : eb('organizationId', 'is', null)))
    .executeTakeFirst();
}

/** Deletes the exports whose expiry is `now` or before, written or not; how many. */
export async function deleteExportsExpiredBy(db: Db, now: Date): Promise<number> {
  const gone = await db.deleteFrom('exportFiles').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(gone.numDeletedRows);
}
