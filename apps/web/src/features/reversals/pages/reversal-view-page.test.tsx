import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInTestEmployer } from '../../../app/test-utils';
import { setLanguage } from '../../../shared/lib/i18n';
import { stopCountPolling } from '../../../shared/session/session-actions';
import { sessionStore } from '../../../shared/session/session-store';
import { testQueryClient } from '../../../shared/testing/query-client';

const REVERSAL_ID = '33333333-3333-4333-8333-333333333333';
let calls: { url: string; method: string; headers: Record<string, string> }[];
let addAnswer: () => Response;

const side = (gross: string, base: string, each: string) => ({
  grossSalary: gross,
  additionalBenefits: '0.00',
  nonCashBenefits: '0.00',
  base,
  employeeContribution: each,
  organizationContribution: each,
});
const reversal = {
  id: REVERSAL_ID,
  reversedDeclarationNumber: '500001',
  declarationId: '22222222-2222-4222-8222-222222222222',
  declarationNumber: '100006',
  year: 2026,
  month: 6,
  type: 'standard',
  declarationStatus: 'closed',
  status: 'open',
  isOpen: true,
  isClosed: false,
  isProcessing: false,
  rowCount: 1,
  totals: { basis: '1000.00', profit: '800.00', sum: '40.00', reversalsWithProfit: '32.00', difference: '-8.00' },
  documents: [],
  createdOn: '2026-11-24T10:00:00.000Z',
  completedOn: null,
  lastModificationDate: '2026-11-24T10:00:00.000Z',
  version: 7,
};
const detail = {
  id: '44444444-4444-4444-8444-444444444444',
  reversedDeclarationId: REVERSAL_ID,
  rowNumber: 1,
  personalIdentificationNumber: '01001010101',
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  birthDate: '1990-05-01',
  gender: 'female',
  optIn: 0,
  isNew: false,
  original: side('1000.00', '1000.00', '20.00'),
  corrected: side('800.00', '800.00', '16.00'),
  basis: '1000.00',
  profit: '800.00',
  sum: '40.00',
  reversalsWithProfit: '32.00',
  difference: '-8.00',
};

beforeEach(async () => {
  calls = [];
  addAnswer = () => Response.json({ statusCode: 200, result: { reversal, detail } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
      if (url.includes('letters/user/count'))
        return Response.json({
          status: 'success',
          data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 },
        });
      if (url.includes(`reverseddeclarations/${REVERSAL_ID}/details`)) return addAnswer();
      if (url.includes(`reverseddeclarations/${REVERSAL_ID}`))
        return Response.json({
          statusCode: 200,
          result: { reversal, details: { items: [detail], totalCount: 1, pageNumber: 1, pageSize: 10 } },
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

const reversalCalls = () => calls.filter((c) => c.url.includes('reverseddeclarations'));

describe('the reversing declaration view', () => {
  it('reads "no longer available" for an address that is not an id, without asking the server', async () => {
    renderApp('/en/declaration/view-reversed/not-an-id');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The reversing declaration is no longer available.',
    );
    expect(screen.getByRole('link', { name: 'Back to reversing declarations' })).toHaveAttribute(
      'href',
      '/en/declaration/reversed',
    );
    expect(reversalCalls()).toEqual([]);
  });

  it('shows the amounts as the specification names them and the rows', async () => {
    renderApp(`/en/declaration/view-reversed/${REVERSAL_ID}`, { queryClient: testQueryClient() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reversing declaration No. 500001' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const label of ['Basis', 'Profit', 'Sum', 'Reversals with profit', 'Difference'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: '1 of 1 rows' });
    expect(within(table).getByText('01001010101')).toBeInTheDocument();
    expect(within(table).getByText('-₾8.00')).toBeInTheDocument();
  });

  it("shows the server's field messages under the row form's fields, and sends the version as If-Match", async () => {
    addAnswer = () =>
      Response.json(
        {
          statusCode: 400,
          code: 'FILL_CORRECT_FIELDS',
          message: 'Please fill in the correct fields.',
          result: {
            messages: {
              lastName: 'Personal number or surname is incorrect.',
              grossSalary: 'Can not be more than initial value.',
            },
          },
        },
        { status: 400 },
      );
    renderApp(`/en/declaration/view-reversed/${REVERSAL_ID}`, { queryClient: testQueryClient() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a row' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Personal number/), { target: { value: '01001010101' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'სხვა' } });
    fireEvent.change(within(dialog).getByLabelText('Gross salary'), { target: { value: '-2000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Personal number or surname is incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByText('Can not be more than initial value.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.includes('/details'))!;
    expect(post.headers['if-match']).toBe('"7"');
  });
});
