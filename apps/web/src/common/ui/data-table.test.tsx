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

  it('marks the cells of a column left out of the phone cards, and only those', () => {
    renderWithProviders(
      <DataTable minWidth={640} columns={[{ label: 'Period' }, { label: 'Total so far', numeric: true, omitOnPhone: true }]}>
        <Table.Tr>
          <Table.Td>May 2026</Table.Td>
          <Table.Td ta="right">3,200.00</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td colSpan={2}>A comment</Table.Td>
        </Table.Tr>
      </DataTable>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Total so far' })).toHaveAttribute('data-card-omit');
    expect(within(table).getByRole('cell', { name: '3,200.00' })).toHaveAttribute('data-card-omit');
    expect(within(table).getByRole('cell', { name: 'May 2026' })).not.toHaveAttribute('data-card-omit');
    expect(within(table).getByRole('cell', { name: 'A comment' })).not.toHaveAttribute('data-card-omit');
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

  it('labels again only the rows added or whose cells changed; a change of a cell\'s text relabels nothing, a change of the header every row', async () => {
    /** A row drawn by its own component, its cells changing after it is drawn. */
    function Row({ id, amount, wide, extra }: { id: string; amount: string; wide: boolean; extra: boolean }) {
      return (
        <Table.Tr>
          <Table.Td colSpan={wide ? 2 : 1}>{id}</Table.Td>
          <Table.Td>{amount}</Table.Td>
          {extra ? <Table.Td>{`${id} note`}</Table.Td> : null}
        </Table.Tr>
      );
    }
    function Harness() {
      const [amount, setAmount] = useState('10.00');
      const [wide, setWide] = useState(false);
      const [extra, setExtra] = useState(false);
      const [lang, setLang] = useState<'en' | 'ka'>('en');
      const [rows, setRows] = useState(['R1', 'R2']);
      const labels = lang === 'en' ? ['Number', 'Amount', 'Note'] : ['ნომერი', 'თანხა', 'შენიშვნა'];
      return (
        <>
          <button type="button" onClick={() => setAmount('20.00')}>Text</button>
          <button type="button" onClick={() => setWide(true)}>Wide</button>
          <button type="button" onClick={() => setExtra(true)}>Extra</button>
          <button type="button" onClick={() => setLang('ka')}>Georgian</button>
          <button type="button" onClick={() => setRows((r) => [...r, 'R3'])}>Add</button>
          <DataTable minWidth={640} columns={labels.map((label) => ({ label }))}>
            {rows.map((id) => (
              <Row key={id} id={id} amount={id === 'R1' ? amount : '5.00'} wide={id === 'R1' && wide} extra={id === 'R2' && extra} />
            ))}
          </DataTable>
        </>
      );
    }
    renderWithProviders(<Harness />);
    const table = screen.getByRole('table');
    const cell = (name: string) => within(table).getByRole('cell', { name });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    expect(cell('R1')).toHaveAttribute('data-label', 'Number');
    expect(cell('10.00')).toHaveAttribute('data-label', 'Amount');

    // the text of a cell changes: no row is labelled again (a label taken off by hand stays off)
    cell('R2').removeAttribute('data-label');
    fireEvent.click(screen.getByRole('button', { name: 'Text' }));
    await settle();
    expect(cell('20.00')).toHaveAttribute('data-label', 'Amount');
    expect(cell('R2')).not.toHaveAttribute('data-label');

    // a cell of R2 is added: R2 is labelled again, R1 is not touched
    cell('R1').removeAttribute('data-label');
    fireEvent.click(screen.getByRole('button', { name: 'Extra' }));
    await waitFor(() => expect(cell('R2 note')).toHaveAttribute('data-label', 'Note'));
    expect(cell('R2')).toHaveAttribute('data-label', 'Number');
    expect(cell('R1')).not.toHaveAttribute('data-label');

    // R1's first cell comes to span two columns: it has its label taken off, the next cell is under the third column
    fireEvent.click(screen.getByRole('button', { name: 'Wide' }));
    await waitFor(() => expect(cell('R1')).not.toHaveAttribute('data-label'));
    expect(cell('20.00')).toHaveAttribute('data-label', 'Note');

    // a row drawn later is labelled
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(cell('R3')).toHaveAttribute('data-label', 'Number'));

    // the header's words change (another language): every row is labelled again
    fireEvent.click(screen.getByRole('button', { name: 'Georgian' }));
    await waitFor(() => expect(cell('R3')).toHaveAttribute('data-label', 'ნომერი'));
    expect(cell('R2 note')).toHaveAttribute('data-label', 'შენიშვნა');
    expect(cell('R1')).not.toHaveAttribute('data-label');
    expect(cell('20.00')).toHaveAttribute('data-label', 'შენიშვნა');
    expect(within(table).getAllByRole('cell', { name: '5.00' }).map((c) => c.getAttribute('data-label'))).toEqual(['თანხა', 'თანხა']);
  });
});
