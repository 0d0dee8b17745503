import type { Tetri } from '../money/money.ts';

/**
 * The organization's ledger: an append-only list of movements, each with its signed effect on the balance
 * (tetri), value date and source document. Everything about money — the balance, the month-by-month view,
 * whether a fine is paid — is computed from the movements here; nothing else is stored (domain-rules.md,
 * "Deadlines, fines, balance"; docs/decisions/0015).
 */
export const MOVEMENT_KINDS = [
  /** A payment from the organization reached the agency (+). */
  'payment_received',
  /** An activated declaration's contributions (−). */
  'contribution_due',
  /** The difference a completed reversing declaration makes (±). */
  'contribution_adjustment',
  /** A fine imposed on the organization (−). */
  'fine_imposed',
  /** A fine canceled: its amount back (+). */
  'fine_cancelled',
  /** A fine under appeal: suspended, its amount out of the balance until the appeal is decided (+). */
  'fine_appealed',
  /** An appeal rejected: the fine in force again (−). */
  'fine_reinstated',
  /** A refund paid out to the organization (−). */
  'refund_paid',
  /** Contributions given back to the organization, e.g. after a satisfied opt-out (+). */
  'contribution_returned',
  /** A payment taken back from the organization it was matched to by mistake (−); it counters a `payment_received`. */
  'payment_reversed',
  /** The difference a closed annual declaration makes to the year's contributions (±). */
  'annual_adjustment',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * The reasons the system writes on a movement, as codes with parameters (docs/decisions/0074): the reader's
 * language renders them. A reason a person typed (an operator's words, a bank's remittance) stays as text.
 */
export const SYSTEM_REASON_CODES = [
  /** A payment the bank returned, named by the bank's reference: `{ reference }`. */
  'STATEMENT_RETURN',
  /** A completed reversing declaration, named by the declaration it corrects: `{ number, month: 'YYYY-MM' }`. */
  'REVERSAL',
  /** A closed annual declaration: `{ number, year }`. */
  'ANNUAL',
  /** A refund paid out on a request: `{ number }`. */
  'REFUND',
  /** Contributions given back on a satisfied opt-out application: `{ number }`. */
  'OPTOUT',
] as const;
export type SystemReasonCode = (typeof SYSTEM_REASON_CODES)[number];
export interface SystemReason {
  code: SystemReasonCode;
  params: Record<string, string>;
}

/** The sign each kind's amount must have: +1 credit, −1 debit, 0 either (never zero itself). */
export const MOVEMENT_SIGN: Record<MovementKind, 1 | -1 | 0> = {
  payment_received: 1,
  contribution_due: -1,
  contribution_adjustment: 0,
  fine_imposed: -1,
  fine_cancelled: 1,
  fine_appealed: 1,
  fine_reinstated: -1,
  refund_paid: -1,
  contribution_returned: 1,
  payment_reversed: -1,
  annual_adjustment: 0,
};

export const SOURCE_KINDS = ['transaction', 'declaration', 'reversal', 'fine', 'refund', 'optout', 'annual_declaration'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The source document each kind comes from. */
export const SOURCE_OF_KIND: Record<MovementKind, SourceKind> = {
  payment_received: 'transaction',
  contribution_due: 'declaration',
  contribution_adjustment: 'reversal',
  fine_imposed: 'fine',
  fine_cancelled: 'fine',
  fine_appealed: 'fine',
  fine_reinstated: 'fine',
  refund_paid: 'refund',
  contribution_returned: 'optout',
  payment_reversed: 'transaction',
  annual_adjustment: 'annual_declaration',
};

export interface Movement {
  kind: MovementKind;
  /** Signed effect on the balance, in tetri. */
  amount: Tetri;
  /** 'YYYY-MM-DD' */
  valueDate: string;
  sourceKind: SourceKind;
  sourceId: string;
  /** Order of writing; ties of value date are settled by it. */
  seq: number;
}

/** Why a movement can't be written, or null: a sign that fits the kind, a source that fits it, not zero. */
export function movementRefusal(m: Pick<Movement, 'kind' | 'amount' | 'sourceKind'>): 'zero' | 'sign' | 'source' | null {
  if (m.amount === 0n) return 'zero';
  const sign = MOVEMENT_SIGN[m.kind];
  if ((sign === 1 && m.amount < 0n) || (sign === -1 && m.amount > 0n)) return 'sign';
  if (SOURCE_OF_KIND[m.kind] !== m.sourceKind) return 'source';
  return null;
}

/** The balance: the sum of the movements. Negative is a debt. */
export function balanceOf(movements: Iterable<Pick<Movement, 'amount'>>): Tetri {
  let total = 0n;
  for (const m of movements) total += m.amount;
  return total;
}

/** The parts of the balance: what was paid, declared, fined, refunded and given back (each ≥ 0 but adjustments). */
export interface BalanceParts {
  /** Payments received. */
  paid: Tetri;
  /** Contributions due, net of the differences of reversing declarations. */
  declared: Tetri;
  /** Fines in force: imposed − canceled − under appeal. */
  fines: Tetri;
  /** Refunds paid out. */
  refunds: Tetri;
  /** Contributions given back. */
  returned: Tetri;
}

const emptyParts = (): BalanceParts => ({ paid: 0n, declared: 0n, fines: 0n, refunds: 0n, returned: 0n });

function addToParts(p: BalanceParts, m: Pick<Movement, 'kind' | 'amount'>) {
  switch (m.kind) {
    case 'payment_received':
    case 'payment_reversed':
      p.paid += m.amount;
      break;
    case 'contribution_due':
    case 'contribution_adjustment':
    case 'annual_adjustment':
      p.declared -= m.amount;
      break;
    case 'fine_imposed':
    case 'fine_cancelled':
    case 'fine_appealed':
    case 'fine_reinstated':
      p.fines -= m.amount;
      break;
    case 'refund_paid':
      p.refunds -= m.amount;
      break;
    case 'contribution_returned':
      p.returned += m.amount;
      break;
  }
}

/** Balance = paid − declared − fines − refunds + returned; equal to `balanceOf` of the same movements. */
export function partsOf(movements: Iterable<Pick<Movement, 'kind' | 'amount'>>): BalanceParts {
  const p = emptyParts();
  for (const m of movements) addToParts(p, m);
  return p;
}

export const balanceOfParts = (p: BalanceParts): Tetri => p.paid - p.declared - p.fines - p.refunds + p.returned;

export interface MonthRow extends BalanceParts {
  /** 'YYYY-MM' */
  month: string;
  /** The balance at the end of the month. */
  balance: Tetri;
  /** Movements in the month. */
  count: number;
}

const monthOf = (date: string) => date.slice(0, 7);
function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The balance month by month, oldest first, from the month of the first movement to `through` (or the last
 * movement's month): months without movements are included so that a chart has no gaps. `balance` runs.
 */
export function monthlyBalance(movements: readonly Pick<Movement, 'kind' | 'amount' | 'valueDate'>[], through?: string): MonthRow[] {
  if (movements.length === 0) return [];
  const byMonth = new Map<string, { parts: BalanceParts; count: number }>();
  let first = monthOf(movements[0]!.valueDate);
  let last = first;
  for (const m of movements) {
    const month = monthOf(m.valueDate);
    if (month < first) first = month;
    if (month > last) last = month;
    let entry = byMonth.get(month);
    if (!entry) byMonth.set(month, (entry = { parts: emptyParts(), count: 0 }));
    addToParts(entry.parts, m);
    entry.count += 1;
  }
  if (through && through > last) last = through;
  const rows: MonthRow[] = [];
  let running = 0n;
  for (let month = first; month <= last; month = nextMonth(month)) {
    const entry = byMonth.get(month);
    const parts = entry?.parts ?? emptyParts();
    running += balanceOfParts(parts);
    rows.push({ month, ...parts, balance: running, count: entry?.count ?? 0 });
  }
  return rows;
}

export interface Obligation {
  sourceKind: SourceKind;
  sourceId: string;
  /** What the document still asks of the organization (its movements' net debit). */
  owed: Tetri;
  /** The value date of its first movement: obligations are settled in this order. */
  since: string;
  settled: boolean;
}

/**
 * Settles obligations oldest first: each source document whose movements net to a debit (a declaration's
 * contributions, a fine in force, a refund paid out) is an obligation; documents netting to a credit
 * (payments, contributions given back) make up what is available. An obligation is settled when the credits
 * cover it and every obligation before it. Fines canceled or under appeal net to zero and owe nothing.
 */
export function settle(movements: readonly Movement[]): { obligations: Obligation[]; credits: Tetri; outstanding: Tetri } {
  const docs = new Map<string, { sourceKind: SourceKind; sourceId: string; net: Tetri; since: string; seq: number }>();
  for (const m of movements) {
    const key = `${m.sourceKind}:${m.sourceId}`;
    const d = docs.get(key);
    if (!d) docs.set(key, { sourceKind: m.sourceKind, sourceId: m.sourceId, net: m.amount, since: m.valueDate, seq: m.seq });
    else {
      d.net += m.amount;
      if (m.valueDate < d.since || (m.valueDate === d.since && m.seq < d.seq)) {
        d.since = m.valueDate;
        d.seq = m.seq;
      }
    }
  }
  let credits = 0n;
  const debts: { sourceKind: SourceKind; sourceId: string; owed: Tetri; since: string; seq: number }[] = [];
  for (const d of docs.values()) {
    if (d.net > 0n) credits += d.net;
    else if (d.net < 0n) debts.push({ sourceKind: d.sourceKind, sourceId: d.sourceId, owed: -d.net, since: d.since, seq: d.seq });
  }
  debts.sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : a.seq - b.seq));
  let cumulative = 0n;
  const obligations = debts.map((d) => {
    cumulative += d.owed;
    return { sourceKind: d.sourceKind, sourceId: d.sourceId, owed: d.owed, since: d.since, settled: cumulative <= credits };
  });
  return { obligations, credits, outstanding: cumulative > credits ? cumulative - credits : 0n };
}

/** Payment type of a fine (paid or payable); null when it asks nothing (canceled, under appeal). */
export function finePaymentType(fineId: string, settlement: ReturnType<typeof settle>): 'paid' | 'payable' | null {
  const o = settlement.obligations.find((x) => x.sourceKind === 'fine' && x.sourceId === fineId);
  if (!o) return null;
  return o.settled ? 'paid' : 'payable';
}
