import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, expectResultError, snapshot } from '../test/expect.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let session: Awaited<ReturnType<TestContext['login']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  session = await ctx.login();
});
afterAll(() => ctx.close());

const tables = ['organizations', 'users', 'sessions', 'refreshTokens', 'authThrottle'] as const;
const MB = 1024 * 1024;

describe('request bodies the server refuses before any work', () => {
  it('answers a body over 1 MB with 413; nothing changes', async () => {
    const before = await snapshot(ctx.db, [...tables]);
    const big = JSON.stringify({ username: 'demo-employer', password: 'x'.repeat(MB + 10) });
    const res = await ctx.inject({ method: 'POST', url: API.login, headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: big });
    expectResultError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
    const put = await ctx.inject({
      method: 'PUT',
      url: API.organization,
      token: session.accessToken,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: session.userId, mobile: '555123456', email: 'a@example.ge', pad: 'x'.repeat(MB) }),
    });
    expectResultError(put, 413, 'PAYLOAD_TOO_LARGE');
    expect(await snapshot(ctx.db, [...tables])).toEqual(before);
  });

  it('accepts a body just under the limit as far as the limit is concerned', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: API.resetQuestion,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo-employer', pad: 'x'.repeat(MB - 100) }),
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"username": "demo-employer", "password": '],
    ['a trailing comma', '{"username": "demo-employer",}'],
    ['an empty body', ''],
    ['a bare word', 'username'],
  ])('answers %s with 400 in the request language; nothing changes', async (_what, payload) => {
    const before = await snapshot(ctx.db, [...tables]);
    const res = await ctx.inject({ method: 'POST', url: API.login, headers: { 'content-type': 'application/json', 'accept-language': 'ru' }, payload });
    expectResultError(res, 400, 'VALIDATION_FAILED', 'Пожалуйста, правильно заполните поля.');
    expect(await snapshot(ctx.db, [...tables])).toEqual(before);
  });

  it.each(['application/xml', 'application/x-www-form-urlencoded', 'image/png'])('answers content type %s with 415; nothing changes', async (type) => {
    const before = await snapshot(ctx.db, [...tables]);
    const res = await ctx.inject({ method: 'POST', url: API.login, headers: { 'content-type': type, 'accept-language': 'en' }, payload: 'username=demo-employer&password=x' });
    expectResultError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'This type of content is not accepted.');
    expect(await snapshot(ctx.db, [...tables])).toEqual(before);
  });

  it('answers plain text where an object is expected with 400', async () => {
    const res = await ctx.inject({ method: 'POST', url: API.login, headers: { 'content-type': 'text/plain' }, payload: 'demo-employer' });
    expectResultError(res, 400, 'VALIDATION_FAILED');
  });

  it('checks the token before reading the body: an unauthenticated oversize body is 401', async () => {
    const res = await ctx.inject({
      method: 'PUT',
      url: API.organization,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(MB + 10) }),
    });
    expectResultError(res, 401, 'UNAUTHORIZED');
  });

  it('answers an unknown method on a known path with a JSON 404', async () => {
    const res = await ctx.inject({ method: 'DELETE', url: API.login, headers: { 'accept-language': 'en' } });
    expectResultError(res, 404, 'NOT_FOUND', 'The page could not be found.');
  });
});
