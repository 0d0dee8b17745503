import { ERROR_CODES, errorMessage, negotiateLang, validationMessage, envelopeStyleOf, type ApiGroup, type ErrorCode, type Lang } from '@pensia/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isDatabaseUnavailable } from '../lib/app-error.ts';
import { isDatabaseBadValue, isMalformedMultipart } from '../lib/bad-input.ts';

export function groupOfUrl(url: string): ApiGroup | undefined {
  const m = /^\/api\/([a-z-]+)\/v1(\/|$|\?)/.exec(url);
  switch (m?.[1]) {
    case 'user': return 'user';
    case 'finance': return 'finance';
    case 'finance-write': return 'financeWrite';
    case 'front-office': return 'frontOffice';
    case 'nbo': return 'nbo';
    case 'parameters': return 'parameters';
    case 'operator': return 'operator';
    default: return undefined;
  }
}

/**
 * Text of a field message: a validation reference (`tooShort?min=3`), or an error code when the field's
 * message is the refusal itself ("Old password is wrong" under the old password).
 */
function fieldMessage(lang: Lang, ref: string): string {
  return isErrorCode(ref) ? errorMessage(lang, ref) : validationMessage(lang, ref);
}

export function langOf(request: FastifyRequest): Lang {
  return negotiateLang(request.headers['accept-language']);
}

const isErrorCode = (ref: string): ref is ErrorCode => (ERROR_CODES as readonly string[]).includes(ref);

interface Failure {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Sends a failure in the envelope of the route's group (api-map.md). */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, f: Failure) {
  const style = envelopeStyleOf(groupOfUrl(request.url) ?? 'user');
  const correlationId = String(request.id);
  // the audit log records why a call was refused or failed
  request.auditRefusal = f.code;
  reply.code(f.status);
  if (style === 'nbo') return reply.send({ status: 'error', code: f.code, message: f.message, correlationId });
  return reply.send({
    statusCode: f.status,
    code: f.code,
    message: f.message,
    correlationId,
    ...(f.fields && Object.keys(f.fields).length ? { result: { messages: f.fields }, errors: [f.message] } : {}),
  });
}

/**
 * One mapping from any failure to the envelope: AppError with its code, request validation as 400 with field
 * messages, a database that can't be reached as 503 with Retry-After, anything else 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request);
    if (error instanceof AppError) {
      // the server's own failure (500) or its being busy (503) is logged; a refusal the user can act on is not
      if (error.status >= 500) request.log[error.status === 503 ? 'warn' : 'error']({ err: error }, 'request failed');
      for (const [k, v] of Object.entries(error.options.headers ?? {})) reply.header(k, v);
      const fields = error.options.fields
        ? Object.fromEntries(Object.entries(error.options.fields).map(([k, v]) => [k, fieldMessage(lang, v)]))
        : undefined;
      return sendFailure(request, reply, { status: error.status, code: error.code, message: errorMessage(lang, error.code, error.options.params), fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        if (!fields[key]) fields[key] = validationMessage(lang, v.message ?? 'invalidType');
      }
      return sendFailure(request, reply, { status: 400, code: 'VALIDATION_FAILED', message: errorMessage(lang, 'VALIDATION_FAILED'), fields });
    }
    if (isMalformedMultipart(error, request)) {
      return sendFailure(request, reply, { status: 400, code: 'MULTIPART_MALFORMED', message: errorMessage(lang, 'MULTIPART_MALFORMED') });
    }
    if (isDatabaseBadValue(error)) {
      // a value the contracts should have refused: the client's input, answered as such, and logged to be fixed
      request.log.warn({ err: error }, 'database refused a value');
      return sendFailure(request, reply, { status: 400, code: 'VALIDATION_FAILED', message: errorMessage(lang, 'VALIDATION_FAILED') });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendFailure(request, reply, { status: 500, code: 'INTERNAL', message: errorMessage(lang, 'INTERNAL') });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendFailure(request, reply, { status: 503, code: 'SERVICE_UNAVAILABLE', message: errorMessage(lang, 'SERVICE_UNAVAILABLE') });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendFailure(request, reply, { status: 413, code: 'PAYLOAD_TOO_LARGE', message: errorMessage(lang, 'PAYLOAD_TOO_LARGE') });
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendFailure(request, reply, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: errorMessage(lang, 'UNSUPPORTED_MEDIA_TYPE') });
    }
    if (status === 429) {
      // the rate limiter has set Retry-After: the message names the same wait
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return sendFailure(request, reply, { status: 429, code: 'TOO_MANY_ATTEMPTS', message: errorMessage(lang, 'TOO_MANY_ATTEMPTS', { seconds }) });
    }
    if (status >= 400 && status < 500) {
      // malformed JSON, empty body with a JSON content type and the like
      return sendFailure(request, reply, { status: 400, code: 'VALIDATION_FAILED', message: errorMessage(lang, 'VALIDATION_FAILED') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, { status: 500, code: 'INTERNAL', message: errorMessage(lang, 'INTERNAL') });
  });
}
