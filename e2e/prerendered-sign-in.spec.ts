import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './fixtures';

/**
 * The sign-in page pre-rendered at build time (apps/web/build/prerender.ts): the form is in the HTML, usable
 * before the script arrives, and the app takes it over in place with what was typed.
 */

/** Holds back the requests matching `url` until the answer's `release` is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const takenOver = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-prerendered'));

test.describe('pre-rendered sign-in page', () => {
  for (const [prefix, lang, username, submit] of [
    ['en', 'en', 'Username', 'Sign in'],
    ['ge', 'ka', 'მომხმარებლის სახელი', 'შესვლა'],
    ['ru', 'ru', 'Имя пользователя', 'Войти'],
  ] as const) {
    test(`/${prefix}/login shows its form in ${lang} before any script has run`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${prefix}/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByLabel(username)).toBeVisible();
      await expect(page.locator('input[name="password"]')).toBeVisible();
      await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
      await context.close();
    });
  }

  test('what is typed before the script arrives is kept, in place, and signs in', async ({ page }) => {
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/en/login', { waitUntil: 'commit' });
    const username = page.locator('input[name="username"]');
    const password = page.locator('input[name="password"]');
    await username.fill(DEMO.self.username);
    await password.fill(DEMO.self.password);
    await password.press('ArrowLeft');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /auth/);
    const before = await page.locator('form button[type="submit"]').boundingBox();

    release();
    await takenOver(page);
    await expect(username).toHaveValue(DEMO.self.username);
    await expect(password).toHaveValue(DEMO.self.password);
    await expect(password).toBeFocused();
    expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(
      DEMO.self.password.length - 1,
    );
    // the app's screen is where the pre-rendered one was
    expect(await page.locator('form button[type="submit"]').boundingBox()).toEqual(before);

    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en\/?$/);
  });

  test('a press on the button after the script started, before the screen took over, is carried out', async ({
    page,
  }) => {
    // the app's script runs; the sign-in screen's own code is held back
    const release = await holdBack(page, /\/assets\/login-page-[\w-]+\.js$/);
    await page.goto('/en/login');
    await page.locator('input[name="username"]').fill(DEMO.self.username);
    await page.locator('input[name="password"]').fill(DEMO.self.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /auth/);

    release();
    await expect(page).toHaveURL(/\/en\/?$/);
  });

  test('other screens are not pre-rendered', async ({ request }) => {
    const html = await (await request.get('/en/register')).text();
    expect(html).toContain('<div id="root"></div>');
  });
});
