import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER, MAX_ATTACHMENTS, TEMPLATE_MAX_BYTES, reversalApi, reversalEtag, ReversalDocsFieldsSchema, type Reversal } from '@pensia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { parseIfMatch, type WriteOptions } from '../declarations/declaration-access.ts';
import { XLSX_CONTENT_TYPE } from '../declarations/excel/workbooks.ts';
import { readMultipart } from '../files/files.service.ts';
import { uploadedSpreadsheet, uploadReversalRows } from './reversal-upload.ts';
import * as svc from './reversals.service.ts';
import { exportDetails } from './reversal-export.ts';
import { headerOf } from '../../lib/headers.ts';
import { sendExport } from '../exports/export-routes.ts';

const opts = (request: FastifyRequest): WriteOptions => ({ ifMatch: parseIfMatch(headerOf(request, IF_MATCH_HEADER)) });

/** Every answer carrying a reversal carries its version as ETag. */
function tag<T extends Reversal | { reversal: Reversal }>(reply: FastifyReply, result: T): T {
  const r = ('reversal' in result ? result.reversal : result) as Reversal;
  reply.header('etag', reversalEtag(r.version));
  return result;
}

/** Reversing declarations (docs/decisions/0021): reads under finance, writes under finance-write. */
export function reversalRoutes(app: FastifyInstance, deps: Deps) {
  route(app, reversalApi.list, ({ actor, query }) => svc.listReversals(deps, actor!, query));
  route(app, reversalApi.get, async ({ actor, params, query, reply }) => tag(reply, await svc.getReversal(deps, actor!, params.id, query)));
  route(app, reversalApi.filterDetails, ({ actor, body }) => svc.filterDetails(deps, actor!, body));
  route(app, reversalApi.report, ({ actor, query, request, reply }) =>
    sendExport(app, deps, { request, reply }, XLSX_CONTENT_TYPE, () => exportDetails(deps, actor!, query.reversedDeclarationId, langOf(request))) as never,
  );

  const audit = { audit: true };
  route(app, reversalApi.create, async ({ actor, body, request, reply }) => tag(reply, await svc.createReversal(deps, actor!, body, headerOf(request, IDEMPOTENCY_KEY_HEADER))), audit);
  route(app, reversalApi.addDetail, async ({ actor, params, body, request, reply }) => tag(reply, await svc.addDetail(deps, actor!, params.id, body, opts(request))), audit);
  route(app, reversalApi.updateDetail, async ({ actor, params, body, request, reply }) =>
    tag(reply, await svc.updateDetail(deps, actor!, params.id, params.detailId, body, opts(request))), audit);
  route(app, reversalApi.deleteDetail, async ({ actor, params, request, reply }) => tag(reply, await svc.deleteDetail(deps, actor!, params.id, params.detailId, opts(request))), audit);
  route(app, reversalApi.complete, async ({ actor, params, request, reply }) => tag(reply, await svc.completeReversal(deps, actor!, params.id, opts(request))), audit);
  route(app, reversalApi.remove, ({ actor, params, request }) => svc.deleteReversal(deps, actor!, params.id, opts(request)), audit);
  route(
    app,
    reversalApi.upload,
    async ({ actor, params, request, reply }) => tag(reply, await uploadReversalRows(deps, actor!, params.id, await uploadedSpreadsheet(request), opts(request))),
    { ...audit, bodyLimit: TEMPLATE_MAX_BYTES + 64 * 1024 },
  );
  route(app, reversalApi.docsCreate, async ({ actor, request, reply }) => {
    const form = await readMultipart(request, { fileField: 'files', maxFiles: MAX_ATTACHMENTS });
    const fields = ReversalDocsFieldsSchema.safeParse(form.fields);
    if (!fields.success) throw new AppError('VALIDATION_FAILED', { fields: Object.fromEntries(fields.error.issues.map((i) => [i.path.join('.') || '_', i.message])) });
    return tag(reply, await svc.addDocuments(deps, actor!, form, fields.data, opts(request)));
  }, audit);
  route(app, reversalApi.downloadDoc, ({ actor, body, reply }) => svc.downloadDocument(deps, actor!, reply, body) as never);
  route(app, reversalApi.docDelete, async ({ actor, query, request, reply }) => tag(reply, await svc.deleteDocument(deps, actor!, query, opts(request))), audit);
}
