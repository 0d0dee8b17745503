import type pg from 'pg';

/**
 * A connection whose query failed because the session is gone must leave the pool when it is released,
 * not go back among the idle ones. The server ends a session with an error message (57P01 when a backend is
 * terminated, 57P02/57P03 when it shuts down) before it closes the socket: the query fails at once, and the
 * caller releases the client in the same turn of the event loop, before the socket's end has been read. The
 * pool then still takes the client for healthy and hands it to the next request, whose query fails too.
 * Kysely releases without an error, so the checkout below passes the loss on to the pool itself.
 */
const lostBy = new WeakMap<pg.ClientBase, Error>();

/** The query's error says the connection is gone (not merely that the query failed or was cancelled). */
export function isConnectionLost(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (code === '57P01' || code === '57P02' || code === '57P03' || code.startsWith('08')) return true;
  if (code === 'ECONNRESET' || code === 'EPIPE') return true;
  return typeof e?.message === 'string' && /Connection terminated|Client has encountered a connection error|not queryable/i.test(e.message);
}

/** Watches a new client's promise queries: the first that fails with a lost connection marks the client. */
export function watchQueries(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((e: unknown) => {
        if (isConnectionLost(e) && !lostBy.has(client)) lostBy.set(client, e as Error);
      });
    }
    return result;
  }) as typeof client.query;
}

/** Takes a client from `pool`; releasing it drops it from the pool when one of its queries lost the connection. */
export async function checkout(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const release = client.release;
  client.release = (err?: Error | boolean) => release(err || lostBy.get(client));
  return client;
}

/** The pool as Kysely's dialect sees it, with the checkout above. */
export function checkedOutPool(pool: pg.Pool) {
  return { connect: () => checkout(pool), end: () => pool.end() };
}
