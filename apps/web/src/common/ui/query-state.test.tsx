import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeApi } from '@pensia/domain/declarations-api/declaration.api';
import { apiRequest } from '../lib/api-client';
import { stubFetch } from '../testing/fetch-stub';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorState, QueryState } from './query-state';

/** One employee, as a drawer of a screen would load it. */
function Employee() {
  const query = useQuery({
    queryKey: ['employee'],
    queryFn: ({ signal }) => apiRequest(employeeApi.get, { params: { personalNumber: '01001011111' }, signal }),
  });
  return <QueryState query={query}>{(d) => <p>{d.employee.firstName}</p>}</QueryState>;
}

afterEach(() => vi.unstubAllGlobals());

describe('QueryState', () => {
  it('shows the loading view, then what the data shows', async () => {
    stubFetch({ body: { statusCode: 200, result: { employee: { firstName: 'Nino' } } } });
    renderWithProviders(<Employee />);
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Nino')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's text and a retry when the query fails", async () => {
    stubFetch({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'No such employee.' } });
    renderWithProviders(<Employee />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('No such employee.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the data a retry brings after a failure, and the failure no more', async () => {
    const calls = stubFetch(
      { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'No such employee.' } },
      { body: { statusCode: 200, result: { employee: { firstName: 'Nino' } } } },
    );
    renderWithProviders(<Employee />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nino')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('ErrorState', () => {
  it('says the data could not be loaded when the failure has no text of the server, and offers no retry without one', () => {
    renderWithProviders(<ErrorState error={new TypeError('Failed to fetch')} title="Export failed" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Export failed');
    expect(alert).toHaveTextContent('The data could not be loaded. Please try again.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });
});
