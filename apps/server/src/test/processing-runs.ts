import { sql } from 'kysely';
import type { Db } from '../db/create-db.ts';
import { recordContributionDue, recordPayment } from '../modules/finance/ledger.service.ts';

/**
 * Waits until a processing run is no longer running (done or failed): runs are jobs of the durable queue,
 * taken by whichever worker asks first, so a test waits on the database rather than on a promise of this process.
 */
export async function runSettled(db: Db, id: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ status: string }>`select status from processing_jobs where id = ${id}::uuid`.execute(db);
    if (rows[0]?.status !== 'running') return;
    if (Date.now() > until) throw new Error(`processing run ${id} still running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const GEL = (tetri: bigint) => `${tetri / 100n}.${String(tetri % 100n).padStart(2, '0')}`;

export interface Person {
  personalNumber: string;
  birthDate: string;
  gender: 'male' | 'female';
  base: bigint;
  optIn?: boolean;
}

/** An activated declaration of a month with its rows (2% + 2%), its contributions due in the ledger, paid or not. */
export async function monthDeclaration(db: Db, organizationId: string, year: number, month: number, people: Person[], opts: { activatedAt: Date; paid: boolean }) {
  const rows = people.map((p, i) => {
    const contributing = p.birthDate > '1978-08-06' || p.optIn;
    const c = contributing ? (p.base * 2n + 50n) / 100n : 0n;
    return { ...p, rowNumber: i + 1, employee: c, organization: c };
  });
  const total = rows.reduce((s, r) => s + r.employee + r.organization, 0n);
  const base = rows.reduce((s, r) => s + r.base, 0n);
  const { rows: d } = await sql<{ id: string }>`
    insert into declarations (organization_id, year, month, type, form, status, activation_date, row_count, total_base, total_employee_contribution, total_organization_contribution, total_amount)
    values (${organizationId}, ${year}, ${month}, 'standard', 'simple', 'open', ${opts.activatedAt}, ${rows.length}, ${GEL(base)}, ${GEL(total / 2n)}, ${GEL(total / 2n)}, ${GEL(total)})
    returning id`.execute(db);
  const id = d[0]!.id;
  const values = rows.map((r) => ({
    declaration_id: id, organization_id: organizationId, row_number: r.rowNumber, personal_number: r.personalNumber, first_name: 'სახელი', last_name: 'გვარი',
    birth_date: r.birthDate, gender: r.gender, gross_salary: GEL(r.base), employee_contribution: GEL(r.employee), organization_contribution: GEL(r.organization), opt_in: r.optIn ?? false,
  }));
  await sql`insert into declaration_details (declaration_id, organization_id, row_number, personal_number, first_name, last_name, birth_date, gender, gross_salary, employee_contribution, organization_contribution, opt_in)
    select r.declaration_id, r.organization_id, r.row_number, r.personal_number, r.first_name, r.last_name, r.birth_date, r.gender, r.gross_salary, r.employee_contribution, r.organization_contribution, r.opt_in
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(declaration_id uuid, organization_id uuid, row_number int, personal_number text, first_name text, last_name text,
        birth_date date, gender text, gross_salary numeric, employee_contribution numeric, organization_contribution numeric, opt_in boolean)`.execute(db);
  await recordContributionDue(db, { organizationId, declarationId: id, totalAmount: GEL(total), activatedAt: opts.activatedAt, createdBy: null });
  if (opts.paid) {
    await recordPayment(db, opts.activatedAt, { organizationId, number: `TR-${id.slice(0, 8)}`, paidAt: opts.activatedAt.toISOString().slice(0, 10), bankName: 'საქართველოს ბანკი', accountNumber: 'GE29NB0000000101904917', amount: total, reason: 'შენატანები' });
  }
  return { id, total, rows };
}

/** The contributions of a person as processing wrote them, in the order of their months. */
export async function contributionsOf(db: Db, personalNumber: string) {
  const { rows } = await sql<{ source: string; amount: string; units: string; unitPrice: string; year: number; month: number; organizationId: string; status: string; paymentDate: string | null; conversionDate: string }>`
    select source, amount::text as amount, units::text as units, unit_price::text as "unitPrice", year, month, organization_id as "organizationId", status,
           payment_date::text as "paymentDate", conversion_date::text as "conversionDate"
      from participant_contributions where personal_number = ${personalNumber} order by year, month, created_at, source`.execute(db);
  return rows;
}
