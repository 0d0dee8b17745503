import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO, locale, signInOperator, tr, type Prefix } from './fixtures';

/**
 * Portfolios, each language in turn. The operator opens the portfolio reports from the back office's menu, picks
 * a report whose bonds share is not a number and sees the whole file refused with its line and column, then loads
 * a good report from a file (Georgian: a workbook saved by LibreOffice Calc; English and Russian: a CSV, a month
 * each) and finds the load in the list with who loaded it. The reports are of portfolios nobody in the demo is in,
 * and of months before the demo's three years, so the demo participant's figures do not change. Then the demo
 * participant sees its portfolio, the allocation as a bar and as tables, and the returns; both screens are axe
 * clean. Screenshots at 1440 and 390 px.
 */
const PARTICIPANT = { username: '01001000001', password: 'Demo#2026pass' };
const CSV = readFileSync(new URL('./files/portfolio-report-conservative.csv', import.meta.url), 'utf8');
const WORKBOOK = readFileSync(new URL('../apps/server/src/modules/portfolios/test-files/growth-2019-03.libreoffice.xlsx', import.meta.url));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Geostat's figures of six months (the demo holds the same ones, so loading them again changes no participant's figures). */
const CPI_CSV = readFileSync(new URL('../apps/server/src/modules/portfolios/test-files/cpi-2024-10-to-2025-03.csv', import.meta.url));
const CPI_WORKBOOK = readFileSync(new URL('../apps/server/src/modules/portfolios/test-files/cpi-2024-10-to-2025-03.libreoffice.xlsx', import.meta.url));
const CPI_LOADS: Record<Prefix, { name: string; mimeType: string; buffer: Buffer }> = {
  ge: { name: 'cpi-2024-10-to-2025-03.xlsx', mimeType: XLSX, buffer: CPI_WORKBOOK },
  en: { name: 'cpi-2024-10-to-2025-03.csv', mimeType: 'text/csv', buffer: CPI_CSV },
  ru: { name: 'cpi-ru.csv', mimeType: 'text/csv', buffer: CPI_CSV },
};

/** The file each language loads, and the portfolio and month it is of, as the screen names them. */
const LOADS: Record<Prefix, { name: string; mimeType: string; buffer: Buffer; portfolio: string; month: RegExp }> = {
  ge: { name: 'growth-2019-03.xlsx', mimeType: XLSX, buffer: WORKBOOK, portfolio: 'ზრდაზე ორიენტირებული', month: /2019/ },
  en: { name: 'conservative-2019-01.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV), portfolio: 'Conservative', month: /January 2019/ },
  ru: { name: 'conservative-2019-02.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV.replace('2019-01-31', '2019-02-28')), portfolio: 'Консервативный', month: /2019/ },
};
/** The server's refusal of the bad file (packages/domain/src/i18n/catalogues): line 8 is the bonds' share. */
const REFUSAL: Record<Prefix, string> = {
  en: 'Nothing was loaded: line 8, column “value” is not valid.',
  ge: 'არაფერი ჩატვირთულა: ხაზი 8, სვეტი „value“ არასწორია.',
  ru: 'Ничего не загружено: строка 8, столбец «value» неверен.',
};
const BAD = CSV.replace('asset_class,bonds,34', 'asset_class,bonds,x');
const NAMES: Record<Prefix, { portfolio: string; deposits: string; oneMonth: string }> = {
  ge: { portfolio: 'დაბალანსებული', deposits: 'საბანკო დეპოზიტები', oneMonth: '1 თვე' },
  en: { portfolio: 'Balanced', deposits: 'Bank deposits', oneMonth: '1 month' },
  ru: { portfolio: 'Сбалансированный', deposits: 'Банковские депозиты', oneMonth: '1 месяц' },
};

async function noViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the operator loads a portfolio's monthly report (${prefix})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = locale(prefix, 'operator');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInOperator(page, prefix);
    await page.getByRole('navigation').getByRole('link', { name: tr(t, 'nav.portfolioReports'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(t, 'portfolioReports.title'));

    // the bad file: refused whole, with its line and column, in the interface's language
    // the report's panel comes first; the inflation figures have a load of their own below it
    const input = page.locator('input[type="file"]').first();
    await input.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD) });
    await page.getByRole('button', { name: tr(t, 'portfolioReports.upload.submit'), exact: true }).first().click();
    const refusal = page.getByRole('alert').filter({ hasText: tr(t, 'portfolioReports.upload.refused') });
    await expect(refusal).toBeVisible();
    await expect(page.getByTestId('portfolio-report-refusal')).toHaveText(REFUSAL[prefix]);

    // the good file: loaded, its portfolio and month named, listed among the loads with who loaded it
    const file = LOADS[prefix];
    await input.setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
    await expect(refusal).toBeHidden();
    await page.getByRole('button', { name: tr(t, 'portfolioReports.upload.submit'), exact: true }).first().click();
    const loaded = page.getByRole('status').filter({ hasText: file.portfolio });
    await expect(loaded).toBeVisible();
    await expect(loaded).toContainText(file.month);
    await expect(page.getByTestId('portfolio-report-lines')).toHaveText(prefix === 'ge' ? '15' : '14');
    const row = page.getByTestId('portfolio-load').filter({ hasText: file.name }).first();
    await expect(row).toContainText(DEMO.operator.username);
    await expect(row).toContainText(file.portfolio);

    // the inflation figures: a month that is not a month refuses the whole file; Geostat's six months load,
    // replacing the same figures the demo holds, and are listed among the loads
    const inflation = page.locator('input[type="file"]').nth(1);
    await inflation.setInputFiles({ name: 'cpi-bad.csv', mimeType: 'text/csv', buffer: Buffer.from('month,year_on_year\r\n2025-13,1.0\r\n') });
    await page.getByRole('button', { name: tr(t, 'portfolioReports.upload.submit'), exact: true }).nth(1).click();
    await expect(page.getByRole('alert').filter({ hasText: tr(t, 'portfolioReports.inflation.refused') })).toBeVisible();
    await expect(page.getByTestId('inflation-refusal')).toContainText('2');
    const cpi = CPI_LOADS[prefix];
    await inflation.setInputFiles({ name: cpi.name, mimeType: cpi.mimeType, buffer: cpi.buffer });
    await page.getByRole('button', { name: tr(t, 'portfolioReports.upload.submit'), exact: true }).nth(1).click();
    await expect(page.getByTestId('inflation-months')).toHaveText('6');
    const cpiRow = page.getByTestId('portfolio-load').filter({ hasText: cpi.name }).first();
    await expect(cpiRow).toContainText(tr(t, 'portfolioReports.loads.inflation'));
    await expect(cpiRow).toContainText(DEMO.operator.username);
    await noViolations(page);
    await page.screenshot({ path: test.info().outputPath(`portfolio-reports-${prefix}-1440.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`portfolio-reports-${prefix}-390.png`), fullPage: true });
  });

  test(`the demo participant sees its portfolio, its allocation and returns (${prefix})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = locale(prefix, 'participant');
    const n = NAMES[prefix];
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/login`);
    await page.locator('input[name="username"]').fill(PARTICIPANT.username);
    await page.locator('input[name="password"]').fill(PARTICIPANT.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/participant$`));

    const section = page.getByRole('region', { name: tr(t, 'portfolio.title') });
    // the portfolio is read after the account: on a busy machine it may take a while
    await expect(section.getByTestId('portfolio-name')).toHaveText(n.portfolio, { timeout: 45_000 });
    // the allocation: the bar for the eye, the same figures as a table
    await expect(section.getByTestId('allocation-bar').first()).toBeVisible();
    const byClass = section.getByRole('region', { name: tr(t, 'portfolio.allocation.byClass') });
    await expect(byClass.getByRole('table').getByRole('row')).toHaveCount(5);
    await expect(byClass.getByRole('row', { name: new RegExp(n.deposits) })).toContainText('44');
    const byCurrency = section.getByRole('region', { name: tr(t, 'portfolio.allocation.byCurrency') });
    await expect(byCurrency.getByRole('row', { name: /GEL/ })).toContainText('76');
    // the returns: four periods, dated, the method named; the participant's own beside them
    const returns = section.getByTestId('portfolio-returns');
    await expect(returns.getByRole('row')).toHaveCount(5);
    await expect(returns.getByRole('row').nth(1)).toContainText(n.oneMonth);
    await expect(returns).toContainText(tr(t, 'portfolio.returns.method'));
    await expect(section.getByTestId('own-return')).toContainText(tr(t, 'portfolio.own.method'));
    // inflation over the year beside the year's return, from Geostat's figures
    await expect(returns.getByTestId('inflation-oneYear')).toContainText('%');
    await noViolations(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`portfolio-${prefix}-1440.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section.getByTestId('portfolio-name')).toBeVisible();
    // a phone folds the allocation and the holdings behind buttons that name them; a tap opens them
    await expect(byClass).toBeHidden();
    const allocation = section.getByRole('button', { name: tr(t, 'portfolio.fold.allocation'), exact: true });
    await expect(allocation).toHaveAttribute('aria-expanded', 'false');
    await allocation.click();
    await expect(byClass.getByRole('row', { name: new RegExp(n.deposits) })).toContainText('44');
    await expect(section.getByRole('button', { name: tr(t, 'portfolio.fold.hide'), exact: true })).toHaveAttribute('aria-expanded', 'true');
    // nothing of the section is wider than the phone
    expect(await section.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`portfolio-${prefix}-390.png`), fullPage: true });
  });
}
