import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, locale, signedInOperatorPage, tr, userToken } from './fixtures';

/**
 * Bank statements in the back office, each language in turn: the operator loads a CSV statement, one payment
 * finds the demo employer by its code, the other waits and is matched by hand; the employer's balance
 * follows both. The database is shared by every spec of a run, so the balance is compared before and after.
 */
const EMPLOYER_CODE = DEMO.employer.code;

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
      `GE12NB0331100000000001,E2E-${run}-1,2026-11-23,12.34,GEL,CRDT,${EMPLOYER_CODE},შპს „ქართული სავაჭრო ქსელი“,საპენსიო შენატანები`,
      `GE12NB0331100000000001,E2E-${run}-2,2026-11-23,5.66,GEL,CRDT,,უცნობი გადამხდელი,შენატანი`,
      'GE12NB0331100000000001,E2E-' + run + '-3,2026-11-23,1.00,GEL,DBIT,,,საკომისიო',
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
