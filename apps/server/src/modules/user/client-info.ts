import type { Lang } from '@pensia/domain';
import type { FastifyRequest } from 'fastify';
import { langOf } from '../../plugins/error-handler.ts';

/** Who is signing in, as the request tells: kept with the session. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  lang: Lang;
}

/** The client of a request: its address (the load balancer's header when trusted), its browser, its language. */
export const clientInfoOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
  lang: langOf(request),
});
