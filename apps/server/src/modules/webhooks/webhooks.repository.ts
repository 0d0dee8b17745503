import type { WebhookDeliveryStatus, WebhookEndpoint, WebhookEventType } from '@pensia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/create-db.ts';
import './webhooks.table.ts';

/**
 * The webhooks' endpoints, events, deliveries and tries in the database (docs/decisions/0103): what
 * webhooks.service.ts, webhook-delivery.ts and webhook-outbox.ts decide, written and read here.
 */


const ENDPOINT_COLUMNS = ['id', 'url', 'description', 'eventTypes', 'createdAt'] as const;

/** An endpoint as its organization sees it. */
export interface EndpointRow {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEndpoint['eventTypes'];
  createdAt: Date;
}

/** The organization's endpoints not removed, oldest first. */
export function activeEndpoints(db: Executor, organizationId: string): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhookEndpoints')
    .select(ENDPOINT_COLUMNS)
    .where('organizationId', '=', organizationId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'asc')
    .execute();
}

/** Locks the organization's row until the transaction ends: one registration at a time per organization. */
export async function lockOrganization(trx: Executor, organizationId: string): Promise<void> {
  await sql`select id from organizations where id = ${organizationId}::uuid for update`.execute(trx);
}

/** How many endpoints the organization has not removed (a count as the database gives it). */
export function countActiveEndpoints(trx: Executor, organizationId: string): Promise<{ count: number }> {
  return trx
    .selectFrom('webhookEndpoints')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organizationId', '=', organizationId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
}

/** A new endpoint, its signing secret already encrypted. */
export function insertEndpoint(
  trx: Executor,
  e: { organizationId: string; url: string; description: string; eventTypes: WebhookEventType[]; secretEncrypted: string; createdBy: string; createdAt: Date },
): Promise<EndpointRow> {
  return trx
    .insertInto('webhookEndpoints')
    .values({
      organizationId: e.organizationId,
      url: e.url,
      description: e.description,
      eventTypes: e.eventTypes,
      secretEncrypted: e.secretEncrypted,
      createdBy: e.createdBy,
      createdAt: e.createdAt,
    })
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Marks the organization's endpoint removed at `now`; undefined when it has no such endpoint (or it was removed). */
export function markEndpointRemoved(trx: Executor, id: string, organizationId: string, now: Date): Promise<{ id: string } | undefined> {
  return trx
    .updateTable('webhookEndpoints')
    .set({ deletedAt: now })
    .where('id', '=', id)
    .where('organizationId', '=', organizationId)
    .where('deletedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

/** Ends the endpoint's deliveries not yet made as failed. */
export async function failPendingDeliveries(trx: Executor, endpointId: string): Promise<void> {
  await trx.updateTable('webhookDeliveries').set({ status: 'failed', nextAttemptAt: null, leaseToken: null }).where('endpointId', '=', endpointId).where('status', '=', 'pending').execute();
}

/** The organization's endpoint `id` (removed or not), if it has one. */
export function findEndpointOf(db: Executor, id: string, organizationId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('webhookEndpoints').select('id').where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
}

function deliveriesQuery(db: Executor, organizationId: string) {
  return db
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

/** A delivery with its event's type and its last try. */
export type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveriesQuery>['execute']>>[number];

/** A page of the organization's endpoint's deliveries, the newest first, and how many it has (a count as the database gives it). */
export async function deliveriesPage(
  db: Executor,
  organizationId: string,
  endpointId: string,
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: DeliveryRow[]; total: { n: number } }> {
  const [rows, total] = await Promise.all([
    deliveriesQuery(db, organizationId)
      .where('d.endpointId', '=', endpointId)
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize)
      .execute(),
    db.selectFrom('webhookDeliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('endpointId', '=', endpointId).where('organizationId', '=', organizationId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total };
}

/** The organization's delivery `id`. */
export function findDelivery(db: Executor, organizationId: string, id: string): Promise<DeliveryRow> {
  return deliveriesQuery(db, organizationId).where('d.id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Makes the organization's delivery `id` due again with its schedule of retries from the start, unless its
 * endpoint was removed; undefined when it has no such delivery to resend.
 */
export function restartDelivery(db: Executor, id: string, organizationId: string): Promise<{ id: string } | undefined> {
  return db
    .updateTable('webhookDeliveries')
    .set({ status: 'pending', tries: 0, nextAttemptAt: null, leaseToken: null })
    .where('id', '=', id)
    .where('organizationId', '=', organizationId)
    .where((eb) => eb.exists(eb.selectFrom('webhookEndpoints as p').select('p.id').whereRef('p.id', '=', 'webhookDeliveries.endpointId').where('p.deletedAt', 'is', null)))
    .returning('id')
    .executeTakeFirst();
}

/**
 * Gives up to `limit` deliveries due at `now` (pending, never tried or due for a retry, or whose lease ran out) a
 * new claim leased until `lease`, skipping those another sweep is claiming; answers each with its claim's token.
 */
export async function claimDueDeliveries(db: Executor, now: Date, lease: Date, limit: number): Promise<{ id: string; token: string }[]> {
  const { rows } = await sql<{ id: string; token: string }>`
    update webhook_deliveries d set lease_token = gen_random_uuid(), next_attempt_at = ${lease}
     where d.id in (select id from webhook_deliveries
                     where status = 'pending' and (next_attempt_at is null or next_attempt_at <= ${now})
                     order by next_attempt_at nulls first limit ${limit} for update skip locked)
    returning d.id::text as "id", d.lease_token::text as "token"`.execute(db);
  return rows;
}

/** Takes the claim `token` off the pending delivery; undefined when the delivery has another claim (or has ended). */
export function takeClaim(db: Executor, deliveryId: string, token: string): Promise<{ endpointId: string; eventId: string; tries: number } | undefined> {
  return db
    .updateTable('webhookDeliveries')
    .set({ leaseToken: null })
    .where('id', '=', deliveryId)
    .where('leaseToken', '=', token)
    .where('status', '=', 'pending')
    .returning(['endpointId', 'eventId', 'tries'])
    .executeTakeFirst();
}

/** The endpoint a delivery goes to, removed or not. */
export function deliveryEndpoint(db: Executor, id: string): Promise<{ url: string; secretEncrypted: string; deletedAt: Date | null }> {
  return db.selectFrom('webhookEndpoints').select(['url', 'secretEncrypted', 'deletedAt']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The event a delivery carries. */
export function deliveryEvent(db: Executor, id: string): Promise<{ type: WebhookEventType; createdAt: Date; data: Record<string, unknown> }> {
  return db.selectFrom('webhookEvents').select(['type', 'createdAt', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Ends a delivery as failed. */
export async function failDelivery(db: Executor, deliveryId: string): Promise<void> {
  await db.updateTable('webhookDeliveries').set({ status: 'failed', nextAttemptAt: null }).where('id', '=', deliveryId).execute();
}

/** A try of a delivery, as it went. */
export async function insertAttempt(
  trx: Executor,
  a: { deliveryId: string; attemptedAt: Date; statusCode: number | null; responseExcerpt: string | null; durationMs: number; error: string | null },
): Promise<void> {
  await trx
    .insertInto('webhookAttempts')
    .values({ deliveryId: a.deliveryId, attemptedAt: a.attemptedAt, statusCode: a.statusCode, responseExcerpt: a.responseExcerpt, durationMs: a.durationMs, error: a.error })
    .execute();
}

/**
 * A delivery after a try: one more attempt, its place in the schedule, when it is due next (null once ended) and
 * when it was delivered. Only while no claim was given to it since (a resend asked for during the try wins).
 */
export async function recordTry(
  trx: Executor,
  deliveryId: string,
  t: { status: WebhookDeliveryStatus; tries: number; nextAttemptAt: Date | null; deliveredAt?: Date },
): Promise<void> {
  await trx
    .updateTable('webhookDeliveries')
    .set((eb) => ({
      status: t.status,
      attempts: eb('attempts', '+', 1),
      tries: t.tries,
      nextAttemptAt: t.nextAttemptAt,
      ...(t.deliveredAt ? { deliveredAt: t.deliveredAt } : {}),
    }))
    .where('id', '=', deliveryId)
    .where('leaseToken', 'is', null)
    .where('status', '=', 'pending')
    .execute();
}

/** The endpoints, not removed, of these organizations that want events of `type`. */
export function endpointsWanting(trx: Executor, organizationIds: string[], type: WebhookEventType): Promise<{ id: string; organizationId: string }[]> {
  return trx
    .selectFrom('webhookEndpoints')
    .select(['id', 'organizationId'])
    .where(sql<boolean>`organization_id = any(${organizationIds}::uuid[])`)
    .where(sql<boolean>`${type} = any(event_types)`)
    .where('deletedAt', 'is', null)
    .execute();
}

/** The organizations, among these, with an endpoint not removed that wants an event of one of `types` (one row per endpoint). */
export function organizationsWanting(trx: Executor, organizationIds: string[], types: WebhookEventType[]): Promise<{ organizationId: string }[]> {
  return trx
    .selectFrom('webhookEndpoints')
    .select(['organizationId'])
    .where(sql<boolean>`organization_id = any(${organizationIds}::uuid[])`)
    .where(sql<boolean>`event_types && ${types}::text[]`)
    .where('deletedAt', 'is', null)
    .execute();
}

/** A new event of an organization, with its body's `data` as JSON text. */
export function insertEvent(trx: Executor, organizationId: string, type: WebhookEventType, data: string): Promise<{ id: string }> {
  return trx.insertInto('webhookEvents').values({ organizationId, type, data }).returning('id').executeTakeFirstOrThrow();
}

/** The event's deliveries, one per endpoint, due at once. */
export async function insertDeliveries(trx: Executor, organizationId: string, eventId: string, endpointIds: string[]): Promise<void> {
  await trx
    .insertInto('webhookDeliveries')
    .values(endpointIds.map((endpointId) => ({ endpointId, eventId, organizationId, nextAttemptAt: null })))
    .execute();
}
