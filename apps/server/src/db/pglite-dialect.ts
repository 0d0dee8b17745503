import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect over an embedded PGlite. PGlite has one connection, so the driver hands it to one
 * caller at a time: a transaction of one request never interleaves with statements of another.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  #driver: PGliteDriver | undefined;
  createDriver(): Driver {
    this.#driver = new PGliteDriver(this.pglite);
    return this.#driver;
  }
  /** The one connection: in use or idle, and the callers waiting for it. */
  stats(): { total: number; idle: number; waiting: number } {
    const waiting = this.#driver?.waiting ?? 0;
    const busy = this.#driver?.busy ?? false;
    return { total: 1, idle: busy ? 0 : 1, waiting };
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return acquired;
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: PGliteConnection;
  #release: (() => void) | undefined;
  /** Callers waiting for the connection (the metrics read it). */
  waiting = 0;
  get busy(): boolean {
    return this.#release !== undefined;
  }

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }
  async init(): Promise<void> {
    await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    this.waiting += 1;
    try {
      this.#release = await this.#mutex.lock();
    } finally {
      this.waiting -= 1;
    }
    return this.#connection;
  }
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters], { rowMode: 'object' });
    const affected = result.affectedRows ?? 0;
    return {
      rows: result.rows,
      ...(affected > 0 || /^\s*(insert|update|delete|merge)/i.test(compiled.sql) ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on the embedded database');
  }
}
