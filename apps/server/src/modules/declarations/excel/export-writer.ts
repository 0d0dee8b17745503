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

export class ExportWriteError extends Error {
  constructor(
    readonly reason: JobFailure,
    options?: { cause?: unknown },
  ) {
    super(`workbook not written: ${reason}`, options);
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

  constructor(options: WorkerPoolOptions = {}) {
    this.#pool = new WorkerPool(WORKER_URL, options);
  }

  /** The .xlsx of a layout and its rows; an `ExportWriteError` when it can't be written. */
  write(layout: WorkbookLayout, rows: CellValue[][]): Promise<Buffer> {
    if (layout.title.length > SHEET_TITLE_MAX) return Promise.reject(new Error(`sheet title longer than ${SHEET_TITLE_MAX} characters: ${layout.title}`));
    return new Promise<Buffer>((resolve, reject) => {
      this.#pool.run<{ kind: 'done'; buffer: ArrayBuffer } | { kind: 'error'; error: string }>({
        message: { layout, rows },
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
