import { sendDownload } from '../../lib/download.ts';
import multipart from '@fastify/multipart';
import { declarationApi, declarationEtag, employeeApi, IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER, TEMPLATE_MAX_BYTES, type Declaration } from '@pensia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import * as employees from '../employees/employees.service.ts';
import { parseIfMatch, type WriteOptions } from './declaration-access.ts';
import * as sheets from './declaration-export.ts';
import * as lifecycle from './declaration-lifecycle.ts';
import * as rows from './declaration-rows.ts';
import * as upload from './declaration-upload.ts';
import * as svc from './declarations.service.ts';
import { uploadWorkersOf } from './excel/upload-reader.ts';
import type { UploadWorkerPool } from './excel/upload-workers.ts';
import { closeExportWriters, exportWriters, XLSX_CONTENT_TYPE } from './excel/workbooks.ts';
import { headerOf } from '../../lib/headers.ts';
import { sendExport } from '../exports/export-routes.ts';

const opts = (request: FastifyRequest): WriteOptions => ({ ifMatch: parseIfMatch(headerOf(request, IF_MATCH_HEADER)) });

/** Every answer carrying a declaration carries its version as ETag. */
function tag<T extends Declaration | { declaration: Declaration }>(reply: FastifyReply, result: T): T {
  const d = ('declaration' in result ? result.declaration : result) as Declaration;
  reply.header('etag', declarationEtag(d.version));
  return result;
}

const sendXlsx = (reply: FastifyReply, file: Buffer, fileName: string) => sendDownload(reply, XLSX_CONTENT_TYPE, fileName, file);

/** Reads the multipart field `file` (at most 7 MB); anything larger is refused before it is kept. */
async function uploadedFile(request: FastifyRequest): Promise<{ file: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('SPREADSHEET_REQUIRED');
  const part = await request.file({ limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1, fields: 5, parts: 8 } });
  if (!part || part.fieldname !== 'file') throw new AppError('SPREADSHEET_REQUIRED');
  try {
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw new AppError('SPREADSHEET_EMPTY');
    return { file: buffer, fileName: fileNameOf(part.filename) };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('SPREADSHEET_TOO_LARGE', { params: { maxMb: 7 } });
    throw e;
  }
}

/** The name the file had on the user's computer, as shown back to them: no path, no control characters. */
function fileNameOf(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'declaration.xlsx';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's upload workers: their queue and limits (its `load()` says what they are doing). */
    uploadWorkers: UploadWorkerPool;
  }
}

/** Aborted when the connection closes before the answer is sent: the client is gone. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

export function declarationRoutes(app: FastifyInstance, deps: Deps) {
  const uploadWorkers = uploadWorkersOf(deps.config);
  app.decorate('uploadWorkers', uploadWorkers);
  app.metricsSources.uploads = () => uploadWorkers.load();
  app.addHook('onReady', async () => uploadWorkers.warm());
  app.addHook('onClose', async () => uploadWorkers.close());
  app.addHook('onReady', async () => exportWriters().warm());
  app.addHook('onClose', async () => closeExportWriters());
  // multipart only where files are accepted (an encapsulated context), unless the app already has it
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart, { limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1 } });
    registerRoutes(scope, deps, uploadWorkers);
  });
}

function registerRoutes(app: FastifyInstance, deps: Deps, uploadWorkers: UploadWorkerPool) {
  // reads
  route(app, declarationApi.list, ({ actor, query }) => svc.listDeclarations(deps, actor!, query.status ?? 'all', query.pageNumber, query.pageSize));
  route(app, declarationApi.byList, ({ actor, params, query }) => svc.listDeclarations(deps, actor!, params.type, query.pageNumber, query.pageSize));
  route(app, declarationApi.get, async ({ actor, params, query, reply }) => tag(reply, await svc.getDeclaration(deps, actor!, params.id, query)));
  route(app, declarationApi.valErrors, ({ actor, params, query, request }) => svc.valErrors(deps, actor!, params.id, query.pageNumber, query.pageSize, langOf(request)));
  route(app, declarationApi.penaltyDetails, ({ actor, params }) => svc.penaltyDetails(deps, actor!, params.id));
  route(app, declarationApi.withdrawal, ({ actor, params, query }) => svc.withdrawal(deps, actor!, params.id, query.personalIdentificationNumber));
  route(app, declarationApi.filterDetails, ({ actor, body }) => svc.filterDetails(deps, actor!, body));
  route(app, declarationApi.orgBalance, ({ actor, query }) => svc.orgBalance(deps, actor!, query));
  route(app, declarationApi.employeeStatistic, ({ actor, body }) => svc.employeeStatistic(deps, actor!, body));
  route(app, declarationApi.uploadReport, ({ actor, params, query, request }) => upload.uploadReport(deps, actor!, params.id, query.pageNumber, query.pageSize, langOf(request)));
  route(app, declarationApi.template, async ({ query, request, reply }) =>
    sendXlsx(reply, await sheets.template(query.type, query.form, langOf(request)), `template-${query.type}-${query.form}.xlsx`),
  );
  route(app, declarationApi.report, ({ actor, query, request, reply }) =>
    sendExport(app, deps, { request, reply }, XLSX_CONTENT_TYPE, () => sheets.exportDetails(deps, actor!, query.declarationId, langOf(request))) as never,
  );

  // writes
  const audit = { audit: true };
  route(app, declarationApi.create, async ({ actor, body, request, reply }) => tag(reply, await lifecycle.createDeclaration(deps, actor!, body, headerOf(request, IDEMPOTENCY_KEY_HEADER))), audit);
  route(app, declarationApi.save, async ({ actor, params, request, reply }) => tag(reply, await lifecycle.saveDeclaration(deps, actor!, params.id, opts(request))), audit);
  route(app, declarationApi.activate, async ({ actor, params, request, reply }) => tag(reply, await lifecycle.activateDeclaration(deps, actor!, params.id, opts(request))), audit);
  route(app, declarationApi.close, async ({ actor, params, request, reply }) => tag(reply, await lifecycle.closeDeclaration(deps, actor!, params.id, opts(request))), audit);
  route(app, declarationApi.remove, ({ actor, params, request }) => lifecycle.deleteDeclaration(deps, actor!, params.id, opts(request)), audit);
  route(app, declarationApi.addDetail, async ({ actor, params, query, body, request, reply }) =>
    tag(reply, await rows.addDetail(deps, actor!, params.id, body, { ...opts(request), fixes: query.fixes })), audit);
  route(app, declarationApi.dismissUploadReport, ({ actor, params }) => upload.dismissUploadReport(deps, actor!, params.id), audit);
  route(app, declarationApi.dismissRejectedRow, ({ actor, params }) => upload.dismissRejectedRow(deps, actor!, params.id, params.rowId), audit);
  route(app, declarationApi.updateDetail, async ({ actor, params, body, request, reply }) =>
    tag(reply, await rows.updateDetail(deps, actor!, params.id, params.detailId, body, opts(request))), audit);
  route(app, declarationApi.deleteDetail, async ({ actor, params, request, reply }) => tag(reply, await rows.deleteDetail(deps, actor!, params.id, params.detailId, opts(request))), audit);
  route(
    app,
    declarationApi.upload,
    async ({ actor, params, query, request, reply }) => {
      const { file, fileName } = await uploadedFile(request);
      const answer = await upload.uploadDetails(deps, actor!, params.id, file, query.mode, {
        ...opts(request),
        fileName,
        idempotencyKey: headerOf(request, IDEMPOTENCY_KEY_HEADER),
        lang: langOf(request),
        workers: uploadWorkers,
        signal: clientGone(reply),
      });
      return tag(reply, answer);
    },
    { ...audit, bodyLimit: TEMPLATE_MAX_BYTES + 64 * 1024 },
  );

  // employees
  route(app, employeeApi.search, ({ actor, query }) => employees.searchEmployees(deps, actor!, query));
  route(app, employeeApi.get, ({ actor, params }) => employees.employeeDetails(deps, actor!, params.personalNumber));
  route(app, employeeApi.register, ({ actor, body }) => employees.registerEmployee(deps, actor!, body), audit);
  route(app, employeeApi.update, ({ actor, params, body }) => employees.updateEmployee(deps, actor!, params.personalNumber, body), audit);
}
