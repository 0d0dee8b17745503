import { expect, type Page } from '@playwright/test';

/** Demo accounts of the seed (README). */
export const DEMO = {
  employer: { username: 'demo-employer', password: 'Demo#2026pass' },
  employer2: { username: 'demo-employer-2', password: 'Demo#2026pass' },
  self: { username: 'demo-self', password: 'Demo#2026pass' },
  operator: { username: 'operator', password: 'Operator#2026pass', totpSecret: 'JBSWY3DPEHPK3PXP' },
} as const;

export type Prefix = 'ge' | 'en' | 'ru';

/** Signs in through the sign-in page of the given language. */
export async function signIn(page: Page, account: { username: string; password: string }, prefix: Prefix = 'en') {
  await page.goto(`/${prefix}/login`);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/?$`));
}
