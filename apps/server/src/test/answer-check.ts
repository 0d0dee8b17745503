import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Every JSON answer a test's app gives is checked against the schema the published OpenAPI document gives for
 * its operation and status, by a strict validator (Ajv: every type, enum, format, required field; a null only
 * where the schema allows it). A client generated from the document must be able to read every answer the
 * tests see. The answers are kept as they leave the app (`onSend`) and checked when the test's app closes: a
 * file whose answers break their schemas fails there, each break named (operation, status, field, reason).
 */

interface Answer {
  method: string;
  route: string;
  status: number;
  body: string;
}

type JsonObject = Record<string, unknown>;

/** Keeps the app's JSON answers (before it is ready). */
export function keepAnswers(app: FastifyInstance): Answer[] {
  const kept: Answer[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const route = request.routeOptions.url;
    if (route && type.startsWith('application/json') && typeof payload === 'string') {
      kept.push({ method: request.method.toLowerCase(), route, status: reply.statusCode, body: payload });
    }
    return payload;
  });
  return kept;
}

const openapiPath = (route: string) => route.replace(/:([A-Za-z_]+)/g, '{$1}');

/** The validators of one document, compiled as answers need them. */
function validatorsOf(doc: JsonObject) {
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true });
  addFormats(ajv);
  // the document's components, so that `#/components/schemas/…` in an answer's schema resolves
  ajv.addSchema({ components: doc.components }, 'openapi.json');
  const compiled = new Map<string, ValidateFunction | null>();
  const rebase = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rebase);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : rebase(v)]));
  };
  return (a: Answer): ValidateFunction | null => {
    const key = `${a.method} ${a.route} ${a.status}`;
    if (!compiled.has(key)) {
      const paths = doc.paths as Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
      const schema = paths[openapiPath(a.route)]?.[a.method]?.responses?.[String(a.status)]?.content?.['application/json']?.schema;
      compiled.set(key, schema ? ajv.compile(rebase(schema) as JsonObject) : null);
    }
    return compiled.get(key)!;
  };
}

/**
 * The breaks of the kept answers against the app's document: an answer of a documented operation whose status
 * the document does not list, or whose body its schema refuses. Operations the document leaves out (hidden
 * routes, the document itself) are not checked.
 */
export function answerBreaks(app: FastifyInstance, kept: readonly Answer[]): string[] {
  if (kept.length === 0) return [];
  const doc = app.swagger() as unknown as JsonObject;
  const paths = doc.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  const validatorOf = validatorsOf(doc);
  const breaks = new Set<string>();
  for (const a of kept) {
    const op = paths[openapiPath(a.route)]?.[a.method];
    if (!op) continue;
    if (!op.responses?.[String(a.status)]) {
      breaks.add(`${a.method.toUpperCase()} ${a.route} answered ${a.status}, a status its operation does not list`);
      continue;
    }
    const validate = validatorOf(a);
    if (!validate) continue;
    let body: unknown;
    try {
      body = JSON.parse(a.body);
    } catch {
      breaks.add(`${a.method.toUpperCase()} ${a.route} ${a.status}: not JSON`);
      continue;
    }
    if (!validate(body)) {
      for (const e of validate.errors ?? []) breaks.add(`${a.method.toUpperCase()} ${a.route} ${a.status}: ${e.instancePath || '(the body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    }
  }
  return [...breaks];
}
