import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/test-utils';
import { exampleReversal as reversal, exampleReversalDetail as detail, REVERSAL_ID } from '../../../common/testing/corrections';
import { employerScreen, pageOf } from '../../../common/testing/employer-screen';
import { testQueryClient } from '../../../common/testing/query-client';

let uploadAnswer: () => Response;
const calls = employerScreen((url) => {
  if (url.includes(`reverseddeclarations/${REVERSAL_ID}/upload`)) return uploadAnswer();
  if (url.includes(`reverseddeclarations/${REVERSAL_ID}`))
    return Response.json({ statusCode: 200, result: { reversal, details: pageOf([detail]) } });
  return undefined;
});

beforeEach(() => {
  uploadAnswer = () => Response.json({ statusCode: 200, result: { reversal, added: 2, updated: 1 } });
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
