import { expect, test } from '@playwright/test';
import { DEMO, locale, readCorrespondence, sessionApi, signIn, tr } from './fixtures';

/**
 * Long pages on a phone: the comparison with the Revenue Service draws a card only for a month that holds
 * something (a filed declaration or the Service's data), so the page grows with what there is to read, not by
 * twelve cards of dashes.
 */
type Year = { result: { year: number; months: { month: number; revenueLoaded: boolean; declared: boolean }[] } };

for (const account of [DEMO.employer, DEMO.self]) {
  test(`the Revenue Service comparison on a phone shows only the months that hold something (${account.username})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, account, 'ge');
    await readCorrespondence(page);
    await page.goto('/ge/declaration/revenue-service-comparison');
    const t = locale('ge', 'revenue');
    // the year in Tbilisi, which the screen opens on
    const year = new Date(Date.now() + 4 * 3_600_000).getUTCFullYear();
    const { result } = (await sessionApi(page, `/api/finance/v1/rs-pa-compare2a?year=${year}`)) as Year;
    const holding = result.months.filter((m) => m.revenueLoaded || m.declared).length;
    const table = page.getByRole('table', { name: tr(t, 'months.caption', { year: result.year }) });
    await expect(table).toBeVisible({ timeout: 30_000 });
    // a row (a card) a month that holds something, and the year's total
    await expect(table.locator('tbody tr')).toHaveCount(holding + 1);
    if (holding < 12) await expect(page.getByText(tr(t, 'months.leftOut', { months: '' }).split(':')[0]!)).toBeVisible();
    const cardHeight = await table.locator('tbody tr').first().evaluate((row) => row.getBoundingClientRect().height);
    const tableHeight = await table.evaluate((el) => el.getBoundingClientRect().height);
    // the table is its cards and no more: about the height of one card each
    expect(tableHeight).toBeLessThan((holding + 1) * (cardHeight + 40) + 200);
  });
}
