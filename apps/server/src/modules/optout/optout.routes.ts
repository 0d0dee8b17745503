import { OPTOUT_DOCUMENT_FIELD, operatorOptOutApi, optOutApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { readMultipart } from '../files/files.service.ts';
import * as backOffice from './optout-operator.service.ts';
import * as svc from './optout.service.ts';

/**
 * Voluntary opt-out requests: the employer's reads (`/api/finance/v1`) and writes (`/api/finance-write/v1`,
 * audited), and the back office's list and decision (`/api/operator/v1`, audited).
 */
export function optOutRoutes(app: FastifyInstance, deps: Deps) {
  route(app, optOutApi.check, ({ actor, params, request }) => svc.check(deps, actor!, params.id, langOf(request)));
  route(app, optOutApi.checkList, ({ actor, body, request }) => svc.checkList(deps, actor!, body.personalNumbers, langOf(request)));
  route(app, optOutApi.list, ({ actor, query }) => svc.list(deps, actor!, query));
  route(app, optOutApi.statuses, async () => svc.statuses());
  route(app, optOutApi.byId, ({ actor, params }) => svc.byId(deps, actor!, params.requestId));
  route(app, optOutApi.docTypes, async () => svc.docTypes());
  route(app, optOutApi.create, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: OPTOUT_DOCUMENT_FIELD });
    const created = await svc.create(deps, actor!, form);
    request.auditTarget = { targetId: created.id };
    return created;
  }, { audit: true });
  route(app, optOutApi.update, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: OPTOUT_DOCUMENT_FIELD });
    const updated = await svc.update(deps, actor!, form);
    request.auditTarget = { targetId: updated.id };
    return updated;
  }, { audit: true });
  route(app, optOutApi.uploadDoc, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: OPTOUT_DOCUMENT_FIELD });
    const updated = await svc.uploadDocuments(deps, actor!, form);
    request.auditTarget = { targetId: updated.id };
    return updated;
  }, { audit: true });
  route(app, optOutApi.removeDoc, async ({ actor, query, request }) => {
    request.auditTarget = { targetId: query.requestId };
    return svc.removeDocument(deps, actor!, query);
  }, { audit: true });
  route(app, optOutApi.remove, async ({ actor, query, request }) => {
    request.auditTarget = { targetId: query.id };
    return svc.remove(deps, actor!, query.id);
  }, { audit: true });
  route(app, optOutApi.downloadDoc, ({ actor, body, reply }) => svc.downloadDocument(deps, actor!, reply, body) as never);

  route(app, operatorOptOutApi.list, ({ query }) => backOffice.operatorList(deps, query));
  route(app, operatorOptOutApi.decision, async ({ actor, params, body, request }) => {
    const decided = await backOffice.decide(deps, actor!, params.id, body);
    request.auditTarget = { organizationId: decided.organizationId, targetId: decided.id };
    return decided;
  }, { audit: true });
  route(app, operatorOptOutApi.document, ({ params, reply }) => backOffice.operatorDocument(deps, reply, params.id, params.documentId) as never);
}
