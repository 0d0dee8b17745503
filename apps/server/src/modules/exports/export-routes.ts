import { sendDownload } from '../../lib/download.ts';
import { exportsApi } from '@pensia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { repeatWhileUp, requeueWhenReady } from '../../lib/job-wait.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { withLargeWorkbooksKept } from './export-deferral.ts';
import { acceptExport, deleteExpiredExports, exportFor, exportQueue, queueLeftExports, waitForExport } from './export-jobs.ts';

const RESUME_RETRY_MS = 5_000;
/** How often each server deletes the exports past their expiry. */
const CLEAN_UP_MS = 60 * 60 * 1000;

/**
 * Sends an export (docs/decisions/0088). `produce` is the export's own code, answering its file and name as
 * always. A workbook of up to a screen's worth of rows (EXPORT_JOB_ROWS) is written in the request and sent
 * as before. A larger one is kept for a job of the durable queue, and the request waits for it up to
 * LOAD_WAIT_MS, as a load does: written by then, it is sent as before; failed, its refusal; else 202
 * `{ exportId, status }`, and the file is had from GET /api/user/v1/exports/:id.
 */
export async function sendExport(
  app: FastifyInstance,
  deps: Deps,
  input: { request: FastifyRequest; reply: FastifyReply },
  contentType: string,
  produce: () => Promise<{ file: Buffer; fileName: string }>,
): Promise<unknown> {
  const { request, reply } = input;
  const { value, taken } = await withLargeWorkbooksKept(deps.config.exportJobRows, produce);
  if (!taken) return sendDownload(reply, contentType, value.fileName, value.file);
  const actor = request.actor;
  if (!actor) throw new AppError('UNAUTHORIZED');
  const id = await acceptExport(deps, app.jobs, actor, { workbook: taken, fileName: value.fileName, contentType }, { correlationId: String(request.id) });
  const status = await waitForExport(deps, id, deps.config.loadWaitMs);
  if (status === 'done' || status === 'failed') {
    const answer = await exportFor(deps, actor, id, langOf(request));
    if (answer.kind === 'file') return sendDownload(reply, answer.contentType, answer.fileName, answer.content);
    throw new AppError('EXPORT_FAILED');
  }
  reply.code(202);
  reply.header('cache-control', 'no-store');
  return { statusCode: 202, result: { exportId: id, status } };
}

/**
 * The exports' queue, the download of an export written by it, and their upkeep: the exports left without a
 * job queued again when a server is ready, and those past their expiry deleted then and every hour after.
 */
export function exportRoutes(app: FastifyInstance, deps: Deps) {
  app.jobs.define(exportQueue(deps));
  requeueWhenReady(app, 'exports', () => queueLeftExports(deps, app.jobs), RESUME_RETRY_MS);
  repeatWhileUp(app, 'expired exports', CLEAN_UP_MS, () => deleteExpiredExports(deps));

  route(app, exportsApi.file, async ({ actor, params, request, reply }) => {
    const answer = await exportFor(deps, actor!, params.id, langOf(request));
    if (answer.kind === 'file') return sendDownload(reply, answer.contentType, answer.fileName, answer.content) as never;
    reply.header('cache-control', 'no-store');
    if (answer.state.status !== 'failed') reply.code(202);
    // a blob route answers as it is: the state in the group's envelope, written here
    return { statusCode: reply.statusCode, result: answer.state } as never;
  });
}
