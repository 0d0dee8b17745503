import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { locale, readCorrespondence, registerOrganization, signIn, tr, type Prefix } from './fixtures';

/**
 * The row dialog of a declaration: Escape in the birth-date picker closes the picker alone; a dialog with typed
 * values asks before it closes (Escape, Close, a click outside); the picker opens on a plausible year and takes
 * a typed date. In Georgian at 1440 and 390 px, in English and Russian.
 */
const SERIOUS = ['serious', 'critical'] as const;
/** The dialogs on the page (the row dialog and its question), which this spec is about. */
const DIALOGS = '.mantine-Modal-root';

function employer(request: APIRequestContext, tag: string) {
  return registerOrganization(request, { tag: `e2e-${tag}`, password: 'Filing#2026pass', name: () => `შპს ჩანაწერი ${tag}` });
}

/** Signs in a fresh employer, creates a declaration of last month and opens its row dialog. */
async function openRowDialog(page: Page, request: APIRequestContext, prefix: Prefix) {
  const t = (key: string, vars: Record<string, string | number> = {}) => tr(locale(prefix, 'declarations'), key, vars);
  await signIn(page, await employer(request, `row-${prefix}`), prefix);
  await readCorrespondence(page);
  const now = new Date(Date.now() + 4 * 3600_000);
  const [year, month] = now.getUTCMonth() === 0 ? [now.getUTCFullYear() - 1, 12] : [now.getUTCFullYear(), now.getUTCMonth()];
  await page.getByLabel(t('create.month')).selectOption(String(month));
  await page.getByLabel(t('create.year')).selectOption(String(year));
  await page.getByRole('button', { name: t('create.submit') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('create.confirmYear', { year }) }).click();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/declaration/new/`));
  await page.getByRole('button', { name: t('editor.addRow') }).click();
  const dialog = page.getByRole('dialog', { name: t('rowForm.dialogTitle') });
  await expect(dialog).toBeVisible();
  return { t, dialog };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test('ka: Escape closes only the birth-date picker; typed values are asked about before the dialog closes', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { t, dialog } = await openRowDialog(page, request, 'ge');
  const picker = page.locator('[data-dates-dropdown]');
  const firstName = dialog.getByRole('textbox', { name: t('fields.firstName') });
  await firstName.fill('თამარ');

  // the empty picker opens on the decade of 30 years ago
  const birth = dialog.getByLabel(t('fields.birthDate'));
  await birth.click();
  const year = new Date().getFullYear() - 30;
  await expect(picker).toContainText(`${String(year).slice(0, 3)}0 – ${String(year).slice(0, 3)}9`);
  await shoot(page, 'picker-ka-1440');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(firstName).toHaveValue('თამარ');

  // a typed date is taken, and the picker opens again on its month
  await birth.fill('15.03.1988');
  await birth.press('Tab');
  await expect(birth).toHaveValue('15.03.1988');
  await birth.click();
  await expect(picker).toContainText('1988');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // Escape again: the dialog asks
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: t('rowForm.discardTitle') });
  await expect(ask).toBeVisible();
  expect(await axeViolations(page, SERIOUS, DIALOGS)).toEqual([]);
  await shoot(page, 'ask-ka-1440');
  await ask.getByRole('button', { name: t('rowForm.keepEditing') }).click();
  await expect(ask).toBeHidden();
  await expect(firstName).toHaveValue('თამარ');
  await expect(birth).toHaveValue('15.03.1988');
  expect(await axeViolations(page, SERIOUS, DIALOGS)).toEqual([]);

  // Close asks too
  await dialog.getByRole('button', { name: tr(locale('ge', 'declarations'), 'actions.close') }).first().click();
  await ask.getByRole('button', { name: t('rowForm.keepEditing') }).click();
  await expect(dialog).toBeVisible();

  // a click outside asks; "Discard" closes
  await page.mouse.click(5, 450);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: t('rowForm.discard') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('editor.draftFoundTitle'))).toHaveCount(0);

  // on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: t('editor.addRow') }).click();
  await dialog.getByLabel(t('fields.birthDate')).click();
  await expect(picker).toBeVisible();
  await shoot(page, 'picker-ka-390');
  await page.keyboard.press('Escape');
  await dialog.getByRole('textbox', { name: t('fields.lastName') }).fill('კაპანაძე');
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await shoot(page, 'ask-ka-390');
  expect(await axeViolations(page, SERIOUS, DIALOGS)).toEqual([]);
});

for (const prefix of ['en', 'ru'] as const) {
  test(`${prefix}: the row dialog asks in its language before throwing typed values away`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { t, dialog } = await openRowDialog(page, request, prefix);
    await dialog.getByRole('textbox', { name: t('fields.lastName') }).fill('Beridze');
    await dialog.getByLabel(t('fields.birthDate')).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: t('rowForm.discardTitle') });
    await expect(ask).toContainText(t('rowForm.discardText'));
    await shoot(page, `ask-${prefix}-1440`);
    await ask.getByRole('button', { name: t('rowForm.keepEditing') }).click();
    await expect(dialog.getByRole('textbox', { name: t('fields.lastName') })).toHaveValue('Beridze');
  });
}
