import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { enrolSecondFactor, monthsAgo, registerOrganization, signIn, submittedDeclaration, totpCodeOf, type Organization } from './fixtures';

/**
 * Webhooks for payroll software (docs/decisions/0103): the administrator of an organization of its own adds an
 * endpoint on the screen, pointing to a receiver this spec runs on 127.0.0.1 (the e2e server allows http to the
 * loopback); a declaration submitted through the API reaches the receiver signed, and shows on the deliveries
 * screen, from which it is sent again with the same webhook-id. Adding an endpoint asks for a recent second
 * factor (decision 0104): the administrator sets it up through the API after signing in, so the screen asks for
 * the code once, then adds the endpoint as it was filled in.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

const got: Received[] = [];
let server: http.Server;
let receiverUrl: string;
let org: Organization;

test.beforeAll(async ({ request }) => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payroll/hooks`;
  org = await registerOrganization(request, { tag: 'webhooks', password: 'Webhooks#2026pass', name: (code) => `შპს „სახელფასო ${code}“` });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const verifies = (secret: string, r: Received) => {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const mac = createHmac('sha256', key).update(`${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`).digest('base64');
  return String(r.headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
};

test('the administrator adds an endpoint on the screen; a submitted declaration reaches it signed and shows among its deliveries', async ({ page, request }) => {
  await signIn(page, org, 'en');
  const factor = await enrolSecondFactor(request, org.token);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('No endpoints yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  // an address on a private network is refused, with its reason, and nothing is added
  await dialog.getByLabel('Address (https)').fill('https://192.168.1.10/hooks');
  await dialog.getByRole('checkbox', { name: /Declaration submitted/ }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  // the code is asked for first; once given, the same request goes, and its address is refused
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await stepUp.getByRole('textbox', { name: 'Code' }).fill(await totpCodeOf(factor.secret));
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();
  await expect(dialog.getByText('Use an https address on the internet, not of a private or local network.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Declaration submitted/ })).toBeChecked();

  await dialog.getByLabel('Address (https)').fill(receiverUrl);
  await dialog.getByLabel('Description').fill('Payroll software');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const shown = page.getByRole('dialog', { name: 'Endpoint added' });
  const secret = (await shown.getByTestId('webhook-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  await shown.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByTestId('webhook-endpoint')).toHaveCount(1);
  await expect(page.getByTestId('webhook-endpoint')).toContainText(receiverUrl);
  // the secret is shown that once only
  await expect(page.getByText(secret)).toHaveCount(0);

  const declaration = await submittedDeclaration(request, org, monthsAgo(2), '1000.00');
  await expect.poll(() => got.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const first = got[0]!;
  expect(verifies(secret, first)).toBe(true);
  expect(JSON.parse(first.body)).toMatchObject({ type: 'declaration.activated', data: { declarationId: declaration.id } });

  await page.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
  const row = page.getByTestId('webhook-delivery');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Declaration submitted');
  await expect(row).toContainText('Delivered', { timeout: 15_000 });
  await expect(row).toContainText('204');

  await row.getByRole('button', { name: 'Send again: Declaration submitted' }).click();
  await expect.poll(() => got.length, { timeout: 20_000 }).toBe(2);
  expect(got[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
  expect(verifies(secret, got[1]!)).toBe(true);
  await expect(row).toContainText('Delivered');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2', { timeout: 15_000 });

  // deleting asks first, then the list is empty again
  await page.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
  await page.getByRole('dialog', { name: 'Delete the endpoint?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No endpoints yet')).toBeVisible();
});
