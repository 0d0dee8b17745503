import type { Deps } from '../../lib/deps.ts';
import { DEFAULT_BATCH_SIZE, failJob, runBatch, runningJobIds } from './processing.service.ts';

/**
 * Runs processing jobs in this process, batch after batch (docs/decisions/0022). One runner per job here;
 * another process running the same job waits on the job's row lock batch by batch and converts nothing twice.
 * Stopping (the server closing) lets the batch under way commit and leaves the job running: it resumes at the
 * next start or the next POST of its month.
 */
export interface RunOptions {
  batchSize?: number;
  /** Test hook: stop after this many batches, as a server stopped between two batches would. */
  stopAfterBatches?: number;
  /**
   * Pause between batches as long as the batch took, so that requests keep at least half the time: for a
   * database that runs in this process (PGlite), whose statements hold the event loop.
   */
  pauseBetweenBatches?: boolean;
}

const inFlight = new Map<string, Promise<void>>();
let stopping = false;

export function runJob(deps: Deps, jobId: string, opts: RunOptions = {}): Promise<void> {
  const existing = inFlight.get(jobId);
  if (existing) return existing;
  const run = (async () => {
    let batches = 0;
    try {
      while (!stopping) {
        if (opts.stopAfterBatches !== undefined && batches >= opts.stopAfterBatches) return;
        const t0 = performance.now();
        const more = await runBatch(deps, jobId, opts.batchSize ?? DEFAULT_BATCH_SIZE);
        if (!more) return;
        batches += 1;
        const pause = (opts.pauseBetweenBatches ?? deps.databaseInProcess) ? performance.now() - t0 : 0;
        await new Promise((r) => (pause > 0 ? setTimeout(r, pause) : setImmediate(r)));
      }
    } catch (err) {
      if (stopping) return;
      deps.log.error({ err, jobId }, 'processing run failed');
      await failJob(deps, jobId).catch((e: unknown) => deps.log.error({ err: e, jobId }, 'processing run could not be marked failed'));
    }
  })().finally(() => inFlight.delete(jobId));
  inFlight.set(jobId, run);
  return run;
}

/** Resumes the jobs left running by a server that stopped. */
export async function resumeJobs(deps: Deps, opts: RunOptions = {}) {
  stopping = false;
  for (const id of await runningJobIds(deps)) void runJob(deps, id, opts);
}

/** Lets the batches under way commit and starts no other (the server is closing). */
export async function stopJobs() {
  stopping = true;
  await Promise.allSettled([...inFlight.values()]);
  stopping = false;
}

/** The run of a job under way in this process, if any (tests wait on it). */
export function runOf(jobId: string): Promise<void> | undefined {
  return inFlight.get(jobId);
}
