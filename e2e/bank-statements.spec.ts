import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, locale, signedInOperatorPage, tr, userToken } from './fixtures';

/**
 * Bank statements in the back office, each language in turn: the operator loads a CSV statement, one payment
 * finds the demo employer by its code, the other waits and is matched by hand; the employer's balance
 * follows both. The database is shared by every spec of a run, so the balance is compared before and after.
 */
const EMPLOYER_CODE = DEMO.employer.code;

async function transactionNumbers(request: APIRequestContext): Promise<string[]> {
  const token = await userToken(request, DEMO.employer);
  const res = await request.get('/api/finance/v1/declarations/org-transactions-list?pageSize=100', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: { items: { number: string }[] } }).result.items.map((i) => i.number);
}

/** A camt.053.001.08 statement of the agency's account: a batch entry of two transfers (one of the employer, one of nobody), a payment and its return. */
function camt(run: string): string {
  const party = (code?: string) => (code ? `<RltdPties><Dbtr><Pty><Nm>შპს „ქართული სავაჭრო ქსელი“</Nm><Id><OrgId><Othr><Id>${code}</Id></Othr></OrgId></Id></Pty></Dbtr></RltdPties>` : '');
  const tx = (ref: string, amount: string, code?: string, text = 'საპენსიო შენატანი') =>
    `<TxDtls><Refs><EndToEndId>${ref}</EndToEndId></Refs><Amt Ccy="GEL">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>${party(code)}<RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls>`;
  const ntry = (ref: string, amount: string, ind: string, txs: string) =>
    `<Ntry><Amt Ccy="GEL">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-24</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef><NtryDtls>${txs}</NtryDtls></Ntry>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>E2E-${run}</MsgId><CreDtTm>2026-11-24T18:00:00</CreDtTm></GrpHdr>` +
    `<Stmt><Id>E2E-${run}</Id><CreDtTm>2026-11-24T18:00:00</CreDtTm><Acct><Id><IBAN>GE10NB0331100000000001</IBAN></Id><Ccy>GEL</Ccy></Acct>` +
    ntry(`B-${run}`, '27.00', 'CRDT', tx(`B1-${run}`, '20.00', EMPLOYER_CODE) + tx(`B2-${run}`, '7.00', undefined, 'შენატანი')) +
    ntry(`C-${run}`, '5.00', 'CRDT', tx(`C1-${run}`, '5.00', EMPLOYER_CODE)) +
    ntry(`R-${run}`, '5.00', 'DBIT', `<TxDtls><Refs><EndToEndId>C-${run}</EndToEndId></Refs><Amt Ccy="GEL">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><RtrInf><Rsn><Cd>AC04</Cd></Rsn></RtrInf></TxDtls>`) +
    `</Stmt></BkToCstmrStmt></Document>`
  );
}

async function balance(request: APIRequestContext): Promise<number> {
  const token = await userToken(request, DEMO.employer);
  const res = await request.get('/api/finance/v1/declarations/org-balance', { headers: { authorization: `Bearer ${token}` } });
  return Number(((await res.json()) as { result: { totalBalance: string } }).result.totalBalance);
}

test.describe.configure({ mode: 'serial' });
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await signedInOperatorPage(browser);
});
test.afterAll(async () => page.context().close());

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the operator loads a statement and matches a payment by hand; the employer's balance follows (${prefix})`, async ({ request }) => {
    test.setTimeout(90_000);
    const t = locale(prefix, 'statements');
    const run = `${prefix}-${Date.now()}`;
    const before = await balance(request);
    const csv = [
      'account,reference,booking_date,amount,currency,direction,payer_code,payer_name,remittance',
      `GE10NB0331100000000001,E2E-${run}-1,2026-11-23,12.34,GEL,CRDT,${EMPLOYER_CODE},შპს „ქართული სავაჭრო ქსელი“,საპენსიო შენატანები`,
      `GE10NB0331100000000001,E2E-${run}-2,2026-11-23,5.66,GEL,CRDT,,უცნობი გადამხდელი,შენატანი`,
      'GE10NB0331100000000001,E2E-' + run + '-3,2026-11-23,1.00,GEL,DBIT,,,საკომისიო',
    ].join('\n');

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/operator/bank-statements`);
    await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: tr(t, 'upload.submit'), exact: true }).click();
    const result = page.getByRole('status').filter({ hasText: tr(t, 'result.title') });
    await expect(result).toBeVisible();
    await expect(page.getByTestId('statement-matched')).toHaveText('1');
    await expect(page.getByTestId('statement-unmatched')).toHaveText('1');
    await expect(page.getByTestId('statement-ignored')).toHaveText('1');
    await page.screenshot({ path: test.info().outputPath(`statements-${prefix}-1440.png`), fullPage: true });

    // the payment that found nobody, matched by hand
    await page.getByLabel(tr(t, 'queue.search')).fill(`E2E-${run}-2`);
    await page.getByRole('button', { name: tr(t, 'queue.find'), exact: true }).click();
    await page.getByRole('button', { name: tr(t, 'queue.matchEntry', { reference: `E2E-${run}-2` }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr(t, 'match.code')).fill(EMPLOYER_CODE);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`statements-${prefix}-match-390.png`) });
    await dialog.getByRole('button', { name: tr(t, 'match.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: tr(t, 'queue.matchEntry', { reference: `E2E-${run}-2` }) })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`statements-${prefix}-390.png`), fullPage: true });

    expect(Math.round((await balance(request)) * 100)).toBe(Math.round(before * 100) + 1234 + 566);
  });
}

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`a camt.053 with a batch entry, a return and an unmatched credit: the queue says why, the employer follows (${prefix})`, async ({ request }) => {
    test.setTimeout(90_000);
    const t = locale(prefix, 'statements');
    const run = `${prefix}${Date.now()}`;
    const before = await balance(request);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/operator/bank-statements`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(camt(run)) });
    await page.getByRole('button', { name: tr(t, 'upload.submit'), exact: true }).click();
    await expect(page.getByTestId('statement-matched')).toHaveText('2');
    await expect(page.getByTestId('statement-unmatched')).toHaveText('1');
    await expect(page.getByTestId('statement-returns')).toHaveText('1');

    await page.getByLabel(tr(t, 'queue.search')).fill(`B-${run}`);
    await page.getByRole('button', { name: tr(t, 'queue.find'), exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: `B-${run}/B2-${run}` });
    await expect(row).toContainText(tr(t, 'reason.noCode'));
    await page.screenshot({ path: test.info().outputPath(`statements-camt-${prefix}-1440.png`), fullPage: true });

    await page.getByRole('tab', { name: tr(t, 'lists.debitsTab') }).click();
    await expect(page.getByTestId('debits-list').getByRole('row').filter({ hasText: `R-${run}` })).toContainText(tr(t, 'lists.returnOf', { reference: `C-${run}`, code: EMPLOYER_CODE }));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`statements-debits-${prefix}-390.png`), fullPage: true });

    expect(Math.round((await balance(request)) * 100)).toBe(Math.round(before * 100) + 2000);
    const numbers = await transactionNumbers(request);
    expect(numbers).toContain(`B-${run}/B1-${run}`);
    expect(numbers).not.toContain(`C-${run}`);
  });
}
