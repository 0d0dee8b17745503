import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../apps/server/src/test/test-app.ts';
import { steppedUp } from '../../../apps/server/src/test/two-factor.ts';
import { fileMonth, payrollClient, verifyWebhook, webhookReceiver, type PayrollRow } from '../examples/payroll-integration.ts';
import { PensiaApiError } from './index.ts';

/**
 * The sample payroll integration (examples/payroll-integration.ts) against the real server on a port of the
 * loopback: it files with an API key, and its receiver takes the signed webhooks of the outcome.
 */
const ROWS: PayrollRow[] = [
  { personalNumber: '12345678911', firstName: 'ნინო', lastName: 'ბერიძე', birthDate: '1990-05-01', gender: 'female', grossSalary: '1500.00' },
  { personalNumber: '12345678912', firstName: 'გიორგი', lastName: 'კაპანაძე', birthDate: '1985-03-04', gender: 'male', grossSalary: '2000.00' },
];

/** A Standard Webhooks signature of `content` with a `whsec_` secret, as a sender makes it. */
const sign = (secret: string, content: string) => createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).update(content).digest('base64');

describe('the sample payroll integration', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let admin: string;
  let secret = '';
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  const events: { type: string; data: Record<string, unknown> }[] = [];

  const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => ctx.inject({ method, url, token, ...(payload ? { payload } : {}) });
  const eventually = async (type: string, subject: string) => {
    for (let i = 0; i < 150; i++) {
      const found = events.find((e) => e.type === type && Object.values(e.data).includes(subject));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${type} webhook for ${subject}; received ${JSON.stringify(events.map((e) => e.type))}`);
  };

  beforeAll(async () => {
    ctx = await createTestContext({ env: { WEBHOOKS_ALLOW_HTTP: '1', WEBHOOK_SWEEP_S: '1' } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    admin = (await ctx.login()).accessToken;
    receiver = await webhookReceiver(() => secret, (e) => events.push(e));
    // the administrator, having given its second factor, registers the payroll's endpoint: its signing secret is
    // answered this once
    await steppedUp(ctx, admin);
    const registered = await inject('POST', '/api/user/v1/webhooks', admin, { url: receiver.url, description: 'Payroll', eventTypes: ['declaration.activated', 'approval.requested', 'approval.given'] });
    expect(registered.statusCode, registered.body).toBe(200);
    secret = (registered.json() as { result: { secret: string } }).result.secret;
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await ctx?.close();
  });

  it('files a month with a key and is told of its activation by a webhook whose signature it verifies', async () => {
    await steppedUp(ctx, admin); // creating a key asks the administrator for a recent second factor
    const created = (await inject('POST', '/api/user/v1/api-keys', admin, { name: 'Payroll', scopes: ['declarations:read', 'declarations:write', 'finance:read'] })).json() as { result: { key: string; apiKey: { id: string } } };
    const client = payrollClient(baseUrl, created.result.key);
    const filed = await fileMonth(client, { year: 2023, month: 8 }, ROWS);
    expect(filed).toMatchObject({ status: 'open', approvalId: null, totalContribution: '140.00' });
    const activated = await eventually('declaration.activated', filed.declarationId);
    expect(activated.data).toMatchObject({ declarationId: filed.declarationId });
    expect(receiver.refused).toBe(0);

    // a request with the key revoked is refused before it reads anything
    expect((await inject('DELETE', `/api/user/v1/api-keys/${created.result.apiKey.id}`, admin)).statusCode).toBe(200);
    const refused = await fileMonth(client, { year: 2023, month: 9 }, ROWS).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PensiaApiError);
    expect(refused).toMatchObject({ status: 401, code: 'API_KEY_INVALID' });
  });

  it('where the organization requires approval, submits for approval and hears of the approver\'s decision', async () => {
    await steppedUp(ctx, admin);
    const created = (await inject('POST', '/api/user/v1/api-keys', admin, { name: 'Payroll 2', scopes: ['declarations:read', 'declarations:write'] })).json() as { result: { key: string } };
    expect((await inject('PUT', '/api/user/v1/approvals/setting', admin, { requiresApproval: true })).statusCode).toBe(200);
    const filed = await fileMonth(payrollClient(baseUrl, created.result.key), { year: 2023, month: 10 }, ROWS);
    expect(filed).toMatchObject({ status: 'draft', approvalId: expect.any(String) });
    await eventually('approval.requested', filed.approvalId!);

    const director = (await ctx.login(DEMO.approver.username, DEMO.approver.password)).accessToken;
    await steppedUp(ctx, director); // and so does approving
    expect((await inject('POST', `/api/user/v1/approvals/${filed.approvalId}/approve`, director)).statusCode).toBe(200);
    await eventually('approval.given', filed.approvalId!);
    await eventually('declaration.activated', filed.declarationId);
  });

  it('refuses a delivery that is not genuine: another secret, a changed body, an old timestamp', () => {
    const body = JSON.stringify({ type: 'declaration.activated', timestamp: new Date().toISOString(), data: { declarationId: 'x' } });
    const now = Date.now();
    const signed = (key: string, at = Math.floor(now / 1000), b = body) => ({
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(at),
      'webhook-signature': `v1,${sign(key, `msg_1.${at}.${b}`)}`,
    });
    expect(verifyWebhook(secret, signed(secret), body, now)).toMatchObject({ type: 'declaration.activated' });
    expect(verifyWebhook(secret, signed(`whsec_${Buffer.from('another key of 24 bytes!').toString('base64')}`), body, now)).toBeNull();
    expect(verifyWebhook(secret, signed(secret), body.replace('"x"', '"y"'), now)).toBeNull();
    expect(verifyWebhook(secret, signed(secret, Math.floor(now / 1000) - 600), body, now)).toBeNull();
  });
});
