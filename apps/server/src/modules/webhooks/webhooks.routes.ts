import { webhooksApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { defineWebhookQueue } from './webhook-delivery.ts';
import * as svc from './webhooks.service.ts';

/** The organization's webhook endpoints and deliveries (`/api/user/v1/webhooks`, administrators, audited writes). */
export function webhookRoutes(app: FastifyInstance, deps: Deps) {
  defineWebhookQueue(app, deps);
  route(app, webhooksApi.list, ({ actor }) => svc.listEndpoints(deps, actor!));
  route(app, webhooksApi.create, async ({ actor, body, request }) => {
    const created = await svc.createEndpoint(deps, actor!, body);
    request.auditTarget = { targetId: created.id };
    return created;
  }, { audit: true });
  route(app, webhooksApi.remove, async ({ actor, params, request }) => {
    request.auditTarget = { targetId: params.id };
    return svc.removeEndpoint(deps, actor!, params.id);
  }, { audit: true });
  route(app, webhooksApi.deliveries, ({ actor, params, query }) => svc.listDeliveries(deps, actor!, params.id, query));
  route(app, webhooksApi.resend, async ({ actor, params, request }) => {
    request.auditTarget = { targetId: params.id };
    return svc.resendDelivery(deps, actor!, params.id);
  }, { audit: true });
}
