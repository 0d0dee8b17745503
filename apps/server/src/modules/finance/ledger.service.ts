import {
  balanceOfParts,
  dateOfInstant,
  formatMoneyPlain,
  monthlyBalance,
  movementRefusal,
  partsOf,
  settle,
  type BalanceParts,
  type Movement,
  type MovementKind,
  type SourceKind,
  type SystemReason,
  type Tetri,
} from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';
import * as repo from './ledger.repository.ts';
import type { Executor } from './ledger.repository.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

/**
 * The organization's ledger (docs/decisions/0015). Every write of money goes through `recordMovement` or
 * `recordPayments`, in the transaction of the document it comes from, and takes the organization's lock
 * (`lockOrganizations`, docs/decisions/0048); every figure is computed from the movements.
 */

/**
 * The per-organization lock of the balance (docs/decisions/0048): every write that changes a balance holds it
 * until its transaction ends, and a write that decides on the balance (a refund's approval) reads it after
 * taking it, so no other write of that organization's money commits in between. Several organizations are
 * locked in the order of their ids. A writer takes it first in its transaction, before the rows of its own
 * document, so that lock order is always organization → document; taking it again is free.
 */
export async function lockOrganizations(db: Executor, organizationIds: Iterable<string>) {
  const ids = [...new Set(organizationIds)].sort();
  if (ids.length > 0) await repo.lockOrganizationRows(db, ids);
}

const tetriOf = tetriFromDb;

export interface MovementInput {
  organizationId: string;
  kind: MovementKind;
  /** Signed effect on the balance. */
  amount: Tetri;
  valueDate: string;
  sourceKind: SourceKind;
  sourceId: string;
  /** Typed by a person; a reason of the system is `systemReason` (docs/decisions/0074). */
  reason?: string | null;
  systemReason?: SystemReason | null;
  countersId?: string | null;
  createdBy?: string | null;
}

/** Appends a movement. A movement that breaks the rules is a defect of the caller, never the user's input. */
export function recordMovement(db: Executor, m: MovementInput) {
  const refusal = movementRefusal(m);
  // thrown at the call, before anything reaches the database
  if (refusal) throw new Error(`ledger movement refused (${refusal}): ${m.kind} ${m.amount}`);
  return appendMovement(db, m);
}

async function appendMovement(db: Executor, m: MovementInput) {
  await lockOrganizations(db, [m.organizationId]);
  return repo.insertMovement(db, {
    organizationId: m.organizationId,
    kind: m.kind,
    amount: formatMoneyPlain(m.amount),
    valueDate: m.valueDate,
    sourceKind: m.sourceKind,
    sourceId: m.sourceId,
    reason: m.systemReason ? null : (m.reason ?? null),
    reasonCode: m.systemReason?.code ?? null,
    reasonParams: m.systemReason ? JSON.stringify(m.systemReason.params) : null,
    countersId: m.countersId ?? null,
    createdBy: m.createdBy ?? null,
  });
}

/**
 * The contributions of a declaration become due when it is activated (called in the activation's
 * transaction). A declaration of nothing owes nothing and writes nothing.
 */
export async function recordContributionDue(
  db: Executor,
  d: {
    organizationId: string;
    declarationId: string;
    totalAmount: string;
    activatedAt: Date;
    createdBy: string | null;
  },
) {
  const total = tetriOf(d.totalAmount);
  if (total === 0n) return null;
  return recordMovement(db, {
    organizationId: d.organizationId,
    kind: 'contribution_due',
    amount: -total,
    valueDate: dateOfInstant(d.activatedAt),
    sourceKind: 'declaration',
    sourceId: d.declarationId,
    createdBy: d.createdBy,
  });
}

/**
 * A completed reversing declaration: its difference (corrected − declared contributions) as one movement,
 * in the completion's transaction. More owed lowers the balance, less owed raises it; no difference writes
 * nothing.
 */
export async function recordContributionAdjustment(
  db: Executor,
  r: {
    organizationId: string;
    reversalId: string;
    difference: Tetri;
    completedAt: Date;
    createdBy: string | null;
    systemReason?: SystemReason | null;
  },
) {
  if (r.difference === 0n) return null;
  return recordMovement(db, {
    organizationId: r.organizationId,
    kind: 'contribution_adjustment',
    amount: -r.difference,
    valueDate: dateOfInstant(r.completedAt),
    sourceKind: 'reversal',
    sourceId: r.reversalId,
    systemReason: r.systemReason,
    createdBy: r.createdBy,
  });
}

/** A payment that reached the agency: the bank's transaction and its movement, together. */
export function recordPayment(
  db: Db,
  now: Date,
  p: {
    organizationId: string;
    number: string;
    paidAt: string;
    bankName: string;
    accountNumber: string;
    amount: Tetri;
    reason: string;
    createdBy?: string | null;
  },
) {
  return db.transaction().execute(async (trx) => {
    await lockOrganizations(trx, [p.organizationId]);
    const t = await repo.insertTransaction(trx, {
      organizationId: p.organizationId,
      number: p.number,
      paidAt: p.paidAt,
      registeredAt: now,
      bankName: p.bankName,
      accountNumber: p.accountNumber,
      amount: formatMoneyPlain(p.amount),
      reason: p.reason,
    });
    await recordMovement(trx, {
      organizationId: p.organizationId,
      kind: 'payment_received',
      amount: p.amount,
      valueDate: p.paidAt,
      sourceKind: 'transaction',
      sourceId: t.id,
      reason: p.reason,
      createdBy: p.createdBy,
    });
    return t;
  });
}

/** A refund paid out to the organization (written when the agency pays it). */
export function recordRefundPaid(
  db: Executor,
  r: {
    organizationId: string;
    refundId: string;
    amount: Tetri;
    paidOn: string;
    createdBy?: string | null;
    reason?: string | null;
    systemReason?: SystemReason | null;
  },
) {
  return recordMovement(db, {
    organizationId: r.organizationId,
    kind: 'refund_paid',
    amount: -r.amount,
    valueDate: r.paidOn,
    sourceKind: 'refund',
    sourceId: r.refundId,
    createdBy: r.createdBy,
    reason: r.reason,
    systemReason: r.systemReason,
  });
}

/** The balance and its parts, from sums by kind. */
export async function balanceOf(db: Executor, organizationId: string): Promise<{ parts: BalanceParts; total: Tetri }> {
  const sums = await repo.sumsByKind(db, organizationId);
  const parts = partsOf(sums.map((s) => ({ kind: s.kind, amount: tetriOf(s.total) })));
  return { parts, total: balanceOfParts(parts) };
}

/** The organization's obligations settled oldest first (is a fine paid or payable). */
export async function settlementOf(db: Executor, organizationId: string) {
  const rows = await repo.movementsOf(db, organizationId);
  const movements: Movement[] = rows.map((r) => ({
    kind: r.kind,
    amount: tetriOf(r.amount),
    valueDate: r.valueDate,
    sourceKind: r.sourceKind,
    sourceId: r.sourceId,
    seq: Number(r.seq),
  }));
  return settle(movements);
}

/** The balance month by month from the first movement through `through` ('YYYY-MM'). */
export async function monthsOf(db: Executor, organizationId: string, through: string) {
  return (await balanceAndMonthsOf(db, organizationId, through)).months;
}

/**
 * The balance, its parts and the months from one pass over the movements (sums by month and kind): the
 * detailed balance reads the organization's history once.
 */
export async function balanceAndMonthsOf(db: Executor, organizationId: string, through: string) {
  const sums = await repo.monthlySums(db, organizationId);
  const byKind = sums.map((s) => ({ kind: s.kind, amount: tetriOf(s.total), valueDate: `${s.month}-01` }));
  // one pseudo-movement per month and kind: the aggregation is the same as over the movements themselves
  const rows = monthlyBalance(byKind, through);
  const counts = new Map<string, number>();
  for (const s of sums) counts.set(s.month, (counts.get(s.month) ?? 0) + s.n);
  const parts = partsOf(byKind);
  return { parts, total: balanceOfParts(parts), months: rows.map((r) => ({ ...r, count: counts.get(r.month) ?? 0 })) };
}

export const money = formatMoneyPlain;

export interface PaymentInput {
  /** The transaction's id, chosen by the caller (a statement entry points to it before it is written). */
  id: string;
  organizationId: string;
  number: string;
  paidAt: string;
  /** When the amount reached the agency. */
  registeredAt: Date;
  bankName: string;
  accountNumber: string;
  amount: Tetri;
  reason: string;
  createdBy?: string | null;
}

const PAYMENT_CHUNK = 1000;

/**
 * Payments that reached the agency, many at once, in the caller's transaction (a bank statement,
 * docs/decisions/0017): each a transaction row and its `payment_received` movement, as `recordPayment`
 * writes one, in a few statements instead of two per payment.
 */
export async function recordPayments(db: Executor, payments: readonly PaymentInput[]) {
  for (const p of payments) {
    const refusal = movementRefusal({ kind: 'payment_received', amount: p.amount, sourceKind: 'transaction' });
    if (refusal) throw new Error(`ledger movement refused (${refusal}): payment_received ${p.amount}`);
  }
  await lockOrganizations(
    db,
    payments.map((p) => p.organizationId),
  );
  for (let i = 0; i < payments.length; i += PAYMENT_CHUNK) {
    const chunk = payments.slice(i, i + PAYMENT_CHUNK);
    // a transaction row and its movement each, in one statement
    const written = await repo.insertPaymentsWithMovements(
      db,
      chunk.map((p) => ({ id: p.id, organizationId: p.organizationId, number: p.number, paidAt: p.paidAt, registeredAt: p.registeredAt, bankName: p.bankName, accountNumber: p.accountNumber, amount: formatMoneyPlain(p.amount), reason: p.reason, createdBy: p.createdBy ?? null })),
    );
    if (written !== 2 * chunk.length) throw new Error(`payments not recorded: ${written} rows written for ${chunk.length} payments`);
  }
}
