import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, renderApp } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { testQueryClient } from '../../../common/testing/query-client';

const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';
const ITEM_ID = '44444444-4444-4444-8444-444444444444';
let calls: string[];

beforeEach(async () => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (url.includes('/operator/v1/letters/') || url.includes('/operator/v1/notifs/'))
        return Response.json({ statusCode: 404, code: 'RECORD_NOT_FOUND', message: 'Record not found.' }, { status: 404 });
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

const itemCalls = () => calls.filter((url) => /\/operator\/v1\/(letters|notifs)\//.test(url));
const noRetry = testQueryClient;

describe('a sent item named in the address', () => {
  it.each([
    ['letter', 'Letter not found'],
    ['notification', 'Notification not found'],
  ])('that is not an id reads "not found" with the way back, without asking the server (%s)', async (kind, title) => {
    renderApp(`/en/operator/sent/${kind}/not-an-id`, { queryClient: noRetry() });
    expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Nothing sent has this address. Open it from the list of sent items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: kind === 'letter' ? '← Letters' : '← Notifications' })).toHaveAttribute('href', `/en/operator/sent/${kind}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(itemCalls()).toEqual([]);
  });

  it('that the server does not know reads the same, without a dialog offering a retry', async () => {
    renderApp(`/en/operator/sent/letter/${ITEM_ID}`, { queryClient: noRetry() });
    expect(await screen.findByRole('heading', { name: 'Letter not found' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(itemCalls().some((url) => url.includes(`/letters/${ITEM_ID}`))).toBe(true);
  });
});
