import type { DispatchStatus, SendResult } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import type { JobMeta, JobQueue, QueueSpec } from '../../lib/job-queue.ts';
import { requeueWhenReady, wakeWaiters, waitUntilEnded } from '../../lib/job-wait.ts';
import type { Kind } from './correspondence.service.ts';
import * as repo from './dispatch.repository.ts';
import { TABLES } from './dispatch.service.ts';
import { invalidateCounts } from './nbo.service.ts';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.ts';

/**
 * The sends of letters and notifications as jobs of the durable queue (docs/decisions/0087). The request stores
 * the item `sending`; the job addresses it to its organizations in batches, each batch one transaction that locks
 * the item's row, inserts, and moves the item's cursor (the last organization id done), so a job run again (its
 * server died, the queue took it over) goes on from its last batch and adds no recipient twice. The last batch
 * makes it `sent`: its recipients see it from then on, all of them at once. A job out of tries leaves it `failed`
 * (docs/decisions/0089): the operator may send it again, from its cursor.
 */
export const SEND_QUEUE = 'correspondence-send';

interface SendJobData {
  kind: Kind;
  itemId: string;
}

/** Organizations per batch: the embedded database runs statements on the event loop, so it takes fewer at a time. */
export interface SendPacing {
  batchSize: number;
  /** Pause after each batch, relative to its time (0: none). */
  pauseRatio: number;
}

/**
 * On the embedded database a send to 10,000 organizations would hold the event loop for a few hundred
 * milliseconds at once; in batches of 250 with a pause of 4 times what each took, polls keep at least half their
 * throughput while sends run back to back, and a send still ends within a few seconds (npm run bench).
 */
const EMBEDDED_PACING: SendPacing = { batchSize: 250, pauseRatio: 4 };
/** On PostgreSQL a batch of 5,000 recipients commits in well under a second. */
const SERVER_PACING: SendPacing = { batchSize: 5_000, pauseRatio: 0 };

const waitKey = (itemId: string) => `send:${itemId}`;

/**
 * Runs a send to its end from its cursor. A send already `sent` ends at once. Two runs at once (a server thought
 * dead that was not) take turns batch by batch on the item's lock, each going on from the other's cursor.
 * Stops between batches when `signal` aborts (the server stopping): throws, and the queue tries it again. Any
 * other failure of its `lastAttempt` (the queue will not try it again) ends the send `failed`, then throws.
 */
export async function runSend(
  deps: Deps,
  kind: Kind,
  itemId: string,
  opts: { pacing?: SendPacing; signal?: AbortSignal; lastAttempt?: boolean } = {},
): Promise<void> {
  const t = TABLES[kind];
  const pacing = opts.pacing ?? (deps.databaseInProcess ? EMBEDDED_PACING : SERVER_PACING);
  try {
    for (;;) {
      const started = performance.now();
      const outcome = await deps.db.transaction().execute(async (trx) => {
        const send = await repo.findSendState(trx, t, itemId, true);
        if (!send || send.status === 'sent') return 'ended' as const;
        const taken = await repo.addressBatch(trx, t, itemId, send, pacing.batchSize);
        if (taken < pacing.batchSize) {
          await repo.markSent(trx, t, itemId);
          await emitWebhookEvent(trx, await repo.recipientIds(trx, t, itemId), kind === 'letter' ? 'letter.received' : 'notification.received', { kind, id: itemId, sentAt: new Date(send.sentAt).toISOString() });
          return { sent: send.recipientCodes === null } as const;
        }
        return 'more' as const;
      });
      if (outcome === 'ended') return;
      if (outcome !== 'more') {
        // recipients see it now: their counts are read afresh at their next poll
        invalidateCounts(outcome.sent ? 'all' : await repo.recipientIds(deps.db, t, itemId));
        return;
      }
      if (opts.signal?.aborted) throw new Error('send stopped between batches; it goes on from its cursor at the next try');
      if (pacing.pauseRatio > 0) await new Promise((r) => setTimeout(r, Math.ceil((performance.now() - started) * pacing.pauseRatio)));
    }
  } catch (e) {
    // a server stopping hands its send back as it is (`sending`): queued again at the next start of any server
    if (opts.lastAttempt && !opts.signal?.aborted) {
      deps.log.error({ err: e, itemId, kind }, 'send not finished after its last try: left failed');
      await repo.markFailed(deps.db, t, itemId).catch((err: unknown) => deps.log.error({ err, itemId }, 'send not marked failed; it is queued again at the next start'));
    }
    throw e;
  } finally {
    wakeWaiters(waitKey(itemId));
  }
}

export function sendQueue(deps: Deps): QueueSpec<SendJobData> {
  return {
    name: SEND_QUEUE,
    run: (data, ctx) =>
      runSend({ ...deps, log: ctx.log }, data.kind, data.itemId, { signal: ctx.signal, lastAttempt: ctx.attempt >= deps.config.jobs.retryLimit }),
  };
}

const PENDING = new Set(['created', 'retry', 'active']);

/**
 * Items left `sending` with no job waiting or running for them. One whose job ran out of tries without saying so
 * (its server killed in its last try, the database away when it ended) is ended `failed` (decision 0089); one that
 * never had a job (its server died between the commit and the send) is queued again when `requeue` (at start-up:
 * while servers run, such an item may be one whose request is about to queue it).
 */
export async function settleLeftSends(deps: Deps, queue: JobQueue, { requeue }: { requeue: boolean }): Promise<void> {
  for (const kind of ['letter', 'notification'] as const) {
    for (const itemId of await repo.sendingIds(deps.db, TABLES[kind])) {
      const states = await queue.statesOf(SEND_QUEUE, { itemId });
      if (states.some((s) => PENDING.has(s))) continue;
      if (states.includes('failed')) {
        // a send again under way (its job about to be queued) is ended sent by that job all the same
        if (await repo.markFailed(deps.db, TABLES[kind], itemId)) deps.log.error({ itemId, kind }, 'send left without a job after its last try: failed');
        wakeWaiters(waitKey(itemId));
      } else if (requeue) await queue.send(SEND_QUEUE, { kind, itemId });
    }
  }
}

/** At start-up: items left `sending` are queued again, or ended failed when their job ran out of tries. */
export const queueLeftSends = (deps: Deps, queue: JobQueue) => settleLeftSends(deps, queue, { requeue: true });

/** How often a running server looks for sends whose job ran out of tries without ending them. */
const SETTLE_EVERY_MS = 60_000;

/**
 * Defines the queue of sends; items left without a job are queued again when the server is ready, and every
 * minute a send whose job ran out of tries without ending it is ended failed.
 */
export function defineSendQueue(app: FastifyInstance, deps: Deps) {
  app.jobs.define(sendQueue(deps));
  requeueWhenReady(app, SEND_QUEUE, () => queueLeftSends(deps, app.jobs), 5_000);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      settleLeftSends(deps, app.jobs, { requeue: false }).catch((err: unknown) => app.log.warn({ err }, 'sends left without a job not looked at: the database did not answer'));
    }, SETTLE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Queues the send of an item stored `sending` (committed before: nothing accepted is lost). */
export async function queueSend(queue: JobQueue, kind: Kind, itemId: string, meta: JobMeta = {}): Promise<void> {
  await queue.send(SEND_QUEUE, { kind, itemId }, meta);
}

/**
 * Waits up to `ms` for a send to end. Sent: the send's answer, as it always was; still sending (or failed): its
 * status.
 */
export async function waitForSend(deps: Deps, kind: Kind, itemId: string, ms: number): Promise<SendResult | { _id: string; status: DispatchStatus }> {
  const t = TABLES[kind];
  const state = await waitUntilEnded(waitKey(itemId), async () => (await repo.findSendState(deps.db, t, itemId))!, (s) => s.status !== 'sending', ms);
  if (state.status === 'sent') return { _id: itemId, recipientCount: state.recipientCount ?? 0 };
  return { _id: itemId, status: state.status };
}
