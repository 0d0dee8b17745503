import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInTestEmployer } from '../../../app/test-utils';
import { setLanguage } from '../../../shared/lib/i18n';
import { stopCountPolling } from '../../../shared/session/session-actions';
import { sessionStore } from '../../../shared/session/session-store';
import { testQueryClient } from '../../../shared/testing/query-client';

const REVERSAL_ID = '33333333-3333-4333-8333-333333333333';
let calls: { url: string; method: string; headers: Record<string, string> }[];
let uploadAnswer: () => Response;

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
  uploadAnswer = () => Response.json({ statusCode: 200, result: { reversal, added: 2, updated: 1 } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
      if (url.includes('letters/user/count'))
        return Response.json({
          status: 'success',
          data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 },
        });
      if (url.includes(`reverseddeclarations/${REVERSAL_ID}/upload`)) return uploadAnswer();
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

const xlsx = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'reversal.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function chooseFile() {
  renderApp(`/en/declaration/view-reversed/${REVERSAL_ID}`, { queryClient: testQueryClient() });
  const region = await screen.findByRole('region', { name: 'Rows from an Excel file' }, { timeout: 10_000 });
  const input = region.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toContain('.xlsx');
  fireEvent.change(input, { target: { files: [xlsx()] } });
  return region;
}

describe('rows of a reversal from an Excel file', () => {
  it('sends the file with the version as If-Match and says what was saved', async () => {
    await chooseFile();
    expect(await screen.findByText('Rows saved from the file: 2 added, 1 updated.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.includes('/upload'))!;
    expect(post.url).toContain(`/api/finance-write/v1/reverseddeclarations/${REVERSAL_ID}/upload`);
    expect(post.headers['if-match']).toBe('"7"');
  });

  it("lists a refused file's errors by row, column (the template's header) and message, in the order of the file", async () => {
    uploadAnswer = () =>
      Response.json(
        {
          statusCode: 400,
          code: 'REVERSAL_FILE_ROWS_INVALID',
          message: 'The file has errors in 2 rows, so nothing of it was saved. Correct the rows listed and upload the file again.',
          result: { messages: { '4.lastName': 'Personal number or surname is incorrect.', '3.grossSalary': 'Can not be more than initial value.' } },
        },
        { status: 400 },
      );
    const region = await chooseFile();
    const alert = await within(region).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Nothing was saved');
    expect(alert).toHaveTextContent('The file has errors in 2 rows');
    // the test's window is narrow: the list of a phone (the table of a wide screen holds the same texts)
    const list = within(alert).getByRole('list', { name: 'Errors of the file' });
    expect(within(list).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Row 3, Gross salary: Can not be more than initial value.',
      'Row 4, Last name: Personal number or surname is incorrect.',
    ]);
  });
});
