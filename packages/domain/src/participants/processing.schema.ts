import { z } from 'zod';
import { vmsg } from '../i18n/messages.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { text } from '../http/text.ts';
import { isCalendarDate } from '../declarations/declaration.schema.ts';
import { parseUnitPrice } from './units.ts';

/**
 * Unit prices kept by the agency and the monthly processing of contributions (`/api/operator/v1`).
 * A unit price is a decimal string in GEL with at most 6 decimals, above zero and below 1,000,000.
 */

/** The largest unit price the table keeps: numeric(12,6), below 1,000,000 GEL. */
export const MAX_UNIT_PRICE_MICRO = 999_999_999_999n;

/** A unit price as typed: undefined when it is not a price the agency can keep. */
export function unitPriceRefusal(value: string): 'unitPriceFormat' | undefined {
  const micro = parseUnitPrice(value);
  return micro === undefined || micro > MAX_UNIT_PRICE_MICRO ? 'unitPriceFormat' : undefined;
}

/** A calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return Boolean(m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])));
}

export const UnitPriceDateParamsSchema = z.object({
  date: text().trim().refine(isIsoDay, vmsg('dateFormat')),
});

export const SetUnitPriceBodySchema = z.object({
  price: text({ error: vmsg('required') })
    .trim()
    .min(1, vmsg('required'))
    .refine((v) => unitPriceRefusal(v) === undefined, vmsg('unitPriceFormat')),
});
export type SetUnitPriceBody = z.infer<typeof SetUnitPriceBodySchema>;

export const UnitPriceSchema = z.object({
  date: z.string(),
  /** GEL per unit, 6 decimals. */
  price: z.string(),
  updatedAt: z.string(),
});
export type UnitPrice = z.infer<typeof UnitPriceSchema>;

export const UnitPriceListQuerySchema = PagingQuerySchema;

/**
 * The unit price a run started now converts at: the conversion date is today (Tbilisi), its price that day's,
 * else the latest one before it; none when no price is set on or before today (a run is then refused).
 */
export const ConversionPriceSchema = z.object({
  /** Today: the conversion date of a run started now. */
  conversionDate: z.string(),
  /** The price it converts at, and the day that price was set for (today's, or an earlier day's). */
  price: z.object({ date: z.string(), price: z.string() }).nullable(),
});
export type ConversionPrice = z.infer<typeof ConversionPriceSchema>;

export const UnitPriceImportResultSchema = z.object({
  /** Rows read and kept (a date already priced takes the file's price). */
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});

/** The layout of the CSV import: a header line `date,price`, then one `YYYY-MM-DD,price` line a day. */
export const UNIT_PRICE_CSV_HEADER = ['date', 'price'] as const;
/** Most lines one import takes. */
export const MAX_UNIT_PRICE_ROWS = 20_000;

export const StartProcessingBodySchema = z.object({
  year: z.number({ error: vmsg('required') }).int(vmsg('invalidType')).min(2019, vmsg('periodBeforeScheme')).max(9999, vmsg('periodInFuture')),
  month: z.number({ error: vmsg('monthRange') }).int(vmsg('monthRange')).min(1, vmsg('monthRange')).max(12, vmsg('monthRange')),
});
export type StartProcessingBody = z.infer<typeof StartProcessingBodySchema>;

/** The month a start would process, asked before it starts (docs/decisions/0081). */
export const ProcessingPreviewQuerySchema = z.object({
  year: z.coerce.number({ error: vmsg('required') }).int(vmsg('invalidType')).min(2019, vmsg('periodBeforeScheme')).max(9999, vmsg('periodInFuture')),
  month: z.coerce.number({ error: vmsg('monthRange') }).int(vmsg('monthRange')).min(1, vmsg('monthRange')).max(12, vmsg('monthRange')),
});

/** What a start of the month would process now: its paid declarations and their rows; nothing is started to answer it. */
export const ProcessingPreviewSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** Paid declarations not yet processed, and their rows. */
  declarations: z.number().int(),
  rows: z.number().int(),
  /** Filed declarations not yet paid: the run counts them and leaves them. */
  unpaidDeclarations: z.number().int(),
  /** A run of the month is under way: a start resumes it. */
  running: z.boolean(),
  /** Participants' portfolio switches wait for the run. */
  pendingSwitches: z.boolean(),
});
export type ProcessingPreview = z.infer<typeof ProcessingPreviewSchema>;

export const PROCESSING_STATUSES = ['running', 'done', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export const ProcessingJobSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(PROCESSING_STATUSES),
  /** The day whose unit price converts the month's contributions. */
  conversionDate: z.string(),
  unitPrice: z.string(),
  declarationCount: z.number().int(),
  /** Declaration rows of the month to process, and those done. */
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  batches: z.number().int(),
  /** Contributions written, their amount (GEL) and units. */
  contributionCount: z.number().int(),
  amount: z.string(),
  units: z.string(),
  stateAmount: z.string(),
  /** Declarations of the month not processed because their organization has not paid them. */
  unpaidDeclarations: z.number().int(),
  /** Why a run failed (in the operator's language), null otherwise. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProcessingJob = z.infer<typeof ProcessingJobSchema>;

export const ProcessingJobParamsSchema = z.object({ id: text().trim().min(1).max(64) });
export const ProcessingJobListQuerySchema = PagingQuerySchema;

/** Sources of a contribution (employee, organization, pension fund — the state's share; docs/domain-rules.md). */
export const CONTRIBUTION_SOURCES = ['employee', 'organization', 'state'] as const;
export type ContributionSource = (typeof CONTRIBUTION_SOURCES)[number];
/** Statuses of a contribution on the participant's account. */
export const CONTRIBUTION_STATUSES = ['paid', 'unpaid', 'converted'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
