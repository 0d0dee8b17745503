import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { setLanguage } from '../lib/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { CorrectionPage, type RowPaging } from './correction-view';

interface Loaded {
  details: { items: { id: string }[]; totalCount: number };
}

const ID = '11111111-1111-4111-8111-111111111111';
const paging: RowPaging = { pageNumber: 2, onPage: () => {}, personalId: '0100', onPersonalId: () => {} };

const queryOf = (q: { data?: Loaded; error?: Error; isFetching?: boolean }) =>
  ({
    data: q.data,
    error: q.error ?? null,
    isError: q.error !== undefined,
    isFetching: q.isFetching ?? false,
    refetch: () => Promise.resolve(),
  }) as unknown as UseQueryResult<Loaded>;

const show = (id: string | undefined, query: UseQueryResult<Loaded>) =>
  renderWithProviders(
    <CorrectionPage ns="annual" id={id} paging={paging} query={query} notAvailable="Not available." back={<a href="/back">Back</a>}>
      {(_, page) => (
        <p>
          {`rows ${page.rows.map((r) => r.id).join(',')} of ${page.total}, page ${page.pageNumber}, ${page.personalId}, ${page.busy ? 'busy' : 'idle'}`}
        </p>
      )}
    </CorrectionPage>,
  );

beforeEach(async () => {
  await setLanguage('en');
});

describe('CorrectionPage', () => {
  it.each([
    ['no id', undefined, queryOf({})],
    ['an id that cannot name a record', 'not-an-id', queryOf({})],
    ['an id the server does not know (404)', ID, queryOf({ error: new ApiError(404, 'NOT_FOUND', 'Not found') })],
    ['a malformed id the server refused (400 under id)', ID, queryOf({ error: new ApiError(400, 'VALIDATION', 'Bad', { id: 'Bad id' }) })],
  ])('reads "not available" with the way back for %s', (_, id, query) => {
    show(id, query);
    expect(screen.getByRole('alert')).toHaveTextContent('Not available.');
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByText(/^rows/)).toBeNull();
  });

  it('shows another failure of the load with a retry, not as "not available"', () => {
    show(ID, queryOf({ error: new ApiError(500, 'INTERNAL', 'Something broke') }));
    expect(screen.queryByText('Not available.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('hands the screen the correction with the page of its rows, busy while they are fetched again', () => {
    show(ID, queryOf({ data: { details: { items: [{ id: 'a' }, { id: 'b' }], totalCount: 7 } }, isFetching: true }));
    expect(screen.getByText('rows a,b of 7, page 2, 0100, busy')).toBeInTheDocument();
  });
});
