import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

test.describe('redirects, guards and the 404 page', () => {
  test('the root goes to Georgian and a signed-out visitor to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ge\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  });

  test('a path without a language prefix goes to the same path under the current language', async ({ page }) => {
    await page.goto('/en/login');
    // the language is the one of the last screen the app showed: wait until the app has taken over the
    // pre-rendered English page (whose <html lang> is English before the app has run) and kept its language
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pensia.lang'))).toBe('en');
    await page.goto('/account/reset');
    await expect(page).toHaveURL(/\/en\/account\/reset$/);
  });

  test('the auth guard sends a visitor to sign-in; the guest guard sends a signed-in user home', async ({ page }) => {
    await page.goto('/ru/employees');
    await expect(page).toHaveURL(/\/ru\/login$/);
    await signIn(page, DEMO.self, 'ru');
    await page.goto('/ru/login');
    await expect(page).toHaveURL(/\/ru\/?$/);
    await page.goto('/ru/register/legal-entity');
    await expect(page).toHaveURL(/\/ru\/?$/);
  });

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/could not be found/i);
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/en\/(login)?$/);
  });

  test('unknown API paths answer JSON, not the app', async ({ request }) => {
    const res = await request.get('/api/user/v1/nothing');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
