import { WorkerPool, type PoolLoad, type WorkerPoolOptions } from '../../../lib/worker-pool.ts';
import type { CancelMessage, ContextMessage, NamesMessage, FromWorker, ReadRequest } from './upload-protocol.ts';

/**
 * Why an upload was not read: the file could not be (`unreadable`, `timeout`), the pool closed, the
 * organization has as many uploads in flight as it may (`limit`), the queue was full (`busy`), or the upload
 * waited too long for a worker (`expired`). `limit`, `busy` and `expired` come before any worker read a byte.
 */
export class UploadWorkerError extends Error {
  constructor(readonly reason: 'unreadable' | 'timeout' | 'closed' | 'limit' | 'busy' | 'expired') {
    super(reason);
    this.name = 'UploadWorkerError';
  }
}

const WORKER_URL = new URL('./upload-reader.worker.mjs', import.meta.url);

/** What a worker says of one upload, in order: parts, then one of done, refused or error. */
export type UploadEvent = FromWorker;

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

/** One upload being read by a worker: its events, and what the server tells it meanwhile. */
export interface UploadHandle {
  /** Settles when a worker takes the upload out of the queue; fails as `busy`, `expired` or `closed` when none will. */
  started: Promise<void>;
  events: AsyncIterable<UploadEvent>;
  /** The personal numbers the declaration already has; validation waits for them. */
  context(existing: ReadonlySet<string>): void;
  /** The names on record the worker asked for (`askNames`), for the part it validates next. */
  names(names: [string, string, string][]): void;
  /**
   * The server is done with the upload: the worker stops reading it (nothing if it is over), and the
   * upload no longer counts among its organization's uploads in flight.
   */
  cancel(): void;
}

export interface UploadPoolOptions extends WorkerPoolOptions {
  /** Most uploads of one organization in flight at once (waiting, read, or stored), in this process. */
  maxPerOrganization?: number;
}

/**
 * The upload workers (lib/worker-pool.ts): the spreadsheet library and the domain rules load once per
 * worker, not once per upload. Uploads wait for a worker in a bounded queue, by turns of their
 * organizations, for a bounded time; an organization has a bounded number of uploads in flight.
 */
export class UploadWorkerPool {
  readonly #pool: WorkerPool;
  readonly #maxPerOrganization: number;
  readonly #inFlight = new Map<string, number>();
  /** Seconds a refused upload is told to wait before trying again: about one wait in the queue. */
  readonly retryAfterS: number;

  constructor({ maxPerOrganization = Infinity, ...options }: UploadPoolOptions = {}) {
    this.#pool = new WorkerPool(WORKER_URL, options);
    this.#maxPerOrganization = maxPerOrganization;
    this.retryAfterS = Math.max(1, Math.ceil((options.queueTimeoutMs ?? options.timeoutMs ?? 20_000) / 1000));
  }

  /**
   * Starts reading an upload held in memory (a copy goes to the worker; the caller's buffer stays usable).
   * Throws `UploadWorkerError('limit')` when the organization already has as many uploads in flight as it may.
   */
  read(data: Buffer, request: Omit<ReadRequest, 'kind' | 'id' | 'buffer'>, organizationId = ''): UploadHandle {
    const inFlight = this.#inFlight.get(organizationId) ?? 0;
    if (inFlight >= this.#maxPerOrganization) throw new UploadWorkerError('limit');
    this.#inFlight.set(organizationId, inFlight + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const n = (this.#inFlight.get(organizationId) ?? 1) - 1;
      if (n > 0) this.#inFlight.set(organizationId, n);
      else this.#inFlight.delete(organizationId);
    };

    const buffer = new ArrayBuffer(data.length);
    new Uint8Array(buffer).set(data);
    const events = new EventQueue();
    let start!: { resolve: () => void; reject: (e: Error) => void };
    const started = new Promise<void>((resolve, reject) => (start = { resolve, reject }));
    started.catch(() => undefined);
    const job = this.#pool.run<UploadEvent>({
      message: { kind: 'read', buffer, ...request } satisfies Omit<ReadRequest, 'id'>,
      transfer: [buffer],
      key: organizationId,
      started: () => start.resolve(),
      receive: (event) => {
        events.push(event);
        if (event.kind === 'part' || event.kind === 'askNames') return false;
        events.end(null);
        return true;
      },
      fail: (reason) => {
        const error = new UploadWorkerError(reason === 'failed' ? 'unreadable' : reason);
        start.reject(error);
        events.end(error);
      },
    });
    return {
      started,
      events,
      context: (existing) => job.post({ kind: 'context', id: job.id, existing: [...existing] } satisfies ContextMessage),
      names: (names) => job.post({ kind: 'names', id: job.id, names } satisfies NamesMessage),
      // not started: dropped from the queue; started: the worker is told
      cancel: () => {
        release();
        if (!job.dequeue()) job.post({ kind: 'cancel', id: job.id } satisfies CancelMessage);
      },
    };
  }

  /** Uploads with a worker and uploads waiting, by organization; uploads in flight by organization. */
  load(): PoolLoad & { inFlightByOrganization: Record<string, number> } {
    return { ...this.#pool.load(), inFlightByOrganization: Object.fromEntries(this.#inFlight) };
  }

  warm(): void {
    this.#pool.warm();
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
