import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/test-utils';
import { exampleReversal as reversal, exampleReversalDetail as detail, REVERSAL_ID } from '../../../common/testing/corrections';
import { employerScreen, pageOf } from '../../../common/testing/employer-screen';
import { testQueryClient } from '../../../common/testing/query-client';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';

let addAnswer: () => Response;
const calls = employerScreen((url) => {
  if (url.includes(`reverseddeclarations/${REVERSAL_ID}/details`)) return addAnswer();
  if (url.includes(`reverseddeclarations/${REVERSAL_ID}`))
    return Response.json({ statusCode: 200, result: { reversal, details: pageOf([detail]) } });
  if (url.includes('/approvals')) return Response.json({ statusCode: 200, result: pageOf([]) });
  return undefined;
});

beforeEach(() => {
  addAnswer = () => Response.json({ statusCode: 200, result: { reversal, detail } });
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

  it('names what each amount is — declared and corrected base, declared and corrected contributions — and shows the rows', async () => {
    renderApp(`/en/declaration/view-reversed/${REVERSAL_ID}`, { queryClient: testQueryClient() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reversing declaration No. 500001' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const label of ['Contribution base declared', 'Contribution base corrected', 'Contributions declared', 'Contributions on the corrected base', 'Difference in contributions'])
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

  it('offers a preparer the submission for approval instead of completing, where approval is required', async () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'preparer', organizationRequiresApproval: true } });
    renderApp(`/en/declaration/view-reversed/${REVERSAL_ID}`, { queryClient: testQueryClient() });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for approval' }, { timeout: 10_000 }));
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Submit it for approval with its difference of -₾8.00?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for approval' }));
    await screen.findByText('Submitted for approval.');
    const submitted = calls.find((c) => c.method === 'POST' && c.url.endsWith('/approvals'));
    expect(submitted).toBeDefined();
    expect(calls.some((c) => c.url.includes('/complete'))).toBe(false);
  });

  it('shows a viewer nothing it could change, even where nothing waits for approval', async () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'viewer' } });
    renderApp(`/en/declaration/view-reversed/${REVERSAL_ID}`, { queryClient: testQueryClient() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reversing declaration No. 500001' }, { timeout: 10_000 })).toBeInTheDocument();
    for (const write of ['Complete', 'Submit for approval', 'Delete', 'Add a row'])
      expect(screen.queryByRole('button', { name: write })).not.toBeInTheDocument();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});
