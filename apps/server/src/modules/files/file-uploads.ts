import { errorMessage, ERROR_STATUS, type ErrorCode, type Lang, type UploadStatus } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import type { JobMeta, JobQueue, QueueSpec } from '../../lib/job-queue.ts';
import { wakeWaiters, waitUntilEnded } from '../../lib/job-wait.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import {
  clearUploadContent, findUpload, insertUpload, lockUpload, markUploadDone, markUploadFailed, markUploadRunning, unendedUploads, uploadOutcome, uploadToRun,
} from './file-uploads.repository.ts';
import type { UploadKind } from './file-uploads.table.ts';

/**
 * Loads of uploaded files as jobs of the durable queue (docs/decisions/0083): the bank statement and the
 * Revenue Service's filings. The request stores the file with its upload row and queues a job; any server's
 * worker parses it and books it, writing the upload's `done` and answer in the booking's own transaction, so a
 * job run again (its server died, the queue took it over) finds it done and books nothing twice. A refusal of
 * the file is kept as its code and values; its words are made in the reader's language when read.
 */

export type { UploadKind } from './file-uploads.table.ts';

/** How one kind of upload is loaded: parsed (refusals thrown as AppError), then booked in the transaction given. */
export interface UploadLoader<R> {
  kind: UploadKind;
  queue: string;
  prepare(deps: Deps, bytes: Uint8Array, fileName: string, uploadedBy: string | null): Promise<(trx: Executor) => Promise<R>>;
}

interface UploadJobData {
  uploadId: string;
}

async function markFailed(deps: Deps, uploadId: string, code: ErrorCode, params: Record<string, string | number> | undefined) {
  await markUploadFailed(deps.db, uploadId, code, params ? JSON.stringify(params) : null, deps.clock.now());
}

/**
 * Runs the load of one upload to its end. An upload done or failed already (a run before this one finished it)
 * ends the job at once. The booking and the upload's `done` commit together, under the upload row's lock: two
 * runs at once (a server thought dead that was not) book once, the second finding it done. A refusal of the
 * file ends it failed; anything else (the database gone) throws, and the queue tries the job again later.
 */
export async function runUpload<R>(deps: Deps, loader: UploadLoader<R>, uploadId: string, ctx: { attempt: number; lastAttempt: boolean }): Promise<void> {
  const upload = await uploadToRun(deps.db, uploadId);
  if (!upload || upload.kind !== loader.kind || upload.status === 'done' || upload.status === 'failed') return;
  await markUploadRunning(deps.db, uploadId, deps.clock.now());
  try {
    const book = await loader.prepare(deps, upload.content, upload.fileName, upload.uploadedBy);
    await deps.db.transaction().execute(async (trx) => {
      const now = await lockUpload(trx, uploadId);
      if (now?.status !== 'running' && now?.status !== 'queued') return;
      const result = await book(trx);
      await markUploadDone(trx, uploadId, JSON.stringify(result), deps.clock.now());
    });
  } catch (e) {
    if (e instanceof AppError && e.status < 500) {
      await markFailed(deps, uploadId, e.code, e.options.params);
    } else if (ctx.lastAttempt) {
      // the queue will not try it again: the upload says so rather than staying "being loaded" for ever
      deps.log.error({ err: e, uploadId }, 'upload not loaded after its last try');
      await markFailed(deps, uploadId, 'INTERNAL', undefined);
      throw e;
    } else {
      throw e;
    }
  } finally {
    wakeWaiters(`upload:${uploadId}`);
  }
}

/** The queue of one kind of upload (defined at start-up with the app's other queues). */
export function uploadQueue<R>(deps: Deps, loader: UploadLoader<R>): QueueSpec<UploadJobData> {
  return {
    name: loader.queue,
    run: (data, ctx) => runUpload(deps, loader, data.uploadId, { attempt: ctx.attempt, lastAttempt: ctx.attempt >= deps.config.jobs.retryLimit }),
  };
}

/**
 * Stores an uploaded file with its upload row (committed before its job is queued: nothing accepted is lost)
 * and queues its job. A job that could not be queued (the queue's database gone a moment) is queued again at
 * the next start (`queueLeftUploads`). Answers the upload's id.
 */
export async function acceptUpload(deps: Deps, queue: JobQueue, loader: UploadLoader<unknown>, file: { bytes: Uint8Array; fileName: string; uploadedBy: string | null }, meta: JobMeta = {}): Promise<string> {
  const row = await insertUpload(deps.db, { kind: loader.kind, fileName: file.fileName, content: file.bytes, sizeBytes: file.bytes.byteLength, uploadedBy: file.uploadedBy });
  await queue.send(loader.queue, { uploadId: row.id }, meta);
  return row.id;
}

/** Uploads queued or running with no job waiting or running for them: queued again (at start-up). */
export async function queueLeftUploads(deps: Deps, queue: JobQueue, loader: UploadLoader<unknown>): Promise<void> {
  const left = await unendedUploads(deps.db, loader.kind);
  for (const { id } of left) {
    if (!(await queue.pending(loader.queue, { uploadId: id }))) await queue.send(loader.queue, { uploadId: id });
  }
}

type Ended<R> = { status: 'done'; result: R } | { status: 'failed'; error: AppError } | { status: 'queued' | 'running' };

function endedOf<R>(row: { status: UploadStatus; result: unknown; errorCode: string | null; errorParams: Record<string, string | number> | null }): Ended<R> {
  if (row.status === 'done') return { status: 'done', result: row.result as R };
  if (row.status === 'failed') return { status: 'failed', error: refusalOf(row.errorCode, row.errorParams) };
  return { status: row.status };
}

function refusalOf(code: string | null, params: Record<string, string | number> | null): AppError {
  const known = code && code in ERROR_STATUS ? (code as ErrorCode) : 'INTERNAL';
  return new AppError(known, params ? { params } : {});
}

/**
 * Waits up to `ms` for an upload to end: woken at once when a run in this process ends it, and reading the
 * database now and then for a run on another server. Answers its state at the end of the wait.
 */
export async function waitForUpload<R>(deps: Deps, uploadId: string, ms: number): Promise<Ended<R>> {
  const read = async () => endedOf<R>(await uploadOutcome(deps.db, uploadId));
  return waitUntilEnded(`upload:${uploadId}`, read, (state) => state.status === 'done' || state.status === 'failed', ms);
}

/** The state of an upload of the kind given, its refusal in the reader's language; unknown: 404. */
export async function uploadState<R>(deps: Deps, kind: UploadKind, id: string, lang: Lang) {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const row = await findUpload(deps.db, kind, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const refusal = row.status === 'failed' ? refusalOf(row.errorCode, row.errorParams) : null;
  return {
    uploadId: row.id,
    status: row.status,
    fileName: row.fileName,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    result: row.status === 'done' ? (row.result as R) : null,
    error: refusal ? { code: refusal.code, message: errorMessage(lang, refusal.code, refusal.options.params) } : null,
  };
}

/**
 * Clears the bytes of this kind's uploads whose load ended (done or refused) more than UPLOAD_KEEP_DAYS ago
 * (docs/decisions/0085): the row stays — its name, size, who sent it, when, and what the load answered — the
 * file itself goes. Answers how many were cleared.
 */
export async function clearOldUploadContent(deps: Deps, kind: UploadKind): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - deps.config.uploadKeepDays * 86_400_000);
  return clearUploadContent(deps.db, kind, before);
}
