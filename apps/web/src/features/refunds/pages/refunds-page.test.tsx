import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bank, BankAccount } from '@pensia/domain/banking/banking.schema';
import { formatIban, ibanCheckDigits } from '@pensia/domain/banking/iban';
import type { Refund } from '@pensia/domain/refunds/refunds.api';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { stubServerByPath } from '../../../common/testing/fetch-stub';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { sessionStore } from '../../../common/session/session-store';
import { RefundsPage } from './refunds-page';

const bog: Bank = { id: 'b-bg', code: 'BG', bic: 'BAGAGE22', nameKa: 'საქართველოს ბანკი', nameEn: 'Bank of Georgia', nameRu: 'Банк Грузии' };
const iban = `GE${ibanCheckDigits('GE', 'BG0000000204567891')}BG0000000204567891`;
const account: BankAccount = { id: 'a-1', accountNumber: iban, bank: bog, isDefault: true, createdAt: '2026-01-01T00:00:00.000Z' };
const refund = (over: Partial<Refund>): Refund => ({
  id: 'r-1',
  number: 'R-1002',
  date: '2026-11-20T08:00:00.000Z',
  amount: '850.00',
  accountId: 'a-1',
  accountNumber: iban,
  bankCode: 'BG',
  bankDetails: 'Bank of Georgia, SWIFT BAGAGE22',
  status: 'new',
  decisionReason: null,
  decidedAt: null,
  paidOn: null,
  awaitingApproval: false,
  updatedAt: '2026-11-20T08:00:00.000Z',
  documents: [{ id: 'd-1', docType: 'application', name: 'application.pdf', contentType: 'application/pdf', size: 600, createdAt: '2026-11-20T08:00:00.000Z' }],
  ...over,
});
const pending = refund({});
const paid = refund({ id: 'r-0', number: 'R-1001', amount: '1200.00', status: 'approved', decidedAt: '2026-08-24T08:00:00.000Z', paidOn: '2026-08-24' });
const named = (code: string, nameEn: string) => ({ code, nameKa: 'ქ', nameEn, nameRu: 'р' });

/** Answers each call by its path, as the server would, and records what was sent. */
function stubServer() {
  return stubServerByPath(({ path, url, method }) => {
    if (path.endsWith('/refund/filter')) return { items: url.includes('status=new') ? [pending] : [pending, paid], totalCount: 2, pageNumber: 1, pageSize: 10 };
    if (path.endsWith('/filterlist-account-numbers')) return [iban];
    if (path.endsWith('/filterlist-scrum-status')) return [named('new', 'New'), named('approved', 'Approved'), named('rejected', 'Rejected')];
    if (path.endsWith('/refundDocTypes')) return [named('application', 'Application signed by the director'), named('other', 'Other document')];
    if (path.endsWith('/org-acct-numbers')) return [account];
    if (path.endsWith('/org-balance')) return { organizationCode: '204567891', payments: '0.00', contributions: '0.00', fines: '0.00', refunds: '0.00', returned: '0.00', totalBalance: '12770.40' };
    if (path.endsWith('/refund') && method === 'DELETE') return { id: 'r-1' };
    if (path.endsWith('/refund-update')) return { ...pending, amount: '800.00' };
    return {};
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('refunds page', { timeout: 20_000 }, () => {
  it('lists the requests with their status, and what may still be asked', async () => {
    stubServer();
    renderWithProviders(<RefundsPage />);
    const table = await screen.findByRole('table', { name: 'Refund requests of the organization' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['R-1002', 'R-1001']);
    expect(within(rows[0]!).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatIban(iban))).toBeInTheDocument();
    // only a new request may be changed or deleted
    expect(within(rows[0]!).getByRole('button', { name: 'Edit request R-1002' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Edit request R-1001' })).not.toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Delete request R-1001' })).not.toBeInTheDocument();
    expect(await screen.findByText(/you may ask for less than ₾11,920\.40/)).toBeInTheDocument();
  });

  it('deletes a request only once confirmed', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<RefundsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete request R-1002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete request R-1002' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the request?' })).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/finance-write/v1/declarations/organization/refund?id=r-1']));
  });

  it('sends a change only after the user confirms it, as multipart with the kept documents', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<RefundsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit request R-1002' }));
    const form = await screen.findByRole('form', { name: 'Edit refund request R-1002' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '800');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the changes?' });
    expect(calls.filter((c) => c.url.endsWith('/refund-update'))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, send' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/refund-update'))).toHaveLength(1));
    const body = calls.find((c) => c.url.endsWith('/refund-update'))!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      id: 'r-1',
      amount: '800',
      accountNumber: iban,
      bankDetails: 'Bank of Georgia, SWIFT BAGAGE22',
      documentTypes: '',
    });
  });

  it('refuses to send an amount with three decimals or without a document', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<RefundsPage />);
    await user.click(await screen.findByRole('button', { name: 'New refund request' }));
    const form = await screen.findByRole('form', { name: 'New refund request' });
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '10.001');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('At most 2 decimal places.')).toBeInTheDocument();
    expect(within(form).getByText('Attach at least one document.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it.each(['viewer', 'approver'] as const)('shows a user who cannot prepare (%s) the requests, with none to file, change or delete', async (orgRole) => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole } });
    stubServer();
    renderWithProviders(<RefundsPage />);
    const table = await screen.findByRole('table', { name: 'Refund requests of the organization' });
    expect(within(table).getByRole('button', { name: 'View request R-1002' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit request R-1002' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete request R-1002' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New refund request' })).not.toBeInTheDocument();
  });

  it('offers a preparer a new request', async () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'preparer' } });
    stubServer();
    renderWithProviders(<RefundsPage />);
    const table = await screen.findByRole('table', { name: 'Refund requests of the organization' });
    expect(within(table).getByRole('button', { name: 'Edit request R-1002' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New refund request' })).toBeInTheDocument();
  });
});
