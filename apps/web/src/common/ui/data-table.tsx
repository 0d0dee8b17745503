import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Table, type MantineSize, type MantineSpacing, type StyleProp } from '@mantine/core';

export interface DataColumn {
  label: ReactNode;
  /** Numbers and amounts: right-aligned, as their cells are. */
  numeric?: boolean;
  /**
   * Left out of a phone's card (a running total the page already shows at its head): the card keeps the lines
   * that tell one record from another. The wider table and print keep the column.
   */
  omitOnPhone?: boolean;
}

export interface DataTableProps {
  columns: readonly DataColumn[];
  /** Below this width the table scrolls sideways instead of squeezing its columns (when it is not cards). */
  minWidth: number;
  /**
   * On a phone each row becomes a card whose lines name their column (the default). `false` keeps the table
   * scrolling sideways, for tables whose columns only make sense side by side.
   */
  cardsOnPhone?: boolean;
  caption?: ReactNode;
  /** The table's name for screen readers, when no caption shows it. */
  label?: string;
  verticalSpacing?: MantineSpacing;
  /** Space either side of a cell's content: narrower for a table of many columns that must fit the page. */
  horizontalSpacing?: MantineSpacing;
  /** The size of its text, by screen width if need be: smaller for a table of many columns that must fit the page ('sm' unless given). */
  fz?: StyleProp<MantineSize>;
  /** Rows a user picks from or acts on light up under the pointer. */
  highlightOnHover?: boolean;
  /** Whether newer rows are on their way (`aria-busy`), e.g. while another page loads. */
  busy?: boolean;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/**
 * Gives every body cell the text of its column's header as `data-label`, which the phone layout shows before
 * the cell's value. Cells spanning columns (a totals or detail row) get none. Rows rendered later by their own
 * components are labelled too: a MutationObserver follows the body, and labels again only the rows added or
 * whose cells changed (added, taken out, spanning another number of columns). A change of a cell's text
 * relabels nothing; a change of the header's relabels every row.
 */
function useCellLabels(table: React.RefObject<HTMLTableElement | null>, enabled: boolean) {
  useLayoutEffect(() => {
    const el = table.current;
    if (!enabled || !el) return;
    let heads: string[] = [];
    let omitted: boolean[] = [];
    const labelRow = (row: HTMLTableRowElement) => {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        const text = cell.colSpan === 1 ? heads[column] : undefined;
        if (text && cell.getAttribute('data-label') !== text) cell.setAttribute('data-label', text);
        else if (!text && cell.hasAttribute('data-label')) cell.removeAttribute('data-label');
        cell.toggleAttribute('data-card-omit', cell.colSpan === 1 && omitted[column] === true);
        column += cell.colSpan;
      }
    };
    const labelAll = () => {
      const cells = Array.from(el.tHead?.rows[0]?.cells ?? []);
      heads = cells.map((th) => th.textContent?.trim() ?? '');
      omitted = cells.map((th) => th.hasAttribute('data-card-omit'));
      for (const body of Array.from(el.tBodies)) for (const row of Array.from(body.rows)) labelRow(row);
    };
    const isBody = (node: Node | null): node is HTMLTableSectionElement => node?.nodeName === 'TBODY' && node.parentNode === el;
    /** The row of this table's body that `node` is, else none (a row of a table inside a cell is not one). */
    const bodyRow = (node: Node | null): HTMLTableRowElement | null => (node?.nodeName === 'TR' && isBody(node.parentNode) ? (node as HTMLTableRowElement) : null);

    // the header: its words label every row
    const head = new MutationObserver(labelAll);
    const watchHead = () => {
      head.disconnect();
      if (el.tHead) head.observe(el.tHead, { childList: true, subtree: true, characterData: true });
    };
    // the body: rows added, a row's cells added or taken out, a cell's span
    const body = new MutationObserver((records) => {
      const changed = new Set<HTMLTableRowElement>();
      for (const r of records) {
        if (r.type === 'attributes') {
          const row = bodyRow(r.target.parentNode);
          if (row) changed.add(row);
        } else if (r.target === el) {
          for (const node of Array.from(r.addedNodes)) {
            if (node.nodeName === 'THEAD') {
              watchHead();
              labelAll();
              return;
            }
            if (isBody(node)) for (const row of Array.from(node.rows)) changed.add(row);
          }
        } else if (isBody(r.target)) {
          for (const node of Array.from(r.addedNodes)) {
            const row = bodyRow(node);
            if (row) changed.add(row);
          }
        } else {
          const row = bodyRow(r.target);
          if (row) changed.add(row);
        }
      }
      for (const row of changed) if (row.isConnected) labelRow(row);
    });
    labelAll();
    watchHead();
    body.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['colspan'] });
    return () => {
      head.disconnect();
      body.disconnect();
    };
  }, [table, enabled]);
}

/**
 * A bordered, striped table of records, one header cell a column. On a phone its rows become cards (each line
 * named by its column) unless `cardsOnPhone` is false, in which case it scrolls sideways.
 */
export function DataTable({
  columns,
  minWidth,
  cardsOnPhone = true,
  caption,
  label,
  verticalSpacing,
  horizontalSpacing,
  fz = 'sm',
  highlightOnHover,
  busy,
  children,
}: DataTableProps) {
  const ref = useRef<HTMLTableElement>(null);
  useCellLabels(ref, cardsOnPhone);
  const table = (
    <Table
      ref={ref}
      className={cardsOnPhone ? 'pensia-cards' : undefined}
      striped
      highlightOnHover={highlightOnHover}
      withTableBorder
      verticalSpacing={verticalSpacing}
      horizontalSpacing={horizontalSpacing}
      fz={fz}
      aria-label={label}
      aria-busy={busy}
    >
      {caption !== undefined ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            <Table.Th key={i} scope="col" ta={column.numeric ? 'right' : undefined} data-card-omit={column.omitOnPhone || undefined}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      className={cardsOnPhone ? 'pensia-cards-scroll' : undefined}
    >
      {table}
    </Table.ScrollContainer>
  );
}
