import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/create-db.ts';

/** What the metrics read from the rest of the app when they are scraped; each part may be absent. */
export interface MetricsSources {
  /** The upload workers' load: uploads being read and waiting for a worker. */
  uploads?: () => { running: number; queued: number };
  /** Jobs of the durable queue by queue and state, counted in the database (every server's jobs). */
  jobs?: () => Promise<{ queue: string; state: string; count: number }[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Parts of the app that report to `/metrics` add their source here. */
    metricsSources: MetricsSources;
  }
}

/** Latency buckets in seconds: from a cached count (a few ms) to a large upload (tens of seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Equal in constant time: both sides hashed first, so neither their lengths nor their bytes leak through timing. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * `GET /metrics` in the Prometheus text format (docs/decisions/0072): requests by route pattern and status,
 * their latency, the database pools, the replica's lag, the upload workers and the durable jobs. Answered only
 * with `Authorization: Bearer $METRICS_TOKEN`: without the variable the endpoint does not exist (404); a
 * request without the right token is told 401, which says to the scraper's operator what to fix.
 */
export function registerMetrics(app: FastifyInstance, database: DatabaseHandle, token: string | undefined) {
  const registry = new Registry();
  app.decorate('metricsSources', {} as MetricsSources);

  const requests = new Counter({
    name: 'pensia_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'pensia_http_request_duration_seconds',
    help: 'Time from the request received to the answer sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // the route's pattern, never the raw URL (ids in paths would make a series per record); unmatched paths share one
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const poolGauge = (name: string, help: string, pick: (s: { total: number; idle: number; waiting: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        this.reset();
        this.set({ pool: 'primary' }, pick(stats.primary));
        if (stats.replica) this.set({ pool: 'replica' }, pick(stats.replica));
      },
    });
  poolGauge('pensia_db_pool_connections_in_use', 'Database connections checked out, by pool (primary, replica).', (s) => s.total - s.idle);
  poolGauge('pensia_db_pool_connections_open', 'Database connections open, by pool.', (s) => s.total);
  poolGauge('pensia_db_pool_waiting', 'Callers waiting for a database connection, by pool.', (s) => s.waiting);

  if (database.replicaLagSeconds) {
    const lagOf = database.replicaLagSeconds;
    new Gauge({
      name: 'pensia_db_replica_lag_seconds',
      help: "How far the read replica's replay is behind the primary (seconds); absent when it does not answer.",
      registers: [registry],
      async collect() {
        const lag = await lagOf();
        this.reset();
        if (lag !== undefined) this.set(lag);
      },
    });
  }

  new Gauge({
    name: 'pensia_upload_workers',
    help: "This process's declaration uploads being read by a worker (busy) and waiting for one (queued).",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const load = app.metricsSources.uploads?.();
      this.reset();
      if (!load) return;
      this.set({ state: 'busy' }, load.running);
      this.set({ state: 'queued' }, load.queued);
    },
  });

  new Gauge({
    name: 'pensia_jobs',
    help: 'Durable background jobs by queue and state (every server, read from the database).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const counts = (await app.metricsSources.jobs?.().catch(() => undefined)) ?? [];
      this.reset();
      for (const c of counts) this.set({ queue: c.queue, state: c.state }, c.count);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const given = bearerOf(request);
    if (given === undefined || !sameSecret(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('Unauthorized');
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
