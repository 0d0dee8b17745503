import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInTestEmployer } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { testQueryClient } from '../../../common/testing/query-client';

const DECLARATION_ID = '22222222-2222-4222-8222-222222222222';
let calls: string[];
let declarationAnswer: () => Response;

beforeEach(async () => {
  calls = [];
  declarationAnswer = () => Response.json({ statusCode: 404, code: 'DECLARATION_NOT_AVAILABLE', message: 'Declaration is no longer available.' }, { status: 404 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (url.includes('monthly-decs/')) return declarationAnswer();
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

/** Like the app's client: a refused request (4xx) is not tried again. */
const noRetry = testQueryClient;
const declarationCalls = () => calls.filter((url) => url.includes('/declarations/'));

async function expectNotAvailable(homeName = 'Back to new declarations') {
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent(/^Declaration is no longer available\.$/);
  expect(screen.getAllByText('Declaration is no longer available.')).toHaveLength(1);
  expect(screen.queryByText('Please fill in the correct fields.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: homeName })).toHaveAttribute('href', '/en');
}

describe('a declaration named in the address', () => {
  it.each(['/en/declaration/view/not-an-id', '/en/declaration/new/not-an-id', `/en/declaration/view/${DECLARATION_ID}x`, "/en/declaration/view/1'%20or%201=1"])(
    'that is not an id reads "no longer available" once, with the way home, without asking the server (%s)',
    async (path) => {
      renderApp(path);
      await expectNotAvailable();
      expect(declarationCalls()).toEqual([]);
    },
  );

  it('that the server does not know reads "no longer available" once, without a retry', async () => {
    renderApp(`/en/declaration/view/${DECLARATION_ID}`, { queryClient: noRetry() });
    await expectNotAvailable();
    expect(declarationCalls()).toHaveLength(1);
    expect(declarationCalls()[0]).toContain(`monthly-decs/${DECLARATION_ID}`);
  });

  it("that the server refuses as a malformed id (400 under 'id') reads the same", async () => {
    declarationAnswer = () =>
      Response.json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Please fill in the correct fields.', result: { messages: { id: 'The value has the wrong type.' } }, errors: ['Please fill in the correct fields.'] },
        { status: 400 },
      );
    renderApp(`/en/declaration/view/${DECLARATION_ID}`, { queryClient: noRetry() });
    await expectNotAvailable();
  });

  it('that fails for another reason shows the failure with a retry', async () => {
    declarationAnswer = () => Response.json({ statusCode: 409, code: 'CONFLICT', message: 'Something changed meanwhile.' }, { status: 409 });
    renderApp(`/en/declaration/view/${DECLARATION_ID}`, { queryClient: noRetry() });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Something changed meanwhile.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Declaration is no longer available.')).not.toBeInTheDocument();
  });

  it('is said in Georgian and Russian too', async () => {
    await setLanguage('ka');
    const ka = renderApp('/ge/declaration/view/not-an-id');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('დეკლარაცია აღარ არის ხელმისაწვდომი.');
    ka.unmount();
    await setLanguage('ru');
    renderApp('/ru/declaration/view/not-an-id');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Декларация больше недоступна.'), { timeout: 10_000 });
    expect(declarationCalls()).toEqual([]);
  });
});
