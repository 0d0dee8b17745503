import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ParticipantAccount } from '@pensia/domain/participants/participant.api';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../common/lib/format';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { ParticipantPage } from './participant-page';

// the portfolio and its choice make their own calls, checked by their own tests (portfolio-switch.test.tsx,
// e2e/portfolio.spec.ts); this page's calls are the account's
vi.mock('../components/portfolio-switch', () => ({ PortfolioSwitch: () => null }));
vi.mock('../components/portfolio-section', () => ({ PortfolioSection: () => null }));

function SearchProbe() {
  const location = useLocation();
  return <output aria-label="search">{location.search || '(none)'}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/en/participant"
        element={
          <>
            <ParticipantPage />
            <SearchProbe />
          </>
        }
      />
    </Routes>,
    path,
  );
}

const account: ParticipantAccount = {
  personalNumber: '01001000001',
  firstName: 'Tamar',
  lastName: 'Kapanadze',
  asOf: '2026-11-24',
  year: 2026,
  unitPrice: '1.234567',
  unitPriceDate: '2026-11-15',
  units: '1000.000000',
  savings: '1234.57',
  thisYear: { employee: '100.00', organization: '100.00', state: '50.00', total: '250.00' },
  total: { employee: '300.00', organization: '300.00', state: '150.00', total: '750.00' },
  incomeThisYear: '25000.00',
  stateBand: { band: 'onePercent', upTo: '60000.00', remaining: '35000.00' },
  lines: [
    {
      id: 'r2', date: '2026-11-10', paymentDate: '2026-11-12', conversionDate: null, organizationCode: '405112233', organizationName: 'Logistics',
      contributionBase: '3200.00', employeeContribution: '64.00', organizationContribution: '64.00', contributionAmount: '128.00', governmentContribution: '32.00',
      units: '0.000000', unitPrice: null, contributionStatus: 'paid', cumulativeUnits: '1000.000000', cumulativeSavings: '1234.57', cumulativeContributionBase: '40000.00', cumulativeContributions: '750.00',
    },
    {
      id: 'r1', date: '2026-10-10', paymentDate: '2026-10-12', conversionDate: '2026-10-15', organizationCode: '204567891', organizationName: 'Retail',
      contributionBase: '2500.00', employeeContribution: '50.00', organizationContribution: '50.00', contributionAmount: '100.00', governmentContribution: '50.00',
      units: '121.500000', unitPrice: '1.234567', contributionStatus: 'converted', cumulativeUnits: '1000.000000', cumulativeSavings: '1234.57', cumulativeContributionBase: '36800.00', cumulativeContributions: '622.00',
    },
  ],
  employers: [
    { organizationCode: '405112233', organizationName: 'Logistics', firstDate: '2025-12-10', lastDate: '2026-11-10', employeeContribution: '200.00', organizationContribution: '200.00' },
    { organizationCode: '204567891', organizationName: 'Retail', firstDate: '2023-10-10', lastDate: '2026-10-10', employeeContribution: '100.00', organizationContribution: '100.00' },
  ],
  priceHistory: [
    { date: '2026-09-15', price: '1.200000' },
    { date: '2026-10-15', price: '1.234567' },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ParticipantPage', () => {
  it('takes the token out of the address, exchanges it once and shows the account', async () => {
    const calls = stubFetch(
      { body: { statusCode: 200, result: { isValid: true, accessToken: 'p.a.t', refreshToken: 'pr1' } } },
      { body: { statusCode: 200, result: account } },
    );
    renderAt('/en/participant?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: /My pension account — Tamar Kapanadze/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('(none)');
    expect(calls[0]).toMatchObject({ url: '/api/user/v1/auth/participant-user/exchange', method: 'POST', body: { token: 'tok-1' } });
    expect(calls[1]).toMatchObject({ url: '/api/user/v1/participant/account', method: 'GET' });
    expect(calls).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem('pensia.participant')!)).toEqual({ accessToken: 'p.a.t', refreshToken: 'pr1' });

    expect(screen.getAllByText('Savings')[0]).toBeInTheDocument();
    // the savings, and the cumulative savings of the two lines
    expect(screen.getAllByText(formatMoney('1234.57'))).toHaveLength(3);
    expect(screen.getByText(/You have passed 24,000 GEL/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /The unit price at the end of each month/ })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Every contribution, newest first' });
    const rows = within(lines).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Converted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print statement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('a used or expired token: says so and offers the sign-in page', async () => {
    stubFetch({ body: { statusCode: 200, result: { isValid: false, accessToken: null, refreshToken: null, message: 'The sign-in link has expired or was already used. Please sign in again.' } } });
    renderAt('/en/participant?token=old');
    expect(await screen.findByText('The sign-in link has expired or was already used. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('(none)');
    expect(sessionStorage.getItem('pensia.participant')).toBeNull();
  });

  it('without a session: asks to sign in and calls nothing', async () => {
    const calls = stubFetch({ body: {} });
    renderAt('/en/participant');
    expect(await screen.findByText('Sign in to see your pension account')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the newest 24 contributions, more on demand, and every one of them when the statement is printed', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...account.lines[1]!, id: `l${i}`, date: `2024-${String((i % 12) + 1).padStart(2, '0')}-10` }));
    stubFetch(
      { body: { statusCode: 200, result: { isValid: true, accessToken: 'p.a.t', refreshToken: 'pr1' } } },
      { body: { statusCode: 200, result: { ...account, lines: many } } },
    );
    renderAt('/en/participant?token=tok-2');
    const lines = await screen.findByRole('table', { name: 'Every contribution, newest first' });
    // a header row and 24 contributions
    expect(within(lines).getAllByRole('row')).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (6 left)' }));
    expect(within(lines).getAllByRole('row')).toHaveLength(31);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('prints every contribution even when fewer are shown', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...account.lines[1]!, id: `p${i}` }));
    stubFetch(
      { body: { statusCode: 200, result: { isValid: true, accessToken: 'p.a.t', refreshToken: 'pr1' } } },
      { body: { statusCode: 200, result: { ...account, lines: many } } },
    );
    renderAt('/en/participant?token=tok-3');
    const lines = await screen.findByRole('table', { name: 'Every contribution, newest first' });
    expect(within(lines).getAllByRole('row')).toHaveLength(25);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(within(lines).getAllByRole('row')).toHaveLength(31);
  });
});
