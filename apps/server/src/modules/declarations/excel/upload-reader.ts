import type { DeclarationForm, DeclarationType, NamesOnRecord, Period, WithdrawnPeople } from '@pensia/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { Config } from '../../../config.ts';
import type { DetailColumns } from '../stored-detail.ts';
import type { UploadSummary } from './upload-protocol.ts';
import { UploadWorkerError, UploadWorkerPool } from './upload-workers.ts';
import { inspectZip } from './zip-inspect.ts';

/** The app's pool of upload workers, with the limits of its configuration (README: configuration). */
export function uploadWorkersOf(config: Config): UploadWorkerPool {
  return new UploadWorkerPool({
    ...(config.uploadWorkers > 0 ? { size: config.uploadWorkers } : {}),
    timeoutMs: config.uploadJobTimeoutMs,
    queueTimeoutMs: config.uploadQueueWaitMs,
    maxQueued: config.uploadQueueMax,
    maxPerOrganization: config.uploadMaxPerOrganization,
  });
}

/** Rows per part: a part is stored while the worker reads and validates the next. */
const PART_ROWS = 500;

/** An upload being read by a worker. */
export interface UploadRead {
  /**
   * Settles when a worker has the file. Fails, before anything is stored, with a 503 and Retry-After
   * when the queue is full or the upload waited in it too long (or the server is shutting down).
   */
  started: Promise<void>;
  /**
   * Validation starts once the personal numbers the declaration already has are known (append mode); the
   * names on record of each part's personal numbers are read with `namesOf` (in the upload's transaction).
   */
  begin(existing: ReadonlySet<string>, namesOf?: (personalNumbers: string[]) => Promise<NamesOnRecord>): void;
  /**
   * The accepted rows, a part at a time, ready to insert; then the summary (rejected rows, personal numbers
   * repeated after their row was sent). A file that can't be taken as a whole ends it with its own error.
   */
  parts(): AsyncGenerator<{ columns: DetailColumns; count: number }, UploadSummary, undefined>;
  /** Done with (always, in a finally): the worker stops if it still reads, the organization's slot is free. */
  cancel(): void;
}

/** Refusals of an upload that never reached a worker: the same file may be sent again later. */
function notStarted(e: unknown, retryAfterS: number): unknown {
  if (!(e instanceof UploadWorkerError)) return e;
  const headers = { 'retry-after': String(retryAfterS) };
  if (e.reason === 'limit') return new AppError('UPLOAD_IN_PROGRESS', { headers, params: { seconds: retryAfterS } });
  if (e.reason === 'busy' || e.reason === 'expired') return new AppError('UPLOADS_BUSY', { headers, params: { seconds: retryAfterS } });
  if (e.reason === 'closed') return new AppError('SERVICE_UNAVAILABLE', { headers });
  return new AppError('SPREADSHEET_UNREADABLE');
}

/**
 * Starts reading an uploaded file. The zip's central directory is checked first: what is not an .xlsx, or
 * would unpack to an unsafe size, is refused before anything is unpacked. Then the organization's uploads
 * in flight are counted (a 429 beyond the limit) and the file waits for a worker (`started`); the caller
 * opens its transaction once a worker has it, so that an upload refused in the queue has stored nothing. What can only be known once the whole file is read —
 * a template of another type or form (its marker sheet comes last), wrong columns, no rows, too many rows —
 * ends the parts with its own error: a caller that stores parts does so in a transaction that such an error
 * rolls back.
 */
export function readUpload(
  workers: UploadWorkerPool,
  organizationId: string,
  file: Buffer,
  type: DeclarationType,
  form: DeclarationForm,
  maxRows: number,
  today: string,
  withdrawals?: { period: Period; withdrawn: WithdrawnPeople; ownPersonalNumber?: string },
): UploadRead {
  const verdict = inspectZip(file);
  if (!verdict.ok) throw new AppError(verdict.reason === 'unsafe' ? 'SPREADSHEET_UNSAFE' : 'SPREADSHEET_NOT_XLSX');
  let handle: ReturnType<UploadWorkerPool['read']>;
  try {
    const people = withdrawals
      ? {
          period: withdrawals.period,
          withdrawn: [...withdrawals.withdrawn].map(([pn, w]) => [pn, w.year, w.month] as [string, number, number]),
          ...(withdrawals.ownPersonalNumber === undefined ? {} : { ownPersonalNumber: withdrawals.ownPersonalNumber }),
        }
      : {};
    handle = workers.read(file, { type, form, maxRows, partRows: PART_ROWS, today, ...people }, organizationId);
  } catch (e) {
    throw notStarted(e, workers.retryAfterS);
  }
  let namesOf: ((personalNumbers: string[]) => Promise<NamesOnRecord>) | undefined;
  const started = handle.started.catch((e: unknown) => Promise.reject(notStarted(e, workers.retryAfterS)));
  started.catch(() => undefined); // awaited by the caller; never an unhandled rejection
  return {
    started,
    begin: (existing, lookup) => {
      namesOf = lookup;
      handle.context(existing);
    },
    cancel: () => handle.cancel(),
    async *parts() {
      try {
        for await (const event of handle.events) {
          if (event.kind === 'part') yield { columns: event.columns, count: event.count };
          else if (event.kind === 'askNames') {
            const names = namesOf ? await namesOf(event.personalNumbers) : new Map();
            handle.names([...names].map(([pn, n]) => [pn, n.firstName, n.lastName]));
          }
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
