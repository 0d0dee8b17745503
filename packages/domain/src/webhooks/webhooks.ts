import { z } from 'zod';
import { pageOf } from '../http/envelope.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';

/**
 * Signed webhooks (docs/decisions/0103): an organization's administrator names HTTPS endpoints and the events
 * each wants; the portal posts every such event to them, signed as Standard Webhooks sign (HMAC-SHA256 of
 * `id.timestamp.body`, headers `webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */
export const WEBHOOK_EVENT_TYPES = [
  'declaration.rows_checked',
  'declaration.activated',
  'payment.matched',
  'fine.imposed',
  'refund.decided',
  'letter.received',
  'notification.received',
  'approval.requested',
  'approval.given',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Where a delivery stands: waiting for its next try, answered 2xx, or out of tries. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The most endpoints one organization may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The answer of the registration: the endpoint and its signing secret, shown this once only. */
export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

export const CreateWebhookEndpointBodySchema = z.object({
  url: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(2000, vmsg('tooLong', { max: 2000 })),
  description: text().trim().max(200, vmsg('tooLong', { max: 200 })).default(''),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES), { error: vmsg('required') }).min(1, vmsg('required')),
});
export type CreateWebhookEndpointBody = z.input<typeof CreateWebhookEndpointBodySchema>;

export const WebhookIdParamsSchema = z.object({ id: text().trim().min(1).max(64) });

export const WebhookDeliveriesQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One delivery of an event to an endpoint, as the deliveries screen lists it. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastResponse: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = pageOf(WebhookDeliverySchema);
