import {
  computeDetailRow,
  formatMoneyPlain,
  parseMoney,
  periodOfInstant,
  type DeclarationForm,
  type DeclarationState,
  type DeclarationType,
  type Gender,
  type Tetri,
} from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import { recomputeTotals } from '../../modules/declarations/declarations.repository.ts';
import type { Camt053Entry } from '../../modules/statements/camt053-writer.ts';
import type { Database } from '../schema.ts';

/**
 * Demo declarations: the demo employer has one for each of the last 25 months (two years of movements) — the
 * oldest closed, then open ones, one being processed, a saved one and this month's draft — with rows for its
 * employees; the self-employed demo person has a few of their own. Contributions are computed by the domain rules.
 *
 * Each activated month is paid on the 14th of the next month, except the one of 8 months ago: activated on
 * the 20th (after the 15th), it was paid on the 22nd and fined 500 GEL on the 25th; the fine was paid with
 * a payment of its own on the 10th of the month after. The newest activated month is not paid yet and the
 * one before it only half, so the employer owes something for its latest months. Payments are not written
 * here: they are answered as the entries of a bank statement, which the seed loads through the statement
 * loader (demo-seed.ts); most name the payer's code, some only the purpose text of the payment order.
 * The ledger's other movements are written from the documents (`seedLedger`).
 */
export const DEMO_LATE_MONTHS_AGO = 8;
export const DEMO_MONTHS = 25;
export async function seedDemoDeclarations(
  trx: Transaction<Database>,
  now: Date,
  ids: { employer: string; employerUser: string | null; self: string; selfUser: string | null; selfPerson: { personalNumber: string; firstName: string; lastName: string } },
  payer: (organizationId: string) => Pick<Camt053Entry, 'payerCode' | 'payerName' | 'payerAccount' | 'payerBic'>,
): Promise<Camt053Entry[]> {
  const payments: Camt053Entry[] = [];
  const employees = await trx.selectFrom('employees').selectAll().where('organizationId', '=', ids.employer).orderBy('personalNumber').execute();
  const current = periodOfInstant(now);
  const periods = Array.from({ length: DEMO_MONTHS }, (_, i) => {
    const index = current.year * 12 + (current.month - 1) - i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  // newest first: draft, saved, open being processed, open, open, then closed
  const states: { status: DeclarationState; processing?: boolean; form: DeclarationForm }[] = periods.map((_, i) =>
    i === 0 ? { status: 'draft', form: 'detailed' } : i === 1 ? { status: 'saved', form: 'simple' } : i === 2 ? { status: 'open', processing: true, form: 'detailed' } : i <= 4 ? { status: 'open', form: 'detailed' } : { status: 'closed', form: i % 2 ? 'simple' : 'detailed' },
  );

  async function declaration(organizationId: string, createdBy: string | null, period: { year: number; month: number }, type: DeclarationType, state: (typeof states)[number], people: { personalNumber: string; firstName: string; lastName: string; birthDate: string | null; gender: 'male' | 'female' | null }[], salary: (i: number) => bigint, late = false, share = 100n) {
    const nextYear = period.month === 12 ? period.year + 1 : period.year;
    const nextMonth = period.month === 12 ? 0 : period.month;
    const filedAt = new Date(Date.UTC(nextYear, nextMonth, late ? 20 : 10, 8));
    const created = filedAt < now ? filedAt : now;
    const d = await trx
      .insertInto('declarations')
      .values({ organizationId, year: period.year, month: period.month, type, form: state.form, status: state.status, isProcessing: state.processing ?? false, createdBy, createdAt: created, modifiedAt: created, activationDate: state.status === 'open' || state.status === 'closed' ? created : null, closingDate: state.status === 'closed' ? created : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = people.map((p, i) =>
      demoDetailRow({ declarationId: d.id, organizationId, rowNumber: i + 1, person: { ...p, birthDate: p.birthDate ?? '1990-01-01', gender: p.gender ?? 'female' }, type, form: state.form, grossSalary: salary(i), created }),
    );
    if (rows.length) await trx.insertInto('declarationDetails').values(rows).execute();
    await recomputeTotals(trx, { id: d.id, organizationId });
    // an activated month is paid on the 14th of the next month (before the 15th deadline) once that day has
    // come; the newest activated month not yet, the one before it half
    const paidOn = new Date(Date.UTC(nextYear, nextMonth, late ? 22 : 14));
    const activated = state.status === 'open' || state.status === 'closed';
    if (activated && paidOn <= now && share > 0n) {
      const { totalAmount } = await trx.selectFrom('declarations').select('totalAmount').where('id', '=', d.id).executeTakeFirstOrThrow();
      const due = parseMoney(String(totalAmount)) ?? 0n;
      const amount = (due * share) / 100n;
      const mm = `${String(period.month).padStart(2, '0')}.${period.year}`;
      const who = payer(organizationId);
      // every third payment's bank left out the payer's code: the purpose text of the payment order names it
      const byText = period.month % 3 === 0;
      if (amount > 0n) {
        payments.push({
          reference: `TR-${period.year}${String(period.month).padStart(2, '0')}-${organizationId.slice(0, 6)}`,
          amount,
          direction: 'CRDT',
          bookingDate: paidOn.toISOString().slice(0, 10),
          ...who,
          ...(byText ? { payerCode: undefined } : {}),
          remittance: `საპენსიო შენატანები, ${mm}${byText ? `, ს/კ ${who.payerCode}` : ''}`,
        });
      }
    }
    if (late) {
      const finedOn = new Date(Date.UTC(nextYear, nextMonth, 25, 9));
      const finePaidOn = new Date(Date.UTC(nextYear, nextMonth + 1, 10));
      if (finedOn <= now) {
        await trx
          .insertInto('fines')
          .values({ organizationId, declarationId: d.id, amount: '500.00', imposedOn: finedOn.toISOString().slice(0, 10), status: 'valid', reason: 'დეკლარაცია წარდგენილია ვადის გასვლის შემდეგ (ადმინისტრაციულ სამართალდარღვევათა კოდექსი, მუხლი 165¹¹)', createdAt: finedOn })
          .execute();
      }
      if (finePaidOn <= now) {
        payments.push({
          reference: `TR-${period.year}${String(period.month).padStart(2, '0')}-F-${organizationId.slice(0, 6)}`,
          amount: 50_000n,
          direction: 'CRDT',
          bookingDate: finePaidOn.toISOString().slice(0, 10),
          ...payer(organizationId),
          remittance: 'ჯარიმა, დეკლარაციის დაგვიანება',
        });
      }
    }
  }

  for (const [i, period] of periods.entries()) {
    // salaries from 800 to 4,000 GEL, the same person earning the same each month
    await declaration(ids.employer, ids.employerUser, period, 'standard', states[i]!, employees, (k) => 80_000n + BigInt((k * 7919) % 320) * 1_000n, i === DEMO_LATE_MONTHS_AGO, i === 2 ? 0n : i === 3 ? 50n : 100n);
  }
  const self = { ...ids.selfPerson, birthDate: '1984-03-12', gender: 'female' as const };
  for (const [i, state] of [{ status: 'draft', form: 'simple' }, { status: 'open', form: 'simple' }, { status: 'closed', form: 'simple' }].entries()) {
    await declaration(ids.self, ids.selfUser, periods[i]!, 'selfEmployed', state as (typeof states)[number], [self], () => 150_000n + BigInt(i) * 10_000n);
  }
  return payments;
}

/**
 * The ledger of the seeded documents: a movement for each payment, each activated declaration and each fine
 * (canceled or appealed ones with their counter-movement) that has none yet, in value-date order.
 */
export async function seedLedger(trx: Transaction<Database>) {
  await sql`
    insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, reason, created_at)
    select organization_id, 'payment_received', amount, paid_at, 'transaction', id, reason, registered_at from transactions t
     where amount > 0 and not exists (select 1 from ledger_movements m where m.source_kind = 'transaction' and m.source_id = t.id)
     order by paid_at, number`.execute(trx);
  await sql`
    insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, created_at)
    select organization_id, 'contribution_due', -total_amount, ((activation_date at time zone 'UTC') + interval '4 hours')::date, 'declaration', id, activation_date
      from declarations d
     where status in ('open', 'closed') and activation_date is not null and total_amount > 0
       and not exists (select 1 from ledger_movements m where m.source_kind = 'declaration' and m.source_id = d.id)
     order by activation_date`.execute(trx);
  await sql`
    insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, reason, created_at)
    select organization_id, 'fine_imposed', -amount, imposed_on, 'fine', id, reason, created_at from fines f
     where amount > 0 and not exists (select 1 from ledger_movements m where m.source_kind = 'fine' and m.source_id = f.id)
     order by imposed_on`.execute(trx);
}

/** A person of a demo declaration's row. */
export interface DemoRowPerson {
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: Gender;
}

/** A demo declaration's row as the portal stores it: the salary alone, its amounts by the scheme's rules, no issue. */
export function demoDetailRow(r: { declarationId: string; organizationId: string; rowNumber: number; person: DemoRowPerson; type: DeclarationType; form: DeclarationForm; grossSalary: Tetri; created: Date }) {
  const { person: p, form, grossSalary } = r;
  const c = computeDetailRow({ type: r.type, form, birthDate: p.birthDate, gender: p.gender, optIn: 0, grossSalary, additionalBenefits: 0n, nonCashBenefits: 0n, otherWithHeldAmount: 0n });
  return {
    declarationId: r.declarationId,
    organizationId: r.organizationId,
    rowNumber: r.rowNumber,
    personalNumber: p.personalNumber,
    firstName: p.firstName,
    lastName: p.lastName,
    birthDate: p.birthDate,
    gender: p.gender,
    grossSalary: formatMoneyPlain(grossSalary),
    additionalBenefits: '0.00',
    nonCashBenefits: '0.00',
    otherWithheldAmount: form === 'detailed' ? '0.00' : null,
    incomeTax: c.incomeTax === null ? null : formatMoneyPlain(c.incomeTax),
    netAmount: c.netAmount === null ? null : formatMoneyPlain(c.netAmount),
    employeeContribution: formatMoneyPlain(c.employeeContribution),
    organizationContribution: formatMoneyPlain(c.organizationContribution),
    optIn: false,
    hasWrittenRequest: false,
    issues: '[]',
    hasError: false,
    hasWarning: false,
    createdAt: r.created,
    modifiedAt: r.created,
  };
}
