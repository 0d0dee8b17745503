import { MAX_WEBHOOK_ENDPOINTS, type CreatedWebhookEndpoint, type CreateWebhookEndpointBodySchema, type WebhookDelivery, type WebhookEndpoint } from '@pensia/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { encryptSecret, newSigningSecret } from './webhook-crypto.ts';
import { checkEndpointUrl } from './webhook-url.ts';
import { wakeWebhookSweep } from './webhook-outbox.ts';
import {
  activeEndpoints, countActiveEndpoints, deliveriesPage, failPendingDeliveries, findDelivery, findEndpointOf, insertEndpoint, lockOrganization,
  markEndpointRemoved, restartDelivery, type DeliveryRow,
} from './webhooks.repository.ts';

/** The organization's endpoints and deliveries (docs/decisions/0103): always of the caller's organization only. */

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toEndpoint(r: { id: string; url: string; description: string; eventTypes: WebhookEndpoint['eventTypes']; createdAt: Date }): WebhookEndpoint {
  return { id: r.id, url: r.url, description: r.description, eventTypes: r.eventTypes, createdAt: new Date(r.createdAt).toISOString() };
}

export async function listEndpoints(deps: Deps, actor: Actor): Promise<WebhookEndpoint[]> {
  const rows = await activeEndpoints(deps.db, organizationOf(actor));
  return rows.map(toEndpoint);
}

/** Registers an endpoint; the answer carries its signing secret, which is never shown again. */
export async function createEndpoint(deps: Deps, actor: Actor, body: z.output<typeof CreateWebhookEndpointBodySchema>): Promise<CreatedWebhookEndpoint> {
  const organizationId = organizationOf(actor);
  const url = checkEndpointUrl(body.url, deps.config.webhooks.allowHttp);
  const secret = newSigningSecret();
  const row = await deps.db.transaction().execute(async (trx) => {
    // one registration at a time per organization: the limit holds
    await lockOrganization(trx, organizationId);
    const { count } = await countActiveEndpoints(trx, organizationId);
    if (Number(count) >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('WEBHOOK_LIMIT_REACHED', { params: { max: MAX_WEBHOOK_ENDPOINTS } });
    return insertEndpoint(trx, {
      organizationId,
      url,
      description: body.description,
      eventTypes: [...new Set(body.eventTypes)],
      secretEncrypted: encryptSecret(deps.config.webhooks.secretKey, secret),
      createdBy: actor.userId,
      createdAt: deps.clock.now(),
    });
  });
  return { ...toEndpoint(row), secret };
}

/** Removes an endpoint: its deliveries not yet made end failed, and nothing more is recorded for it. */
export async function removeEndpoint(deps: Deps, actor: Actor, id: string): Promise<{ id: string }> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  await deps.db.transaction().execute(async (trx) => {
    const gone = await markEndpointRemoved(trx, id, organizationId, deps.clock.now());
    if (!gone) throw new AppError('RECORD_NOT_FOUND');
    await failPendingDeliveries(trx, id);
  });
  return { id };
}

function toDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    eventId: r.eventId,
    eventType: r.type,
    createdAt: new Date(r.createdAt).toISOString(),
    status: r.status,
    attempts: r.attempts,
    lastAttemptAt: iso(r.attemptedAt),
    lastStatusCode: r.statusCode,
    lastError: r.error,
    lastResponse: r.responseExcerpt,
    lastDurationMs: r.durationMs,
    nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
    deliveredAt: iso(r.deliveredAt),
  };
}

/** A page of an endpoint's deliveries, the newest first. Another organization's endpoint is not found. */
export async function listDeliveries(deps: Deps, actor: Actor, endpointId: string, page: { pageNumber: number; pageSize: number }) {
  const organizationId = organizationOf(actor);
  if (!isUuid(endpointId)) throw new AppError('RECORD_NOT_FOUND');
  const endpoint = await findEndpointOf(deps.db, endpointId, organizationId);
  if (!endpoint) throw new AppError('RECORD_NOT_FOUND');
  const { rows, total } = await deliveriesPage(deps.db, organizationId, endpointId, page);
  return { items: rows.map(toDelivery), totalCount: Number(total.n), pageNumber: page.pageNumber, pageSize: page.pageSize };
}

/** Sends a delivery again, with the same webhook-id: due at once, its schedule of retries from the start. */
export async function resendDelivery(deps: Deps, actor: Actor, id: string): Promise<WebhookDelivery> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const done = await restartDelivery(deps.db, id, organizationId);
  if (!done) throw new AppError('RECORD_NOT_FOUND');
  wakeWebhookSweep();
  return toDelivery(await findDelivery(deps.db, organizationId, id));
}
