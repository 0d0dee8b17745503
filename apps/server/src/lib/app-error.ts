import { ERROR_STATUS, type ErrorCode } from '@pensia/domain';

/**
 * A refusal the user can act on: a stable code (its text comes from the domain catalogue in the request's
 * language), the HTTP status and, for form errors, field messages (validation references, translated by the
 * error handler).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      status?: number;
      params?: Record<string, string | number>;
      fields?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = options.status ?? ERROR_STATUS[code];
  }
}

/**
 * Errors that mean the database can't serve the request now (down, restarting, pool exhausted, or too busy:
 * a statement cut by the statement time-out, 57014, or a lock not had in time, 55P03). Each is answered
 * 503 with Retry-After: the same request may succeed a moment later, and nothing of it was kept.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', '57014', '55P03']);

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const err = e as { code?: string; message?: string; cause?: unknown };
    if (err.code && (UNAVAILABLE_CODES.has(err.code) || err.code.startsWith('08'))) return true;
    const msg = err.message ?? '';
    if (/Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|database ping timed out|the database system is (starting up|shutting down)/i.test(msg)) return true;
    // a handle already closed (shutting down): Kysely's driver, PGlite, or the pg pool
    if (/driver has already been destroyed|PGlite is clos(ed|ing)|Cannot use a pool after calling end/i.test(msg)) return true;
    e = err.cause;
  }
  return false;
}
