import { finePaymentType, formatMoneyPlain, type EmployerFine, type EmployerFinesPage, type FineStatus } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { finesPaymentList } from './fines.service.ts';
import { settlementOf } from './ledger.service.ts';
import { stillOwed } from './payment-order.service.ts';

/**
 * The employer's list of its fines: each with what the payments received do not cover yet (the same figure
 * its payment order asks for), and the sum still payable over all its fines. Paid or payable and the amount
 * still payable come from one reading of the ledger, so they always agree.
 */
export async function employerFines(deps: Deps, actor: Actor, q: { pageNumber: number; pageSize: number; status?: FineStatus }): Promise<EmployerFinesPage> {
  const organizationId = actor.organizationId;
  if (!organizationId) throw new AppError('FORBIDDEN');
  const [page, settlement] = await Promise.all([finesPaymentList(deps, actor, q), settlementOf(deps.readDb, organizationId)]);
  const items: EmployerFine[] = page.items.map((f) => ({
    ...f,
    paymentType: finePaymentType(f.id, settlement),
    stillPayable: formatMoneyPlain(stillOwed(settlement, 'fine', f.id)),
  }));
  let stillPayable = 0n;
  let payableCount = 0;
  for (const o of settlement.obligations) {
    if (o.sourceKind !== 'fine') continue;
    const owed = stillOwed(settlement, 'fine', o.sourceId);
    if (owed > 0n) {
      stillPayable += owed;
      payableCount += 1;
    }
  }
  return { ...page, items, sums: { stillPayable: formatMoneyPlain(stillPayable), payableCount } };
}
