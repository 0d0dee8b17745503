import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInTestEmployer } from '../../../app/test-utils';
import { setLanguage } from '../../../shared/lib/i18n';
import { stopCountPolling } from '../../../shared/session/session-actions';
import { sessionStore } from '../../../shared/session/session-store';
import { testQueryClient } from '../../../shared/testing/query-client';

let calls: string[];

const zero = { missingInDeclaration: 0, missingAtRevenueService: 0, amountsDiffer: 0, same: 0 };
const totals = (over: Partial<{ declaredIncome: string; revenueIncome: string; incomeDifference: string; counts: typeof zero }> = {}) => ({
  declaredIncome: '0.00',
  revenueIncome: '0.00',
  declaredContribution: '0.00',
  revenueContribution: '0.00',
  incomeDifference: '0.00',
  contributionDifference: '0.00',
  people: 0,
  counts: zero,
  ...over,
});
const months = Array.from({ length: 12 }, (_, i) => ({
  month: i + 1,
  revenueLoaded: i + 1 === 6,
  declared: i + 1 <= 6,
  declarationStatuses: i + 1 <= 6 ? ['closed'] : [],
  totals: i + 1 === 6 ? totals({ declaredIncome: '2000.00', revenueIncome: '2150.00', incomeDifference: '-150.00', counts: { ...zero, amountsDiffer: 1, same: 1 } }) : totals(),
}));
const person = {
  year: 2025,
  month: 6,
  personalIdentificationNumber: '01001010101',
  lastName: 'ბერიძე',
  firstName: 'ნინო',
  kind: 'amountsDiffer',
  declared: { income: '1000.00', contribution: '20.00', incomeTax: null },
  revenue: { income: '1150.00', contribution: '23.00', incomeTax: '225.40' },
  incomeDifference: '-150.00',
  contributionDifference: '-3.00',
};

beforeEach(async () => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('letters/user/count'))
        return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (url.includes('rs-pa-compare2a-year-details'))
        return Response.json({ statusCode: 200, result: { items: [person], totalCount: 1, pageNumber: 1, pageSize: 20, totals: totals({ declaredIncome: '1000.00', revenueIncome: '1150.00' }) } });
      if (url.includes('rs-pa-compare2a')) return Response.json({ statusCode: 200, result: { year: 2025, years: [2025, 2024], months, totals: totals() } });
      return Response.json({ statusCode: 200, result: {} });
    }),
  );
  signInTestEmployer();
  await setLanguage('en');
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the comparison with the Revenue Service', () => {
  it('shows the months of the year, then the people of a month with their kind of difference', async () => {
    renderApp('/en/declaration/revenue-service-comparison?year=2025', { queryClient: testQueryClient() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comparison with the Revenue Service' }, { timeout: 10_000 })).toBeInTheDocument();
    const monthsTable = await screen.findByRole('table', { name: 'Months of 2025' });
    const june = within(monthsTable).getByRole('row', { name: /June 2025/ });
    expect(june).toHaveTextContent('Loaded');
    expect(june).toHaveTextContent('-₾150.00');
    expect(june).toHaveTextContent('Amounts differ: 1');
    expect(within(monthsTable).getByRole('row', { name: /July 2025/ })).toHaveTextContent('Not loaded yet');

    fireEvent.click(within(june).getByRole('button', { name: 'People of June 2025' }));
    await waitFor(() => expect(calls.some((u) => u.includes('rs-pa-compare2a-year-details') && u.includes('month=6') && u.includes('kind=differences'))).toBe(true));
    const people = await screen.findByRole('table', { name: '1 of 1 people' });
    expect(within(people).getByText('01001010101')).toBeInTheDocument();
    expect(within(people).getByText('Amounts differ')).toBeInTheDocument();
    expect(within(people).getByText('₾1,150.00')).toBeInTheDocument();
  });
});
