import type { WebhookEventType } from '@pensia/domain';
import type { Executor } from '../../db/create-db.ts';
import { endpointsWanting, insertDeliveries, insertEvent, organizationsWanting } from './webhooks.repository.ts';

/**
 * The outbox of the webhooks (docs/decisions/0103). An event is recorded, with one delivery per endpoint of the
 * organization that wants its type, in the transaction of the change that caused it: an event of a change rolled
 * back never existed, and one committed is delivered even if the server dies right after the commit (the delivery
 * row is the truth; the sweep of webhook-delivery.ts queues its job). Nothing is recorded for an organization
 * with no endpoint wanting the type.
 */

/** What this process is told once an event may be committed: the sweeps of its apps look for it at once. */
const listeners = new Set<() => void>();

export function onWebhookEvent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let nudge: NodeJS.Timeout | undefined;
/** Has the sweeps look for deliveries due soon (after an event is recorded, or a delivery is resent). */
export function wakeWebhookSweep() {
  if (nudge || listeners.size === 0) return;
  // after the emitting transaction has most likely committed; a later one is found by the periodic sweep
  nudge = setTimeout(() => {
    nudge = undefined;
    for (const l of listeners) l();
  }, 150);
  nudge.unref();
}

/**
 * Records an event of `type` for an organization (or each of several: a letter to many), with its deliveries, in
 * the caller's transaction. `data` is the body's `data`: ids and the essentials, amounts as decimal strings.
 */
export async function emitWebhookEvent(trx: Executor, organizationId: string | readonly string[], type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  const ids = typeof organizationId === 'string' ? [organizationId] : [...organizationId];
  if (ids.length === 0) return;
  const endpoints = await endpointsWanting(trx, ids, type);
  if (endpoints.length === 0) return;
  const byOrganization = new Map<string, string[]>();
  for (const e of endpoints) byOrganization.set(e.organizationId, [...(byOrganization.get(e.organizationId) ?? []), e.id]);
  const json = JSON.stringify(data);
  for (const [org, endpointIds] of byOrganization) {
    const event = await insertEvent(trx, org, type, json);
    await insertDeliveries(trx, org, event.id, endpointIds);
  }
  wakeWebhookSweep();
}

/** Records several events at once (a bank statement's matched payments), each as `emitWebhookEvent` does. */
export async function emitWebhookEvents(trx: Executor, events: readonly { organizationId: string; type: WebhookEventType; data: Record<string, unknown> }[]): Promise<void> {
  if (events.length === 0) return;
  const types = [...new Set(events.map((e) => e.type))];
  const wanted = await organizationsWanting(trx, [...new Set(events.map((e) => e.organizationId))], types);
  const orgs = new Set(wanted.map((w) => w.organizationId));
  for (const e of events) if (orgs.has(e.organizationId)) await emitWebhookEvent(trx, e.organizationId, e.type, e.data);
}

/** An approval feature's events: asked for and given (emitted in the transaction of the request or the approval). */
export function emitApprovalEvent(trx: Executor, organizationId: string, type: 'approval.requested' | 'approval.given', data: Record<string, unknown>): Promise<void> {
  return emitWebhookEvent(trx, organizationId, type, data);
}

/** The event of a bank statement's credit matched to an organization (by its load or by an operator's hand). */
export function paymentMatchedEvent(e: { organizationId: string | null; transactionId: string | null; amount: string; currency?: string; paidOn: string; reference: string; payerAccount: string | null; matchMethod: string | null }) {
  return {
    organizationId: e.organizationId!,
    type: 'payment.matched' as const,
    data: { paymentId: e.transactionId, amount: e.amount, currency: e.currency ?? 'GEL', paidOn: e.paidOn, reference: e.reference, payerAccount: e.payerAccount, matchMethod: e.matchMethod },
  };
}
