import { afterEach, beforeEach, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { stopCountPolling } from '../session/session-actions';
import { sessionStore } from '../session/session-store';
import { signInTestEmployer } from './example-employer';

/** A request the screen sent. */
export interface SentCall {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** What the top bar asks every signed-in screen for: no letters, no notifications. */
const NO_LETTERS = {
  status: 'success',
  data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 },
};

/**
 * A screen of the example employer, in English, for each test of the file: the network answered by `answer`
 * (the top bar's letter count answered beside it; a request it leaves unanswered gets an empty success), and
 * the session, polling and network put back after the test. Answers the requests sent, emptied before each test.
 */
export function employerScreen(answer: (url: string, init?: RequestInit) => Response | undefined): SentCall[] {
  const calls: SentCall[] = [];
  beforeEach(async () => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
        if (url.includes('letters/user/count')) return Response.json(NO_LETTERS);
        return answer(url, init) ?? Response.json({ statusCode: 200, result: {} });
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
  return calls;
}

/** A page of items as the server answers it. */
export const pageOf = <T>(items: T[]) => ({ items, totalCount: items.length, pageNumber: 1, pageSize: 10 });
