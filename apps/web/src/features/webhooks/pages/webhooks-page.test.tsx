import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint } from '@pensia/domain/webhooks/webhooks';
import { sessionStore } from '../../../common/session/session-store';
import { signInTestEmployer } from '../../../common/testing/example-employer';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { WebhooksPage } from './webhooks-page';

const endpoint: WebhookEndpoint = { id: 'e-1', url: 'https://payroll.example.ge/hooks', description: 'Payroll', eventTypes: ['declaration.activated'], createdAt: '2026-11-29T10:00:00.000Z' };
const ok = (result: unknown) => ({ body: { statusCode: 200, result } });
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('webhooks page', { timeout: 20_000 }, () => {
  it('adds an endpoint with its events, shows its secret once, and lists it', async () => {
    signInTestEmployer();
    const calls = stubFetch(ok([]), ok({ ...endpoint, secret: SECRET }), ok([endpoint]));
    const user = userEvent.setup();
    renderWithProviders(<WebhooksPage />);
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    // nothing chosen: refused before anything is sent
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: /Address/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), endpoint.url);
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Payroll');
    await user.click(within(dialog).getByRole('checkbox', { name: /Declaration submitted/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/user/v1/webhooks', body: { url: endpoint.url, description: 'Payroll', eventTypes: ['declaration.activated'] } });
    await user.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    expect(await screen.findByRole('button', { name: `Delete ${endpoint.url}` })).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('deletes an endpoint only once confirmed', async () => {
    signInTestEmployer();
    const calls = stubFetch(ok([endpoint]), ok({ id: endpoint.id }), ok([]));
    const user = userEvent.setup();
    renderWithProviders(<WebhooksPage />);
    await user.click(await screen.findByRole('button', { name: `Delete ${endpoint.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Delete ${endpoint.url}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the endpoint?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/user/v1/webhooks/e-1']);
  });

  it("tells a user who is not the organization's administrator that it is not theirs, asking nothing", async () => {
    signInTestEmployer({ user: { ...sessionStore.get().user!, orgRole: 'viewer' } });
    const calls = stubFetch(ok([]));
    renderWithProviders(<WebhooksPage />);
    expect(screen.getByText("Only the organization's administrator manages webhooks.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
