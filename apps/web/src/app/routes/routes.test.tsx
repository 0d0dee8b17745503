import type { CorrespondenceCount } from '@pensia/domain/nbo/nbo.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../common/lib/i18n';
import { stopCountPolling } from '../../common/session/session-actions';
import { sessionStore } from '../../common/session/session-store';
import { renderApp, signInTestEmployer } from '../test-utils';

let counts: CorrespondenceCount;
/** Answers of `letters/user` and `notifs/user` (the newest item an alert names); empty when unset. */
let newestLetter: object | undefined;
let newestNotification: object | undefined;
let asked: string[];

function signIn(patch: Parameters<typeof signInTestEmployer>[0] = {}) {
  signInTestEmployer({ totalBalance: '1500.5', ...patch });
}

beforeEach(async () => {
  counts = { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 };
  newestLetter = undefined;
  newestNotification = undefined;
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: counts });
      const page = { total: 1, pageNumber: 1, pageSize: 1 };
      if (url.includes('/letters/user?'))
        return Response.json({ status: 'success', data: { letters: newestLetter ? [newestLetter] : [], ...page } });
      if (url.includes('/notifs/user?'))
        return Response.json({ status: 'success', data: { notifs: newestNotification ? [newestNotification] : [], ...page } });
      return Response.json({ statusCode: 200, result: { loggedOut: true } });
    }),
  );
  await setLanguage('en');
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('language prefixes', () => {
  it('sends the root to Georgian, and a visitor on to the sign-in page', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ge/login'));
  });

  it('puts a path without a prefix under the current language', async () => {
    await setLanguage('ru');
    signIn();
    const { router } = renderApp('/employees');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/employees'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Работники подробно' })).toBeInTheDocument();
  });

  it('shows the 404 page with a link home for an unknown route', async () => {
    renderApp('/en/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'The page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });
});

describe('guards', () => {
  it('sends a visitor from a screen of signed-in users to the sign-in page of the same language', async () => {
    const { router } = renderApp('/ru/detailed-balance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/login'));
  });

  it('sends a signed-in user away from the guest screens to the home screen', async () => {
    signIn();
    for (const guest of ['/en/login', '/en/register', '/en/register/legal-entity', '/en/account/reset', '/en/admin_login']) {
      const { router, unmount } = renderApp(guest);
      await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
      unmount();
    }
  });
});

describe('layout', () => {
  it('switches the language and stays on the same screen', async () => {
    signIn();
    // a screen that loads no data: a list's failed load (this test's server answers nothing useful) would open
    // its error dialog over the header at a moment of its own
    const { router } = renderApp('/ge/instruction');
    expect(await screen.findByRole('heading', { level: 1, name: 'მომხმარებლის ინსტრუქცია' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /ინტერფეისის ენა/ }));
    // jsdom may close the menu again as the layout settles; the item is still there to follow
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/instruction'));
    expect(await screen.findByRole('heading', { level: 1, name: 'User instructions' })).toBeInTheDocument();
  });

  it('keeps the current language in the menu links', async () => {
    signIn();
    renderApp('/ru/employees');
    const menu = await screen.findByRole('navigation', { name: 'Главное меню' });
    expect(within(menu).getByRole('link', { name: 'Детальный баланс' })).toHaveAttribute('href', '/ru/detailed-balance');
    expect(within(menu).getByRole('link', { name: 'Новые декларации' })).toHaveAttribute('href', '/ru');
    expect(within(menu).getByRole('link', { name: 'Работники подробно' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the organization, its code and the balance in lari', async () => {
    signIn();
    renderApp('/en/parameters');
    const bar = await screen.findByRole('region', { name: 'Organization' });
    expect(within(bar).getByText('Example LLC')).toBeInTheDocument();
    expect(within(bar).getByText('204567891')).toBeInTheDocument();
    expect(within(bar).getByText('₾1,500.50')).toBeInTheDocument();
  });

  it('labels the mail icon with the number of new notifications and letters', async () => {
    counts = { newNotifs: 2, newNotifsObligatory: 0, totalNotifs: 4, newLetters: 0, totalLetters: 1 };
    signIn({ isAdmin: true });
    renderApp('/en/employees');
    const mail = await screen.findByRole('link', { name: 'Notifications and letters: 2 new' });
    expect(mail).toHaveAttribute('href', '/en/notifications');
  });

  it('leads the mail icon to the letters when only letters are new, and the menu to the same screen', async () => {
    counts = { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 4, newLetters: 3, totalLetters: 5 };
    signIn({ isAdmin: true });
    renderApp('/en/employees');
    const mail = await screen.findByRole('link', { name: 'Notifications and letters: 3 new' });
    expect(mail).toHaveAttribute('href', '/en/letters');
    const menu = screen.getAllByRole('link', { name: /^Notifications and letters$/ });
    expect(menu[0]).toHaveAttribute('href', '/en/notifications');
  });
});

const ITEM = { text: 'text', receiveDate: '2026-11-20T10:00:00.000Z', readDate: null, isRead: false, isNew: true, openedDate: null, attachments: [] };

describe('correspondence alerts', () => {
  it('makes a user with unread obligatory notifications go and read them, without a way to close', async () => {
    counts = { newNotifs: 3, newNotifsObligatory: 2, totalNotifs: 3, newLetters: 4, totalLetters: 4 };
    newestNotification = { ...ITEM, _id: 'n-7', type: 'obligatory', subject: 'Rules changed', isObligatory: true, unread: true };
    signIn();
    const { router } = renderApp('/en/employees');
    const dialog = await screen.findByRole('dialog', { name: 'New obligatory notifications' });
    expect(within(dialog).getByText(/You have 2 unread obligatory notifications/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/The newest: “Rules changed”/)).toBeInTheDocument();
    expect(asked.some((u) => u.includes('/notifs/user?') && u.includes('onlyObligatory=true') && u.includes('isRead=false'))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'New obligatory notifications' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/notifications/n-7'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('announces new letters when no obligatory notification is unread, and View opens that very letter', async () => {
    counts = { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 1, totalLetters: 2 };
    newestLetter = { ...ITEM, _id: 'l-9', type: 'reminder', subject: 'Deadline' };
    signIn();
    const { router } = renderApp('/en/employees');
    const dialog = await screen.findByRole('dialog', { name: 'New letters' });
    expect(await within(dialog).findByText(/The newest: “Deadline”/)).toBeInTheDocument();
    expect(asked.some((u) => u.includes('/letters/user?') && u.includes('onlyNew=true'))).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/letters/reminder/l-9'));
  });

  it('leads to the newest new letter by its address when the letter could not be named', async () => {
    counts = { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 1, totalLetters: 2 };
    signIn();
    const { router } = renderApp('/en/employees');
    const dialog = await screen.findByRole('dialog', { name: 'New letters' });
    await waitFor(() => expect(asked.some((u) => u.includes('/letters/user?'))).toBe(true));
    // the alert marks the way to the newest new letter; the page at that address takes the mark once it has the
    // letters, so the mark is watched as it is set rather than read afterwards
    let marked = false;
    const stop = sessionStore.subscribe(() => {
      marked ||= sessionStore.get().goToNewLetter;
    });
    const askedBefore = asked.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/letters/new'));
    stop();
    expect(marked).toBe(true);
    // and the page there asks for the unread letters, the newest first
    await waitFor(() => expect(asked.slice(askedBefore).some((u) => u.includes('/letters/user?') && u.includes('onlyNew=true'))).toBe(true));
  });

  it('shows no alert to an admin', async () => {
    counts = { newNotifs: 1, newNotifsObligatory: 1, totalNotifs: 1, newLetters: 1, totalLetters: 1 };
    signIn({ isAdmin: true });
    renderApp('/en/employees');
    await screen.findByRole('link', { name: 'Notifications and letters: 2 new' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('logout', () => {
  it('is blocked with an explanation while obligatory notifications are unread', async () => {
    counts = { newNotifs: 1, newNotifsObligatory: 1, totalNotifs: 1, newLetters: 0, totalLetters: 0 };
    signIn();
    renderApp('/en/notifications');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription('Read the obligatory notifications before signing out.');
    // the button is drawn anew inside its tooltip once the screen has settled (common/ui/hint.tsx): an element
    // taken before that is gone, and a click on it reaches nothing. Pointing at the button shows the reason.
    await waitFor(async () => {
      await userEvent.hover(screen.getByRole('button', { name: 'Sign out' }));
      const tooltip = await screen.findByRole('tooltip', {}, { timeout: 500 });
      expect(tooltip).toHaveTextContent('Read the obligatory notifications before signing out.');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Obligatory notifications are unread')).toBeInTheDocument();
    expect(sessionStore.get().accessToken).not.toBeNull();
  });

  it('signs out, clears the session and goes to the sign-in page of the current language', async () => {
    signIn();
    const { router } = renderApp('/ru/employees');
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/login'));
    expect(sessionStore.get().accessToken).toBeNull();
    expect(localStorage.getItem('pensia.session')).toBeNull();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/user/v1/auth/logout', expect.objectContaining({ method: 'POST', body: JSON.stringify({ refreshToken: 'refresh' }) }));
  });
});
