import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, renderApp } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';

const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';
const ENTRY_ID = '66666666-6666-4666-8666-666666666666';
const TX_ID = '77777777-7777-4777-8777-777777777777';
const entry = {
  id: ENTRY_ID, statementId: ENTRY_ID, account: 'GE12NB0331100000000001', reference: 'TR-2026-000300', bookingDate: '2026-11-20', valueDate: '2026-11-20',
  amount: '432.10', currency: 'GEL', payerCode: null, payerName: 'შპს „მთის წყარო“', payerAccount: 'GE11BG0000000987654321', payerBank: null,
  remittance: 'საპენსიო შენატანი 204567891', status: 'matched', matchMethod: 'remittance', organizationCode: '204567891', organizationName: 'შპს „სხვა“',
  transactionId: TX_ID, loadedAt: '2026-11-20T18:00:00.000Z', matchedAt: '2026-11-20T18:00:00.000Z',
};
let calls: { url: string; method: string; body: unknown }[];

beforeEach(async () => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (url.includes('/bank-statements/unmatched')) return Response.json({ statusCode: 200, result: { items: [], totalCount: 0, pageNumber: 1, pageSize: 20 } });
      if (url.includes('/bank-statements/matched')) return Response.json({ statusCode: 200, result: { items: [entry], totalCount: 1, pageNumber: 1, pageSize: 20 } });
      if (url.includes(`/entries/${ENTRY_ID}/unmatch`)) {
        return Response.json({ statusCode: 200, result: { ...entry, status: 'unmatched', matchMethod: null, organizationCode: null, organizationName: null, transactionId: null, matchedAt: null } });
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

describe('matched payments and undoing a match', () => {
  it('asks for a reason, then a confirmation, and sends the payment it showed', async () => {
    renderApp('/en/operator/bank-statements', { queryClient: noRetry() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Matched' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the match of payment TR-2026-000300' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Matched to: შპს „სხვა“ (204567891).')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The code in the purpose is of another organization' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Take the payment back?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.includes('/unmatch'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Take the payment back' }));
    expect(await screen.findByText('The match of payment TR-2026-000300 was undone: it now waits in the queue.', {}, { timeout: 5_000 })).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url.includes(`/entries/${ENTRY_ID}/unmatch`));
    expect(JSON.parse(sent!.body as string)).toEqual({ transactionId: TX_ID, reason: 'The code in the purpose is of another organization' });
  }, 60_000);

  it('filters by the organization code and booking dates', async () => {
    renderApp('/en/operator/bank-statements', { queryClient: noRetry() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Matched' }, { timeout: 10_000 }));
    const form = await screen.findByRole('search', { name: 'Filter matched payments' });
    fireEvent.change(within(form).getByLabelText("Organization's identification code"), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Find' }));
    expect(await within(form).findByText('The identification code must have 9 or 11 digits.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText("Organization's identification code"), { target: { value: '204567891' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Find' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('/bank-statements/matched') && c.url.includes('organizationCode=204567891'))).toBe(true));
  }, 60_000);
});
