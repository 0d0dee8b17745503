import type { ErrorCode } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import { lazyPool, WorkerPool, type WorkerPoolOptions } from '../../lib/worker-pool.ts';
import type { ParseAnswer, ParseRequest } from './parse-jobs.ts';

const WORKER_URL = new URL('./parse.worker.mjs', import.meta.url);

/**
 * A file's time limit grows with its size: a 32 MB statement or a 200,000-row file is read in a few seconds,
 * so a file still being read after 10 s plus 3 s per megabyte (about ten times the time it needs) is crafted
 * or broken; its worker is ended and the next file read (docs/decisions/0051). Never above 120 s.
 */
export const PARSE_BASE_MS = 10_000;
export const PARSE_MS_PER_MB = 3_000;
const PARSE_TIMEOUT_MS = 120_000;

/** The time limit of a file of `bytes`. */
export const parseTimeoutOf = (bytes: number, base = PARSE_BASE_MS, perMb = PARSE_MS_PER_MB) =>
  Math.min(PARSE_TIMEOUT_MS, Math.round(base + (perMb * bytes) / (1024 * 1024)));

type Request = ParseRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id' | 'buffer'> : never) : never;

/**
 * Parses uploaded files (bank statements, Revenue Service files, the workbooks of a reversal's rows and of the
 * comments on the differences) in a pool of worker threads
 * (lib/worker-pool.ts, parse-jobs.ts), so that reading a large file never holds up the server's own
 * thread: the count call and every other request keep being answered meanwhile (docs/decisions/0035).
 */
export class FileParsePool {
  readonly #pool: WorkerPool;
  readonly #timeoutOf: (bytes: number) => number;

  /** `timeoutOf` and the pool's options replace the defaults (tests, the benchmark). */
  constructor(options: WorkerPoolOptions & { timeoutOf?: (bytes: number) => number } = {}) {
    const { timeoutOf = (bytes: number) => parseTimeoutOf(bytes), ...pool } = options;
    this.#timeoutOf = timeoutOf;
    this.#pool = new WorkerPool(WORKER_URL, { timeoutMs: PARSE_TIMEOUT_MS, heapMb: 1024, maxQueued: 16, queueTimeoutMs: PARSE_TIMEOUT_MS, standby: true, ...pool });
  }

  /**
   * The items of a file and what it says beside them. A refused file fails with the refusal's AppError; a
   * file that stopped its worker (too much for its heap, too long to read) with `unreadable`; a file that
   * found every worker busy for too long with SERVICE_UNAVAILABLE. `key` (an organization) takes its turn among
   * the waiting files of other keys (lib/worker-pool.ts).
   */
  parse<T, Meta>(bytes: Uint8Array, request: Request, unreadable: ErrorCode, key?: string): Promise<{ items: T[]; meta: Meta }> {
    // the worker gets a copy of its own (transferred): the caller's bytes stay usable
    const buffer = new ArrayBuffer(bytes.length);
    new Uint8Array(buffer).set(bytes);
    return new Promise((resolve, reject) => {
      const items: T[] = [];
      this.#pool.run<ParseAnswer>({
        message: { ...request, buffer },
        transfer: [buffer],
        key,
        timeoutMs: this.#timeoutOf(bytes.length),
        receive: (answer) => {
          if (answer.kind === 'part') {
            for (const item of answer.items) items.push(item as T);
            return false;
          }
          if (answer.kind === 'done') resolve({ items, meta: answer.meta as Meta });
          else if (answer.kind === 'refused') reject(new AppError(answer.code as ErrorCode, { params: answer.params }));
          else reject(new Error(`file not parsed: ${answer.error}`));
          return true;
        },
        fail: (reason) =>
          reject(new AppError(reason === 'failed' || reason === 'timeout' ? unreadable : 'SERVICE_UNAVAILABLE')),
      });
    });
  }

  warm(): void {
    this.#pool.warm();
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

const parsers = lazyPool(() => new FileParsePool());
export const fileParsers = parsers.get;
export const closeFileParsers = parsers.close;
