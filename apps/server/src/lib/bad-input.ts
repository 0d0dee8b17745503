import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

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
 * A `multipart/form-data` request whose body can't be parsed: no boundary, a body that ends inside a part
 * (truncated: the parser's error, or the file stream closed before its end). The parser throws plain
 * errors (no status): they are recognised here, for every route that reads files, in one place. A body
 * that never uses its boundary reads as an empty form: the route refuses it as a form without its file.
 */
export function isMalformedMultipart(error: unknown, request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\//i.test(type)) return false;
  const err = error as { statusCode?: number; code?: unknown; message?: unknown };
  if (err.statusCode !== undefined && err.statusCode < 500) return false;
  if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return typeof err.message === 'string' && MALFORMED_MULTIPART.some((re) => re.test(err.message as string));
}

/** The boundary of a `multipart/...; boundary=...` content type (quoted or not), or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return m?.[1] ?? m?.[2];
}

/**
 * Refuses a multipart body that ends before its closing delimiter (`--boundary--`). The parser treats such
 * an end as the end of the form — a letter cut inside its attachment's headers would be sent without the
 * attachment —, so every request's body is watched as the parser reads it, and reading the parts of one
 * that never closed throws MULTIPART_MALFORMED. Registered once with the multipart plugin: every route
 * that reads its parts is covered.
 */
export function registerMultipartGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!request.isMultipart()) return;
    const boundary = multipartBoundary(request.headers['content-type']);
    if (!boundary) return; // the parser refuses it: "Boundary not found"
    const closing = Buffer.from(`--${boundary}--`);
    let closed = false;
    let tail = Buffer.alloc(0);
    const track = (chunk: Buffer) => {
      if (closed) return;
      const window = Buffer.concat([tail, chunk]);
      if (window.includes(closing)) closed = true;
      else tail = window.subarray(Math.max(0, window.length - closing.length + 1));
    };
    // the same chunks the parser gets, from the moment it starts reading (a listener added earlier would
    // start the flow before the parser is attached)
    const raw = request.raw;
    const pipe = raw.pipe.bind(raw);
    raw.pipe = ((destination: NodeJS.WritableStream, options?: { end?: boolean }) => {
      raw.on('data', track);
      return pipe(destination, options);
    }) as typeof raw.pipe;
    const parts = request.parts.bind(request);
    request.parts = ((options?: Parameters<typeof parts>[0]) => {
      const source = parts(options);
      return (async function* () {
        for await (const part of source) yield part;
        if (!closed) throw new AppError('MULTIPART_MALFORMED');
      })();
    }) as typeof request.parts;
    // the first file only: a form that ended without one and without closing was cut short
    const file = request.file.bind(request);
    request.file = (async (options?: Parameters<typeof file>[0]) => {
      const part = await file(options);
      if (!part && !closed) throw new AppError('MULTIPART_MALFORMED');
      return part;
    }) as typeof request.file;
  });
}
