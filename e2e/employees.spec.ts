import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO, signIn, readCorrespondence } from './fixtures';

/** Employees in detail: search across the declarations, months and contributions, registration and update, statistics. */

test('an employer finds an employee, sees the declared months, registers and updates an employee', async ({ page }) => {
  await signIn(page, DEMO.employer, 'en');
  await readCorrespondence(page);
  await page.goto('/en/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees in detail' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // the months and contributions of the first employee
  const firstName = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();
  await table.getByRole('button', { name: `Months and contributions of ${firstName}` }).click();
  const drawer = page.getByRole('dialog', { name: firstName });
  await expect(drawer.getByText('Declared months')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // register a new employee, then find them by personal number and update their name
  const pn = `0${randomInt(1_000_000_000, 9_999_999_999)}`;
  await page.getByRole('button', { name: 'Register an employee' }).click();
  const form = page.getByRole('dialog', { name: 'Register an employee' });
  await form.getByRole('textbox', { name: 'Personal number' }).fill(pn.slice(0, 10));
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('The personal number must have exactly 11 digits.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Personal number' }).fill(pn);
  await form.getByRole('textbox', { name: 'First name' }).fill('Tamar');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lomidze');
  await form.getByLabel('Date of birth').fill('12.09.1995');
  // the date typed, the keyboard moves on and the picker closes
  await form.getByLabel('Date of birth').press('Tab');
  await form.getByRole('combobox', { name: 'Gender' }).selectOption('female');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search employees' }).fill(pn);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: pn })).toBeVisible();
  await expect(table.getByText('Registered', { exact: true })).toBeVisible();
  await table.getByRole('button', { name: 'Update the data of Tamar Lomidze' }).click();
  const update = page.getByRole('dialog', { name: "Update the employee's data" });
  await expect(update.getByRole('textbox', { name: 'Personal number' })).toHaveAttribute('readonly', '');
  await update.getByRole('textbox', { name: 'Last name' }).fill('Lomidze-Beridze');
  await update.getByRole('button', { name: 'Save the changes' }).click();
  await expect(table.getByRole('cell', { name: 'Tamar Lomidze-Beridze', exact: true })).toBeVisible();

  // statistics of the year
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByText('Employees declared').first()).toBeVisible();
});

test('employees in Georgian and Russian', async ({ page }) => {
  await signIn(page, DEMO.employer, 'ge');
  await readCorrespondence(page);
  await page.goto('/ge/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'დასაქმებულები დეტალურად' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'დასაქმებულის ძიება' }).fill('zzzz-nobody');
  await expect(page.getByText('დასაქმებული ვერ მოიძებნა')).toBeVisible();
  await page.goto('/ru/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Работники подробно' })).toBeVisible();
  await page.getByRole('tab', { name: 'Статистика' }).click();
  await expect(page.getByText('Задекларировано работников').first()).toBeVisible();
});
