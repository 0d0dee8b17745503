import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db as IDatabase } from 'pg-boss';
import type { Db } from './create-db.ts';

/**
 * The job queue's way into the embedded database (docs/decisions/0073). PGlite has one connection, which our
 * dialect hands to one caller at a time; the queue's statements take the same turn (`db.connection()`), so
 * they never run inside a request's open transaction. A statement without parameters may be several
 * (the queue's schema, its locked blocks): those go through `exec`, and a block that fails half-way is
 * rolled back so that the connection is not left in an aborted transaction.
 */
export function pgliteQueueDb(db: Db, pglite: PGlite): IDatabase {
  return {
    async executeSql(text, values) {
      return db.connection().execute(async () => {
        if (values?.length) return { rows: (await pglite.query(text, values)).rows };
        try {
          const results = await pglite.exec(text);
          return { rows: results.flatMap((r) => r.rows ?? []) };
        } catch (e) {
          await pglite.exec('rollback').catch(() => undefined);
          throw e;
        }
      });
    },
  };
}

/**
 * The job queue's way into PostgreSQL: a pool of its own, made as our pools are (create-db.ts), so that a
 * connection lost while the queue uses it fails that statement alone, never the process (0010). A statement
 * without parameters goes by the simple protocol, which runs the queue's multi-statement blocks; their results
 * are flattened as the queue's own driver does.
 */
export function pgQueueDb(pool: pg.Pool): IDatabase {
  return {
    async executeSql(text, values) {
      const result = (await (values?.length ? pool.query(text, values) : pool.query(text))) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows ?? []) };
    },
  };
}
