import type { ColumnType, Generated } from 'kysely';

/** An organization's employee, as its list keeps them (a person once per organization). */
export interface EmployeesTable {
  id: Generated<string>;
  organizationId: string;
  personalNumber: string;
  firstName: string;
  lastName: string;
  /** DATE: 'YYYY-MM-DD'. */
  birthDate: ColumnType<string, string, string> | null;
  gender: 'male' | 'female' | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

// the table joins the database type from here, beside the module that owns it
declare module '../../db/schema.ts' {
  interface Database {
    employees: EmployeesTable;
  }
}
