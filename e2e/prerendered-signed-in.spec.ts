import { expect, test, type Page } from '@playwright/test';
import { DEMO, readCorrespondence, signIn } from './fixtures';

/**
 * The home and employees screens pre-rendered at build time as a returning employer's first frame
 * (docs/decisions/0040): painted from the HTML for a browser that holds a session, never shown to a visitor,
 * and taken over by the app in place.
 */

const isPrerendered = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-prerendered-frame'));

/** Layout shifts of the page so far that no input caused (what CLS sums). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('pre-rendered first frame of a signed-in employer', () => {
  test('a visitor opening the home screen sees nothing of the frame and lands on the sign-in page', async ({ page }) => {
    const html = await (await page.request.get('/en/')).text();
    expect(html).toContain('data-prerendered-frame');
    // the menu of a signed-in employer is in the HTML, hidden before the app runs: the app's script is held
    // back until the frame has been looked at
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered-frame', '');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByText('New declarations').first()).toBeHidden();
    release();
    await expect(page).toHaveURL(/\/en\/login$/, { timeout: 15_000 });
    await expect(page.locator('input[name="username"]')).toBeVisible();
  });

  for (const [prefix, path, heading, menu] of [
    ['en', '/', 'New declarations', 'Main menu'],
    ['ge', '/employees', 'დასაქმებულები დეტალურად', 'მთავარი მენიუ'],
    ['ru', '/', 'Новые декларации', 'Главное меню'],
  ] as const) {
    test(`a signed-in employer sees ${prefix}${path} before the app's code arrives, and the app takes it over in place`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, DEMO.employer, prefix);
      await readCorrespondence(page);
      await watchShifts(page);
      // the app's code held back: what shows is the HTML alone
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`/${prefix}${path}`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await isPrerendered(page)).toBe(true);

      release();
      await expect.poll(() => isPrerendered(page)).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // the app's own screen: the phone's menu opens
      await page.getByRole('banner').getByRole('button', { name: menu }).click();
      await expect(page.getByRole('navigation', { name: menu })).toBeVisible();
      const shifted = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
      expect(shifted).toBeLessThan(0.1);
    });
  }

  test('the app works on a pre-rendered screen once it has taken it over: the menu leads on', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.employer, 'en');
    await readCorrespondence(page);
    await page.goto('/en/employees');
    await expect.poll(() => isPrerendered(page)).toBe(false);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'New declarations' }).click();
    await expect(page).toHaveURL(/\/en\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New declarations' })).toBeVisible();
  });
});
