import { operatorRefundApi, REFUND_DOCUMENT_FIELD, refundApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { readMultipart } from '../files/files.service.ts';
import * as svc from './refunds.service.ts';

/**
 * Refund requests: the employer's reads (`/api/finance/v1`) and writes (`/api/finance-write/v1`, audited), and
 * the back office's list and decision (`/api/operator/v1`, audited).
 */
export function refundRoutes(app: FastifyInstance, deps: Deps) {
  route(app, refundApi.filter, ({ actor, query }) => svc.filter(deps, actor!, query));
  route(app, refundApi.accountNumbers, ({ actor }) => svc.accountNumbers(deps, actor!));
  route(app, refundApi.statuses, async () => svc.statuses());
  route(app, refundApi.byId, ({ actor, query }) => svc.byId(deps, actor!, query.id));
  route(app, refundApi.docTypes, async () => svc.docTypes());
  route(app, refundApi.create, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: REFUND_DOCUMENT_FIELD });
    const refund = await svc.create(deps, actor!, form, idempotencyKeyOf(request));
    request.auditTarget = { targetId: refund.id };
    return refund;
  }, { audit: true });
  route(app, refundApi.update, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: REFUND_DOCUMENT_FIELD });
    const refund = await svc.update(deps, actor!, form);
    request.auditTarget = { targetId: refund.id };
    return refund;
  }, { audit: true });
  route(app, refundApi.remove, async ({ actor, query, request }) => {
    request.auditTarget = { targetId: query.id };
    return svc.remove(deps, actor!, query.id);
  }, { audit: true });
  route(app, refundApi.downloadDoc, ({ actor, body, reply }) => svc.downloadDocument(deps, actor!, reply, body) as never);

  route(app, operatorRefundApi.list, ({ query }) => svc.operatorList(deps, query));
  route(app, operatorRefundApi.decision, async ({ actor, params, body, request }) => {
    const refund = await svc.decide(deps, actor!, params.id, body, idempotencyKeyOf(request));
    request.auditTarget = { organizationId: refund.organizationId, targetId: refund.id };
    return refund;
  }, { audit: true });
  route(app, operatorRefundApi.document, ({ params, reply }) => svc.operatorDocument(deps, reply, params.id, params.documentId) as never);
}
