import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import * as S from './webhooks.ts';

/** The organization's webhook endpoints and their deliveries (docs/decisions/0103): its administrator only. */
export const webhooksApi = defineApi('webhooks', {
  list: defineContract({
    method: 'GET', group: 'user', path: 'webhooks', audience: 'user', permission: 'administer',
    summary: "The organization's webhook endpoints (never their secrets)",
    response: resultEnvelope(z.array(S.WebhookEndpointSchema)),
  }),
  create: defineContract({
    method: 'POST', group: 'user', path: 'webhooks', audience: 'user', permission: 'administer', stepUp: true,
    summary: 'Register an endpoint: https (no private or local address) and the events it wants; answers its signing secret, this once only',
    body: S.CreateWebhookEndpointBodySchema, response: resultEnvelope(S.CreatedWebhookEndpointSchema), errors: [409],
  }),
  remove: defineContract({
    method: 'DELETE', group: 'user', path: 'webhooks/:id', audience: 'user', permission: 'administer',
    summary: 'Remove an endpoint: nothing more is sent to it',
    params: S.WebhookIdParamsSchema, response: resultEnvelope(z.object({ id: z.string() })),
  }),
  deliveries: defineContract({
    method: 'GET', group: 'user', path: 'webhooks/:id/deliveries', audience: 'user', permission: 'administer',
    summary: "A page of an endpoint's deliveries, the newest first, with the last try's answer",
    params: S.WebhookIdParamsSchema, query: S.WebhookDeliveriesQuerySchema, response: resultEnvelope(S.WebhookDeliveryPageSchema),
  }),
  resend: defineContract({
    method: 'POST', group: 'user', path: 'webhooks/deliveries/:id/resend', audience: 'user', permission: 'administer',
    summary: 'Send a delivery again (same webhook-id), whatever its status',
    params: S.WebhookIdParamsSchema, response: resultEnvelope(S.WebhookDeliverySchema),
  }),
});
