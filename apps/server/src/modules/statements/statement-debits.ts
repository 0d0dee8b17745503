import { formatMoneyPlain as money, type SystemReason } from '@pensia/domain';
import type { Executor } from '../finance/ledger.repository.ts';
import { lockOrganizations, recordMovement } from '../finance/ledger.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import type { StatementDebit } from './statement-parser.ts';

/**
 * A statement's debits (docs/decisions/0047): listed once each with the bank's reason, and a return of a
 * matched payment taken back from the organization that had it.
 */

/**
 * Takes a matched payment back from the organization that had it: a `payment_reversed` counter-movement of its
 * `payment_received` (docs/decisions/0023, 0047), at the value date given (the payment's own when undone by hand).
 */
export async function takeBackPayment(
  trx: Executor,
  transactionId: string,
  o: { valueDate?: string; reason: string | null; systemReason?: SystemReason; createdBy: string | null },
) {
  const payment = await trx
    .selectFrom('ledgerMovements')
    .select(['id', 'amount', 'valueDate', 'organizationId'])
    .where('sourceKind', '=', 'transaction')
    .where('sourceId', '=', transactionId)
    .where('kind', '=', 'payment_received')
    .executeTakeFirstOrThrow();
  // held already when the caller took it first; else taken here, so no balance write goes without it
  await lockOrganizations(trx, [payment.organizationId]);
  const movement = await recordMovement(trx, {
    organizationId: payment.organizationId,
    kind: 'payment_reversed',
    amount: -tetriFromDb(payment.amount),
    valueDate: o.valueDate ?? payment.valueDate,
    sourceKind: 'transaction',
    sourceId: transactionId,
    reason: o.reason,
    systemReason: o.systemReason ?? null,
    countersId: payment.id,
    createdBy: o.createdBy,
  });
  return { id: movement.id, organizationId: payment.organizationId };
}

/**
 * The booked debits, each once (account + identity); a debit naming a matched payment of the same amount on the
 * same account (its AcctSvcrRef, end-to-end id or transaction id is the entry's identity) is its return: the
 * payment is taken back from that organization by a `payment_reversed` counter-movement at the debit's date.
 */
export async function storeDebits(
  trx: Executor,
  debits: readonly StatementDebit[],
  statementIds: Map<number, { id: string }>,
  loadedBy: string | null,
) {
  let returns = 0;
  for (const d of [...debits].sort((a, b) => (a.account + a.reference < b.account + b.reference ? -1 : 1))) {
    const row = await trx
      .insertInto('bankStatementDebits')
      .values({
        statementId: statementIds.get(d.statement)!.id,
        position: d.position,
        account: d.account,
        reference: d.reference,
        bookingDate: d.bookingDate,
        amount: money(d.amount),
        reason: d.reason,
      })
      .onConflict((oc) => oc.columns(['account', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row || d.refs.length === 0) continue;
    const candidate = await trx
      .selectFrom('bankStatementEntries')
      .select(['id', 'organizationId'])
      .where('account', '=', d.account)
      .where('reference', 'in', d.refs)
      .where('amount', '=', money(d.amount))
      .where('status', '=', 'matched')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bankStatementDebits as r')
              .select('r.id')
              .whereRef('r.returnOfEntryId', '=', 'bankStatementEntries.id'),
          ),
        ),
      )
      .executeTakeFirst();
    if (!candidate?.organizationId) continue;
    // the organization first, then the entry, as every balance write does (docs/decisions/0048)
    await lockOrganizations(trx, [candidate.organizationId]);
    const entry = await trx
      .selectFrom('bankStatementEntries')
      .select(['id', 'transactionId'])
      .where('id', '=', candidate.id)
      .where('status', '=', 'matched')
      .forUpdate()
      .executeTakeFirst();
    if (!entry?.transactionId) continue;
    const reversed = await takeBackPayment(trx, entry.transactionId, {
      valueDate: d.bookingDate, // named by a code and the bank's reference, in the reader's language; the bank's own words (often a bare
      // transaction code) stay on the debit, listed to the operator
      reason: null,
      systemReason: { code: 'STATEMENT_RETURN', params: { reference: d.reference } },
      createdBy: loadedBy,
    });
    await trx
      .updateTable('bankStatementDebits')
      .set({ returnOfEntryId: entry.id, movementId: reversed.id })
      .where('id', '=', row.id)
      .execute();
    returns++;
  }
  return returns;
}
