import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeclarationDetail } from '@pensia/domain/declarations/declaration.schema';
import { formatDate } from '../../../common/lib/format';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { declarationOf, renderWithProviders } from '../testing/fixtures';
import { RowsTable } from './rows-table';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A phone-sized screen, as far as the layout asks. */
function onPhone() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query.includes('max-width: 47.99em') }));
}

const declaration = declarationOf({ totals: { rowCount: 1, contributionBase: '1500.00', employeeContribution: '30.00', organizationContribution: '30.00', totalContribution: '60.00' } });
const detail: DeclarationDetail = {
  id: '33333333-3333-4333-8333-333333333333',
  declarationId: declaration.id,
  personalIdentificationNumber: '01001011111',
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  birthDate: '1990-05-01',
  gender: 'female',
  grossSalary: '1500.00',
  additionalBenefits: '0.00',
  nonCashBenefits: '0.00',
  otherWithHeldAmount: '0.00',
  incomeTax: '300.00',
  netAmount: '1170.00',
  employeeContribution: '30.00',
  organizationContribution: '30.00',
  optIn: 0,
  hasWrittenRequest: false,
  issues: [],
  suggested: { employeeContribution: '30.00', organizationContribution: '30.00', incomeTax: '300.00', netAmount: '1170.00' },
};

describe('rows of a declaration', () => {
  it('shows each row as a card on a phone, with every amount and its buttons in sight', async () => {
    onPhone();
    stubFetch({ body: { result: { items: [detail], totalCount: 1, pageNumber: 1, pageSize: 10 } } });
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithProviders(<RowsTable declaration={declaration} onEdit={onEdit} onDelete={onDelete} />);
    const card = await screen.findByRole('listitem', { name: '1. ნინო ბერიძე' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const inCard = within(card);
    expect(inCard.getByText('01001011111')).toBeInTheDocument();
    expect(inCard.getByText(formatDate('1990-05-01'))).toBeInTheDocument();
    for (const label of ['Gross salary', 'Income tax', 'Net amount', 'Employee contribution', 'Employer contribution']) expect(inCard.getByText(label)).toBeInTheDocument();
    await userEvent.click(inCard.getByRole('button', { name: 'Edit the row of ნინო ბერიძე' }));
    expect(onEdit).toHaveBeenCalledWith(detail);
    await userEvent.click(inCard.getByRole('button', { name: 'Delete the row of ნინო ბერიძე' }));
    expect(onDelete).toHaveBeenCalledWith(detail);
  });

  it('shows a table with every column on a wider screen', async () => {
    stubFetch({ body: { result: { items: [detail], totalCount: 1, pageNumber: 1, pageSize: 10 } } });
    renderWithProviders(<RowsTable declaration={declaration} onEdit={vi.fn()} onDelete={vi.fn()} />);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit the row of ნინო ბერიძე' })).toBeInTheDocument();
  });
});
