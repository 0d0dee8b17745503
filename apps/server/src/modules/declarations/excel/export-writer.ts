import { AppError } from '../../../lib/app-error.ts';
import { WorkerPool, type JobFailure, type WorkerPoolOptions } from '../../../lib/worker-pool.ts';

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
  /** Title of the data sheet: at most `SHEET_TITLE_MAX` characters, or the writer refuses it. */
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

/** How long a client is asked to wait before asking again for an export the writers could not take now. */
const RETRY_AFTER_S = 10;

/**
 * An export not written. A worker that ran out of time, or a queue too long to wait in, is the server being busy:
 * 503 with Retry-After, the same export may be asked again a moment later. A workbook the library refused or a
 * pool closing is the server's own fault: 500, logged.
 */
export class ExportWriteError extends AppError {
  constructor(
    readonly reason: JobFailure,
    options?: { cause?: unknown },
  ) {
    const busy = reason === 'timeout' || reason === 'busy' || reason === 'expired';
    super(busy ? 'SERVICE_UNAVAILABLE' : 'INTERNAL', busy ? { headers: { 'retry-after': String(RETRY_AFTER_S) } } : {});
    this.message = `workbook not written: ${reason}`;
    if (options?.cause !== undefined) this.cause = options.cause;
    this.name = 'ExportWriteError';
  }
}

/**
 * Excel's longest sheet name. The spreadsheet library cut a longer one without a word, so a Georgian title
 * ended mid-word ("… სამსახურთ"); a title is therefore written whole or refused, never cut.
 */
export const SHEET_TITLE_MAX = 31;

const WORKER_URL = new URL('./export-writer.worker.mjs', import.meta.url);

/**
 * Writes workbooks in a pool of worker threads (lib/worker-pool.ts), so that the spreadsheet library loads
 * once per worker and a large export never holds up the server's own thread.
 */
export class ExportWriterPool {
  readonly #pool: WorkerPool;
  readonly #timeoutMs: number;
  readonly #msPerRow: number;
  readonly #heapShare: number;

  /**
   * `timeoutMs` is what any export may take; `msPerRow` more for each of its rows, so that a large export on a
   * busy machine is not given up at the time a small one gets (20,000 rows: 20 s more by default, within the
   * request's own time limit). An export whose worker's heap passes `heapShare` of its limit is refused as too
   * large before the worker runs out (export-writer.worker.mjs).
   */
  constructor({ msPerRow = 1, heapShare = 0.5, ...options }: WorkerPoolOptions & { msPerRow?: number; heapShare?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? 20_000;
    this.#msPerRow = msPerRow;
    this.#heapShare = heapShare;
    this.#pool = new WorkerPool(WORKER_URL, { ...options, timeoutMs: this.#timeoutMs });
  }

  /** The .xlsx of a layout and its rows; an `ExportWriteError` when it can't be written. */
  write(layout: WorkbookLayout, rows: CellValue[][]): Promise<Buffer> {
    if (layout.title.length > SHEET_TITLE_MAX) return Promise.reject(new Error(`sheet title longer than ${SHEET_TITLE_MAX} characters: ${layout.title}`));
    return new Promise<Buffer>((resolve, reject) => {
      this.#pool.run<{ kind: 'done'; buffer: ArrayBuffer } | { kind: 'error'; error: string }>({
        message: { layout, rows, heapShare: this.#heapShare },
        timeoutMs: this.#timeoutMs + rows.length * this.#msPerRow,
        receive: (answer) => {
          if (answer.kind === 'done') resolve(Buffer.from(answer.buffer));
          else reject(new ExportWriteError('failed', { cause: answer.error }));
          return true;
        },
        fail: (reason, cause) => reject(new ExportWriteError(reason, { cause })),
      });
    });
  }

  /** Starts the workers ahead of the first export, so that it does not pay for loading the library. */
  warm(): void {
    this.#pool.warm();
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
