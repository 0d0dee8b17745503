import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PortfolioSwitchView } from '@pensia/domain/portfolios/switch.api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { PortfolioSwitch } from './portfolio-switch';

const names = (en: string) => ({ ka: en, en, ru: en });
const portfolio = (id: string, name: string, riskLevel: number, warning: 'nearPensionAge' | null = null) => ({
  id, name: names(name), description: names(`${name} description`), riskLevel, isDefault: id === 'balanced', warning,
});

const base: PortfolioSwitchView = {
  currentPortfolioId: 'balanced',
  portfolios: [portfolio('conservative', 'Conservative', 1), portfolio('balanced', 'Balanced', 2), portfolio('growth', 'Growth', 3)],
  pending: null,
  expectedDate: '2026-11-30',
  past: [],
  movements: [],
  warningYears: 10,
  pensionAge: 55,
  notices: [],
};
const pendingRequest = {
  id: '7b1a8a53-0d1e-4a8e-9d56-2f7d0c1a7c11', fromPortfolioId: 'balanced', toPortfolioId: 'conservative', status: 'pending' as const,
  requestedAt: '2026-11-20T10:00:00.000Z', decidedAt: null, effectiveDate: null, warningAcknowledged: false,
};
const ok = (result: unknown) => ({ body: { statusCode: 200, result } });

beforeEach(() => sessionStorage.setItem('pensia.participant', JSON.stringify({ accessToken: 'p.a.t', refreshToken: 'r' })));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PortfolioSwitch', () => {
  it('lists the portfolios with their risk explained and asks, after a confirmation naming both and the date, under one idempotency key', async () => {
    const calls = stubFetch(ok(base), ok(pendingRequest), ok({ ...base, pending: pendingRequest }));
    renderWithProviders(<PortfolioSwitch />, '/en/participant');
    expect(await screen.findByText('High risk')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your portfolio' })).toBeInTheDocument();
    expect(screen.getByText(/can fall for months at a time/)).toBeInTheDocument();
    expect(screen.getByText('Your portfolio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Balanced' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Choose Conservative' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch portfolio' });
    expect(within(dialog).getByText('Balanced')).toBeInTheDocument();
    expect(within(dialog).getByText('Conservative (Low risk)')).toBeInTheDocument();
    expect(within(dialog).getByText(/expected 30\.11\.2026|expected 11\/30\/2026|expected 30 Nov/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for the switch' }));

    expect(await screen.findByText('Your request is waiting')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/user/v1/participant/portfolio-switch');
    expect(post.body).toEqual({ toPortfolioId: 'conservative', acknowledgeWarning: false });
    // another portfolio can't be chosen while one request waits, and the screen says why
    expect(screen.getByRole('button', { name: 'Choose Growth' })).toBeDisabled();
    expect(screen.getAllByText(/cancel it to choose another portfolio/).length).toBeGreaterThan(0);
  });

  it('near pension age the high-risk portfolio needs the warning acknowledged before the request is sent', async () => {
    const view = { ...base, portfolios: [portfolio('balanced', 'Balanced', 2), portfolio('growth', 'Growth', 3, 'nearPensionAge')] };
    const calls = stubFetch(ok(view), ok({ ...pendingRequest, toPortfolioId: 'growth', warningAcknowledged: true }), ok(view));
    renderWithProviders(<PortfolioSwitch />, '/en/participant');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch portfolio' });
    expect(within(dialog).getByText('You are close to pension age')).toBeInTheDocument();
    expect(within(dialog).getByText(/within 10 years of pension age \(55\)/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Ask for the switch' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('Confirm that you have read the warning first.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read the warning and still choose this portfolio' }));
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ toPortfolioId: 'growth', acknowledgeWarning: true });
  });

  it('cancels the pending request, and shows the units sold and bought with the notice', async () => {
    const done = {
      ...base,
      currentPortfolioId: 'growth',
      movements: [
        { id: 'm2', switchId: 's', kind: 'switch_in' as const, portfolioId: 'growth', date: '2026-11-28', unitPrice: '1.500000', units: '100.000000', amount: '150.00' },
        { id: 'm1', switchId: 's', kind: 'switch_out' as const, portfolioId: 'balanced', date: '2026-11-28', unitPrice: '1.200000', units: '-125.000000', amount: '150.00' },
      ],
      notices: [{ id: 'n', subject: 'Your portfolio was changed', text: 'On 28.11.2026 your units were sold.', createdAt: '2026-11-28T10:00:00.000Z' }],
    };
    const calls = stubFetch(ok({ ...done, pending: pendingRequest }), ok({ ...pendingRequest, status: 'canceled' }), ok(done));
    renderWithProviders(<PortfolioSwitch />, '/en/participant');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    await waitFor(() => expect(screen.queryByText('Your request is waiting')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.url).toBe(`/api/user/v1/participant/portfolio-switch/${pendingRequest.id}/cancel`);
    expect(screen.getByText('Your portfolio was changed')).toBeInTheDocument();
    expect(screen.getByText('Sold: all units of “Balanced”')).toBeInTheDocument();
    expect(screen.getByText('Bought: units of “Growth”')).toBeInTheDocument();
  });
});
