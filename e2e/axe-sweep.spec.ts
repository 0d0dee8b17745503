import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO, locale, readCorrespondence, registerOrganization, sessionApi, signIn, signInOperator, tr, type Prefix } from './fixtures';

/**
 * Every screen of the portal and its main dialog, for each kind of user (employer, self-employed person,
 * participant, operator), checked by axe-core against WCAG 2 A and AA: no serious or critical finding. Georgian
 * at a phone's and a desktop's width, English on a phone, Russian on a desktop.
 */
const IMPACTS = ['serious', 'critical'] as const;
const WIDTHS: Record<Prefix, number[]> = { ge: [390, 1440], en: [390], ru: [1440] };

/** A button whose name starts with the text of `key` up to its first placeholder ("Approve request {{number}}"). */
function startingWith(prefix: Prefix, ns: string, key: string): RegExp {
  const text = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], locale(prefix, ns));
  if (typeof text !== 'string') throw new Error(`no text for ${ns}:${key}`);
  const start = text.split('{{')[0]!.trim();
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** A screen: its address, and the button that opens its main dialog (when it has one). */
type Screen = { path: string; dialog?: { ns: string; key: string } };

/** The screen once drawn: its heading shown, no part of it still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
}

/** Opens the dialog by its button, checks it, and closes it with Escape: nothing is changed. */
async function checkDialog(page: Page, prefix: Prefix, path: string, dialog: { ns: string; key: string }) {
  await page.getByRole('button', { name: startingWith(prefix, dialog.ns, dialog.key) }).first().click();
  const shown = page.getByRole('dialog').last();
  await expect(shown).toBeVisible();
  await expect(shown.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
  // the dialog fades in over the page: colours read half-way (its text over a grey blend) are not its colours
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await axeViolations(page, IMPACTS, '[role="dialog"]'), `${path}: the dialog of ${dialog.key}`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Each screen at each width of the language; its dialog at the last width. */
async function sweep(page: Page, prefix: Prefix, screens: Screen[]) {
  const widths = WIDTHS[prefix];
  for (const [i, width] of widths.entries()) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, dialog } of screens) {
      await page.goto(`/${prefix}${path}`);
      await settled(page);
      expect(await axeViolations(page, IMPACTS), `${path || '/'} at ${width} px`).toEqual([]);
      if (dialog && i === widths.length - 1) await checkDialog(page, prefix, path, dialog);
    }
  }
}

type Listed = { result: { items: { id: string }[] } };

for (const prefix of ['ge', 'en', 'ru'] as const satisfies readonly Prefix[]) {
  test.describe(`axe sweep (${prefix})`, () => {
    test('the employer’s screens and dialogs', async ({ page }) => {
      // some twenty screens, each checked at each width
      test.setTimeout(600_000);
      await signIn(page, DEMO.employer, prefix);
      await readCorrespondence(page);
      const closed = ((await sessionApi(page, '/api/finance/v1/declarations/organization/closed?pageSize=5')) as Listed).result.items;
      await sweep(page, prefix, [
        { path: '' },
        { path: '/detailed-balance' },
        { path: '/detailed-balance/refunds', dialog: { ns: 'refunds', key: 'newRequest' } },
        { path: '/detailed-balance/transactions' },
        { path: '/fines' },
        { path: '/employees' },
        { path: '/employees/opt-out', dialog: { ns: 'optout', key: 'newRequest' } },
        { path: '/instruction' },
        { path: '/parameters', dialog: { ns: 'parameters', key: 'accounts.removeOf' } },
        { path: '/account/change' },
        { path: '/declaration/closed' },
        { path: `/declaration/view/${closed[0]!.id}` },
        { path: '/declaration/revenue-service-comparison' },
        { path: '/declaration/reversed' },
        { path: '/declaration/reversing-annual-declarations' },
        { path: '/notifications' },
        { path: '/letters' },
      ]);
    });

    test('a draft declaration and its row dialog', async ({ page, request }) => {
      test.slow();
      const account = await registerOrganization(request, { tag: `axe-${prefix}`, password: 'Sweep#2026pass', name: (code) => `შპს შემოწმება ${code}` });
      await signIn(page, account, prefix);
      await readCorrespondence(page);
      const t = locale(prefix, 'declarations');
      // last month in Tbilisi
      const now = new Date(Date.now() + 4 * 3600_000);
      const [year, month] = now.getUTCMonth() === 0 ? [now.getUTCFullYear() - 1, 12] : [now.getUTCFullYear(), now.getUTCMonth()];
      await page.getByLabel(tr(t, 'create.month')).selectOption(String(month));
      await page.getByLabel(tr(t, 'create.year')).selectOption(String(year));
      await page.getByRole('button', { name: tr(t, 'create.submit') }).click();
      await page.getByRole('dialog').getByRole('button', { name: tr(t, 'create.confirmYear', { year }) }).click();
      await expect(page).toHaveURL(/\/declaration\/new\/[0-9a-f-]{36}$/);
      const draft = new URL(page.url()).pathname.replace(`/${prefix}`, '');
      await sweep(page, prefix, [{ path: draft, dialog: { ns: 'declarations', key: 'editor.addRow' } }]);
    });

    test('the self-employed person’s screens', async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, DEMO.self, prefix);
      await readCorrespondence(page);
      await sweep(page, prefix, [
        { path: '' },
        { path: '/detailed-balance' },
        { path: '/declaration/closed' },
        { path: '/declaration/revenue-service-comparison' },
        { path: '/declaration/reversing-annual-declarations' },
        { path: '/parameters' },
      ]);
    });

    test('the participant’s account', async ({ page }) => {
      await page.goto(`/${prefix}/login`);
      await page.locator('input[name="username"]').fill('01001000001');
      await page.locator('input[name="password"]').fill(DEMO.employer.password);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`/${prefix}/participant$`));
      await sweep(page, prefix, [{ path: '/participant' }]);
    });

    test('the operator’s screens and dialogs', async ({ page }) => {
      test.setTimeout(600_000);
      await signInOperator(page, prefix);
      await sweep(page, prefix, [
        { path: '/operator' },
        { path: '/operator/compose' },
        { path: '/operator/sent' },
        { path: '/operator/audit-log' },
        { path: '/operator/refunds', dialog: { ns: 'refunds', key: 'operator.approveOf' } },
        { path: '/operator/bank-statements' },
        { path: '/operator/processing' },
        { path: '/operator/fines' },
        { path: '/operator/opt-out', dialog: { ns: 'optout', key: 'operator.satisfyOf' } },
        { path: '/operator/revenue-service' },
        { path: '/operator/portfolios' },
        { path: '/operator/portfolio-switches' },
      ]);
    });
  });
}
