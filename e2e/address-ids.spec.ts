import { expect, test } from '@playwright/test';
import { locale, registerOrganization, signIn, tr } from './fixtures';

/**
 * An address naming a declaration by something that is not an id: the screen says once, in the language of
 * the address, that the declaration is no longer available, with the way home, and asks the server nothing
 * about it. Screenshots at phone and desktop widths are kept with the test's output.
 */

test('a declaration address with a malformed id reads "no longer available" once, in each language', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000); // three languages at two widths, each a fresh page load
  const account = await registerOrganization(request, { tag: 'e2e-ids', password: 'Address#2026pass', name: () => 'შპს მისამართი' });
  await signIn(page, account, 'en');

  const declarationCalls: string[] = [];
  page.on('request', (r) => {
    // the home screen's own lists (left behind by the sign-in, possibly still loading) are not about the address
    const pathname = new URL(r.url()).pathname;
    if (/\/declarations\//.test(pathname) && !pathname.includes('/declarations/organization/')) declarationCalls.push(r.url());
  });

  for (const prefix of ['ge', 'en', 'ru'] as const) {
    const t = locale(prefix, 'declarations');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/${prefix}/declaration/view/not-an-id`);
      const main = page.locator('main');
      await expect(main.getByRole('alert')).toHaveText(tr(t, 'errors.notAvailable'));
      await expect(main.getByText(tr(t, 'errors.notAvailable'), { exact: true })).toHaveCount(1);
      await expect(main.getByRole('button', { name: tr(locale(prefix, 'common'), 'actions.retry') })).toHaveCount(0);
      const home = main.getByRole('link', { name: tr(t, 'actions.backHome') });
      await expect(home).toHaveAttribute('href', `/${prefix}`);
      // nothing spills sideways on a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`not-available-${prefix}-${width}.png`), fullPage: true });
    }
  }
  expect(declarationCalls).toEqual([]);

  // the way home works
  await page.getByRole('main').getByRole('link', { name: tr(locale('ru', 'declarations'), 'actions.backHome') }).click();
  await expect(page).toHaveURL(/\/ru\/?$/);
});
