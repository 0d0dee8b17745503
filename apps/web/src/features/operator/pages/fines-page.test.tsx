import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, matchMediaStub, renderApp } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { allowedStatuses } from '../components/fine-dialogs';

const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';
const DECLARATION_ID = '44444444-4444-4444-8444-444444444444';
const FINE_ID = '55555555-5555-4555-8555-555555555555';
const CANCELED_ID = '66666666-6666-4666-8666-666666666666';
const ORG_ID = '77777777-7777-4777-8777-777777777777';
const candidate = {
  declarationId: DECLARATION_ID,
  declarationNumber: '100234',
  organizationId: ORG_ID,
  organizationCode: '204567891',
  organizationName: 'შპს „ქართული სავაჭრო ქსელი“',
  year: 2026,
  month: 9,
  dueDate: '2026-10-15',
  activationDate: '2026-10-20',
  daysLate: 5,
  suggestedAmount: '1000.00',
  isRepeat: true,
};
const fine = (
  id: string,
  number: string,
  status: 'valid' | 'canceled' | 'appealed',
  paymentType: 'paid' | 'payable' | null,
) => ({
  id,
  number,
  amount: '500.00',
  date: '2026-11-02',
  status,
  paymentType,
  reason: 'Declaration 100111 activated late.',
  declarationId: null,
  declarationNumber: '100111',
  organizationId: ORG_ID,
  organizationCode: '204567891',
  organizationName: 'შპს „ქართული სავაჭრო ქსელი“',
  statusReason: status === 'canceled' ? 'Court decision' : null,
  statusChangedAt: null,
});
let calls: { url: string; method: string; body: unknown }[];
let statusAnswer: 'ok' | 'conflict';

beforeEach(async () => {
  calls = [];
  statusAnswer = 'ok';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('letters/user/count'))
        return Response.json({
          status: 'success',
          data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 },
        });
      if (url.includes('/api/operator/v1/fines/candidates'))
        return Response.json({
          statusCode: 200,
          result: { items: [candidate], totalCount: 1, pageNumber: 1, pageSize: 20 },
        });
      if (url.includes(`/api/operator/v1/fines/${FINE_ID}/status`)) {
        if (statusAnswer === 'conflict') {
          return Response.json(
            {
              statusCode: 409,
              code: 'FINE_STATUS_NOT_ALLOWED',
              message:
                "This change of the fine's status is not allowed: a canceled fine stays canceled, and the new status must differ from the current one.",
              result: null,
            },
            { status: 409 },
          );
        }
        return Response.json({
          statusCode: 200,
          result: { ...fine(FINE_ID, '7', 'canceled', null), statusReason: 'Court decision' },
        });
      }
      if (url.endsWith('/api/operator/v1/fines') && init?.method === 'POST')
        return Response.json({
          statusCode: 200,
          result: fine('99999999-9999-4999-8999-999999999999', '8', 'valid', 'payable'),
        });
      if (url.includes('/api/operator/v1/fines')) {
        return Response.json({
          statusCode: 200,
          result: {
            items: [fine(FINE_ID, '7', 'valid', 'payable'), fine(CANCELED_ID, '6', 'canceled', null)],
            totalCount: 2,
            pageNumber: 1,
            pageSize: 20,
          },
        });
      }
      return Response.json({ statusCode: 200, result: {} });
    }),
  );
  sessionStore.set({
    accessToken: fakeAccessToken(OPERATOR_ID),
    refreshToken: 'refresh',
    isAdmin: true,
    expiresAt: Date.now() + SESSION_TIMEOUT_MS,
  });
  await setLanguage('en');
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('allowed statuses', () => {
  it.each([
    ['valid', ['canceled', 'appealed']],
    ['appealed', ['valid', 'canceled']],
    ['canceled', []],
  ] as const)('from %s: %j', (from, expected) => {
    expect(allowedStatuses(from)).toEqual(expected);
  });
});

describe('fines screen', () => {
  it('lists the late declarations and imposes a fine for one after a confirmation', async () => {
    renderApp('/en/operator/fines', { queryClient: noRetry() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fines' }, { timeout: 10_000 })).toBeInTheDocument();
    const candidates = await screen.findByRole('table', { name: 'Late declarations' });
    expect(within(candidates).getByText('Repeat')).toBeInTheDocument();
    expect(within(candidates).getByText('100234')).toBeInTheDocument();
    // the operator's menu leads here
    expect(screen.getByRole('link', { name: 'Fines' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(candidates).getByRole('button', { name: 'Impose a fine for declaration 100234' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Amount, GEL/)).toHaveValue('1000.00');
    const reason = within(dialog).getByLabelText(/Reason/);
    expect((reason as HTMLTextAreaElement).value).toContain('100234');
    // a blank reason is refused before anything is sent
    fireEvent.change(reason, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: 'Activated five days late.' } });
    fireEvent.change(within(dialog).getByLabelText(/Amount, GEL/), { target: { value: '500.555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText(/Amount, GEL/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(dialog).getByLabelText(/Amount, GEL/), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Impose this fine?' });
    expect(dialog).toHaveTextContent('204567891');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Impose the fine' }));
    expect(await screen.findByText(/Fine 8 imposed/, {}, { timeout: 5_000 })).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/operator/v1/fines'));
    expect(JSON.parse(sent!.body as string)).toEqual({
      organizationCode: '204567891',
      amount: '1000',
      reason: 'Activated five days late.',
      declarationId: DECLARATION_ID,
    });
  }, 60_000);

  it("changes a fine's status with a reason, shows the refusal of a disallowed change, and offers no change for a canceled fine", async () => {
    renderApp('/en/operator/fines', { queryClient: noRetry() });
    const list = await screen.findByRole('table', { name: 'Fines imposed' }, { timeout: 10_000 });
    expect(within(list).getByText('Payable')).toBeInTheDocument();
    expect(within(list).getByText('Court decision')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Change the status of fine 6' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Change the status of fine 7' }));
    const dialog = await screen.findByRole('dialog');
    const to = within(dialog).getByLabelText('New status');
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Canceled', 'Under appeal']);
    expect(dialog).toHaveTextContent("its amount goes back to the organization's balance");
    fireEvent.change(to, { target: { value: 'appealed' } });
    expect(dialog).toHaveTextContent("its amount leaves the organization's balance until the appeal is decided");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the status' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/status'))).toBe(false);

    statusAnswer = 'conflict';
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Appeal filed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the status' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('a canceled fine stays canceled');
    expect(JSON.parse(calls.find((c) => c.url.includes('/status'))!.body as string)).toEqual({
      status: 'appealed',
      reason: 'Appeal filed',
    });

    statusAnswer = 'ok';
    fireEvent.change(to, { target: { value: 'canceled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the status' }));
    expect(await screen.findByText('Fine 7: Canceled.', {}, { timeout: 5_000 })).toBeInTheDocument();
  }, 60_000);

  it('shows cards on a phone, every field labelled', async () => {
    vi.stubGlobal('matchMedia', matchMediaStub(true));
    renderApp('/en/operator/fines', { queryClient: noRetry() });
    const cards = await screen.findByRole('list', { name: 'Fines imposed' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByText('Fine 7')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Late declarations' })).getByRole('button', {
        name: 'Impose a fine for declaration 100234',
      }),
    ).toBeInTheDocument();
  }, 60_000);
});
