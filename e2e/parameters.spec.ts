import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, dropSecondFactor, enrolSecondFactor, signIn, readCorrespondence, userToken, type SecondFactor } from './fixtures';

/** Parameters: the organization's bank accounts — add one (IBAN and bank checked as typed), make it the default, remove it. */

/** A valid Georgian IBAN: ISO 13616 check digits computed here. */
function ge(bankCode: string, account: string): string {
  const digits = [...`${bankCode}${account}GE00`].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  return `GE${String(98n - (BigInt(digits) % 97n)).padStart(2, '0')}${bankCode}${account}`;
}
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Puts all of an account number but its last character in the field, then types that one key. */
async function typeAccount(field: Locator, text: string) {
  await field.fill(text.slice(0, -1));
  await field.press(text.slice(-1));
}

test('an employer adds a bank account, makes it the default and removes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  // the writes of bank accounts need two-step verification (decision 0104): the demo employer has it for this test only
  const factor = await enrolSecondFactor(request, await userToken(request, DEMO.employer2));
  try {
    await addDefaultRemove(page, factor);
  } finally {
    await dropSecondFactor(request, DEMO.employer2, factor);
  }
});

async function addDefaultRemove(page: Page, factor: SecondFactor) {
  await signIn(page, DEMO.employer2, 'en', factor);
  await readCorrespondence(page);
  await page.goto('/en/parameters');
  await expect(page.getByRole('heading', { level: 1, name: 'Parameters' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Bank accounts of the organization' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first().getByText('Default')).toBeVisible();

  const liberty = ge('LB', '0405112233000777');
  const form = page.getByRole('form', { name: 'Add an account' });
  await form.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Liberty Bank (LB)' });
  const field = form.getByRole('textbox', { name: 'Account number (IBAN)' });
  // an account of another bank, then one digit wrong: each refused as it is typed
  await typeAccount(field, ge('TB', '0405112233000777'));
  await expect(form.getByText('The account number does not belong to the chosen bank.')).toBeVisible();
  await field.fill('');
  await typeAccount(field, `${liberty.slice(0, 21)}${(Number(liberty[21]) + 1) % 10}`);
  await expect(form.getByText('The check digits (characters 3 and 4) do not match the rest of the number: a character is mistyped or two are swapped.')).toBeVisible();
  await field.fill('');
  await typeAccount(field, grouped(liberty).toLowerCase());
  await expect(form.getByText('This is an account at Liberty Bank.')).toBeVisible();
  await form.getByRole('button', { name: 'Add the account' }).click();

  const added = list.getByRole('listitem', { name: `Liberty Bank, ${grouped(liberty)}` });
  await expect(added).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(field).toHaveValue('');
  // the notice says what was done; closed, it no longer lies over the form's button
  const notice = page.getByRole('alert').filter({ hasText: `The account ${grouped(liberty)} has been added.` });
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  // the same account once more is refused by the server, under the field
  await form.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Liberty Bank (LB)' });
  await field.fill(liberty);
  await form.getByRole('button', { name: 'Add the account' }).click();
  await expect(form.getByText('This account has already been added.')).toBeVisible();

  await added.getByRole('button', { name: `Make ${grouped(liberty)} the default account` }).click();
  await expect(list.getByRole('listitem').first()).toHaveAccessibleName(`Liberty Bank, ${grouped(liberty)}`);
  await expect(list.getByRole('listitem').first().getByText('Default')).toBeVisible();

  await list.getByRole('button', { name: `Remove the account ${grouped(liberty)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the account?' });
  await expect(dialog.getByText('It is the default account: the oldest remaining account becomes the default.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first().getByText('Default')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Bank accounts of the organization' }).getByRole('listitem')).toHaveCount(2);
  // the account added was told to the organization's users above every screen: read, for the specs that follow
  await expect(page.getByRole('region', { name: 'Security notices' })).toContainText(liberty);
  await readCorrespondence(page);
}
