import { errorMessage, type ExportState, type ExportStatus, type Lang } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import type { JobMeta, JobQueue, QueueSpec } from '../../lib/job-queue.ts';
import { wakeWaiters, waitUntilEnded } from '../../lib/job-wait.ts';
import { workbookWriters } from '../declarations/excel/workbooks.ts';
import type { DeferredWorkbook } from './export-deferral.ts';
import {
  deleteExportsExpiredBy, exportStatus, exportToRun, findExportOf, insertExport, markExportFailed, markExportRunning, storeExportDone, unendedExports,
} from './exports.repository.ts';

/**
 * Exports written by a job of the durable queue (docs/decisions/0088). The request keeps what is to be written
 * (layout and rows) with who asked for it and queues a job; any server's worker writes the workbook and stores
 * its bytes with `done` in one statement, so a job run again (its server died and the queue took it over) either
 * finds it done or writes it whole again: a file is never kept half, nor twice. Read only by the user who asked
 * for it, in the organization they asked in, until it expires.
 */

export const EXPORT_QUEUE = 'export-write';

interface ExportJobData {
  exportId: string;
}

async function markFailed(deps: Deps, exportId: string) {
  await markExportFailed(deps.db, exportId, deps.clock.now());
}

/**
 * Writes one export to its end. One done or failed already ends the job at once. The bytes and `done` are stored
 * by one update that only a queued or running export takes: two runs at once (a server thought dead that was
 * not) store the file once. A workbook the writers could not write now (busy) throws, and the queue tries it
 * again later; after the last try the export is failed, and its reader told so in their language.
 */
export async function runExport(deps: Deps, exportId: string, ctx: { lastAttempt: boolean }): Promise<void> {
  const row = await exportToRun(deps.db, exportId);
  if (!row || row.status === 'done' || row.status === 'failed' || !row.input) return;
  await markExportRunning(deps.db, exportId, deps.clock.now());
  try {
    const bytes = await workbookWriters().write(row.input.layout, row.input.rows);
    await storeExportDone(deps.db, exportId, bytes, deps.clock.now());
  } catch (e) {
    if (!ctx.lastAttempt) throw e;
    deps.log.error({ err: e, exportId }, 'export not written after its last try');
    await markFailed(deps, exportId);
    throw e;
  } finally {
    wakeWaiters(`export:${exportId}`);
  }
}

/** The queue of the exports (defined at start-up with the app's other queues). */
export function exportQueue(deps: Deps): QueueSpec<ExportJobData> {
  return {
    name: EXPORT_QUEUE,
    run: (data, ctx) => runExport({ ...deps, log: ctx.log }, data.exportId, { lastAttempt: ctx.attempt >= deps.config.jobs.retryLimit }),
  };
}

/**
 * Keeps a large export's workbook with who asked for it (committed before its job is queued: nothing asked for
 * is lost) and queues its job. Answers the export's id.
 */
export async function acceptExport(
  deps: Deps,
  queue: JobQueue,
  actor: Actor,
  file: { workbook: DeferredWorkbook; fileName: string; contentType: string },
  meta: JobMeta = {},
): Promise<string> {
  const now = deps.clock.now();
  const row = await insertExport(deps.db, {
    organizationId: actor.organizationId,
    requestedBy: actor.userId,
    fileName: file.fileName,
    contentType: file.contentType,
    rowCount: file.workbook.rows.length,
    input: JSON.stringify(file.workbook),
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.exportKeepHours * 3_600_000),
  });
  await queue.send(EXPORT_QUEUE, { exportId: row.id }, meta);
  return row.id;
}

/** Exports queued or running with no job waiting or running for them: queued again (at start-up). */
export async function queueLeftExports(deps: Deps, queue: JobQueue): Promise<void> {
  const left = await unendedExports(deps.db, deps.clock.now());
  for (const { id } of left) {
    if (!(await queue.pending(EXPORT_QUEUE, { exportId: id }))) await queue.send(EXPORT_QUEUE, { exportId: id });
  }
}

/** Waits up to `ms` for an export to be written or to fail; answers its status then. */
export async function waitForExport(deps: Deps, exportId: string, ms: number): Promise<ExportStatus> {
  const read = () => exportStatus(deps.db, exportId);
  return waitUntilEnded(`export:${exportId}`, read, (s) => s === 'done' || s === 'failed', ms);
}

export type ExportAnswer = { kind: 'file'; fileName: string; contentType: string; content: Buffer } | { kind: 'state'; state: ExportState };

/**
 * An export as its reader may have it: the file once written, else its state (a failure's words in the reader's
 * language). Only the user who asked for it, in the organization they asked in (none for an operator outside an
 * organization), reads it: anyone else, an unknown id and a malformed one are all answered 404 alike. An export
 * past its expiry is answered EXPORT_EXPIRED (404) until the clean-up has deleted it.
 */
export async function exportFor(deps: Deps, actor: Actor, id: string, lang: Lang): Promise<ExportAnswer> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const row = await findExportOf(deps.db, id, actor.userId, actor.organizationId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (new Date(row.expiresAt).getTime() <= deps.clock.now().getTime()) throw new AppError('EXPORT_EXPIRED');
  if (row.status === 'done' && row.content) return { kind: 'file', fileName: row.fileName, contentType: row.contentType, content: Buffer.from(row.content) };
  const error = row.status === 'failed' ? { code: 'EXPORT_FAILED', message: errorMessage(lang, 'EXPORT_FAILED') } : null;
  return { kind: 'state', state: { exportId: row.id, status: row.status, error } };
}

/** Deletes the exports past their expiry, written or not; answers how many. */
export async function deleteExpiredExports(deps: Deps): Promise<number> {
  return deleteExportsExpiredBy(deps.db, deps.clock.now());
}
