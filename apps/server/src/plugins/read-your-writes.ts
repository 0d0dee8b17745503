import type { FastifyInstance } from 'fastify';
import { formatLsn, parseLsn, runWithReadScope, type ReplicaRouter } from '../db/read-routing.ts';

/** The cookie that carries the primary's WAL position after the client's last write (docs/decisions/0076). */
export const READ_AFTER_COOKIE = 'pensia-read-after';
/** Kept an hour: once the replica has replayed it, it costs a comparison per request. */
const READ_AFTER_MAX_AGE_S = 3_600;
/** How long a write's answer may wait for the primary's WAL position before it goes without it. */
const WRITTEN_LSN_TIMEOUT_MS = 1_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * With a replica: a write request reads the primary; its answer carries the primary's WAL position in a
 * cookie; a later read of the same client goes to the replica only once the replica has replayed that
 * position, to the primary before. Without a replica nothing is registered.
 */
export function registerReadYourWrites(app: FastifyInstance, router: ReplicaRouter | undefined) {
  if (!router) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const write = !SAFE_METHODS.has(request.method);
    runWithReadScope({ primary: write, afterLsn: write ? undefined : parseLsn(cookieValue(request.headers.cookie, READ_AFTER_COOKIE)) }, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || reply.statusCode >= 500) return payload;
    // the database unreachable: the write's own answer says so; the client reads what the replica has
    const lsn = await withTimeout(router.writtenLsn(), WRITTEN_LSN_TIMEOUT_MS).catch(() => undefined);
    if (lsn !== undefined) reply.header('set-cookie', `${READ_AFTER_COOKIE}=${formatLsn(lsn)}; Path=/api; Max-Age=${READ_AFTER_MAX_AGE_S}; HttpOnly; SameSite=Strict`);
    return payload;
  });
}
