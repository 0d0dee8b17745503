import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionsPage as Page } from '@pensia/domain/finance/transactions.api';
import { setClock } from '../../../common/lib/clock';
import { setLanguage } from '../../../common/lib/i18n';
import { signInTestEmployer } from '../../../common/testing/example-employer';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { presetRange } from '../lib/date-presets';
import { TransactionsPage } from './transactions-page';

const page: Page = {
  items: [
    { id: 't2', number: 'TR-0002', paidAt: '2026-11-10', registeredAt: '2026-11-11T09:00:00.000Z', bankName: 'თიბისი ბანკი', accountNumber: 'GE60TB0000000000000001', amount: '1250.50', reason: 'საპენსიო შენატანი 10.2026' },
    { id: 't1', number: 'TR-0001', paidAt: '2026-10-09', registeredAt: '2026-10-10T09:00:00.000Z', bankName: 'საქართველოს ბანკი', accountNumber: 'GE29BG0000000000000002', amount: '980.00', reason: 'საპენსიო შენატანი 09.2026' },
  ],
  totalCount: 2,
  pageNumber: 1,
  pageSize: 20,
  sums: { transactions: '2230.50', contributions: '2100.00' },
  banks: ['თიბისი ბანკი', 'საქართველოს ბანკი'],
};
const ok = (result: unknown) => ({ body: { statusCode: 200, result } });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

beforeEach(() => signInTestEmployer());
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setClock(undefined);
  await setLanguage('en');
});

describe('TransactionsPage', () => {
  it('lists the payments with every field and the sums of the filter', async () => {
    const calls = stubFetch(ok(page));
    renderWithProviders(<TransactionsPage />, '/en/detailed-balance/transactions');
    const table = await screen.findByRole('table', { name: 'Payments 1–2 of 2, newest first' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Number', 'Payment date', 'Received by the agency', 'Bank', 'Account number', 'Amount', 'Reason']);
    const [, first] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual(['TR-0002', '11/10/2026', '11/11/2026', 'თიბისი ბანკი', 'GE60TB0000000000000001', '₾1,250.50', 'საპენსიო შენატანი 10.2026']);
    expect(screen.getByText('₾2,230.50')).toBeInTheDocument();
    expect(screen.getByText('₾2,100.00')).toBeInTheDocument();
    expect(screen.getByText(/Total of transactions · 2 payments/)).toBeInTheDocument();
    // on a phone the same payments are cards
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(2);
    expect(calls[0]!.url).toContain('/api/finance/v1/declarations/org-transactions-list?pageNumber=1&pageSize=20');
    expect(screen.getByRole('link', { name: 'Balance by month' })).toHaveAttribute('href', '/en/detailed-balance');
  });

  it('a date preset, an amount range and a bank go to the server as the filter', async () => {
    const today = new Date(2026, 10, 24, 12, 0, 0);
    setClock({ now: () => today.getTime() });
    const calls = stubFetch(ok(page));
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />, '/en/detailed-balance/transactions');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Previous 30 days');
    expect(screen.getByLabelText('Payment date from')).toHaveValue('25.10.2026');
    expect(screen.getByLabelText('Payment date to')).toHaveValue('24.11.2026');
    await user.type(screen.getByLabelText('Amount from'), '100');
    await user.type(screen.getByLabelText('Amount to'), '2000.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'თიბისი ბანკი');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.length).toBe(2));
    const url = new URL(calls[1]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ dateFrom: '2026-10-25', dateTo: '2026-11-24', amountFrom: '100', amountTo: '2000.50', bankName: 'თიბისი ბანკი', pageNumber: '1', pageSize: '20' });
  });

  it('refuses a range that ends before it starts, in the user\'s language, without asking the server', async () => {
    await setLanguage('ru');
    const calls = stubFetch(ok(page));
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />, '/ru/detailed-balance/transactions');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Сумма от'), '500');
    await user.type(screen.getByLabelText('Сумма до'), '50');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Верхняя сумма не может быть меньше нижней.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says when no payment matches', async () => {
    stubFetch(ok({ ...page, items: [], totalCount: 0, sums: { transactions: '0.00', contributions: '0.00' } }));
    renderWithProviders(<TransactionsPage />, '/en/detailed-balance/transactions');
    expect(await screen.findByText('No payment matches the filter. Change the period, the amount or the bank.')).toBeInTheDocument();
  });

  it('exports the filter to Excel', async () => {
    const calls = stubFetch(ok(page));
    const created = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />, '/en/detailed-balance/transactions');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.at(-1)!.url).toContain('/api/finance/v1/declarations/org-transactions-list/export');
    expect(created).toHaveBeenCalled();
  });
});

describe('presetRange', () => {
  it('next and previous 7 and 30 days around today, both ends included', () => {
    const today = new Date(2026, 0, 28);
    expect(presetRange('previous7', today)).toEqual({ dateFrom: '2026-01-21', dateTo: '2026-01-28' });
    expect(presetRange('next7', today)).toEqual({ dateFrom: '2026-01-28', dateTo: '2026-02-04' });
    expect(presetRange('next30', today)).toEqual({ dateFrom: '2026-01-28', dateTo: '2026-02-27' });
    expect(presetRange('previous30', today)).toEqual({ dateFrom: '2025-12-29', dateTo: '2026-01-28' });
    expect(presetRange('all', today)).toBeNull();
  });
});
