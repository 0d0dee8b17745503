import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import type { Db as IDatabase } from 'pg-boss';
import { PGliteDialect } from './pglite-dialect.ts';
import { pgliteQueueDb, pgQueueDb } from './queue-db.ts';
import { checkedOutPool, watchQueries } from './pool-checkout.ts';
import { ReplicaRouter } from './read-routing.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** What a repository's statement runs on: the database, or a transaction of it. */
export type Executor = Db | Transaction<Database>;

export interface DatabaseHandle {
  /** Primary: every write and every read that must see its own writes. */
  db: Db;
  /** Read side (a replica when DATABASE_READ_URL is set, else the primary). */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** With a replica: which of the two the read side's queries go to (read-your-writes, decision 0076). */
  readRouter?: ReplicaRouter;
  /** Connections of each pool: open, idle and callers waiting for one (the replica's when there is one). */
  poolStats(): { primary: PoolStats; replica?: PoolStats };
  /**
   * How far the replica's replay is behind, in seconds (0 when it has replayed everything it received);
   * undefined without a replica or when it does not answer.
   */
  replicaLagSeconds?(): Promise<number | undefined>;
  /**
   * The durable job queue's way into the same database (docs/decisions/0073): on PostgreSQL a small pool of its
   * own whose connections are guarded as ours are (0010); on the embedded database our one connection's turns.
   */
  queue: { db: IDatabase; backend: 'postgres' | 'pglite' };
  /** Answers when the database takes a trivial query within the time given. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** The embedded database only: its whole data directory as one uncompressed tar (loaded back by `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  url?: string;
  readUrl?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
  poolMax?: number;
  /** A pooled connection was lost (idle or in use): reported once per connection, the process goes on. */
  onPoolError?: (error: Error) => void;
}

// DATE as 'YYYY-MM-DD' text, NUMERIC and INT8 as text: no float or time-zone shift on the way out.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (v: string) => v);

function pgPool(url: string, max: number, name: string, onError: (e: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
    keepAlive: true,
    application_name: name,
  });
  // A connection that drops (server restart, backend terminated) must fail only the request using it, never
  // the process. pg emits 'error' on the client itself, and an 'error' event without a listener ends the
  // process: the pool listens only while a client is idle (it then drops the client and emits 'error' on
  // itself), so each client gets a listener of its own for its whole life, checked out or not. The query
  // in flight, and every later query of that client, fails with the connection error (503); the client is
  // dropped when released. A client reports its loss once (pg emits it twice: the server's message, then
  // the socket's end).
  const lost = new WeakSet<pg.Client>();
  pool.on('connect', (client) => {
    watchQueries(client);
    client.on('error', (e) => {
      if (lost.has(client)) return;
      lost.add(client);
      onError(e);
    });
  });
  // reported above by the client's own listener; this one keeps the pool's re-emitted event from being unhandled
  pool.on('error', () => undefined);
  return pool;
}

const plugins = [new CamelCasePlugin()];

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const onError = opts.onPoolError ?? (() => undefined);
  if (opts.url) {
    const primary = pgPool(opts.url, opts.poolMax ?? 10, 'pensia', onError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: checkedOutPool(primary) }), plugins });
    const replica = opts.readUrl ? pgPool(opts.readUrl, opts.poolMax ?? 10, 'pensia-read', onError) : undefined;
    // the read side goes through the router (read-your-writes); the replica's lag is asked of the replica itself
    const router = replica ? new ReplicaRouter(primary, replica) : undefined;
    const readDb = router ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: router.readPool() }), plugins }) : db;
    const replicaDb = replica ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: checkedOutPool(replica) }), plugins }) : undefined;
    const queuePool = pgPool(opts.url, 3, 'pensia-jobs', onError);
    const base = handle(db, readDb, 'postgres');
    return {
      ...base,
      // closing twice is a no-op, as for the other pools (a test may close a handle the test context closes again)
      async close() {
        await base.close();
        if (!queuePool.ended) await queuePool.end();
      },
      poolStats: () => ({ primary: statsOf(primary), ...(replica ? { replica: statsOf(replica) } : {}) }),
      queue: { db: pgQueueDb(queuePool), backend: 'postgres' },
      ...(replicaDb ? { replicaLagSeconds: () => replicaLag(replicaDb) } : {}),
      ...(router ? { readRouter: router } : {}),
    };
  }
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, parsers: { [DATE_OID]: (v: string) => v } });
  await pglite.waitReady;
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect, plugins });
  return {
    ...handle(db, db, 'pglite'),
    poolStats: () => ({ primary: dialect.stats() }),
    queue: { db: pgliteQueueDb(db, pglite), backend: 'pglite' },
    dumpDataDir: async () => (await pglite.dumpDataDir('none')) as Blob,
  };
}

function statsOf(pool: pg.Pool): PoolStats {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * The replica's replay delay: the time since the last transaction it replayed, counted only while it has
 * received WAL it has not replayed yet (an idle primary sends nothing, and that is no lag).
 */
async function replicaLag(readDb: Db): Promise<number | undefined> {
  try {
    const { rows } = await sql<{ lag: string | null }>`
      select case when pg_last_wal_receive_lsn() is null then null
                  when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                  else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::text as lag`.execute(readDb);
    const lag = rows[0]?.lag;
    return lag == null ? undefined : Math.max(0, Number(lag));
  } catch {
    return undefined;
  }
}

function handle(db: Db, readDb: Db, kind: DatabaseHandle['kind']): Omit<DatabaseHandle, 'poolStats' | 'replicaLagSeconds' | 'queue'> {
  return {
    db,
    readDb,
    kind,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
        });
        await Promise.race([sql`select 1`.execute(db), timeout]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (readDb !== db) await readDb.destroy();
      await db.destroy();
    },
  };
}

export function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: migrationProvider, migrationTableName: 'schema_migrations', migrationLockTableName: 'schema_migrations_lock' });
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? String(error)}`, { cause: error });
  }
}
