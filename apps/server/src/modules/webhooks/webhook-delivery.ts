import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import type { JobQueue, QueueSpec } from '../../lib/job-queue.ts';
import { repeatWhileUp } from '../../lib/job-wait.ts';
import { decryptSecret, signatureOf } from './webhook-crypto.ts';
import { onWebhookEvent } from './webhook-outbox.ts';
import { postTo, type PostOutcome } from './webhook-url.ts';
import { claimDueDeliveries, deliveryEndpoint, deliveryEvent, failDelivery, insertAttempt, recordTry, takeClaim } from './webhooks.repository.ts';

/**
 * Delivery of the webhooks' events (docs/decisions/0103). The sweep finds the deliveries due (new, due for a
 * retry, or whose job was lost), gives each a claim (a token and a lease) and queues a job with it; the job with
 * the delivery's current claim, and only it, POSTs once, records the try and schedules the next (or ends the
 * delivery delivered or failed). A server that dies before, during or after a try leaves a delivery whose lease
 * runs out and which the next sweep of any server queues again: at least once, never lost.
 */

export const WEBHOOK_QUEUE = 'webhook-deliver';

/** Waits before each retry: about a day in all from the first try to the last (8 tries). */
export const RETRY_SCHEDULE_MS = [5_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];
/** How long a queued try holds its delivery: longer than a try may take (10 s) and the queue's pick-up. */
export const LEASE_MS = 2 * 60_000;
export const TIMEOUT_MS = 10_000;
/** Deliveries queued by one sweep. */
const SWEEP_BATCH = 200;

interface DeliverJob {
  deliveryId: string;
  token: string;
}

/** Queues a job for each delivery due now; answers how many. */
export async function sweepWebhooks(deps: Deps, queue: JobQueue): Promise<number> {
  const now = deps.clock.now();
  const lease = new Date(now.getTime() + LEASE_MS);
  const rows = await claimDueDeliveries(deps.db, now, lease, SWEEP_BATCH);
  for (const r of rows) await queue.send<DeliverJob>(WEBHOOK_QUEUE, { deliveryId: r.id, token: r.token });
  return rows.length;
}

/** The body of an event, as it is signed and sent. */
export function bodyOf(event: { type: string; createdAt: Date; data: unknown }): string {
  return JSON.stringify({ type: event.type, timestamp: new Date(event.createdAt).toISOString(), data: event.data });
}

function secretOf(deps: Deps, stored: string): string | null {
  try {
    return decryptSecret(deps.config.webhooks.secretKey, stored);
  } catch {
    return null;
  }
}

/** One try of a delivery, by the job holding its claim; a job whose claim was replaced does nothing. */
export async function attemptDelivery(deps: Deps, deliveryId: string, token: string): Promise<void> {
  const claimed = await takeClaim(deps.db, deliveryId, token);
  if (!claimed) return;
  const endpoint = await deliveryEndpoint(deps.db, claimed.endpointId);
  const event = await deliveryEvent(deps.db, claimed.eventId);
  if (endpoint.deletedAt) {
    await failDelivery(deps.db, deliveryId);
    return;
  }
  const body = bodyOf(event);
  const startedAt = deps.clock.now();
  const timestamp = Math.floor(startedAt.getTime() / 1000);
  const secret = secretOf(deps, endpoint.secretEncrypted);
  const outcome: PostOutcome =
    secret === null
      ? // the server's webhook key changed: the endpoint must be registered again; its deliveries run out of tries
        { statusCode: null, excerpt: null, error: 'signing secret unreadable: the server key changed; register the endpoint again', durationMs: 0 }
      : await postTo(endpoint.url, { 'webhook-id': deliveryId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signatureOf(secret, deliveryId, timestamp, body) }, body, {
          timeoutMs: TIMEOUT_MS,
          allowLoopback: deps.config.webhooks.allowHttp,
        });
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const tries = claimed.tries + 1;
  const now = deps.clock.now();
  const ended = ok || tries > RETRY_SCHEDULE_MS.length;
  await deps.db.transaction().execute(async (trx) => {
    await insertAttempt(trx, { deliveryId, attemptedAt: startedAt, statusCode: outcome.statusCode, responseExcerpt: outcome.excerpt, durationMs: outcome.durationMs, error: outcome.error });
    // a resend asked for while this try ran wins: the delivery is tried again
    await recordTry(trx, deliveryId, {
      status: ok ? 'delivered' : ended ? 'failed' : 'pending',
      tries,
      nextAttemptAt: ended ? null : new Date(now.getTime() + RETRY_SCHEDULE_MS[tries - 1]!),
      ...(ok ? { deliveredAt: now } : {}),
    });
  });
  if (!ok) deps.log.info({ deliveryId, statusCode: outcome.statusCode, error: outcome.error, tries, ended }, 'webhook not delivered');
}

export function webhookQueue(deps: Deps): QueueSpec<DeliverJob> {
  return { name: WEBHOOK_QUEUE, run: (data, ctx) => attemptDelivery({ ...deps, log: ctx.log }, data.deliveryId, data.token) };
}

/**
 * Defines the queue of deliveries and sweeps for deliveries due every WEBHOOK_SWEEP_S, and soon after an event is
 * recorded in this process.
 */
export function defineWebhookQueue(app: FastifyInstance, deps: Deps) {
  app.jobs.define(webhookQueue(deps));
  const sweep = () => sweepWebhooks(deps, app.jobs);
  repeatWhileUp(app, 'webhook deliveries', deps.config.webhooks.sweepSeconds * 1000, sweep);
  let off: (() => void) | undefined;
  app.addHook('onReady', async () => {
    off = onWebhookEvent(() => void sweep().catch((err: unknown) => app.log.warn({ err }, 'webhook deliveries not queued now; the next sweep will')));
  });
  app.addHook('onClose', async () => off?.());
}
