import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, row } from './declarations.ts';
import { resultOf } from './expect.ts';
import { operatorLogin, PDF, send } from './multipart.ts';
import { createTestContext, DEMO, type TestContext } from './test-app.ts';

/**
 * Every operation of the OpenAPI document, sent hostile input: a NUL byte in each string of its JSON body,
 * each string query parameter and each path parameter, and a multipart body without a boundary. None may
 * be answered 5xx. The list of operations comes from the document, so a route added later is covered.
 * The other values are valid (real ids of the signed-in organization's records, well-formed numbers and
 * dates), so that the NUL is what is tested.
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}
type Document = { paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let employer: string;
let operator: string;
/** Records of the demo employer's organization, for the path parameters and ids of the requests. */
const fx = {
  userId: '',
  organizationId: '',
  employeePn: '',
  letterId: '',
  letterAttachmentId: '',
  notificationId: '',
  notificationAttachmentId: '',
};
let serial = 0;
const next = () => ++serial;
let period = 0;

/** The declarations made by freshDeclaration; the drafts among them are removed when the months run out. */
const made: string[] = [];

/**
 * A draft declaration of its own with one row, for an operation that may change or delete it. One month
 * each, from January 2019: when the months up to today are used, the drafts left are removed (what a route
 * activated stays, and its month is skipped) and the months start again.
 */
async function freshDeclaration(): Promise<{ id: string; detailId: string }> {
  for (;;) {
    period += 1;
    const now = ctx.clock.now();
    if (2019 + Math.floor(period / 12) > now.getUTCFullYear() - 1) {
      if (made.length) await ctx.db.deleteFrom('declarations').where('id', 'in', made.splice(0)).where('status', 'in', ['draft', 'saved']).execute();
      period = 1;
    }
    const p = { year: 2019 + Math.floor(period / 12), month: (period % 12) + 1 };
    const res = await ctx.inject({ method: 'POST', url: '/api/finance-write/v1/declarations', token: employer, payload: { type: 'standard', form: 'detailed', ...p } });
    if (res.statusCode === 409) continue;
    const d = await createDeclarationFrom(res, p);
    made.push(d.id);
    const added = await addRow(ctx, employer, d.id, row(`6${String(next()).padStart(10, '0')}`));
    return { id: d.id, detailId: added.detail.id };
  }
}
async function createDeclarationFrom(res: LightMyRequestResponse, p: { year: number; month: number }) {
  if (res.statusCode === 200) return resultOf<{ id: string }>(res);
  return createDeclaration(ctx, employer, p);
}

/** Path parameter values by name, for the route's path (an `id` is a user, a declaration, a letter ...). */
async function pathValues(path: string): Promise<Record<string, string>> {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const out: Record<string, string> = {};
  const declaration = /declarations|monthly-decs/.test(path) && names.length ? await freshDeclaration() : undefined;
  for (const name of names) {
    if (name === 'personalNumber') out[name] = fx.employeePn;
    else if (name === 'detailId') out[name] = declaration!.detailId;
    else if (name === 'rowId') out[name] = randomUUID();
    else if (name === 'attachmentId') out[name] = path.includes('/notifs/') ? fx.notificationAttachmentId : fx.letterAttachmentId;
    else if (name === 'type') out[name] = 'all';
    else if (name === 'id') {
      if (declaration) out[name] = declaration.id;
      else if (path.includes('/users/')) out[name] = fx.userId;
      else if (path.includes('/organizations/')) out[name] = fx.organizationId;
      else if (path.includes('/notifs/')) out[name] = fx.notificationId;
      else if (path.includes('/letters/')) out[name] = fx.letterId;
      else out[name] = randomUUID();
    } else out[name] = 'x';
  }
  return out;
}

/** A valid value of a string field, by its name first, then by its schema. */
function stringValue(name: string, schema: JsonSchema, path: string, declarationId: string | undefined): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  const n = next();
  switch (name) {
    case 'username': return `sweep.user${n}`;
    case 'password': case 'oldPassword': case 'newPassword': return 'Sweep#2026pass';
    case 'email': return `sweep${n}@example.ge`;
    case 'mobile': return '+995 555 00 00 00';
    case 'personalNumber': case 'personalIdentificationNumber': case 'personalId': return `5${String(n).padStart(10, '0')}`;
    case 'organizationCode': return path.includes('registration') ? `7${String(n).padStart(8, '0')}` : DEMO.employer.code;
    case 'organizationName': return DEMO.employer.name;
    case 'firstName': case 'lastName': case 'search': case 'query': return 'ნინო';
    case 'securityAnswer': return DEMO.securityAnswer;
    case 'birthDate': return '1990-05-01';
    case 'otp': return '123456';
    case 'refreshToken': return 'a'.repeat(43);
    case 'languageCode': return 'ka-ge';
    case 'type': return 'information';
    case 'grossSalary': return '1000.00';
    case 'declarationId': return declarationId ?? randomUUID();
    case 'organizationId': return fx.organizationId;
    case 'operatorId': return randomUUID();
    case 'attachmentId': return path.includes('/notifs/') ? fx.notificationAttachmentId : fx.letterAttachmentId;
    case '_id': return path.includes('/notifs/') ? fx.notificationId : fx.letterId;
    case 'id': return fx.userId;
  }
  if (schema.format === 'uuid') return randomUUID();
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2025-01-15';
  if (schema.pattern?.startsWith('^\\d')) return '1';
  return 'sweep';
}

const isString = (s: JsonSchema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')) || (s.anyOf ?? []).some((o) => o.type === 'string' && !o.enum);

/** A valid value of any field: strings as above, numbers, booleans, nested objects. */
function value(name: string, schema: JsonSchema, path: string, declarationId: string | undefined): unknown {
  if (isString(schema)) return stringValue(name, schema, path, declarationId);
  if (schema.anyOf?.length) return value(name, schema.anyOf[0]!, path, declarationId);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer': case 'number':
      if (name === 'year') return 2024;
      if (name === 'month') return 3;
      if (name === 'securityQuestionId') return 2;
      if (name === 'organizationTypeId') return 1;
      return schema.default ?? 1;
    case 'boolean': return false;
    case 'array': return [];
    case 'object': return objectValue(schema, path, declarationId);
    default: return 'sweep';
  }
}

/** Required fields, and every string field (each one is given its NUL in turn). */
function objectValue(schema: JsonSchema, path: string, declarationId: string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const required = schema.required?.includes(name) ?? false;
    if (!required && !(prop.type === 'string' || prop.type === 'object')) continue;
    out[name] = value(name, prop, path, declarationId);
  }
  return out;
}

/** Paths of the string leaves of a value built by objectValue. */
function stringPaths(v: unknown, prefix: string[] = []): string[][] {
  if (typeof v === 'string') return [prefix];
  if (v && typeof v === 'object' && !Array.isArray(v)) return Object.entries(v).flatMap(([k, x]) => stringPaths(x, [...prefix, k]));
  return [];
}
function withNul(v: unknown, at: string[]): unknown {
  if (at.length === 0) return nul(v as string);
  const copy = { ...(v as Record<string, unknown>) };
  copy[at[0]!] = withNul(copy[at[0]!], at.slice(1));
  return copy;
}
/** The value with its last character replaced by NUL: the length stays within bounds. */
const nul = (s: string) => `${s.slice(0, -1)}\u0000`;

function url(path: string, params: Record<string, string>, query: Record<string, string>): string {
  const p = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  const q = new URLSearchParams(query).toString();
  return q ? `${p}?${q}` : p;
}

let address = 0;
/** Each request from its own address, so that the rate limits of public routes don't hide an answer. */
function inject(opts: InjectOptions & { token?: string }) {
  address += 1;
  return ctx.inject({ ...opts, remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await ctx.login();
  employer = session.accessToken;
  fx.userId = session.userId;
  operator = (await operatorLogin(ctx)).accessToken;
  const me = resultOf<{ organizationId: string }>(await ctx.inject({ method: 'GET', url: `/api/user/v1/users/${fx.userId}`, token: employer }));
  fx.organizationId = me.organizationId;
  fx.employeePn = (await ctx.db.selectFrom('employees').select('personalNumber').where('organizationId', '=', fx.organizationId).executeTakeFirstOrThrow()).personalNumber;
  for (const kind of ['letters', 'notifs'] as const) {
    const sent = resultOf<{ _id: string }>(await send(ctx, operator, kind, { recipients: DEMO.employer.code }, [{ name: 'order.pdf', content: PDF, contentType: 'application/pdf' }]));
    const detail = resultOf<{ attachments: { attachmentId: string }[] }>(await ctx.inject({ method: 'GET', url: `/api/operator/v1/${kind}/${sent._id}`, token: operator }));
    if (kind === 'letters') [fx.letterId, fx.letterAttachmentId] = [sent._id, detail.attachments[0]!.attachmentId];
    else [fx.notificationId, fx.notificationAttachmentId] = [sent._id, detail.attachments[0]!.attachmentId];
  }
}, 120_000);
afterAll(async () => ctx?.close());

describe('hostile input on every route of the OpenAPI document', () => {
  it('answers a NUL byte in any string, and a multipart body without a boundary, without a 5xx', async () => {
    const doc = (await ctx.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
    const failures: string[] = [];
    let operations = 0;
    let requests = 0;
    const check = async (what: string, opts: InjectOptions & { token?: string }) => {
      requests += 1;
      const res = await inject(opts);
      if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };

    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const m = method.toUpperCase() as InjectOptions['method'] & string;
        if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(m)) continue;
        operations += 1;
        // public routes without a token (signing out with one would end the sweep's session)
        const token = !op.security?.length ? undefined : path.startsWith('/api/operator/') ? operator : employer;
        const parameters = op.parameters ?? [];
        const jsonBody = op.requestBody?.content['application/json']?.schema;

        const base = async () => {
          const params = await pathValues(path);
          // a declaration for a body or query naming one (the path's own, else one of its own)
          let declarationId = /declarations|monthly-decs/.test(path) ? params.id : undefined;
          const mentionsDeclaration = JSON.stringify([parameters, jsonBody ?? null]).includes('"declarationId"');
          if (!declarationId && mentionsDeclaration) declarationId = (await freshDeclaration()).id;
          const query: Record<string, string> = {};
          for (const p of parameters.filter((x) => x.in === 'query')) {
            if (!p.required && !isString(p.schema)) continue;
            query[p.name] = String(value(p.name, p.schema, path, declarationId));
          }
          const body = jsonBody ? objectValue(jsonBody, path, declarationId) : undefined;
          return { params, query, body };
        };
        const label = `${m} ${path}`;

        // a NUL in each path parameter
        for (const p of parameters.filter((x) => x.in === 'path' && isString(x.schema))) {
          const b = await base();
          await check(`${label} path ${p.name}`, { method: m, url: url(path, { ...b.params, [p.name]: nul(b.params[p.name]!) }, b.query), token, ...(b.body ? { payload: b.body } : {}) });
        }
        // in each string query parameter
        for (const p of parameters.filter((x) => x.in === 'query' && isString(x.schema))) {
          const b = await base();
          await check(`${label} query ${p.name}`, { method: m, url: url(path, b.params, { ...b.query, [p.name]: nul(b.query[p.name]!) }), token, ...(b.body ? { payload: b.body } : {}) });
        }
        // in each string of the JSON body
        if (jsonBody) {
          const probe = await base();
          for (const at of stringPaths(probe.body)) {
            const b = await base();
            await check(`${label} body ${at.join('.')}`, { method: m, url: url(path, b.params, b.query), token, payload: withNul(b.body, at) as Record<string, unknown> });
          }
        }
        // a multipart body without a boundary, wherever a body can be sent (every route that takes files)
        if (m !== 'GET' && m !== 'DELETE') {
          const b = await base();
          await check(`${label} multipart without a boundary`, {
            method: m,
            url: url(path, b.params, b.query),
            token,
            headers: { 'content-type': 'multipart/form-data' },
            payload: '--x\r\ncontent-disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc\r\n--x--\r\n',
          });
        }
      }
    }

    expect(failures, `answered 5xx:\n${failures.join('\n')}`).toEqual([]);
    // the document was read and each operation exercised
    expect(operations).toBeGreaterThan(50);
    expect(requests).toBeGreaterThan(operations);
  }, 600_000);
});
