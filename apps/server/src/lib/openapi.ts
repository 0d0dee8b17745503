import type { SwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import {
  contractPermission,
  envelopeStyleOf,
  IDEMPOTENCY_KEY_HEADER,
  IF_MATCH_HEADER,
  NboErrorSchema,
  ResultErrorSchema,
  type Contract,
  type ErrorStatus,
} from '@pensia/domain';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { addExamples } from './openapi-examples.ts';
import { z } from 'zod';

/**
 * The OpenAPI document (`/api/docs/json`) from the contracts. Every route registered with `route()` carries
 * its contract in its config; the transform below turns it into the operation: its operationId, security,
 * the failures it can answer in its group's envelope, files answered as binary with their content types,
 * multipart forms with their file field, and the `If-Match` / `Idempotency-Key` headers. Only the document
 * changes: validation and serialization stay those of the contract's schemas.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from (documents it). */
    contract?: Contract;
  }
}

type JsonObject = Record<string, unknown>;

const ENVELOPE_SCHEMA = { result: 'ResultError', nbo: 'NboError' } as const;

/** What each failure means, as the document says it. */
const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is not valid: `code` says why, field messages are in the envelope (VALIDATION_FAILED and the refusals of the operation)',
  401: 'Not signed in, or the session has ended (UNAUTHORIZED, SESSION_EXPIRED), or the API key is unknown, revoked or expired (API_KEY_INVALID)',
  403: 'The signed-in caller may not do this (FORBIDDEN), or its role in the organization does not have the permission the operation asks for in `x-permission` (ROLE_FORBIDDEN), or the API key lacks the scope in `x-key-scope` (API_KEY_FORBIDDEN)',
  404: 'Not found, or not the caller\'s organization\'s (RECORD_NOT_FOUND and the like)',
  409: 'Conflicts with the current state (already registered, period taken, already processed…)',
  412: 'If-Match names a version that is no longer the current one (PRECONDITION_FAILED; ETag: the current version)',
  413: 'The body or a file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, SPREADSHEET_TOO_LARGE)',
  415: 'The content type or a file\'s type is not accepted (UNSUPPORTED_MEDIA_TYPE, FILE_TYPE_NOT_ALLOWED…)',
  422: 'Understood but not done: the Idempotency-Key was used before with another request (IDEMPOTENCY_KEY_REUSED), a warning to acknowledge first (PORTFOLIO_SWITCH_WARNING), a text the document cannot draw (PAYMENT_ORDER_TEXT_UNDRAWABLE)',
  429: 'Too many attempts, too many requests of one API key in a minute, or too many uploads of the organization at once: try again after Retry-After seconds (TOO_MANY_ATTEMPTS, TOO_MANY_FAILED_ATTEMPTS, UPLOAD_IN_PROGRESS)',
  500: 'An unexpected failure (INTERNAL); the correlation id identifies it in the logs',
  503: 'The service is unavailable for a moment (SERVICE_UNAVAILABLE): try again after Retry-After seconds',
};

/** What a `stepUp` operation (`x-step-up`) adds to its 403 (decision 0104). */
const STEP_UP_403 =
  'the user has not given its second factor in the last 5 minutes (STEP_UP_REQUIRED: `POST /api/user/v1/two-factor/step-up` with a code, then again) or has none (TWO_FACTOR_REQUIRED), or the caller is an API key, which can never do it (API_KEY_CANNOT_STEP_UP)';

const RETRY_AFTER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again' } };

/**
 * The failures an operation can answer: those its shape implies (inputs → 400, signed-in → 401/403, path
 * parameters → 404, a body → 413/415, a rate limit → 429, any → 500/503) and those its contract declares.
 */
export function errorStatusesOf(contract: Contract, rateLimited: boolean): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([500, 503]);
  const hasBody = Boolean(contract.body) || Boolean(contract.isMultipart);
  if (contract.params || contract.query || hasBody || contract.ifMatch || contract.idempotencyKey) statuses.add(400);
  if (contract.audience !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (contract.params) statuses.add(404);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (rateLimited) statuses.add(429);
  if (contract.ifMatch) statuses.add(412);
  if (contract.idempotencyKey) {
    statuses.add(409);
    statuses.add(422);
  }
  for (const s of contract.errors ?? []) statuses.add(s);
  return [...statuses].sort((a, b) => a - b);
}

function errorResponse(contract: Contract, status: ErrorStatus): JsonObject {
  const ref = `#/components/schemas/${ENVELOPE_SCHEMA[envelopeStyleOf(contract.group)]}`;
  return {
    description: status === 403 && contract.stepUp ? `${ERROR_DESCRIPTIONS[403]}; ${STEP_UP_403}` : ERROR_DESCRIPTIONS[status],
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: { 'application/json': { schema: { $ref: ref } } },
  };
}

const BINARY = { type: 'string', format: 'binary' };

/** Whether a file's contract says what it answers as JSON instead of the file (a state), or only the file. */
const answersJson = (schema: z.ZodType) => !(schema instanceof z.ZodAny || schema instanceof z.ZodUnknown);

/**
 * A file answer: binary in each content type it can have, named by Content-Disposition; and, where the contract
 * gives a schema for it, the JSON it answers instead when there is no file to give (an export that failed).
 */
function fileResponse(contract: Contract): JsonObject {
  const types = contract.contentTypes?.length ? contract.contentTypes : ['application/octet-stream'];
  const json = answersJson(contract.response) ? { 'application/json': { schema: componentSchema(contract.response) } } : {};
  return {
    description: json['application/json'] ? 'The file (Content-Disposition gives its name), or as JSON its state when there is none to give' : 'The file; Content-Disposition gives its name',
    headers: { 'Content-Disposition': { type: 'string', description: 'attachment; filename="…"' } },
    content: { ...Object.fromEntries(types.map((t) => [t, { schema: BINARY }])), ...json },
  };
}

/** A multipart form: its text fields (from the contract's form schema) and its binary file field. */
function multipartBody(contract: Contract, fields: JsonObject | undefined): JsonObject {
  const fileField = contract.form?.fileField ?? 'file';
  const maxFiles = contract.form?.maxFiles ?? 1;
  const file = maxFiles > 1 ? { type: 'array', items: BINARY, maxItems: maxFiles } : BINARY;
  const properties = { ...((fields?.properties as JsonObject | undefined) ?? {}), [fileField]: file };
  const required = [...((fields?.required as string[] | undefined) ?? []), ...(maxFiles > 1 ? [] : [fileField])];
  return { content: { 'multipart/form-data': { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } } } };
}

function requestHeaders(contract: Contract): JsonObject | undefined {
  const properties: JsonObject = {};
  if (contract.ifMatch) {
    properties[IF_MATCH_HEADER] = { type: 'string', description: 'The version the write is based on, as its reads answer it in ETag (`"7"`); `*` or absent: any version' };
  }
  if (contract.idempotencyKey) {
    properties[IDEMPOTENCY_KEY_HEADER] = { type: 'string', maxLength: 200, description: 'A key of the caller\'s choosing: a retry with the same key and request answers the first answer again' };
  }
  return Object.keys(properties).length ? { type: 'object', properties } : undefined;
}

/** The document of one route registered from a contract (the swagger transform). */
export const contractTransform: SwaggerTransform = (input) => {
  const contract = input.route.config?.contract;
  if (!contract) return jsonSchemaTransform(input);
  // the form's fields go through the same conversion as every body (documentation only: not validated here)
  const formFields = contract.isMultipart && contract.form?.fields ? { body: contract.form.fields } : {};
  const converted = jsonSchemaTransform({ ...input, schema: { ...input.schema, ...formFields } });
  const schema = converted.schema as JsonObject;
  if (schema.hide) return converted;
  if (!contract.operationId) throw new Error(`${contract.method} ${input.url}: a contract without operationId (define it in an API object with defineApi)`);

  const answer = (schema.response as JsonObject | undefined)?.[200] as JsonObject | undefined;
  const responses: JsonObject = {
    200: contract.isBlob || !answer ? fileResponse(contract) : { ...answer, 'x-response-description': 'Done: the answer in the group\'s envelope' },
  };
  const accepted = (schema.response as JsonObject | undefined)?.[202] as JsonObject | undefined;
  if (accepted) responses[202] = { ...accepted, 'x-response-description': 'Accepted, still under way: the id to ask for its state, in the group\'s envelope' };
  // a file's route has no answer schemas of its own (the file is not serialized): its 202 from the contract
  else if (contract.isBlob && contract.accepted) {
    responses[202] = { description: 'Accepted, still being written: the id to ask for the file by, in the group\'s envelope', content: { 'application/json': { schema: componentSchema(contract.accepted) } } };
  }
  // an operation that takes API keys answers a key past its limit 429 (plugins/auth.ts)
  for (const status of errorStatusesOf(contract, Boolean(input.route.config?.rateLimit) || Boolean(contract.keyScope))) responses[status] = errorResponse(contract, status);
  const headers = requestHeaders(contract);
  return {
    url: converted.url,
    schema: {
      ...schema,
      operationId: contract.operationId,
      // an operation an API key may call (its scope in `x-key-scope`) takes the key as a second way in
      security: contract.audience === 'public' ? [] : contract.keyScope ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }],
      ...(contract.keyScope ? { 'x-key-scope': contract.keyScope } : {}),
      // what the route asks of an organization's user (user/org-roles.ts): its role must have this permission
      ...(contract.audience === 'user' ? { 'x-permission': contractPermission(contract) } : {}),
      // the write asks an organization's user for a second factor given in the last 5 minutes, and no API key (decision 0104)
      ...(contract.stepUp ? { 'x-step-up': true } : {}),
      ...(contract.isMultipart ? { body: multipartBody(contract, schema.body as JsonObject | undefined) } : {}),
      ...(headers ? { headers } : {}),
      response: responses,
    },
  };
};

function componentSchema(schema: z.ZodType): JsonObject {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }) as JsonObject;
  return json;
}

/**
 * Lists null among the values of every enum that can be null, in place, and answers the document. OpenAPI 3.0
 * says `nullable: true` beside `enum`, but a strict validator (and several client generators) read the enum
 * alone and refuse a null the schema allows (JSON Schema: `enum` is checked whatever `nullable` says).
 */
export function listNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const n of node) listNullInNullableEnums(n);
  } else if (typeof node === 'object' && node !== null) {
    const o = node as Record<string, unknown>;
    if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) o.enum.push(null);
    for (const v of Object.values(o)) listNullInNullableEnums(v);
  }
  return node;
}

/** Options of @fastify/swagger: the document's frame (servers, security scheme, error envelopes) and the transform. */
export function openapiOptions(): SwaggerOptions {
  return {
    openapi: {
      info: { title: 'Pensia API', description: 'The API of the funded pension scheme portal', version: '1.0.0' },
      // paths are absolute (`/api/{group}/v1/...`) on the server that publishes this document
      servers: [{ url: '/', description: 'The server that publishes this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // an organization's API key for payroll software (docs/decisions/0101), on the operations with `x-key-scope`
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'pensia_…', description: 'An API key of the organization, created by its administrator: `Authorization: Bearer pensia_…`. It acts as a preparer, only on the operations whose `x-key-scope` is one of its scopes (`any`: every key).' },
        },
        schemas: {
          [ENVELOPE_SCHEMA.result]: componentSchema(ResultErrorSchema),
          [ENVELOPE_SCHEMA.nbo]: componentSchema(NboErrorSchema),
        },
      },
    },
    transform: contractTransform,
    transformObject: (d) => addExamples(listNullInNullableEnums('openapiObject' in d ? d.openapiObject : d.swaggerObject)),
  };
}
