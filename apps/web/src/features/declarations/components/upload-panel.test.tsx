import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declarationApi } from '@pensia/domain/declarations-api/declaration.api';
import { buildPath } from '@pensia/domain/http/contract';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { declarationOf, keptRowOf, renderWithProviders, uploadReportOf } from '../testing/fixtures';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { sessionStore } from '../../../common/session/session-store';
import { UploadReportView } from './upload-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

/** A phone-sized screen, as far as the report's layout asks. */
function onPhone() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query.includes('max-width: 47.99em') }));
}

const declaration = declarationOf();
const reportUrl = buildPath(declarationApi.uploadReport, { id: declaration.id });
const dismissUrl = buildPath(declarationApi.dismissUploadReport, { id: declaration.id });

const row3 = keptRowOf(3, {
  values: { personalIdentificationNumber: '0100101239', grossSalary: '-5' },
  issues: [
    { column: 'personalIdentificationNumber', messageKey: 'personalNumberLength', message: 'The personal number must have exactly 11 digits.' },
    // the server's text is in the language of the request; the interface shows its own when it knows the key
    { column: 'grossSalary', messageKey: 'notNegative', message: 'Сумма не может быть отрицательной.' },
  ],
});
const row7 = keptRowOf(7, {
  values: { personalIdentificationNumber: '01001012399' },
  issues: [{ column: null, messageKey: 'personalNumberRepeated', message: 'Private number is repeated.' }],
});

function renderReport(onFix = vi.fn()) {
  renderWithProviders(<UploadReportView declaration={declaration} onFix={onFix} />);
  return onFix;
}

describe('upload report', () => {
  it('shows the last upload as the server keeps it: counts, and every rejected row with its row number, column and message', async () => {
    const calls = stubFetch({ body: { result: uploadReportOf([row3, row7]) } });
    const onFix = renderReport();
    const region = await screen.findByRole('region', { name: 'Result of the upload' });
    expect(calls[0]!.url).toBe(`${reportUrl}?pageNumber=1&pageSize=20`);
    expect(region).toHaveTextContent('File: may.xlsx');
    expect(region).toHaveTextContent('Uploaded');
    expect(region).toHaveTextContent('12 rows accepted');
    expect(region).toHaveTextContent('2 rows rejected');
    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Personal number (A)');
    expect(rows[1]).toHaveTextContent('Error: The personal number must have exactly 11 digits.');
    expect(rows[2]).toHaveTextContent('Gross salary (F)');
    expect(rows[2]).toHaveTextContent('The amount can not be negative.');
    expect(rows[3]).toHaveTextContent('the whole row');
    expect(rows[3]).toHaveTextContent('Private number is repeated.');
    await userEvent.click(within(region).getByRole('button', { name: 'Fix row 7' }));
    expect(onFix).toHaveBeenCalledWith(row7);
  });

  it('shows each rejected row as a card with its buttons on a phone', async () => {
    onPhone();
    stubFetch({ body: { result: uploadReportOf([row3, row7]) } });
    const onFix = renderReport();
    const region = await screen.findByRole('region', { name: 'Result of the upload' });
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    const card = within(region).getByRole('listitem', { name: 'Row 3' });
    expect(card).toHaveTextContent('Personal number (A)');
    expect(card).toHaveTextContent('Error: The amount can not be negative.');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(card).getByRole('button', { name: 'Fix row 3' }));
    expect(onFix).toHaveBeenCalledWith(row3);
    expect(within(region).getByRole('button', { name: 'Let go of row 7' })).toBeInTheDocument();
  });

  it('pages through the rejected rows on the server', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => keptRowOf(i + 2));
    const page2 = [keptRowOf(30), keptRowOf(31)];
    const calls = stubFetch({ body: { result: uploadReportOf(page1, { totalCount: 22 }) } }, { body: { result: uploadReportOf(page2, { totalCount: 22, pageNumber: 2 }) } });
    renderReport();
    const region = await screen.findByRole('region', { name: 'Result of the upload' });
    expect(within(region).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(within(region).getByRole('button', { name: 'Page 2' }));
    expect(await within(region).findByRole('button', { name: 'Fix row 31' })).toBeInTheDocument();
    expect(calls[1]!.url).toBe(`${reportUrl}?pageNumber=2&pageSize=20`);
    expect(within(region).getAllByRole('row')).toHaveLength(3);
    expect(within(region).queryByRole('button', { name: 'Fix row 2' })).not.toBeInTheDocument();
  });

  it('lets one rejected row go on the server and shows what is left', async () => {
    const calls = stubFetch(
      { body: { result: uploadReportOf([row3, row7]) } },
      { body: { result: { deleted: true } } },
      { body: { result: uploadReportOf([row3], { rejected: 2, totalCount: 1 }) } },
    );
    renderReport();
    const region = await screen.findByRole('region', { name: 'Result of the upload' });
    // letting a row go asks first: cancelling changes nothing
    await userEvent.click(within(region).getByRole('button', { name: 'Let go of row 7' }));
    let dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Let go of row 7? It will not be added to the declaration');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: 'Let go of row 7' }));
    dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Let go of row 7' }));
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Fix row 7' })).not.toBeInTheDocument());
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: buildPath(declarationApi.dismissRejectedRow, { id: declaration.id, rowId: row7.id }) });
    expect(calls[2]).toMatchObject({ method: 'GET', url: `${reportUrl}?pageNumber=1&pageSize=20` });
    expect(region).toHaveTextContent('1 of 2 rejected rows still to fix');
    expect(within(region).getByRole('button', { name: 'Fix row 3' })).toBeInTheDocument();
    // the keyboard goes on from the report's heading, not from the top of the page
    await waitFor(() => expect(within(region).getByRole('heading', { name: 'Result of the upload' })).toHaveFocus());
  });

  it('asks before dismissing a report with rows still waiting, then lets them all go', async () => {
    const calls = stubFetch({ body: { result: uploadReportOf([row3, row7]) } }, { body: { result: { deleted: true } } }, { body: { result: null } });
    renderReport();
    const region = await screen.findByRole('region', { name: 'Result of the upload' });
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss the result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('2 rejected rows have not been fixed yet.');
    expect(calls).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss the result' }));
    expect(await screen.findByText(/No upload result to show/)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: dismissUrl });
    expect(screen.queryByRole('region', { name: 'Result of the upload' })).not.toBeInTheDocument();
  });

  it('dismisses a report with nothing waiting without asking', async () => {
    const calls = stubFetch({ body: { result: uploadReportOf([], { rejected: 2, totalCount: 0 }) } }, { body: { result: { deleted: true } } }, { body: { result: null } });
    renderReport();
    const region = await screen.findByRole('region', { name: 'Result of the upload' });
    expect(region).toHaveTextContent('Every rejected row has been fixed or let go.');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss the result' }));
    expect(await screen.findByText(/No upload result to show/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: dismissUrl });
  });

  it('says when the report could not be loaded, and loads it again on request', async () => {
    const calls = stubFetch({ status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable.' } }, { body: { result: uploadReportOf([row7]) } });
    renderReport();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the result of the last upload');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Fix row 7' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it.each(['viewer', 'approver'] as const)('shows a user who cannot prepare (%s) the rejected rows, with nothing to fix, let go or dismiss', async (orgRole) => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole } });
    stubFetch({ body: { result: uploadReportOf([row3, row7]) } });
    renderReport();
    const region = await screen.findByRole('region', { name: 'Result of the upload' });
    expect(region).toHaveTextContent('2 rows rejected');
    expect(within(region).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Row in the file', 'Column', 'What is wrong']);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a preparer the fix, the letting go and the dismissal', async () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'preparer' } });
    stubFetch({ body: { result: uploadReportOf([row3, row7]) } });
    renderReport();
    const region = await screen.findByRole('region', { name: 'Result of the upload' });
    expect(within(region).getByRole('button', { name: 'Fix row 3' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Let go of row 7' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Dismiss the result' })).toBeInTheDocument();
  });
});
