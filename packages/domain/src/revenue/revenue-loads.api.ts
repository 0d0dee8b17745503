import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { UploadParamsSchema, uploadStateSchema } from '../http/uploads.ts';
import { RevenueLoadResultSchema } from './revenue.api.ts';
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

/** Organization months a preview lists at most (those it replaces first). */
export const REVENUE_PREVIEW_MONTHS_SHOWN = 200;

export const RevenuePreviewMonthSchema = z.object({
  organizationCode: z.string(),
  organizationName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  /** Rows of this organization month stored now (what the load would replace); 0 when none. */
  storedRows: z.number().int(),
  /** Rows of this organization month in the file. */
  fileRows: z.number().int(),
});
export type RevenuePreviewMonth = z.infer<typeof RevenuePreviewMonthSchema>;

/** What a file would do if it were loaded (docs/decisions/0081): nothing is written to answer it. */
export const RevenueLoadPreviewSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  /** Rows, organizations and organization months of the file. */
  rows: z.number().int(),
  organizations: z.number().int(),
  monthCount: z.number().int(),
  /** Stored rows the load would replace, and in how many organization months. */
  replaced: z.number().int(),
  replacedMonths: z.number().int(),
  /** The file's organization months, those with stored rows first, then newest month first; at most REVENUE_PREVIEW_MONTHS_SHOWN. */
  months: z.array(RevenuePreviewMonthSchema),
});
export type RevenueLoadPreview = z.infer<typeof RevenueLoadPreviewSchema>;

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
  preview: defineContract({
    method: 'POST', group: 'operator', path: 'revenue-service/filings/preview', audience: 'operator', isMultipart: true,
    summary: 'What loading a file of the Revenue Service would do, without loading it: its organizations, months and rows, and the stored rows of which organization months it would replace; a file the load would refuse is refused the same way',
    response: resultEnvelope(RevenueLoadPreviewSchema),
    form: { fileField: 'file', maxFiles: 1 },
  }),
  upload: defineContract({
    method: 'GET', group: 'operator', path: 'revenue-service/filings/uploads/:id', audience: 'operator',
    summary: "The state of a load of the Revenue Service's filings: queued, running, done (with the load's answer) or failed (with its refusal)",
    params: UploadParamsSchema, response: resultEnvelope(uploadStateSchema(RevenueLoadResultSchema)), errors: [404],
  }),
});
