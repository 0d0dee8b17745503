import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ReadRequest, ToWorker } from './upload-protocol.ts';

export class UploadWorkerError extends Error {
  constructor(readonly reason: 'unreadable' | 'timeout' | 'closed') {
    super(reason);
    this.name = 'UploadWorkerError';
  }
}

const WORKER_URL = new URL('./upload-reader.worker.mjs', import.meta.url);
/** An upload that takes longer than this to read is given up (and its worker replaced). */
const READ_TIMEOUT_MS = 20_000;
/** Each worker's heap is bounded: a crafted file can exhaust a worker, never the server. */
const WORKER_HEAP_MB = 512;

/** What a worker says of one upload, in order: parts, then one of done, refused or error. */
export type UploadEvent = Exclude<FromWorker, { kind: 'ready' }>;

/** Events of one upload, waiting for their reader: the worker never waits for the server to take them. */
class EventQueue implements AsyncIterable<UploadEvent> {
  readonly #items: UploadEvent[] = [];
  #end: { error: Error | null } | null = null;
  #wake: (() => void) | null = null;
  #abandoned = false;

  push(event: UploadEvent) {
    if (this.#end || this.#abandoned) return;
    this.#items.push(event);
    this.#notify();
  }
  end(error: Error | null) {
    if (this.#end) return;
    this.#end = { error };
    this.#notify();
  }
  #notify() {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<UploadEvent> {
    try {
      for (;;) {
        const next = this.#items.shift();
        if (next) {
          yield next;
          continue;
        }
        if (this.#end) {
          if (this.#end.error) throw this.#end.error;
          return;
        }
        await new Promise<void>((resolve) => (this.#wake = resolve));
      }
    } finally {
      this.#abandoned = true;
      this.#items.length = 0;
    }
  }
}

interface Job {
  id: number;
  request: Omit<ReadRequest, 'kind' | 'id'>;
  events: EventQueue;
  /** Messages for the worker sent before the job reached one. */
  waiting: ToWorker[];
  done: boolean;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** One upload being read by a worker: its events, and what the server tells it meanwhile. */
export interface UploadHandle {
  events: AsyncIterable<UploadEvent>;
  /** The personal numbers the declaration already has; validation waits for them. */
  context(existing: ReadonlySet<string>): void;
  /** The server gave the upload up: the worker stops reading it (nothing if it is over). */
  cancel(): void;
}

/**
 * A small pool of upload workers (at most one per spare core, at least one), started on first use or by
 * `warm()` and kept warm: the spreadsheet library and the domain rules load once per worker, not once per
 * upload. Uploads wait in a queue when every worker is busy.
 */
export class UploadWorkerPool {
  readonly #slots: Slot[];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(size = Math.max(1, Math.min(2, os.availableParallelism() - 1))) {
    this.#slots = Array.from({ length: size }, () => ({ worker: null, job: null, timer: null }));
  }

  /** Starts reading an upload held in memory (a copy goes to the worker; the caller's buffer stays usable). */
  read(data: Buffer, request: Omit<ReadRequest, 'kind' | 'id' | 'buffer'>): UploadHandle {
    const buffer = new ArrayBuffer(data.length);
    new Uint8Array(buffer).set(data);
    const job: Job = { id: this.#nextId++, request: { ...request, buffer }, events: new EventQueue(), waiting: [], done: false };
    if (this.#closed) job.events.end(new UploadWorkerError('closed'));
    else {
      this.#queue.push(job);
      this.#dispatch();
    }
    return {
      events: job.events,
      context: (existing) => this.#send(job, { kind: 'context', id: job.id, existing: [...existing] }),
      cancel: () => this.#send(job, { kind: 'cancel', id: job.id }),
    };
  }

  warm(): void {
    if (this.#closed) return;
    for (const slot of this.#slots) if (!slot.worker) this.#start(slot);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.events.end(new UploadWorkerError('closed'));
    await Promise.all(this.#slots.map((s) => this.#retire(s, new UploadWorkerError('closed'))));
  }

  #send(job: Job, message: ToWorker) {
    if (job.done) return;
    const slot = this.#slots.find((s) => s.job === job);
    if (slot?.worker) slot.worker.postMessage(message);
    else if (message.kind === 'cancel' && this.#queue.includes(job)) {
      // not started: dropped from the queue
      this.#queue.splice(this.#queue.indexOf(job), 1);
      job.done = true;
      job.events.end(new UploadWorkerError('closed'));
    } else job.waiting.push(message);
  }

  #dispatch() {
    for (const slot of this.#slots) {
      if (slot.job || this.#queue.length === 0) continue;
      const job = this.#queue.shift()!;
      slot.job = job;
      const worker = slot.worker ?? this.#start(slot);
      slot.timer = setTimeout(() => void this.#retire(slot, new UploadWorkerError('timeout')), READ_TIMEOUT_MS);
      const { buffer, ...rest } = job.request;
      worker.postMessage({ kind: 'read', id: job.id, buffer, ...rest } satisfies ReadRequest, [buffer]);
      for (const m of job.waiting.splice(0)) worker.postMessage(m);
    }
  }

  #start(slot: Slot): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    worker.unref();
    worker.on('message', (m: FromWorker) => {
      const job = slot.job;
      if (m.kind === 'ready' || !job || job.id !== m.id) return;
      job.events.push(m);
      if (m.kind === 'part') return;
      this.#finish(slot);
      job.done = true;
      job.events.end(null);
      this.#dispatch();
    });
    // a worker that dies (out of memory on a crafted file) fails its job and is replaced on next use
    worker.on('error', () => void this.#retire(slot, new UploadWorkerError('unreadable')));
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const job = slot.job;
      if (job) {
        this.#finish(slot);
        job.done = true;
        job.events.end(new UploadWorkerError('unreadable'));
        this.#dispatch();
      }
    });
    slot.worker = worker;
    return worker;
  }

  #finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  async #retire(slot: Slot, error: Error) {
    const { worker, job } = slot;
    slot.worker = null;
    this.#finish(slot);
    if (job) {
      job.done = true;
      job.events.end(error);
    }
    if (worker) await worker.terminate().catch(() => undefined);
    if (!this.#closed) this.#dispatch();
  }
}
