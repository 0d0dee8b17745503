import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailedBalance, User } from '@pensia/domain/user/user.schema';
import { sessionStore } from '../../../shared/session/session-store';
import { stubFetch } from '../../../shared/testing/fetch-stub';
import { renderWithProviders } from '../../../shared/testing/render-with-providers';
import { DetailedBalancePage } from './detailed-balance-page';
import type { BalanceMonthDetail } from '@pensia/domain/finance/balance-month.api';

const employer: User = {
  id: 'u-1',
  username: 'demo-employer',
  role: 'employer',
  firstName: null,
  lastName: null,
  organizationId: 'org-1',
  organizationName: 'შპს „ქართული სავაჭრო ქსელი“',
  organizationCode: '204567891',
  organizationTypeId: 1,
  mobile: '555123456',
  email: 'info@example.ge',
};

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
    { id: 'm1', kind: 'contribution_due', amount: '-1000.00', valueDate: '2026-11-10', sourceKind: 'declaration', sourceId: 'd1', documentNumber: '100045', reason: null, createdAt: '2026-11-10T08:00:00.000Z' },
    { id: 'm2', kind: 'fine_imposed', amount: '-500.00', valueDate: '2026-11-20', sourceKind: 'fine', sourceId: 'f1', documentNumber: 'F-1001', reason: 'late declaration', createdAt: '2026-11-20T08:00:00.000Z' },
  ],
};
const ok = (result: unknown) => ({ body: { statusCode: 200, result } });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

beforeEach(() => sessionStore.set({ user: employer, accessToken: 'a.b.c' }));
afterEach(() => vi.unstubAllGlobals());

describe('DetailedBalancePage', () => {
  it('shows the balance, its parts, a chart and the months newest first', async () => {
    const calls = stubFetch(ok(balance));
    renderWithProviders(<DetailedBalancePage />, '/en/detailed-balance');
    const table = await screen.findByRole('table', { name: 'Balance by month, newest first' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Month', 'Declared', 'Paid', 'Fines', 'Refunds', 'Balance', 'Movements']);
    const [, nov, oct, sep] = within(table).getAllByRole('row');
    expect(cells(nov!).slice(0, 6)).toEqual(['November 2026', '₾1,000.00', '₾0.00', '₾500.00', '₾0.00', '-₾380.00']);
    expect(cells(oct!)[6]).toBe('None');
    expect(cells(sep!)[2]).toBe('₾1,120.00');
    expect(screen.getByRole('img', { name: /Balance at the end of each month from 2026-09 to 2026-11/ })).toBeInTheDocument();
    expect(screen.getByText('A negative balance is a debt to the Pension Agency.')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('/api/user/v1/users/u-1/detailed-balance?organizationCode=204567891');
  });

  it('opens a month\'s movements with their documents', async () => {
    const calls = stubFetch(ok(balance), ok(november));
    const user = userEvent.setup();
    renderWithProviders(<DetailedBalancePage />, '/en/detailed-balance');
    await user.click(await screen.findByRole('button', { name: 'Movements of November 2026' }));
    const drawer = await screen.findByRole('dialog', { name: 'Movements of November 2026' });
    const table = await within(drawer).findByRole('table');
    const [, due, fine] = within(table).getAllByRole('row');
    expect(cells(due!)).toEqual(['11/10/2026', 'Contributions of a declaration', '100045', '-₾1,000.00']);
    expect(cells(fine!)[1]).toBe('Fine imposedlate declaration');
    expect(calls[1]!.url).toContain('/api/user/v1/users/u-1/detailed-balance/months/2026-11');
  });

  it('says when there is nothing yet', async () => {
    stubFetch(ok({ ...balance, totalBalance: '0.00', months: [] }));
    renderWithProviders(<DetailedBalancePage />, '/en/detailed-balance');
    expect(await screen.findByText('No payment, declaration or fine yet: the balance is 0.00.')).toBeInTheDocument();
  });
});
