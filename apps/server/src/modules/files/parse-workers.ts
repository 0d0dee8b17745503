import type { ErrorCode } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import { lazyPool, WorkerPool } from '../../lib/worker-pool.ts';
import type { ParseAnswer, ParseRequest } from './parse-jobs.ts';

const WORKER_URL = new URL('./parse.worker.mjs', import.meta.url);

/** A file of 200,000 rows is read in a few seconds; one that takes this long is given up. */
const PARSE_TIMEOUT_MS = 120_000;

type Request = ParseRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id' | 'buffer'> : never) : never;

/**
 * Parses uploaded files (bank statements, Revenue Service files, the workbooks of a reversal's rows and of the
 * comments on the differences) in a pool of worker threads
 * (lib/worker-pool.ts, parse-jobs.ts), so that reading a large file never holds up the server's own
 * thread: the count call and every other request keep being answered meanwhile (docs/decisions/0035).
 */
export class FileParsePool {
  readonly #pool = new WorkerPool(WORKER_URL, {
    timeoutMs: PARSE_TIMEOUT_MS,
    heapMb: 1024,
    maxQueued: 16,
    queueTimeoutMs: PARSE_TIMEOUT_MS,
  });

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
