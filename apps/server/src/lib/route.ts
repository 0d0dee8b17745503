import { contractUrl, envelopeStyleOf, type Contract } from '@pensia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { Actor } from './deps.ts';

export interface HandlerInput<C extends Contract> {
  params: C extends Contract<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.output<P> : never;
  query: C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
  body: C extends Contract<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
  /** The signed-in caller; present on every route whose audience is not public. */
  actor: Actor | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Unwrapped<C extends Contract> = z.input<C['response']> extends { result: infer R }
  ? R
  : z.input<C['response']> extends { data: infer D }
    ? D
    : never;

export interface RouteOptions {
  /** Calls of this endpoint carry a correlation id and are written to the audit log. */
  audit?: boolean;
  /** Per-route rate limit (requests per minute per address), for public endpoints that can be abused. */
  rateLimitPerMinute?: number;
  bodyLimit?: number;
  /**
   * The answer is written by a serializer compiled once from its schema (as JSON Schema, by fast-json-stringify)
   * instead of being parsed by its zod schema on every call. Like the parse, it writes only the schema's fields
   * and refuses an answer without a required one. For a call polled by every open portal whose answer is plain
   * numbers, where the parse cost more than the handler (docs/decisions/0042).
   */
  compiledAnswer?: boolean;
}

/**
 * The answer of a write accepted and still under way (202, the contract's `accepted` schema): a handler answers
 * `new Accepted(body)` instead of its result (docs/decisions/0083).
 */
export class Accepted<T extends object = object> {
  constructor(readonly body: T) {}
}

/** A serializer made once per route from the answer's zod schema, through its JSON Schema. */
function compiledAnswerSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
}

/** Endpoints written to the audit log, as `METHOD /api/...` (served by auth/get-endpoint-must-log). */
export const mustLogEndpoints = new Set<string>();

/**
 * Registers a route from its contract: the same zod schemas validate the request, shape the response
 * (unknown fields are dropped on the way out) and document it in OpenAPI (the route's config carries the
 * contract to lib/openapi.ts). The handler answers the bare result; the envelope of the group is added here.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: HandlerInput<C>) => Promise<Unwrapped<C> | Accepted>,
  options: RouteOptions = {},
) {
  const url = contractUrl(contract);
  // the OpenAPI document names every operation (lib/openapi.ts): a contract outside an API object has no name
  if (!contract.operationId) throw new Error(`${contract.method} ${url}: a contract without operationId (define it in an API object with defineApi)`);
  if (options.audit) mustLogEndpoints.add(`${contract.method} ${url}`);
  const requireActor = contract.audience !== 'public';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url,
    bodyLimit: options.bodyLimit,
    ...(options.compiledAnswer ? { serializerCompiler: compiledAnswerSerializer } : {}),
    config: {
      audit: options.audit ?? false,
      audience: contract.audience,
      contract,
      ...(options.rateLimitPerMinute ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } } : {}),
    },
    schema: {
      summary: contract.summary,
      tags: [contract.group],
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: contract.isBlob ? {} : { 200: contract.response, ...(contract.accepted ? { 202: contract.accepted } : {}) },
    },
    handler: async (request, reply) => {
      const actor = request.actor;
      if (requireActor && !actor) throw new AppError('UNAUTHORIZED');
      const result = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        actor,
        request,
        reply,
      });
      if (contract.isBlob) return result;
      if (result instanceof Accepted) {
        if (!contract.accepted) throw new Error(`${contract.method} ${url}: an accepted answer without the contract's accepted schema`);
        reply.code(202);
        return envelopeStyleOf(contract.group) === 'nbo' ? { status: 'success', data: result.body } : { statusCode: 202, result: result.body };
      }
      return envelopeStyleOf(contract.group) === 'nbo' ? { status: 'success', data: result } : { statusCode: 200, result };
    },
  });
}
