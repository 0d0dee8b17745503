import { buildPath, contractUrl, type Contract, type InferBody, type InferParams, type InferQuery, type InferResponse } from '@pensia/domain/http/contract';
import { BACKGROUND_HEADER, CORRELATION_HEADER } from '@pensia/domain/session/session';
import type { Endpoint } from '@pensia/domain/http/endpoint';
import { userEndpoints } from '@pensia/domain/user/user.endpoints';
import { sessionStore } from '../session/session-store';

/** An error answered by the server (or the network), with the text built as section 8 describes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field messages of `result.messages`, shown under the fields. */
    readonly fieldMessages: Record<string, string> = {},
    readonly correlationId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ClientHooks {
  /** Current interface language (ka, en, ru), sent as Accept-Language. */
  getLanguage: () => string;
  /** The session can't go on (refresh refused): log out with this reason (an i18n key of `errors`). */
  onSessionEnded: (reason: 'REFRESH_FAILED') => void;
  /** A 500 from the server: the app goes to /sorry. */
  onServerError: (error: ApiError) => void;
  /** Text used when the server gave none. */
  defaultErrorText: () => string;
  /**
   * A write asked for the second factor given again (403 STEP_UP_REQUIRED): true once the user gave it, and the
   * write is sent again; false (cancelled) and the refusal is thrown.
   */
  onStepUpRequired: () => Promise<boolean>;
  /**
   * A write that needs two-step verification, asked by a user without it (403 TWO_FACTOR_REQUIRED), with the
   * server's words for it.
   */
  onTwoFactorRequired: (message: string) => void;
}

let hooks: ClientHooks = {
  getLanguage: () => 'ka',
  onSessionEnded: () => undefined,
  onServerError: () => undefined,
  defaultErrorText: () => 'An error occurred. Please try again.',
  onStepUpRequired: () => Promise.resolve(false),
  onTwoFactorRequired: () => undefined,
};

export function configureApiClient(h: Partial<ClientHooks>) {
  hooks = { ...hooks, ...h };
}

export interface RequestOptions<C extends Contract> {
  params?: InferParams<C>;
  query?: InferQuery<C>;
  body?: InferBody<C> | FormData;
  /** A call the app makes on its own (polls): it must not keep an idle session alive. */
  background?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A server error is only thrown, without going to the error page (e.g. the logout call). */
  silent?: boolean;
}


/** Builds the error text from a failure body in the order of section 8. */
export function errorTextOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { errors?: unknown; errorMessages?: unknown; message?: unknown };
    if (Array.isArray(b.errors) && b.errors.length) return b.errors.join('\n');
    if (Array.isArray(b.errorMessages) && b.errorMessages.length) return b.errorMessages.join('\n');
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return hooks.defaultErrorText() || fallback;
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  const b = (body ?? {}) as { code?: string; result?: { messages?: Record<string, string> }; correlationId?: string };
  return new ApiError(status, b.code ?? `HTTP_${status}`, errorTextOf(body, statusText), b.result?.messages ?? {}, b.correlationId);
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function newCorrelationId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

let refreshing: Promise<boolean> | null = null;

/** Refreshes the tokens once; concurrent 401s wait for the same refresh (queued requests, section 4). */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken, isAdmin } = sessionStore.get();
    if (!refreshToken) return false;
    const contract = isAdmin ? userEndpoints.operatorRefresh : userEndpoints.refresh;
    try {
      const res = await fetch(contractUrl(contract), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': hooks.getLanguage() },
        body: JSON.stringify({ refreshToken }),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as { result?: { isValid?: boolean; accessToken?: string; refreshToken?: string } };
      const r = body.result;
      if (!r?.isValid || !r.accessToken || !r.refreshToken) return false;
      sessionStore.set({ accessToken: r.accessToken, refreshToken: r.refreshToken });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send<C extends Contract>(contract: C | Endpoint<C>, opts: RequestOptions<C>, retried: boolean): Promise<Response> {
  const url = buildPath(contract, (opts.params ?? {}) as Record<string, string | number>) + queryString(opts.query as Record<string, unknown>);
  const headers: Record<string, string> = { 'accept-language': hooks.getLanguage(), ...opts.headers };
  const { accessToken, endpointsToLog } = sessionStore.get();
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (opts.background) headers[BACKGROUND_HEADER] = '1';
  if (endpointsToLog.includes(`${contract.method} ${contractUrl(contract)}`)) headers[CORRELATION_HEADER] = newCorrelationId();
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: contract.method, headers, body, signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK', hooks.defaultErrorText());
  }
  if (res.status === 401 && !retried && contract.audience !== 'public' && sessionStore.get().refreshToken) {
    if (await refreshTokens()) return send(contract, opts, true);
    hooks.onSessionEnded('REFRESH_FAILED');
  }
  return res;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Unwrapped<C> = InferResponse<C> extends { result: infer R } ? R : InferResponse<C> extends { data: infer D } ? D : never;

/**
 * Calls an endpoint by its contract and answers the unwrapped `result` (or nbo's `data`). The start-up
 * (sign-in, session) calls by an endpoint without schemas (`user.endpoints`), typed as its contract.
 */
export async function apiRequest<C extends Contract>(contract: C, opts?: RequestOptions<C>): Promise<Unwrapped<C>>;
export async function apiRequest<C extends Contract>(endpoint: Endpoint<C>, opts?: RequestOptions<C>): Promise<Unwrapped<C>>;
export async function apiRequest<C extends Contract>(contract: C | Endpoint<C>, opts: RequestOptions<C> = {}): Promise<Unwrapped<C>> {
  let res = await send(contract, opts, false);
  let body = await readJson(res);
  // a write that moves money asks for the second factor again: the dialog asks for it, then the write goes again
  const code = res.status === 403 && (body as { code?: string } | undefined)?.code;
  if (code === 'STEP_UP_REQUIRED' && (await hooks.onStepUpRequired())) {
    res = await send(contract, opts, false);
    body = await readJson(res);
  }
  if (code === 'TWO_FACTOR_REQUIRED') hooks.onTwoFactorRequired((body as { message?: string }).message ?? '');
  if (!res.ok) {
    const error = toApiError(res.status, body, res.statusText);
    if (res.status >= 500 && res.status !== 503 && !opts.silent) hooks.onServerError(error);
    throw error;
  }
  const b = body as { result?: unknown; data?: unknown };
  return (contract.group === 'nbo' ? b.data : b.result) as never;
}

/** A file answer as downloaded; its errors come as JSON in the body (section 7). */
async function fileOf(res: Response): Promise<{ blob: Blob; filename: string }> {
  if (!res.ok) throw toApiError(res.status, await readJson(res), res.statusText);
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  const filename = star ? decodeURIComponent(star[1]!) : (plain?.[1] ?? 'download');
  return { blob: await res.blob(), filename };
}

/**
 * Downloads a file answer. A large export the server writes in the background (202, docs/decisions/0088) is
 * followed by its id until its file is there, by a module loaded only then (the start-up carries none of it),
 * which says meanwhile in the user's language that the file is being prepared.
 */
export async function apiBlob<C extends Contract>(contract: C, opts?: RequestOptions<C>): Promise<{ blob: Blob; filename: string }>;
export async function apiBlob<C extends Contract>(endpoint: Endpoint<C>, opts?: RequestOptions<C>): Promise<{ blob: Blob; filename: string }>;
export async function apiBlob<C extends Contract>(contract: C | Endpoint<C>, opts: RequestOptions<C> = {}): Promise<{ blob: Blob; filename: string }> {
  const res = await send(contract, opts, false);
  if (res.status !== 202) return fileOf(res);
  const { followExport, exportFileEndpoint } = await import('./export-download');
  return followExport(res, (id) => send(exportFileEndpoint, { params: { id }, signal: opts.signal }, false), fileOf, ApiError);
}
