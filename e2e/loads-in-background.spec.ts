import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { PortalProcess } from '../apps/server/src/test/portal-process.ts';
import { DEMO, locale, signInOperator, tr } from './fixtures';
import { portalOfItsOwn } from './own-portal';

/**
 * A load the server is still doing when its request stops waiting (docs/decisions/0083): the portal here runs
 * in a process of its own with `LOAD_WAIT_MS=0`, so every statement and Revenue Service file is answered 202
 * and finished by the job queue. The screens say the file is being loaded, ask after it, and then show what a
 * load answered at once shows; in each language for the statement, in Georgian for the Revenue Service. A letter's
 * send is answered 202 too (docs/decisions/0087): the compose screen says it is being sent and its page shows it
 * sent once its job has addressed it.
 */
const EMPLOYER_CODE = DEMO.employer.code;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
let portal: PortalProcess;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  portal = await portalOfItsOwn('loads', { LOAD_WAIT_MS: '0' });
  context = await browser.newContext({ baseURL: portal.base, locale: 'ka-GE' });
  page = await context.newPage();
  await signInOperator(page);
});
test.afterAll(async () => {
  await context?.close();
  await portal?.stop();
});

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`a statement answered 202 is followed on the screen until its figures show (${prefix})`, async () => {
    const t = locale(prefix, 'statements');
    const run = `${prefix}-${Date.now()}`;
    const csv = [
      'account,reference,booking_date,amount,currency,direction,payer_code,payer_name,remittance',
      `GE10NB0331100000000001,BG-${run}-1,2026-11-23,12.34,GEL,CRDT,${EMPLOYER_CODE},შპს „ქართული სავაჭრო ქსელი“,საპენსიო შენატანები`,
      `GE10NB0331100000000001,BG-${run}-2,2026-11-23,5.66,GEL,CRDT,,უცნობი გადამხდელი,შენატანი`,
    ].join('\n');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/operator/bank-statements`);
    await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();
    const accepted = page.waitForResponse((r) => r.url().endsWith('/bank-statements') && r.request().method() === 'POST');
    await page.locator('input[type="file"]').setInputFiles({ name: `statement-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: tr(t, 'upload.submit'), exact: true }).click();
    expect((await accepted).status()).toBe(202);
    // being loaded, said while the screen asks after it
    await expect(page.getByText(tr(t, 'upload.accepted'))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`statement-accepted-${prefix}-1440.png`) });
    const result = page.getByRole('status').filter({ hasText: tr(t, 'result.title') });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('statement-matched')).toHaveText('1');
    await expect(page.getByTestId('statement-unmatched')).toHaveText('1');
    await expect(page.getByText(tr(t, 'upload.accepted'))).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(result).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`statement-done-${prefix}-390.png`), fullPage: true });
  });
}

test('a Revenue Service file answered 202 is followed until its figures show (ge)', async () => {
  const t = locale('ge', 'revenueLoad');
  const csv = [
    'organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution',
    `${EMPLOYER_CODE},2018,4,01001010101,ბერიძე,1500.00,294.00,30.00`,
  ].join('\r\n');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/ge/operator/revenue-service');
  await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'rs-2018-04.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: tr(t, 'upload.submit'), exact: true }).click();
  const preview = page.getByRole('dialog', { name: tr(t, 'preview.title') });
  await expect(preview).toBeVisible();
  const accepted = page.waitForResponse((r) => r.url().endsWith('/revenue-service/filings') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await accepted).status()).toBe(202);
  await expect(page.getByText(tr(t, 'upload.accepted'))).toBeVisible();
  const result = page.getByRole('status').filter({ hasText: tr(t, 'result.title') });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('revenue-rows')).toHaveText('1');
  await page.screenshot({ path: test.info().outputPath('revenue-done-ge-1440.png'), fullPage: true });
});

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`a letter answered 202 is said to be being sent, and its page shows it sent (${prefix})`, async () => {
    const op = locale(prefix, 'operator');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/operator/compose`);
    await page.getByRole('radio', { name: tr(op, 'compose.kinds.letter') }).check();
    const georgian = page.getByRole('group', { name: tr(op, 'compose.languages.ka') });
    await georgian.getByLabel(tr(op, 'compose.subject')).fill(`გაგზავნა ${prefix} ${Date.now()}`);
    await georgian.getByLabel(tr(op, 'compose.text')).fill('გთხოვთ, გაეცნოთ.');
    await page.getByRole('radio', { name: tr(op, 'compose.modes.one') }).check();
    await page.getByLabel(tr(op, 'compose.recipientCode')).fill(EMPLOYER_CODE);
    const accepted = page.waitForResponse((r) => r.url().endsWith('/operator/v1/letters') && r.request().method() === 'POST');
    await page.getByRole('button', { name: tr(op, 'compose.sendLetter') }).click();
    expect((await accepted).status()).toBe(202);
    await expect(page.getByText(tr(op, 'compose.sending'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/operator/sent/letter/[0-9a-f-]+$`));
    await expect(page.getByText(tr(op, 'sent.status.sent'), { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(tr(op, 'sent.readOf', { read: 0, total: 1 })).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`letter-sent-${prefix}-1440.png`) });
  });
}
