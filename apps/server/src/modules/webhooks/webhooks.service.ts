import { MAX_WEBHOOK_ENDPOINTS, type CreatedWebhookEndpoint, type CreateWebhookEndpointBodySchema, type WebhookDelivery, type WebhookEndpoint } from '@pensia/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { encryptSecret, newSigningSecret } from './webhook-crypto.ts';
import { checkEndpointUrl } from './webhook-url.ts';
import { wakeWebhookSweep } from './webhook-outbox.ts';
import './webhooks.table.ts';

/** The organization's endpoints and deliveries (docs/decisions/0103): always of the caller's organization only. */

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const ENDPOINT_COLUMNS = ['id', 'url', 'description', 'eventTypes', 'createdAt'] as const;

function toEndpoint(r: { id: string; url: string; description: string; eventTypes: WebhookEndpoint['eventTypes']; createdAt: Date }): WebhookEndpoint {
  return { id: r.id, url: r.url, description: r.description, eventTypes: r.eventTypes, createdAt: new Date(r.createdAt).toISOString() };
}

export async function listEndpoints(deps: Deps, actor: Actor): Promise<WebhookEndpoint[]> {
  const rows = await deps.db
    .selectFrom('webhookEndpoints')
    .select(ENDPOINT_COLUMNS)
    .where('organizationId', '=', organizationOf(actor))
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'asc')
    .execute();
  return rows.map(toEndpoint);
}

/** Registers an endpoint; the answer carries its signing secret, which is never shown again. */
export async function createEndpoint(deps: Deps, actor: Actor, body: z.output<typeof CreateWebhookEndpointBodySchema>): Promise<CreatedWebhookEndpoint> {
  const organizationId = organizationOf(actor);
  const url = checkEndpointUrl(body.url, deps.config.webhooks.allowHttp);
  const secret = newSigningSecret();
  const row = await deps.db.transaction().execute(async (trx) => {
    // one registration at a time per organization: the limit holds
    await sql`select id from organizations where id = ${organizationId}::uuid for update`.execute(trx);
    const { count } = await trx
      .selectFrom('webhookEndpoints')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organizationId', '=', organizationId)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('WEBHOOK_LIMIT_REACHED', { params: { max: MAX_WEBHOOK_ENDPOINTS } });
    return trx
      .insertInto('webhookEndpoints')
      .values({
        organizationId,
        url,
        description: body.description,
        eventTypes: [...new Set(body.eventTypes)],
        secretEncrypted: encryptSecret(deps.config.webhooks.secretKey, secret),
        createdBy: actor.userId,
        createdAt: deps.clock.now(),
      })
      .returning(ENDPOINT_COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return { ...toEndpoint(row), secret };
}

/** Removes an endpoint: its deliveries not yet made end failed, and nothing more is recorded for it. */
export async function removeEndpoint(deps: Deps, actor: Actor, id: string): Promise<{ id: string }> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  await deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .updateTable('webhookEndpoints')
      .set({ deletedAt: deps.clock.now() })
      .where('id', '=', id)
      .where('organizationId', '=', organizationId)
      .where('deletedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw new AppError('RECORD_NOT_FOUND');
    await trx.updateTable('webhookDeliveries').set({ status: 'failed', nextAttemptAt: null, leaseToken: null }).where('endpointId', '=', id).where('status', '=', 'pending').execute();
  });
  return { id };
}

function deliveriesQuery(deps: Deps, organizationId: string) {
  return deps.db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEvents as e', 'e.id', 'd.eventId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('webhookAttempts as a')
          .select(['a.attemptedAt', 'a.statusCode', 'a.error', 'a.responseExcerpt', 'a.durationMs'])
          .whereRef('a.deliveryId', '=', 'd.id')
          .orderBy('a.attemptedAt', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'd.id', 'd.eventId', 'e.type', 'd.createdAt', 'd.status', 'd.attempts', 'd.nextAttemptAt', 'd.deliveredAt',
      'last.attemptedAt', 'last.statusCode', 'last.error', 'last.responseExcerpt', 'last.durationMs',
    ])
    .where('d.organizationId', '=', organizationId);
}

type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveriesQuery>['execute']>>[number];

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
  const endpoint = await deps.db.selectFrom('webhookEndpoints').select('id').where('id', '=', endpointId).where('organizationId', '=', organizationId).executeTakeFirst();
  if (!endpoint) throw new AppError('RECORD_NOT_FOUND');
  const [rows, total] = await Promise.all([
    deliveriesQuery(deps, organizationId)
      .where('d.endpointId', '=', endpointId)
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize)
      .execute(),
    deps.db.selectFrom('webhookDeliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('endpointId', '=', endpointId).where('organizationId', '=', organizationId).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toDelivery), totalCount: Number(total.n), pageNumber: page.pageNumber, pageSize: page.pageSize };
}

/** Sends a delivery again, with the same webhook-id: due at once, its schedule of retries from the start. */
export async function resendDelivery(deps: Deps, actor: Actor, id: string): Promise<WebhookDelivery> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const done = await deps.db
    .updateTable('webhookDeliveries')
    .set({ status: 'pending', tries: 0, nextAttemptAt: null, leaseToken: null })
    .where('id', '=', id)
    .where('organizationId', '=', organizationId)
    .where((eb) => eb.exists(eb.selectFrom('webhookEndpoints as p').select('p.id').whereRef('p.id', '=', 'webhookDeliveries.endpointId').where('p.deletedAt', 'is', null)))
    .returning('id')
    .executeTakeFirst();
  if (!done) throw new AppError('RECORD_NOT_FOUND');
  wakeWebhookSweep();
  return toDelivery(await deliveriesQuery(deps, organizationId).where('d.id', '=', id).executeTakeFirstOrThrow());
}
