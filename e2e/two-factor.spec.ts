import { expect, test, type Page } from '@playwright/test';
import { locale, readCorrespondence, registerOrganization, signIn, totpCodeOf, tr, type Prefix } from './fixtures';

/**
 * Two-step verification of an organization's user (decision 0104), on an organization of its own: set up on its
 * screen (the key read from the screen, codes computed here as an authenticator app does), sign-out and sign-in
 * with a code; then, in a session opened before it was set up, adding a bank account asks for the code in a
 * dialog and goes on once it is given. Every user of the organization is then told of the account.
 */

function iban(bankCode: string, account: string): string {
  const digits = [...`${bankCode}${account}GE00`].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  return `GE${String(98n - (BigInt(digits) % 97n)).padStart(2, '0')}${bankCode}${account}`;
}

async function signOut(page: Page, prefix: Prefix) {
  await page.getByRole('button', { name: tr(locale(prefix, 'layout'), 'header.logout') }).click();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/login$`));
}

const prefix: Prefix = 'en';

test('an organization\'s user sets up two-step verification, signs in with a code, and gives it again to add a bank account', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  const t = locale(prefix, 'twoFactor');
  const auth = locale(prefix, 'auth');
  const employer = await registerOrganization(request, { tag: 'two-factor', password: 'Steps#2026pass', name: (code) => `შპს ორი ნაბიჯი ${code}` });

  // a session opened before two-step verification is set up: it has given no second factor
  const earlier = await browser.newContext();
  const before = await earlier.newPage();
  await before.setViewportSize({ width: 1440, height: 1000 });
  await signIn(before, employer, prefix);
  await readCorrespondence(before);

  // 1. set up on the screen, reached from the profile
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, employer, prefix);
  await readCorrespondence(page);
  await page.goto(`/${prefix}/account/change-legal`);
  await page.getByRole('link', { name: tr(t, 'page.profileLink') }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr(t, 'page.title') })).toBeVisible();
  await expect(page.getByText(tr(t, 'status.off'))).toBeVisible();
  await page.getByRole('button', { name: tr(t, 'start.button') }).click();
  await expect(page.getByRole('img', { name: tr(t, 'enrol.qr') })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enrol = page.getByRole('form', { name: tr(t, 'enrol.title') });
  // a wrong code is refused under the field
  await enrol.getByRole('textbox', { name: tr(t, 'enrol.code') }).fill('000000');
  await enrol.getByRole('button', { name: tr(t, 'enrol.confirm') }).click();
  await expect(enrol.getByText(/^The code is not valid\./)).toBeVisible();
  await enrol.getByRole('textbox', { name: tr(t, 'enrol.code') }).fill(await totpCodeOf(secret));
  await enrol.getByRole('button', { name: tr(t, 'enrol.confirm') }).click();
  const codes = page.getByRole('list', { name: tr(t, 'recovery.listLabel') });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: tr(t, 'recovery.done') }).click();
  await expect(page.getByText(tr(t, 'status.on'))).toBeVisible();
  await expect(page.getByText(tr(t, 'status.recoveryLeft', { count: 10 }))).toBeVisible();

  // 2. sign out, sign in: the password, then the code the page asks for
  await signOut(page, prefix);
  await page.locator('input[name="username"]').fill(employer.username);
  await page.locator('input[name="password"]').fill(employer.password);
  await page.locator('form button[type="submit"]').click();
  const code = page.getByRole('textbox', { name: tr(auth, 'fields.otp') });
  await expect(code).toBeVisible();
  await code.fill(await totpCodeOf(secret));
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/?$`));

  // 3. the earlier session adds a bank account: the code is asked for in a dialog, then the account is added
  const p = locale(prefix, 'parameters');
  await before.goto(`/${prefix}/parameters`);
  const form = before.getByRole('form', { name: tr(p, 'form.title') });
  const bank = form.getByRole('combobox', { name: tr(p, 'form.bank') });
  await bank.selectOption((await bank.locator('option', { hasText: '(LB)' }).getAttribute('value'))!);
  const account = iban('LB', `04051199${employer.code.slice(1)}`);
  await form.getByRole('textbox', { name: tr(p, 'form.accountNumber') }).fill(account);
  await form.getByRole('button', { name: tr(p, 'form.submit') }).click();
  const dialog = before.getByRole('dialog', { name: tr(t, 'stepUp.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: tr(t, 'stepUp.code') }).fill(await totpCodeOf(secret));
  await dialog.getByRole('button', { name: tr(t, 'stepUp.confirm') }).click();
  await expect(dialog).toBeHidden();
  const grouped = account.replace(/(.{4})(?=.)/g, '$1 ');
  await expect(before.getByRole('list', { name: tr(p, 'accounts.listLabel') })).toContainText(grouped);

  // 4. the organization's users are told of the new account above every screen, until they mark it read
  await page.reload();
  const notices = page.getByRole('region', { name: tr(t, 'notices.label') });
  await expect(notices).toContainText(account);
  await expect(notices).toContainText(employer.username);
  await notices.getByRole('button', { name: tr(t, 'notices.markRead') }).click();
  await expect(notices).toBeHidden();
  await earlier.close();
});
