/**
 * A sample payroll integration: what accounting software does each month with an API key of the employer's
 * (`pensia_…`, made by its administrator on the API keys screen) and a webhook endpoint registered on the
 * webhooks screen. It files the month's declaration from the payroll's rows, submits it (or, where the
 * organization requires approval, submits it for approval), and receives the outcome as signed webhooks,
 * verified as the Standard Webhooks specification says. Nothing here is Pensia's code: it uses the typed client
 * and Node.js alone, as a vendor's program would.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPensiaClient, idempotencyKey, unwrap, type PensiaClient } from '../src/index.ts';

/** One employee's month in the payroll. */
export interface PayrollRow {
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: 'male' | 'female';
  /** Gross salary, lari, two decimals ("1500.00"). */
  grossSalary: string;
}

export interface FiledMonth {
  declarationId: string;
  /** `open`: submitted; `draft` with an approval id: waiting for the organization's approver. */
  status: string;
  approvalId: string | null;
  totalContribution: string;
}

export function payrollClient(baseUrl: string, apiKey: string): PensiaClient {
  return createPensiaClient({ baseUrl, apiKey, lang: 'en' });
}

/**
 * Files a month: creates its declaration (once, whatever the retries: the Idempotency-Key), adds each row, and
 * submits it, or submits it for approval when the organization requires it (the key acts as a preparer).
 */
export async function fileMonth(client: PensiaClient, period: { year: number; month: number }, rows: readonly PayrollRow[], key = idempotencyKey()): Promise<FiledMonth> {
  const me = unwrap(await client.GET('/api/user/v1/me'));
  const declaration = unwrap(
    await client.POST('/api/finance-write/v1/declarations', { body: { type: 'standard', form: 'simple', ...period }, params: { header: { 'idempotency-key': key } } }),
  );
  for (const r of rows) {
    unwrap(
      await client.POST('/api/finance-write/v1/declarations/{id}/details', {
        params: { path: { id: declaration.id } },
        body: { personalIdentificationNumber: r.personalNumber, firstName: r.firstName, lastName: r.lastName, birthDate: r.birthDate, gender: r.gender, grossSalary: r.grossSalary, optIn: 0 },
      }),
    );
  }
  if (me.organizationRequiresApproval) {
    const approval = unwrap(await client.POST('/api/user/v1/approvals', { body: { kind: 'declaration', subjectId: declaration.id } }));
    return { declarationId: declaration.id, status: 'draft', approvalId: approval.id, totalContribution: approval.summary.totalAmount };
  }
  const open = unwrap(await client.POST('/api/finance-write/v1/declarations/{id}/activate', { params: { path: { id: declaration.id } } }));
  return { declarationId: open.id, status: open.declarationStatus, approvalId: null, totalContribution: open.totals.totalContribution };
}

/** How old a webhook's timestamp may be, either way, before it is refused as a replay. */
const TOLERANCE_S = 5 * 60;

/**
 * Verifies a webhook per Standard Webhooks: HMAC-SHA256 with the secret's bytes (base64 after `whsec_`) over
 * `id.timestamp.body`, any of the `v1,` signatures in the header, compared in constant time; a timestamp more
 * than five minutes away is refused. Answers the event, or null when it is not genuine.
 */
export function verifyWebhook(secret: string, headers: Record<string, string | string[] | undefined>, body: string, now = Date.now()): { type: string; timestamp: string; data: Record<string, unknown> } | null {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_S) return null;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  const genuine = signatures.some((s) => {
    const [version, value] = s.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return genuine ? (JSON.parse(body) as { type: string; timestamp: string; data: Record<string, unknown> }) : null;
}

/**
 * The payroll's webhook receiver: answers 2xx to a genuine delivery (once per webhook-id: a delivery tried
 * again is taken once) and 401 to anything else, on a port of the loopback. The secret is read at each
 * delivery (the endpoint's registration answers it once the receiver's address is known, and it may change).
 */
export async function webhookReceiver(secret: () => string, onEvent: (event: { type: string; data: Record<string, unknown> }) => void): Promise<{ url: string; refused: number; close: () => Promise<void> }> {
  const seen = new Set<string>();
  const state = { refused: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = verifyWebhook(secret(), req.headers, body);
      if (!event) {
        state.refused += 1;
        res.writeHead(401).end();
        return;
      }
      const id = String(req.headers['webhook-id']);
      if (!seen.has(id)) {
        seen.add(id);
        onEvent(event);
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pensia/webhooks`,
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
