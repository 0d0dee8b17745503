import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { MoneySchema } from '../money/money.ts';
import { FinePaymentSchema, FineStatusSchema } from './finance.api.ts';

/**
 * A fine in the employer's own list: the employer's view of it and what the payments received do not cover
 * yet, the payments being applied to the organization's obligations oldest first (domain `settle`).
 */
export const EmployerFineSchema = FinePaymentSchema.extend({
  /** What is still to pay for this fine; "0.00" when paid, canceled or under appeal. */
  stillPayable: MoneySchema,
});
export type EmployerFine = z.infer<typeof EmployerFineSchema>;

/** A page of the organization's fines with the sums over all of them (not only the page's). */
export const EmployerFinesPageSchema = pageOf(EmployerFineSchema).extend({
  sums: z.object({
    /** What the fines in force still ask for, together. */
    stillPayable: MoneySchema,
    /** How many fines still ask for something. */
    payableCount: z.number().int(),
  }),
});
export type EmployerFinesPage = z.infer<typeof EmployerFinesPageSchema>;

export const EmployerFinesQuerySchema = PagingQuerySchema.extend({ status: FineStatusSchema.optional() });

export const employerFinesApi = defineApi('employerFines', {
  list: defineContract({
    method: 'GET', group: 'finance', path: 'fines', audience: 'user',
    summary: 'Fines of the caller\'s organization, newest first: amount, reason, status, what is still payable, with the sum still payable',
    query: EmployerFinesQuerySchema, response: resultEnvelope(EmployerFinesPageSchema),
  }),
}, { keyScopes: { read: 'finance:read' } });
