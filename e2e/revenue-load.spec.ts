import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, LANG_OF_PREFIX, signInOperator, type Prefix } from './fixtures';

/**
 * The Revenue Service's filings in the back office, each language in turn: the operator picks a CSV whose
 * third row has a wrong personal number and sees that row and column refused in the interface's language;
 * then loads a good file (a month of 2018 of its own for each language, so no other spec's month changes)
 * and sees the rows, organizations and rejected rows, and the load among the recent ones.
 */
const EMPLOYER_CODE = DEMO.employer.code;
const MONTH = { ge: 1, en: 2, ru: 3 } as const;
const HEADER = 'organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution';
/** The server's refusal of a personal number (packages/domain/src/i18n/catalogues), row 3. */
const REFUSAL: Record<Prefix, string> = {
  en: 'Row 3, column personal_number: “0200202020” is not a personal number of 11 digits.',
  ge: 'სტრიქონი 3, სვეტი personal_number: „0200202020“ არ არის 11-ნიშნა პირადი ნომერი.',
  ru: 'Строка 3, столбец personal_number: «0200202020» не является личным номером из 11 цифр.',
};
type Tree = { [key: string]: unknown };

const texts = (prefix: Prefix): Tree => JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${LANG_OF_PREFIX[prefix]}/revenueLoad.json`, import.meta.url), 'utf8')) as Tree;
function tr(tree: Tree, key: string): string {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], tree);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value;
}

test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  context = await browser.newContext();
  page = await context.newPage();
  await signInOperator(page);
});
test.afterAll(async () => context.close());

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the operator loads the Revenue Service's filings; a bad row is refused with its row and column (${prefix})`, async () => {
    test.setTimeout(90_000);
    const t = texts(prefix);
    const month = MONTH[prefix];
    const good = [
      HEADER,
      `${EMPLOYER_CODE},2018,${month},01001010101,ბერიძე,1500.00,294.00,30.00`,
      `${EMPLOYER_CODE},2018,${month},02002020202,გელაშვილი,"1 200,00",235.20,24.00`,
    ].join('\r\n');
    const bad = good.replace('02002020202', '0200202020');
    const fileName = `rs-2018-${String(month).padStart(2, '0')}-${prefix}.csv`;

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/operator`);
    await page.getByRole('link', { name: tr(t, 'nav'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/operator/revenue-service$`));
    await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();
    await expect(page.getByRole('list', { name: tr(t, 'layout.title') }).getByText('personal_number', { exact: true })).toBeVisible();

    // the bad file: refused, with the row and the column, in the interface's language
    await page.locator('input[type="file"]').setInputFiles({ name: `bad-${fileName}`, mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: tr(t, 'upload.submit'), exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: tr(t, 'upload.refused') });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(REFUSAL[prefix]);
    await expect(page.getByRole('status').filter({ hasText: tr(t, 'result.title') })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`revenue-load-${prefix}-refused-1440.png`), fullPage: true });

    // the good file, picked and loaded from the keyboard
    await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(refusal).toBeHidden();
    const submit = page.getByRole('button', { name: tr(t, 'upload.submit'), exact: true });
    await submit.focus();
    await page.keyboard.press('Enter');
    // asked first: the file's organization months, rows stored now against rows of the file
    const preview = page.getByRole('dialog', { name: tr(t, 'preview.title') });
    const months = preview.getByRole('table', { name: tr(t, 'preview.tableLabel') });
    await expect(months.getByRole('row').filter({ hasText: EMPLOYER_CODE })).toContainText(EMPLOYER_CODE);
    await expect(months.getByRole('row')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath(`revenue-preview-${prefix}-1440.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(preview).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`revenue-preview-${prefix}-390.png`) });
    await page.setViewportSize({ width: 1440, height: 1000 });
    // the confirming button has the focus: Enter loads
    await page.keyboard.press('Enter');
    await expect(preview).toBeHidden();
    const result = page.getByRole('status').filter({ hasText: tr(t, 'result.title') });
    await expect(result).toBeVisible();
    await expect(page.getByTestId('revenue-rows')).toHaveText('2');
    await expect(page.getByTestId('revenue-organizations')).toHaveText('1');
    await expect(page.getByTestId('revenue-rejected')).toHaveText('0');
    await expect(page.getByTestId('revenue-months')).toHaveText('1');

    const recent = page.getByRole('table', { name: tr(t, 'recent.title') });
    const row = recent.getByRole('row').filter({ hasText: fileName });
    await expect(row).toBeVisible();
    await expect(row).toContainText(EMPLOYER_CODE);
    await page.screenshot({ path: test.info().outputPath(`revenue-load-${prefix}-1440.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(result).toBeVisible();
    // on a phone the loads are cards
    await expect(page.getByRole('list', { name: tr(t, 'recent.title') }).getByRole('listitem').filter({ hasText: fileName })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`revenue-load-${prefix}-390.png`), fullPage: true });

    // the same file again: the preview names the stored rows it would replace; cancelled, nothing changes
    await page.getByRole('button', { name: tr(t, 'upload.submit'), exact: true }).click();
    await expect(preview.getByRole('note')).toContainText(tr(t, 'preview.replaces').split('{{')[0]!);
    await expect(months.getByRole('row').filter({ hasText: EMPLOYER_CODE })).toContainText('2 → 2');
    await page.screenshot({ path: test.info().outputPath(`revenue-preview-replace-${prefix}-390.png`) });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.screenshot({ path: test.info().outputPath(`revenue-preview-replace-${prefix}-1440.png`) });
    await preview.getByRole('button', { name: tr(t, 'preview.cancel'), exact: true }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByTestId('revenue-rows')).toHaveCount(0);
    await expect(recent.getByRole('row').filter({ hasText: fileName })).toHaveCount(1);
  });
}
