import { useState } from 'react';
import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeApi, type Employee } from '@pensia/domain/declarations-api/declaration.api';
import { apiRequest } from '../lib/api-client';
import { stubFetch } from '../testing/fetch-stub';
import { renderWithProviders } from '../testing/render-with-providers';
import { PagedTable } from './paged-table';

const PAGE_SIZE = 2;

function person(n: number): Employee {
  return {
    personalIdentificationNumber: `0100101000${n}`,
    firstName: `Nino${n}`,
    lastName: 'Beridze',
    birthDate: null,
    gender: null,
    isRegistered: true,
    declaredMonths: n,
    lastDeclared: null,
  };
}

function pageOf(items: Employee[], totalCount: number) {
  return { body: { statusCode: 200, result: { items, totalCount, pageNumber: 1, pageSize: PAGE_SIZE } } };
}

/** A list of people read a page at a time, as a screen would show it. */
function People({ footer }: { footer?: string }) {
  const [pageNumber, setPageNumber] = useState(1);
  const query = useQuery({
    queryKey: ['people', pageNumber],
    queryFn: ({ signal }) => apiRequest(employeeApi.search, { query: { pageNumber, pageSize: PAGE_SIZE }, signal }),
  });
  return (
    <PagedTable
      query={query}
      pageNumber={pageNumber}
      pageSize={PAGE_SIZE}
      onPageChange={setPageNumber}
      emptyTitle="No people"
      emptyText="People appear here once registered."
      minWidth={600}
      verticalSpacing="xs"
      caption={(items, totalCount) => `${items.length} of ${totalCount}`}
      columns={[{ label: 'Name' }, { label: 'Months', numeric: true }]}
      footer={footer}
    >
      {(p) => (
        <Table.Tr key={p.personalIdentificationNumber}>
          <Table.Td>{p.firstName}</Table.Td>
          <Table.Td ta="right">{p.declaredMonths}</Table.Td>
        </Table.Tr>
      )}
    </PagedTable>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PagedTable', () => {
  it('shows the loading view, then the rows of the page with their header, caption and page links', async () => {
    const calls = stubFetch(pageOf([person(1), person(2)], 3), pageOf([person(3)], 3));
    renderWithProviders(<People footer="Export failed" />);
    expect(screen.getByRole('status')).toContainElement(screen.getByLabelText('Loading…'));

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Months']);
    expect(within(table).getByRole('columnheader', { name: 'Months' })).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Export failed')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Nino3')).toBeInTheDocument();
    expect(calls[1]!.url).toContain('pageNumber=2');
  });

  it('shows no page links when one page holds the whole list', async () => {
    stubFetch(pageOf([person(1)], 1));
    renderWithProviders(<People />);
    expect(await screen.findByText('Nino1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('says so when the list is empty, without a table', async () => {
    stubFetch(pageOf([], 0));
    renderWithProviders(<People footer="Export failed" />);
    expect(await screen.findByText('No people')).toBeInTheDocument();
    expect(screen.getByText('People appear here once registered.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Export failed')).not.toBeInTheDocument();
  });

  it("shows the server's refusal with a retry that loads the page again", async () => {
    stubFetch({ status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Not allowed.' } }, pageOf([person(1)], 1));
    renderWithProviders(<People />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Not allowed.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nino1')).toBeInTheDocument();
  });
});
