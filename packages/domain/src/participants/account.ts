import { STATE_CONTRIBUTION_BANDS } from '../declarations/contributions.ts';
import type { Tetri } from '../money/money.ts';
import type { ContributionSource, ContributionStatus } from './processing.schema.ts';
import { valueOf, type MicroLari, type MicroUnits } from './units.ts';

/**
 * The participant's account (domain-rules.md, Participant account): each processed declaration row is one
 * line of the account, with its contributions by source (employee, organization, state) and the units they
 * bought. Cumulative figures are computed when read, in the order of the lines, never stored.
 */


/** One contribution as stored: a declaration row and one source of it. */
export interface StoredContribution {
  /** The declaration row it comes from: the contributions of one row make one line. */
  rowId: string;
  source: ContributionSource;
  /** Contribution date (the declaration's activation day), `YYYY-MM-DD`. */
  date: string;
  paymentDate: string | null;
  conversionDate: string | null;
  amount: Tetri;
  base: Tetri;
  unitPrice: MicroLari | null;
  units: MicroUnits | null;
  status: ContributionStatus;
  organizationCode: string;
  organizationName: string;
}

export interface SourceTotals {
  employee: Tetri;
  organization: Tetri;
  state: Tetri;
  total: Tetri;
}

/** A line of the account: one declaration row with its sources and the figures up to and including it. */
export interface AccountLine {
  rowId: string;
  date: string;
  paymentDate: string | null;
  conversionDate: string | null;
  organizationCode: string;
  organizationName: string;
  contributionBase: Tetri;
  employeeContribution: Tetri;
  organizationContribution: Tetri;
  /** Employee and organization together, as the employer declared them. */
  contributionAmount: Tetri;
  /** The state's share of the row ("pension fund" in the original portal's words). */
  governmentContribution: Tetri;
  units: MicroUnits;
  unitPrice: MicroLari | null;
  /** Converted when every contribution of the row is; otherwise paid or unpaid as the least advanced says. */
  status: ContributionStatus;
  cumulativeUnits: MicroUnits;
  /** The cumulative units at the unit price of this line (or the last converted line before it), 0 before any conversion. */
  cumulativeSavings: Tetri;
  cumulativeContributionBase: Tetri;
  /** Every source, the state's share included. */
  cumulativeContributions: Tetri;
}

export type StateBand = 'twoPercent' | 'onePercent' | 'none';

/** Where a year's income stands against the state's bands: the rate of the next lari and what is left of its band. */
export interface StateBandReached {
  band: StateBand;
  /** The upper end of the band reached (GEL in tetri), null above the last band. */
  upTo: Tetri | null;
  /** Income left in the band before the rate falls, null above the last band. */
  remaining: Tetri | null;
}

/** The band the next lari of income falls in, for the year's cumulative income across every employer. */
export function stateBandOf(incomeThisYear: Tetri): StateBandReached {
  const income = incomeThisYear < 0n ? 0n : incomeThisYear;
  const names: StateBand[] = ['twoPercent', 'onePercent'];
  for (const [i, band] of STATE_CONTRIBUTION_BANDS.entries()) {
    if (income < band.upTo) return { band: names[i]!, upTo: band.upTo, remaining: band.upTo - income };
  }
  return { band: 'none', upTo: null, remaining: null };
}

const STATUS_ORDER: Record<ContributionStatus, number> = { unpaid: 0, paid: 1, converted: 2 };

const zeroTotals = (): SourceTotals => ({ employee: 0n, organization: 0n, state: 0n, total: 0n });

function addTo(totals: SourceTotals, source: ContributionSource, amount: Tetri) {
  totals[source] += amount;
  totals.total += amount;
}

export interface AccountSummary {
  lines: AccountLine[];
  units: MicroUnits;
  /** Units × the current unit price; null when no price is known. */
  savings: Tetri | null;
  thisYear: SourceTotals;
  allTime: SourceTotals;
  /** The contribution base of the year's lines, every employer. */
  incomeThisYear: Tetri;
  band: StateBandReached;
}

/**
 * Builds the account from the stored contributions: lines in the order given (by date, then row), each with
 * its cumulative figures; totals of the year `year` and of all time by source; units, savings at
 * `currentPrice`, and the state's band reached by the year's income. Units that are not converted yet count
 * in no total of units.
 */
export function buildAccount(contributions: readonly StoredContribution[], currentPrice: MicroLari | null, year: number): AccountSummary {
  const lines: AccountLine[] = [];
  const byRow = new Map<string, AccountLine>();
  const thisYear = zeroTotals();
  const allTime = zeroTotals();
  const yearPrefix = `${year}-`;
  for (const c of contributions) {
    let line = byRow.get(c.rowId);
    if (!line) {
      line = {
        rowId: c.rowId,
        date: c.date,
        paymentDate: c.paymentDate,
        conversionDate: c.conversionDate,
        organizationCode: c.organizationCode,
        organizationName: c.organizationName,
        contributionBase: c.base,
        employeeContribution: 0n,
        organizationContribution: 0n,
        contributionAmount: 0n,
        governmentContribution: 0n,
        units: 0n,
        unitPrice: c.unitPrice,
        status: c.status,
        cumulativeUnits: 0n,
        cumulativeSavings: 0n,
        cumulativeContributionBase: 0n,
        cumulativeContributions: 0n,
      };
      byRow.set(c.rowId, line);
      lines.push(line);
    }
    if (c.source === 'employee') line.employeeContribution += c.amount;
    else if (c.source === 'organization') line.organizationContribution += c.amount;
    else line.governmentContribution += c.amount;
    if (c.source !== 'state') line.contributionAmount += c.amount;
    if (c.status === 'converted' && c.units !== null) line.units += c.units;
    if (STATUS_ORDER[c.status] < STATUS_ORDER[line.status]) line.status = c.status;
    line.unitPrice ??= c.unitPrice;
    line.conversionDate ??= c.conversionDate;
    line.paymentDate ??= c.paymentDate;
    addTo(allTime, c.source, c.amount);
    if (c.date.startsWith(yearPrefix)) addTo(thisYear, c.source, c.amount);
  }

  let units = 0n;
  let base = 0n;
  let contributed = 0n;
  let incomeThisYear = 0n;
  let lastPrice: MicroLari | null = null;
  for (const line of lines) {
    if (line.unitPrice !== null) lastPrice = line.unitPrice;
    units += line.units;
    base += line.contributionBase;
    contributed += line.contributionAmount + line.governmentContribution;
    if (line.date.startsWith(yearPrefix)) incomeThisYear += line.contributionBase;
    line.cumulativeUnits = units;
    line.cumulativeContributionBase = base;
    line.cumulativeContributions = contributed;
    line.cumulativeSavings = lastPrice !== null ? valueOf(units, lastPrice) : 0n;
  }
  return {
    lines,
    units,
    savings: currentPrice !== null ? valueOf(units, currentPrice) : null,
    thisYear,
    allTime,
    incomeThisYear,
    band: stateBandOf(incomeThisYear),
  };
}

/** What one organization paid for a person: its own lines only (employee and organization sources). */
export function paidByOrganization(contributions: readonly StoredContribution[], organizationCode: string): SourceTotals {
  const totals = zeroTotals();
  for (const c of contributions) if (c.organizationCode === organizationCode && c.source !== 'state') addTo(totals, c.source, c.amount);
  return totals;
}
