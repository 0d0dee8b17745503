import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, renderApp } from '../../../app/test-utils';
import type { Lang } from '@pensia/domain/i18n/languages';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { testQueryClient } from '../../../common/testing/query-client';

const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';
let sent: string[];

beforeEach(() => {
  sent = [];
  // the text's autosizing listens for fonts loading, which jsdom has no set of
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') sent.push(url);
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      return Response.json({ statusCode: 200, result: { items: [], totalCount: 0 } });
    }),
  );
  sessionStore.set({ accessToken: fakeAccessToken(OPERATOR_ID), refreshToken: 'refresh', isAdmin: true, expiresAt: Date.now() + SESSION_TIMEOUT_MS });
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const cases: [Lang, string, { list: string; codes: string; subject: string; text: string; send: string; title: string; warning: string }][] = [
  ['en', 'en', { list: 'A list of organizations', codes: 'Identification codes', subject: 'Subject', text: 'Text', send: 'Send the notification', title: 'Send to the list of organizations?', warning: 'This will be sent to 2 organizations: 204567891, 405112233.' }],
  ['ka', 'ge', { list: 'ორგანიზაციების სიას', codes: 'საიდენტიფიკაციო კოდები', subject: 'თემა', text: 'ტექსტი', send: 'შეტყობინების გაგზავნა', title: 'გაეგზავნოს ორგანიზაციების სიას?', warning: 'გაეგზავნება 2 ორგანიზაციას: 204567891, 405112233.' }],
  ['ru', 'ru', { list: 'Списку организаций', codes: 'Идентификационные коды', subject: 'Тема', text: 'Текст', send: 'Отправить уведомление', title: 'Отправить списку организаций?', warning: 'Будет отправлено 2 организациям: 204567891, 405112233.' }],
];

describe('writing to a list of organizations', () => {
  it.each(cases)('asks first, naming how many it reaches and which, and sends nothing until confirmed (%s)', async (lang, prefix, w) => {
    await setLanguage(lang);
    renderApp(`/${prefix}/operator/compose`, { queryClient: testQueryClient() });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(w.list) }, { timeout: 10_000 }));
    fireEvent.change(screen.getByLabelText(new RegExp(w.codes)), { target: { value: '204567891\n405112233' } });
    // the Georgian subject and text come first (the other languages' are optional)
    fireEvent.change(screen.getAllByRole('textbox', { name: new RegExp(`^${w.subject}`) })[0]!, { target: { value: 'თემა' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: new RegExp(`^${w.text}`) })[0]!, { target: { value: 'ტექსტი' } });
    fireEvent.click(screen.getByRole('button', { name: w.send }));
    const dialog = await screen.findByRole('dialog', { name: w.title });
    expect(within(dialog).getByText(w.warning)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('a send answered 202 (still being sent)', () => {
  const ITEM_ID = '44444444-4444-4444-8444-444444444444';
  const sendingCases: [Lang, string, { all: string; subject: string; text: string; send: string; confirm: string; notice: string; status: string }][] = [
    ['en', 'en', { all: 'All organizations', subject: 'Subject', text: 'Text', send: 'Send the notification', confirm: 'Send to all', notice: 'Being sent: the recipients will see it once it has reached all of them. Its page shows how it goes.', status: 'Being sent' }],
    ['ka', 'ge', { all: 'ყველა ორგანიზაციას', subject: 'თემა', text: 'ტექსტი', send: 'შეტყობინების გაგზავნა', confirm: 'ყველასთვის გაგზავნა', notice: 'იგზავნება: ადრესატები მას დაინახავენ, როცა ყველა მათგანს მიუვა. მისი მიმდინარეობა მის გვერდზე ჩანს.', status: 'იგზავნება' }],
    ['ru', 'ru', { all: 'Всем организациям', subject: 'Тема', text: 'Текст', send: 'Отправить уведомление', confirm: 'Отправить всем', notice: 'Отправляется: получатели увидят его, когда оно дойдёт до всех. Ход отправки виден на его странице.', status: 'Отправляется' }],
  ];

  it.each(sendingCases)('says it is being sent and opens its page, which shows it being sent (%s)', async (lang, prefix, w) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          sent.push(url);
          return Response.json({ statusCode: 202, result: { _id: ITEM_ID, status: 'sending' } }, { status: 202 });
        }
        if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
        if (url.includes(`notifs/${ITEM_ID}/recipients`)) return Response.json({ statusCode: 200, result: { items: [], totalCount: 0, pageNumber: 1, pageSize: 20 } });
        if (url.includes(`notifs/${ITEM_ID}`))
          return Response.json({
            statusCode: 200,
            result: {
              _id: ITEM_ID, kind: 'notification', type: 'information', subject: 'თემა', isObligatory: false, sentAt: '2026-11-29T09:00:00.000Z', sentBy: 'operator',
              status: 'sending', recipientCount: 120, readCount: 0, attachmentCount: 0, text: 'ტექსტი', subjectEn: null, textEn: null, subjectRu: null, textRu: null, attachments: [],
            },
          });
        return Response.json({ statusCode: 200, result: { items: [], totalCount: 0 } });
      }),
    );
    await setLanguage(lang);
    renderApp(`/${prefix}/operator/compose`, { queryClient: testQueryClient() });
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(w.all) }, { timeout: 10_000 }));
    fireEvent.change(screen.getAllByRole('textbox', { name: new RegExp(`^${w.subject}`) })[0]!, { target: { value: 'თემა' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: new RegExp(`^${w.text}`) })[0]!, { target: { value: 'ტექსტი' } });
    fireEvent.click(screen.getByRole('button', { name: w.send }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: w.confirm }));
    expect(await screen.findByText(w.notice, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(w.status, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
