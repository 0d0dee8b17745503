import { contributionBase, formatMoneyPlain, type ApprovalRow, type Tetri } from '@pensia/domain';
import { tetriOrNullFromDb } from '../../lib/money-from-db.ts';

/**
 * What the services of both corrections of filed declarations (reversing and annual declarations) share in
 * turning their stored rows into answers and back: money, instants, documents, a row's person and its two
 * sides — the side as declared (columns named with `prefix`: `original…`, `declared…`) and the side as
 * corrected (the columns without one).
 */

export const tetri = (v: string | null | undefined): Tetri => tetriOrNullFromDb(v) ?? 0n;
export const money = (v: Tetri) => formatMoneyPlain(v);
export const moneyOf = (v: string) => formatMoneyPlain(tetri(v));
export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
export const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

const AMOUNTS = ['grossSalary', 'additionalBenefits', 'nonCashBenefits', 'employeeContribution', 'organizationContribution'] as const;
type Amount = (typeof AMOUNTS)[number];
/** A side's amounts in tetri. */
export type SideAmounts = Record<Amount, Tetri>;
/** A side's columns: the amounts as stored, under `prefix` (capitalised) or without one. */
type Columns<Prefix extends string> = Record<Prefix extends '' ? Amount : `${Prefix}${Capitalize<Amount>}`, string>;

const column = (prefix: string, amount: Amount) => (prefix ? `${prefix}${amount[0]!.toUpperCase()}${amount.slice(1)}` : amount);

/** A side of a stored row in tetri, with its contribution base. */
export function sideOf<P extends string>(row: Columns<P>, prefix: P): SideAmounts & { base: Tetri } {
  const stored = row as unknown as Record<string, string>;
  const side = Object.fromEntries(AMOUNTS.map((a) => [a, tetri(stored[column(prefix, a)])])) as SideAmounts;
  return { ...side, base: contributionBase(side) };
}

/**
 * A corrected row as an approver compares it with the submission sent back before (four eyes, 0108): its person,
 * and the corrected side's salary and contributions (a reversal's corrected month, an annual declaration's year).
 */
export function approvalRowOf(row: Columns<''> & { personalNumber: string; firstName: string; lastName: string }): ApprovalRow {
  const side = sideOf(row, '');
  return {
    personalNumber: row.personalNumber,
    name: `${row.firstName} ${row.lastName}`,
    salary: money(side.grossSalary),
    contribution: money(side.employeeContribution + side.organizationContribution),
  };
}

/** A side as answered: every amount in money, the base among them. */
export const sideAnswer = (s: SideAmounts & { base: Tetri }) => ({
  grossSalary: money(s.grossSalary),
  additionalBenefits: money(s.additionalBenefits),
  nonCashBenefits: money(s.nonCashBenefits),
  base: money(s.base),
  employeeContribution: money(s.employeeContribution),
  organizationContribution: money(s.organizationContribution),
});

/** A side's columns to store, under `prefix` or without one. */
export function sideColumns<P extends string>(side: SideAmounts, prefix: P): Columns<P> {
  return Object.fromEntries(AMOUNTS.map((a) => [column(prefix, a), money(side[a])])) as Columns<P>;
}

/** The person of a stored row as answered (after its id and its correction's id). */
export function personAnswer(d: {
  rowNumber: number;
  personalNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: 'male' | 'female';
  optIn: boolean;
  isNew: boolean;
}) {
  return {
    rowNumber: d.rowNumber,
    personalIdentificationNumber: d.personalNumber,
    firstName: d.firstName,
    lastName: d.lastName,
    birthDate: String(d.birthDate).slice(0, 10),
    gender: d.gender,
    optIn: (d.optIn ? 1 : 0) as 0 | 1,
    isNew: d.isNew,
  };
}

/** The person of a row's values as stored. */
export function personColumns(v: { personalNumber: string; firstName: string; lastName: string; birthDate: string; gender: 'male' | 'female'; optIn: 0 | 1; isNew: boolean }) {
  return { personalNumber: v.personalNumber, firstName: v.firstName, lastName: v.lastName, birthDate: v.birthDate, gender: v.gender, optIn: v.optIn === 1, isNew: v.isNew };
}

/** The documents of one correction among those read for several (`parent`: the column naming their correction). */
export function documentsAnswer<P extends string>(
  docs: readonly (Record<P, string> & { fileId: string; name: string; kind: string; sizeBytes: number | string; createdAt: Date })[],
  parent: P,
  id: string,
) {
  return docs.filter((d) => d[parent] === id).map((d) => ({ id: d.fileId, name: d.name, type: d.kind, size: Number(d.sizeBytes), createdOn: iso(d.createdAt)! }));
}
