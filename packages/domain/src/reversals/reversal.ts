import { MAX_AMOUNT_TETRI } from '../declarations/amounts.ts';
import { computeDetailRow, contributionBase, type Contributions } from '../declarations/contributions.ts';
import type { DeclarationState, DeclarationType, Gender, IsoDate, OptIn, Period } from '../declarations/declaration.schema.ts';
import { vmsg } from '../i18n/messages.ts';
import { formatMoneyPlain, type Tetri } from '../money/money.ts';

/**
 * Reversing (correcting) declarations (spec sections 3, 4, 5). A reversal is made of an open or closed
 * monthly declaration. Each of its rows carries the corrected contribution basis of one person: a person of
 * the original declaration, or a person missing from it (a new row). The contributions are computed again by
 * the monthly declaration's rules (declarations/contributions.ts); an amount taken back can not be more than
 * the original ("Can not be more than initial value."). Completing the reversal writes its difference —
 * corrected total − original total of the rows it touches — to the organization's ledger.
 */

/** The three amounts the contribution base is made of (domain-rules.md). */
export const BASIS_FIELDS = ['grossSalary', 'additionalBenefits', 'nonCashBenefits'] as const;
export type BasisField = (typeof BASIS_FIELDS)[number];
export type BasisAmounts = Record<BasisField, Tetri>;

/**
 * How a row's amounts are given: `corrected` — the amounts as they should have been; `change` — what is
 * added (positive) or taken back (negative) from the original amounts.
 */
export const REVERSAL_ENTRIES = ['corrected', 'change'] as const;
export type ReversalEntry = (typeof REVERSAL_ENTRIES)[number];

/** A row of the original declaration, as it was declared. */
export interface OriginalRow extends BasisAmounts, Contributions {
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: IsoDate;
  gender: Gender;
  optIn: OptIn;
}

export interface ReversalRowInput {
  personalNumber: string;
  lastName: string;
  /** Needed only for a person who is not in the original declaration. */
  firstName?: string;
  birthDate?: IsoDate;
  gender?: Gender;
  optIn?: OptIn;
  entry: ReversalEntry;
  /** Corrected amounts, or signed changes (`entry: 'change'`); an amount not given stays as it was. */
  amounts: Partial<BasisAmounts>;
}

/** One side of a row: its basis, the base, and the contributions. */
export interface RowSide extends BasisAmounts, Contributions {
  base: Tetri;
}

export interface ReversalRowValues {
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: IsoDate;
  gender: Gender;
  optIn: OptIn;
  /** A person not in the original declaration. */
  isNew: boolean;
  original: RowSide;
  corrected: RowSide;
  /** Corrected total contribution − original total contribution: what the organization owes more (positive) or less. */
  difference: Tetri;
}

export type ReversalRowResult = { ok: true; row: ReversalRowValues } | { ok: false; fields: Record<string, string> };

const ZERO_SIDE: RowSide = { grossSalary: 0n, additionalBenefits: 0n, nonCashBenefits: 0n, base: 0n, employeeContribution: 0n, organizationContribution: 0n };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('ka') === b.trim().toLocaleLowerCase('ka');

/**
 * Checks one reversal row against the original declaration's row of the same person (or none) and computes
 * both sides. Field messages are `vmsg` references:
 * - the person is in the original but the surname is another: `personOrSurnameIncorrect` ("Personal number
 *   or surname is incorrect.");
 * - a person not in the original needs first name, birth date and gender (`required`);
 * - an amount taken back beyond the original (a corrected amount below zero): `reversalAboveInitial`
 *   ("Can not be more than initial value."), with the original amount as `max`;
 * - a corrected amount beyond NUMERIC(14,2): `amountTooLarge`.
 *
 * `withdrawnFrom`: the month from which the person is withdrawn from the fund by a satisfied opt-out, when
 * it is the declaration's month or earlier (decision 0027): the corrected side then carries no contributions.
 */
export function reversalRow(input: ReversalRowInput, original: OriginalRow | undefined, ctx: { type: DeclarationType; withdrawnFrom?: Period | null }): ReversalRowResult {
  const fields: Record<string, string> = {};
  if (original && !sameName(original.lastName, input.lastName)) fields.lastName = vmsg('personOrSurnameIncorrect');
  if (!original) {
    if (!input.firstName?.trim()) fields.firstName = vmsg('required');
    if (!input.birthDate) fields.birthDate = vmsg('required');
    if (!input.gender) fields.gender = vmsg('required');
  }
  const corrected = {} as BasisAmounts;
  for (const f of BASIS_FIELDS) {
    const before = original ? original[f] : 0n;
    const given = input.amounts[f];
    const value = given === undefined ? before : input.entry === 'corrected' ? given : before + given;
    if (value < 0n) fields[f] = vmsg('reversalAboveInitial', { max: formatMoneyPlain(before) });
    else if (value > MAX_AMOUNT_TETRI) fields[f] = vmsg('amountTooLarge');
    corrected[f] = value;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  const person = original
    ? { firstName: original.firstName, lastName: original.lastName, birthDate: original.birthDate, gender: original.gender, optIn: original.optIn }
    : { firstName: input.firstName!.trim(), lastName: input.lastName.trim(), birthDate: input.birthDate!, gender: input.gender!, optIn: input.optIn ?? 0 };
  const computed = computeDetailRow({ type: ctx.type, form: 'simple', birthDate: person.birthDate, gender: person.gender, optIn: person.optIn as OptIn, withdrawnFrom: ctx.withdrawnFrom ?? null, ...corrected });
  const correctedSide: RowSide = {
    ...corrected,
    base: computed.base,
    employeeContribution: computed.employeeContribution,
    organizationContribution: computed.organizationContribution,
  };
  const originalSide: RowSide = original
    ? {
        grossSalary: original.grossSalary,
        additionalBenefits: original.additionalBenefits,
        nonCashBenefits: original.nonCashBenefits,
        base: contributionBase(original),
        employeeContribution: original.employeeContribution,
        organizationContribution: original.organizationContribution,
      }
    : ZERO_SIDE;
  return {
    ok: true,
    row: {
      personalNumber: input.personalNumber,
      ...person,
      optIn: person.optIn as OptIn,
      isNew: !original,
      original: originalSide,
      corrected: correctedSide,
      difference: totalOf(correctedSide) - totalOf(originalSide),
    },
  };
}

const totalOf = (s: Contributions) => s.employeeContribution + s.organizationContribution;

/** The side of a row left as it was: the first state of a row copied from the original declaration. */
export function unchangedRow(original: OriginalRow): ReversalRowValues {
  const side: RowSide = {
    grossSalary: original.grossSalary,
    additionalBenefits: original.additionalBenefits,
    nonCashBenefits: original.nonCashBenefits,
    base: contributionBase(original),
    employeeContribution: original.employeeContribution,
    organizationContribution: original.organizationContribution,
  };
  const { personalNumber, firstName, lastName, birthDate, gender, optIn } = original;
  return { personalNumber, firstName, lastName, birthDate, gender, optIn, isNew: false, original: side, corrected: { ...side }, difference: 0n };
}

export interface ReversalTotals {
  rowCount: number;
  originalBase: Tetri;
  correctedBase: Tetri;
  originalContribution: Tetri;
  correctedContribution: Tetri;
  /** Corrected total − original total of the rows the reversal touches (a sum of rounded rows). */
  difference: Tetri;
}

/** Totals of a reversal: sums of its rows' rounded amounts. */
export function reversalTotals(rows: Iterable<{ original: RowSide; corrected: RowSide }>): ReversalTotals {
  const t: ReversalTotals = { rowCount: 0, originalBase: 0n, correctedBase: 0n, originalContribution: 0n, correctedContribution: 0n, difference: 0n };
  for (const r of rows) {
    t.rowCount += 1;
    t.originalBase += r.original.base;
    t.correctedBase += r.corrected.base;
    t.originalContribution += totalOf(r.original);
    t.correctedContribution += totalOf(r.corrected);
  }
  t.difference = t.correctedContribution - t.originalContribution;
  return t;
}

/** The ledger's view of a completed reversal: its effect on the balance is minus the difference (0 writes nothing). */
export function balanceEffectOf(difference: Tetri): Tetri {
  return -difference;
}

// ---------------------------------------------------------------------------------------------------------
// States

/** A reversal is open while it is being written, completed once (then nothing of it changes). */
export const REVERSAL_STATES = ['open', 'completed'] as const;
export type ReversalState = (typeof REVERSAL_STATES)[number];

/**
 * Why a reversal of a declaration can't be started, or undefined: only an open or closed declaration
 * (`notFiled` for a draft or saved one), not while it is being processed, not while another reversal of it
 * is open.
 */
export function reversalStartRefusal(d: { status: DeclarationState; isProcessing: boolean; hasOpenReversal: boolean }): 'notFiled' | 'processing' | 'openReversal' | undefined {
  if (d.status !== 'open' && d.status !== 'closed') return 'notFiled';
  if (d.isProcessing) return 'processing';
  if (d.hasOpenReversal) return 'openReversal';
  return undefined;
}

export const REVERSAL_ACTIONS = ['editRows', 'editDocs', 'complete', 'delete'] as const;
export type ReversalAction = (typeof REVERSAL_ACTIONS)[number];

/**
 * Why an action on a reversal is refused, or undefined: every action needs an open reversal and a
 * declaration not being processed, and none while the reversal waits for approval (docs/decisions/0108);
 * completing needs at least one row.
 */
export function reversalActionRefusal(
  r: { status: ReversalState; rowCount: number; awaitingApproval?: boolean },
  declarationProcessing: boolean,
  action: ReversalAction,
): 'processing' | 'completed' | 'awaitingApproval' | 'empty' | undefined {
  if (declarationProcessing) return 'processing';
  if (r.status !== 'open') return 'completed';
  if (r.awaitingApproval) return 'awaitingApproval';
  if (action === 'complete' && r.rowCount === 0) return 'empty';
  return undefined;
}
