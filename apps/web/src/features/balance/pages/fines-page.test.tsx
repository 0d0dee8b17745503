import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployerFinesPage } from '@pensia/domain/finance/employer-fines.api';
import { setLanguage } from '../../../common/lib/i18n';
import { signInTestEmployer } from '../../../common/testing/example-employer';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { FinesPage } from './fines-page';


const page: EmployerFinesPage = {
  items: [
    {
      id: 'f2',
      number: 'F-2',
      amount: '1000.00',
      date: '2026-11-20',
      status: 'valid',
      paymentType: 'payable',
      reason: 'late filing',
      declarationId: 'd-2',
      declarationNumber: '1002',
      stillPayable: '20.00',
    },
    {
      id: 'f1',
      number: 'F-1',
      amount: '500.00',
      date: '2026-05-25',
      status: 'valid',
      paymentType: 'paid',
      reason: 'late filing',
      declarationId: null,
      declarationNumber: null,
      stillPayable: '0.00',
    },
  ],
  totalCount: 2,
  pageNumber: 1,
  pageSize: 20,
  sums: { stillPayable: '20.00', payableCount: 1 },
};
const ok = (result: unknown) => ({ body: { statusCode: 200, result } });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => signInTestEmployer());
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLanguage('en');
});

describe('FinesPage', () => {
  it('lists each fine with what is still to pay, a payment order only where something is owed, and the sum over all', async () => {
    const calls = stubFetch(ok(page));
    renderWithProviders(<FinesPage />, '/en/fines');
    const table = await screen.findByRole('table', { name: 'Fines 1–2 of 2, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Fine',
      'Imposed on',
      'Declaration',
      'Reason',
      'Amount',
      'Status',
      'Payment',
      'Still to pay',
      'Payment order',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual([
      'F-2',
      '11/20/2026',
      '1002',
      'late filing',
      '₾1,000.00',
      'In force',
      'Payable',
      '₾20.00',
      'Payment order',
    ]);
    expect(cells(second!)).toEqual([
      'F-1',
      '05/25/2026',
      '—',
      'late filing',
      '₾500.00',
      'In force',
      'Paid',
      '₾0.00',
      'Not needed',
    ]);
    expect(within(first!).getByRole('link', { name: 'Open declaration 1002' })).toHaveAttribute(
      'href',
      '/en/declaration/view/d-2',
    );
    expect(screen.getByTestId('fines-still-payable')).toHaveTextContent('₾20.00');
    expect(screen.getByText('1 fine still to pay')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('/api/finance/v1/fines?pageNumber=1&pageSize=20');
  });

  it('asks the server for the chosen status and says when none has it', async () => {
    const calls = stubFetch(ok(page), ok({ ...page, items: [], totalCount: 0 }));
    renderWithProviders(<FinesPage />, '/en/fines');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Status of the fine'), 'appealed');
    expect(await screen.findByText('No fine has this status.')).toBeInTheDocument();
    expect(calls[1]!.url).toContain('status=appealed');
  });
});
