import { MAX_UPLOAD_BYTES, revenueCommentApi } from '@pensia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { XLSX_CONTENT_TYPE } from '../declarations/excel/workbooks.ts';
import * as svc from './revenue-comments.service.ts';
import { sendExport } from '../exports/export-routes.ts';

/** The name of the uploaded workbook as kept: no path, no control characters. */
function fileNameOf(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'revenue-service-comments.xlsx';
}

/** The multipart field `file`, at most 7 MB: a larger one is refused before it is kept. */
async function uploadedWorkbook(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('SPREADSHEET_REQUIRED');
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 8 } });
  if (!part || part.fieldname !== 'file') throw new AppError('SPREADSHEET_REQUIRED');
  try {
    return { bytes: await part.toBuffer(), fileName: fileNameOf(part.filename) };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('SPREADSHEET_TOO_LARGE', { params: { maxMb: MAX_UPLOAD_BYTES / (1024 * 1024) } });
    throw e;
  }
}

/** Comments on the differences with the Revenue Service (docs/decisions/0031). */
export function revenueCommentRoutes(app: FastifyInstance, deps: Deps) {
  const audit = { audit: true };
  route(app, revenueCommentApi.add, async ({ actor, body, request }) => {
    const comment = await svc.addComment(deps, actor!, body);
    request.auditTarget = { targetId: comment.id };
    return comment;
  }, audit);
  route(app, revenueCommentApi.remove, ({ actor, query, request }) => {
    request.auditTarget = { targetId: query.id };
    return svc.deleteComment(deps, actor!, query.id);
  }, audit);
  route(app, revenueCommentApi.workbook, ({ actor, body, request, reply }) =>
    sendExport(app, deps, { request, reply }, XLSX_CONTENT_TYPE, () => svc.commentsWorkbook(deps, actor!, body, langOf(request))) as never,
  );
  route(app, revenueCommentApi.upload, async ({ actor, request }) => {
    const result = await svc.uploadComments(deps, actor!, await uploadedWorkbook(request), langOf(request));
    request.auditTarget = { targetId: result.id };
    return result;
  }, { ...audit, bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024 });
  route(app, revenueCommentApi.files, ({ actor, query }) => svc.listFiles(deps, actor!, query.year));
  route(app, revenueCommentApi.savedOrNot, ({ actor, query }) => svc.fileState(deps, actor!, query.id));
  route(app, revenueCommentApi.download, ({ actor, query, reply }) => svc.downloadCommentFile(deps, actor!, reply, query.id) as never);
  route(app, revenueCommentApi.removeFile, ({ actor, query, request }) => {
    request.auditTarget = { targetId: query.id };
    return svc.deleteCommentFile(deps, actor!, query.id);
  }, audit);
}
