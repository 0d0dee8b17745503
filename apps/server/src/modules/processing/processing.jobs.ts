import { sql } from 'kysely';
import type { Deps } from '../../lib/deps.ts';
import type { JobMeta, JobQueue, QueueSpec } from '../../lib/job-queue.ts';
import { runJob } from './processing.runner.ts';
import { partState, runningJobs } from './processing.repository.ts';

/** The queue of the month's processing runs (docs/decisions/0073). */
export const PROCESSING_QUEUE = 'processing';

interface ProcessingJobData {
  processingJobId: string;
  /** The part of a run split into parts (0111); absent for a run of one part. */
  part?: number;
}

/**
 * A job of the queue runs one processing run (or one part of a run split into parts, 0111) from its cursor to
 * its end. A run left unfinished (its server stopping, the database gone for longer than the runner's own
 * tries) is reported as a failure of the job, so that the queue tries it again with backoff, on any server; the
 * run goes on from its last committed batch. A part that has converted all its rows is finished even while the
 * other parts still convert: the last of them ends the run.
 */
export function processingQueue(deps: Deps): QueueSpec<ProcessingJobData> {
  return {
    name: PROCESSING_QUEUE,
    async run(data, ctx) {
      await runJob({ ...deps, log: ctx.log }, data.processingJobId, { batchSize: deps.config.processingBatchRows, signal: ctx.signal, part: data.part });
      if (data.part !== undefined) {
        const state = await partState(deps.db, data.processingJobId, data.part);
        if (state?.jobStatus === 'running' && state.partStatus !== 'done') throw new Error('processing part stopped before its end; it goes on from its last batch at the next try');
        return;
      }
      const { rows } = await sql<{ status: string }>`select status from processing_jobs where id = ${data.processingJobId}::uuid`.execute(deps.db);
      if (rows[0]?.status === 'running') throw new Error('processing run stopped before its end; it goes on from its last batch at the next try');
    },
  };
}

/**
 * Queues a run (one job a part when it is split into parts) unless a job of it (of that part) already waits or
 * runs (a second POST of a month answers the same run).
 */
export async function queueRun(queue: JobQueue, run: { id: string; parts: number }, meta: JobMeta = {}): Promise<void> {
  if (run.parts === 1) {
    if (await queue.pending(PROCESSING_QUEUE, { processingJobId: run.id })) return;
    await queue.send(PROCESSING_QUEUE, { processingJobId: run.id }, meta);
    return;
  }
  for (let part = 0; part < run.parts; part++) {
    if (await queue.pending(PROCESSING_QUEUE, { processingJobId: run.id, part })) continue;
    await queue.send(PROCESSING_QUEUE, { processingJobId: run.id, part }, meta);
  }
}

/** Runs left running with no job in the queue (their tries ran out while the database was down): queued again. */
export async function queueLeftRuns(deps: Deps, queue: JobQueue): Promise<void> {
  for (const run of await runningJobs(deps.db)) await queueRun(queue, run);
}
