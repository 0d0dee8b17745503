import { annualApi, AnnualDocsFieldsSchema, annualEtag, IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER, MAX_ATTACHMENTS, type AnnualDeclaration } from '@pensia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { parseIfMatch, type WriteOptions } from '../declarations/declaration-access.ts';
import { XLSX_CONTENT_TYPE } from '../declarations/excel/workbooks.ts';
import { readMultipart } from '../files/files.service.ts';
import * as reads from './annual-reads.ts';
import * as svc from './annual.service.ts';
import { headerOf } from '../../lib/headers.ts';
import { sendExport } from '../exports/export-routes.ts';

const opts = (request: FastifyRequest): WriteOptions => ({ ifMatch: parseIfMatch(headerOf(request, IF_MATCH_HEADER)) });

/** Every answer carrying an annual declaration carries its version as ETag. */
function tag<T extends AnnualDeclaration | { annualDeclaration: AnnualDeclaration }>(reply: FastifyReply, result: T): T {
  const a = ('annualDeclaration' in result ? result.annualDeclaration : result) as AnnualDeclaration;
  reply.header('etag', annualEtag(a.version));
  return result;
}

/** Annual declarations (docs/decisions/0028): reads under finance, writes under finance-write. */
export function annualRoutes(app: FastifyInstance, deps: Deps) {
  route(app, annualApi.list, ({ actor, query }) => reads.listAnnual(deps, actor!, query));
  route(app, annualApi.checkParticipant, ({ actor, query }) => reads.checkParticipant(deps, actor!, query));
  route(app, annualApi.get, async ({ actor, query, reply }) => tag(reply, await reads.getAnnual(deps, actor!, query)));
  route(app, annualApi.comparison, ({ actor, query }) => reads.comparison(deps, actor!, query));
  route(app, annualApi.comparisonMonths, ({ actor, query }) => reads.comparisonMonths(deps, actor!, query));
  route(app, annualApi.report, ({ actor, query, request, reply }) =>
    sendExport(app, deps, { request, reply }, XLSX_CONTENT_TYPE, () => reads.exportYear(deps, actor!, query.year, langOf(request))) as never,
  );

  const audit = { audit: true };
  route(app, annualApi.create, async ({ actor, body, request, reply }) => tag(reply, await svc.createAnnual(deps, actor!, body, headerOf(request, IDEMPOTENCY_KEY_HEADER))), audit);
  route(app, annualApi.addDetail, async ({ actor, params, body, request, reply }) => tag(reply, await svc.addDetail(deps, actor!, params.id, body, opts(request))), audit);
  route(app, annualApi.updateDetail, async ({ actor, params, body, request, reply }) =>
    tag(reply, await svc.updateDetail(deps, actor!, params.id, params.detailId, body, opts(request))), audit);
  route(app, annualApi.deleteDetail, async ({ actor, query, request, reply }) => tag(reply, await svc.deleteDetail(deps, actor!, query.annualdecDetailId, opts(request))), audit);
  route(app, annualApi.close, async ({ actor, query, request, reply }) =>
    tag(reply, await svc.closeAnnual(deps, actor!, query.id, opts(request), headerOf(request, IDEMPOTENCY_KEY_HEADER))), audit);
  route(app, annualApi.remove, ({ actor, query, request }) => svc.deleteAnnual(deps, actor!, query.annualdecId, opts(request)), audit);
  route(app, annualApi.docsCreate, async ({ actor, request, reply }) => {
    const form = await readMultipart(request, { fileField: 'files', maxFiles: MAX_ATTACHMENTS });
    const fields = AnnualDocsFieldsSchema.safeParse(form.fields);
    if (!fields.success) throw new AppError('VALIDATION_FAILED', { fields: Object.fromEntries(fields.error.issues.map((i) => [i.path.join('.') || '_', i.message])) });
    return tag(reply, await svc.addDocuments(deps, actor!, form, fields.data, opts(request)));
  }, audit);
  route(app, annualApi.downloadDoc, ({ actor, body, reply }) => svc.downloadDocument(deps, actor!, reply, body) as never);
  route(app, annualApi.docDelete, async ({ actor, query, request, reply }) => tag(reply, await svc.deleteDocument(deps, actor!, query, opts(request))), audit);
}
