import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { matchMediaStub } from '../testing/match-media';
import { renderWithProviders } from '../testing/render-with-providers';
import { RefundList } from './refund-list';

const items = [
  { id: '1', number: 'R-12', date: '2026-11-20', amount: '1234.50', accountNumber: 'GE29NB0000000101904917', status: 'new', organizationName: 'შპს „მთის წყარო“' },
  { id: '2', number: 'R-11', date: '2026-11-02', amount: '40.00', accountNumber: 'GE29NB0000000101904917', status: 'approved', organizationName: 'შპს „მთის წყარო“' },
];

const list = () => (
  <RefundList
    items={items}
    label="Refund requests"
    minWidth={820}
    extras={[{ label: 'Organization', at: 'afterDate', cell: (r) => r.organizationName }]}
    status={(r) => <span>{r.status}</span>}
    actions={(r) => <button type="button">Open {r.number}</button>}
  />
);

beforeEach(async () => {
  await setLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('RefundList', () => {
  it('is a table on a wide screen: the shared columns, the extra one after the date', async () => {
    vi.stubGlobal('matchMedia', matchMediaStub(false));
    renderWithProviders(list());
    const table = await screen.findByRole('table', { name: 'Refund requests' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Request number', 'Date', 'Organization', 'Amount', 'Account number', 'Status', 'Actions']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['R-12', '11/20/2026', 'შპს „მთის წყარო“', expect.stringMatching(/1,234\.50/), 'GE29 NB00 0000 0101 9049 17', 'new', 'Open R-12']);
  });

  it('is one card a request on a phone, every field labelled, nothing to scroll sideways', async () => {
    vi.stubGlobal('matchMedia', matchMediaStub(true));
    renderWithProviders(list());
    const cards = await screen.findByRole('list', { name: 'Refund requests' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(cards).getAllByRole('listitem');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first!).getAllByRole('term').map((d) => d.textContent)).toEqual(['Date', 'Organization', 'Account number', 'Status']);
    expect(first).toHaveTextContent('R-12');
    expect(first).toHaveTextContent(/1,234\.50/);
    expect(within(first!).getByRole('button', { name: 'Open R-12' })).toBeInTheDocument();
  });
});
