import { periodOfInstant } from '@pensia/domain/declarations/declaration.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInTestEmployer } from '../../../app/test-utils';
import { setLanguage } from '../../../shared/lib/i18n';
import { stopCountPolling } from '../../../shared/session/session-actions';
import { sessionStore } from '../../../shared/session/session-store';
import { testQueryClient } from '../../../shared/testing/query-client';

const ANNUAL_ID = '55555555-5555-4555-8555-555555555555';
let calls: { url: string; method: string; headers: Record<string, string> }[];
let addAnswer: () => Response;

const side = (gross: string, each: string) => ({
  grossSalary: gross,
  additionalBenefits: '0.00',
  nonCashBenefits: '0.00',
  base: gross,
  employeeContribution: each,
  organizationContribution: each,
});
const annual = {
  id: ANNUAL_ID,
  annualDeclarationNumber: '700001',
  year: 2025,
  type: 'standard',
  status: 'open',
  isOpen: true,
  isClosed: false,
  rowCount: 1,
  differenceCount: 1,
  totals: {
    declaredBase: '12000.00',
    annualBase: '13200.00',
    declaredContribution: '480.00',
    annualContribution: '528.00',
    difference: '48.00',
  },
  documents: [],
  createdOn: '2026-11-24T10:00:00.000Z',
  closedOn: null,
  lastModificationDate: '2026-11-24T10:00:00.000Z',
  version: 4,
};
const detail = {
  id: '66666666-6666-4666-8666-666666666666',
  annualDeclarationId: ANNUAL_ID,
  rowNumber: 1,
  personalIdentificationNumber: '01001010101',
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  birthDate: '1990-05-01',
  gender: 'female',
  optIn: 0,
  isNew: false,
  months: 12,
  declared: side('12000.00', '240.00'),
  annual: side('13200.00', '264.00'),
  declaredBase: '12000.00',
  annualBase: '13200.00',
  declaredContribution: '480.00',
  annualContribution: '528.00',
  difference: '48.00',
};

beforeEach(async () => {
  calls = [];
  addAnswer = () => Response.json({ statusCode: 200, result: { annualDeclaration: annual, detail } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
      if (url.includes('letters/user/count'))
        return Response.json({
          status: 'success',
          data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 },
        });
      if (url.includes(`annual-declarations/${ANNUAL_ID}/details`)) return addAnswer();
      if (url.includes('close-annual-declaration'))
        return Response.json({
          statusCode: 200,
          result: { ...annual, status: 'closed', isOpen: false, isClosed: true, version: 5 },
        });
      if (url.includes('get-annual-declaration-details'))
        return Response.json({
          statusCode: 200,
          result: {
            annualDeclaration: annual,
            details: { items: [detail], totalCount: 1, pageNumber: 1, pageSize: 10 },
          },
        });
      if (url.includes('get-annual-declaration-list'))
        return Response.json({
          statusCode: 200,
          result: { items: [annual], totalCount: 1, pageNumber: 1, pageSize: 10 },
        });
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

const annualCalls = () => calls.filter((c) => c.url.includes('annual'));

describe('the annual declarations screen', () => {
  it('lists the annual declarations with their state and differences, and offers a past year to make', async () => {
    renderApp('/en/declaration/reversing-annual-declarations', { queryClient: testQueryClient() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Annual declarations' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Annual declarations: 1 of 1' });
    expect(within(table).getByRole('button', { name: 'Open the annual declaration of 2025' })).toBeInTheDocument();
    expect(within(table).getByText('₾48.00')).toBeInTheDocument();
    const years = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .map((o) => Number(o.textContent));
    expect(Math.max(...years)).toBe(periodOfInstant(new Date()).year - 1);
    expect(Math.min(...years)).toBe(2019);
  });

  it('reads "no longer available" for an id that is not an id, without asking the server', async () => {
    renderApp('/en/declaration/reversing-annual-declarations?id=not-an-id');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The annual declaration is no longer available.',
    );
    expect(annualCalls()).toEqual([]);
  });

  it("shows the amounts and rows, the server's field messages under the row form's fields, and sends the version as If-Match", async () => {
    addAnswer = () =>
      Response.json(
        {
          statusCode: 400,
          code: 'FILL_CORRECT_FIELDS',
          message: 'Please fill in the correct fields.',
          result: { messages: { lastName: 'Personal number or surname is incorrect.' } },
        },
        { status: 400 },
      );
    renderApp(`/en/declaration/reversing-annual-declarations?id=${ANNUAL_ID}`, { queryClient: testQueryClient() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Annual declaration of 2025' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const label of ['Base declared in the months', 'Annual base', 'Annual contributions', 'Difference'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Rows: 1 of 1' });
    expect(within(table).getByText('01001010101')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Personal number/), { target: { value: '01001010101' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'სხვა' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Personal number or surname is incorrect.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.includes('/details'))!;
    expect(post.headers['if-match']).toBe('"4"');
  });

  it('closes after a confirmation naming the difference, with If-Match and an Idempotency-Key', async () => {
    renderApp(`/en/declaration/reversing-annual-declarations?id=${ANNUAL_ID}`, { queryClient: testQueryClient() });
    fireEvent.click(await screen.findByRole('button', { name: 'Close the annual declaration' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('₾48.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the annual declaration' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('close-annual-declaration'))).toBe(true));
    const close = calls.find((c) => c.url.includes('close-annual-declaration'))!;
    expect(close.method).toBe('POST');
    expect(close.url).toContain(`id=${ANNUAL_ID}`);
    expect(close.headers['if-match']).toBe('"4"');
    expect(close.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
