import { CORRELATION_HEADER } from '@pensia/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression } from 'fastify';
import type { AuditOutcome } from '../db/schema.ts';
import type { Deps } from '../lib/deps.ts';

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What an audited call acted on, set by its handler: the record created, the organization reached, the
     * account a sign-in tried.
     */
    auditTarget: {
      targetId?: string;
      organizationId?: string;
      account?: string;
      /** Who a successful sign-in signed in: the call has no actor yet, but its row names the account's id. */
      signedIn?: { audience: 'user' | 'operator'; userId: string };
    } | null;
    /**
     * The code of the reason the call was refused: set by the failure envelope (sendFailure) for every error
     * answer, and by a handler whose refusal answers 200 (a sign-in refused).
     */
    auditRefusal: string | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A correlation id on every request: the caller's when it sends a sane one, else a new one. */
export function correlationIdOf(req: RawRequestDefaultExpression): string {
  const sent = req.headers[CORRELATION_HEADER];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && VALID_ID.test(value) ? value : randomUUID();
}

/** How a call ended: a server failure, a refusal (an error answer, or a refusal the handler answered with 200), or done. */
export function outcomeOf(status: number, refusal: string | null): AuditOutcome {
  if (status >= 500) return 'failed';
  if (status >= 400 || refusal) return 'refused';
  return 'ok';
}

/**
 * Echoes the correlation id and writes the calls of must-log endpoints to the audit table: who, for which
 * organization, what, with which outcome. Every write of an operator acting on behalf of an organization
 * is written too, whatever its endpoint. A failed audit write is logged, never turned into a failed call.
 */
export function registerAudit(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('auditTarget', null);
  app.decorateRequest('auditRefusal', null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(CORRELATION_HEADER, request.id);
    done();
  });
  const writeAudit = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = request.actor;
    const onBehalf = Boolean(actor?.actingOrganizationId);
    if (!request.routeOptions.config?.audit && !(onBehalf && !READS.has(request.method))) return;
    const target = request.auditTarget;
    const status = reply.statusCode;
    const contract = request.routeOptions.config?.contract as { operationId?: string } | undefined;
    try {
      await deps.db
        .insertInto('auditLog')
        .values({
          correlationId: String(request.id),
          userId:
            actor?.audience === 'user' || actor?.audience === 'participant' ? actor.userId : target?.signedIn?.audience === 'user' ? target.signedIn.userId : null,
          operatorId: actor?.audience === 'operator' ? actor.userId : target?.signedIn?.audience === 'operator' ? target.signedIn.userId : null,
          organizationId: target?.organizationId ?? actor?.organizationId ?? null,
          targetId: target?.targetId ?? null,
          onBehalf,
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          status,
          operation: contract?.operationId ?? null,
          outcome: outcomeOf(status, request.auditRefusal),
          reasonCode: request.auditRefusal,
          account: target?.account?.slice(0, 200) ?? null,
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
