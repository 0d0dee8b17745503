import { dateOfInstant, formatMicro, formatMoneyPlain, percentOf, periodOfInstant, stateContribution, unitsFor } from '@pensia/domain';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/** The demo participant (README): signs in with its personal number; has signed in before, so it goes straight to its account. */
export const DEMO_PARTICIPANT = {
  username: '01001000001',
  personalNumber: '01001000001',
  password: 'Demo#2026pass',
  firstName: 'თამარ',
  lastName: 'კაპანაძე',
} as const;

/** Months of history: three years back from the month before last. */
const HISTORY_MONTHS = 36;

/**
 * The demo participant's account: three years of monthly contributions across the two demo employers
 * (the first employer for the older two years, the second for the last year, both at once for the last
 * five months), with the state's share by the year's cumulative income, converted at a unit price of the
 * 15th of the month after; the newest month is paid and not converted yet. The demo unit prices (one on
 * the 15th of every month) are written where none is set. The contributions are written as a processing
 * run would leave them; they come from no declaration of the demo employers' lists, whose figures other
 * screens count.
 */
export async function seedDemoParticipant(
  trx: Transaction<Database>,
  now: Date,
  ids: { employer: string; employer2: string },
  account: { passwordHash: string; securityQuestionId: number; securityAnswerHash: string },
) {
  await trx
    .insertInto('users')
    .values({
      ...account,
      username: DEMO_PARTICIPANT.username,
      role: 'participant',
      organizationId: null,
      personalNumber: DEMO_PARTICIPANT.personalNumber,
      firstName: DEMO_PARTICIPANT.firstName,
      lastName: DEMO_PARTICIPANT.lastName,
      isEmployee: true,
      lastLoginAt: new Date(now.getTime() - 30 * 86_400_000),
    })
    .execute();
  await trx
    .insertInto('employees')
    .values({ organizationId: ids.employer2, personalNumber: DEMO_PARTICIPANT.personalNumber, firstName: DEMO_PARTICIPANT.firstName, lastName: DEMO_PARTICIPANT.lastName, birthDate: '1986-04-12', gender: 'female' })
    .execute();

  const current = periodOfInstant(now);
  const today = dateOfInstant(now);
  const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const after = (y: number, m: number) => (m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 });

  // unit prices: from 1.000000, up 0.55% a month (integer micro-lari)
  const firstIndex = current.year * 12 + current.month - 1 - HISTORY_MONTHS - 1;
  const priceOf = new Map<string, bigint>();
  let price = 1_000_000n;
  for (let index = firstIndex; index <= current.year * 12 + current.month - 1; index++) {
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const day = iso(y, m, 15);
    if (day > today) break;
    priceOf.set(day, price);
    price = (price * 10_055n) / 10_000n;
  }
  for (const [date, p] of priceOf) {
    await sql`insert into unit_prices (date, price) values (${date}::date, ${formatMicro(p)}::numeric) on conflict (date) do nothing`.execute(trx);
  }

  const rows: Record<string, unknown>[] = [];
  const incomeOfYear = new Map<number, bigint>();
  for (let i = HISTORY_MONTHS + 1; i >= 2; i--) {
    const index = current.year * 12 + current.month - 1 - i;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const employers: { id: string; base: bigint }[] = [];
    if (i > 14) employers.push({ id: ids.employer, base: 250_000n + BigInt((HISTORY_MONTHS - i) * 2_500) });
    if (i <= 14) employers.push({ id: ids.employer2, base: 320_000n });
    if (i <= 6) employers.push({ id: ids.employer, base: 180_000n });
    const filed = after(y, m);
    const contributionDate = iso(filed.y, filed.m, 10);
    const paymentDate = iso(filed.y, filed.m, 12);
    const conversionDay = iso(filed.y, filed.m, 15);
    const converted = i > 2 && priceOf.has(conversionDay);
    const unitPrice = converted ? priceOf.get(conversionDay)! : null;
    for (const e of employers) {
      const before = incomeOfYear.get(y) ?? 0n;
      incomeOfYear.set(y, before + e.base);
      const rowId = randomUUID();
      const declarationId = randomUUID();
      const amounts: [string, bigint][] = [
        ['employee', percentOf(e.base, 200n)],
        ['organization', percentOf(e.base, 200n)],
        ['state', stateContribution(before, e.base)],
      ];
      for (const [source, amount] of amounts) {
        if (amount <= 0n) continue;
        rows.push({
          declaration_detail_id: rowId,
          source,
          personal_number: DEMO_PARTICIPANT.personalNumber,
          organization_id: e.id,
          declaration_id: declarationId,
          year: y,
          month: m,
          contribution_date: contributionDate,
          payment_date: paymentDate,
          conversion_date: converted ? conversionDay : null,
          amount: formatMoneyPlain(amount),
          base: formatMoneyPlain(e.base),
          unit_price: unitPrice === null ? null : formatMicro(unitPrice),
          units: unitPrice === null ? null : formatMicro(unitsFor(amount, unitPrice)),
          status: converted ? 'converted' : 'paid',
        });
      }
    }
  }
  for (const r of rows) {
    await sql`insert into participant_contributions (declaration_detail_id, source, personal_number, organization_id, declaration_id, year, month,
        contribution_date, payment_date, conversion_date, amount, base, unit_price, units, status)
      values (${r.declaration_detail_id}::uuid, ${r.source}, ${r.personal_number}, ${r.organization_id}::uuid, ${r.declaration_id}::uuid, ${r.year}, ${r.month},
        ${r.contribution_date}::date, ${r.payment_date}::date, ${r.conversion_date}::date, ${r.amount}::numeric, ${r.base}::numeric,
        ${r.unit_price}::numeric, ${r.units}::numeric, ${r.status})`.execute(trx);
  }
}
