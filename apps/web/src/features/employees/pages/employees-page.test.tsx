import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employee, EmployeeDetails, EmployeeStatistic } from '@pensia/domain/declarations-api/declaration.api';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { sessionStore } from '../../../common/session/session-store';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { EmployeesPage } from './employees-page';

const nino: Employee = {
  personalIdentificationNumber: '01001011111',
  firstName: 'Nino',
  lastName: 'Beridze',
  birthDate: '1990-05-01',
  gender: 'female',
  isRegistered: true,
  declaredMonths: 2,
  lastDeclared: { year: 2026, month: 5 },
};

const details: EmployeeDetails = {
  employee: nino,
  months: [
    { declarationId: 'd-5', declarationNumber: '100005', year: 2026, month: 5, declarationStatus: 'draft', grossSalary: '1500.00', contributionBase: '1500.00', employeeContribution: '30.00', organizationContribution: '30.00' },
    { declarationId: 'd-4', declarationNumber: '100004', year: 2026, month: 4, declarationStatus: 'closed', grossSalary: '1400.00', contributionBase: '1400.00', employeeContribution: '28.00', organizationContribution: '28.00' },
  ],
  totals: { employeeContribution: '28.00', organizationContribution: '28.00' },
};

const statistic: EmployeeStatistic = {
  year: 2026,
  employeeCount: 12,
  participation: { mandatory: 9, mayOptOut: 1, pensionAge: 1, optIn: 1 },
  months: [{ month: 4, employeeCount: 12, contributionBase: '18000.00', employeeContribution: '360.00', organizationContribution: '360.00' }],
};

const ok = (result: unknown) => ({ body: { statusCode: 200, result } });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('EmployeesPage', () => {
  it('lists the employees, and shows the declared months and contributions of one', async () => {
    const calls = stubFetch(ok({ items: [nino], totalCount: 1, pageNumber: 1, pageSize: 10 }), ok(details));
    const user = userEvent.setup();
    renderWithProviders(<EmployeesPage />, '/en/employees');

    const list = await screen.findByRole('table');
    expect(within(list).getAllByRole('columnheader')).toHaveLength(8);
    const [, row] = within(list).getAllByRole('row');
    expect(cells(row!).slice(0, 5)).toEqual(['01001011111', 'Nino Beridze', '05/01/1990', 'Female', '2']);
    expect(calls[0]!.url).toContain('/api/finance/v1/employees?');

    await user.click(within(list).getByRole('button', { name: 'Months and contributions of Nino Beridze' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nino Beridze' });
    const months = await within(drawer).findByRole('table');
    expect(within(months).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Month',
      'Declaration',
      'Contribution base',
      'Employee contribution',
      'Employer contribution',
    ]);
    const [, may, april] = within(months).getAllByRole('row');
    expect(cells(may!)[0]).toBe('May 2026');
    expect(cells(may!)[2]).toBe('₾1,500.00');
    // a draft opens in the editor, a closed declaration in its view
    expect(within(may!).getByRole('link', { name: '№\u00a0100005' })).toHaveAttribute('href', '/en/declaration/new/d-5');
    expect(within(april!).getByRole('link', { name: '№\u00a0100004' })).toHaveAttribute('href', '/en/declaration/view/d-4');
    expect(calls[1]!.url).toContain('/employees/01001011111');
  });

  it('says when no employee matches, and when the employee has no declared month', async () => {
    stubFetch(ok({ items: [nino], totalCount: 1, pageNumber: 1, pageSize: 10 }), ok({ ...details, months: [] }), ok({ items: [], totalCount: 0, pageNumber: 1, pageSize: 10 }));
    const user = userEvent.setup();
    renderWithProviders(<EmployeesPage />, '/en/employees');

    await user.click(await screen.findByRole('button', { name: 'Months and contributions of Nino Beridze' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nino Beridze' });
    expect(await within(drawer).findByText('Not declared yet')).toBeInTheDocument();
    expect(within(drawer).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'zz');
    expect(await screen.findByText('No employee matches')).toBeInTheDocument();
  });

  it('shows the statistics of the year with the employees and contributions of each month', async () => {
    stubFetch(ok({ items: [nino], totalCount: 1, pageNumber: 1, pageSize: 10 }), ok(statistic));
    const user = userEvent.setup();
    renderWithProviders(<EmployeesPage />, '/en/employees');
    await screen.findByRole('table');

    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    const table = await screen.findByRole('table');
    const employees = within(table).getByRole('columnheader', { name: 'Employees declared' });
    expect(employees).toHaveStyle({ textAlign: 'right' });
    const [, april] = within(table).getAllByRole('row');
    expect(cells(april!)).toEqual(['April 2026', '12', '₾18,000.00', '₾360.00', '₾360.00']);
    expect(screen.getByText('Mandatory participants').nextSibling).toHaveTextContent('9');
  });

  it('tells an error of the statistics apart, with a retry', async () => {
    stubFetch(ok({ items: [nino], totalCount: 1, pageNumber: 1, pageSize: 10 }), { status: 400, body: { statusCode: 400, code: 'BAD_YEAR', message: 'No such year.' } });
    const user = userEvent.setup();
    renderWithProviders(<EmployeesPage />, '/en/employees');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No such year.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each(['viewer', 'approver'] as const)('offers a user who cannot prepare (%s) no registration and no update, only the details', async (orgRole) => {
    stubFetch(ok({ items: [nino], totalCount: 1, pageNumber: 1, pageSize: 10 }));
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole } });
    renderWithProviders(<EmployeesPage />, '/en/employees');
    const list = await screen.findByRole('table');
    expect(within(list).getByRole('button', { name: 'Months and contributions of Nino Beridze' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Update the data of Nino Beridze' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register an employee' })).not.toBeInTheDocument();
  });

  it('offers a preparer the registration and the update', async () => {
    stubFetch(ok({ items: [nino], totalCount: 1, pageNumber: 1, pageSize: 10 }));
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'preparer' } });
    renderWithProviders(<EmployeesPage />, '/en/employees');
    const list = await screen.findByRole('table');
    expect(within(list).getByRole('button', { name: 'Update the data of Nino Beridze' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register an employee' })).toBeInTheDocument();
  });
});
