import type { z } from 'zod';
import type { ApiKeyScope } from '../user/api-key-scopes.ts';
import type { OrgPermission } from '../user/org-roles.ts';

/** API groups of the portal and where they live on the server (docs: api-map.md). */
export const API_GROUPS = {
  user: '/api/user/v1',
  finance: '/api/finance/v1',
  financeWrite: '/api/finance-write/v1',
  frontOffice: '/api/front-office/v1',
  nbo: '/api/nbo/v1',
  parameters: '/api/parameters/v1',
  operator: '/api/operator/v1',
} as const;

export type ApiGroup = keyof typeof API_GROUPS;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The two response styles of the API (docs/api-map.md): `{ statusCode, result }` and nbo's `{ status, data }`. */
export type EnvelopeStyle = 'result' | 'nbo';

/** Who may call an endpoint. */
/** Who may call an endpoint; `participant`: a participant signed in on the participant site, and no one else. */
export type Audience = 'public' | 'user' | 'operator' | 'any' | 'participant';

/**
 * One contract per endpoint: used by the Fastify route (validation and OpenAPI), by the web API client
 * and by forms, so that client and server validate the same way.
 */
export interface Contract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  group: ApiGroup;
  /** Path relative to the group prefix, Fastify style parameters (`users/:id`). */
  path: string;
  audience: Audience;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Binary answers (files) are not wrapped in an envelope. */
  isBlob?: boolean;
  /**
   * The request is `multipart/form-data` (files): `body` is then not validated by the route; the fields
   * schema beside the contract is applied by the service, and the web client sends FormData.
   */
  isMultipart?: boolean;
  /**
   * The operation's name in the OpenAPI document (what a generated client calls it): stable, unique,
   * camelCase. `defineApi` names every contract of an API object after the object and its key; set it here
   * only to keep a published name when a contract is renamed.
   */
  operationId?: string;
  /** Content types a blob answer can have (documented as binary); `application/octet-stream` when absent. */
  contentTypes?: readonly string[];
  /** The multipart form, for the document: the file field (`file` when absent), how many files, the other fields. */
  form?: MultipartForm;
  /** Writes that take `If-Match` (a stale version is refused with 412). */
  ifMatch?: boolean;
  /** Writes that take an `Idempotency-Key` (a key reused with another request: 422; still running: 409). */
  idempotencyKey?: boolean;
  /**
   * Failures beyond those the route's shape implies (documented in the OpenAPI document): e.g. 404 for an
   * id in the query or body, 409 for a state or uniqueness conflict, 401 for a public call that checks a token.
   */
  errors?: readonly ErrorStatus[];
  /**
   * The answer (202, in the group's envelope) of a write accepted and still under way when the request stops
   * waiting for it: its id, to ask for its state (docs/decisions/0083).
   */
  accepted?: z.ZodType;
  /**
   * What the route asks of an organization's user (user/org-roles.ts): `read` for a GET and `prepare` for any
   * other method when absent. Checked on the server for every route of the `user` audience.
   */
  permission?: OrgPermission;
  /**
   * The scope an organization's API key needs to call the route (user/api-key-scopes.ts); a route without one
   * refuses every key. `any`: every key, whatever its scopes (the caller's own `me`). A key acts as a preparer,
   * so a route whose permission is `approve` or `administer` never names one; nor does a `stepUp` route: a key
   * has no second factor to give (`defineApi` refuses the two together).
   */
  keyScope?: ApiKeyScope | 'any';
  /**
   * The write moves money or opens the organization to others (bank accounts, refunds, API keys, webhooks,
   * approvals): an organization's user must have given its second factor within the last 5 minutes
   * (403 STEP_UP_REQUIRED), and one without a second factor can't do it at all (403 TWO_FACTOR_REQUIRED).
   * Checked on the server for every route of the `user` audience; an operator acting for the organization is not
   * asked (decision 0104). An API key never can give it: it is refused such a route (403 API_KEY_CANNOT_STEP_UP).
   */
  stepUp?: boolean;
}

/** HTTP statuses of failures the server answers in the group's envelope (plugins/error-handler.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429 | 500 | 503;

export interface MultipartForm {
  /** Name of the file field; `file` when absent. */
  fileField?: string;
  /** Most files the field takes; 1 when absent. */
  maxFiles?: number;
  /** The text fields of the form (the schema the service applies). */
  fields?: z.ZodType;
}

export function defineContract<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
>(c: Contract<Params, Query, Body, Response>): Contract<Params, Query, Body, Response> {
  return c;
}

/**
 * An API object: a group of contracts named after it, e.g. `defineApi('declaration', { list })` gives the
 * contract `list` the operation id `declarationList` (unless the contract sets its own).
 */
export function defineApi<const T extends Record<string, Contract>>(name: string, contracts: T, options: ApiOptions = {}): T {
  const named: Record<string, Contract> = {};
  for (const [key, c] of Object.entries(contracts)) {
    // a key has no second factor: a write that asks for one never takes a key, whatever the object's scopes
    if (c.stepUp && c.keyScope) throw new Error(`${name}.${key}: a stepUp contract takes no API key`);
    const keyScope = c.stepUp ? undefined : (c.keyScope ?? keyScopeOf(c, options.keyScopes));
    named[key] = { ...c, operationId: c.operationId ?? camelCase(name, key), ...(keyScope ? { keyScope } : {}) };
  }
  return named as T;
}

export interface ApiOptions {
  /**
   * The API keys' scopes of the object's routes by the permission each asks for: `read` routes take the first,
   * `prepare` routes the second; `approve` and `administer` routes take no key. A contract's own keyScope wins.
   */
  keyScopes?: { read: ApiKeyScope; prepare?: ApiKeyScope };
}

function keyScopeOf(c: Contract, scopes: ApiOptions['keyScopes']): ApiKeyScope | undefined {
  if (!scopes || c.audience !== 'user') return undefined;
  const permission = c.permission ?? (c.method === 'GET' ? 'read' : 'prepare');
  return permission === 'read' ? scopes.read : permission === 'prepare' ? scopes.prepare : undefined;
}

function camelCase(name: string, key: string): string {
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

export function envelopeStyleOf(group: ApiGroup): EnvelopeStyle {
  return group === 'nbo' ? 'nbo' : 'result';
}

/** Full URL path of a contract, e.g. `/api/user/v1/users/:id`. */
export function contractUrl(c: Pick<Contract, 'group' | 'path'>): string {
  return `${API_GROUPS[c.group]}/${c.path}`;
}

/** Builds a concrete path from a contract path and its parameters. */
export function buildPath(c: Pick<Contract, 'group' | 'path'>, params: Record<string, string | number> = {}): string {
  return contractUrl(c).replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export type InferBody<C> = C extends Contract<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type InferQuery<C> = C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type InferParams<C> = C extends Contract<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type InferResponse<C> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
