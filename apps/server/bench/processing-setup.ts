import { sql } from 'kysely';
import type { Db } from '../src/db/create-db.ts';

/** The month the processing section processes: no demo declaration is of it. */
export const BENCH_PROCESSING_PERIOD = { year: 2020, month: 6 } as const;
export const BENCH_PROCESSING_ORGANIZATIONS = 5_000;
export const BENCH_PROCESSING_ROWS_EACH = 20;

/**
 * A month of 100,000 declaration rows across 5,000 organizations (the first bench organizations), in bulk
 * SQL: one open declaration each, activated on 5 July and paid on 10 July (contributions due and the payment
 * in the ledger), 60,000 people each working for one or two of them, and the unit price of today.
 */
export async function setUpProcessingMonth(db: Db) {
  const { year, month } = BENCH_PROCESSING_PERIOD;
  // its own organizations only: the other sections' histories have declarations of this month too
  const benchOrganizations = sql`select o.id from generate_series(1, ${BENCH_PROCESSING_ORGANIZATIONS}::int) g join organizations o on o.code = (500000000 + g)::text`;
  await sql`insert into declarations (organization_id, year, month, type, form, status, activation_date, row_count)
    select o.id, ${year}, ${month}, 'standard', 'simple', 'open', '2020-07-05T08:00:00Z'::timestamptz + (g * interval '1 second'), ${BENCH_PROCESSING_ROWS_EACH}
      from generate_series(1, ${BENCH_PROCESSING_ORGANIZATIONS}::int) g join organizations o on o.code = (500000000 + g)::text`.execute(db);
  // salaries from 500 to 4,490 GEL; person p works at organizations p and p + 2,000 apart (many work twice)
  await sql`insert into declaration_details (declaration_id, organization_id, row_number, personal_number, first_name, last_name, birth_date, gender,
      gross_salary, employee_contribution, organization_contribution)
    select d.id, d.organization_id, r, lpad(((d.number * ${BENCH_PROCESSING_ROWS_EACH} + r) % 60000 + 10000000000)::text, 11, '0'), 'სახელი', 'გვარი',
           '1985-01-01'::date + ((r * 97) % 3650), case when r % 2 = 0 then 'male' else 'female' end,
           s.salary, round(s.salary * 0.02, 2), round(s.salary * 0.02, 2)
      from declarations d, generate_series(1, ${BENCH_PROCESSING_ROWS_EACH}::int) r,
           lateral (select (500 + ((d.number + r * 13) % 400) * 10)::numeric(14, 2) as salary) s
     where d.year = ${year} and d.month = ${month} and d.organization_id in (${benchOrganizations})`.execute(db);
  await sql`update declarations d set total_base = t.base, total_employee_contribution = t.e, total_organization_contribution = t.o, total_amount = t.e + t.o
      from (select declaration_id, sum(gross_salary) base, sum(employee_contribution) e, sum(organization_contribution) o from declaration_details group by declaration_id) t
     where t.declaration_id = d.id and d.year = ${year} and d.month = ${month} and d.organization_id in (${benchOrganizations})`.execute(db);
  await sql`insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id)
    select organization_id, 'contribution_due', -total_amount, '2020-07-05', 'declaration', id from declarations
     where year = ${year} and month = ${month} and organization_id in (${benchOrganizations})`.execute(db);
  await sql`insert into transactions (organization_id, number, paid_at, bank_name, account_number, amount, reason)
    select organization_id, 'TR-BENCH-' || number, '2020-07-10', 'საქართველოს ბანკი', 'GE29NB0000000101904917', total_amount, 'შენატანები'
      from declarations where year = ${year} and month = ${month} and organization_id in (${benchOrganizations})`.execute(db);
  await sql`insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id)
    select organization_id, 'payment_received', amount, paid_at, 'transaction', id from transactions where number like 'TR-BENCH-%'`.execute(db);
  await sql`insert into unit_prices (date, price) values (current_date, 1.234567), (current_date - 1, 1.230000) on conflict (date) do nothing`.execute(db);
}
