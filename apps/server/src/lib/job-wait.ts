import type { FastifyInstance } from 'fastify';

/**
 * What a request does while the job it queued runs (docs/decisions/0083): it waits up to LOAD_WAIT_MS, woken at
 * once when a run in this process ends the work, and reading the database now and then for a run on another
 * server; work not ended by then is answered 202. Shared by the loads of uploads and the sends of correspondence.
 */

/** Requests waiting in this process, by the key of the work they wait for. */
const waiters = new Map<string, Set<() => void>>();

/** Wakes the requests of this process waiting for the work of this key (its run here has just ended it). */
export function wakeWaiters(key: string) {
  for (const w of waiters.get(key) ?? []) w();
}

/**
 * Reads the state of a work until it has ended or `ms` have passed: woken by `wakeWaiters(key)`, and reading
 * again every half second otherwise. Answers its state at the end of the wait.
 */
export async function waitUntilEnded<S>(key: string, read: () => Promise<S>, ended: (state: S) => boolean, ms: number): Promise<S> {
  const until = Date.now() + ms;
  let wakeUp: () => void = () => undefined;
  const set = waiters.get(key) ?? new Set();
  waiters.set(key, set);
  const waiter = () => wakeUp();
  set.add(waiter);
  try {
    for (;;) {
      const state = await read();
      const left = until - Date.now();
      if (ended(state) || left <= 0) return state;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    set.delete(waiter);
    if (set.size === 0) waiters.delete(key);
  }
}

/**
 * Runs `task` every `everyMs` while the server is up (the first run when it is ready), logging a failure and
 * trying again at the next turn: the upkeep of kept files (exports past their expiry, uploads' old bytes).
 */
export function repeatWhileUp(app: FastifyInstance, what: string, everyMs: number, task: () => Promise<unknown>) {
  const run = () => task().catch((err: unknown) => app.log.warn({ err, upkeep: what }, 'upkeep not done this time; trying again at the next turn'));
  app.addHook('onReady', async () => void run());
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * When the server is ready: starts the queue and queues again the work left without a job (`requeue`), asking
 * again every `retryMs` while the database does not answer (a database away at start does not stop the server).
 */
export function requeueWhenReady(app: FastifyInstance, what: string, requeue: () => Promise<void>, retryMs: number) {
  let retry: NodeJS.Timeout | undefined;
  const attempt = async () => {
    try {
      await app.jobs.start();
      await requeue();
    } catch (err) {
      app.log.warn({ err, queue: what }, 'work left unfinished not queued yet: the database did not answer; trying again');
      retry = setTimeout(() => void attempt(), retryMs);
      retry.unref();
    }
  };
  app.addHook('onReady', attempt);
  app.addHook('onClose', async () => clearTimeout(retry));
}
