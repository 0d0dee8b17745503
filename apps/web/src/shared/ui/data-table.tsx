import type { ReactNode } from 'react';
import { Table, type MantineSpacing } from '@mantine/core';

export interface DataColumn {
  label: ReactNode;
  /** Numbers and amounts: right-aligned, as their cells are. */
  numeric?: boolean;
}

export interface DataTableProps {
  columns: readonly DataColumn[];
  /** Below this width the table scrolls sideways instead of squeezing its columns (phones). */
  minWidth: number;
  caption?: ReactNode;
  verticalSpacing?: MantineSpacing;
  /** Space either side of a cell's content: narrower for a table of many columns that must fit the page. */
  horizontalSpacing?: MantineSpacing;
  /** Rows a user picks from or acts on light up under the pointer. */
  highlightOnHover?: boolean;
  /** Whether newer rows are on their way (`aria-busy`), e.g. while another page loads. */
  busy?: boolean;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/** A bordered, striped table of records, one header cell a column, that scrolls sideways on a narrow screen. */
export function DataTable({ columns, minWidth, caption, verticalSpacing, horizontalSpacing, highlightOnHover, busy, children }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover={highlightOnHover} withTableBorder verticalSpacing={verticalSpacing} horizontalSpacing={horizontalSpacing} fz="sm" aria-busy={busy}>
        {caption !== undefined ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={i} scope="col" ta={column.numeric ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
