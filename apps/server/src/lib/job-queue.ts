import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { PgBoss, type Db as IDatabase } from 'pg-boss';
import type { Db } from '../db/create-db.ts';

/** What every job carries besides its own data: the correlation id of the request that started it. */
export interface JobMeta {
  correlationId?: string;
}

/** One queue of long work: its name and how one job of it runs. */
export interface QueueSpec<T extends object> {
  name: string;
  /**
   * Runs one job to its end. Work is done in batches, each committing its progress in the same transaction as
   * its effects, so a job run again (after a failure, or by another server when this one died) goes on from
   * its last committed batch. Throws to have the job tried again later, with backoff.
   */
  run(data: T & JobMeta, ctx: { jobId: string; attempt: number; signal: AbortSignal; log: FastifyBaseLogger }): Promise<void>;
}

export interface JobQueueOptions {
  /** The database, through an adapter of ours (db/queue-db.ts). */
  connection: { db: IDatabase; backend: 'postgres' | 'pglite' };
  /** Our own connection to the same database: the counts by state are read through it. */
  db: Db;
  log: FastifyBaseLogger;
  /** Take jobs in this process (a process may only send them). */
  work: boolean;
  /** A running job's heartbeat; a job whose heartbeat is older than this is taken over (at least 10 s). */
  heartbeatSeconds: number;
  /** How often a server looks for jobs whose server stopped beating (at least 1 s). */
  superviseSeconds: number;
  /** How often an idle worker asks for a job. */
  pollSeconds: number;
  /** Tries of a job before it is left failed. */
  retryLimit: number;
}

/** Longest a single job may run, heartbeats or not (the month's processing of 100,000 rows takes about a minute). */
const EXPIRE_SECONDS = 4 * 60 * 60;
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'];
/** The queue library's tables live in a schema of their own. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * The durable job queue (docs/decisions/0073): pg-boss on the portal's own database. Any server takes any
 * job; a job's heartbeat says its server is alive; a job whose server died is failed by the next server's
 * supervision once its heartbeat is stale, and tried again (backoff) by whichever server asks first.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #specs = new Map<string, QueueSpec<object>>();
  readonly #opts: JobQueueOptions;
  #started: Promise<void> | undefined;
  /** Aborted when this process stops taking jobs: its runs end after the batch under way. */
  readonly #stopping = new AbortController();
  /** The runs under way in this process: stopping waits for their batch under way to commit. */
  readonly #running = new Set<Promise<void>>();
  /** This process's worker of each queue, woken when a job is sent from here. */
  readonly #workers = new Map<string, string>();

  constructor(opts: JobQueueOptions) {
    this.#opts = opts;
    this.#boss = new PgBoss({
      db: opts.connection.db,
      backend: opts.connection.backend,
      schema: QUEUE_SCHEMA,
      superviseIntervalSeconds: opts.superviseSeconds,
      // the tables' own housekeeping (deleting old jobs) once an hour is plenty
      maintenanceIntervalSeconds: 60 * 60,
      // pg-boss fails the jobs whose heartbeat is stale in its monitor pass, which runs (on one server of all)
      // once a monitor interval, whatever the supervise interval: a minute would leave a dead server's job
      // unclaimed up to a minute after its heartbeat went stale (the job-kill drill saw 57 s)
      monitorIntervalSeconds: opts.superviseSeconds,
      instanceHeartbeatSeconds: 60,
    });
    this.#boss.on('error', (err: unknown) => opts.log.warn({ err }, 'job queue error'));
  }

  define<T extends object>(spec: QueueSpec<T>): void {
    this.#specs.set(spec.name, spec as unknown as QueueSpec<object>);
  }

  /** Creates the queue's tables when missing, the queues, and starts taking jobs (when this process works). */
  start(): Promise<void> {
    // a start the database refused is tried afresh by the next call
    this.#started ??= this.#start().catch((e: unknown) => {
      this.#started = undefined;
      throw e;
    });
    return this.#started;
  }

  async #start() {
    const o = this.#opts;
    await this.#boss.start();
    for (const spec of this.#specs.values()) {
      await this.#boss.createQueue(spec.name, {
        retryLimit: o.retryLimit,
        retryDelay: 1,
        retryBackoff: true,
        retryDelayMax: 60,
        heartbeatSeconds: o.heartbeatSeconds,
        expireInSeconds: EXPIRE_SECONDS,
      });
      if (!o.work) continue;
      const workerId = await this.#boss.work<object>(spec.name, { pollingIntervalSeconds: o.pollSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          const data = job.data as object & JobMeta;
          const log = o.log.child({ reqId: data.correlationId, queue: spec.name, jobId: job.id, attempt: job.retryCount });
          log.info('job started');
          try {
            const signal = AbortSignal.any([job.signal, this.#stopping.signal]);
            const run = spec.run(data, { jobId: job.id, attempt: job.retryCount, signal, log });
            const settled = run.then(() => undefined, () => undefined);
            this.#running.add(settled);
            void settled.finally(() => this.#running.delete(settled));
            await run;
            log.info('job done');
          } catch (err) {
            log.warn({ err }, 'job not finished; it is tried again later');
            throw err;
          }
        }
      });
      this.#workers.set(spec.name, workerId);
    }
  }

  /** Queues a job; any server's worker takes it. Answers its id. `retryLimit`: its own tries, not the queue's. */
  async send<T extends object>(queue: string, data: T, meta: JobMeta = {}, options: { retryLimit?: number } = {}): Promise<string> {
    await this.start();
    const id = await this.#boss.send(queue, { ...data, ...meta }, options);
    if (!id) throw new Error(`job of ${queue} not queued`);
    // this process's worker, if idle, asks for it now rather than at its next poll (any server may take it)
    const worker = this.#workers.get(queue);
    if (worker) this.#boss.notifyWorker(worker);
    return id;
  }

  /** True when a job of the queue whose data contains `match` waits or runs. */
  async pending(queue: string, match: object): Promise<boolean> {
    await this.start();
    const found = await this.#boss.findJobs(queue, { data: match, queued: true, limit: 1 });
    if (found.length > 0) return true;
    const all = await this.#boss.findJobs(queue, { data: match, limit: 100 });
    return all.some((j) => j.state === 'active' || j.state === 'retry' || j.state === 'created');
  }

  /** The states of the queue's jobs whose data contains `match` (the first 100 of them), waiting, running or ended. */
  async statesOf(queue: string, match: object): Promise<string[]> {
    await this.start();
    return (await this.#boss.findJobs(queue, { data: match, limit: 100 })).map((j) => String(j.state));
  }

  /** Jobs by queue and state, every server's, from the database. */
  async counts(): Promise<{ queue: string; state: string; count: number }[]> {
    if (!this.#started) return [];
    await this.#started;
    const { rows } = await sql<{ queue: string; state: string; count: number }>`
      select name as queue, state::text as state, count(*)::int as count from ${sql.table(`${QUEUE_SCHEMA}.job`)} group by name, state`.execute(this.#opts.db);
    const out: { queue: string; state: string; count: number }[] = [];
    // every queue and state named, zero included: an alert on "failed > 0" needs the series to exist
    for (const queue of this.#specs.keys()) {
      for (const state of JOB_STATES) out.push({ queue, state, count: rows.find((r) => r.queue === queue && r.state === state)?.count ?? 0 });
    }
    return out;
  }

  /** The tries a job has had (its retry count), or undefined when there is no such job. */
  async attemptsOf(queue: string, id: string): Promise<number | undefined> {
    const job = await this.#boss.getJobById(queue, id);
    return job?.retryCount;
  }

  /**
   * Stops taking jobs. Graceful: the jobs running here finish their batch under way and are handed back to the
   * queue (tried again by any server). Not graceful (tests: a server that died): nothing more is written by this
   * process, and its running jobs are taken over once their heartbeat is stale.
   */
  async stop(graceful = true): Promise<void> {
    if (!this.#started) return;
    this.#stopping.abort();
    await this.#started.catch(() => undefined);
    await this.#boss.stop({ graceful, timeout: 10_000, close: false });
    // the queue no longer waits for them when not graceful; this process still does, before its database closes
    await Promise.all(this.#running);
  }
}
