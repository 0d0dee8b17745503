import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInTestEmployer } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { testQueryClient } from '../../../common/testing/query-client';

let calls: string[];
let posts: { url: string; body: unknown }[];

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
  declared: { income: '1000.00', contribution: '20.00', incomeTax: null } as null | { income: string; contribution: string; incomeTax: null },
  revenue: { income: '1150.00', contribution: '23.00', incomeTax: '225.40' },
  incomeDifference: '-150.00',
  contributionDifference: '-3.00',
  comment: null as null | Record<string, unknown>,
  reversibleDeclarationId: null as string | null,
};
const DECLARATION = '7d7c7e0a-1b2c-4d5e-8f90-0123456789ab';
const commented = {
  ...person,
  comment: { id: 'c1', year: 2025, month: 6, personalIdentificationNumber: '01001010101', comment: 'The June bonus was paid in July', source: 'screen', fileId: null, lastModificationDate: '2025-07-10T10:00:00.000Z' },
  reversibleDeclarationId: DECLARATION,
};
let items: (typeof person)[];
const files = [
  { id: 'f1', name: 'comments-june.xlsx', size: 8200, year: 2025, status: 'rejected', commentCount: 0, errorCount: 1, uploadedOn: '2025-07-11T09:00:00.000Z' },
];

beforeEach(async () => {
  calls = [];
  posts = [];
  items = [person];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(url);
      if (init?.method === 'POST' && url.includes('rs-pa-compare-add-comments')) {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ statusCode: 200, result: commented.comment });
      }
      if (url.includes('rs-excel-comment-files')) return Response.json({ statusCode: 200, result: files });
      if (url.includes('rs-excel-comment-savedornot'))
        return Response.json({ statusCode: 200, result: { id: 'f1', saved: false, status: 'rejected', commentCount: 0, errorCount: 1, errors: [{ row: 4, column: 'Personal number', message: 'The personal number must have exactly 11 digits.' }] } });
      if (url.includes('letters/user/count'))
        return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (url.includes('rs-pa-compare2a-year-details'))
        return Response.json({ statusCode: 200, result: { items, totalCount: items.length, pageNumber: 1, pageSize: 20, totals: totals({ declaredIncome: '1000.00', revenueIncome: '1150.00' }) } });
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
    // a month with neither a declaration nor the Revenue Service's data is no row, only named under the table
    expect(within(monthsTable).queryByRole('row', { name: /July 2025/ })).toBeNull();
    expect(screen.getByText(/are left out: .*July 2025/)).toBeInTheDocument();

    fireEvent.click(within(june).getByRole('button', { name: 'People of June 2025' }));
    await waitFor(() => expect(calls.some((u) => u.includes('rs-pa-compare2a-year-details') && u.includes('month=6') && u.includes('kind=differences'))).toBe(true));
    const people = await screen.findByRole('table', { name: '1 of 1 people' });
    expect(within(people).getByText('01001010101')).toBeInTheDocument();
    expect(within(people).getByText('Amounts differ')).toBeInTheDocument();
    expect(within(people).getByText('₾1,150.00')).toBeInTheDocument();
  });

  it('shows the comment of a difference, writes it in a dialog, starts its reversing declaration, and lists the uploaded comment workbooks with their errors', async () => {
    items = [commented];
    renderApp('/en/declaration/revenue-service-comparison?year=2025&month=6&kind=amountsDiffer', { queryClient: testQueryClient() });
    await waitFor(() => expect(calls.some((u) => u.includes('rs-pa-compare2a-year-details') && u.includes('kind=amountsDiffer'))).toBe(true));
    const people = await screen.findByRole('table', { name: '1 of 1 people' }, { timeout: 10_000 });
    expect(within(people).getByText('The June bonus was paid in July')).toBeInTheDocument();
    const reverse = within(people).getByRole('link', { name: 'Correct with a reversing declaration: ბერიძე ნინო, June 2025' });
    expect(reverse.getAttribute('href')).toBe(`/en/declaration/reversed?start=${DECLARATION}&person=01001010101`);

    fireEvent.click(within(people).getByRole('button', { name: 'Edit comment: ბერიძე ნინო, June 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comment: ბერიძე ნინო, June 2025' });
    const field = within(dialog).getByLabelText(/^Comment/);
    expect(field).toHaveValue('The June bonus was paid in July');
    fireEvent.change(field, { target: { value: 'The June bonus was paid in July, declared in July' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ year: 2025, month: 6, personalIdentificationNumber: '01001010101', comment: 'The June bonus was paid in July, declared in July' });

    const uploaded = await screen.findByRole('table', { name: 'Workbooks uploaded: 1' });
    const row = within(uploaded).getByRole('row', { name: /comments-june\.xlsx/ });
    expect(row).toHaveTextContent('Not saved');
    expect(row).toHaveTextContent('Rows with errors: 1');
    fireEvent.click(within(row).getByRole('button', { name: 'Show errors: comments-june.xlsx' }));
    const errors = await screen.findByRole('table', { name: 'Errors of “comments-june.xlsx”' });
    expect(within(errors).getByRole('row', { name: /4 Personal number The personal number must have exactly 11 digits\./ })).toBeInTheDocument();
    expect(screen.getByLabelText('Filled comments workbook (.xlsx)')).toBeInTheDocument();
  });

  it('offers no reversal where the month has no filed declaration', async () => {
    items = [{ ...person, kind: 'missingInDeclaration', declared: null }];
    renderApp('/en/declaration/revenue-service-comparison?year=2025&month=6&kind=missingInDeclaration', { queryClient: testQueryClient() });
    await waitFor(() => expect(calls.some((u) => u.includes('rs-pa-compare2a-year-details') && u.includes('kind=missingInDeclaration'))).toBe(true));
    const people = await screen.findByRole('table', { name: '1 of 1 people' }, { timeout: 10_000 });
    expect(within(people).getByRole('button', { name: 'Comment: ბერიძე ნინო, June 2025' })).toBeInTheDocument();
    expect(within(people).queryByRole('link', { name: /reversing declaration/ })).toBeNull();
  });

  it.each(['viewer', 'approver'] as const)('shows the comments and the workbooks to a user who cannot prepare (%s), but nothing to write, delete, upload or reverse', async (orgRole) => {
    items = [commented];
    signInTestEmployer({ user: { ...sessionStore.get().user!, orgRole } });
    renderApp('/en/declaration/revenue-service-comparison?year=2025&month=6&kind=amountsDiffer', { queryClient: testQueryClient() });
    const people = await screen.findByRole('table', { name: '1 of 1 people' }, { timeout: 10_000 });
    expect(within(people).getByText('The June bonus was paid in July')).toBeInTheDocument();
    expect(within(people).queryByRole('button', { name: /comment/i })).toBeNull();
    expect(within(people).queryByRole('link', { name: /reversing declaration/ })).toBeNull();
    const uploaded = await screen.findByRole('table', { name: 'Workbooks uploaded: 1' });
    expect(within(uploaded).getByRole('button', { name: 'Download: comments-june.xlsx' })).toBeInTheDocument();
    expect(within(uploaded).queryByRole('button', { name: 'Delete: comments-june.xlsx' })).toBeNull();
    expect(screen.queryByLabelText('Filled comments workbook (.xlsx)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload comments' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the differences of June 2025 with comments (Excel)' })).toBeInTheDocument();
  });

  it('offers a preparer the comment, its deletion, the reversal and the workbook upload', async () => {
    items = [commented];
    signInTestEmployer({ user: { ...sessionStore.get().user!, orgRole: 'preparer' } });
    renderApp('/en/declaration/revenue-service-comparison?year=2025&month=6&kind=amountsDiffer', { queryClient: testQueryClient() });
    const people = await screen.findByRole('table', { name: '1 of 1 people' }, { timeout: 10_000 });
    expect(within(people).getByRole('button', { name: 'Edit comment: ბერიძე ნინო, June 2025' })).toBeInTheDocument();
    expect(within(people).getByRole('button', { name: 'Delete comment: ბერიძე ნინო, June 2025' })).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'Correct with a reversing declaration: ბერიძე ნინო, June 2025' })).toBeInTheDocument();
    const uploaded = await screen.findByRole('table', { name: 'Workbooks uploaded: 1' });
    expect(within(uploaded).getByRole('button', { name: 'Delete: comments-june.xlsx' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filled comments workbook (.xlsx)')).toBeInTheDocument();
  });
});
