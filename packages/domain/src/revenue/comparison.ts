import type { Tetri } from '../money/money.ts';

/**
 * The comparison of an organization's pension declarations with the Revenue Service's income-tax filings
 * (docs/decisions/0024). Per month and person: the income declared (the contribution base of the filed
 * declarations, corrected by completed reversing declarations) and the employee's pension contribution
 * declared, against the gross income and the pension contribution withheld the Revenue Service was told of.
 */

/** Kinds of difference, in the order a list shows them; `same` is a person both sides agree on. */
export const DIFFERENCE_KINDS = ['missingInDeclaration', 'missingAtRevenueService', 'amountsDiffer', 'same'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** The amounts compared (the comparison's "payment types"). */
export const COMPARED_AMOUNTS = ['income', 'contribution', 'incomeTax'] as const;
export type ComparedAmount = (typeof COMPARED_AMOUNTS)[number];

/** One person's amounts on one side for one month. A side may hold several rows of a person: they are summed. */
export interface SideRow {
  month: number;
  personalNumber: string;
  lastName: string;
  firstName?: string | null;
  income: Tetri;
  contribution: Tetri;
  /** Null: the declaration did not say (a simple form). */
  incomeTax: Tetri | null;
}

export interface ComparedPerson {
  month: number;
  personalNumber: string;
  lastName: string;
  firstName: string | null;
  kind: DifferenceKind;
  declared: { income: Tetri; contribution: Tetri; incomeTax: Tetri | null } | null;
  revenue: { income: Tetri; contribution: Tetri; incomeTax: Tetri } | null;
  /** Declared less the Revenue Service's (a side missing counts as zero). */
  incomeDifference: Tetri;
  contributionDifference: Tetri;
}

export interface ComparisonTotals {
  declaredIncome: Tetri;
  revenueIncome: Tetri;
  declaredContribution: Tetri;
  revenueContribution: Tetri;
  incomeDifference: Tetri;
  contributionDifference: Tetri;
  people: number;
  counts: Record<DifferenceKind, number>;
}

/** Georgian order of surnames (one collator: `localeCompare` with a locale builds one per call). */
const SURNAMES = new Intl.Collator('ka');

type Summed = { month: number; personalNumber: string; lastName: string; firstName: string | null; income: Tetri; contribution: Tetri; incomeTax: Tetri | null };

function sumByPerson(rows: readonly SideRow[]): Map<string, Summed> {
  const out = new Map<string, Summed>();
  for (const r of rows) {
    const key = `${r.month}:${r.personalNumber}`;
    const s = out.get(key);
    if (!s) {
      out.set(key, { month: r.month, personalNumber: r.personalNumber, lastName: r.lastName, firstName: r.firstName ?? null, income: r.income, contribution: r.contribution, incomeTax: r.incomeTax });
    } else {
      s.income += r.income;
      s.contribution += r.contribution;
      s.incomeTax = s.incomeTax === null || r.incomeTax === null ? (s.incomeTax ?? r.incomeTax) : s.incomeTax + r.incomeTax;
    }
  }
  return out;
}

/**
 * The kind of difference of one person: missing on a side (a side whose rows are all zero counts as
 * missing: a person declared with nothing is not an employee of that month), else whether the income or
 * the contribution differs by a tetri or more. Income tax is shown beside them but does not decide the kind:
 * the pension scheme's question is the income contributions were owed on.
 */
export function differenceKind(declared: { income: Tetri; contribution: Tetri } | null, revenue: { income: Tetri; contribution: Tetri } | null): DifferenceKind {
  const hasDeclared = declared !== null && (declared.income !== 0n || declared.contribution !== 0n);
  const hasRevenue = revenue !== null && (revenue.income !== 0n || revenue.contribution !== 0n);
  if (!hasDeclared && !hasRevenue) return 'same';
  if (!hasDeclared) return 'missingInDeclaration';
  if (!hasRevenue) return 'missingAtRevenueService';
  return declared.income === revenue.income && declared.contribution === revenue.contribution ? 'same' : 'amountsDiffer';
}

/**
 * Compares the declared rows with the Revenue Service's rows: one line per month and person found on either
 * side, ordered by month, then surname, then personal number.
 */
export function compareFilings(declared: readonly SideRow[], revenue: readonly SideRow[]): ComparedPerson[] {
  const d = sumByPerson(declared);
  const r = sumByPerson(revenue);
  const out: ComparedPerson[] = [];
  for (const key of new Set([...d.keys(), ...r.keys()])) {
    const a = d.get(key);
    const b = r.get(key);
    const any = (a ?? b)!;
    const declaredSide = a ? { income: a.income, contribution: a.contribution, incomeTax: a.incomeTax } : null;
    const revenueSide = b ? { income: b.income, contribution: b.contribution, incomeTax: b.incomeTax ?? 0n } : null;
    out.push({
      month: any.month,
      personalNumber: any.personalNumber,
      // the declaration's spelling of the name first: it is the employer's own
      lastName: a?.lastName ?? b!.lastName,
      firstName: a?.firstName ?? b?.firstName ?? null,
      kind: differenceKind(declaredSide, revenueSide),
      declared: declaredSide,
      revenue: revenueSide,
      incomeDifference: (a?.income ?? 0n) - (b?.income ?? 0n),
      contributionDifference: (a?.contribution ?? 0n) - (b?.contribution ?? 0n),
    });
  }
  return sortCompared(out);
}

/** Orders compared lines as a list shows them: by month, then surname (Georgian order), then personal number. */
export function sortCompared<T extends Pick<ComparedPerson, 'month' | 'lastName' | 'personalNumber'>>(lines: T[]): T[] {
  return lines.sort((x, y) => x.month - y.month || SURNAMES.compare(x.lastName, y.lastName) || (x.personalNumber < y.personalNumber ? -1 : x.personalNumber > y.personalNumber ? 1 : 0));
}

export function emptyCounts(): Record<DifferenceKind, number> {
  return { missingInDeclaration: 0, missingAtRevenueService: 0, amountsDiffer: 0, same: 0 };
}

/** Sums of compared lines, with how many lines of each kind. */
export function comparisonTotals(lines: readonly ComparedPerson[]): ComparisonTotals {
  const t: ComparisonTotals = {
    declaredIncome: 0n,
    revenueIncome: 0n,
    declaredContribution: 0n,
    revenueContribution: 0n,
    incomeDifference: 0n,
    contributionDifference: 0n,
    people: 0,
    counts: emptyCounts(),
  };
  const people = new Set<string>();
  for (const l of lines) {
    t.declaredIncome += l.declared?.income ?? 0n;
    t.revenueIncome += l.revenue?.income ?? 0n;
    t.declaredContribution += l.declared?.contribution ?? 0n;
    t.revenueContribution += l.revenue?.contribution ?? 0n;
    t.incomeDifference += l.incomeDifference;
    t.contributionDifference += l.contributionDifference;
    t.counts[l.kind] += 1;
    people.add(l.personalNumber);
  }
  t.people = people.size;
  return t;
}

/** Whether a line has a difference to explain (every kind but `same`). */
export const isDifference = (kind: DifferenceKind) => kind !== 'same';
