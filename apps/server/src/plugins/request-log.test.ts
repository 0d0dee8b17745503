import { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { RequestLog } from './request-log.ts';

/** Collects the JSON lines a server writes. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('request log', () => {
  let ctx: TestContext;
  const sink = logSink();
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext({ logStream: sink.stream });
    token = (await ctx.login()).accessToken;
  });
  afterAll(() => ctx?.close());

  const linesOf = (reqId: string) => sink.lines.filter((l) => l.reqId === reqId);

  it('writes one line per request with method, route, status, time and correlation id, and nothing else of the request', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token });
    expect(res.statusCode).toBe(200);
    const lines = linesOf(String(res.headers['x-correlation-id']));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', route: '/api/nbo/v1/letters/user/count', status: 200, msg: 'request' });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(lines[0]).not.toHaveProperty('req');
    expect(lines[0]).not.toHaveProperty('res');
  });

  it('writes the route pattern, never a personal number of the path or a search text of the query string', async () => {
    const search = await ctx.inject({ method: 'GET', url: '/api/finance/v1/employees?search=01001011234&page=1', token });
    const one = await ctx.inject({ method: 'GET', url: '/api/finance/v1/employees/01001011234', token });
    const unknown = await ctx.inject({ method: 'GET', url: '/api/finance/v1/no-such-call?personalNumber=01001011234', token });
    expect(unknown.statusCode).toBe(404);
    const lines = [search, one, unknown].flatMap((r) => linesOf(String(r.headers['x-correlation-id'])));
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.route)).toEqual(['/api/finance/v1/employees', '/api/finance/v1/employees/:personalNumber', '/api/finance/v1/no-such-call']);
    expect(JSON.stringify(sink.lines)).not.toContain('01001011234');
  });

  it('never writes a password, a token or an authorization header', async () => {
    await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/application-user', payload: { username: 'demo-employer', password: 'Wrong#2026pass' } });
    const text = JSON.stringify(sink.lines);
    expect(text).not.toContain('Wrong#2026pass');
    expect(text).not.toContain(token);
    expect(text.toLowerCase()).not.toContain('authorization');
  });
});

describe('request log sampling', () => {
  let ctx: TestContext;
  const sink = logSink();
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, logStream: sink.stream, env: { LOG_REQUEST_SAMPLE: '0' } });
  });
  afterAll(() => ctx?.close());

  it('leaves out successful answers when the share is 0, and still writes the failures', async () => {
    const ok = await ctx.inject({ method: 'GET', url: '/health/live' });
    expect(ok.statusCode).toBe(200);
    expect(sink.lines.filter((l) => l.reqId === ok.headers['x-correlation-id'])).toHaveLength(0);

    const log = new RequestLog(0);
    const written: unknown[][] = [];
    const server = { log: { error: (...a: unknown[]) => written.push(['error', ...a]), info: (...a: unknown[]) => written.push(['info', ...a]) } };
    const request = { id: 'c0rrelation-1', method: 'POST', url: '/api/x?y=1', routeOptions: { url: '/api/x' }, server } as unknown as FastifyRequest;
    log.requestCompleted(null, request, { statusCode: 503, elapsedTime: 12.34 } as FastifyReply);
    log.requestCompleted(new Error('socket hang up'), request, { statusCode: 200, elapsedTime: 1 } as FastifyReply);
    log.requestCompleted(null, request, { statusCode: 200, elapsedTime: 1 } as FastifyReply);
    expect(written).toHaveLength(2);
    expect(written[0]).toEqual(['error', { reqId: 'c0rrelation-1', method: 'POST', route: '/api/x', status: 503, ms: 12.3 }, 'request failed']);
    expect(written[1]![0]).toBe('error');
    expect((written[1]![1] as { err: Error }).err.message).toBe('socket hang up');
  });
});
