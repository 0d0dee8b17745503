import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@pensia/domain/user/api-keys.api';
import { sessionStore } from '../../../common/session/session-store';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { ApiKeysPage } from './api-keys-page';

const payroll: ApiKey = {
  id: 'k-1',
  name: 'Payroll',
  prefix: 'pensia_Ab12c',
  scopes: ['declarations:read', 'declarations:write'],
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'employer',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
};
const ok = (result: unknown) => ({ body: { statusCode: 200, result } });
const KEY = `pensia_${'x'.repeat(43)}`;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('API keys page', { timeout: 20_000 }, () => {
  it('lists the keys by their first characters, and creates one whose key it shows once', async () => {
    signInTestEmployer();
    const created = { ...payroll, id: 'k-2', name: '1C', scopes: ['finance:read'], prefix: KEY.slice(0, 12) };
    const calls = stubFetch(ok([payroll]), ok({ key: KEY, apiKey: created }), ok([created, payroll]));
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysPage />);
    const table = await screen.findByRole('table', { name: 'API keys of the organization' });
    expect(within(table).getByText('pensia_Ab12c…')).toBeInTheDocument();
    expect(within(table).getByText('File declarations')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    expect(await within(dialog).findByText('Choose at least one scope.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '1C');
    await user.click(within(dialog).getByRole('checkbox', { name: /Read the balance and transactions/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    const shown = await screen.findByRole('dialog', { name: 'The key is created' });
    expect(within(shown).getByText(KEY)).toBeInTheDocument();
    expect(within(shown).getByText(/This is the only time the key is shown/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/user/v1/api-keys', body: { name: '1C', scopes: ['finance:read'], expiresOn: null } });
    await user.click(within(shown).getByRole('button', { name: 'I have saved the key' }));
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('revokes a key only once confirmed', async () => {
    signInTestEmployer();
    const calls = stubFetch(ok([payroll]), ok({ ...payroll, revokedAt: '2026-11-29T10:00:00.000Z' }), ok([{ ...payroll, revokedAt: '2026-11-29T10:00:00.000Z' }]));
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke the key “Payroll”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revoke the key “Payroll”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke the API key?' })).getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/user/v1/api-keys/k-1']);
  });

  it('tells anyone but the administrator that the keys are the administrator\'s', async () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'preparer' } });
    const calls = stubFetch();
    renderWithProviders(<ApiKeysPage />);
    expect(await screen.findByText("Only the organization's administrator can see and manage its API keys.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a key' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
