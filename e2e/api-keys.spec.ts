import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { enrolSecondFactor, locale, readCorrespondence, registerOrganization, signIn, tr } from './fixtures';

/**
 * An organization's administrator creates an API key on the screen, payroll software uses it, the
 * administrator revokes it on the screen and the next call is refused. The spec works on an organization of
 * its own, registered through the API. Creating a key asks for a recent second factor (decision 0104): without
 * two-step verification the administrator is taken to set it up; once it is set up (on another session), the
 * screen's session is asked for the code, and the key is created as it was filled in.
 */
/** The impacts the portal's accessibility checks refuse (axe-sweep.spec.ts). */
const SERIOUS = ['serious', 'critical'];

/**
 * The findings of axe-core once the page's transitions are over (a dialog fading in or out greys what is behind
 * it); a spinner's endless turning is no transition.
 */
async function settledViolations(...args: Parameters<typeof axeViolations>) {
  await args[0].waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await args[0].waitForTimeout(250);
  return axeViolations(...args);
}

test('an administrator creates an API key, it lists the declarations, and once revoked it is refused', async ({ page, baseURL }) => {
  const account = await registerOrganization(page.request, { tag: 'e2e-keys', password: 'Keys#2026pass', name: (code) => `შპს გასაღები ${code}` });
  const texts = locale('en', 'apiKeys');
  const twoFactor = locale('en', 'twoFactor');
  await signIn(page, account, 'en');
  await readCorrespondence(page);

  // the administrator's menu has the screen
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/en\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: tr(texts, 'title') })).toBeVisible();
  await expect(page.getByText(tr(texts, 'list.emptyTitle'))).toBeVisible();

  expect(await settledViolations(page, SERIOUS)).toEqual([]);
  const dialog = page.getByRole('dialog', { name: tr(texts, 'create.title') });
  const name = dialog.getByRole('textbox', { name: tr(texts, 'create.name') });
  const scope = dialog.getByRole('checkbox', { name: tr(texts, 'scopes.declarationsRead') });

  // without two-step verification: taken to set it up, and told why
  await page.getByRole('button', { name: tr(texts, 'create.open') }).click();
  await name.fill('Payroll 1C');
  await scope.check();
  await dialog.getByRole('button', { name: tr(texts, 'create.submit') }).click();
  await expect(page).toHaveURL(/\/en\/account\/two-factor$/);
  // the notice that says why (the create dialog's own refusal, fading out with the page it was on, may say it too)
  await expect(page.locator('#two-factor-required')).toContainText('Set up two-step verification to do this: a password alone is not enough for it.');
  await expect(page.getByRole('heading', { level: 1, name: tr(twoFactor, 'page.title') })).toBeVisible();

  // set up on another session: this one is asked for the code; cancelled, the refusal shows and the form is kept
  const factor = await enrolSecondFactor(page.request, account.token);
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('button', { name: tr(texts, 'create.open') }).click();
  await expect(dialog).toBeVisible();
  expect(await settledViolations(page, SERIOUS, '[role="dialog"]')).toEqual([]);
  await name.fill('Payroll 1C');
  await scope.check();
  await dialog.getByRole('button', { name: tr(texts, 'create.submit') }).click();
  const stepUp = page.getByRole('dialog', { name: tr(twoFactor, 'stepUp.title') });
  await expect(stepUp).toBeVisible();
  expect(await settledViolations(page, SERIOUS, '[role="dialog"]')).toEqual([]);
  await stepUp.getByRole('button', { name: tr(twoFactor, 'stepUp.cancel') }).click();
  await expect(stepUp).toBeHidden();
  await expect(dialog.getByRole('alert')).toHaveText('Confirm it is you: enter the current 6-digit code from your authenticator app.');
  await expect(name).toHaveValue('Payroll 1C');
  await expect(scope).toBeChecked();
  // given, the key is created as filled in, nothing typed again
  await dialog.getByRole('button', { name: tr(texts, 'create.submit') }).click();
  await stepUp.getByRole('textbox', { name: tr(twoFactor, 'stepUp.code') }).fill(factor.recoveryCodes[0]!);
  await stepUp.getByRole('button', { name: tr(twoFactor, 'stepUp.confirm') }).click();
  await expect(stepUp).toBeHidden();
  const shown = page.getByRole('dialog', { name: tr(texts, 'created.title') });
  await expect(shown.getByText(tr(texts, 'created.warningTitle'))).toBeVisible();
  await expect(shown.getByText(tr(texts, 'created.keyOf', { name: 'Payroll 1C' }))).toBeVisible();
  const key = (await shown.getByTestId('created-key').textContent())!.trim();
  expect(await settledViolations(page, SERIOUS, '[role="dialog"]')).toEqual([]);
  expect(key).toMatch(/^pensia_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: tr(texts, 'created.done') }).click();
  // listed by its first characters only
  const table = page.getByRole('table', { name: tr(texts, 'list.label') });
  await expect(table.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  expect(await settledViolations(page, SERIOUS)).toEqual([]);
  await expect(page.getByText(key)).toHaveCount(0);

  // the payroll software's call, with the key
  const declarations = `${baseURL}/api/finance/v1/fbo/declarations/monthly-decs?pageNumber=1&pageSize=10`;
  const call = () => fetch(declarations, { headers: { authorization: `Bearer ${key}`, 'accept-language': 'en' } });
  const listed = await call();
  expect(listed.status).toBe(200);
  expect((await listed.json()) as { result: { items: unknown[] } }).toMatchObject({ result: { items: [] } });

  await table.getByRole('button', { name: tr(texts, 'revoke.buttonOf', { name: 'Payroll 1C' }) }).click();
  const confirm = page.getByRole('dialog', { name: tr(texts, 'revoke.title') });
  await confirm.getByRole('button', { name: tr(texts, 'revoke.confirm') }).click();
  await expect(confirm).toBeHidden();
  await expect(table.getByText(tr(texts, 'state.revoked'), { exact: true })).toBeVisible();

  const refused = await call();
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'API_KEY_INVALID' });
});
