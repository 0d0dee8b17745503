import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from './data-table';
import { EmptyListState } from './empty-list-state';
import { ListPagination } from './list-pagination';
import { QueryState } from './query-state';

/** A page of a list as the server answers it (an answer without rows reads as an empty page). */
export interface ListPage<R> {
  items?: R[];
  totalCount?: number;
}

export interface PagedTableProps<R> extends Pick<DataTableProps, 'columns' | 'minWidth' | 'verticalSpacing' | 'horizontalSpacing' | 'fz'> {
  /** The query of the page shown. */
  query: UseQueryResult<ListPage<R>>;
  pageNumber: number;
  pageSize: number;
  onPageChange: (pageNumber: number) => void;
  /** What the list says when the page has no rows. */
  emptyTitle: string;
  emptyText: string;
  /** The table's caption, from the rows shown and the number of rows in all. */
  caption?: (items: R[], totalCount: number) => ReactNode;
  /** Shown between the table and the page links. */
  footer?: ReactNode;
  /** One row (`Table.Tr`) of the page. */
  children: (item: R, index: number) => ReactNode;
  /**
   * On a phone, each item as a card (an `li`, labelled by its own heading) instead of a table row: every
   * field and action in sight, nothing to scroll sideways.
   */
  card?: (item: R, index: number) => ReactNode;
  /** Show the cards (a phone's width) rather than the table. */
  asCards?: boolean;
}

/**
 * A list read from the server a page at a time: loading, failure (with a retry) and an empty list each have
 * their view; otherwise the page's rows in a table, then the links to the other pages.
 */
export function PagedTable<R>({ query, pageNumber, pageSize, onPageChange, emptyTitle, emptyText, caption, footer, children, card, asCards, ...table }: PagedTableProps<R>) {
  return (
    <QueryState query={query}>
      {(page) => {
        const items = page.items ?? [];
        if (items.length === 0) return <EmptyListState title={emptyTitle} description={emptyText} />;
        return (
          <>
            {card && asCards ? (
              <Stack gap="xs">
                {caption ? (
                  <Text size="sm" c="gray.7">
                    {caption(items, page.totalCount ?? 0)}
                  </Text>
                ) : null}
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={query.isFetching || undefined}>
                  {items.map(card)}
                </Stack>
              </Stack>
            ) : (
              <DataTable {...table} highlightOnHover busy={query.isFetching} caption={caption?.(items, page.totalCount ?? 0)}>
                {items.map(children)}
              </DataTable>
            )}
            {footer}
            <ListPagination total={Math.max(1, Math.ceil((page.totalCount ?? 0) / pageSize))} value={pageNumber} onChange={onPageChange} />
          </>
        );
      }}
    </QueryState>
  );
}
