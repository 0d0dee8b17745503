import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, renderApp } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { formatMoney } from '../../../common/lib/format';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';

const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';
const ENTRY_ID = '55555555-5555-4555-8555-555555555555';
const entry = {
  id: ENTRY_ID, statementId: ENTRY_ID, account: 'GE12NB0331100000000001', reference: 'TR-2026-000211', bookingDate: '2026-11-20', valueDate: '2026-11-20',
  amount: '250.00', currency: 'GEL', payerCode: '987654321', payerName: 'შპს „მთის წყარო“', payerAccount: 'GE11BG0000000987654321', payerBank: null,
  remittance: 'საპენსიო შენატანი, ოქტომბერი', payerAccountInvalid: true, status: 'unmatched', matchMethod: null, organizationCode: null, organizationName: null, transactionId: null,
  loadedAt: '2026-11-20T18:00:00.000Z', matchedAt: null,
};
let calls: { url: string; method: string; body: unknown }[];

beforeEach(async () => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (url.includes('/bank-statements/unmatched')) return Response.json({ statusCode: 200, result: { items: [entry], totalCount: 1, pageNumber: 1, pageSize: 20 } });
      if (url.endsWith('/bank-statements')) return Response.json({ statusCode: 200, result: { statementId: ENTRY_ID, statements: 2, alreadyLoaded: 2, entries: 12, matched: 10, unmatched: 1, duplicates: 1, ignored: 3, debits: 3, returns: 1, flagged: 0 } });
      if (url.includes(`/entries/${ENTRY_ID}/match`) && String(init?.body).includes('204566000')) {
        return Response.json({ statusCode: 200, result: { ...entry, status: 'matched', matchMethod: 'hand', organizationCode: '204566000', organizationName: 'შპს ნიმუში', transactionId: 'tr-1', matchedAt: '2026-11-21T09:00:00.000Z' } });
      }
      if (url.includes(`/entries/${ENTRY_ID}/match`)) {
        return Response.json(
          { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Please fill in the correct fields.', result: { messages: { organizationCode: 'No organization has this identification code.' } } },
          { status: 400 },
        );
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

describe('bank statements screen', () => {
  it('loads a file and shows what the statement gave', async () => {
    renderApp('/en/operator/bank-statements', { queryClient: noRetry() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank statements' }, { timeout: 10_000 })).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<Document/>'], 'statement.xml', { type: 'application/xml' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    // the load's report is the status that holds its figures (a loading spinner is a status too)
    const status = (await screen.findByText('matched to organizations', {}, { timeout: 5_000 })).closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('matched to organizations').previousSibling).toHaveTextContent('10');
    expect(within(status).getByText('loaded before').previousSibling).toHaveTextContent('1');
    expect(within(status).getByText('payments returned').previousSibling).toHaveTextContent('1');
    expect(screen.getByText('Every statement of this file was loaded before: nothing was booked.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/operator/v1/bank-statements'));
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
  }, 60_000);

  it('a load the server goes on with (202): says it is being loaded, follows the upload, then shows what it gave', async () => {
    const UPLOAD_ID = '66666666-6666-4666-8666-666666666666';
    const result = { statementId: ENTRY_ID, statements: 1, alreadyLoaded: 0, entries: 20000, matched: 19990, unmatched: 10, duplicates: 0, ignored: 0, debits: 0, returns: 0, flagged: 0 };
    let asked = 0;
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      const u = String(url);
      if (u.endsWith('/bank-statements') && init?.method === 'POST') {
        calls.push({ url: u, method: 'POST', body: init.body });
        return Response.json({ statusCode: 202, result: { uploadId: UPLOAD_ID, status: 'queued' } }, { status: 202 });
      }
      if (u.endsWith(`/bank-statements/uploads/${UPLOAD_ID}`)) {
        calls.push({ url: u, method: 'GET', body: undefined });
        asked += 1;
        const state = asked < 2 ? { status: 'running', result: null } : { status: 'done', result };
        return Response.json({ statusCode: 200, result: { uploadId: UPLOAD_ID, fileName: 'big.xml', createdAt: '2026-11-29T08:00:00.000Z', finishedAt: null, error: null, ...state } });
      }
      return answer(url as string, init);
    });
    renderApp('/en/operator/bank-statements', { queryClient: noRetry() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank statements' }, { timeout: 10_000 })).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<Document/>'], 'big.xml', { type: 'application/xml' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByTestId('load-accepted', {}, { timeout: 5_000 })).toHaveTextContent(/^Being loaded…/);
    const status = (await screen.findByText('matched to organizations', {}, { timeout: 10_000 })).closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('matched to organizations').previousSibling).toHaveTextContent('19,990');
    expect(screen.queryByTestId('load-accepted')).not.toBeInTheDocument();
    expect(asked).toBe(2);
  }, 60_000);

  it('lists the payments to match and shows the server\'s message under the code of an unknown organization', async () => {
    renderApp('/en/operator/bank-statements', { queryClient: noRetry() });
    fireEvent.click(await screen.findByRole('button', { name: 'Match payment TR-2026-000211' }, { timeout: 10_000 }));
    expect(screen.getByText("Payer code 987654321 is no organization's")).toBeInTheDocument();
    expect(screen.getByTestId('payer-iban-invalid')).toHaveTextContent('IBAN check failed');
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText(/identification code/);
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Match and record the payment' }));
    expect(await within(dialog).findByText('The identification code must have 9 or 11 digits.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/match'))).toBe(false);
    fireEvent.change(code, { target: { value: '123456780' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Match and record the payment' }));
    expect(await within(dialog).findByText('No organization has this identification code.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.url.includes('/match'))!.body as string)).toEqual({ organizationCode: '123456780' });
  }, 60_000);

  it('shows each payment to match as a card on a phone, every line named by its column', async () => {
    renderApp('/en/operator/bank-statements', { queryClient: noRetry() });
    await screen.findByRole('button', { name: 'Match payment TR-2026-000211' }, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'Payments to match' });
    expect(table).toHaveClass('pensia-cards');
    const cells = within(table).getAllByRole('cell');
    expect(cells.find((c) => c.textContent === 'TR-2026-000211')).toHaveAttribute('data-label', 'Bank reference');
    expect(cells.find((c) => c.textContent === formatMoney('250.00'))).toHaveAttribute('data-label', 'Amount');
  }, 60_000);

  it('says after a match which organization the payment was recorded for, and how much', async () => {
    renderApp('/en/operator/bank-statements', { queryClient: noRetry() });
    fireEvent.click(await screen.findByRole('button', { name: 'Match payment TR-2026-000211' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/identification code/), { target: { value: '204566000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Match and record the payment' }));
    expect(await screen.findByText(/is recorded for შპს ნიმუში \(code 204566000\) and added to its balance/, {}, { timeout: 5_000 })).toHaveTextContent(`Payment TR-2026-000211 of ${formatMoney(entry.amount)}`);
  }, 60_000);
});
