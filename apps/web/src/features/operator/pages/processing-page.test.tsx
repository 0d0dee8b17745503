import type { ProcessingJob } from '@pensia/domain/participants/processing.schema';
import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { fakeAccessToken, renderApp } from '../../../app/test-utils';
import { setLanguage } from '../../../common/lib/i18n';
import { stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { testQueryClient } from '../../../common/testing/query-client';

const OPERATOR_ID = '33333333-3333-4333-8333-333333333333';
const JOB: ProcessingJob = {
  id: '55555555-5555-4555-8555-555555555555', year: 2026, month: 9, status: 'done', conversionDate: '2026-11-24', unitPrice: '1.234567',
  declarationCount: 3, totalRows: 40, processedRows: 40, batches: 1, contributionCount: 120, amount: '4080.00', units: '3304.802500', stateAmount: '1360.00',
  unpaidDeclarations: 1, error: null, startedAt: '2026-11-24T10:00:00Z', finishedAt: '2026-11-24T10:00:05Z',
};
let calls: { url: string; method: string; body: unknown }[];
/** What the server answers for the conversion price and for a start of a month. */
let conversion: { conversionDate: string; price: { date: string; price: string } | null };
let started: { status: number; body: unknown };
/** What the server answers a start would process. */
let toProcess: { declarations: number; rows: number; unpaidDeclarations: number; running: boolean; pendingSwitches: boolean };

beforeEach(async () => {
  calls = [];
  toProcess = { declarations: 12, rows: 3456, unpaidDeclarations: 2, running: false, pendingSwitches: false };
  conversion = { conversionDate: '2026-11-24', price: { date: '2026-11-23', price: '1.234567' } };
  started = { status: 409, body: { statusCode: 409, code: 'UNIT_PRICE_MISSING', message: 'No unit price is set on or before 2026-11-24.' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('letters/user/count')) return Response.json({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });
      if (url.includes('/operator/v1/unit-prices/conversion')) return Response.json({ statusCode: 200, result: conversion });
      if (url.includes('/operator/v1/unit-prices/') && init?.method === 'PUT') {
        return Response.json({ statusCode: 200, result: { date: '2026-11-24', price: '1.500000', updatedAt: '2026-11-24T10:00:00Z' } });
      }
      if (url.includes('/operator/v1/unit-prices')) return Response.json({ statusCode: 200, result: { items: [{ date: '2026-11-23', price: '1.234567', updatedAt: '2026-11-23T10:00:00Z' }], totalCount: 1, pageNumber: 1, pageSize: 10 } });
      if (url.includes('/operator/v1/processing/preview')) {
        const q = new URL(url, 'http://localhost').searchParams;
        return Response.json({ statusCode: 200, result: { year: Number(q.get('year')), month: Number(q.get('month')), ...toProcess } });
      }
      if (url.includes('/operator/v1/processing') && init?.method === 'POST') {
        return Response.json(started.body, { status: started.status });
      }
      if (url.includes('/operator/v1/processing')) return Response.json({ statusCode: 200, result: { items: [JOB], totalCount: 1, pageNumber: 1, pageSize: 5 } });
      return Response.json({ statusCode: 200, result: {} });
    }),
  );
  sessionStore.set({ accessToken: fakeAccessToken(OPERATOR_ID), refreshToken: 'refresh', isAdmin: true, expiresAt: Date.now() + SESSION_TIMEOUT_MS });
  await setLanguage('en');
});

afterEach(() => {
  stopCountPolling();
  sessionStore.clear();
  // the signed-in screens keep their answers in the app's own client: each test starts from the server's
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('processing page', () => {
  it('shows the runs with their figures and the unit prices, newest first', async () => {
    renderApp('/en/operator/processing', { queryClient: testQueryClient() });
    const run = await screen.findByRole('article', { name: 'September 2026' }, { timeout: 10_000 });
    expect(within(run).getByText('Done')).toBeInTheDocument();
    expect(within(run).getByText('40 of 40 rows')).toBeInTheDocument();
    expect(within(run).getByText('3,304.802500')).toBeInTheDocument();
    expect(within(run).getByText('11/24/2026 · 1.234567')).toBeInTheDocument();
    expect(await screen.findByText('1.234567', { selector: 'td' })).toBeInTheDocument();
  });

  it('checks a price before sending it, then sets it', async () => {
    const user = userEvent.setup();
    renderApp('/en/operator/processing', { queryClient: testQueryClient() });
    const form = await screen.findByRole('form', { name: 'Set the unit price of a day' }, { timeout: 10_000 });
    await user.type(within(form).getByLabelText(/Unit price, GEL/), '1.1234567');
    await user.click(within(form).getByRole('button', { name: 'Set the price' }));
    expect(await within(form).findByText('Enter a price above zero with at most 6 decimals, for example 1.234567.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(within(form).getByLabelText(/Unit price, GEL/));
    await user.type(within(form).getByLabelText(/Unit price, GEL/), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Set the price' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1.500000 GEL');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(String(c.body)))).toEqual([{ price: '1.5' }]);
  });

  it('takes a price with the decimal comma of Russian and Georgian and shows it as the table does', async () => {
    await setLanguage('ru');
    const user = userEvent.setup();
    renderApp('/ru/operator/processing', { queryClient: testQueryClient() });
    const form = await screen.findByRole('form', { name: 'Задать цену единицы на день' }, { timeout: 10_000 });
    expect(await screen.findByText('1,234567', { selector: 'td' })).toBeInTheDocument();
    // the run names its month in words
    expect(await screen.findByRole('article', { name: 'Сентябрь 2026' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Цена единицы/), '1,5');
    await user.click(within(form).getByRole('button', { name: 'Задать цену' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1,500000 лари');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(String(c.body)))).toEqual([{ price: '1,5' }]);
  });

  it("shows the server's refusal to start a month", async () => {
    const user = userEvent.setup();
    renderApp('/en/operator/processing', { queryClient: testQueryClient() });
    const form = await screen.findByRole('form', { name: 'Process a month' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'Process the month' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start processing' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The processing did not start');
    expect(alert).toHaveTextContent('No unit price is set on or before 2026-11-24.');
  });

  it('tells the unit price a run started now converts at: an earlier day\'s as a warning, today\'s once set, none as a refusal to come', async () => {
    const user = userEvent.setup();
    renderApp('/en/operator/processing', { queryClient: testQueryClient() });
    const notice = await screen.findByRole('note', {}, { timeout: 10_000 });
    expect(notice).toHaveTextContent('Conversion of a run started now');
    expect(notice).toHaveTextContent('No unit price is set for today, 11/24/2026: a run started now converts at the price of 11/23/2026, 1.234567 GEL a unit.');
    // the operator sets today's price: the notice is asked again and names it
    conversion = { conversionDate: '2026-11-24', price: { date: '2026-11-24', price: '1.500000' } };
    const form = screen.getByRole('form', { name: 'Set the unit price of a day' });
    await user.type(within(form).getByLabelText(/Unit price, GEL/), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Set the price' }));
    expect(await screen.findByText('On 11/24/2026 at 1.500000 GEL a unit, the price set for that day.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('unit-prices/conversion'))).toHaveLength(2);
  });

  it('warns that a month cannot be processed when no price is set on or before today', async () => {
    conversion = { conversionDate: '2026-11-24', price: null };
    renderApp('/en/operator/processing', { queryClient: testQueryClient() });
    expect(await screen.findByRole('note', {}, { timeout: 10_000 })).toHaveTextContent('No unit price is set on or before today, 11/24/2026: a month cannot be processed until one is set.');
  });

  it('answers a start with the run under way, or with the month\'s last run when nothing new is paid', async () => {
    const user = userEvent.setup();
    renderApp('/en/operator/processing', { queryClient: testQueryClient() });
    const form = await screen.findByRole('form', { name: 'Process a month' }, { timeout: 10_000 });
    started = { status: 200, body: { statusCode: 200, result: { ...JOB, id: '66666666-6666-4666-8666-666666666666', month: 10, status: 'running', processedRows: 0, finishedAt: null } } };
    await user.click(within(form).getByRole('button', { name: 'Process the month' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start processing' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The processing of October 2026 is under way: its progress and result are under Runs.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(String(c.body)))).toEqual([{ year: 2026, month: 10 }]);
    started = { status: 200, body: { statusCode: 200, result: JOB } };
    await user.click(within(form).getByRole('button', { name: 'Process the month' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start processing' }));
    expect(await screen.findByText('September 2026 has nothing new to process: every paid declaration of the month is processed. Its last run is under Runs.')).toHaveAttribute('role', 'status');
  });

  it('asks first, naming the month in words and the declarations and rows it processes; cancelled, starts nothing', async () => {
    const user = userEvent.setup();
    await setLanguage('ka');
    renderApp('/ge/operator/processing', { queryClient: testQueryClient() });
    const form = await screen.findByRole('form', { name: 'თვის დამუშავება' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'თვის დამუშავება' }));
    let dialog = await screen.findByRole('dialog', { name: 'დამუშავდეს ოქტომბერი 2026?' });
    // the figures as the language writes numbers (its own group separator)
    expect(within(dialog).getByTestId('processing-confirm-counts')).toHaveTextContent(/^დასამუშავებელი გადახდილი დეკლარაციები: 12, სულ 3\D?456 სტრიქონი\.$/);
    expect(dialog).toHaveTextContent(': 2.');
    await user.click(within(dialog).getByRole('button', { name: 'გაუქმება' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    // a run under way and nothing new paid: said so
    await setLanguage('en');
    toProcess = { declarations: 0, rows: 0, unpaidDeclarations: 0, running: true, pendingSwitches: true };
    await user.click(within(form).getByRole('button', { name: 'Process the month' }));
    dialog = await screen.findByRole('dialog', { name: 'Process October 2026?' });
    expect(dialog).toHaveTextContent('A run of October 2026 is under way: starting resumes it.');
    expect(dialog).toHaveTextContent('No paid declaration of October 2026 waits for processing.');
    expect(dialog).toHaveTextContent("Participants' portfolio switches waiting are carried out first.");
    expect(calls.filter((c) => c.url.includes('/processing/preview')).map((c) => new URL(c.url, 'http://localhost').search)).toEqual(['?year=2026&month=10', '?year=2026&month=10']);
  });
});
