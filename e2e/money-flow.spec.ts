import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  AGENCY_ACCOUNT,
  enrolSecondFactor,
  stepUpPage,
  locale,
  pdfText,
  plain,
  readCorrespondence,
  registerOrganization,
  signedInOperatorPage,
  signIn,
  tr,
  monthsAgo,
  submittedDeclaration,
  type Organization,
  type Prefix,
} from './fixtures';

/**
 * An organization's money from end to end, in each language, each with an employer of its own registered for
 * it: the operator loads a camt.053 statement that pays the organization by its code, and the employer's
 * balance and transactions show the payment to the tetri; a declaration submitted after its deadline gets its
 * fine from the operator's fines screen, the employer sees it payable, then paid after the next statement; the
 * employer adds a bank account and asks for a refund with a document, the operator approves it and the balance
 * follows; the employer downloads the payment order of an open declaration, a PDF with Georgian text.
 */
const F = '/api/finance/v1';
const PASSWORD = 'Money#2026pass';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** An amount in tetri as any of the three languages writes it (sign left out): 1234.50, 1 234,50, 1,234.50. */
function money(tetri: number): RegExp {
  const abs = Math.abs(tetri);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f,.]?');
  return new RegExp(`${whole}[.,]${String(abs % 100).padStart(2, '0')}(?!\\d)`);
}

const toTetri = (amount: string) => Math.round(Number(amount) * 100);

/** A valid Georgian IBAN: ISO 13616 check digits computed here. */
function iban(bankCode: string, account: string): string {
  const digits = [...`${bankCode}${account}GE00`].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  return `GE${String(98n - (BigInt(digits) % 97n)).padStart(2, '0')}${bankCode}${account}`;
}

/** A bank's camt.053.001.08 statement of the agency's account: credit transfers from organizations, each by its code. */
function camt053(id: string, entries: { reference: string; amount: number; payerCode: string; payerName: string }[]): Buffer {
  const today = new Date().toISOString().slice(0, 10);
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const ntry = entries.map(
    (e) =>
      `<Ntry><NtryRef>${e.reference}</NtryRef><Amt Ccy="GEL">${plain(e.amount)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
      `<BookgDt><Dt>${today}</Dt></BookgDt><ValDt><Dt>${today}</Dt></ValDt><AcctSvcrRef>${e.reference}</AcctSvcrRef>` +
      `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>` +
      `<NtryDtls><TxDtls><Refs><AcctSvcrRef>${e.reference}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs><Amt Ccy="GEL">${plain(e.amount)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>` +
      `<RltdPties><Dbtr><Pty><Nm>${esc(e.payerName)}</Nm><Id><OrgId><Othr><Id>${e.payerCode}</Id><SchmeNm><Cd>TXID</Cd></SchmeNm></Othr></OrgId></Id></Pty></Dbtr>` +
      `<DbtrAcct><Id><IBAN>${iban('TB', '0000000' + e.payerCode)}</IBAN></Id></DbtrAcct></RltdPties>` +
      `<RmtInf><Ustrd>საპენსიო შენატანი ${e.payerCode}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  );
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>` +
      `<GrpHdr><MsgId>${id}</MsgId><CreDtTm>${today}T18:00:00</CreDtTm></GrpHdr>` +
      `<Stmt><Id>${id}</Id><CreDtTm>${today}T18:00:00</CreDtTm><FrToDt><FrDtTm>${today}T00:00:00</FrDtTm><ToDtTm>${today}T23:59:59</ToDtTm></FrToDt>` +
      `<Acct><Id><IBAN>${AGENCY_ACCOUNT}</IBAN></Id><Ccy>GEL</Ccy></Acct>\n${ntry.join('\n')}\n</Stmt></BkToCstmrStmt></Document>\n`,
  );
}

/** The month `back` months before this one (Tbilisi time). */
async function balanceOf(request: APIRequestContext, employer: Organization): Promise<number> {
  const res = await request.get(`${F}/declarations/org-balance`, { headers: { authorization: `Bearer ${employer.token}` } });
  return toTetri(((await res.json()) as { result: { totalBalance: string } }).result.totalBalance);
}

// one operator session for the whole file: a one-time code is accepted once per 30 seconds
test.describe.configure({ mode: 'serial' });
let operator: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  operator = await signedInOperatorPage(browser, { viewport: { width: 1440, height: 1000 } });
});
test.afterAll(async () => operator.context().close());

/** The operator loads a statement on the bank statements screen; every entry finds the organization by its code. */
async function loadStatement(prefix: Prefix, file: Buffer, entries: number) {
  const t = locale(prefix, 'statements');
  await operator.goto(`/${prefix}/operator/bank-statements`);
  await expect(operator.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();
  await operator.locator('input[type="file"]').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: file });
  await operator.getByRole('button', { name: tr(t, 'upload.submit'), exact: true }).click();
  await expect(operator.getByRole('status').filter({ hasText: tr(t, 'result.title') })).toBeVisible();
  await expect(operator.getByTestId('statement-matched')).toHaveText(String(entries));
  await expect(operator.getByTestId('statement-unmatched')).toHaveText('0');
}

/** The balance in the summary of the detailed balance screen. */
async function expectBalanceOnScreen(page: Page, prefix: Prefix, tetri: number) {
  const t = locale(prefix, 'balance');
  await page.goto(`/${prefix}/detailed-balance`);
  await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();
  // the summary of the screen, and the info bar above every screen
  const summary = page.locator('div.mantine-Paper-root').filter({ has: page.getByText(tr(t, 'summary.balance'), { exact: true }) }).first();
  await expect(summary).toContainText(money(tetri));
  const infoBar = page.getByRole('region', { name: tr(locale(prefix, 'layout'), 'infoBar.label') });
  await expect(infoBar).toContainText(money(tetri));
}

/** The fine's payment state on the "deadline and fines" tab of the declaration. */
async function expectFineState(page: Page, prefix: Prefix, declarationId: string, state: 'payable' | 'paid') {
  const d = locale(prefix, 'declarations');
  await page.goto(`/${prefix}/declaration/view/${declarationId}`);
  await page.getByRole('tab', { name: tr(d, 'editor.tabs.penalty') }).click();
  const fines = page.getByRole('tabpanel').getByRole('table');
  await expect(fines).toContainText(tr(d, 'penalty.statuses.valid'));
  await expect(fines).toContainText(tr(d, `penalty.paymentTypes.${state}`));
  await expect(fines).toContainText(money(50_000));
}

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`an organization's money: statement, balance, transactions, fine, refund and payment order (${prefix})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const run = `${prefix.toUpperCase()}${Date.now()}`;
    const employer = await registerOrganization(request, { tag: `money-${prefix}`, password: PASSWORD, name: (code) => `შპს ფულის ნაკადი ${prefix} ${code}` });
    // a month three months back, submitted today: after the 15th of the following month, so late
    const late = await submittedDeclaration(request, employer, monthsAgo(3), '1000.00');
    const due = toTetri(late.totals.totalContribution);
    expect(due).toBeGreaterThan(0);
    expect(await balanceOf(request, employer)).toBe(-due);
    // its bank account and refund request need two-step verification (decision 0104)
    const factor = await enrolSecondFactor(request, employer.token);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, employer, prefix, factor);
    await readCorrespondence(page);

    // 1. the operator loads a camt.053 statement paying the organization by its code
    const first = 1234;
    await loadStatement(prefix, camt053(`${run}-1`, [{ reference: `${run}-1`, amount: first, payerCode: employer.code, payerName: employer.name }]), 1);
    expect(await balanceOf(request, employer)).toBe(first - due);
    await expectBalanceOnScreen(page, prefix, first - due);
    const tx = locale(prefix, 'transactions');
    await page.goto(`/${prefix}/detailed-balance/transactions`);
    await expect(page.getByRole('heading', { level: 1, name: tr(tx, 'title') })).toBeVisible();
    const payments = page.getByRole('table');
    await expect(payments.getByRole('row')).toHaveCount(2);
    // the amount column, to the tetri
    await expect(payments.getByRole('row').nth(1).getByRole('cell').nth(5)).toContainText(money(first));
    await expect(payments.getByRole('row').nth(1)).toContainText(employer.code);
    await expect(page.getByText(tr(tx, 'sums.transactions')).locator('..')).toContainText(money(first));

    // 2. the late declaration is a candidate on the operator's fines screen; the fine is imposed from there
    const f = locale(prefix, 'fines');
    await operator.goto(`/${prefix}/operator/fines`);
    await operator.getByRole('link', { name: tr(f, 'nav') }).waitFor();
    await operator.getByLabel(tr(f, 'filters.organizationCode')).fill(employer.code);
    await operator.getByRole('button', { name: tr(f, 'filters.apply'), exact: true }).click();
    const number = late.declarationNumber!;
    await operator.getByRole('button', { name: tr(f, 'candidates.imposeOf', { number }) }).click();
    const impose = operator.getByRole('dialog', { name: tr(f, 'impose.title') });
    await expect(impose.getByLabel(tr(f, 'impose.amount'))).toHaveValue('500.00');
    await impose.getByRole('button', { name: tr(f, 'impose.next') }).click();
    const confirm = operator.getByRole('dialog', { name: tr(f, 'impose.confirmTitle') });
    await expect(confirm).toContainText(employer.code);
    await confirm.getByRole('button', { name: tr(f, 'impose.confirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(operator.getByRole('button', { name: tr(f, 'candidates.imposeOf', { number }) })).toBeHidden();
    const imposed = operator.getByRole('table', { name: tr(f, 'list.title') }).getByRole('row').filter({ hasText: number });
    await expect(imposed).toContainText(tr(locale(prefix, 'common'), 'fineStatus.valid'));
    await expect(imposed).toContainText(tr(f, 'payment.payable'));
    expect(await balanceOf(request, employer)).toBe(first - due - 50_000);
    await expectFineState(page, prefix, late.id, 'payable');

    // 3. the next statement pays the rest, the fine and 100.00 more: the fine is paid, the balance 100.00
    const second = due - first + 50_000 + 10_000;
    await loadStatement(prefix, camt053(`${run}-2`, [{ reference: `${run}-2`, amount: second, payerCode: employer.code, payerName: employer.name }]), 1);
    expect(await balanceOf(request, employer)).toBe(10_000);
    await expectFineState(page, prefix, late.id, 'paid');
    await expectBalanceOnScreen(page, prefix, 10_000);

    // 4. a bank account of the organization's own, then a refund of 40.50 with a document (the second factor
    // given again just before: the sign-in's counts for 5 minutes only)
    await stepUpPage(page, factor);
    const p = locale(prefix, 'parameters');
    await page.goto(`/${prefix}/parameters`);
    const form = page.getByRole('form', { name: tr(p, 'form.title') });
    const bank = form.getByRole('combobox', { name: tr(p, 'form.bank') });
    await bank.selectOption((await bank.locator('option', { hasText: '(LB)' }).getAttribute('value'))!);
    const account = iban('LB', `04051122${employer.code.slice(1)}`);
    await form.getByRole('textbox', { name: tr(p, 'form.accountNumber') }).fill(account);
    await form.getByRole('button', { name: tr(p, 'form.submit') }).click();
    const grouped = account.replace(/(.{4})(?=.)/g, '$1 ');
    await expect(page.getByRole('list', { name: tr(p, 'accounts.listLabel') }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: tr(p, 'accounts.listLabel') })).toContainText(grouped);

    const r = locale(prefix, 'refunds');
    const refund = 4050;
    await page.goto(`/${prefix}/detailed-balance/refunds`);
    await expect(page.getByRole('heading', { level: 1, name: tr(r, 'title') })).toBeVisible();
    await page.getByRole('button', { name: tr(r, 'newRequest') }).click();
    const request_ = page.getByRole('form', { name: tr(r, 'form.createTitle') });
    await request_.getByRole('textbox', { name: tr(r, 'form.amount') }).fill(plain(refund));
    await expect(request_.getByRole('combobox', { name: tr(r, 'form.account') })).not.toHaveValue('');
    await request_.locator('input[type="file"]').setInputFiles({ name: `application-${prefix}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await request_.getByRole('combobox', { name: tr(locale(prefix, 'common'), 'typedDocuments.type', { name: `application-${prefix}.pdf` }) }).selectOption('application');
    await request_.getByRole('button', { name: tr(r, 'form.submit') }).click();
    await expect(request_).toBeHidden();
    const asked = page.getByRole('table', { name: tr(r, 'table.caption') }).getByRole('row').filter({ hasText: tr(r, 'status.new') });
    await expect(asked).toHaveCount(1);
    const refundNumber = (await asked.getByRole('cell').first().innerText()).trim();
    // asked, not paid: the balance is the same
    expect(await balanceOf(request, employer)).toBe(10_000);

    await operator.goto(`/${prefix}/operator/refunds`);
    await operator.getByRole('button', { name: tr(r, 'operator.approveOf', { number: refundNumber }) }).click();
    const approve = operator.getByRole('dialog', { name: tr(r, 'operator.approveTitle', { number: refundNumber }) });
    await expect(approve).toContainText(grouped);
    await approve.getByRole('button', { name: tr(r, 'operator.approve') }).click();
    await expect(operator.getByText(tr(r, 'operator.approved', { number: refundNumber }))).toBeVisible();
    expect(await balanceOf(request, employer)).toBe(10_000 - refund);
    await expectBalanceOnScreen(page, prefix, 10_000 - refund);

    // 5. a new declaration owes more than the balance covers: its payment order is a PDF with Georgian text
    const open = await submittedDeclaration(request, employer, monthsAgo(2), '10000.00');
    expect(toTetri(open.totals.totalContribution)).toBeGreaterThan(10_000 - refund);
    await page.goto(`/${prefix}/declaration/view/${open.id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: tr(tx, 'paymentOrder.button') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('საგადახდო დავალება');
    expect(text).toContain(`დეკლარაცია ${open.declarationNumber}`);
    expect(text).toContain(employer.code);
    expect(text).toMatch(money(toTetri(open.totals.totalContribution) - (10_000 - refund)));
  });
}
