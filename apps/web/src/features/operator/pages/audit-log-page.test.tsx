import type { AuditEntry } from '@pensia/domain/operator/operator.schema';
import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccessToken, matchMediaStub, renderApp } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';

const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';

function entryOf(patch: Partial<AuditEntry>): AuditEntry {
  return {
    id: '1',
    at: '2026-11-20T08:00:00.000Z',
    correlationId: 'corr-0001',
    userId: null,
    username: null,
    operatorId: null,
    operatorUsername: null,
    organizationId: null,
    organizationCode: null,
    organizationName: null,
    onBehalf: false,
    method: 'POST',
    route: '/api/user/v1/auth/application-user',
    targetId: null,
    status: 200,
    operation: 'userLogin',
    outcome: 'ok',
    reasonCode: null,
    account: null,
    ip: '127.0.0.1',
    durationMs: 12,
    ...patch,
  };
}

const entries: AuditEntry[] = [
  entryOf({ id: '1', correlationId: 'refused-0001', account: 'employer', outcome: 'refused', reasonCode: 'INVALID_CREDENTIALS' }),
  entryOf({
    id: '2',
    correlationId: 'sent-0001',
    operatorId: OPERATOR_ID,
    operatorUsername: 'operator',
    method: 'POST',
    route: '/api/operator/v1/letters',
    operation: 'operatorSendLetter',
  }),
  // an entry recorded before operations were: its address is all there is
  entryOf({ id: '3', correlationId: 'old-0001', operation: null, route: '/api/finance-write/v1/declarations', status: 500, outcome: 'failed' }),
];

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/operator/v1/audit-log')) return Response.json({ statusCode: 200, result: { items: entries, totalCount: entries.length, pageNumber: 1, pageSize: 40 } });
      if (url.includes('/operator/v1/operators')) return Response.json({ statusCode: 200, result: [] });
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

const rowOf = async (correlationId: string) => (await screen.findByText(correlationId, {}, { timeout: 10_000 })).closest('tr')!;

describe('the audit log', () => {
  it('shows a refused sign-in as refused, with the reason and the account tried', async () => {
    await setLanguage('en');
    renderApp('/en/operator/audit-log');
    const row = within(await rowOf('refused-0001'));
    expect(row.getByText('Signed in to the portal')).toBeInTheDocument();
    expect(row.getByText('employer')).toBeInTheDocument();
    expect(row.getByText('sign-in attempt')).toBeInTheDocument();
    expect(row.getByText('Refused')).toBeInTheDocument();
    expect(row.getByText(/Incorrect username or password\./)).toBeInTheDocument();
    expect(row.getByText('INVALID_CREDENTIALS')).toBeInTheDocument();
  });

  it('names actions in words of the operator\'s language, with the address a click away', async () => {
    await setLanguage('ka');
    renderApp('/ge/operator/audit-log');
    const row = within(await rowOf('sent-0001'));
    expect(row.getByText('წერილის გაგზავნა')).toBeInTheDocument();
    expect(row.getByText('შესრულდა')).toBeInTheDocument();
    const address = row.getByText('POST /api/operator/v1/letters');
    expect(address).not.toBeVisible();
    await userEvent.click(row.getByText('API-ს მისამართი'));
    expect(address).toBeVisible();
    const old = within(await rowOf('old-0001'));
    expect(old.getByText('API-ს გამოძახება')).toBeInTheDocument();
    expect(old.getByText('შეცდომა')).toBeInTheDocument();
  });

  it('lists the entries as cards on a phone, every field labelled, with no table to scroll sideways', async () => {
    vi.stubGlobal('matchMedia', matchMediaStub(true));
    await setLanguage('en');
    renderApp('/en/operator/audit-log');
    const card = within((await screen.findByText('refused-0001', {}, { timeout: 10_000 })).closest('li')!);
    expect(card.getByText('Signed in to the portal')).toBeInTheDocument();
    expect(card.getByText('employer')).toBeInTheDocument();
    expect(card.getByText('Refused')).toBeInTheDocument();
    expect(card.getByText('INVALID_CREDENTIALS')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Audit log' }).querySelectorAll(':scope > li')).toHaveLength(entries.length);
  });
});
