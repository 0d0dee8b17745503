import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { vmsg } from '../i18n/messages.ts';

/**
 * The operator's recent loads of the Revenue Service's filings (docs/decisions/0024): each load with the
 * organization months it still holds (a later load of the same organization and month replaces it).
 */

/** Loads the list answers at most, and organization months shown per load at most. */
export const REVENUE_LOADS_MAX = 50;
export const REVENUE_LOADS_DEFAULT = 10;
export const REVENUE_LOAD_MONTHS_SHOWN = 24;

export const RevenueLoadMonthSchema = z.object({
  organizationCode: z.string(),
  organizationName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  /** Rows of this organization month the load still holds. */
  rows: z.number().int(),
});
export type RevenueLoadMonth = z.infer<typeof RevenueLoadMonthSchema>;

export const RevenueLoadSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  loadedAt: z.string(),
  /** Rows and organizations of the file when it was loaded. */
  rows: z.number().int(),
  organizations: z.number().int(),
  /** Organization months the load still holds, newest month first, at most REVENUE_LOAD_MONTHS_SHOWN. */
  months: z.array(RevenueLoadMonthSchema),
  /** How many organization months the load still holds (beyond those listed). */
  monthCount: z.number().int(),
});
export type RevenueLoadSummary = z.infer<typeof RevenueLoadSummarySchema>;

export const RevenueLoadsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: vmsg('invalidType') })
    .int({ error: vmsg('invalidType') })
    .min(1, vmsg('invalidType'))
    .default(REVENUE_LOADS_DEFAULT)
    .transform((n) => Math.min(n, REVENUE_LOADS_MAX)),
});

export const revenueLoadsApi = defineApi('revenueLoads', {
  recent: defineContract({
    method: 'GET', group: 'operator', path: 'revenue-service/loads', audience: 'operator',
    summary: "The latest loads of the Revenue Service's filings, newest first, each with the organization months it still holds",
    query: RevenueLoadsQuerySchema, response: resultEnvelope(z.array(RevenueLoadSummarySchema)),
  }),
});
