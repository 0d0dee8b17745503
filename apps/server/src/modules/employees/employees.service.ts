import { formatMoneyPlain, type Employee, type EmployeeBody, type EmployeeDetails } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import * as repo from './employees.repository.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

function toEmployee(r: repo.EmployeeRecord): Employee {
  return {
    personalIdentificationNumber: r.personalNumber,
    firstName: r.firstName,
    lastName: r.lastName,
    birthDate: r.birthDate,
    gender: r.gender,
    isRegistered: r.isRegistered,
    declaredMonths: r.declaredMonths,
    lastDeclared: r.lastPeriod ? { year: Math.floor(r.lastPeriod / 100), month: r.lastPeriod % 100 } : null,
  };
}

export async function searchEmployees(deps: Deps, actor: Actor, q: { search?: string; pageNumber: number; pageSize: number }) {
  const rows = await repo.searchEmployees(deps.db, organizationOf(actor), q.search, (q.pageNumber - 1) * q.pageSize, q.pageSize);
  return { items: rows.map(toEmployee), totalCount: rows[0]?.total ?? 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

async function findEmployee(deps: Deps, organizationId: string, personalNumber: string): Promise<Employee | undefined> {
  const rows = await repo.searchEmployees(deps.db, organizationId, personalNumber, 0, 1);
  const r = rows[0];
  return r && r.personalNumber === personalNumber ? toEmployee(r) : undefined;
}

export async function employeeDetails(deps: Deps, actor: Actor, personalNumber: string): Promise<EmployeeDetails> {
  const organizationId = organizationOf(actor);
  const employee = await findEmployee(deps, organizationId, personalNumber);
  if (!employee) throw new AppError('RECORD_NOT_FOUND');
  const months = await repo.employeeMonths(deps.db, organizationId, personalNumber);
  let emp = 0n;
  let org = 0n;
  for (const m of months) {
    if (m.status !== 'open' && m.status !== 'closed') continue;
    emp += tetriFromDb(m.employeeContribution);
    org += tetriFromDb(m.organizationContribution);
  }
  const money = (v: string) => formatMoneyPlain(tetriFromDb(v));
  return {
    employee,
    months: months.map((m) => ({
      declarationId: m.declarationId,
      declarationNumber: m.declarationNumber,
      year: Number(m.year),
      month: Number(m.month),
      declarationStatus: m.status,
      grossSalary: money(m.grossSalary),
      contributionBase: money(m.base),
      employeeContribution: money(m.employeeContribution),
      organizationContribution: money(m.organizationContribution),
    })),
    totals: { employeeContribution: formatMoneyPlain(emp), organizationContribution: formatMoneyPlain(org) },
  };
}

export async function registerEmployee(deps: Deps, actor: Actor, body: EmployeeBody): Promise<Employee> {
  const organizationId = organizationOf(actor);
  const row = await repo.insertEmployee(deps.db, {
    organizationId,
    personalNumber: body.personalIdentificationNumber,
    firstName: body.firstName,
    lastName: body.lastName,
    birthDate: body.birthDate,
    gender: body.gender,
  });
  if (!row) throw new AppError('EMPLOYEE_ALREADY_REGISTERED', { fields: { personalIdentificationNumber: 'personalNumberRepeated' } });
  return (await findEmployee(deps, organizationId, body.personalIdentificationNumber))!;
}

export async function updateEmployee(deps: Deps, actor: Actor, personalNumber: string, body: Omit<EmployeeBody, 'personalIdentificationNumber'>): Promise<Employee> {
  const organizationId = organizationOf(actor);
  const updated = await repo.updateEmployee(deps.db, organizationId, personalNumber, body, deps.clock.now());
  if (!updated) {
    // known only from declarations: updating registers the person with the data given
    const declared = await findEmployee(deps, organizationId, personalNumber);
    if (!declared) throw new AppError('RECORD_NOT_FOUND');
    await repo.insertEmployee(deps.db, { organizationId, personalNumber, ...body });
  }
  return (await findEmployee(deps, organizationId, personalNumber))!;
}
