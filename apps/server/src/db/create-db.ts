import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  /** Primary: every write and every read that must see its own writes. */
  db: Db;
  /** Read side (a replica when DATABASE_READ_URL is set, else the primary). */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database takes a trivial query within the time given. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  url?: string;
  readUrl?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pgPool(opts.url, opts.poolMax ?? 10, 'pensia', onError) }), plugins });
    const readDb = opts.readUrl
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: pgPool(opts.readUrl, opts.poolMax ?? 10, 'pensia-read', onError) }), plugins })
      : db;
    return handle(db, readDb, 'postgres');
  }
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir: opts.dataDir, parsers: { [DATE_OID]: (v: string) => v } });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
  return handle(db, db, 'pglite');
}

function handle(db: Db, readDb: Db, kind: DatabaseHandle['kind']): DatabaseHandle {
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
