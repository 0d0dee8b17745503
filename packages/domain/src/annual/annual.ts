import { MAX_AMOUNT_TETRI } from '../declarations/amounts.ts';
import { computeContributions, contributionBase, isContributing, participationCategory, type Contributions } from '../declarations/contributions.ts';
import { FIRST_DECLARATION_PERIOD, type DeclarationType, type Gender, type IsoDate, type OptIn, type Period } from '../declarations/declaration.schema.ts';
import { vmsg } from '../i18n/messages.ts';
import type { Tetri } from '../money/money.ts';

/**
 * Annual declarations (spec sections 2, 4, 7; docs/decisions/0028). At the end of a year the organization
 * declares, for each person, the income of the whole year. It is compared with what the year's filed monthly
 * declarations (open or closed, with their completed reversals) declared for that person; closing it writes
 * the difference of contributions to the ledger as one `annual_adjustment`.
 *
 * The difference of a row is the contribution of the difference of income, at the person's rates: equal
 * incomes make no difference whatever the rounding of the months was.
 */

/** The funded pension scheme took its first contributions in January 2019 (Law on Funded Pensions 2018). */
export const ANNUAL_FIRST_YEAR = FIRST_DECLARATION_PERIOD.year;

export const ANNUAL_BASIS_FIELDS = ['grossSalary', 'additionalBenefits', 'nonCashBenefits'] as const;
export type AnnualBasisField = (typeof ANNUAL_BASIS_FIELDS)[number];
export type AnnualAmounts = Record<AnnualBasisField, Tetri>;

/** What the year's monthly declarations declared for one person: the sums of the months, and the person as last declared. */
export interface DeclaredYear extends AnnualAmounts, Contributions {
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: IsoDate;
  gender: Gender;
  optIn: OptIn;
  /** The type of the person's last declared month: it decides the rates. */
  type: DeclarationType;
  /** Months of the year in which the person was declared. */
  months: number;
}

export interface AnnualPerson {
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: IsoDate;
  gender: Gender;
  optIn: OptIn;
}

export interface AnnualSide extends AnnualAmounts, Contributions {
  base: Tetri;
}

export interface AnnualRowValues extends AnnualPerson {
  /** A person not declared in any month of the year. */
  isNew: boolean;
  months: number;
  declared: AnnualSide;
  annual: AnnualSide;
  /** Annual − declared contributions: what the organization owes more (positive) or less (negative). */
  difference: Tetri;
}

export interface AnnualRowInput {
  personalNumber: string;
  lastName: string;
  firstName?: string;
  birthDate?: IsoDate;
  gender?: Gender;
  optIn?: OptIn;
  /** The year's amounts; an amount not given stays as declared. */
  amounts: Partial<AnnualAmounts>;
}

export type AnnualRowResult = { ok: true; row: AnnualRowValues } | { ok: false; fields: Record<string, string> };

const ZERO: AnnualSide = { grossSalary: 0n, additionalBenefits: 0n, nonCashBenefits: 0n, base: 0n, employeeContribution: 0n, organizationContribution: 0n };
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('ka') === b.trim().toLocaleLowerCase('ka');
const totalOf = (c: Contributions) => c.employeeContribution + c.organizationContribution;
const atLeastZero = (v: Tetri) => (v < 0n ? 0n : v);

/** The contributions of a change of income (negative for income taken back), at the rates of a type. */
export function contributionChange(change: Tetri, type: DeclarationType, contributing: boolean): Contributions {
  const c = computeContributions(change < 0n ? -change : change, type, contributing);
  return change < 0n ? { employeeContribution: -c.employeeContribution, organizationContribution: -c.organizationContribution } : c;
}

/** The declared side of a person (nothing for a person not declared in the year). */
export function declaredSide(d: DeclaredYear | undefined): AnnualSide {
  if (!d) return ZERO;
  return {
    grossSalary: d.grossSalary,
    additionalBenefits: d.additionalBenefits,
    nonCashBenefits: d.nonCashBenefits,
    base: contributionBase(d),
    employeeContribution: d.employeeContribution,
    organizationContribution: d.organizationContribution,
  };
}

/**
 * A person of the year withdrawn from the fund by a satisfied opt-out (decision 0027): the month of the
 * withdrawal (in the year or earlier), and the contributions the year's months before it declared (nothing
 * when the whole year is after it).
 */
export interface AnnualWithdrawal {
  from: Period;
  declaredBefore: Contributions;
}

/** The withdrawal of a person for a year: a withdrawal after the year is none; `declaredBefore` from the months as `months` lists them. */
export function annualWithdrawal(year: number, from: Period | null | undefined, months: Iterable<{ month: number } & Contributions>): AnnualWithdrawal | null {
  if (!from || from.year > year) return null;
  const declaredBefore: Contributions = { employeeContribution: 0n, organizationContribution: 0n };
  for (const m of months) {
    if (year * 12 + m.month >= from.year * 12 + from.month) continue;
    declaredBefore.employeeContribution += m.employeeContribution;
    declaredBefore.organizationContribution += m.organizationContribution;
  }
  return { from, declaredBefore };
}

/**
 * Both sides of a row from the person, the year's amounts and what the months declared (no checks): the
 * annual contributions are the declared ones plus the contributions of the change of income, never below
 * zero, and nothing when the year's income is nothing. A person withdrawn from the fund carries no
 * contributions from the month of the withdrawal on: the year keeps only what the months before it declared
 * (already settled by the opt-out), and a change of income adds nothing to them.
 */
export function annualRowValues(person: AnnualPerson, amounts: AnnualAmounts, declared: DeclaredYear | undefined, fallbackType: DeclarationType, withdrawal?: AnnualWithdrawal | null): AnnualRowValues {
  const before = declaredSide(declared);
  const base = contributionBase(amounts);
  const type = declared?.type ?? fallbackType;
  const contributing = isContributing(participationCategory(person.birthDate, person.gender), person.optIn);
  const change = contributionChange(base - before.base, type, contributing);
  const annual: AnnualSide =
    base === 0n
      ? { ...amounts, base, employeeContribution: 0n, organizationContribution: 0n }
      : withdrawal
        ? { ...amounts, base, employeeContribution: withdrawal.declaredBefore.employeeContribution, organizationContribution: withdrawal.declaredBefore.organizationContribution }
        : {
            ...amounts,
            base,
            employeeContribution: atLeastZero(before.employeeContribution + change.employeeContribution),
            organizationContribution: atLeastZero(before.organizationContribution + change.organizationContribution),
          };
  return { ...person, isNew: !declared, months: declared?.months ?? 0, declared: before, annual, difference: totalOf(annual) - totalOf(before) };
}

/**
 * Checks a row of an annual declaration against what the year declared for the person, and computes it.
 * Field messages are `vmsg` references:
 * - a declared person under another surname: `personOrSurnameIncorrect` ("Personal number or surname is incorrect.");
 * - a person not declared in the year needs first name, birth date and gender (`required`);
 * - an amount beyond NUMERIC(14,2): `amountTooLarge` (amounts below zero are refused by the contract).
 */
export function annualRow(input: AnnualRowInput, declared: DeclaredYear | undefined, ctx: { type: DeclarationType; withdrawal?: AnnualWithdrawal | null }): AnnualRowResult {
  const fields: Record<string, string> = {};
  if (declared && !sameName(declared.lastName, input.lastName)) fields.lastName = vmsg('personOrSurnameIncorrect');
  if (!declared) {
    if (!input.firstName?.trim()) fields.firstName = vmsg('required');
    if (!input.birthDate) fields.birthDate = vmsg('required');
    if (!input.gender) fields.gender = vmsg('required');
  }
  const amounts = {} as AnnualAmounts;
  for (const f of ANNUAL_BASIS_FIELDS) {
    const value = input.amounts[f] ?? (declared ? declared[f] : 0n);
    if (value < 0n) fields[f] = vmsg('notNegative');
    else if (value > MAX_AMOUNT_TETRI) fields[f] = vmsg('amountTooLarge');
    amounts[f] = value;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const person: AnnualPerson = declared
    ? { personalNumber: declared.personalNumber, firstName: declared.firstName, lastName: declared.lastName, birthDate: declared.birthDate, gender: declared.gender, optIn: declared.optIn }
    : { personalNumber: input.personalNumber, firstName: input.firstName!.trim(), lastName: input.lastName.trim(), birthDate: input.birthDate!, gender: input.gender!, optIn: input.optIn ?? 0 };
  return { ok: true, row: annualRowValues(person, amounts, declared, ctx.type, ctx.withdrawal) };
}

/** The first state of a row copied from the months: the year's amounts as declared (no difference but a withdrawn person's contributions after the withdrawal). */
export function declaredRow(d: DeclaredYear, withdrawal?: AnnualWithdrawal | null): AnnualRowValues {
  const { personalNumber, firstName, lastName, birthDate, gender, optIn } = d;
  return annualRowValues({ personalNumber, firstName, lastName, birthDate, gender, optIn }, { grossSalary: d.grossSalary, additionalBenefits: d.additionalBenefits, nonCashBenefits: d.nonCashBenefits }, d, d.type, withdrawal);
}

export interface AnnualTotals {
  rowCount: number;
  declaredBase: Tetri;
  annualBase: Tetri;
  declaredContribution: Tetri;
  annualContribution: Tetri;
  difference: Tetri;
}

/** Totals: sums of the rows' rounded amounts. */
export function annualTotals(rows: Iterable<{ declared: AnnualSide; annual: AnnualSide }>): AnnualTotals {
  const t: AnnualTotals = { rowCount: 0, declaredBase: 0n, annualBase: 0n, declaredContribution: 0n, annualContribution: 0n, difference: 0n };
  for (const r of rows) {
    t.rowCount += 1;
    t.declaredBase += r.declared.base;
    t.annualBase += r.annual.base;
    t.declaredContribution += totalOf(r.declared);
    t.annualContribution += totalOf(r.annual);
  }
  t.difference = t.annualContribution - t.declaredContribution;
  return t;
}

/** The ledger's view of a closed annual declaration: minus its difference (more owed lowers the balance; 0 writes nothing). */
export function annualBalanceEffect(difference: Tetri): Tetri {
  return -difference;
}

// ---------------------------------------------------------------------------------------------------------
// Comparison with the months

/**
 * How a person of the year compares: `same` — the annual declaration agrees with the months; `differs` — the
 * incomes differ; `notDeclared` — in the annual declaration but in no month; `notInAnnual` — declared in the
 * months but missing from the annual declaration.
 */
export const ANNUAL_COMPARISON_KINDS = ['same', 'differs', 'notDeclared', 'notInAnnual'] as const;
export type AnnualComparisonKind = (typeof ANNUAL_COMPARISON_KINDS)[number];

export function comparisonKind(p: { declaredMonths: number; inAnnual: boolean; declaredBase: Tetri; annualBase: Tetri }): AnnualComparisonKind {
  if (!p.inAnnual) return 'notInAnnual';
  if (p.declaredMonths === 0) return 'notDeclared';
  return p.declaredBase === p.annualBase ? 'same' : 'differs';
}

// ---------------------------------------------------------------------------------------------------------
// States

/** Open while it is written; closed once (then nothing of it changes). */
export const ANNUAL_STATES = ['open', 'closed'] as const;
export type AnnualState = (typeof ANNUAL_STATES)[number];

/**
 * Why an annual declaration of a year can't be created, or undefined: only a past year (`notPast` for the
 * current or a later one, counted in Tbilisi), from the scheme's first year (`beforeScheme`), one per year
 * (`exists`).
 */
export function annualYearRefusal(year: number, today: IsoDate, exists: boolean): 'notPast' | 'beforeScheme' | 'exists' | undefined {
  if (year >= Number(today.slice(0, 4))) return 'notPast';
  if (year < ANNUAL_FIRST_YEAR) return 'beforeScheme';
  if (exists) return 'exists';
  return undefined;
}

export const ANNUAL_ACTIONS = ['editRows', 'editDocs', 'close', 'delete'] as const;
export type AnnualAction = (typeof ANNUAL_ACTIONS)[number];

/**
 * Why an action on an annual declaration is refused, or undefined: every action needs an open annual
 * declaration and no monthly declaration of its year being processed, and none while it waits for approval
 * (docs/decisions/0108); closing needs at least one row.
 */
export function annualActionRefusal(
  a: { status: AnnualState; rowCount: number; awaitingApproval?: boolean },
  monthsProcessing: boolean,
  action: AnnualAction,
): 'processing' | 'closed' | 'awaitingApproval' | 'empty' | undefined {
  if (a.status !== 'open') return 'closed';
  if (monthsProcessing) return 'processing';
  if (a.awaitingApproval) return 'awaitingApproval';
  if (action === 'close' && a.rowCount === 0) return 'empty';
  return undefined;
}
