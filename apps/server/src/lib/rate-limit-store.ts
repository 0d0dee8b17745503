import { sql } from 'kysely';
import type { Db } from '../db/create-db.ts';

/** A window of a rate limit: how many requests its key made since the window began. */
export interface RateLimitsTable {
  key: string;
  windowStartedAt: Date;
  hits: number;
}

// the table joins the database type from here, beside the code that owns it
declare module '../db/schema.ts' {
  interface Database {
    rateLimits: RateLimitsTable;
  }
}

interface RouteParams {
  /** The window in milliseconds (the plugin passes it as a number; a function falls back to a minute). */
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}
type Incremented = { current: number; ttl: number };

/** Windows begun this long ago are deleted, once every `pruneEvery` counts of a process. */
const PRUNE_AFTER = '1 hour';

/**
 * The rate limits' counters in the database (docs/decisions/0110), so that every server process counts against
 * the same window: with the processes of the topology behind a balancer, a key's or an address's limit is the
 * limit, not the limit times the processes. A fixed window per key, counted by one upsert: the first request
 * after a window ended opens a new one. The table is unlogged (a crash forgets the counters, which costs at most
 * one window's worth of requests) and pruned as it is used.
 *
 * @fastify/rate-limit makes one store per route that has a limit (`child`) and one per `createRateLimit`; a
 * route's counters are kept apart from the others' by its method and path.
 */
export function databaseRateLimitStore(db: Db, { pruneEvery = 500 }: { pruneEvery?: number } = {}) {
  let counted = 0;
  // the count that prunes waits for it (one request in `pruneEvery`); a failed prune is tried again next time
  const prune = () => sql`delete from rate_limits where window_started_at < now() - ${PRUNE_AFTER}::interval`.execute(db).catch(() => undefined);
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    private readonly windowMs: number;
    // the plugin's types name route options; at run time it passes its merged parameters (with routeInfo)
    constructor(options: object = {}) {
      const params = options as RouteParams;
      const { method, url } = params.routeInfo ?? {};
      this.prefix = url ? `${[method].flat().join(',')} ${url} ` : '';
      this.windowMs = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
    }

    incr(key: string, cb: (err: Error | null, res?: Incremented) => void): void {
      const window = sql`(${this.windowMs}::int * interval '1 millisecond')`;
      const pruned = ++counted % pruneEvery === 0 ? prune() : Promise.resolve();
      const counting = sql<{ hits: number; ttlMs: number }>`
        insert into rate_limits as r (key, window_started_at, hits) values (${this.prefix + key}, now(), 1)
        on conflict (key) do update set
          window_started_at = case when r.window_started_at <= now() - ${window} then now() else r.window_started_at end,
          hits = case when r.window_started_at <= now() - ${window} then 1 else r.hits + 1 end
        returning hits, greatest(1, ceil(extract(epoch from r.window_started_at + ${window} - now()) * 1000))::int as ttl_ms`;
      pruned
        .then(() => counting.execute(db))
        .then(({ rows }) => cb(null, { current: rows[0]!.hits, ttl: rows[0]!.ttlMs }), (e: unknown) => cb(e as Error));
    }

    child(params: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }
  };
}
