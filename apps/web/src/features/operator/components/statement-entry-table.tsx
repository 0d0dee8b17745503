import { Stack, Table, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StatementEntry } from '@pensia/domain/finance/statements.api';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListLoader, ListPaging } from '../../../common/ui/list-states';
import { UNMATCHED_PAGE_SIZE } from '../api/statements-api';

/** A column of a list of statement entries: its header, and whether it holds an amount (right-aligned). */
export interface EntryColumn {
  label: string;
  amount?: boolean;
}

/**
 * A page of a bank statement's entries (those waiting for a match, those matched): loading, nothing found,
 * or the page's rows under their columns' headers (the last column, the row's action, named for screen readers
 * only) with the range shown and the links to the other pages. The failure of the query is the caller's to show.
 */
export function StatementEntryTable(props: {
  query: UseQueryResult<{ items: StatementEntry[]; totalCount: number }>;
  /** The table's name, and what the list says while loading and when it has nothing. */
  label: string;
  loading: string;
  emptyTitle: string;
  emptyText: string;
  columns: readonly EntryColumn[];
  actionLabel: string;
  pageNumber: number;
  onPageChange: (pageNumber: number) => void;
  children: (entry: StatementEntry) => ReactNode;
}) {
  const { query } = props;
  const rows = query.data?.items ?? [];
  if (query.isPending && !query.error) return <ListLoader label={props.loading} />;
  if (rows.length === 0)
    return query.data ? <EmptyListState title={props.emptyTitle} description={props.emptyText} /> : null;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={960}>
        <Table
          striped
          withTableBorder
          verticalSpacing="xs"
          fz="sm"
          aria-label={props.label}
          aria-busy={query.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((c) => (
                <Table.Th key={c.label} scope="col" style={c.amount ? { textAlign: 'right' } : undefined}>
                  {c.label}
                </Table.Th>
              ))}
              <Table.Th scope="col">
                <VisuallyHidden>{props.actionLabel}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows.map(props.children)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPaging
        total={query.data?.totalCount ?? 0}
        pageNumber={props.pageNumber}
        pageSize={UNMATCHED_PAGE_SIZE}
        onChange={props.onPageChange}
      />
    </Stack>
  );
}
