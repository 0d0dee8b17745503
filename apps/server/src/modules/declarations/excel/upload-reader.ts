import type { DeclarationForm, DeclarationType } from '@pensia/domain';
import { AppError } from '../../../lib/app-error.ts';
import { lazyPool } from '../../../lib/worker-pool.ts';
import type { DetailColumns } from '../stored-detail.ts';
import type { UploadSummary } from './upload-protocol.ts';
import { UploadWorkerError, UploadWorkerPool } from './upload-workers.ts';
import { inspectZip } from './zip-inspect.ts';

/** The process's pool of upload workers, started on first use. */
const workers = lazyPool(() => new UploadWorkerPool());
export const uploadWorkers = workers.get;
export const closeUploadWorkers = workers.close;

/** Rows per part: a part is stored while the worker reads and validates the next. */
const PART_ROWS = 500;

/** An upload being read by a worker. */
export interface UploadRead {
  /** Validation starts once the personal numbers the declaration already has are known (append mode). */
  begin(existing: ReadonlySet<string>): void;
  /**
   * The accepted rows, a part at a time, ready to insert; then the summary (rejected rows, personal numbers
   * repeated after their row was sent). A file that can't be taken as a whole ends it with its own error.
   */
  parts(): AsyncGenerator<{ columns: DetailColumns; count: number }, UploadSummary, undefined>;
  /** Given up (the caller's transaction failed): the worker stops. Nothing once the read is over. */
  cancel(): void;
}

/**
 * Starts reading an uploaded file. The zip's central directory is checked first: what is not an .xlsx, or
 * would unpack to an unsafe size, is refused before anything is unpacked. The worker then reads the
 * file at once, while the caller opens its transaction. What can only be known once the whole file is read —
 * a template of another type or form (its marker sheet comes last), wrong columns, no rows, too many rows —
 * ends the parts with its own error: a caller that stores parts does so in a transaction that such an error
 * rolls back.
 */
export function readUpload(file: Buffer, type: DeclarationType, form: DeclarationForm, maxRows: number, today: string): UploadRead {
  const verdict = inspectZip(file);
  if (!verdict.ok) throw new AppError(verdict.reason === 'unsafe' ? 'SPREADSHEET_UNSAFE' : 'SPREADSHEET_NOT_XLSX');
  const handle = uploadWorkers().read(file, { type, form, maxRows, partRows: PART_ROWS, today });
  return {
    begin: (existing) => handle.context(existing),
    cancel: () => handle.cancel(),
    async *parts() {
      try {
        for await (const event of handle.events) {
          if (event.kind === 'part') yield { columns: event.columns, count: event.count };
          else if (event.kind === 'done') return event.summary;
          else if (event.kind === 'refused') throw new AppError(event.code, event.params ? { params: event.params } : {});
          else break;
        }
      } catch (e) {
        if (e instanceof UploadWorkerError) throw new AppError('SPREADSHEET_UNREADABLE');
        throw e;
      }
      throw new AppError('SPREADSHEET_UNREADABLE');
    },
  };
}
