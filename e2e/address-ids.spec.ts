import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, type Prefix } from './fixtures';

/**
 * An address naming a declaration by something that is not an id: the screen says once, in the language of
 * the address, that the declaration is no longer available, with the way home, and asks the server nothing
 * about it. Screenshots at phone and desktop widths are kept with the test's output.
 */

const LANG: Record<Prefix, string> = { ge: 'ka', en: 'en', ru: 'ru' };
const localesDir = path.resolve(import.meta.dirname, '../apps/web/src/locales');
const locale = <T>(prefix: Prefix, namespace: string) => JSON.parse(readFileSync(path.join(localesDir, LANG[prefix], `${namespace}.json`), 'utf8')) as T;
const declarations = (prefix: Prefix) => locale<{ errors: { notAvailable: string }; actions: { backHome: string } }>(prefix, 'declarations');
const retryText = (prefix: Prefix) => locale<{ actions: { retry: string } }>(prefix, 'common').actions.retry;

test('a declaration address with a malformed id reads "no longer available" once, in each language', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000); // three languages at two widths, each a fresh page load
  const username = `e2e-ids-${Date.now().toString(36)}${randomInt(1000)}`;
  const password = 'Address#2026pass';
  const registered = await request.post('/api/user/v1/registration/legal-entity', {
    data: {
      username,
      password,
      mobile: '+995 599 12 34 56',
      email: `${username}@example.ge`,
      securityQuestionId: 1,
      securityAnswer: 'Tbilisi',
      organizationName: 'შპს მისამართი',
      organizationCode: String(randomInt(100_000_000, 999_999_999)),
      organizationTypeId: 1,
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  await signIn(page, { username, password }, 'en');

  const declarationCalls: string[] = [];
  page.on('request', (r) => {
    // the home screen's own lists (left behind by the sign-in, possibly still loading) are not about the address
    const pathname = new URL(r.url()).pathname;
    if (/\/declarations\//.test(pathname) && !pathname.includes('/declarations/organization/')) declarationCalls.push(r.url());
  });

  for (const prefix of ['ge', 'en', 'ru'] as const) {
    const t = declarations(prefix);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/${prefix}/declaration/view/not-an-id`);
      const main = page.locator('main');
      await expect(main.getByRole('alert')).toHaveText(t.errors.notAvailable);
      await expect(main.getByText(t.errors.notAvailable, { exact: true })).toHaveCount(1);
      await expect(main.getByRole('button', { name: retryText(prefix) })).toHaveCount(0);
      const home = main.getByRole('link', { name: t.actions.backHome });
      await expect(home).toHaveAttribute('href', `/${prefix}`);
      // nothing spills sideways on a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`not-available-${prefix}-${width}.png`), fullPage: true });
    }
  }
  expect(declarationCalls).toEqual([]);

  // the way home works
  await page.getByRole('main').getByRole('link', { name: declarations('ru').actions.backHome }).click();
  await expect(page).toHaveURL(/\/ru\/?$/);
});
