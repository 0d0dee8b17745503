import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, matchMediaStub, renderApp } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';

const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';
const LOAD_ID = '55555555-5555-4555-8555-555555555555';
const recentLoad = {
  id: LOAD_ID,
  fileName: 'rs-2026-09.csv',
  format: 'csv',
  loadedAt: '2026-11-20T18:00:00.000Z',
  rows: 3,
  organizations: 2,
  months: [
    { organizationCode: '204567891', organizationName: 'შპს „ქართული სავაჭრო ქსელი“', year: 2026, month: 9, rows: 2 },
    { organizationCode: '405112233', organizationName: 'შპს „მთის წყარო“', year: 2026, month: 9, rows: 1 },
  ],
  monthCount: 2,
};
const preview = {
  format: 'csv',
  rows: 3,
  organizations: 2,
  monthCount: 2,
  replaced: 46,
  replacedMonths: 1,
  months: [
    { organizationCode: '204567891', organizationName: 'შპს „ქართული სავაჭრო ქსელი“', year: 2026, month: 9, storedRows: 46, fileRows: 2 },
    { organizationCode: '405112233', organizationName: 'შპს „მთის წყარო“', year: 2026, month: 9, storedRows: 0, fileRows: 1 },
  ],
};
let calls: { url: string; method: string; body: unknown }[];
let answer: 'ok' | 'refused';
let loads: unknown[];

beforeEach(async () => {
  calls = [];
  answer = 'ok';
  loads = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (url.includes('/revenue-service/loads')) return Response.json({ statusCode: 200, result: loads });
      if (url.endsWith('/revenue-service/filings') || url.endsWith('/revenue-service/filings/preview')) {
        if (answer === 'refused')
          return Response.json(
            {
              statusCode: 400,
              code: 'REVENUE_PERSONAL_NUMBER_INVALID',
              message: 'Строка 3, столбец personal_number: «0100101010» не является личным номером из 11 цифр. Ничего не загружено.',
              result: null,
            },
            { status: 400 },
          );
        if (url.endsWith('/preview')) return Response.json({ statusCode: 200, result: preview });
        loads = [recentLoad];
        return Response.json({ statusCode: 200, result: { loadId: LOAD_ID, rows: 3, organizations: 2, rejected: 0, replaced: 1, months: 2 } });
      }
      return Response.json({ statusCode: 200, result: {} });
    }),
  );
  sessionStore.set({ accessToken: fakeAccessToken(OPERATOR_ID), refreshToken: 'refresh', isAdmin: true, expiresAt: Date.now() + SESSION_TIMEOUT_MS });
  await setLanguage('en');
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const pick = (name: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toContain('.csv');
  expect(input.accept).toContain('.xlsx');
  fireEvent.change(input, { target: { files: [new File(['organization_code,year\n'], name, { type: 'text/csv' })] } });
};

describe('Revenue Service filings screen', () => {
  it('explains the layout, loads a file, shows rows, organizations and rejected, and then the load among the recent ones', async () => {
    renderApp('/en/operator/revenue-service', { queryClient: noRetry() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenue Service filings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Nothing loaded yet', {}, { timeout: 5_000 })).toBeInTheDocument();
    const layout = screen.getByRole('list', { name: 'File layout' });
    for (const column of ['organization_code', 'year', 'month', 'personal_number', 'last_name', 'gross_income', 'income_tax', 'pension_contribution'])
      expect(within(layout).getByText(column)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download a sample CSV' })).toHaveAttribute('download', 'revenue-service-sample.csv');
    expect(screen.getByRole('link', { name: 'Revenue Service filings' })).toHaveAttribute('aria-current', 'page');

    const submit = screen.getByRole('button', { name: 'Load' });
    expect(submit).toBeDisabled();
    pick('rs-2026-09.csv');
    fireEvent.click(submit);
    // what the load would replace, asked first
    const dialog = await screen.findByRole('dialog', { name: 'Load this file?' }, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('rs-2026-09.csv: 3 rows of 2 organizations, in 2 organization months.');
    expect(within(dialog).getByTestId('revenue-preview-replaces')).toHaveTextContent('Loading it replaces 46 rows stored now, in 1 organization month');
    const rows = within(within(dialog).getByRole('table', { name: 'Organization months of the file' })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Organization', 'Month', 'Rows: stored now → in the file'],
      ['204567891 შპს „ქართული სავაჭრო ქსელი“', 'September 2026', '46 → 2'],
      ['405112233 შპს „მთის წყარო“', 'September 2026', '0 → 1'],
    ]);
    expect(calls.some((c) => c.url.endsWith('/revenue-service/filings'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load and replace' }));
    const status = await screen.findByRole('status', {}, { timeout: 5_000 });
    expect(within(status).getByText('rows loaded').previousSibling).toHaveTextContent('3');
    expect(within(status).getByText('organizations').previousSibling).toHaveTextContent('2');
    expect(within(status).getByText('rows rejected').previousSibling).toHaveTextContent('0');
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/operator/v1/revenue-service/filings'));
    expect(((sent?.body as FormData).get('file') as File).name).toBe('rs-2026-09.csv');

    const recent = await screen.findByRole('table', { name: 'Recent loads' }, { timeout: 5_000 });
    expect(within(recent).getByText('rs-2026-09.csv')).toBeInTheDocument();
    expect(within(recent).getByText('405112233 შპს „მთის წყარო“')).toBeInTheDocument();
    expect(within(recent).getAllByText('September 2026')).toHaveLength(2);
    expect(within(recent).getByText('(2 rows)')).toBeInTheDocument();
  }, 60_000);

  it('lists the recent loads as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', matchMediaStub(true));
    loads = [recentLoad];
    renderApp('/en/operator/revenue-service', { queryClient: noRetry() });
    const cards = await screen.findByRole('list', { name: 'Recent loads' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByText('rs-2026-09.csv')).toBeInTheDocument();
    expect(within(card).getByText('204567891 შპს „ქართული სავაჭრო ქსელი“')).toBeInTheDocument();
  }, 60_000);

  it("shows the server's row and column of a refused file in the user's language, and no result", async () => {
    answer = 'refused';
    await setLanguage('ru');
    renderApp('/ru/operator/revenue-service', { queryClient: noRetry() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Данные Службы доходов' }, { timeout: 10_000 })).toBeInTheDocument();
    pick('bad.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    // refused by the preview in the load's words: nothing asked, nothing loaded
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.replace(/.*\/revenue-service/, ''))).toEqual(['/filings/preview']);
    expect(within(alert).getByText('Файл не загружен')).toBeInTheDocument();
    expect(within(alert).getByText(/Строка 3, столбец personal_number/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // another file clears the refusal
    pick('good.csv');
    expect(screen.queryByText(/Строка 3/)).not.toBeInTheDocument();
  }, 60_000);

  it('cancelled, loads nothing and keeps the chosen file to load again', async () => {
    renderApp('/en/operator/revenue-service', { queryClient: noRetry() });
    expect(await screen.findByText('Nothing loaded yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    pick('rs-2026-09.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, { timeout: 5_000 })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Load' })).toBeEnabled();
    expect(screen.getByText('rs-2026-09.csv')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/revenue-service/filings'))).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  }, 60_000);
});
