import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, dropSecondFactor, enrolSecondFactor, readCorrespondence, signIn, signInOperator, type Prefix, type SecondFactor, sessionApi, userToken } from './fixtures';

/**
 * Refund requests end to end, in each language: the employer asks for a refund with a document from the
 * detailed balance; the operator approves it in the back office; the employer's balance goes down by the
 * amount and the request reads approved. The database is shared by the specs of a run, so amounts are relative.
 */
const LANG = { ge: 'ka', en: 'en', ru: 'ru' } as const;
type Tree = { [key: string]: unknown };

function locale(prefix: Prefix, ns: string): Tree {
  return JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${LANG[prefix]}/${ns}.json`, import.meta.url), 'utf8')) as Tree;
}

function tr(tree: Tree, key: string, vars: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], tree);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => String(vars[name]));
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The organization's balance in tetri, read through the API with the page's session. */
async function balanceOf(page: Page): Promise<number> {
  const { totalBalance } = (await sessionApi(page, '/api/finance/v1/declarations/org-balance')).result as { totalBalance: string };
  return Math.round(Number(totalBalance) * 100);
}

// one operator session for the whole file: a one-time code is accepted once per 30 seconds
test.describe.configure({ mode: 'serial' });
let operatorContext: BrowserContext;
let operator: Page;
// a refund request needs two-step verification (decision 0104): the demo employer has it for this file only
let factor: SecondFactor;

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(90_000);
  factor = await enrolSecondFactor(request, await userToken(request, DEMO.employer));
  operatorContext = await browser.newContext();
  operator = await operatorContext.newPage();
  await signInOperator(operator);
});

test.afterAll(async ({ request }) => {
  await dropSecondFactor(request, DEMO.employer, factor);
  await operatorContext.close();
});

const AMOUNTS: Record<Prefix, string> = { ge: '12.34', en: '23.45', ru: '34.56' };

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the employer asks for a refund with a document, the operator approves it, the balance follows (${prefix})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = locale(prefix, 'refunds');
    const navTexts = locale(prefix, 'transactions');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.employer, prefix, factor);
    await readCorrespondence(page);
    const before = await balanceOf(page);

    // from the detailed balance to the refund requests
    await page.goto(`/${prefix}/detailed-balance`);
    await page.getByRole('link', { name: tr(navTexts, 'nav.refunds') }).click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/detailed-balance/refunds$`));
    await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();

    // the request: amount, the default account (chosen already), bank details filled in from it, a document
    await page.getByRole('button', { name: tr(t, 'newRequest') }).click();
    const form = page.getByRole('form', { name: tr(t, 'form.createTitle') });
    await form.getByRole('textbox', { name: tr(t, 'form.amount') }).fill(AMOUNTS[prefix]);
    await expect(form.getByRole('combobox', { name: tr(t, 'form.account') })).not.toHaveValue('');
    await expect(form.getByRole('textbox', { name: tr(t, 'form.bankDetails') })).toHaveValue(/SWIFT/);
    // without a document it is not sent
    await form.getByRole('button', { name: tr(t, 'form.submit') }).click();
    await expect(form.getByText(tr(t, 'form.documentRequired'))).toBeVisible();
    await form.locator('input[type="file"]').setInputFiles({ name: `application-${prefix}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('combobox', { name: tr(locale(prefix, 'common'), 'typedDocuments.type', { name: `application-${prefix}.pdf` }) }).selectOption('application');
    await form.getByRole('button', { name: tr(t, 'form.submit') }).click();
    await expect(form).toBeHidden();

    const table = page.getByRole('table', { name: tr(t, 'table.caption') });
    const row = table.getByRole('row').filter({ hasText: tr(t, 'status.new') }).first();
    await expect(row).toBeVisible();
    const number = (await row.getByRole('cell').first().innerText()).trim();
    expect(number).toMatch(/^R-\d+$/);
    // asked, not paid: the balance is the same
    expect(await balanceOf(page)).toBe(before);

    // the operator approves it
    await operator.goto(`/${prefix}/operator/refunds`);
    await operator.getByRole('button', { name: tr(t, 'operator.approveOf', { number }) }).click();
    const dialog = operator.getByRole('dialog', { name: tr(t, 'operator.approveTitle', { number }) });
    await dialog.getByRole('button', { name: tr(t, 'operator.approve') }).click();
    await expect(operator.getByText(tr(t, 'operator.approved', { number }))).toBeVisible();
    await expect(operator.getByRole('button', { name: tr(t, 'operator.approveOf', { number }) })).toBeHidden();

    // the employer's balance follows, and the request reads approved with its document
    expect(await balanceOf(page)).toBe(before - Math.round(Number(AMOUNTS[prefix]) * 100));
    await page.reload();
    // a reload on a busy machine may take longer than the default wait
    const approved = page.getByRole('table', { name: tr(t, 'table.caption') }).getByRole('row').filter({ hasText: number });
    await expect(approved).toContainText(tr(t, 'status.approved'), { timeout: 30_000 });
    await approved.getByRole('button', { name: tr(t, 'actions.viewOf', { number }) }).click();
    const view = page.getByRole('dialog', { name: tr(t, 'view.title', { number }) });
    await expect(view).toContainText(`application-${prefix}.pdf`);
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: tr(locale(prefix, 'common'), 'typedDocuments.download', { name: `application-${prefix}.pdf` }) }).click();
    expect((await download).suggestedFilename()).toBe(`application-${prefix}.pdf`);
  });
}
