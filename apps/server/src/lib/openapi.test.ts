import SwaggerParser from '@apidevtools/swagger-parser';
import * as domain from '@pensia/domain';
import { contractUrl, envelopeStyleOf, type Contract } from '@pensia/domain';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';

/**
 * The published OpenAPI document (`/api/docs/json`) is what a payroll vendor's client generator and our own
 * checks read: it must be valid OpenAPI to three independent validators (swagger-parser; OpenAPI's
 * own JSON Schema, by @seriousme/openapi-schema-validator; Redocly's recommended rules without an error),
 * and describe every operation from its contract (lib/openapi.ts).
 */

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, { type?: string; format?: string; items?: { format?: string } }>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string; type?: string; format?: string } }>; headers?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string }[];
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every contract of the domain's API objects (`userApi`, `declarationApi`…), as registered by the server. */
function domainContracts(): Contract[] {
  const isContract = (v: unknown): v is Contract => typeof v === 'object' && v !== null && 'method' in v && 'group' in v && 'path' in v && 'response' in v;
  return Object.entries(domain)
    .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
    .flatMap(([, api]) => Object.values(api as object).filter(isContract));
}

const openapiPath = (c: Contract) => contractUrl(c).replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Document;
  let source: string;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
    const res = await ctx.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = JSON.parse(source) as Document;
  });
  afterAll(() => ctx.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })));

  it('is valid OpenAPI (swagger-parser validates the schema and the references)', async () => {
    await expect(SwaggerParser.validate(JSON.parse(source) as never)).resolves.toBeTruthy();
  });

  it('is valid against the JSON Schema of its OpenAPI version (a validator independent of swagger-parser)', async () => {
    const result = await new Validator().validate(JSON.parse(source) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('shows an example of every request and answer, each valid against its own schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ components: (doc as unknown as { components: unknown }).components }, 'openapi.json');
    const rebase = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(rebase)
        : typeof node === 'object' && node !== null
          ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? `openapi.json${v}` : rebase(v)]))
          : node;
    const missing: string[] = [];
    const invalid: string[] = [];
    const check = (what: string, media: { schema?: unknown; example?: unknown } | undefined) => {
      if (!media?.schema) return;
      if (media.example === undefined) return missing.push(what);
      const validate = ajv.compile(rebase(media.schema) as object);
      if (!validate(media.example)) invalid.push(`${what}: ${ajv.errorsText(validate.errors)}`);
    };
    for (const { path, method, op } of operations()) {
      const o = op as unknown as {
        parameters?: { name: string; schema?: unknown; example?: unknown }[];
        requestBody?: { content: Record<string, { schema?: unknown; example?: unknown }> };
        responses: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>;
      };
      for (const p of o.parameters ?? []) check(`${method} ${path} parameter ${p.name}`, p);
      check(`${method} ${path} body`, o.requestBody?.content['application/json']);
      for (const status of ['200', '202']) check(`${method} ${path} ${status}`, o.responses[status]?.content?.['application/json']);
    }
    expect(missing).toEqual([]);
    expect(invalid).toEqual([]);
  });

  it("has no error under Redocly's recommended rules, and no warning but two known ones", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    // info-license: the portal publishes no licence for its API; no-ambiguous-paths: the portal's
    // `declarations/organization/{type}` beside our `declarations/{id}/upload-report` (both public paths)
    const warnings = new Set(problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId));
    expect([...warnings].sort()).toEqual(['info-license', 'no-ambiguous-paths']);
  });

  it('names a server, and every operation has a unique camelCase operationId and its security', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { op } of operations()) expect(op.security).toBeDefined();
  });

  const failures429 = (op: { responses: Record<string, unknown> }) => '429' in op.responses;

  it('describes every contract: its id, its audience, its failures in the envelope of its group', () => {
    const contracts = domainContracts();
    expect(contracts.length).toBe(operations().length);
    for (const c of contracts) {
      const op = doc.paths[openapiPath(c)]?.[c.method.toLowerCase()];
      expect(op, `${c.method} ${contractUrl(c)}`).toBeDefined();
      expect(op!.operationId).toBe(c.operationId);
      // an operation that takes API keys lists them as a second way in (docs/decisions/0101)
      expect(op!.security).toEqual(c.audience === 'public' ? [] : c.keyScope ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }]);
      if (c.keyScope) expect(failures429(op!)).toBe(true);
      const envelope = `#/components/schemas/${envelopeStyleOf(c.group) === 'nbo' ? 'NboError' : 'ResultError'}`;
      const failures = Object.keys(op!.responses).filter((s) => Number(s) >= 400);
      expect(failures).toContain('500');
      expect(failures).toContain('503');
      if (c.audience !== 'public') expect(failures).toEqual(expect.arrayContaining(['401', '403']));
      if (c.params || c.query || c.body) expect(failures).toContain('400');
      if (c.params) expect(failures).toContain('404');
      if (c.body || c.isMultipart) expect(failures).toEqual(expect.arrayContaining(['413', '415']));
      if (c.ifMatch) expect(failures).toContain('412');
      for (const s of c.errors ?? []) expect(failures).toContain(String(s));
      for (const s of failures) expect(op!.responses[s]!.content?.['application/json']?.schema.$ref, `${c.operationId} ${s}`).toBe(envelope);
    }
    expect(doc.components.schemas.ResultError).toBeDefined();
    expect(doc.components.schemas.NboError).toBeDefined();
  });

  it('answers 429 with Retry-After where a route is rate limited (sign-in)', () => {
    const login = doc.paths['/api/user/v1/auth/application-user']!.post!;
    expect(Object.keys(login.responses)).toContain('429');
    expect(login.responses['429']!.headers).toHaveProperty('Retry-After');
  });

  it('describes files as binary with their content type, and uploads as multipart forms with a binary file field', () => {
    for (const c of domainContracts().filter((x) => x.isBlob)) {
      const ok = doc.paths[openapiPath(c)]![c.method.toLowerCase()]!.responses['200']!;
      // a file's route that answers its state as JSON when there is no file (an export that failed) says so too
      const types = Object.keys(ok.content ?? {}).filter((t) => t !== 'application/json');
      expect(types, c.operationId).toEqual([...(c.contentTypes ?? ['application/octet-stream'])]);
      for (const t of types) expect(ok.content![t]!.schema).toEqual({ type: 'string', format: 'binary' });
      expect(ok.headers).toHaveProperty('Content-Disposition');
    }
    // an export that may be written by a job answers 202 with the id to ask for it by
    const exportFile = doc.paths['/api/user/v1/exports/{id}']!.get!.responses;
    expect(Object.keys(exportFile['200']!.content!)).toContain('application/json');
    expect(exportFile['202']!.content!['application/json']).toBeDefined();
    for (const c of domainContracts().filter((x) => x.isBlob && x.accepted)) {
      expect(doc.paths[openapiPath(c)]![c.method.toLowerCase()]!.responses['202']?.content?.['application/json'], c.operationId).toBeDefined();
    }
    expect(doc.paths['/api/finance/v1/report-dec-details']!.get!.responses['202']).toBeDefined();
    const report = doc.paths['/api/finance/v1/report-dec-details']!.get!.responses['200']!;
    expect(Object.keys(report.content!)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);

    const multipart = domainContracts().filter((x) => x.isMultipart);
    expect(multipart.length).toBeGreaterThan(0);
    for (const c of multipart) {
      const body = doc.paths[openapiPath(c)]![c.method.toLowerCase()]!.requestBody!;
      expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
      const field = body.content['multipart/form-data']!.schema.properties![c.form?.fileField ?? 'file']!;
      expect(field.format ?? field.items?.format).toBe('binary');
    }
    const upload = doc.paths['/api/finance-write/v1/declarations/{id}/upload']!.post!;
    expect(upload.requestBody!.content['multipart/form-data']!.schema).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });
    expect(upload.parameters!.filter((p) => p.in === 'header').map((p) => p.name).sort()).toEqual(['idempotency-key', 'if-match']);
    const send = doc.paths['/api/operator/v1/letters']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(send.properties).toHaveProperty('subject');
    expect(send.required).toEqual(expect.arrayContaining(['subject', 'text', 'recipients']));
  });

  it('lists null among the values of every enum that can be null (a strict validator reads the enum alone)', () => {
    const found: { at: string; values: unknown[] }[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}[${i}]`));
      if (typeof node !== 'object' || node === null) return;
      const o = node as Record<string, unknown>;
      if (o.nullable === true && Array.isArray(o.enum)) found.push({ at, values: o.enum });
      for (const [k, v] of Object.entries(o)) walk(v, `${at} › ${k}`);
    };
    walk(doc, '#');
    expect(found.length).toBeGreaterThan(0);
    const lacking = found.filter((f) => !f.values.includes(null)).map((f) => f.at);
    expect(lacking).toEqual([]);
  });

  it('says what optIn and hasWrittenRequest mean wherever they stand, in requests and answers', () => {
    const seen: string[] = [];
    const lacking: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}[${i}]`));
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as { properties?: Record<string, { description?: string }> }).properties;
      for (const name of ['optIn', 'hasWrittenRequest']) {
        if (!properties?.[name]) continue;
        seen.push(`${at} › ${name}`);
        if (!properties[name].description?.includes('voluntar')) lacking.push(`${at} › ${name}`);
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${at} › ${k}`);
    };
    walk(doc.paths, '#');
    expect(seen.length).toBeGreaterThan(4);
    expect(lacking).toEqual([]);
  });
});
