import { CORRELATION_HEADER } from '@pensia/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression } from 'fastify';
import type { Deps } from '../lib/deps.ts';

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** What an audited call acted on, set by its handler: the record created, the organization reached. */
    auditTarget: { targetId?: string; organizationId?: string } | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A correlation id on every request: the caller's when it sends a sane one, else a new one. */
export function correlationIdOf(req: RawRequestDefaultExpression): string {
  const sent = req.headers[CORRELATION_HEADER];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && VALID_ID.test(value) ? value : randomUUID();
}

/**
 * Echoes the correlation id and writes the calls of must-log endpoints to the audit table: who, for which
 * organization, what, with which outcome. Every write of an operator acting on behalf of an organization
 * is written too, whatever its endpoint. A failed audit write is logged, never turned into a failed call.
 */
export function registerAudit(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('auditTarget', null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(CORRELATION_HEADER, request.id);
    done();
  });
  const writeAudit = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = request.actor;
    const onBehalf = Boolean(actor?.actingOrganizationId);
    if (!request.routeOptions.config?.audit && !(onBehalf && !READS.has(request.method))) return;
    const target = request.auditTarget;
    try {
      await deps.db
        .insertInto('auditLog')
        .values({
          correlationId: String(request.id),
          userId: actor?.audience === 'user' ? actor.userId : null,
          operatorId: actor?.audience === 'operator' ? actor.userId : null,
          organizationId: target?.organizationId ?? actor?.organizationId ?? null,
          targetId: target?.targetId ?? null,
          onBehalf,
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          status: reply.statusCode,
          ip: request.ip ?? null,
          durationMs: Math.round(reply.elapsedTime),
        })
        .execute();
    } catch (err) {
      request.log.error({ err }, 'audit write failed');
    }
  };
  // only the routes that can be audited carry the hook: a must-log endpoint, or a write (which an operator
  // acting on behalf makes); the read path, where the polled count call is, pays nothing
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.config?.audit && methods.every((m) => READS.has(m))) return;
    const own = route.onResponse ? (Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]) : [];
    route.onResponse = [...own, writeAudit];
  });
}
