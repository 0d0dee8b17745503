import { computeIncomeTax, formatMoneyPlain, parseMoney, periodOfInstant, type Tetri } from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import '../../modules/revenue/revenue.table.ts';
import type { Database } from '../schema.ts';

/**
 * Demo Revenue Service filings (docs/decisions/0024) of the demo employer's last 12 months: what its
 * declarations say, person by person, except a few differences of each kind — an income filed higher than
 * declared, a contribution withheld that differs, a person declared the Revenue Service was not told of,
 * and a person filed there but not declared. Last month's declaration is only saved, so its check before
 * activation has something to show.
 */
export const DEMO_REVENUE_MONTHS = 12;
/** The income filed higher than declared, of the first person of a month (its 2% withheld). */
export const DEMO_REVENUE_INCOME_HIGHER = 15_000n;
/** The closed month whose higher income the demo's completed reversal corrects (demo-reversals.ts). */
export const DEMO_REVENUE_INCOME_HIGHER_MONTHS_AGO = 5;
/**
 * Months ago (1 = last month) that carry differences, and which. The reversal of five months ago corrects its
 * higher income; its contribution that differs stays, so the month still shows each kind.
 */
const CHANGES: Record<number, ('incomeHigher' | 'contributionDiffers' | 'notFiled' | 'notDeclared')[]> = {
  1: ['incomeHigher'],
  3: ['notDeclared'],
  [DEMO_REVENUE_INCOME_HIGHER_MONTHS_AGO]: ['incomeHigher', 'contributionDiffers', 'notFiled', 'notDeclared'],
  7: ['contributionDiffers'],
  10: ['notFiled'],
};
/** People filed at the Revenue Service only (not employees in the portal). */
const STRANGERS = [
  { personalNumber: '01017055123', lastName: 'ქავთარაძე' },
  { personalNumber: '01019033456', lastName: 'ჯაფარიძე' },
];

const t = (v: string | null) => (v === null ? 0n : parseMoney(v)!);

export async function seedDemoRevenue(trx: Transaction<Database>, now: Date, organizationId: string): Promise<void> {
  const current = periodOfInstant(now);
  const periods = Array.from({ length: DEMO_REVENUE_MONTHS }, (_, i) => {
    const index = current.year * 12 + (current.month - 1) - (i + 1);
    return { ago: i + 1, year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  const rows: { organizationId: string; year: number; month: number; line: number; personalNumber: string; lastName: string; grossIncome: string; incomeTax: string; pensionContribution: string }[] = [];
  for (const p of periods) {
    const declared = await trx
      .selectFrom('declarationDetails as dd')
      .innerJoin('declarations as d', 'd.id', 'dd.declarationId')
      .where('d.organizationId', '=', organizationId)
      .where('d.year', '=', p.year)
      .where('d.month', '=', p.month)
      .where('d.status', 'in', ['saved', 'open', 'closed'])
      .select((eb) => [
        'dd.personalNumber',
        eb.fn.min('dd.lastName').as('lastName'),
        sql<string>`sum(dd.gross_salary + dd.additional_benefits + dd.non_cash_benefits)`.as('income'),
        sql<string>`sum(dd.employee_contribution)`.as('contribution'),
      ])
      .groupBy('dd.personalNumber')
      .orderBy('dd.personalNumber')
      .execute();
    const people = declared.map((r) => ({ personalNumber: r.personalNumber, lastName: r.lastName, income: t(r.income), contribution: t(r.contribution) }));
    const changes = CHANGES[p.ago] ?? [];
    if (changes.includes('incomeHigher') && people[0]) {
      people[0].income += DEMO_REVENUE_INCOME_HIGHER; // 150 GEL more paid than declared, its 2% withheld
      people[0].contribution += DEMO_REVENUE_INCOME_HIGHER / 50n;
    }
    if (changes.includes('contributionDiffers') && people[1]) people[1].contribution += 500n;
    if (changes.includes('notFiled') && people.length > 2) people.splice(2, 1);
    if (changes.includes('notDeclared')) {
      const s = STRANGERS[p.ago % STRANGERS.length]!;
      people.push({ ...s, income: 120_000n, contribution: 2_400n });
    }
    for (const person of people) {
      const income: Tetri = person.income;
      rows.push({
        organizationId,
        year: p.year,
        month: p.month,
        line: rows.length + 2,
        personalNumber: person.personalNumber,
        lastName: person.lastName,
        grossIncome: formatMoneyPlain(income),
        incomeTax: formatMoneyPlain(computeIncomeTax(income, person.contribution)),
        pensionContribution: formatMoneyPlain(person.contribution),
      });
    }
  }
  if (rows.length === 0) return;
  const load = await trx
    .insertInto('revenueServiceLoads')
    .values({ fileName: 'demo-revenue-service.csv', sha256: 'demo', format: 'csv', rowCount: rows.length, organizationCount: 1, loadedBy: null, loadedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < rows.length; i += 1_000) await trx.insertInto('revenueServiceFilings').values(rows.slice(i, i + 1_000).map((r) => ({ ...r, loadId: load.id }))).execute();
}
