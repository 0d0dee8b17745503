import type { FastifyRequest } from 'fastify';

/** A request header's value: the first one when the header came more than once. */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
