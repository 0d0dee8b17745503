import { sql } from 'kysely';
import type { Deps } from '../../lib/deps.ts';
import type { JobMeta, JobQueue, QueueSpec } from '../../lib/job-queue.ts';
import { runJob } from './processing.runner.ts';
import { runningJobIds } from './processing.repository.ts';

/** The queue of the month's processing runs (docs/decisions/0073). */
export const PROCESSING_QUEUE = 'processing';

interface ProcessingJobData {
  processingJobId: string;
}

/**
 * A job of the queue runs one processing run from its cursor to its end. A run left unfinished (its server
 * stopping, the database gone for longer than the runner's own tries) is reported as a failure of the job, so
 * that the queue tries it again with backoff, on any server; the run goes on from its last committed batch.
 */
export function processingQueue(deps: Deps): QueueSpec<ProcessingJobData> {
  return {
    name: PROCESSING_QUEUE,
    async run(data, ctx) {
      await runJob({ ...deps, log: ctx.log }, data.processingJobId, { batchSize: deps.config.processingBatchRows, signal: ctx.signal });
      const { rows } = await sql<{ status: string }>`select status from processing_jobs where id = ${data.processingJobId}::uuid`.execute(deps.db);
      if (rows[0]?.status === 'running') throw new Error('processing run stopped before its end; it goes on from its last batch at the next try');
    },
  };
}

/** Queues a run unless a job of it already waits or runs (a second POST of a month answers the same run). */
export async function queueRun(queue: JobQueue, processingJobId: string, meta: JobMeta = {}): Promise<void> {
  if (await queue.pending(PROCESSING_QUEUE, { processingJobId })) return;
  await queue.send(PROCESSING_QUEUE, { processingJobId }, meta);
}

/** Runs left running with no job in the queue (their tries ran out while the database was down): queued again. */
export async function queueLeftRuns(deps: Deps, queue: JobQueue): Promise<void> {
  for (const id of await runningJobIds(deps.db)) await queueRun(queue, id);
}
