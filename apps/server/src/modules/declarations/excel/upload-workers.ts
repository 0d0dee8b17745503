import { WorkerPool, type WorkerPoolOptions } from '../../../lib/worker-pool.ts';
import type { CancelMessage, ContextMessage, FromWorker, ReadRequest } from './upload-protocol.ts';

export class UploadWorkerError extends Error {
  constructor(readonly reason: 'unreadable' | 'timeout' | 'closed') {
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
  events: AsyncIterable<UploadEvent>;
  /** The personal numbers the declaration already has; validation waits for them. */
  context(existing: ReadonlySet<string>): void;
  /** The server gave the upload up: the worker stops reading it (nothing if it is over). */
  cancel(): void;
}

/**
 * The upload workers (lib/worker-pool.ts): the spreadsheet library and the domain rules load once per
 * worker, not once per upload.
 */
export class UploadWorkerPool {
  readonly #pool: WorkerPool;

  constructor(options: WorkerPoolOptions = {}) {
    this.#pool = new WorkerPool(WORKER_URL, options);
  }

  /** Starts reading an upload held in memory (a copy goes to the worker; the caller's buffer stays usable). */
  read(data: Buffer, request: Omit<ReadRequest, 'kind' | 'id' | 'buffer'>): UploadHandle {
    const buffer = new ArrayBuffer(data.length);
    new Uint8Array(buffer).set(data);
    const events = new EventQueue();
    const job = this.#pool.run<UploadEvent>({
      message: { kind: 'read', buffer, ...request } satisfies Omit<ReadRequest, 'id'>,
      transfer: [buffer],
      receive: (event) => {
        events.push(event);
        if (event.kind === 'part') return false;
        events.end(null);
        return true;
      },
      fail: (reason) => events.end(new UploadWorkerError(reason === 'failed' ? 'unreadable' : reason)),
    });
    return {
      events,
      context: (existing) => job.post({ kind: 'context', id: job.id, existing: [...existing] } satisfies ContextMessage),
      // not started: dropped from the queue; started: the worker is told
      cancel: () => job.dequeue() || job.post({ kind: 'cancel', id: job.id } satisfies CancelMessage),
    };
  }

  warm(): void {
    this.#pool.warm();
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
