import { Stack, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StatementEntry } from '@pensia/domain/finance/statements.api';
import { DataTable } from '../../../common/ui/data-table';
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
      {/* on a phone each entry is a card, every line named by its column: nothing to scroll sideways */}
      <DataTable
        columns={[
          ...props.columns.map((c) => ({ label: c.label, numeric: c.amount })),
          { label: <VisuallyHidden>{props.actionLabel}</VisuallyHidden> },
        ]}
        minWidth={960}
        verticalSpacing="xs"
        label={props.label}
        busy={query.isFetching}
      >
        {rows.map(props.children)}
      </DataTable>
      <ListPaging
        total={query.data?.totalCount ?? 0}
        pageNumber={props.pageNumber}
        pageSize={UNMATCHED_PAGE_SIZE}
        onChange={props.onPageChange}
      />
    </Stack>
  );
}
