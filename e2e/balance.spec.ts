import { expect, test } from '@playwright/test';
import { DEMO, locale, signIn, tr, type Prefix, readCorrespondence } from './fixtures';

/** Detailed balance: two years of the demo employer's ledger, month by month, a month's movements, in each language. */

const texts: Record<Prefix, { title: string; caption: string; close: string }> = {
  en: { title: 'Detailed balance', caption: 'Balance by month, newest first', close: 'Close' },
  ge: { title: 'დეტალური ბალანსი', caption: 'ბალანსი თვეების მიხედვით, უახლესი პირველი', close: 'დახურვა' },
  ru: { title: 'Детальный баланс', caption: 'Баланс по месяцам, сначала новые', close: 'Закрыть' },
};

for (const prefix of ['en', 'ge', 'ru'] as const) {
  test(`the employer reads its balance month by month and a month's movements (${prefix})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);
    await page.goto(`/${prefix}/detailed-balance`);
    const t = texts[prefix];
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const table = page.getByRole('table', { name: t.caption });
    // two years of months, and the chart of the last 24
    // (waited for: the heading shows before the months arrive)
    await expect(table.getByRole('row').nth(24)).toBeVisible();
    // the chart: axes, and a bar that tells its month and amount on hover and on keyboard focus
    const bars = page.getByTestId('balance-chart').getByRole('img');
    await expect(bars.first()).toBeVisible();
    const lastBar = bars.last();
    const said = (await lastBar.getAttribute('aria-label'))!;
    expect(said).toMatch(/\d{4}: .*\d/);
    await lastBar.hover();
    await expect(page.getByTestId('balance-chart-readout')).toHaveText(said);
    await page.mouse.move(0, 0);
    await bars.first().focus();
    await expect(page.getByTestId('balance-chart-readout')).toHaveText((await bars.first().getAttribute('aria-label'))!);
    await page.screenshot({ path: test.info().outputPath(`balance-${prefix}-chart-1440.png`) });
    await page.screenshot({ path: test.info().outputPath(`balance-${prefix}-1440.png`), fullPage: false });
    // the newest month with movements opens its movements in a drawer (the current month may have none yet)
    await table.getByRole('row').filter({ has: page.getByRole('button') }).first().getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('table')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`balance-${prefix}-drawer-1440.png`) });
    await drawer.getByRole('button', { name: t.close }).click();
    await expect(drawer.getByRole('table')).toBeHidden();
    // the month of the demo refund paid out: the system's reason in the reader's language, never the Georgian
    // sentence a portal seeded before the reasons were codes held
    await table.locator('tbody tr').filter({ has: page.locator('td:nth-child(5)', { hasText: /1\D?200/ }) }).getByRole('button').click();
    const refund = tr(locale(prefix, 'balance'), 'systemReasons.refund', { number: '@' }).split('@')[0]!;
    await expect(drawer.getByText(new RegExp(`^${refund.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}R-\\d+$`))).toBeVisible();
    await expect(drawer.getByText('ზედმეტად გადახდილი შენატანების დაბრუნება')).toHaveCount(0);
    await drawer.getByRole('button', { name: t.close }).click();
    await expect(drawer.getByRole('table')).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // on a phone the summary stacks and the months table scrolls sideways within itself
    await expect(page.getByRole('table', { name: t.caption })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`balance-${prefix}-390.png`), fullPage: true });
    await page.getByTestId('balance-chart').screenshot({ path: test.info().outputPath(`balance-${prefix}-chart-390.png`) });
  });
}
