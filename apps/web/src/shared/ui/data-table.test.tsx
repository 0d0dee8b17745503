import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
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
});
