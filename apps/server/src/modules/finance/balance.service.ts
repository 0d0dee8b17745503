import { balanceOfParts, dateOfInstant, formatMoneyPlain, partsOf, type BalanceMonthDetail, type DetailedBalance, type MovementView, type OrgBalance } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import * as repo from './ledger.repository.ts';
import { balanceAndMonthsOf, balanceOf } from './ledger.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';

/** The caller's organization; a code or id given in the query must be its own (otherwise 404, revealing nothing). */
async function ownOrganization(deps: Deps, actor: Actor, q: { organizationId?: string; organizationCode?: string }) {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  const org = await repo.organizationById(deps.readDb, actor.organizationId);
  if (!org) throw new AppError('RECORD_NOT_FOUND');
  if ((q.organizationId && q.organizationId !== org.id) || (q.organizationCode && q.organizationCode !== org.code)) throw new AppError('RECORD_NOT_FOUND');
  return org;
}

/** `org-balance`: the sum of the organization's ledger and its parts. */
export async function orgBalance(deps: Deps, actor: Actor, q: { organizationId?: string; organizationCode?: string }): Promise<OrgBalance> {
  const org = await ownOrganization(deps, actor, q);
  const { parts, total } = await balanceOf(deps.readDb, org.id);
  return {
    organizationCode: org.code,
    payments: formatMoneyPlain(parts.paid),
    contributions: formatMoneyPlain(parts.declared),
    fines: formatMoneyPlain(parts.fines),
    refunds: formatMoneyPlain(parts.refunds),
    returned: formatMoneyPlain(parts.returned),
    totalBalance: formatMoneyPlain(total),
  };
}

/**
 * `users/{id}/detailed-balance`: the total (the info bar's figure), its parts, the balance month by month
 * through this month, and the movements of the month asked for. Only the caller's own id and organization.
 */
export async function detailedBalance(deps: Deps, actor: Actor, userId: string, q: { organizationCode?: string; month?: string }): Promise<DetailedBalance> {
  if (userId !== actor.userId || !actor.organizationId) throw new AppError('RECORD_NOT_FOUND');
  const org = await ownOrganization(deps, actor, q);
  const now = deps.clock.now();
  const [{ parts, total, months }, movements] = await Promise.all([
    balanceAndMonthsOf(deps.readDb, org.id, dateOfInstant(now).slice(0, 7)),
    q.month ? repo.movementsOfMonth(deps.readDb, org.id, q.month) : Promise.resolve(null),
  ]);
  const m = formatMoneyPlain;
  return {
    organizationCode: org.code,
    totalBalance: m(total),
    paymentsTotal: m(parts.paid),
    parts: { paid: m(parts.paid), declared: m(parts.declared), fines: m(parts.fines), refunds: m(parts.refunds), returned: m(parts.returned) },
    months: months.map((r) => ({
      month: r.month,
      declared: m(r.declared),
      paid: m(r.paid),
      fines: m(r.fines),
      refunds: m(r.refunds),
      returned: m(r.returned),
      balance: m(r.balance),
      movementCount: r.count,
    })),
    movements: movements ? movements.map(movementView) : null,
    updatedAt: now.toISOString(),
  };
}

function movementView(x: Awaited<ReturnType<typeof repo.movementsOfMonth>>[number]): MovementView {
  return {
    id: x.id,
    kind: x.kind,
    amount: formatMoneyPlain(tetriFromDb(x.amount)),
    valueDate: x.valueDate,
    sourceKind: x.sourceKind,
    sourceId: x.sourceId,
    documentNumber: x.documentNumber,
    reason: x.reason,
    systemReason: x.reasonCode ? { code: x.reasonCode, params: x.reasonParams ?? {} } : null,
    createdAt: new Date(x.createdAt).toISOString(),
  };
}

/**
 * `users/{id}/detailed-balance/months/{month}`: one month of the detailed balance — its row, computed from the
 * month's movements and the balance before it (one sum), and the movements themselves. The figures are those
 * of the month's row in the detailed balance; nothing of the other months is grouped or sent.
 */
export async function detailedBalanceMonth(deps: Deps, actor: Actor, userId: string, month: string, q: { organizationCode?: string }): Promise<BalanceMonthDetail> {
  if (userId !== actor.userId || !actor.organizationId) throw new AppError('RECORD_NOT_FOUND');
  const org = await ownOrganization(deps, actor, q);
  const [opening, movements] = await Promise.all([repo.balanceBefore(deps.readDb, org.id, `${month}-01`), repo.movementsOfMonth(deps.readDb, org.id, month)]);
  const parts = partsOf(movements.map((x) => ({ kind: x.kind, amount: tetriFromDb(x.amount) })));
  const openingBalance = tetriFromDb(opening);
  const m = formatMoneyPlain;
  return {
    organizationCode: org.code,
    openingBalance: m(openingBalance),
    row: {
      month,
      declared: m(parts.declared),
      paid: m(parts.paid),
      fines: m(parts.fines),
      refunds: m(parts.refunds),
      returned: m(parts.returned),
      balance: m(openingBalance + balanceOfParts(parts)),
      movementCount: movements.length,
    },
    movements: movements.map(movementView),
  };
}
