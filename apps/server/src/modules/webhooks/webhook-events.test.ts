import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, filledTemplate, periods, row, uploadRequest, W } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin, send } from '../../test/multipart.ts';
import { DEMO_AGENCY_ACCOUNT } from '../../db/seed/demo-seed.ts';
import { camt053Xml } from '../statements/camt053-writer.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { steppedUp } from '../../test/two-factor.ts';

/** Where each event is emitted: in the transaction of its change, received signed by the organization's endpoint. */

let ctx: TestContext;
let token: string;
let organizationId: string;
const got: { type: string; data: Record<string, unknown> }[] = [];
let server: http.Server;
const nextPeriod = periods(2019);

beforeAll(async () => {
  ctx = await createTestContext({ env: { WEBHOOKS_ALLOW_HTTP: '1', WEBHOOK_SWEEP_S: '1' } });
  token = (await ctx.login()).accessToken;
  organizationId = (await ctx.db.selectFrom('users').select('organizationId').where('username', '=', DEMO.employer.username).executeTakeFirstOrThrow()).organizationId!;
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: Record<string, unknown> });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  await steppedUp(ctx, token); // adding an endpoint asks for a recent second factor
  resultOf(await ctx.inject({ method: 'POST', url: '/api/user/v1/webhooks', token, payload: { url, eventTypes: ['declaration.rows_checked', 'declaration.activated', 'fine.imposed', 'letter.received', 'notification.received', 'approval.requested', 'approval.given', 'payment.matched'] } }));
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx?.close();
});

async function received(type: string) {
  for (let i = 0; i < 150 && !got.some((g) => g.type === type); i++) await new Promise((r) => setTimeout(r, 100));
  return got.filter((g) => g.type === type);
}

describe('webhook events at their changes', () => {
  it('declaration.rows_checked: an upload tells the rows accepted and refused', async () => {
    const d = resultOf<{ id: string }>(await ctx.inject({ method: 'POST', url: `${W}/declarations`, token, payload: { type: 'standard', form: 'simple', ...nextPeriod() } }));
    const file = await filledTemplate(ctx, token, 'standard', 'simple', [['93000000002', 'ა', 'ბ', '1990-01-01', 'female', 100], ['12', 'ა', 'ბ', '1990-01-01', 'female', 100]]);
    resultOf(await ctx.inject(uploadRequest(token, d.id, file, { name: 'payroll.xlsx' })));
    const [event] = await received('declaration.rows_checked');
    expect(event?.data).toMatchObject({ declarationId: d.id, fileName: 'payroll.xlsx', accepted: 1, rejected: 1 });
  });

  it('fine.imposed: the amount as a decimal string, to the fined organization only', async () => {
    const op = (await operatorLogin(ctx)).accessToken;
    token = (await ctx.login()).accessToken;
    resultOf(await ctx.inject({ method: 'POST', url: '/api/operator/v1/fines', token: op, payload: { organizationCode: DEMO.employer.code, amount: '150.50', reason: 'late filing' } }));
    resultOf(await ctx.inject({ method: 'POST', url: '/api/operator/v1/fines', token: op, payload: { organizationCode: DEMO.employer2.code, amount: '99.00', reason: 'late filing' } }));
    const [event] = await received('fine.imposed');
    expect(event?.data).toMatchObject({ amount: '150.50', reason: 'late filing', declarationId: null });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await received('fine.imposed')).map((e) => e.data.amount)).toEqual(['150.50']);
    const events = await ctx.db.selectFrom('webhookEvents').select(['organizationId', 'type']).where('type', '=', 'fine.imposed').execute();
    expect(events).toEqual([{ organizationId, type: 'fine.imposed' }]);
  });

  it('letter.received: a letter sent to the organization, once sent', async () => {
    const op = (await operatorLogin(ctx)).accessToken;
    const res = await send(ctx, op, 'letters', { recipients: DEMO.employer.code, subject: 'წერილი ვებჰუკისთვის' });
    expect(res.statusCode).toBe(200);
    const [event] = await received('letter.received');
    expect(event?.data).toMatchObject({ kind: 'letter' });
    expect(typeof event?.data.id).toBe('string');
  });

  it('approval.requested and approval.given: a submission for approval, then its approval, which activates the declaration', async () => {
    const demo = await ctx.db.selectFrom('users').select(['passwordHash']).where('username', '=', DEMO.employer.username).executeTakeFirstOrThrow();
    for (const role of ['preparer', 'approver'] as const) {
      await ctx.db.insertInto('users').values({ username: `webhooks-${role}`, firstName: 'ნინო', lastName: role, passwordHash: demo.passwordHash, role: 'employer', orgRole: role, organizationId }).execute();
    }
    const preparer = (await ctx.login('webhooks-preparer')).accessToken;
    const approver = (await ctx.login('webhooks-approver')).accessToken;
    token = (await ctx.login()).accessToken;
    resultOf(await ctx.inject({ method: 'PUT', url: '/api/user/v1/approvals/setting', token, payload: { requiresApproval: true } }));
    const d = await createDeclaration(ctx, preparer, nextPeriod());
    await addRow(ctx, preparer, d.id, row('70000000011', '1000.00'));
    const submitted = resultOf<{ id: string }>(await ctx.inject({ method: 'POST', url: '/api/user/v1/approvals', token: preparer, payload: { kind: 'declaration', subjectId: d.id } }));
    const [requested] = await received('approval.requested');
    expect(requested?.data).toMatchObject({ approvalId: submitted.id, kind: 'declaration', subjectId: d.id });
    expect(typeof requested?.data.totalAmount).toBe('string');
    await steppedUp(ctx, approver); // approving asks for a recent second factor
    resultOf(await ctx.inject({ method: 'POST', url: `/api/user/v1/approvals/${submitted.id}/approve`, token: approver }));
    const [given] = await received('approval.given');
    expect(given?.data).toMatchObject({ approvalId: submitted.id, kind: 'declaration', subjectId: d.id });
    const activated = (await received('declaration.activated')).map((e) => e.data.declarationId);
    expect(activated).toEqual([d.id]);
  });

  it('payment.matched: a credit of a bank statement matched at its load, and one matched by hand, amounts as decimal strings', async () => {
    const op = (await operatorLogin(ctx)).accessToken;
    token = (await ctx.login()).accessToken;
    const xml = camt053Xml({
      messageId: 'WH-1', statementId: 'WH-1', account: DEMO_AGENCY_ACCOUNT, createdAt: new Date('2026-11-20T18:00:00Z'), fromDate: '2026-11-20', toDate: '2026-11-20',
      entries: [
        { reference: 'WH-PAY-1', amount: 123456n, direction: 'CRDT', bookingDate: '2026-11-20', valueDate: '2026-11-19', payerCode: DEMO.employer.code, remittance: 'საპენსიო შენატანები' },
        { reference: 'WH-PAY-2', amount: 5000n, direction: 'CRDT', bookingDate: '2026-11-20', payerName: 'უცნობი', remittance: 'შენატანი' },
      ],
    });
    const body = multipart({}, [{ field: 'file', name: 'statement.xml', content: xml, contentType: 'application/xml' }]);
    resultOf(await ctx.inject({ method: 'POST', url: '/api/operator/v1/bank-statements', token: op, payload: body.payload, headers: body.headers }));
    const [atLoad] = await received('payment.matched');
    expect(atLoad?.data).toMatchObject({ amount: '1234.56', reference: 'WH-PAY-1', matchMethod: expect.any(String) as string });
    const entry = await ctx.db.selectFrom('bankStatementEntries').select('id').where('reference', '=', 'WH-PAY-2').executeTakeFirstOrThrow();
    resultOf(await ctx.inject({ method: 'POST', url: `/api/operator/v1/bank-statements/entries/${entry.id}/match`, token: op, payload: { organizationCode: DEMO.employer.code } }));
    for (let i = 0; i < 100 && (await received('payment.matched')).length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await received('payment.matched')).map((e) => [e.data.reference, e.data.amount, e.data.matchMethod])).toEqual([
      ['WH-PAY-1', '1234.56', atLoad!.data.matchMethod],
      ['WH-PAY-2', '50.00', 'hand'],
    ]);
  });
});
