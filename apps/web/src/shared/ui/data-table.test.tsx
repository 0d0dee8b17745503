import { useState } from 'react';
import { Table } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('heads each column, right-aligns the numeric ones and holds the rows', () => {
    renderWithProviders(
      <DataTable minWidth={640} columns={[{ label: 'Period' }, { label: 'Base', numeric: true }]}>
        <Table.Tr>
          <Table.Td>May 2026</Table.Td>
          <Table.Td ta="right">1,500.00</Table.Td>
        </Table.Tr>
      </DataTable>,
    );
    const table = screen.getByRole('table');
    const period = within(table).getByRole('columnheader', { name: 'Period' });
    expect(period).toHaveAttribute('scope', 'col');
    expect(period).not.toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByRole('columnheader', { name: 'Base' })).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByRole('cell', { name: 'May 2026' })).toBeInTheDocument();
    // neither a caption nor a busy state unless asked for
    expect(table.querySelector('caption')).toBeNull();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('shows its caption and says when newer rows are on their way', () => {
    renderWithProviders(
      <DataTable minWidth={640} columns={[{ label: 'Name' }]} caption="Rows 1–10 of 25" busy>
        <Table.Tr>
          <Table.Td>Nino</Table.Td>
        </Table.Tr>
      </DataTable>,
    );
    expect(screen.getByRole('table', { name: 'Rows 1–10 of 25' })).toHaveAttribute('aria-busy', 'true');
  });

  it('names each cell by its column for the phone cards, also in rows added later, and not a cell spanning columns', async () => {
    function Rows({ more }: { more: boolean }) {
      return (
        <>
          <Table.Tr>
            <Table.Td>May 2026</Table.Td>
            <Table.Td ta="right">1,500.00</Table.Td>
          </Table.Tr>
          {more ? (
            <Table.Tr>
              <Table.Td>June 2026</Table.Td>
              <Table.Td ta="right">1,700.00</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Td colSpan={2}>Total 3,200.00</Table.Td>
          </Table.Tr>
        </>
      );
    }
    function Harness() {
      const [more, setMore] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setMore(true)}>
            More
          </button>
          <DataTable minWidth={640} columns={[{ label: 'Period' }, { label: 'Base', numeric: true }]}>
            <Rows more={more} />
          </DataTable>
        </>
      );
    }
    renderWithProviders(<Harness />);
    const table = screen.getByRole('table');
    expect(table).toHaveClass('pensia-cards');
    expect(within(table).getByRole('cell', { name: 'May 2026' })).toHaveAttribute('data-label', 'Period');
    expect(within(table).getByRole('cell', { name: '1,500.00' })).toHaveAttribute('data-label', 'Base');
    expect(within(table).getByRole('cell', { name: 'Total 3,200.00' })).not.toHaveAttribute('data-label');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(table).getByRole('cell', { name: '1,700.00' })).toHaveAttribute('data-label', 'Base'));
  });

  it('keeps scrolling sideways on a phone when its columns only make sense side by side', () => {
    renderWithProviders(
      <DataTable minWidth={640} columns={[{ label: 'Name' }]} cardsOnPhone={false}>
        <Table.Tr>
          <Table.Td>Nino</Table.Td>
        </Table.Tr>
      </DataTable>,
    );
    const table = screen.getByRole('table');
    expect(table).not.toHaveClass('pensia-cards');
    expect(within(table).getByRole('cell', { name: 'Nino' })).not.toHaveAttribute('data-label');
  });
});
