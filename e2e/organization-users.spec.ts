import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { locale, readCorrespondence, registerOrganization, signIn, tr, type Prefix } from './fixtures';

/**
 * The organization's users (docs/decisions/0100): an administrator of a fresh organization invites a preparer
 * through the screen, the preparer opens the link in a browser of its own, chooses a password and signs in, and
 * the preparer's menu has no users' screen. The organization is the spec's own: it disturbs no other spec.
 */
const t = (prefix: Prefix, key: string, vars: Record<string, string | number> = {}) => tr(locale(prefix, 'orgUsers'), key, vars);
const menu = (prefix: Prefix) => tr(locale(prefix, 'layout'), 'menu.orgUsers');
const PREPARER_PASSWORD = 'Mtatsminda#2026';

/** No serious or critical finding of axe-core (WCAG 2 A and AA) in the page, or in its open dialog once it has faded in. */
async function accessible(page: Page, what: string, dialog = false) {
  if (dialog) await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await axeViolations(page, ['serious', 'critical'], dialog ? '[role="dialog"]' : undefined), what).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('ka: an administrator invites a preparer, who joins through the link and does not see the users screen', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const org = await registerOrganization(request, { tag: 'e2e-orgusers', password: 'Admin#2026pass', name: (code) => `შპს მოწვევა ${code}` });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, org, 'ge');
  await readCorrespondence(page);

  // the administrator's menu leads to the screen
  await page.getByRole('link', { name: menu('ge') }).click();
  await expect(page).toHaveURL(/\/ge\/organization\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: t('ge', 'title') })).toBeVisible();
  await expect(page.getByRole('table', { name: t('ge', 'users.label') })).toContainText(org.username);
  await accessible(page, 'the users screen');

  // the invitation, refused first for what is missing
  await page.getByRole('button', { name: t('ge', 'invite.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('ge', 'invite.title') });
  await dialog.getByRole('button', { name: t('ge', 'invite.submit') }).click();
  await expect(dialog.getByText('ველის შევსება სავალდებულოა.').first()).toBeVisible();
  await accessible(page, 'the invitation dialog', true);
  await dialog.getByRole('textbox', { name: new RegExp(`^${t('ge', 'invite.firstName')}`) }).fill('ნინო');
  await dialog.getByRole('textbox', { name: new RegExp(`^${t('ge', 'invite.lastName')}`) }).fill('კაპანაძე');
  await dialog.getByRole('textbox', { name: new RegExp(`^${t('ge', 'invite.personalNumber')}`) }).fill('01001012345');
  await dialog.getByRole('textbox', { name: new RegExp(`^${t('ge', 'invite.email')}`) }).fill('nino@example.ge');
  await dialog.getByRole('combobox', { name: new RegExp(`^${t('ge', 'invite.role')}`) }).selectOption('preparer');
  await dialog.getByRole('button', { name: t('ge', 'invite.submit') }).click();

  // the link, shown once, copied with its button
  const shown = page.getByRole('dialog', { name: t('ge', 'link.title') });
  const field = shown.getByRole('textbox', { name: t('ge', 'link.label', { name: 'ნინო კაპანაძე' }) });
  const link = await field.inputValue();
  expect(link).toMatch(/\/ge\/invitation\?token=[A-Za-z0-9_-]{43}$/);
  await shoot(page, 'link-ka');
  await accessible(page, 'the link dialog', true);
  await shown.getByRole('button', { name: t('ge', 'link.copy') }).click();
  await expect(shown.getByRole('button', { name: t('ge', 'link.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await shown.getByRole('button', { name: t('ge', 'link.done') }).click();
  const pending = page.getByRole('table', { name: t('ge', 'invitations.label') });
  await expect(pending).toContainText('ნინო კაპანაძე');
  await expect(pending).toContainText(t('ge', 'roles.preparer'));
  await shoot(page, 'users-ka');

  // the person invited, in a browser of its own
  const other = await browser.newContext({ locale: 'ka-GE' });
  const invited = await other.newPage();
  await invited.goto(link);
  await expect(invited.getByText(t('ge', 'accept.invited', { organization: org.name, name: 'ნინო კაპანაძე', role: t('ge', 'roles.preparer') }))).toBeVisible();
  const username = `${org.username}-prep`;
  await invited.locator('input[name="username"]').fill(username);
  await invited.locator('input[name="password"]').fill('weak');
  await invited.locator('input[name="repeatPassword"]').fill('weak');
  await invited.locator('select[name="securityQuestionId"]').selectOption('1');
  await invited.locator('input[name="securityAnswer"]').fill('ქუთაისი');
  await invited.getByRole('button', { name: t('ge', 'accept.submit') }).click();
  // the password rule of registration, in Georgian
  await expect(invited.locator('input[name="password"]')).toHaveAttribute('data-invalid', 'true');
  await invited.locator('input[name="password"]').fill(PREPARER_PASSWORD);
  await invited.locator('input[name="repeatPassword"]').fill(PREPARER_PASSWORD);
  await shoot(invited, 'accept-ka');
  await accessible(invited, 'the invitation page');
  await invited.getByRole('button', { name: t('ge', 'accept.submit') }).click();
  await expect(invited.getByText(t('ge', 'accept.doneTitle'))).toBeVisible();

  // the link works once
  await invited.goto(link);
  await expect(invited.getByRole('alert')).toContainText('ეს მოწვევა უკვე გამოყენებულია.');

  // the preparer signs in: no users' screen in its menu, and the screen itself says it is for administrators
  await signIn(invited, { username, password: PREPARER_PASSWORD }, 'ge');
  await readCorrespondence(invited);
  await expect(invited.getByRole('link', { name: tr(locale('ge', 'layout'), 'menu.parameters') })).toBeVisible();
  await expect(invited.getByRole('link', { name: menu('ge') })).toHaveCount(0);
  await invited.goto('/ge/organization/users');
  await expect(invited.getByText(t('ge', 'forbidden.title'))).toBeVisible();
  await other.close();

  // the administrator sees the new user with its role, in each language
  await page.reload();
  await expect(page.getByRole('combobox', { name: t('ge', 'users.roleOf', { name: 'ნინო კაპანაძე' }) })).toHaveValue('preparer');
  await expect(page.getByText(t('ge', 'invitations.empty'))).toBeVisible();
  for (const prefix of ['en', 'ru'] as const) {
    await page.goto(`/${prefix}/organization/users`);
    await expect(page.getByRole('heading', { level: 1, name: t(prefix, 'title') })).toBeVisible();
    await expect(page.getByRole('link', { name: menu(prefix) })).toBeVisible();
    await expect(page.getByRole('button', { name: t(prefix, 'invite.open') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: t(prefix, 'users.roleOf', { name: 'ნინო კაპანაძე' }) })).toHaveValue('preparer');
    await expect(page.getByText(t(prefix, 'invitations.empty'))).toBeVisible();
  }
  // the used link, told in English
  await page.goto(link.replace('/ge/', '/en/'));
  await expect(page.getByRole('alert')).toContainText('This invitation has already been used.');
});
