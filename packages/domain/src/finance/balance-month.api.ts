import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { MoneySchema } from '../money/money.ts';
import { BalanceMonthSchema, MonthSchema, MovementSchema } from './finance.api.ts';

/**
 * The drill-down of the detailed balance into one month: the month's row (the same figures as its row of
 * `users/{id}/detailed-balance`) and its movements, read from that month's movements and the balance before
 * it, not from the whole history month by month.
 */
export const BalanceMonthParamsSchema = z.object({
  id: z.uuid({ error: vmsg('invalidType') }),
  month: MonthSchema,
});
export const BalanceMonthQuerySchema = z.object({ organizationCode: text().trim().max(20).optional() });

export const BalanceMonthDetailSchema = z.object({
  organizationCode: z.string(),
  /** The balance at the start of the month (the end of the month before). */
  openingBalance: MoneySchema,
  row: BalanceMonthSchema,
  /** The month's movements, oldest first. */
  movements: z.array(MovementSchema),
});
export type BalanceMonthDetail = z.infer<typeof BalanceMonthDetailSchema>;

export const detailedBalanceMonthApi = defineApi('detailedBalanceMonth', {
  month: defineContract({
    method: 'GET', group: 'user', path: 'users/:id/detailed-balance/months/:month', audience: 'user',
    summary: "One month of the organization's balance: its figures, the balance before it and its movements",
    params: BalanceMonthParamsSchema, query: BalanceMonthQuerySchema, response: resultEnvelope(BalanceMonthDetailSchema),
    errors: [404],
  }),
}, { keyScopes: { read: 'finance:read' } });
