import { isDatabaseUnavailable } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { runBatch, runPartBatch } from './processing-batch.ts';
import { findJob } from './processing.repository.ts';
import { DEFAULT_BATCH_SIZE, failJob } from './processing.service.ts';

/**
 * Runs a processing job's batches in this process (docs/decisions/0022), as the job of the durable queue that
 * any server takes (processing.jobs.ts, 0073). One runner per job here; another process running the same job
 * waits on the job's row lock batch by batch and converts nothing twice. Stopping (the signal, or the server
 * closing) lets the batch under way commit and leaves the job running: the queue hands it to a server again.
 * A batch that loses its database connection is rolled back whole and tried again; a defect (any other error)
 * fails the job.
 *
 * A run split into parts (0111) is run part by part, each part a job of the queue: `part` runs that part's
 * batches; without it, every part of the run is run here at the same time.
 */
export interface RunOptions {
  /** The part of a run split into parts that this runner converts. */
  part?: number;
  batchSize?: number;
  /** Test hook: stop after this many batches, as a server stopped between two batches would. */
  stopAfterBatches?: number;
  /**
   * Pause between batches as long as the batch took, so that requests keep at least half the time: for a
   * database that runs in this process (PGlite), whose statements hold the event loop.
   */
  pauseBetweenBatches?: boolean;
  /** Tries of a batch whose database connection was lost, before the job is left running for later (5). */
  retries?: number;
  /** The wait before the n-th try is n times this (1 s). */
  retryDelayMs?: number;
  /** Aborted: the run ends after the batch under way (the job's server stops, or another took the job over). */
  signal?: AbortSignal;
}

const RETRIES = 5;
const RETRY_DELAY_MS = 1000;

const inFlight = new Map<string, Promise<void>>();

export async function runJob(deps: Deps, jobId: string, opts: RunOptions = {}): Promise<void> {
  if (opts.part !== undefined) return runner(deps, jobId, opts.part, opts);
  const parts = (await findJob(deps.db, jobId))?.parts ?? 1;
  if (parts === 1) return runner(deps, jobId, undefined, opts);
  await Promise.all(Array.from({ length: parts }, (_, k) => runner(deps, jobId, k, opts)));
}

function runner(deps: Deps, jobId: string, part: number | undefined, opts: RunOptions): Promise<void> {
  const key = part === undefined ? jobId : `${jobId}:${part}`;
  const existing = inFlight.get(key);
  if (existing) return existing;
  const run = (async () => {
    let batches = 0;
    let lost = 0;
    while (!opts.signal?.aborted) {
      if (opts.stopAfterBatches !== undefined && batches >= opts.stopAfterBatches) return;
      const t0 = performance.now();
      try {
        const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
        const more = part === undefined ? await runBatch(deps, jobId, batchSize) : await runPartBatch(deps, jobId, part, batchSize);
        if (!more) return;
        lost = 0;
      } catch (err) {
        if (opts.signal?.aborted) return;
        if (isDatabaseUnavailable(err)) {
          // the connection lost or the database restarting: the batch's transaction is rolled back whole, the
          // job stays running; the same batch is tried again a moment later, and after a few tries the job is
          // left running for the next start of the server or POST of its month (0036)
          lost += 1;
          if (lost > (opts.retries ?? RETRIES)) {
            deps.log.warn({ err, jobId, part }, 'processing run paused: the database is unavailable; it resumes at the next start or run of its month');
            return;
          }
          deps.log.warn({ err, jobId, part, attempt: lost }, 'processing batch lost its database connection; trying it again');
          await new Promise((r) => setTimeout(r, (opts.retryDelayMs ?? RETRY_DELAY_MS) * lost));
          continue;
        }
        deps.log.error({ err, jobId, part }, 'processing run failed');
        await failJob(deps, jobId).catch((e: unknown) => deps.log.error({ err: e, jobId }, 'processing run could not be marked failed'));
        return;
      }
      batches += 1;
      const pause = (opts.pauseBetweenBatches ?? deps.databaseInProcess) ? performance.now() - t0 : 0;
      await new Promise((r) => (pause > 0 ? setTimeout(r, pause) : setImmediate(r)));
    }
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}
