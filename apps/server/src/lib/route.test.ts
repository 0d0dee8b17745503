import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineApi, defineContract, nboEnvelope } from '@pensia/domain';
import { route } from './route.ts';

const Counts = z.object({ newLetters: z.number().int(), totalLetters: z.number().int() });
const api = defineApi('probe', {
  counts: defineContract({ method: 'GET', group: 'nbo', path: 'probe/counts', audience: 'public', summary: 'Counts', response: nboEnvelope(Counts) }),
  parsed: defineContract({ method: 'GET', group: 'nbo', path: 'probe/parsed', audience: 'public', summary: 'Counts', response: nboEnvelope(Counts) }),
});

/** What each route answers, set by a test. */
let answer: unknown = {};
const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  route(app, api.counts, async () => answer as never, { compiledAnswer: true });
  route(app, api.parsed, async () => answer as never);
  await app.ready();
});
afterAll(() => app.close());

describe('an answer written by a serializer compiled from its schema', () => {
  it('writes what the schema parse writes: the envelope and the fields of the schema, no other', async () => {
    answer = { newLetters: 2, totalLetters: 7, secret: 'not for the browser' };
    const compiled = await app.inject({ method: 'GET', url: '/api/nbo/v1/probe/counts' });
    const parsed = await app.inject({ method: 'GET', url: '/api/nbo/v1/probe/parsed' });
    expect(compiled.statusCode).toBe(200);
    expect(compiled.json()).toEqual({ status: 'success', data: { newLetters: 2, totalLetters: 7 } });
    expect(compiled.json()).toEqual(parsed.json());
    expect(compiled.body).not.toContain('secret');
    expect(compiled.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses an answer without a field the schema requires, as the parse does', async () => {
    answer = { newLetters: 2 };
    const compiled = await app.inject({ method: 'GET', url: '/api/nbo/v1/probe/counts' });
    const parsed = await app.inject({ method: 'GET', url: '/api/nbo/v1/probe/parsed' });
    expect(parsed.statusCode).toBe(500);
    expect(compiled.statusCode).toBe(500);
    expect(compiled.body).not.toContain('"newLetters":2');
  });
});
