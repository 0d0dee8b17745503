import { CORRELATION_HEADER } from '@pensia/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression } from 'fastify';
import type { AuditOutcome } from '../db/schema.ts';
import type { Deps } from '../lib/deps.ts';

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves when every audit row of an answer already sent is written (or has failed): the rows are
     * written after the answer, so a caller that reads the audit log, and the shutdown, wait for this.
     */
    auditSettled(): Promise<void>;
  }
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
  // the audit rows still to be written, each registered before its answer leaves (onSend) and settled once
  // written (onResponse): an answer that is sent always has its row counted here
  const pending = new Map<FastifyRequest, { done: Promise<void>; settle: () => void }>();
  const settle = (request: FastifyRequest) => {
    pending.get(request)?.settle();
    pending.delete(request);
  };
  // bounded: a row whose write never ends (a database that stopped answering) holds nobody for long
  app.decorate('auditSettled', async () => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, 10_000).unref()));
    await Promise.race([Promise.all([...pending.values()].map((p) => p.done)), limit]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => {
    await app.auditSettled();
  });
  const registerPending = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (!pending.has(request)) {
      let resolve = () => {};
      const done = new Promise<void>((r) => (resolve = r));
      pending.set(request, { done, settle: resolve });
    }
    return payload;
  };
  const writeAudit = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await writeAuditRow(request, reply);
    } finally {
      settle(request);
    }
  };
  // a request whose connection closed before its answer was sent has no onResponse: nothing stays pending
  const forget = async (request: FastifyRequest) => {
    settle(request);
  };
  const writeAuditRow = async (request: FastifyRequest, reply: FastifyReply) => {
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
          apiKeyId: actor?.apiKey?.id ?? null,
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
    const sends = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...sends, registerPending];
    const aborts = route.onRequestAbort ? (Array.isArray(route.onRequestAbort) ? route.onRequestAbort : [route.onRequestAbort]) : [];
    route.onRequestAbort = [...aborts, forget];
  });
}
