import type { UploadStatus } from '@pensia/domain';
import { sql } from 'kysely';
import type { Executor } from '../finance/ledger.repository.ts';
import type { UploadKind } from './file-uploads.table.ts';

/**
 * The uploads' rows (file_uploads, docs/decisions/0083 and 0085): what file-uploads.ts decides, written and
 * read here.
 */

/** Ends an upload not ended yet as failed at `now`, with its refusal's code and values (JSON text). */
export async function markUploadFailed(db: Executor, uploadId: string, errorCode: string, errorParams: string | null, now: Date): Promise<void> {
  await db
    .updateTable('fileUploads')
    .set({ status: 'failed', errorCode, errorParams, finishedAt: now })
    .where('id', '=', uploadId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** An upload with its file, as a run loads it. */
export function uploadToRun(
  db: Executor,
  uploadId: string,
): Promise<{ status: UploadStatus; content: Uint8Array; fileName: string; uploadedBy: string | null; kind: UploadKind } | undefined> {
  return db.selectFrom('fileUploads').select(['status', 'content', 'fileName', 'uploadedBy', 'kind']).where('id', '=', uploadId).executeTakeFirst();
}

/** Marks an upload not ended yet as running since `now`, one more try. */
export async function markUploadRunning(db: Executor, uploadId: string, now: Date): Promise<void> {
  await db
    .updateTable('fileUploads')
    .set((eb) => ({ status: 'running', startedAt: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', uploadId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** The upload's status, its row locked until the transaction ends. */
export function lockUpload(trx: Executor, uploadId: string): Promise<{ status: UploadStatus } | undefined> {
  return trx.selectFrom('fileUploads').select('status').where('id', '=', uploadId).forUpdate().executeTakeFirst();
}

/** Ends an upload as done at `now`, with its load's answer (JSON text). */
export async function markUploadDone(trx: Executor, uploadId: string, result: string, now: Date): Promise<void> {
  await trx
    .updateTable('fileUploads')
    .set({ status: 'done', result, finishedAt: now })
    .where('id', '=', uploadId)
    .execute();
}

/** A new upload, queued, with its file; answers its id. */
export function insertUpload(db: Executor, u: { kind: UploadKind; fileName: string; content: Uint8Array; sizeBytes: number; uploadedBy: string | null }): Promise<{ id: string }> {
  return db
    .insertInto('fileUploads')
    .values({ kind: u.kind, fileName: u.fileName, content: u.content, sizeBytes: u.sizeBytes, uploadedBy: u.uploadedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The uploads of a kind queued or running. */
export function unendedUploads(db: Executor, kind: UploadKind): Promise<{ id: string }[]> {
  return db.selectFrom('fileUploads').select('id').where('kind', '=', kind).where('status', 'in', ['queued', 'running']).execute();
}

/** An upload's state and what its load answered or refused. */
export type UploadOutcomeRow = { status: UploadStatus; result: unknown; errorCode: string | null; errorParams: Record<string, string | number> | null };

/** The upload's outcome, as a wait for it reads it. */
export function uploadOutcome(db: Executor, uploadId: string): Promise<UploadOutcomeRow> {
  return db.selectFrom('fileUploads').select(['status', 'result', 'errorCode', 'errorParams']).where('id', '=', uploadId).executeTakeFirstOrThrow();
}

/** The upload `id` of a kind, as its state is shown. */
export function findUpload(
  db: Executor,
  kind: UploadKind,
  id: string,
): Promise<(UploadOutcomeRow & { id: string; fileName: string; createdAt: Date; finishedAt: Date | null }) | undefined> {
  return db
    .selectFrom('fileUploads')
    .select(['id', 'status', 'fileName', 'createdAt', 'finishedAt', 'result', 'errorCode', 'errorParams'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Clears the bytes of a kind's uploads ended (done or failed) before `before`; how many were cleared. */
export async function clearUploadContent(db: Executor, kind: UploadKind, before: Date): Promise<number> {
  const cleared = await db
    .updateTable('fileUploads')
    .set({ content: new Uint8Array(0) })
    .where('kind', '=', kind)
    .where('status', 'in', ['done', 'failed'])
    .where('finishedAt', '<', before)
    .where(sql<boolean>`octet_length(content) > 0`)
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows);
}
