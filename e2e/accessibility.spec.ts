import { expect, test } from '@playwright/test';
import { axeViolations as violations } from './axe';
import { DEMO, readCorrespondence, signIn, type Prefix } from './fixtures';

/**
 * The signed-in screens checked by axe-core (the engine of Lighthouse's accessibility audit) against WCAG 2 A
 * and AA: contrast of every text, lists and labels, on a phone and on a desktop, in each language.
 */
for (const prefix of ['ge', 'en', 'ru'] as const satisfies readonly Prefix[]) {
  test(`the home and employees screens pass WCAG 2 AA checks at 390 and 1440 px (${prefix})`, async ({ page }) => {
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['', '/employees']) {
        await page.goto(`/${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('table').first()).toBeVisible();
        expect(await violations(page), `${path || '/'} at ${width} px`).toEqual([]);
      }
    }
  });
}
