import type { FastifyRequest } from 'fastify';

/**
 * Failures caused by what the client sent rather than by the server: answered 4xx by the error handler,
 * never 500.
 */

/**
 * A value the database refused as such: SQLSTATE class 22 "data exception" (22021 invalid byte sequence —
 * a NUL in text —, 22P02 invalid text representation, 22001 string too long, 22003 numeric out of range,
 * 22007/22008 bad dates, 22P05 untranslatable character, …). PostgreSQL (pg) and PGlite both carry the
 * SQLSTATE in `code`; a wrapped error is followed through its causes. Validation at the contracts refuses
 * such values first: this is defence in depth.
 */
export function isDatabaseBadValue(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const err = e as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code)) return true;
    e = err.cause;
  }
  return false;
}

/** Messages of the multipart parser (@fastify/busboy) when the body is not a readable multipart form. */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  /^Unsupported Content-Type\.?$/,
  /^Missing Content-Type-header\.?$/,
];

/**
 * A `multipart/form-data` request whose body can't be parsed: no boundary, a boundary the body doesn't
 * use, a truncated body. The parser throws plain errors (no status): they are recognised here, for every
 * route that reads files, in one place.
 */
export function isMalformedMultipart(error: unknown, request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\//i.test(type)) return false;
  const err = error as { statusCode?: number; message?: unknown };
  if (err.statusCode !== undefined && err.statusCode < 500) return false;
  return typeof err.message === 'string' && MALFORMED_MULTIPART.some((re) => re.test(err.message as string));
}
