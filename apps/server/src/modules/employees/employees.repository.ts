import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import './employees.table.ts';

export interface EmployeeRecord {
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  gender: 'male' | 'female' | null;
  isRegistered: boolean;
  declaredMonths: number;
  lastPeriod: number | null;
  total: number;
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People of an organization: its registered employees and everyone its declarations name (the latest
 * name a declaration gave), with the months declared. Searched by the beginning of a personal number,
 * first or last name. The page is cut before each person's months are counted: counted for everyone first, an
 * employer of 20,000 people waited seconds for each page of 10.
 */
export async function searchEmployees(db: Db, organizationId: string, search: string | undefined, offset: number, limit: number): Promise<EmployeeRecord[]> {
  const p = search ? likePrefix(search) : null;
  const filter = (alias: string) =>
    p ? sql`and (${sql.ref(`${alias}.personal_number`)} like ${p} or lower(${sql.ref(`${alias}.first_name`)}) like ${p} or lower(${sql.ref(`${alias}.last_name`)}) like ${p})` : sql``;
  const { rows } = await sql<EmployeeRecord>`
    with declared as (
      select distinct on (dd.personal_number) dd.personal_number, dd.first_name, dd.last_name, dd.birth_date::text as birth_date, dd.gender
        from declarations d join declaration_details dd on dd.declaration_id = d.id and dd.organization_id = d.organization_id
       where d.organization_id = ${organizationId} ${filter('dd')}
       order by dd.personal_number, d.year desc, d.month desc
    ), people as (
      select e.personal_number, e.first_name, e.last_name, e.birth_date::text as birth_date, e.gender, true as is_registered
        from employees e where e.organization_id = ${organizationId} ${filter('e')}
      union all
      select x.personal_number, x.first_name, x.last_name, x.birth_date, x.gender, false
        from declared x where not exists (select 1 from employees e where e.organization_id = ${organizationId} and e.personal_number = x.personal_number)
    ), page as (
      select p.*, (count(*) over ())::int as total from people p
       order by p.last_name, p.first_name, p.personal_number
       offset ${offset} limit ${limit}
    )
    select p.personal_number as "personalNumber", p.first_name as "firstName", p.last_name as "lastName", p.birth_date as "birthDate",
           p.gender, p.is_registered as "isRegistered",
           coalesce(s.months, 0)::int as "declaredMonths", s.last_period as "lastPeriod", p.total
      from page p
      left join lateral (
        select count(*) as months, max(d.year * 100 + d.month)::int as last_period
          from declarations d join declaration_details dd on dd.declaration_id = d.id and dd.organization_id = d.organization_id
         where d.organization_id = ${organizationId} and dd.personal_number = p.personal_number
      ) s on true
     order by p.last_name, p.first_name, p.personal_number
  `.execute(db);
  return rows;
}

export async function employeeMonths(db: Db, organizationId: string, personalNumber: string) {
  const { rows } = await sql<{
    declarationId: string;
    declarationNumber: string;
    year: number;
    month: number;
    status: 'draft' | 'saved' | 'open' | 'closed';
    grossSalary: string;
    base: string;
    employeeContribution: string;
    organizationContribution: string;
  }>`
    select d.id as "declarationId", d.number::text as "declarationNumber", d.year::int as year, d.month::int as month, d.status,
           dd.gross_salary::text as "grossSalary", (dd.gross_salary + dd.additional_benefits + dd.non_cash_benefits)::text as base,
           dd.employee_contribution::text as "employeeContribution", dd.organization_contribution::text as "organizationContribution"
      from declarations d join declaration_details dd on dd.declaration_id = d.id and dd.organization_id = d.organization_id
     where d.organization_id = ${organizationId} and dd.personal_number = ${personalNumber}
     order by d.year desc, d.month desc, d.number desc
  `.execute(db);
  return rows;
}

export function findRegistered(db: Db, organizationId: string, personalNumber: string) {
  return db.selectFrom('employees').selectAll().where('organizationId', '=', organizationId).where('personalNumber', '=', personalNumber).executeTakeFirst();
}

export function insertEmployee(db: Db, values: { organizationId: string; personalNumber: string; firstName: string; lastName: string; birthDate: string; gender: 'male' | 'female' }) {
  return db.insertInto('employees').values(values).onConflict((oc) => oc.columns(['organizationId', 'personalNumber']).doNothing()).returningAll().executeTakeFirst();
}

export function updateEmployee(db: Db, organizationId: string, personalNumber: string, values: { firstName: string; lastName: string; birthDate: string; gender: 'male' | 'female' }, now: Date) {
  return db
    .updateTable('employees')
    .set({ ...values, updatedAt: now })
    .where('organizationId', '=', organizationId)
    .where('personalNumber', '=', personalNumber)
    .returningAll()
    .executeTakeFirst();
}
