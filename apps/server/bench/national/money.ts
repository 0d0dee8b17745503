import { computeDetailRow, fineAmountFor, formatMoneyPlain, isLateActivation, type Tetri } from '@pensia/domain';
import { hash, HISTORY_MONTHS, person, salaryIn, type Organization, type Person } from './shape.ts';

/**
 * An organization's months and money (decision 0090): its declarations, the payments that cover them, the
 * fines of late filings (the portal's amounts: 500 GEL, 1,000 GEL for a repeat), refunds of what it paid
 * too much, and the movements of its ledger. A pure function of the organization, so that each table's
 * COPY can walk the organizations again and find the same ids.
 */
export const FIRST_YEAR = 2018;
/** The months measured: after the history, with about 1/100, 1/10 and all of the rows. */
export const MEASURED = [
  { year: 2026, month: 1, share: 0.01 },
  { year: 2026, month: 2, share: 0.1 },
  { year: 2026, month: 3, share: 1 },
] as const;
/** Months of the history whose declaration rows (and Revenue Service filings) are loaded: the last year. */
export const DETAIL_MONTHS = 12;

export const BANKS = ['თიბისი ბანკი', 'საქართველოს ბანკი', 'ლიბერთი ბანკი', 'ბაზისბანკი'];

/** A deterministic UUID from numbers (the kind of document, the organization, its ordinal). */
export function idOf(...parts: number[]): string {
  const seed = parts.reduce((a, p, i) => (Math.imul(a ^ p, 0x01000193) + i) >>> 0, 0x811c9dc5);
  const hex = [1, 2, 3, 4].map((s) => Math.floor(hash(seed, s) * 4_294_967_296).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
export const KIND = { declaration: 1, transaction: 2, fine: 3, refund: 4, account: 5 } as const;

export interface Row {
  person: Person;
  base: Tetri;
  employee: Tetri;
  organization: Tetri;
  incomeTax: Tetri | null;
  netAmount: Tetri | null;
}

/** The rows of an organization's declaration of a year's month, as the portal computes them (domain rules). */
export function rowsOf(org: Organization, year: number): Row[] {
  return org.people.map((p) => {
    const who = person(p);
    const salary = salaryIn(who, year);
    const c = computeDetailRow({ type: 'standard', form: org.form, birthDate: who.birthDate, gender: who.gender, optIn: 0, grossSalary: salary, additionalBenefits: 0n, nonCashBenefits: 0n, otherWithHeldAmount: 0n });
    return { person: who, base: c.base, employee: c.employeeContribution, organization: c.organizationContribution, incomeTax: c.incomeTax, netAmount: c.netAmount };
  });
}

export interface Totals {
  base: Tetri;
  employee: Tetri;
  organization: Tetri;
}
const totalsCache = new Map<string, Totals>();
/** Sums of the rounded rows (never a percentage of a sum). */
export function totalsOf(org: Organization, year: number): Totals {
  const key = `${org.index}:${year}`;
  let t = totalsCache.get(key);
  if (!t) {
    t = { base: 0n, employee: 0n, organization: 0n };
    for (const r of rowsOf(org, year)) {
      t.base += r.base;
      t.employee += r.employee;
      t.organization += r.organization;
    }
    totalsCache.set(key, t);
  }
  return t;
}

export interface Declaration {
  id: string;
  year: number;
  month: number;
  form: 'simple' | 'detailed';
  status: 'open' | 'closed';
  activation: string;
  processed: boolean;
  withRows: boolean;
  totals: Totals;
}
export interface Movement {
  kind: string;
  amount: Tetri;
  date: string;
  sourceKind: string;
  sourceId: string;
}
export interface Payment {
  id: string;
  number: string;
  paidAt: string;
  bank: string;
  account: string;
  amount: Tetri;
}
export interface Fine {
  id: string;
  declarationId: string;
  amount: Tetri;
  imposedOn: string;
  canceled: boolean;
}
export interface Refund {
  id: string;
  amount: Tetri;
  paidOn: string;
}
export interface Books {
  declarations: Declaration[];
  payments: Payment[];
  fines: Fine[];
  refunds: Refund[];
  movements: Movement[];
  /** The organization's bank account (IBAN), from which refunds are paid. */
  iban: string;
}

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => new Date(Date.parse(iso) + n * 86_400_000).toISOString().slice(0, 10);

/** Whether an organization's declaration is in a measured month (organizations taken in a fixed order until the share of positions is reached). */
export function measuredMonthsOf(org: Organization, cumulativeBefore: number, positions: number) {
  return MEASURED.filter((m) => m.share >= 1 || cumulativeBefore < m.share * positions);
}

/** The organization's books: eight years of history, then the measured months it takes part in. */
export function booksOf(org: Organization, measured: readonly { year: number; month: number }[]): Books {
  const b: Books = { declarations: [], payments: [], fines: [], refunds: [], movements: [], iban: '' };
  const h = (n: number, salt: number) => hash(org.index * 1_000 + n, salt);
  const overpayer = h(0, 11) < 0.02;
  b.iban = `GE${String(10 + (org.index % 89)).padStart(2, '0')}TB${String(org.index).padStart(16, '0')}`;
  let balance = 0n;
  let finesOwed = 0n;
  const finesInForce: string[] = [];
  let payN = 0;
  const pay = (paidAt: string, amount: Tetri) => {
    if (amount <= 0n) return;
    const id = idOf(KIND.transaction, org.index, payN);
    b.payments.push({ id, number: `NT-${org.code}-${++payN}`, paidAt, bank: BANKS[org.index % BANKS.length]!, account: b.iban, amount });
    b.movements.push({ kind: 'payment_received', amount, date: paidAt, sourceKind: 'transaction', sourceId: id });
    balance += amount;
  };
  const months = [
    ...Array.from({ length: HISTORY_MONTHS }, (_, i) => ({ year: FIRST_YEAR + Math.floor(i / 12), month: 1 + (i % 12), history: true, withRows: i >= HISTORY_MONTHS - DETAIL_MONTHS })),
    ...measured.map((m) => ({ ...m, history: false, withRows: true })),
  ];
  for (let i = 0; i < months.length; i++) {
    const { year, month, history, withRows } = months[i]!;
    const totals = totalsOf(org, year);
    const total = totals.employee + totals.organization;
    const ny = month === 12 ? year + 1 : year;
    const nm = month === 12 ? 1 : month + 1;
    const late = history && h(i, 1) < 0.04;
    const activation = late ? day(ny, nm, 16 + Math.floor(h(i, 2) * 12)) : day(ny, nm, 5 + Math.floor(h(i, 2) * 10));
    const id = idOf(KIND.declaration, org.index, i);
    b.declarations.push({ id, year, month, form: org.form, status: history ? 'closed' : 'open', activation, processed: history, withRows, totals });
    if (total > 0n) b.movements.push({ kind: 'contribution_due', amount: -total, date: activation, sourceKind: 'declaration', sourceId: id });
    balance -= total;
    if (late && isLateActivation(year, month, activation)) {
      const imposedOn = addDays(activation, 5);
      const amount = fineAmountFor(finesInForce, imposedOn).amount;
      const canceled = h(i, 3) < 0.1;
      const fineId = idOf(KIND.fine, org.index, i);
      b.fines.push({ id: fineId, declarationId: id, amount, imposedOn, canceled });
      b.movements.push({ kind: 'fine_imposed', amount: -amount, date: imposedOn, sourceKind: 'fine', sourceId: fineId });
      balance -= amount;
      if (canceled) {
        b.movements.push({ kind: 'fine_cancelled', amount, date: addDays(imposedOn, 20), sourceKind: 'fine', sourceId: fineId });
        balance += amount;
      } else {
        finesInForce.push(imposedOn);
        finesOwed += amount;
      }
    }
    // the payment: what is due (and any fine in force) a few days after the activation, some in two parts
    const paidAt = addDays(activation, 1 + Math.floor(h(i, 4) * 9));
    const extra = overpayer && month === 6 ? total / 10n : 0n;
    const due = total + finesOwed + extra;
    finesOwed = 0n;
    if (history && h(i, 5) < 0.05) {
      pay(paidAt, due / 2n);
      pay(addDays(paidAt, 3), due - due / 2n);
    } else pay(paidAt, due);
    // what was paid too much goes back each February, to the organization's account
    if (overpayer && history && month === 1 && balance > 0n) {
      const refundId = idOf(KIND.refund, org.index, i);
      const paidOn = day(ny, nm, 20);
      b.refunds.push({ id: refundId, amount: balance, paidOn });
      b.movements.push({ kind: 'refund_paid', amount: -balance, date: paidOn, sourceKind: 'refund', sourceId: refundId });
      balance = 0n;
    }
  }
  b.movements.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  return b;
}

export const money = formatMoneyPlain;
