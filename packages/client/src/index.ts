import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './api-types.ts';

export type { components, operations, paths };

/**
 * A typed client of the Pensia API for payroll software (README.md): every path, parameter, body and answer
 * typed from the server's OpenAPI document (api-types.ts, generated), calls made by openapi-fetch.
 */
export type PensiaClient = Client<paths>;

export interface PensiaClientOptions {
  /** Where the portal is, e.g. `https://pensia.example.ge` (the paths begin with `/api/…`). */
  baseUrl: string;
  /** The organization's API key, `pensia_…`, as its administrator created it. */
  apiKey: string;
  /** The language of the server's messages: `ka` (the server's default), `en` or `ru`. */
  lang?: 'ka' | 'en' | 'ru';
  /** Another fetch (a proxy's, a test's); the global one when absent. */
  fetch?: (request: Request) => Promise<Response>;
}

export const API_KEY_PREFIX = 'pensia_';

/** A client that sends the key as `Authorization: Bearer pensia_…` on every call. */
export function createPensiaClient(options: PensiaClientOptions): PensiaClient {
  if (!options.apiKey.startsWith(API_KEY_PREFIX)) throw new TypeError(`an API key begins with ${API_KEY_PREFIX}`);
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}`, ...(options.lang ? { 'accept-language': options.lang } : {}) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** A failure the server answered: its status, stable `code`, message in the asked language and field messages. */
export class PensiaApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Quote it when asking the agency about a failure: it finds the request in the server's logs. */
    readonly correlationId: string | undefined,
    /** The message of each refused field, by its name (a 400's). */
    readonly fields: Record<string, string>,
    /** Seconds to wait before trying again (a 429's or a 503's Retry-After). */
    readonly retryAfter: number | undefined,
  ) {
    super(message);
    this.name = 'PensiaApiError';
  }
}

interface Failure {
  code?: string;
  message?: string;
  correlationId?: string;
  result?: { messages?: Record<string, string> };
}

/**
 * What a call answered inside its envelope (`{ statusCode, result }`, or `{ status, data }` for letters and
 * notifications), or a PensiaApiError of its failure.
 */
export function unwrap<T>(answer: { data?: T; error?: unknown; response: Response }): T extends { result: infer R } ? R : T extends { data: infer D } ? D : T {
  const { data, error, response } = answer;
  if (error !== undefined || data === undefined || !response.ok) {
    const f = (error ?? {}) as Failure;
    const retry = response.headers.get('retry-after');
    throw new PensiaApiError(response.status, f.code ?? 'UNKNOWN', f.message ?? response.statusText, f.correlationId ?? response.headers.get('x-correlation-id') ?? undefined, f.result?.messages ?? {}, retry ? Number(retry) : undefined);
  }
  const body = data as { result?: unknown; data?: unknown };
  return ('result' in body ? body.result : 'data' in body ? body.data : data) as never;
}

/** A page of a list, as the server answers every paged list. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** The largest page the server answers. */
export const MAX_PAGE_SIZE = 200;

/**
 * Every row of a paged list, page after page: `fetchPage(pageNumber, pageSize)` asks for one page (a call and
 * `unwrap`); stops after the last one.
 */
export async function* allPages<T>(fetchPage: (pageNumber: number, pageSize: number) => Promise<Page<T>>, pageSize = 100): AsyncGenerator<T> {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await fetchPage(pageNumber, pageSize);
    yield* page.items;
    if (page.items.length === 0 || pageNumber * page.pageSize >= page.totalCount) return;
  }
}

/**
 * A new Idempotency-Key for a write that takes one (creating a declaration, uploading a file): send the same
 * key when retrying the same request, and the server answers the first answer again instead of doing it twice.
 */
export function idempotencyKey(): string {
  return crypto.randomUUID();
}
