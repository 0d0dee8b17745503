import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailedBalance } from '@pensia/domain/user/user.schema';
import { signInTestEmployer, TEST_USER_ID } from '../../../common/testing/example-employer';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { i18n } from '../../../common/lib/i18n';
import { formatMonthYear } from '../../../common/lib/format';
import { DetailedBalancePage } from './detailed-balance-page';
import type { BalanceMonthDetail } from '@pensia/domain/finance/balance-month.api';

const zero = { declared: '0.00', paid: '0.00', fines: '0.00', refunds: '0.00', returned: '0.00' };
const balance: DetailedBalance = {
  organizationCode: '204567891',
  totalBalance: '-380.00',
  paymentsTotal: '1120.00',
  parts: { paid: '1120.00', declared: '1000.00', fines: '500.00', refunds: '0.00', returned: '0.00' },
  months: [
    { month: '2026-09', ...zero, paid: '1120.00', balance: '1120.00', movementCount: 1 },
    { month: '2026-10', ...zero, balance: '1120.00', movementCount: 0 },
    { month: '2026-11', ...zero, declared: '1000.00', fines: '500.00', balance: '-380.00', movementCount: 2 },
  ],
  movements: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
};
const november: BalanceMonthDetail = {
  organizationCode: '204567891',
  openingBalance: '1120.00',
  row: balance.months[2]!,
  movements: [
    {
      id: 'm1',
      kind: 'contribution_due',
      amount: '-1000.00',
      valueDate: '2026-11-10',
      sourceKind: 'declaration',
      sourceId: 'd1',
      documentNumber: '100045',
      reason: null,
      systemReason: null,
      createdAt: '2026-11-10T08:00:00.000Z',
    },
    {
      id: 'm2',
      kind: 'fine_imposed',
      amount: '-500.00',
      valueDate: '2026-11-20',
      sourceKind: 'fine',
      sourceId: 'f1',
      documentNumber: 'F-1001',
      reason: 'late declaration',
      systemReason: null,
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
};
const ok = (result: unknown) => ({ body: { statusCode: 200, result } });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => signInTestEmployer());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('DetailedBalancePage', () => {
  it('shows the balance, its parts, a chart and the months newest first', async () => {
    const calls = stubFetch(ok(balance));
    renderWithProviders(<DetailedBalancePage />, '/en/detailed-balance');
    const table = await screen.findByRole('table', { name: 'Balance by month, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Declared', 'Paid', 'Fines', 'Refunds', 'Balance', 'Movements']);
    const [, nov, oct, sep] = within(table).getAllByRole('row');
    expect(cells(nov!).slice(0, 6)).toEqual(['November 2026', '₾1,000.00', '₾0.00', '₾500.00', '₾0.00', '-₾380.00']);
    expect(cells(oct!)[6]).toBe('None');
    expect(cells(sep!)[2]).toBe('₾1,120.00');
    // the chart: its axes, a bar per month telling its month and amount on focus and hover, the same figures as a table
    const chart = screen.getByRole('group', {
      name: /Balance at the end of each month from September 2026 to November 2026/,
    });
    expect(within(chart).getByText('Balance, ₾')).toBeInTheDocument();
    const bar = within(chart).getByRole('img', { name: 'November 2026: -₾380.00' });
    bar.focus();
    expect(await screen.findByTestId('balance-chart-readout')).toHaveTextContent('November 2026: -₾380.00');
    const figures = screen.getByRole('table', { name: "Balance at the end of each month, the chart's figures" });
    expect(
      within(figures)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual(balance.months.map(() => [expect.stringMatching(/2026$/), expect.any(String)]));
    expect(within(figures).getByText('-₾380.00')).toBeInTheDocument();
    expect(screen.getByText('A negative balance is a debt to the Pension Agency.')).toBeInTheDocument();
    expect(calls[0]!.url).toContain(`/api/user/v1/users/${TEST_USER_ID}/detailed-balance?organizationCode=204567891`);
  });

  it("opens a month's movements with their documents", async () => {
    const calls = stubFetch(ok(balance), ok(november));
    const user = userEvent.setup();
    renderWithProviders(<DetailedBalancePage />, '/en/detailed-balance');
    await user.click(await screen.findByRole('button', { name: 'Movements of November 2026' }));
    const drawer = await screen.findByRole('dialog', { name: 'Movements of November 2026' });
    const table = await within(drawer).findByRole('table');
    const [, due, fine] = within(table).getAllByRole('row');
    expect(cells(due!)).toEqual(['11/10/2026', 'Contributions of a declaration', '100045', '-₾1,000.00']);
    expect(cells(fine!)[1]).toBe('Fine imposedlate declaration');
    expect(calls[1]!.url).toContain(`/api/user/v1/users/${TEST_USER_ID}/detailed-balance/months/2026-11`);
  });

  it.each([
    [
      'en',
      'Payment taken back (matched to another organization by mistake)Payment returned by the bank, reference NONREF-77',
      'Correction by a reversing declarationReversing declaration: declaration No. 100045, October 2026',
    ],
    [
      'ka',
      'ბანკის მიერ დაბრუნებული გადახდა, ოპერაციის ნომერი NONREF-77',
      'შემასწორებელი დეკლარაცია: დეკლარაცია № 100045, ოქტომბერი 2026',
    ],
    [
      'ru',
      'Платёж возвращён банком, референс NONREF-77',
      'Корректирующая декларация: декларация № 100045, октябрь 2026',
    ],
  ])("tells the system's reasons of the movements in the reader's language (%s)", async (lang, returned, reversal) => {
    const month: BalanceMonthDetail = {
      ...november,
      movements: [
        {
          id: 'm3',
          kind: 'payment_reversed',
          amount: '-120.00',
          valueDate: '2026-11-12',
          sourceKind: 'transaction',
          sourceId: 't1',
          documentNumber: 'TR-1',
          reason: null,
          systemReason: { code: 'STATEMENT_RETURN', params: { reference: 'NONREF-77' } },
          createdAt: '2026-11-12T08:00:00.000Z',
        },
        {
          id: 'm4',
          kind: 'contribution_adjustment',
          amount: '-20.00',
          valueDate: '2026-11-14',
          sourceKind: 'reversal',
          sourceId: 'r1',
          documentNumber: null,
          reason: null,
          systemReason: { code: 'REVERSAL', params: { number: '100045', month: '2026-10' } },
          createdAt: '2026-11-14T08:00:00.000Z',
        },
      ],
    };
    await i18n.changeLanguage(lang);
    stubFetch(ok(balance), ok(month));
    const user = userEvent.setup();
    renderWithProviders(<DetailedBalancePage />, `/${lang}/detailed-balance`);
    await user.click(
      await screen.findByRole('button', { name: i18n.t('balance:table.open', { month: formatMonthYear(2026, 11) }) }),
    );
    const table = await within(await screen.findByRole('dialog')).findByRole('table');
    const [, ret, rev] = within(table).getAllByRole('row');
    expect(cells(ret!)[1]).toContain(returned);
    expect(cells(rev!)[1]).toContain(reversal);
  });

  it('says when there is nothing yet', async () => {
    stubFetch(ok({ ...balance, totalBalance: '0.00', months: [] }));
    renderWithProviders(<DetailedBalancePage />, '/en/detailed-balance');
    expect(await screen.findByText('No payment, declaration or fine yet: the balance is 0.00.')).toBeInTheDocument();
    // the export says why there is nothing to export
    const exportButton = screen.getByRole('button', { name: 'Export to Excel' });
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(exportButton).toHaveAccessibleDescription('Nothing to export yet: no payment, declaration or fine.');
  });
});
