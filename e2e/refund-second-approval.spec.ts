import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, enrolSecondFactor, loadStatementCsv, locale, operatorToken, registerOrganization, signInOperator, statementCsv, tr, type Organization, type Texts } from './fixtures';

/**
 * A refund above what one operator may pay out (REFUND_SECOND_APPROVAL_ABOVE, 5,000 lari by default) in the
 * back office: the first operator's approval pays nothing and that operator is not offered the second; another
 * operator sees who gave the first and approves second, and only then is it paid out.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const AMOUNT = '5000.50';

/** A Georgian IBAN at the bank of `bankCode` (two letters), its check digits computed (ISO 13616). */
function georgianIban(bankCode: string, account: string): string {
  const digits = `${bankCode}${account}GE00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const remainder = [...digits].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
  return `GE${String(98 - remainder).padStart(2, '0')}${bankCode}${account}`;
}

/** The text of `key` as a pattern: the placeholders not given in `vars` (an amount, a date as the page formats it) match anything. */
function shaped(texts: Texts, key: string, vars: Record<string, string> = {}): RegExp {
  const marker = '\u0000';
  const text = tr(texts, key, new Proxy(vars, { get: (v, name: string) => v[name] ?? marker }));
  return new RegExp(text.split(marker).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+'));
}

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, options: Parameters<APIRequestContext['post']>[1] = {}): Promise<T> {
  const res = await request[method](url, { ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { result: T }).result;
}

/** The organization's balance in lari, as the API answers it. */
async function balanceOf(request: APIRequestContext, org: Organization): Promise<number> {
  return Number((await api<{ totalBalance: string }>(request, org.token, 'get', '/api/finance/v1/declarations/org-balance')).totalBalance);
}

test('a large refund is paid out only after a second operator approves it after the first', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const org = await registerOrganization(request, { tag: 'two-operators', password: 'Refund#2026pass', name: (code) => `შპს „ორი ხელმოწერა“ ${code}` });
  // paid more than it owes: the refund comes out of an overpayment
  const reference = `TWO-OPS-${Date.now()}`;
  const csv = statementCsv([{ reference, date: new Date().toISOString().slice(0, 10), amount: '6000.00', payerCode: org.code, payerName: org.name }]);
  expect(await loadStatementCsv(request, await operatorToken(request), `${reference}.csv`, csv)).toBe(1);
  // a refund request and a bank account need a second factor given just now (its confirmation gives it)
  await enrolSecondFactor(request, org.token);
  const banks = await api<{ id: string; code: string }[]>(request, org.token, 'get', '/api/parameters/v1/banklist');
  const bank = banks.find((b) => b.code === 'TB') ?? banks[0]!;
  const accountNumber = georgianIban(bank.code, String(Date.now()).padStart(16, '0').slice(-16));
  await api(request, org.token, 'post', '/api/parameters/v1/org-acct-numbers', { data: { bankId: bank.id, accountNumber } });
  const { number } = await api<{ number: string }>(request, org.token, 'post', '/api/finance-write/v1/declarations/organization/refund', {
    multipart: {
      amount: AMOUNT,
      accountNumber,
      bankDetails: 'თიბისი ბანკი, TBCBGE22',
      documentTypes: 'application',
      documents: { name: 'application.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  const before = await balanceOf(request, org);

  // the first operator, in Georgian: approving says it is the first of two, and pays nothing
  const ka = locale('ge', 'refunds');
  const first = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInOperator(first, 'ge');
  await first.goto('/ge/operator/refunds');
  await first.getByRole('button', { name: tr(ka, 'operator.approveOf', { number }) }).click();
  const dialog = first.getByRole('dialog', { name: tr(ka, 'operator.approveTitle', { number }) });
  await expect(dialog).toContainText(shaped(ka, 'operator.firstApproveText'));
  await dialog.getByRole('button', { name: tr(ka, 'operator.approve') }).click();
  await expect(first.getByText(tr(ka, 'operator.approvedFirst', { number }))).toBeVisible();
  const firstRow = first.getByRole('row').filter({ hasText: number });
  await expect(firstRow).toContainText(shaped(ka, 'operator.firstApprovalYours'));
  // the second approval is another operator's: not offered to the first
  await expect(first.getByRole('button', { name: tr(ka, 'operator.approveOf', { number }) })).toBeHidden();
  await expect(first.getByRole('button', { name: tr(ka, 'operator.rejectOf', { number }) })).toBeVisible();
  expect(await balanceOf(request, org)).toBe(before);

  // another operator, in Russian: sees whose the first approval is, approves second, and the refund is paid
  const ru = locale('ru', 'refunds');
  const second = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInOperator(second, 'ru', DEMO.operator2);
  await second.goto('/ru/operator/refunds');
  const row = second.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(shaped(ru, 'operator.firstApproval', { name: 'ოპერატორი სააგენტო' }));
  const approveSecond = second.getByRole('button', { name: tr(ru, 'operator.approveOf', { number }) });
  await expect(approveSecond).toHaveText(tr(ru, 'operator.secondApprove'));
  await approveSecond.click();
  await second.getByRole('dialog', { name: tr(ru, 'operator.approveTitle', { number }) }).getByRole('button', { name: tr(ru, 'operator.approve') }).click();
  await expect(second.getByText(tr(ru, 'operator.approved', { number }))).toBeVisible();
  await expect.poll(() => balanceOf(request, org)).toBeCloseTo(before - Number(AMOUNT), 2);

  await first.context().close();
  await second.context().close();
});
