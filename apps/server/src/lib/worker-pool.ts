import os from 'node:os';
import { Worker, type Transferable } from 'node:worker_threads';

/**
 * Why a job ended without its worker's answer: its worker failed or died (`failed`), it ran past the time
 * limit (`timeout`), the pool closed or the job was taken out (`closed`), the queue was full when it came
 * (`busy`), or it waited in the queue longer than the queue's limit (`expired`). A `busy` or `expired` job
 * never reached a worker.
 */
export type JobFailure = 'failed' | 'timeout' | 'closed' | 'busy' | 'expired';

/**
 * One job of a pool, as its owner sees it. The worker answers with messages `{ id, kind, ... }` carrying the
 * job's id; `receive` says which of them ends the job.
 */
export interface PoolJob<M extends { kind: string } = { kind: string }> {
  /** The message that hands the job to a worker (the pool adds `id`), and what it transfers. */
  message: Record<string, unknown>;
  transfer?: Transferable[];
  /** A message of the worker about this job; true when it ends the job. */
  receive(message: M & { id: number }): boolean;
  /** The job ended without an answer (see JobFailure). */
  fail(reason: JobFailure, cause?: unknown): void;
  /**
   * Whose job it is (an organization): waiting jobs are served by turns of their keys, the key served least
   * recently first, so that one key's many jobs do not all go before another key's one. No key: one shared key.
   */
  key?: string;
  /** A worker has taken the job out of the queue (its time limit counts once that worker is loaded). */
  started?(): void;
  /** This job's own time limit (a small file is given less time than a large one); the pool's when absent. */
  timeoutMs?: number;
}

/** A job given to the pool: its id, and a way to talk to its worker while it runs. */
export interface JobHandle {
  id: number;
  /** Posts to the job's worker; kept until the job has one. Nothing once the job is over. */
  post(message: Record<string, unknown>): void;
  /** Takes a job that no worker has yet out of the queue (true), failing it as closed. */
  dequeue(): boolean;
}

export interface WorkerPoolOptions {
  /** Number of workers (one per spare core, one or two). */
  size?: number;
  /** A job that takes longer than this, counted from when a loaded worker has it, is given up and its worker replaced. */
  timeoutMs?: number;
  /** Each worker's heap bound: a job that outgrows it fails alone, the server stays up. */
  heapMb?: number;
  /** Most jobs waiting for a worker; one more fails at once as `busy`. Unbounded when absent. */
  maxQueued?: number;
  /** A job that waits longer than this for a worker is taken out of the queue and fails as `expired`. */
  queueTimeoutMs?: number;
  /**
   * Keep one more worker loaded beside the pool's (started with the first one), so that a worker ended for
   * its time limit or lost is replaced at once, not after the seconds a new worker takes to load.
   */
  standby?: boolean;
}

/** What a pool is doing: jobs with a worker and jobs waiting, by key. */
export interface PoolLoad {
  running: number;
  queued: number;
  queuedByKey: Record<string, number>;
}

/** Longest time a new worker may take to load what it needs before it is given up. */
const STARTUP_TIMEOUT_MS = 30_000;

interface Queued {
  id: number;
  job: PoolJob;
  key: string;
  /** Messages posted before the job reached a worker. */
  waiting: Record<string, unknown>[];
  over: boolean;
  /** Bound on the job's wait in the queue. */
  expiry: NodeJS.Timeout | null;
}

interface Slot {
  worker: Worker | null;
  /** The worker has loaded what it needs (it said `{ kind: 'ready' }`): a job's time counts from here. */
  ready: boolean;
  /** Bound on the worker's start. */
  startup: NodeJS.Timeout | null;
  job: Queued | null;
  /** The job's time limit. */
  timer: NodeJS.Timeout | null;
}

/** One spare core, at most two workers. */
export const defaultPoolSize = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * A small pool of worker threads, started on first use (or by `warm`) and kept warm, so that what a worker
 * loads (a spreadsheet library, the domain rules) loads once per worker, not once per job. Jobs wait in a
 * bounded queue while every worker is busy, served by turns of their keys (fair between organizations), and
 * for a bounded time. A worker that fails, dies or runs past the time limit fails its job alone and is
 * replaced on next use. A job in flight keeps the process alive; an idle worker does not.
 */
export class WorkerPool {
  readonly #url: URL;
  readonly #slots: Slot[];
  /** Waiting jobs by key, each in its order of arrival; keys in their order of first arrival. */
  readonly #queue = new Map<string, Queued[]>();
  #queued = 0;
  /** When each key was last served (a counter), while it has jobs waiting or running. */
  readonly #served = new Map<string, number>();
  #turn = 0;
  readonly #timeoutMs: number;
  readonly #heapMb: number;
  readonly #maxQueued: number;
  readonly #queueTimeoutMs: number | undefined;
  readonly #keepStandby: boolean;
  #standby: { worker: Worker; ready: boolean; startup: NodeJS.Timeout | null } | null = null;
  #nextId = 1;
  #closed = false;

  constructor(url: URL, { size = defaultPoolSize(), timeoutMs = 20_000, heapMb = 512, maxQueued = Infinity, queueTimeoutMs, standby = false }: WorkerPoolOptions = {}) {
    this.#url = url;
    this.#slots = Array.from({ length: size }, () => ({ worker: null, ready: false, startup: null, job: null, timer: null }));
    this.#timeoutMs = timeoutMs;
    this.#heapMb = heapMb;
    this.#maxQueued = maxQueued;
    this.#queueTimeoutMs = queueTimeoutMs;
    this.#keepStandby = standby;
  }

  /** Queues a job; `M` is what its worker answers. */
  run<M extends { kind: string }>(typed: PoolJob<M>): JobHandle {
    const job = typed as unknown as PoolJob;
    const queued: Queued = { id: this.#nextId++, job, key: job.key ?? '', waiting: [], over: false, expiry: null };
    if (this.#closed) {
      queued.over = true;
      job.fail('closed');
    } else if (this.#queued >= this.#maxQueued && this.#slots.every((s) => s.job)) {
      queued.over = true;
      job.fail('busy');
    } else {
      this.#enqueue(queued);
      this.#dispatch();
    }
    return {
      id: queued.id,
      post: (message) => {
        if (queued.over) return;
        const slot = this.#slots.find((s) => s.job === queued);
        if (slot?.worker) slot.worker.postMessage(message);
        else queued.waiting.push(message);
      },
      dequeue: () => {
        if (!this.#unqueue(queued)) return false;
        this.#fail(queued, 'closed');
        return true;
      },
    };
  }

  /** Jobs with a worker and jobs waiting, by key. */
  load(): PoolLoad {
    const queuedByKey: Record<string, number> = {};
    for (const [key, jobs] of this.#queue) queuedByKey[key] = jobs.length;
    return { running: this.#slots.filter((s) => s.job).length, queued: this.#queued, queuedByKey };
  }

  #enqueue(queued: Queued) {
    const jobs = this.#queue.get(queued.key);
    if (jobs) jobs.push(queued);
    else this.#queue.set(queued.key, [queued]);
    this.#queued += 1;
    if (this.#queueTimeoutMs !== undefined) {
      queued.expiry = setTimeout(() => {
        if (this.#unqueue(queued)) this.#fail(queued, 'expired');
      }, this.#queueTimeoutMs);
    }
  }

  /** Takes a waiting job out of the queue; false when it is not waiting. */
  #unqueue(queued: Queued): boolean {
    const jobs = this.#queue.get(queued.key);
    const at = jobs ? jobs.indexOf(queued) : -1;
    if (at < 0) return false;
    jobs!.splice(at, 1);
    if (jobs!.length === 0) this.#queue.delete(queued.key);
    this.#queued -= 1;
    if (queued.expiry) clearTimeout(queued.expiry);
    queued.expiry = null;
    this.#forget(queued.key);
    return true;
  }

  /**
   * The next job to serve: the first waiting job of the key served least recently (a key never served, or
   * served before every other, goes first; among equals, the key that came first).
   */
  #next(): Queued | undefined {
    let best: string | undefined;
    let bestTurn = Infinity;
    for (const key of this.#queue.keys()) {
      const turn = this.#served.get(key) ?? -1;
      if (turn < bestTurn) {
        best = key;
        bestTurn = turn;
      }
    }
    if (best === undefined) return undefined;
    const queued = this.#queue.get(best)![0]!;
    this.#unqueue(queued);
    this.#served.set(best, this.#turn++);
    return queued;
  }

  /** A key with nothing waiting or running starts afresh next time. */
  #forget(key: string) {
    if (this.#queue.has(key) || this.#slots.some((s) => s.job?.key === key)) return;
    this.#served.delete(key);
  }

  /** Starts the workers ahead of the first job, so that it does not wait for them to load. */
  warm(): void {
    if (this.#closed) return;
    for (const slot of this.#slots) if (!slot.worker) this.#start(slot);
    this.#fillStandby();
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const jobs of [...this.#queue.values()]) for (const queued of [...jobs]) if (this.#unqueue(queued)) this.#fail(queued, 'closed');
    const standby = this.#standby;
    this.#standby = null;
    if (standby?.startup) clearTimeout(standby.startup);
    await Promise.all([...this.#slots.map((s) => this.#retire(s, 'closed')), standby?.worker.terminate().catch(() => undefined)]);
  }

  #fail(queued: Queued, reason: JobFailure, cause?: unknown) {
    if (queued.over) return;
    queued.over = true;
    queued.job.fail(reason, cause);
  }

  #dispatch() {
    for (const slot of this.#slots) {
      if (slot.job) continue;
      const queued = this.#next();
      if (!queued) return;
      const worker = slot.worker ?? this.#start(slot);
      slot.job = queued;
      queued.job.started?.();
      worker.ref();
      if (slot.ready) this.#arm(slot);
      try {
        worker.postMessage({ ...queued.job.message, id: queued.id }, queued.job.transfer ?? []);
        for (const m of queued.waiting.splice(0)) worker.postMessage(m);
      } catch (e) {
        // a message that can't be sent: this job fails, the worker stays
        this.#finish(slot);
        this.#fail(queued, 'failed', e);
      }
    }
  }

  /** A new worker; its messages and its end go to the slot that holds it when they come (or to the standby). */
  #spawn(): Worker {
    const worker = new Worker(this.#url, { resourceLimits: { maxOldGenerationSizeMb: this.#heapMb } });
    worker.unref();
    worker.on('message', (m: { id?: number; kind: string }) => {
      if (m.kind === 'ready' && this.#standby?.worker === worker) {
        this.#standby.ready = true;
        if (this.#standby.startup) clearTimeout(this.#standby.startup);
        this.#standby.startup = null;
        return;
      }
      const slot = this.#slots.find((s) => s.worker === worker);
      if (!slot) return;
      if (m.kind === 'ready') {
        this.#started(slot);
        slot.ready = true;
        if (slot.job) this.#arm(slot);
        return;
      }
      const queued = slot.job;
      if (!queued || queued.id !== m.id || queued.over) return;
      if (!queued.job.receive({ ...m, id: queued.id })) return;
      queued.over = true;
      this.#finish(slot);
      this.#dispatch();
    });
    // a worker that dies (out of memory on a crafted or very large file) fails its job and is replaced on next use
    worker.on('error', (e) => this.#lost(worker, e));
    worker.on('exit', () => this.#lost(worker));
    return worker;
  }

  /** A worker died or did not start in time: its job fails; a standby is dropped (made again on next use). */
  #lost(worker: Worker, cause?: unknown) {
    if (this.#standby?.worker === worker) {
      if (this.#standby.startup) clearTimeout(this.#standby.startup);
      this.#standby = null;
      void worker.terminate().catch(() => undefined);
      return;
    }
    const slot = this.#slots.find((s) => s.worker === worker);
    if (slot) void this.#retire(slot, 'failed', cause);
  }

  #startupTimer(worker: Worker): NodeJS.Timeout {
    const timer = setTimeout(() => this.#lost(worker, 'worker did not start'), STARTUP_TIMEOUT_MS);
    timer.unref();
    return timer;
  }

  /** Gives a slot a worker: the standby, loaded already, when there is one (then a new standby is started). */
  #start(slot: Slot): Worker {
    const standby = this.#standby;
    this.#standby = null;
    const worker = standby?.worker ?? this.#spawn();
    slot.worker = worker;
    slot.ready = standby?.ready ?? false;
    slot.startup = standby ? standby.startup : this.#startupTimer(worker);
    this.#fillStandby();
    return worker;
  }

  /** With `standby`, one more worker is kept loaded beside the pool's, to replace at once one that is ended. */
  #fillStandby() {
    if (!this.#keepStandby || this.#standby || this.#closed) return;
    const worker = this.#spawn();
    this.#standby = { worker, ready: false, startup: this.#startupTimer(worker) };
  }

  #started(slot: Slot) {
    if (slot.startup) clearTimeout(slot.startup);
    slot.startup = null;
  }

  /** The job's time counts from when a loaded worker has it: a worker's start is not part of it. */
  #arm(slot: Slot) {
    slot.timer = setTimeout(() => void this.#retire(slot, 'timeout'), slot.job?.job.timeoutMs ?? this.#timeoutMs);
  }

  #finish(slot: Slot) {
    slot.worker?.unref();
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const key = slot.job?.key;
    slot.job = null;
    if (key !== undefined) this.#forget(key);
  }

  async #retire(slot: Slot, reason: JobFailure, cause?: unknown) {
    const { worker, job } = slot;
    slot.worker = null;
    slot.ready = false;
    this.#started(slot);
    this.#finish(slot);
    if (job) this.#fail(job, reason, cause);
    if (worker) await worker.terminate().catch(() => undefined);
    if (!this.#closed) this.#dispatch();
  }
}

/** A pool made on first use and closed with the app: `get` it, `close` it in an onClose hook. */
export function lazyPool<T extends { close(): Promise<void> }>(make: () => T) {
  let pool: T | null = null;
  return {
    get(): T {
      pool ??= make();
      return pool;
    },
    async close(): Promise<void> {
      const p = pool;
      pool = null;
      await p?.close();
    },
  };
}
