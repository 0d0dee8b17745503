import { REVENUE_FILE_MAX_BYTES, revenueApi, revenueLoadsApi, type RevenueLoadResult } from '@pensia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { uploadState, type UploadLoader } from '../files/file-uploads.ts';
import { closeFileParsers } from '../files/parse-workers.ts';
import { defineUploadQueue, loadAsJob } from '../files/upload-routes.ts';
import { readLimited, RevenueRefusal } from './revenue-file.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { XLSX_CONTENT_TYPE } from '../declarations/excel/workbooks.ts';
import { withComments } from './revenue-comments.service.ts';
import { revenueCommentRoutes } from './revenue-comments.routes.ts';
import { previewLoad } from './revenue-loads.service.ts';
import * as svc from './revenue.service.ts';
import { exportComparison } from './revenue-export.ts';
import { sendExport } from '../exports/export-routes.ts';

/** The name of the uploaded file as kept: no path, no control characters. */
function fileNameOf(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'revenue-service';
}

/** The queue of loads of the Revenue Service's filings. */
export const REVENUE_LOAD_QUEUE = 'revenue-load';

/** The load of a Revenue Service file, a job of the durable queue (docs/decisions/0083). */
export const revenueLoader: UploadLoader<RevenueLoadResult> = { kind: 'revenue', queue: REVENUE_LOAD_QUEUE, prepare: svc.prepareFilings };

/** A file's bytes read from the request (at most REVENUE_FILE_MAX_BYTES). */
async function readUpload(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  try {
    return await readLimited(source);
  } catch (e) {
    if (e instanceof RevenueRefusal) throw new AppError(e.code, { params: e.params });
    throw e;
  }
}

/**
 * Streams the multipart field `file` into `read` (the load, or its preview); what it did not read is drained,
 * so the answer is the refusal.
 */
async function fromRequest<T>(request: FastifyRequest, read: (file: AsyncIterable<Uint8Array>, fileName: string) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new AppError('REVENUE_FILE_REQUIRED');
  const part = await request.file({ limits: { fileSize: REVENUE_FILE_MAX_BYTES + 1, files: 1, fields: 5, parts: 8 } });
  if (!part || part.fieldname !== 'file') throw new AppError('REVENUE_FILE_REQUIRED');
  try {
    const result = await read(part.file, fileNameOf(part.filename));
    if (part.file.truncated) throw new AppError('REVENUE_FILE_TOO_LARGE', { params: { maxMb: REVENUE_FILE_MAX_BYTES / (1024 * 1024) } });
    return result;
  } catch (e) {
    if (e instanceof AppError && !part.file.destroyed) {
      part.file.resume();
      await new Promise((resolve) => {
        part.file.once('end', resolve);
        part.file.once('error', resolve);
        part.file.once('close', resolve);
      });
    }
    throw e;
  }
}

/** The Revenue Service comparison (docs/decisions/0024): the operator's load, the employer's reads. */
export function revenueRoutes(app: FastifyInstance, deps: Deps) {
  app.addHook('onClose', async () => closeFileParsers());
  // a file is stored with its upload and loaded by a job of the durable queue, on any server (0083)
  defineUploadQueue(app, deps, revenueLoader);
  route(app, revenueApi.load, async ({ request }) => {
    const file = await fromRequest(request, async (source, fileName) => ({ bytes: await readUpload(source), fileName }));
    return loadAsJob(app, deps, revenueLoader, request, file, (r) => r.loadId);
  }, { audit: true, bodyLimit: REVENUE_FILE_MAX_BYTES + 64 * 1024 });
  route(app, revenueLoadsApi.upload, ({ params, request }) => uploadState<RevenueLoadResult>(deps, 'revenue', params.id, langOf(request)));
  // what a load would do, nothing written: not audited (only a load is)
  route(app, revenueLoadsApi.preview, ({ request }) => fromRequest(request, (file) => previewLoad(deps, file)), { bodyLimit: REVENUE_FILE_MAX_BYTES + 64 * 1024 });
  route(app, revenueApi.year, ({ actor, query }) => svc.compareYear(deps, actor!, query.year));
  route(app, revenueApi.yearDetails, async ({ actor, query }) => withComments(deps, actor!, query.year, query.month, await svc.compareDetails(deps, actor!, query)));
  route(app, revenueApi.paymentTypes, async () => svc.paymentTypes());
  route(app, revenueApi.partTypes, async () => svc.partTypes());
  route(app, revenueApi.report, ({ actor, query, request, reply }) =>
    sendExport(app, deps, { request, reply }, XLSX_CONTENT_TYPE, () => exportComparison(deps, actor!, query, langOf(request))) as never,
  );
  route(app, revenueApi.declarationCheck, ({ actor, params }) => svc.checkDeclaration(deps, actor!, params.id));
  revenueCommentRoutes(app, deps);
}
