import { percentOf, type Tetri } from '../money/money.ts';
import { isOwnIncomeType, type DeclarationForm, type DeclarationType, type Gender, type IsoDate, type OptIn, type Period } from './declaration.schema.ts';

/**
 * Contributions of a monthly declaration row and who takes part in the scheme. Pure functions on integer
 * tetri; rates are basis points (2% = 200) applied with `percentOf`, rounded half up per row, and a total
 * is the sum of rounded rows (domain-rules.md, Money).
 */

/** Employee contribution: 2% of the contribution base (domain-rules.md; Law on Funded Pensions 2018). */
export const EMPLOYEE_CONTRIBUTION_BP = 200n;
/** Employer (organization) contribution: 2% of the contribution base (domain-rules.md; Law on Funded Pensions 2018). */
export const EMPLOYER_CONTRIBUTION_BP = 200n;
/**
 * Self-employed person (and an individual entrepreneur declaring own income): 4% of the income, shown as
 * 2% + 2% in the employee and employer columns (domain-rules.md; Law on Funded Pensions 2018).
 */
export const OWN_INCOME_CONTRIBUTION_BP = 400n;
/** Income tax of the detailed form: 20% of (base − employee contribution) (domain-rules.md; Tax Code of Georgia). */
export const INCOME_TAX_BP = 2000n;

/**
 * State contribution bands (domain-rules.md; Law on Funded Pensions 2018): 2% of a participant's income of the
 * calendar year up to 24,000 GEL, 1% of the part between 24,000 and 60,000 GEL, nothing above.
 */
export const STATE_CONTRIBUTION_BANDS: readonly { upTo: Tetri; basisPoints: bigint }[] = [
  { upTo: 2_400_000n, basisPoints: 200n },
  { upTo: 6_000_000n, basisPoints: 100n },
];

/** Participation is counted on this day, from birth date and gender (domain-rules.md, Who takes part). */
export const PARTICIPATION_REFERENCE_DATE: IsoDate = '2018-08-06';
/** Younger than 40 on the reference day: a mandatory participant (domain-rules.md; Law on Funded Pensions 2018). */
export const MANDATORY_PARTICIPATION_AGE = 40;
/** Pension age: men 60, women 55; of that age on the reference day: not a participant (domain-rules.md). */
export const PENSION_AGE: Readonly<Record<Gender, number>> = { male: 60, female: 55 };

/**
 * - `mandatory`: younger than 40 on 6 August 2018;
 * - `mayOptOut`: 40 or older then and below pension age — a participant who may opt out;
 * - `pensionAge`: already of pension age then — not a participant unless `optIn` = 1.
 */
export type ParticipationCategory = 'mandatory' | 'mayOptOut' | 'pensionAge';

function dateParts(date: IsoDate): [number, number, number] {
  const [y = '0', m = '0', d = '0'] = date.split('-');
  return [Number(y), Number(m), Number(d)];
}

/** Full years of age on a day (a person born on 29 February has their birthday on 1 March in other years). */
export function ageOn(birthDate: IsoDate, on: IsoDate): number {
  const [by, bm, bd] = dateParts(birthDate);
  const [y, m, d] = dateParts(on);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** Participation category of a person, from birth date and gender on 6 August 2018. */
export function participationCategory(birthDate: IsoDate, gender: Gender): ParticipationCategory {
  const age = ageOn(birthDate, PARTICIPATION_REFERENCE_DATE);
  if (age < MANDATORY_PARTICIPATION_AGE) return 'mandatory';
  if (age < PENSION_AGE[gender]) return 'mayOptOut';
  return 'pensionAge';
}

/** Whether contributions are due on a row: a participant, or a person of pension age who opted in. */
export function isContributing(category: ParticipationCategory, optIn: OptIn): boolean {
  return category !== 'pensionAge' || optIn === 1;
}

/**
 * Persons withdrawn from the fund by a satisfied opt-out, by personal number, each with the first month of
 * the withdrawal (decision 0027): from that month on they do not take part, so their rows carry zero
 * contributions (domain-rules.md, Opt-out and Who takes part). Months before it are unchanged.
 */
export type WithdrawnPeople = ReadonlyMap<string, Period>;

/** Whether a row of `period` falls in or after the month of a withdrawal (none: never withdrawn). */
export function isWithdrawnIn(withdrawal: Period | null | undefined, period: Period): boolean {
  if (!withdrawal) return false;
  return period.year * 12 + period.month >= withdrawal.year * 12 + withdrawal.month;
}

/** The withdrawal that applies to a person's row of `period`, or null when contributions are due as usual. */
export function withdrawalFor(people: WithdrawnPeople | undefined, personalNumber: string | undefined, period: Period | undefined): Period | null {
  if (!people || personalNumber === undefined || period === undefined) return null;
  const withdrawal = people.get(personalNumber);
  return withdrawal && isWithdrawnIn(withdrawal, period) ? withdrawal : null;
}

/** Contribution base = gross salary + additional benefits + non-cash benefits of the month (domain-rules.md). */
export function contributionBase(amounts: { grossSalary: Tetri; additionalBenefits: Tetri; nonCashBenefits: Tetri }): Tetri {
  return amounts.grossSalary + amounts.additionalBenefits + amounts.nonCashBenefits;
}

export interface Contributions {
  employeeContribution: Tetri;
  organizationContribution: Tetri;
}

/**
 * Contributions of one row. Employers: 2% + 2%, each rounded half up. Own income (self-employed, individual
 * entrepreneur): 4% rounded half up once, split into the two columns with an odd tetri in the employee
 * column, so that the two columns always add up to exactly 4% of the income. Zero when the person does not
 * take part.
 */
export function computeContributions(base: Tetri, type: DeclarationType, contributing: boolean): Contributions {
  if (!contributing || base <= 0n) return { employeeContribution: 0n, organizationContribution: 0n };
  if (isOwnIncomeType(type)) {
    const total = percentOf(base, OWN_INCOME_CONTRIBUTION_BP);
    const half = total / 2n;
    return { employeeContribution: total - half, organizationContribution: half };
  }
  return {
    employeeContribution: percentOf(base, EMPLOYEE_CONTRIBUTION_BP),
    organizationContribution: percentOf(base, EMPLOYER_CONTRIBUTION_BP),
  };
}

/** Income tax of the detailed form: 20% of (base − employee contribution), rounded half up (domain-rules.md). */
export function computeIncomeTax(base: Tetri, employeeContribution: Tetri): Tetri {
  return percentOf(base - employeeContribution, INCOME_TAX_BP);
}

/** Net amount = base − employee contribution − income tax − other withheld amount (domain-rules.md). */
export function computeNetAmount(base: Tetri, employeeContribution: Tetri, incomeTax: Tetri, otherWithHeldAmount: Tetri): Tetri {
  return base - employeeContribution - incomeTax - otherWithHeldAmount;
}

export interface RowComputationInput {
  type: DeclarationType;
  form: DeclarationForm;
  birthDate: IsoDate;
  gender: Gender;
  optIn: OptIn;
  grossSalary: Tetri;
  additionalBenefits: Tetri;
  nonCashBenefits: Tetri;
  /** Detailed form; 0 when absent. */
  otherWithHeldAmount?: Tetri;
  /** The person's withdrawal from the fund that applies to the row's month (`withdrawalFor`); none: null. */
  withdrawnFrom?: Period | null;
}

export interface RowComputation extends Contributions {
  base: Tetri;
  participation: ParticipationCategory;
  isContributing: boolean;
  /** The withdrawal from the fund that makes the row carry no contributions, or null. */
  withdrawnFrom: Period | null;
  /** Detailed form only; null in a simple one. */
  incomeTax: Tetri | null;
  netAmount: Tetri | null;
}

/** Everything the portal computes for one row: base, participation, contributions, and (detailed) tax and net. */
export function computeDetailRow(input: RowComputationInput): RowComputation {
  const base = contributionBase(input);
  const participation = participationCategory(input.birthDate, input.gender);
  const withdrawnFrom = input.withdrawnFrom ?? null;
  // withdrawn from the fund: no longer a participant, whatever the category or voluntary participation
  const contributing = withdrawnFrom === null && isContributing(participation, input.optIn);
  const contributions = computeContributions(base, input.type, contributing);
  if (input.form === 'simple') return { base, participation, isContributing: contributing, withdrawnFrom, ...contributions, incomeTax: null, netAmount: null };
  const incomeTax = computeIncomeTax(base, contributions.employeeContribution);
  const netAmount = computeNetAmount(base, contributions.employeeContribution, incomeTax, input.otherWithHeldAmount ?? 0n);
  return { base, participation, isContributing: contributing, withdrawnFrom, ...contributions, incomeTax, netAmount };
}

export interface DeclarationTotals {
  rowCount: number;
  contributionBase: Tetri;
  employeeContribution: Tetri;
  organizationContribution: Tetri;
  totalContribution: Tetri;
}

/** Totals of a declaration: sums of the rows' rounded amounts, never a percentage of a sum (domain-rules.md). */
export function declarationTotals(
  rows: Iterable<{ grossSalary: Tetri; additionalBenefits: Tetri; nonCashBenefits: Tetri } & Contributions>,
): DeclarationTotals {
  let rowCount = 0;
  let base = 0n;
  let employee = 0n;
  let employer = 0n;
  for (const row of rows) {
    rowCount += 1;
    base += contributionBase(row);
    employee += row.employeeContribution;
    employer += row.organizationContribution;
  }
  return {
    rowCount,
    contributionBase: base,
    employeeContribution: employee,
    organizationContribution: employer,
    totalContribution: employee + employer,
  };
}

/**
 * State contribution on `income` received when the participant already had `incomeBeforeThisYear` in the
 * same calendar year (from every employer): 2% of the part of the year's income up to 24,000 GEL, 1% of the
 * part between 24,000 and 60,000 GEL, nothing above (domain-rules.md). Rounded half up once per call; the
 * bands are cumulative, so a month that crosses 24,000 GEL is split between the two rates.
 */
export function stateContribution(incomeBeforeThisYear: Tetri, income: Tetri): Tetri {
  if (income <= 0n) return 0n;
  const from = incomeBeforeThisYear < 0n ? 0n : incomeBeforeThisYear;
  const to = from + income;
  let lower = 0n;
  // sum of (part × basis points); divided by 10,000 and rounded once at the end
  let weighted = 0n;
  for (const band of STATE_CONTRIBUTION_BANDS) {
    const start = from > lower ? from : lower;
    const end = to < band.upTo ? to : band.upTo;
    if (end > start) weighted += (end - start) * band.basisPoints;
    lower = band.upTo;
  }
  return percentOf(weighted, 1n);
}
