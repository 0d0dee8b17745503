import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { WebhookDelivery, WebhookEndpoint } from '@pensia/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { periods, row, W } from '../../test/declarations.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { enrolTwoFactor } from '../../test/two-factor.ts';
import { LEASE_MS, RETRY_SCHEDULE_MS, sweepWebhooks } from './webhook-delivery.ts';
import { emitApprovalEvent, emitWebhookEvent } from './webhook-outbox.ts';
import { addressRefused, checkEndpointUrl, guardedLookup, postTo } from './webhook-url.ts';

const API = '/api/user/v1/webhooks';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver of webhooks on 127.0.0.1: answers each request with the status `answer` gives for its number. */
async function receiver(answer: (n: number) => number = () => 200) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answer(got.length);
      res.end(`answer ${got.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { got, url: `http://127.0.0.1:${port}/hook`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What a receiver checks (Standard Webhooks): HMAC-SHA256 of `id.timestamp.body` under the secret's bytes. */
function verifies(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`).digest();
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((s) => s.startsWith('v1,') && timingSafeEqual(Buffer.from(s.slice(3), 'base64'), expected));
}

async function waitFor<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let ctx: TestContext;
let token: string;
let otherToken: string;
let organizationId: string;
const secrets: string[] = [];
const nextPeriod = periods(2019);

beforeAll(async () => {
  ctx = await createTestContext({ logStream, env: { WEBHOOKS_ALLOW_HTTP: '1', WEBHOOK_SWEEP_S: '1' } });
  organizationId = (await ctx.db.selectFrom('users').select('organizationId').where('username', '=', DEMO.employer.username).executeTakeFirstOrThrow()).organizationId!;
  // adding an endpoint asks for a second factor given in the last 5 minutes: each sign-in below gives it
  await enrolTwoFactor(ctx, (await ctx.login()).accessToken);
}, 120_000);
afterAll(async () => ctx?.close());
// the clock moves by hours in these tests: each signs in afresh (with its code, so stepped up)
beforeEach(async () => {
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
});

async function register(url: string, eventTypes: string[], description = 'payroll') {
  const created = resultOf<WebhookEndpoint & { secret: string }>(await ctx.inject({ method: 'POST', url: API, token, payload: { url, description, eventTypes } }));
  secrets.push(created.secret);
  return created;
}
const deliveries = async (endpointId: string, tk = token) => resultOf<{ items: WebhookDelivery[]; totalCount: number }>(await ctx.inject({ method: 'GET', url: `${API}/${endpointId}/deliveries`, token: tk }));
const remove = async (endpointId: string) => resultOf(await ctx.inject({ method: 'DELETE', url: `${API}/${endpointId}`, token }));

async function activatedDeclaration(): Promise<string> {
  const d = resultOf<{ id: string }>(await ctx.inject({ method: 'POST', url: `${W}/declarations`, token, payload: { type: 'standard', form: 'detailed', ...nextPeriod() } }));
  resultOf(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: row('01001011116') }));
  resultOf(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
  return d.id;
}

describe('signed webhooks', () => {
  it('delivers a signed declaration.activated to the endpoint, shows it among its deliveries, and sends it again with the same webhook-id', async () => {
    const r = await receiver();
    const ep = await register(r.url, ['declaration.activated']);
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(ep.secret.slice(6), 'base64')).toHaveLength(32);
    const declarationId = await activatedDeclaration();
    await waitFor('the delivery', () => r.got.length, (n) => n >= 1);
    const got = r.got[0]!;
    expect(verifies(ep.secret, got)).toBe(true);
    expect(verifies(`whsec_${Buffer.alloc(32).toString('base64')}`, got)).toBe(false);
    expect(Math.abs(Number(got.headers['webhook-timestamp']) - ctx.clock.now().getTime() / 1000)).toBeLessThan(5);
    const body = JSON.parse(got.body) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(body).toMatchObject({ type: 'declaration.activated', data: { declarationId, rowCount: 1 } });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(typeof body.data.totalAmount).toBe('string');
    const page = await waitFor('delivered', () => deliveries(ep.id), (p) => p.items[0]?.status === 'delivered');
    expect(page.items[0]).toMatchObject({ id: got.headers['webhook-id'], eventType: 'declaration.activated', attempts: 1, lastStatusCode: 200, lastResponse: 'answer 1' });

    const resent = resultOf<WebhookDelivery>(await ctx.inject({ method: 'POST', url: `${API}/deliveries/${page.items[0]!.id}/resend`, token }));
    expect(resent.status).toBe('pending');
    await waitFor('the delivery sent again', () => r.got.length, (n) => n >= 2);
    expect(r.got[1]!.headers['webhook-id']).toBe(got.headers['webhook-id']);
    expect(r.got[1]!.body).toBe(got.body);
    expect(verifies(ep.secret, r.got[1]!)).toBe(true);
    await waitFor('two attempts', () => deliveries(ep.id), (p) => p.items[0]?.attempts === 2 && p.items[0]?.status === 'delivered');
    await remove(ep.id);
    await r.close();
  });

  it('tries again a delivery its receiver answered 500, after the first wait of the schedule', async () => {
    const r = await receiver((n) => (n === 1 ? 500 : 200));
    const ep = await register(r.url, ['approval.requested']);
    await ctx.db.transaction().execute((trx) => emitApprovalEvent(trx, organizationId, 'approval.requested', { approvalId: 'a-1', declarationId: 'd-1' }));
    const first = await waitFor('the first try', () => deliveries(ep.id), (p) => p.items[0]?.attempts === 1);
    expect(first.items[0]).toMatchObject({ status: 'pending', lastStatusCode: 500, lastResponse: 'answer 1' });
    expect(new Date(first.items[0]!.nextAttemptAt!).getTime()).toBe(new Date(first.items[0]!.lastAttemptAt!).getTime() + RETRY_SCHEDULE_MS[0]!);
    // not due yet: a sweep before the wait queues nothing
    expect(await sweepWebhooks(ctx.deps, ctx.app.jobs)).toBe(0);
    ctx.clock.advance(RETRY_SCHEDULE_MS[0]! + 1000);
    await sweepWebhooks(ctx.deps, ctx.app.jobs);
    const done = await waitFor('delivered at the second try', () => deliveries(ep.id), (p) => p.items[0]?.status === 'delivered');
    expect(done.items[0]).toMatchObject({ attempts: 2, lastStatusCode: 200 });
    expect(r.got.map((g) => g.headers['webhook-id'])).toEqual([done.items[0]!.id, done.items[0]!.id]);
    await remove(ep.id);
    await r.close();
  });

  it('ends failed a delivery whose receiver stays away for a day, after every try of the schedule', async () => {
    const gone = await receiver();
    await gone.close();
    const ep = await register(gone.url, ['approval.given']);
    await ctx.db.transaction().execute((trx) => emitApprovalEvent(trx, organizationId, 'approval.given', { approvalId: 'a-2' }));
    // read from the database: the day the clock moves through outlives any sign-in
    const state = () => ctx.db.selectFrom('webhookDeliveries').select(['status', 'attempts']).where('endpointId', '=', ep.id).executeTakeFirst();
    for (let i = 1; i <= RETRY_SCHEDULE_MS.length + 1; i++) {
      const d = await waitFor(`try ${i}`, state, (row) => row?.attempts === i);
      if (i <= RETRY_SCHEDULE_MS.length) {
        expect(d?.status).toBe('pending');
        ctx.clock.advance(RETRY_SCHEDULE_MS[i - 1]! + 1000);
        await sweepWebhooks(ctx.deps, ctx.app.jobs);
      }
    }
    token = (await ctx.login()).accessToken;
    const last = await waitFor('failed', () => deliveries(ep.id), (pg) => pg.items[0]?.status === 'failed');
    expect(last.items[0]).toMatchObject({ attempts: RETRY_SCHEDULE_MS.length + 1, nextAttemptAt: null, lastStatusCode: null });
    expect(last.items[0]!.lastError).toBeTruthy();
    const span = RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0);
    expect(span).toBeGreaterThan(16 * 3_600_000);
    await remove(ep.id);
    ctx.clock.advance(LEASE_MS * 10);
    expect(await sweepWebhooks(ctx.deps, ctx.app.jobs)).toBe(0);
  }, 120_000);

  it('records a try that could not sign (the server key changed) instead of trying it for ever', async () => {
    const r = await receiver();
    const ep = await register(r.url, ['approval.requested']);
    await ctx.db.updateTable('webhookEndpoints').set({ secretEncrypted: `v1.${Buffer.alloc(40).toString('base64')}` }).where('id', '=', ep.id).execute();
    await ctx.db.transaction().execute((trx) => emitApprovalEvent(trx, organizationId, 'approval.requested', { approvalId: 'a-3' }));
    const page = await waitFor('the try', () => deliveries(ep.id), (p) => p.items[0]?.attempts === 1);
    expect(page.items[0]).toMatchObject({ status: 'pending', lastStatusCode: null, lastError: expect.stringMatching(/secret unreadable/) as string });
    expect(r.got).toEqual([]);
    await remove(ep.id);
    await r.close();
  });

  it('does not deliver the event of a transaction rolled back', async () => {
    const r = await receiver();
    const ep = await register(r.url, ['approval.given']);
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await emitWebhookEvent(trx, organizationId, 'approval.given', { approvalId: 'never' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await sweepWebhooks(ctx.deps, ctx.app.jobs);
    await new Promise((res) => setTimeout(res, 1500));
    expect(r.got).toEqual([]);
    expect((await deliveries(ep.id)).totalCount).toBe(0);
    expect(await ctx.db.selectFrom('webhookEvents').select('id').where('data', '@>', JSON.stringify({ approvalId: 'never' }) as never).execute()).toEqual([]);
    await remove(ep.id);
    await r.close();
  });

  it('refuses http to any host but the loopback, https to private and special addresses, and the loopback unless allowed', async () => {
    for (const url of ['http://example.com/hook', 'https://10.0.0.5/hook', 'https://192.168.1.1/x', 'https://169.254.169.254/latest', 'https://[fd00::1]/x', 'https://[::ffff:10.1.1.1]/x', 'ftp://example.com/x', 'https://user:pw@example.com/x', 'not a url']) {
      expectResultError(await ctx.inject({ method: 'POST', url: API, token, payload: { url, eventTypes: ['fine.imposed'] } }), 400, 'WEBHOOK_URL_REFUSED');
    }
    const ru = expectResultError(await ctx.inject({ method: 'POST', url: API, token, headers: { 'accept-language': 'ka' }, payload: { url: 'https://10.0.0.5/', eventTypes: ['fine.imposed'] } }), 400, 'WEBHOOK_URL_REFUSED');
    expect(ru.message).toMatch(/https/);
    expect(resultOf<WebhookEndpoint[]>(await ctx.inject({ method: 'GET', url: API, token }))).toEqual([]);
    // without WEBHOOKS_ALLOW_HTTP the loopback is refused too, written or resolved
    expect(() => checkEndpointUrl('http://127.0.0.1:8080/x', false)).toThrow('WEBHOOK_URL_REFUSED');
    expect(() => checkEndpointUrl('https://localhost/x', false)).toThrow('WEBHOOK_URL_REFUSED');
    expect(checkEndpointUrl('https://payroll.example.com/hooks#x', false)).toBe('https://payroll.example.com/hooks');
    expect(addressRefused('127.0.0.1', false)).toBe(true);
    expect(addressRefused('127.0.0.1', true)).toBe(false);
    expect(addressRefused('10.0.0.1', true)).toBe(true);
    expect(addressRefused('8.8.8.8', false)).toBe(false);
    const looked = await new Promise<Error | null>((resolve) => guardedLookup(false)('localhost', {}, (err) => resolve(err)));
    expect(looked?.message).toMatch(/address refused/);
    // a host name is resolved at delivery and its addresses checked by the connection itself
    const r = await receiver();
    const byName = r.url.replace('127.0.0.1', 'localhost');
    expect(await postTo(byName, {}, '{}', { timeoutMs: 5000, allowLoopback: false })).toMatchObject({ statusCode: null, error: expect.stringMatching(/address refused/) as string });
    expect(await postTo(r.url, {}, '{}', { timeoutMs: 5000, allowLoopback: false })).toMatchObject({ statusCode: null, error: expect.stringMatching(/address refused/) as string });
    expect(r.got).toEqual([]);
    expect(await postTo(byName, {}, '{}', { timeoutMs: 5000, allowLoopback: true })).toMatchObject({ statusCode: 200, error: null });
    expect(r.got).toHaveLength(1);
    await r.close();
  });

  it('refuses an empty list of events and keeps the form as it was', async () => {
    expectResultError(await ctx.inject({ method: 'POST', url: API, token, payload: { url: 'https://example.com/x', eventTypes: [] } }), 400, 'VALIDATION_FAILED');
    expectResultError(await ctx.inject({ method: 'POST', url: API, token, payload: { url: 'https://example.com/x', eventTypes: ['nothing.happened'] } }), 400, 'VALIDATION_FAILED');
  });

  it("shows another organization none of this organization's endpoints and deliveries", async () => {
    const r = await receiver();
    const ep = await register(r.url, ['declaration.activated']);
    await activatedDeclaration();
    const page = await waitFor('delivered', () => deliveries(ep.id), (p) => p.items[0]?.status === 'delivered');
    expect(resultOf<WebhookEndpoint[]>(await ctx.inject({ method: 'GET', url: API, token: otherToken }))).toEqual([]);
    expectResultError(await ctx.inject({ method: 'GET', url: `${API}/${ep.id}/deliveries`, token: otherToken }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await ctx.inject({ method: 'POST', url: `${API}/deliveries/${page.items[0]!.id}/resend`, token: otherToken }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await ctx.inject({ method: 'DELETE', url: `${API}/${ep.id}`, token: otherToken }), 404, 'RECORD_NOT_FOUND');
    expect(resultOf<WebhookEndpoint[]>(await ctx.inject({ method: 'GET', url: API, token })).map((e) => e.id)).toEqual([ep.id]);
    await remove(ep.id);
    expectResultError(await ctx.inject({ method: 'POST', url: `${API}/deliveries/${page.items[0]!.id}/resend`, token }), 404, 'RECORD_NOT_FOUND');
    await r.close();
  });

  it('never writes a secret to the log, to a later answer, or in the clear to the database', async () => {
    expect(secrets.length).toBeGreaterThan(3);
    const stored = await ctx.db.selectFrom('webhookEndpoints').select('secretEncrypted').execute();
    const answers = [await ctx.inject({ method: 'GET', url: API, token })];
    for (const s of secrets) {
      const bare = s.slice('whsec_'.length);
      for (const line of logLines) expect(line).not.toContain(bare);
      for (const a of answers) expect(a.body).not.toContain(bare);
      for (const row of stored) expect(row.secretEncrypted).not.toContain(bare);
    }
    expect(logLines.length).toBeGreaterThan(0);
  });
});
