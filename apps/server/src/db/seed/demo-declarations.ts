import {
  computeDetailRow,
  formatMoneyPlain,
  periodOfInstant,
  type DeclarationForm,
  type DeclarationState,
  type DeclarationType,
} from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Demo declarations: the demo employer has one for each of the last 12 months — the oldest closed, then
 * open ones, one being processed, a saved one and this month's draft — with rows for its employees; the
 * self-employed demo person has a few of their own. Contributions are computed by the domain rules.
 */
export async function seedDemoDeclarations(
  trx: Transaction<Database>,
  now: Date,
  ids: { employer: string; employerUser: string | null; self: string; selfUser: string | null; selfPerson: { personalNumber: string; firstName: string; lastName: string } },
) {
  const employees = await trx.selectFrom('employees').selectAll().where('organizationId', '=', ids.employer).orderBy('personalNumber').execute();
  const current = periodOfInstant(now);
  const periods = Array.from({ length: 12 }, (_, i) => {
    const index = current.year * 12 + (current.month - 1) - i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  // newest first: draft, saved, open being processed, open, open, then closed
  const states: { status: DeclarationState; processing?: boolean; form: DeclarationForm }[] = periods.map((_, i) =>
    i === 0 ? { status: 'draft', form: 'detailed' } : i === 1 ? { status: 'saved', form: 'simple' } : i === 2 ? { status: 'open', processing: true, form: 'detailed' } : i <= 4 ? { status: 'open', form: 'detailed' } : { status: 'closed', form: i % 2 ? 'simple' : 'detailed' },
  );

  async function declaration(organizationId: string, createdBy: string | null, period: { year: number; month: number }, type: DeclarationType, state: (typeof states)[number], people: { personalNumber: string; firstName: string; lastName: string; birthDate: string | null; gender: 'male' | 'female' | null }[], salary: (i: number) => bigint) {
    const filedAt = new Date(Date.UTC(period.month === 12 ? period.year + 1 : period.year, period.month === 12 ? 0 : period.month, 10, 8));
    const created = filedAt < now ? filedAt : now;
    const d = await trx
      .insertInto('declarations')
      .values({ organizationId, year: period.year, month: period.month, type, form: state.form, status: state.status, isProcessing: state.processing ?? false, createdBy, createdAt: created, modifiedAt: created, activationDate: state.status === 'open' || state.status === 'closed' ? created : null, closingDate: state.status === 'closed' ? created : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = people.map((p, i) => {
      const birthDate = p.birthDate ?? '1990-01-01';
      const gender = p.gender ?? 'female';
      const grossSalary = salary(i);
      const c = computeDetailRow({ type, form: state.form, birthDate, gender, optIn: 0, grossSalary, additionalBenefits: 0n, nonCashBenefits: 0n, otherWithHeldAmount: 0n });
      return {
        declarationId: d.id,
        organizationId,
        rowNumber: i + 1,
        personalNumber: p.personalNumber,
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate,
        gender,
        grossSalary: formatMoneyPlain(grossSalary),
        additionalBenefits: '0.00',
        nonCashBenefits: '0.00',
        otherWithheldAmount: state.form === 'detailed' ? '0.00' : null,
        incomeTax: c.incomeTax === null ? null : formatMoneyPlain(c.incomeTax),
        netAmount: c.netAmount === null ? null : formatMoneyPlain(c.netAmount),
        employeeContribution: formatMoneyPlain(c.employeeContribution),
        organizationContribution: formatMoneyPlain(c.organizationContribution),
        optIn: false,
        hasWrittenRequest: false,
        issues: '[]',
        hasError: false,
        hasWarning: false,
        createdAt: created,
        modifiedAt: created,
      };
    });
    if (rows.length) await trx.insertInto('declarationDetails').values(rows).execute();
    await sql`
      update declarations d set row_count = s.cnt, total_base = s.base, total_employee_contribution = s.emp,
             total_organization_contribution = s.org, total_amount = s.emp + s.org
        from (select count(*)::int as cnt, coalesce(sum(gross_salary + additional_benefits + non_cash_benefits), 0) as base,
                     coalesce(sum(employee_contribution), 0) as emp, coalesce(sum(organization_contribution), 0) as org
                from declaration_details where declaration_id = ${d.id}) s
       where d.id = ${d.id}`.execute(trx);
    // an activated month is paid on the 14th of the next month (before the 15th deadline) once that day has come
    const paidOn = new Date(Date.UTC(period.month === 12 ? period.year + 1 : period.year, period.month === 12 ? 0 : period.month, 14));
    if ((state.status === 'open' || state.status === 'closed') && paidOn <= now) {
      await sql`
        insert into transactions (organization_id, number, paid_at, registered_at, bank_name, account_number, amount, reason)
        select organization_id, ${`TR-${period.year}${String(period.month).padStart(2, '0')}-${organizationId.slice(0, 6)}`}, ${paidOn.toISOString().slice(0, 10)}::date,
               ${paidOn}, 'საქართველოს ბანკი', 'GE29NB0000000101904917', total_amount,
               ${`საპენსიო შენატანები, ${String(period.month).padStart(2, '0')}.${period.year}`}
          from declarations where id = ${d.id} and total_amount > 0`.execute(trx);
    }
  }

  for (const [i, period] of periods.entries()) {
    // salaries from 800 to 4,000 GEL, the same person earning the same each month
    await declaration(ids.employer, ids.employerUser, period, 'standard', states[i]!, employees, (k) => 80_000n + BigInt((k * 7919) % 320) * 1_000n);
  }
  const self = { ...ids.selfPerson, birthDate: '1984-03-12', gender: 'female' as const };
  for (const [i, state] of [{ status: 'draft', form: 'simple' }, { status: 'open', form: 'simple' }, { status: 'closed', form: 'simple' }].entries()) {
    await declaration(ids.self, ids.selfUser, periods[i]!, 'selfEmployed', state as (typeof states)[number], [self], () => 150_000n + BigInt(i) * 10_000n);
  }
}
