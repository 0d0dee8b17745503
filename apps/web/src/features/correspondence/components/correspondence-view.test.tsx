import { MantineProvider } from '@mantine/core';
import type { Notification } from '@pensia/domain/nbo/nbo.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../common/lib/i18n';
import { canLogOut, sessionStore } from '../../../common/session/session-store';
import { resetOpenedAttachments } from '../lib/opened-attachments';
import { CorrespondenceView } from './correspondence-view';
import { testQueryClient } from '../../../common/testing/query-client';

const notification: Notification = {
  _id: 'n1',
  type: 'obligatory',
  subject: 'Changes to the rules',
  text: 'Please read the attached rules.',
  receiveDate: '2026-11-20T10:00:00.000Z',
  readDate: null,
  isRead: false,
  isNew: true,
  openedDate: null,
  unread: true,
  isObligatory: true,
  attachments: [{ attachmentId: 'a1', name: 'rules.pdf', type: 'pdf', size: 2048 }],
};

let calls: { url: string; method: string; body?: string }[];

beforeEach(async () => {
  await setLanguage('en');
  resetOpenedAttachments();
  calls = [];
  sessionStore.set({ accessToken: 'token', isAdmin: false, newNotifications: 1, newObligatoryNotifications: 1 });
  // jsdom does not navigate: the saved file's link click is only recorded
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      if (url.includes('download-attachment'))
        return new Response('%PDF-1.4', { headers: { 'content-disposition': 'attachment; filename="rules.pdf"' } });
      if (url.includes('notifs/user/open'))
        return Response.json({ status: 'success', data: { _id: 'n1', isNew: sessionStore.get().isAdmin, openedDate: '2026-11-21T09:00:00.000Z' } });
      if (url.includes('notifs/user/read'))
        return Response.json({
          status: 'success',
          data: { _id: 'n1', isRead: true, readDate: '2026-11-21T10:00:00.000Z' },
        });
      return Response.json({ status: 'success', data: {} });
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function renderView(item: Notification = notification) {
  const client = testQueryClient();
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/notifications/n1']}>
          <CorrespondenceView
            kind="notification"
            item={item}
            backTo="/en/notifications"
            backLabel="All notifications"
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('CorrespondenceView', () => {
  it('shows the text, the obligatory mark and each attachment with its kind and size', async () => {
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: 'Changes to the rules' })).toBeInTheDocument();
    expect(screen.getAllByText('Obligatory').length).toBeGreaterThan(0);
    expect(screen.getByText('Please read the attached rules.')).toBeInTheDocument();
    expect(screen.getByText('PDF document · 2 KB')).toBeInTheDocument();
  });

  it('enables "I have read" only after every attachment was downloaded, then reads and lifts the logout block at once', async () => {
    const user = userEvent.setup();
    renderView();
    const read = await screen.findByRole('button', { name: 'I have read' });
    expect(read).toBeDisabled();
    expect(screen.getByText(/Opened: 0 of 1/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download rules.pdf' }));
    await waitFor(() => expect(read).toBeEnabled());
    expect(calls.some((c) => c.url.includes('notifs/user/download-attachment?_id=n1&attachmentId=a1'))).toBe(true);
    expect(canLogOut()).toBe(false);

    await user.click(read);
    await waitFor(() => expect(sessionStore.get().newObligatoryNotifications).toBe(0));
    expect(canLogOut()).toBe(true);
    const readCall = calls.find((c) => c.url.includes('notifs/user/read'));
    expect(readCall?.method).toBe('POST');
    expect(JSON.parse(readCall!.body!)).toEqual({ _id: 'n1' });
  });

  it('opens the notification once on view: no longer new at once, still to be confirmed as read', async () => {
    // an id of its own: an item is counted as opened once in the page's life
    renderView({ ...notification, _id: 'n2' });
    await waitFor(() => expect(sessionStore.get().newNotifications).toBe(0));
    const opens = calls.filter((c) => c.url.includes('notifs/user/open') && c.method === 'POST');
    expect(JSON.parse(opens[0]!.body!)).toEqual({ _id: 'n2' });
    expect(sessionStore.get().newObligatoryNotifications).toBe(1);
    expect(screen.getByRole('button', { name: 'I have read' })).toBeInTheDocument();
  });

  it('opens nothing for an operator acting for the organization, or for an item opened before', async () => {
    sessionStore.set({ isAdmin: true });
    const { unmount } = renderView();
    await screen.findByRole('heading', { level: 1 });
    unmount();
    sessionStore.set({ isAdmin: false });
    renderView({ ...notification, isNew: false, openedDate: '2026-11-20T11:00:00.000Z' });
    await screen.findByRole('heading', { level: 1 });
    expect(calls.some((c) => c.url.includes('/open'))).toBe(false);
    expect(sessionStore.get().newNotifications).toBe(1);
  });

  it('tells an operator acting for the organization that only the organization confirms reading', async () => {
    sessionStore.set({ isAdmin: true });
    renderView();
    expect(await screen.findByText(/only its own user can confirm reading/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have read' })).not.toBeInTheDocument();
  });
});
