import { expect, test } from '@playwright/test';
import { DEMO, operatorCode, signIn, type Prefix } from './fixtures';

const ORG_NAME = 'ნინო ბერიძე';
const SIGN_OUT: Record<Prefix, RegExp> = { ge: /გასვლა/, en: /Sign out/, ru: /Выйти/ };

test.describe('sign-in and sign-out', () => {
  for (const prefix of ['ge', 'en', 'ru'] as const) {
    test(`a self-employed person signs in and out in ${prefix}`, async ({ page }) => {
      await signIn(page, DEMO.self, prefix);
      await expect(page.getByText(ORG_NAME).first()).toBeVisible();
      await expect(page.getByText('01024055867').first()).toBeVisible();
      await page.getByRole('button', { name: SIGN_OUT[prefix] }).click();
      await expect(page).toHaveURL(new RegExp(`/${prefix}/login$`));
      const stored = await page.evaluate(() => localStorage.getItem('pensia.session'));
      expect(stored === null || !stored.includes('accessToken":"ey')).toBe(true);
    });
  }

  test('a wrong password is refused with a clear message and changes nothing', async ({ page }) => {
    await page.goto('/en/login');
    await page.locator('input[name="username"]').fill(DEMO.self.username);
    await page.locator('input[name="password"]').fill('Wrong#2026pass');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test('the operator signs in with a one-time code', async ({ page }) => {
    await page.goto('/en/admin_login');
    await page.locator('input[name="username"]').fill(DEMO.operator.username);
    await page.locator('input[name="password"]').fill(DEMO.operator.password);
    const otp = page.locator('input[name="otp"]');
    if (!(await otp.isVisible())) {
      await page.locator('form button[type="submit"]').click();
      await expect(otp).toBeVisible();
    }
    await otp.fill(await operatorCode());
    await page.locator('form button[type="submit"]').click();
    // an operator has no organization of its own: it lands in the back office
    await expect(page).toHaveURL(/\/en\/operator$/);
  });

  test('an operator cannot use the application-user sign-in', async ({ page }) => {
    await page.goto('/en/login');
    await page.locator('input[name="username"]').fill(DEMO.operator.username);
    await page.locator('input[name="password"]').fill(DEMO.operator.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  });
});
