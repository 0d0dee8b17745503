import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/create-db.ts';

/** Liveness: the process answers. Readiness: the database answers too (load balancers stop routing here otherwise). */
export function healthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await database.ping(2_000);
    if (!ok) reply.code(503).header('retry-after', '5');
    return { status: ok ? 'ok' : 'unavailable', database: database.kind };
  });
}
