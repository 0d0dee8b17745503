import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bank, BankAccount } from '@pensia/domain/banking/banking.schema';
import { formatIban, ibanCheckDigits } from '@pensia/domain/banking/iban';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { BankAccountForm } from './bank-account-form';

const banks: Bank[] = [
  { id: 'b-tb', code: 'TB', bic: 'TBCBGE22', nameKa: 'თიბისი ბანკი', nameEn: 'TBC Bank', nameRu: 'ТБС Банк' },
  { id: 'b-bg', code: 'BG', bic: 'BAGAGE22', nameKa: 'საქართველოს ბანკი', nameEn: 'Bank of Georgia', nameRu: 'Банк Грузии' },
];
const ge = (code: string, account: string) => `GE${ibanCheckDigits('GE', code + account)}${code}${account}`;
const tbIban = ge('TB', '7204567891000001');
const wrongCheck = `GE${String((Number(tbIban.slice(2, 4)) % 97) + 1).padStart(2, '0')}${tbIban.slice(4)}`;

afterEach(() => vi.unstubAllGlobals());

/** Pastes all of an account number but its last character, then types that one: what a user's last keystroke does. */
async function typeAccount(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text.slice(0, -1));
  await user.type(field, text.slice(-1));
}

function setup(hasAccounts = true) {
  const onAdded = vi.fn();
  renderWithProviders(<BankAccountForm banks={banks} hasAccounts={hasAccounts} onAdded={onAdded} />);
  return {
    onAdded,
    user: userEvent.setup(),
    bank: screen.getByRole('combobox', { name: /^bank/i }),
    iban: screen.getByRole('textbox', { name: /account number \(iban\)/i }),
    submit: screen.getByRole('button', { name: 'Add the account' }),
  };
}

describe('bank account form', { timeout: 20_000 }, () => {
  it('checks the IBAN as it is typed, with the catalogue message, and clears it once right', async () => {
    stubFetch({ body: {} });
    const { user, iban } = setup();
    expect(wrongCheck).not.toBe(tbIban);
    await typeAccount(user, iban, wrongCheck.slice(0, 12));
    expect(screen.queryByText('The check digits (characters 3 and 4) do not match the rest of the number: a character is mistyped or two are swapped.')).not.toBeInTheDocument();
    await user.clear(iban);
    await typeAccount(user, iban, wrongCheck);
    // the message says what is wrong: here the check digits
    expect(await screen.findByText('The check digits (characters 3 and 4) do not match the rest of the number: a character is mistyped or two are swapped.')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    await user.clear(iban);
    await typeAccount(user, iban, formatIban(tbIban).toLowerCase());
    expect(screen.queryByText('The check digits (characters 3 and 4) do not match the rest of the number: a character is mistyped or two are swapped.')).not.toBeInTheDocument();
    expect(screen.getByText('This is an account at TBC Bank.')).toBeInTheDocument();
  });

  it('refuses an IBAN of another country', async () => {
    stubFetch({ body: {} });
    const { user, iban } = setup();
    await typeAccount(user, iban, `DE${ibanCheckDigits('DE', '370400440532013000')}370400440532013000`);
    expect(await screen.findByText('A Georgian account number starts with GE (for example GE29 NB00 0000 0101 9049 17).')).toBeInTheDocument();
  });

  it('says how many characters were typed when the length is wrong', async () => {
    stubFetch({ body: {} });
    const { user, iban } = setup();
    await typeAccount(user, iban, tbIban.slice(0, 21));
    // short of an account number's length it is checked once the field is left
    await user.tab();
    expect(await screen.findByText('A Georgian account number has 22 characters; this one has 21.')).toBeInTheDocument();
  });

  it('says when the IBAN is not of the bank chosen, and again when the bank changes', async () => {
    stubFetch({ body: {} });
    const { user, bank, iban } = setup();
    await user.selectOptions(bank, 'Bank of Georgia (BG)');
    await typeAccount(user, iban, tbIban);
    expect(await screen.findByText('The account number does not belong to the chosen bank.')).toBeInTheDocument();
    await user.selectOptions(bank, 'TBC Bank (TB)');
    expect(screen.queryByText('The account number does not belong to the chosen bank.')).not.toBeInTheDocument();
  });

  it('sends nothing until the bank and the IBAN are given', async () => {
    const calls = stubFetch({ body: {} });
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText('Choose a bank from the list.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.', { exact: false })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('adds the account by keyboard alone, sending the IBAN normalised', async () => {
    const added: BankAccount = { id: 'a-1', accountNumber: tbIban, bank: banks[0]!, isDefault: true, createdAt: '2026-11-24T10:00:00.000Z' };
    const calls = stubFetch({ body: { statusCode: 200, result: added } });
    const { user, bank, iban, onAdded } = setup();
    await user.tab();
    expect(bank).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(bank, 'b-tb');
    await user.tab();
    expect(iban).toHaveFocus();
    await user.keyboard(` ${formatIban(tbIban).toLowerCase()} `);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Make it the default account' })).toBeChecked();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(calls).toEqual([{ url: '/api/parameters/v1/org-acct-numbers', method: 'POST', body: { bankId: 'b-tb', accountNumber: tbIban, isDefault: true } }]);
    expect(iban).toHaveValue('');
  });

  it("puts the server's refusal under the field", async () => {
    stubFetch({ status: 409, body: { statusCode: 409, code: 'ACCOUNT_ALREADY_ADDED', message: 'This account has already been added.', result: { messages: { accountNumber: 'This account has already been added.' } } } });
    const { user, bank, iban, submit } = setup(false);
    expect(screen.getByText('The first account becomes the default one.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.selectOptions(bank, 'b-tb');
    await typeAccount(user, iban, tbIban);
    await user.click(submit);
    expect(await screen.findByText('This account has already been added.')).toBeInTheDocument();
    await user.type(iban, '1');
    expect(screen.queryByText('This account has already been added.')).not.toBeInTheDocument();
  });
});
