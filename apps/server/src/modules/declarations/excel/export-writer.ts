import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** A column of a written sheet, everything resolved: header in the language, width, number format. */
export interface WorkbookColumn {
  key: string;
  header: string;
  width: number;
  numFmt?: string;
}

/** What the writer needs to lay out a workbook (see export-writer.worker.mjs), as plain data. */
export interface WorkbookLayout {
  creator: string;
  /** Title of the data sheet. */
  title: string;
  /** Row of the headers, frozen above the data. */
  headerRow: number;
  /** Name of the very hidden sheet whose cell A1 holds `marker`. */
  markerSheet: string;
  marker: string;
  columns: WorkbookColumn[];
}

/** A cell as written: text as it stands (already neutralised), a number, or empty. */
export type CellValue = string | number | null;

export class ExportWriteError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout' | 'closed',
    options?: { cause?: unknown },
  ) {
    super(`workbook not written: ${reason}`, options);
    this.name = 'ExportWriteError';
  }
}

export interface ExportWriterOptions {
  /** Number of workers (one per spare core, one or two). */
  size?: number;
  /** A workbook that takes longer than this to write is given up, and its worker replaced. */
  timeoutMs?: number;
  /** Each worker's heap bound: an export that outgrows it fails alone, the server stays up. */
  heapMb?: number;
}

const WORKER_URL = new URL('./export-writer.worker.mjs', import.meta.url);

/** Longest time a new worker may take to load the library before it is given up. */
const STARTUP_TIMEOUT_MS = 30_000;

type WorkerMessage = { kind: 'ready' } | { id: number; kind: 'done'; buffer: ArrayBuffer } | { id: number; kind: 'error'; error: string };

interface Job {
  id: number;
  layout: WorkbookLayout;
  rows: CellValue[][];
  resolve: (file: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  /** The worker has loaded the library: a job's time counts from here. */
  ready: boolean;
  /** Bound on the worker's start, while it loads the library. */
  startup: NodeJS.Timeout | null;
  job: Job | null;
  /** The job's timeout. */
  timer: NodeJS.Timeout | null;
}

/**
 * Writes workbooks in a small pool of worker threads, started on first use (or by `warm`) and kept warm, so
 * that the spreadsheet library loads once per worker. Jobs wait in a queue while every worker is busy. A
 * worker that fails, dies or runs past the timeout fails its job alone and is replaced on next use.
 */
export class ExportWriterPool {
  readonly #slots: Slot[];
  readonly #queue: Job[] = [];
  readonly #timeoutMs: number;
  readonly #heapMb: number;
  #nextId = 1;
  #closed = false;

  constructor({ size = Math.max(1, Math.min(2, os.availableParallelism() - 1)), timeoutMs = 20_000, heapMb = 512 }: ExportWriterOptions = {}) {
    this.#slots = Array.from({ length: size }, () => ({ worker: null, ready: false, startup: null, job: null, timer: null }));
    this.#timeoutMs = timeoutMs;
    this.#heapMb = heapMb;
  }

  /** The .xlsx of a layout and its rows; an `ExportWriteError` when it can't be written. */
  write(layout: WorkbookLayout, rows: CellValue[][]): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new ExportWriteError('closed'));
    return new Promise<Buffer>((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, layout, rows, resolve, reject });
      this.#dispatch();
    });
  }

  /** Starts the workers ahead of the first export, so that it does not pay for loading the library. */
  warm(): void {
    if (this.#closed) return;
    for (const slot of this.#slots) if (!slot.worker) this.#start(slot);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(new ExportWriteError('closed'));
    await Promise.all(this.#slots.map((s) => this.#retire(s, new ExportWriteError('closed'))));
  }

  #dispatch() {
    for (const slot of this.#slots) {
      if (slot.job || this.#queue.length === 0) continue;
      const job = this.#queue.shift()!;
      const worker = slot.worker ?? this.#start(slot);
      slot.job = job;
      worker.ref(); // a job in flight keeps the process alive; an idle worker does not
      if (slot.ready) this.#arm(slot);
      try {
        worker.postMessage({ id: job.id, layout: job.layout, rows: job.rows });
      } catch (e) {
        // cells that can't be sent (never a string, number or null): this job fails, the worker stays
        this.#finish(slot);
        job.reject(new ExportWriteError('failed', { cause: e }));
      }
    }
  }

  #start(slot: Slot): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.#heapMb } });
    worker.unref();
    worker.on('message', (m: WorkerMessage) => {
      if (slot.worker !== worker) return;
      if (m.kind === 'ready') {
        this.#started(slot);
        slot.ready = true;
        if (slot.job) this.#arm(slot);
        return;
      }
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      this.#finish(slot);
      if (m.kind === 'done') job.resolve(Buffer.from(m.buffer));
      else job.reject(new ExportWriteError('failed', { cause: m.error }));
      this.#dispatch();
    });
    // a worker that dies (out of memory on a very large export) fails its job and is replaced on next use
    worker.on('error', (e) => void this.#retire(slot, new ExportWriteError('failed', { cause: e })));
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = false;
      this.#started(slot);
      const job = slot.job;
      if (!job) return;
      this.#finish(slot);
      job.reject(new ExportWriteError('failed'));
      this.#dispatch();
    });
    slot.worker = worker;
    slot.ready = false;
    slot.startup = setTimeout(() => void this.#retire(slot, new ExportWriteError('failed', { cause: 'worker did not start' })), STARTUP_TIMEOUT_MS);
    slot.startup.unref();
    return worker;
  }

  #started(slot: Slot) {
    if (slot.startup) clearTimeout(slot.startup);
    slot.startup = null;
  }

  /** The job's time counts from when a loaded worker has it: a worker's start is not part of it. */
  #arm(slot: Slot) {
    slot.timer = setTimeout(() => void this.#retire(slot, new ExportWriteError('timeout')), this.#timeoutMs);
  }

  #finish(slot: Slot) {
    slot.worker?.unref();
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  async #retire(slot: Slot, error: Error) {
    const { worker, job } = slot;
    slot.worker = null;
    slot.ready = false;
    this.#started(slot);
    this.#finish(slot);
    job?.reject(error);
    if (worker) await worker.terminate().catch(() => undefined);
    if (!this.#closed) this.#dispatch();
  }
}
