import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, renderApp } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { testQueryClient } from '../../../common/testing/query-client';

/** A letter whose send ran out of tries (decision 0089): its page and the sent list say so and send it again. */
const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';
const ITEM_ID = '44444444-4444-4444-8444-444444444444';
const item = (status: 'failed' | 'sent', recipientCount: number) => ({
  _id: ITEM_ID,
  kind: 'letter',
  type: 'information',
  subject: 'ყველას წერილი',
  isObligatory: false,
  sentAt: '2026-11-29T05:00:00.000Z',
  sentBy: 'operator',
  status,
  recipientCount,
  readCount: 0,
  attachmentCount: 0,
  text: 'გთხოვთ, გაეცნოთ.',
  subjectEn: null,
  textEn: null,
  subjectRu: null,
  textRu: null,
  attachments: [],
});
let calls: { url: string; method: string }[];
let sentAgain: boolean;

beforeEach(async () => {
  calls = [];
  sentAgain = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (method === 'POST' && url.endsWith(`/operator/v1/letters/${ITEM_ID}/send`)) {
        sentAgain = true;
        return Response.json({ statusCode: 200, result: { _id: ITEM_ID, recipientCount: 12_000 } });
      }
      if (url.includes(`/operator/v1/letters/${ITEM_ID}/recipients`)) return Response.json({ statusCode: 200, result: { items: [], totalCount: 0, pageNumber: 1, pageSize: 20 } });
      if (url.includes(`/operator/v1/letters/${ITEM_ID}`)) return Response.json({ statusCode: 200, result: sentAgain ? item('sent', 12_000) : item('failed', 5_000) });
      if (url.includes('/operator/v1/letters')) {
        return Response.json({ statusCode: 200, result: { items: [sentAgain ? item('sent', 12_000) : item('failed', 5_000)], totalCount: 1, pageNumber: 1, pageSize: 20 } });
      }
      return Response.json({ statusCode: 200, result: {} });
    }),
  );
  sessionStore.set({ accessToken: fakeAccessToken(OPERATOR_ID), refreshToken: 'refresh', isAdmin: true, expiresAt: Date.now() + SESSION_TIMEOUT_MS });
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const sendAgainCalls = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/send'));

describe('a letter whose send failed', () => {
  it('its page says it stopped, how far it got, and sends it again from there; then it reads sent (en)', async () => {
    await setLanguage('en');
    renderApp(`/en/operator/sent/letter/${ITEM_ID}`, { queryClient: testQueryClient() });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('This send stopped before it reached every organization')).toBeInTheDocument();
    expect(within(alert).getByText(/5,000 organizations were reached before it stopped/)).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    // a failed send is not asked for again and again: nothing changes it but a send again
    expect(sendAgainCalls()).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Send again: ყველას წერილი' }));
    expect(await screen.findByText('Sent again: 12,000 organizations have it now.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('This send stopped before it reached every organization')).not.toBeInTheDocument());
    expect(screen.getAllByText('Sent').some((e) => e.closest('.mantine-Badge-root'))).toBe(true);
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    expect(sendAgainCalls()).toHaveLength(1);
  });

  it('the sent list marks it and offers to send it again, in Georgian', async () => {
    await setLanguage('ka');
    renderApp('/operator/sent/letter', { queryClient: testQueryClient() });
    expect((await screen.findByText('ვერ გაიგზავნა', {}, { timeout: 10_000 })).closest('[title]')).toHaveAttribute('title', 'გაგზავნა შეწყდა, სანამ ყველა ორგანიზაციას მიაღწევდა: არცერთი მათგანი მას ვერ ხედავს.');
    fireEvent.click(screen.getByRole('button', { name: 'ხელახლა გაგზავნა: ყველას წერილი' }));
    await waitFor(() => expect(sendAgainCalls()).toHaveLength(1));
    expect(await screen.findByText('გაგზავნილია', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ხელახლა გაგზავნა/ })).not.toBeInTheDocument();
  });
});
