import { API_KEY_SCOPES, type CreatedApiKey } from '@pensia/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf } from '../../test/expect.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { steppedUp } from '../../test/two-factor.ts';

interface Operation {
  'x-key-scope'?: string;
  'x-permission'?: string;
  'x-step-up'?: boolean;
  security?: Record<string, unknown>[];
}

let ctx: TestContext;
let key: string;

beforeAll(async () => {
  // the walk makes more requests with one key than a minute's limit lets through
  ctx = await createTestContext({ env: { API_KEY_REQUESTS_PER_MINUTE: '10000' } });
  const admin = (await ctx.login()).accessToken;
  await steppedUp(ctx, admin); // creating a key asks for a recent second factor
  key = resultOf<CreatedApiKey>(await ctx.inject({ method: 'POST', url: '/api/user/v1/api-keys', token: admin, payload: { name: 'Every scope', scopes: API_KEY_SCOPES } })).key;
}, 120_000);
afterAll(async () => ctx?.close());

describe('an API key on every route', () => {
  it('is refused 403, before anything is read, exactly on the operations without x-key-scope, with its own words where a second factor is asked', async () => {
    const doc = (await ctx.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const wrong: string[] = [];
    let taking = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.security?.length) continue;
        const scope = op['x-key-scope'];
        if (scope) {
          taking += 1;
          // a key acts as a preparer: it never approves or administers
          if (op['x-permission'] === 'approve' || op['x-permission'] === 'administer') wrong.push(`${method.toUpperCase()} ${path}: ${op['x-permission']} route takes keys`);
          if (!op.security.some((s) => 'apiKey' in s)) wrong.push(`${method.toUpperCase()} ${path}: no apiKey security`);
          // a key has no second factor to give
          if (op['x-step-up']) wrong.push(`${method.toUpperCase()} ${path}: step-up route takes keys`);
        }
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await ctx.inject({ method: method.toUpperCase() as InjectOptions['method'], url, token: key });
        const code = res.statusCode === 403 ? (res.json() as { code?: string }).code : undefined;
        const refused = code === (op['x-step-up'] ? 'API_KEY_CANNOT_STEP_UP' : 'API_KEY_FORBIDDEN');
        if (refused !== !scope) wrong.push(`${method.toUpperCase()} ${path} (${scope ?? 'no scope'}): ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(taking).toBeGreaterThan(30);
  }, 300_000);

  it('names each scope on some operation', async () => {
    const doc = (await ctx.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };
    const scopes = new Set(Object.values(doc.paths).flatMap((m) => Object.values(m).map((op) => op['x-key-scope'])));
    for (const s of [...API_KEY_SCOPES, 'any']) expect(scopes).toContain(s);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'pensia_…' });
  });
});
