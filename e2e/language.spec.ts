import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

test('switching the language keeps the screen, and menu links keep the language', async ({ page }) => {
  await signIn(page, DEMO.self, 'ge');
  await page.goto('/ge/employees');
  await page.getByRole('button', { name: /ინტერფეისის ენა|language/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/employees$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Employees');
  await page.getByRole('link', { name: 'Detailed balance' }).click();
  await expect(page).toHaveURL(/\/en\/detailed-balance$/);
});
