import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

test('the profile form shows every validation message and saves only a change', async ({ page }) => {
  await signIn(page, DEMO.self, 'en');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  const mobile = dialog.getByLabel('Mobile number');
  await mobile.fill('12345');
  await mobile.blur();
  await expect(dialog.getByText('The mobile number must have at least 9 characters.')).toBeVisible();

  const email = dialog.getByRole('textbox', { name: /^Email/ });
  await email.fill('');
  await email.blur();
  await expect(dialog.getByText('Please enter an email address')).toBeVisible();
  await email.fill('not-an-email');
  await email.blur();
  await expect(dialog.getByText('Wrong email format')).toBeVisible();

  await mobile.fill('+995 599 00 11 22');
  await email.fill('nino@example.ge');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Data successfully updated')).toBeVisible();

  await dialog.getByLabel('Old password').fill('Wrong#pass1');
  await dialog.getByLabel(/^New password/).fill('Another#2026x');
  await dialog.getByLabel('Repeat new password').fill('Another#2026y');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Repeat new password').fill('Another#2026x');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Old password is wrong').first()).toBeVisible();
});
