import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bank, BankAccount } from '@pensia/domain/banking/banking.schema';
import { formatIban, ibanCheckDigits } from '@pensia/domain/banking/iban';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { sessionStore } from '../../../common/session/session-store';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { ParametersPage } from './parameters-page';

const tbc: Bank = { id: 'b-tb', code: 'TB', bic: 'TBCBGE22', nameKa: 'თიბისი ბანკი', nameEn: 'TBC Bank', nameRu: 'ТБС Банк' };
const bog: Bank = { id: 'b-bg', code: 'BG', bic: 'BAGAGE22', nameKa: 'საქართველოს ბანკი', nameEn: 'Bank of Georgia', nameRu: 'Банк Грузии' };
const ge = (code: string, account: string) => `GE${ibanCheckDigits('GE', code + account)}${code}${account}`;
const first: BankAccount = { id: 'a-1', accountNumber: ge('BG', '0000000204567891'), bank: bog, isDefault: true, createdAt: '2026-01-01T00:00:00.000Z' };
const second: BankAccount = { id: 'a-2', accountNumber: ge('TB', '7204567891000001'), bank: tbc, isDefault: false, createdAt: '2026-02-01T00:00:00.000Z' };
const ok = (result: unknown) => ({ body: { statusCode: 200, result } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('parameters page', { timeout: 20_000 }, () => {
  it('lists the accounts with their bank and the default marker', async () => {
    stubFetch(ok([first, second]), ok([tbc, bog]));
    renderWithProviders(<ParametersPage />);
    const list = await screen.findByRole('list', { name: 'Bank accounts of the organization' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([`Bank of Georgia, ${formatIban(first.accountNumber)}`, `TBC Bank, ${formatIban(second.accountNumber)}`]);
    expect(within(items[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /the default account/ })).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('TBC Bank · SWIFT TBCBGE22')).toBeInTheDocument();
  });

  it('says so when there is no account yet', async () => {
    stubFetch(ok([]), ok([tbc]));
    renderWithProviders(<ParametersPage />);
    expect(await screen.findByText('No bank accounts yet')).toBeInTheDocument();
  });

  it('makes another account the default', async () => {
    const calls = stubFetch(ok([first, second]), ok([tbc, bog]), ok([{ ...second, isDefault: true }, { ...first, isDefault: false }]));
    const user = userEvent.setup();
    renderWithProviders(<ParametersPage />);
    await user.click(await screen.findByRole('button', { name: `Make ${formatIban(second.accountNumber)} the default account` }));
    const list = screen.getByRole('list', { name: 'Bank accounts of the organization' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-label', `TBC Bank, ${formatIban(second.accountNumber)}`));
    expect(calls.at(-1)).toMatchObject({ url: '/api/parameters/v1/org-acct-numbers/a-2/default', method: 'PUT' });
  });

  it('removes an account only once confirmed, and shows a refusal in the dialog', async () => {
    const calls = stubFetch(ok([first, second]), ok([tbc, bog]), { status: 409, body: { statusCode: 409, code: 'ACCOUNT_IN_USE', message: 'The account is named in a refund request and can not be removed.' } });
    const user = userEvent.setup();
    renderWithProviders(<ParametersPage />);
    await user.click(await screen.findByRole('button', { name: `Remove the account ${formatIban(second.accountNumber)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the account?' });
    expect(within(dialog).getByText(`The account ${formatIban(second.accountNumber)} (TBC Bank) will be removed from the organization's accounts.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Remove the account ${formatIban(second.accountNumber)}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove the account?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The account is named in a refund request and can not be removed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/parameters/v1/org-acct-numbers/a-2']);
  });

  it.each(['preparer', 'approver', 'viewer'] as const)('shows a user who may not administer (%s) the accounts, with nothing to add, make default or remove', async (orgRole) => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole } });
    stubFetch(ok([first, second]), ok([tbc, bog]));
    renderWithProviders(<ParametersPage />);
    const list = await screen.findByRole('list', { name: 'Bank accounts of the organization' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /IBAN/ })).not.toBeInTheDocument();
    expect(screen.getByText('Bank accounts are added and changed by the organization\'s administrators.')).toBeInTheDocument();
  });

  it('offers the administrator the new account, the default and the removal', async () => {
    signInTestEmployer();
    stubFetch(ok([first, second]), ok([tbc, bog]));
    renderWithProviders(<ParametersPage />);
    const list = await screen.findByRole('list', { name: 'Bank accounts of the organization' });
    expect(within(list).getByRole('button', { name: `Remove the account ${formatIban(second.accountNumber)}` })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /IBAN/ })).toBeInTheDocument();
    expect(screen.queryByText('Bank accounts are added and changed by the organization\'s administrators.')).not.toBeInTheDocument();
  });
});
