import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { repeatWhileUp, requeueWhenReady } from '../../lib/job-wait.ts';
import { Accepted } from '../../lib/route.ts';
import { acceptUpload, clearOldUploadContent, queueLeftUploads, uploadQueue, waitForUpload, type UploadLoader } from './file-uploads.ts';

const RESUME_RETRY_MS = 5_000;
/** How often each server clears the bytes of uploads ended longer ago than UPLOAD_KEEP_DAYS. */
const CLEAN_UP_MS = 60 * 60 * 1000;

/**
 * Defines the queue of one kind of upload, and queues again at start the uploads left without a job (their job
 * not queued when its server died between storing and queueing, or their tries ran out while the database was
 * down); a database not there at start is asked again until it answers.
 */
export function defineUploadQueue<R>(app: FastifyInstance, deps: Deps, loader: UploadLoader<R>) {
  app.jobs.define(uploadQueue(deps, loader));
  requeueWhenReady(app, loader.queue, () => queueLeftUploads(deps, app.jobs, loader as UploadLoader<unknown>), RESUME_RETRY_MS);
  repeatWhileUp(app, `${loader.queue}: old files`, CLEAN_UP_MS, () => clearOldUploadContent(deps, loader.kind));
}

/**
 * The load of an upload read from the request: stored and queued, then waited for up to LOAD_WAIT_MS. Done:
 * its answer, as the load always answered; refused: the refusal, as always; still under way: 202 with its id.
 */
export async function loadAsJob<R>(
  app: FastifyInstance,
  deps: Deps,
  loader: UploadLoader<R>,
  request: FastifyRequest,
  file: { bytes: Uint8Array; fileName: string },
  targetOf: (result: R) => string,
): Promise<R | Accepted> {
  const id = await acceptUpload(deps, app.jobs, loader as UploadLoader<unknown>, { ...file, uploadedBy: request.actor!.userId }, { correlationId: String(request.id) });
  const state = await waitForUpload<R>(deps, id, deps.config.loadWaitMs);
  if (state.status === 'failed') {
    request.auditTarget = { targetId: id };
    throw state.error;
  }
  if (state.status === 'done') {
    request.auditTarget = { targetId: targetOf(state.result) };
    return state.result;
  }
  request.auditTarget = { targetId: id };
  return new Accepted({ uploadId: id, status: state.status });
}
