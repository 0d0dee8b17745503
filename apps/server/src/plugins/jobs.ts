import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/create-db.ts';
import { JobQueue } from '../lib/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (docs/decisions/0073): modules define their queues, then send jobs to them. */
    jobs: JobQueue;
  }
}

/**
 * The app's job queue: started when the app is ready (after every module defined its queues), stopped when it
 * closes (the runs here end after their batch under way and go back to the queue), counted by `/metrics`.
 */
export function registerJobQueue(app: FastifyInstance, database: DatabaseHandle, config: Config) {
  const jobs = new JobQueue({ connection: database.queue, db: database.db, log: app.log, ...config.jobs });
  app.decorate('jobs', jobs);
  app.metricsSources.jobs = () => jobs.counts();
  app.addHook('onReady', async () => {
    // a database that does not answer at start: the server still starts (0010); the first job sent starts it
    await jobs.start().catch((err: unknown) => app.log.warn({ err }, 'job queue not started: the database did not answer'));
  });
  app.addHook('onClose', async () => jobs.stop());
}
