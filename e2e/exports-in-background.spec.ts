import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { PortalProcess } from '../apps/server/src/test/portal-process.ts';
import { DEMO, locale, readCorrespondence, signIn, tr } from './fixtures';
import { portalOfItsOwn } from './own-portal';

/**
 * An export the server is still writing when its request stops waiting (docs/decisions/0088): the portal here
 * runs in a process of its own with `LOAD_WAIT_MS=0` and `EXPORT_JOB_ROWS=0`, so every export with a row is
 * written by a job and answered 202. The screen says in its language that the file is being prepared, asks for
 * it by its id, and downloads it when it is written: the employer's payments, in each language.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
let portal: PortalProcess;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  portal = await portalOfItsOwn('exports', { LOAD_WAIT_MS: '0', EXPORT_JOB_ROWS: '0' });
});
test.afterAll(async () => {
  await portal?.stop();
});

/** A page of its own per language: each signs in afresh. */
async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: portal.base, locale: 'ka-GE', acceptDownloads: true });
  return { context, page: await context.newPage() };
}

const HEADER = { ge: 'ნომერი', en: 'Number', ru: 'Номер' } as const;

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the payments' export answered 202 is prepared, then downloaded (${prefix})`, async ({ browser }) => {
    const t = locale(prefix, 'transactions');
    const notice = locale(prefix, 'exports');
    const { context, page } = await freshPage(browser);
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);
    await page.goto(`/${prefix}/detailed-balance/transactions`);
    await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();
    const accepted = page.waitForResponse((r) => r.url().includes('/org-transactions-list/export'));
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: tr(t, 'export.button') }).click();
    expect((await accepted).status()).toBe(202);
    await expect(page.getByText(tr(notice, 'preparing'))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`export-preparing-${prefix}.png`) });
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^transactions-.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    expect(book.worksheets[0]!.getCell('A1').value).toBe(HEADER[prefix]);
    await context.close();
  });
}
