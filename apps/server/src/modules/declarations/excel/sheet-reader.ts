import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** One cell as the worker reports it (see sheet-reader.worker.mjs). */
export type SheetCell =
  | { t: 'n'; v: number }
  | { t: 's'; v: string }
  | { t: 'd'; v: string }
  | { t: 'b'; v: boolean }
  | { t: 'f' }
  | { t: 'e'; v: string };

export interface SheetRow {
  /** Row number as the spreadsheet shows it (1 is the first row). */
  n: number;
  cells: (SheetCell | null)[];
}

/** What a read reports, in the file's order: rows of a worksheet in chunks, then the worksheet's end. */
export type SheetEvent = { kind: 'rows'; sheet: number; rows: SheetRow[] } | { kind: 'sheetEnd'; sheet: number; truncated: boolean };

export class SheetReadError extends Error {
  constructor(readonly reason: 'unreadable' | 'timeout') {
    super(reason);
    this.name = 'SheetReadError';
  }
}

const WORKER_URL = new URL('./sheet-reader.worker.mjs', import.meta.url);
/** A file that takes longer than this to read is given up (and its worker replaced). */
const READ_TIMEOUT_MS = 20_000;
/** Each worker's heap is bounded: a crafted file can exhaust a worker, never the server. */
const WORKER_HEAP_MB = 512;

type WorkerMessage = { id: number } & (SheetEvent | { kind: 'done' } | { kind: 'error'; error: string });

interface Job {
  id: number;
  buffer: ArrayBuffer;
  maxRows: number;
  chunkRows: number;
  events: EventQueue;
}

/** Events of one read, waiting for their reader: the worker never waits for the server to take them. */
class EventQueue implements AsyncIterable<SheetEvent> {
  readonly #items: SheetEvent[] = [];
  #end: { error: Error | null } | null = null;
  #wake: (() => void) | null = null;
  /** Set when the reader stopped early: what still comes is dropped. */
  #abandoned = false;

  push(event: SheetEvent) {
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
  async *[Symbol.asyncIterator](): AsyncGenerator<SheetEvent> {
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

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * A small pool of worker threads (at most one per spare core, at least one), started on first use and
 * kept warm: the spreadsheet library loads once per worker, not once per upload. Jobs wait in a queue
 * when every worker is busy.
 */
export class SheetReaderPool {
  readonly #slots: Slot[];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(size = Math.max(1, Math.min(2, os.availableParallelism() - 1))) {
    this.#slots = Array.from({ length: size }, () => ({ worker: null, job: null, timer: null }));
  }

  /**
   * Reads the worksheets of an .xlsx held in memory, in the file's order, as events: each worksheet's
   * non-empty rows in chunks of `chunkRows` as they are parsed, then its end. At most `maxRows` rows of a
   * worksheet are sent; more are reported as truncation. A file that can't be read ends the events with a
   * `SheetReadError`.
   */
  stream(data: Buffer, maxRows: number, chunkRows = 500): AsyncIterable<SheetEvent> {
    const events = new EventQueue();
    if (this.#closed) {
      events.end(new SheetReadError('unreadable'));
      return events;
    }
    // a copy the worker owns: the caller's buffer stays usable (hashing, retries)
    const buffer = new ArrayBuffer(data.length);
    new Uint8Array(buffer).set(data);
    this.#queue.push({ id: this.#nextId++, buffer, maxRows, chunkRows, events });
    this.#dispatch();
    return events;
  }

  /** Starts the workers ahead of the first upload, so that it does not pay for loading the library. */
  warm(): void {
    if (this.#closed) return;
    for (const slot of this.#slots) if (!slot.worker) this.#start(slot);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.events.end(new SheetReadError('unreadable'));
    await Promise.all(this.#slots.map((s) => this.#retire(s, new SheetReadError('unreadable'))));
  }

  #dispatch() {
    for (const slot of this.#slots) {
      if (slot.job || this.#queue.length === 0) continue;
      const job = this.#queue.shift()!;
      slot.job = job;
      const worker = slot.worker ?? this.#start(slot);
      slot.timer = setTimeout(() => void this.#retire(slot, new SheetReadError('timeout')), READ_TIMEOUT_MS);
      worker.postMessage({ id: job.id, buffer: job.buffer, maxRows: job.maxRows, chunkRows: job.chunkRows }, [job.buffer]);
    }
  }

  #start(slot: Slot): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    worker.unref();
    worker.on('message', (m: WorkerMessage) => {
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      if (m.kind === 'rows' || m.kind === 'sheetEnd') {
        job.events.push(m);
        return;
      }
      this.#finish(slot);
      job.events.end(m.kind === 'done' ? null : new SheetReadError('unreadable'));
      this.#dispatch();
    });
    // a worker that dies (out of memory on a crafted file) fails its job and is replaced on next use
    worker.on('error', () => void this.#retire(slot, new SheetReadError('unreadable')));
    worker.on('exit', () => {
      if (slot.worker === worker) {
        slot.worker = null;
        const job = slot.job;
        if (job) {
          this.#finish(slot);
          job.events.end(new SheetReadError('unreadable'));
          this.#dispatch();
        }
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
    job?.events.end(error);
    if (worker) await worker.terminate().catch(() => undefined);
    if (!this.#closed) this.#dispatch();
  }
}
