import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../files/content-types.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { UploadAcceptedSchema } from '../http/uploads.ts';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_PAGE_SIZE } from '../http/paging.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { MoneySchema } from '../money/money.ts';
import { COMPARED_AMOUNTS, DIFFERENCE_KINDS } from './comparison.ts';
import { RevenueCommentSchema } from './revenue-comments.api.ts';
import { REVENUE_FIRST_YEAR } from './revenue-file.ts';
import { ExportAcceptedSchema } from '../http/exports.ts';

/**
 * The Revenue Service comparison (docs/decisions/0024): the operator loads the Revenue Service's monthly
 * income-tax filings; the employer sees, by year and month and then by person, what it declared against what
 * the Revenue Service was told. Reads under finance (the original portal's `rs-...` paths verbatim), the load
 * under the operator's back office.
 */

export const RevenueLoadResultSchema = z.object({
  loadId: z.string(),
  /** Rows of the file kept. */
  rows: z.number().int(),
  /** Organizations the file covers. */
  organizations: z.number().int(),
  /** Rows refused: a file with any refused row is refused as a whole, so a load that succeeded answers 0. */
  rejected: z.number().int(),
  /** Rows of earlier loads replaced (the same organization and month loaded again). */
  replaced: z.number().int(),
  /** Organization months the file covers. */
  months: z.number().int(),
});
export type RevenueLoadResult = z.infer<typeof RevenueLoadResultSchema>;

const YearSchema = z.coerce.number({ error: vmsg('invalidType') }).int({ error: vmsg('invalidType') }).min(REVENUE_FIRST_YEAR, vmsg('invalidType')).max(2100, vmsg('invalidType'));
const MonthSchema = z.coerce.number({ error: vmsg('invalidType') }).int({ error: vmsg('invalidType') }).min(1, vmsg('monthRange')).max(12, vmsg('monthRange'));

export const DifferenceKindSchema = z.enum(DIFFERENCE_KINDS, { error: vmsg('invalidType') });

const TotalsSchema = z.object({
  declaredIncome: MoneySchema,
  revenueIncome: MoneySchema,
  declaredContribution: MoneySchema,
  revenueContribution: MoneySchema,
  incomeDifference: MoneySchema,
  contributionDifference: MoneySchema,
  people: z.number().int(),
  counts: z.object({ missingInDeclaration: z.number().int(), missingAtRevenueService: z.number().int(), amountsDiffer: z.number().int(), same: z.number().int() }),
});
export type ComparisonTotalsDto = z.infer<typeof TotalsSchema>;

export const ComparisonMonthSchema = z.object({
  month: z.number().int(),
  /** The Revenue Service's filings of the month are loaded. */
  revenueLoaded: z.boolean(),
  /** A filed (open or closed) declaration of the month exists. */
  declared: z.boolean(),
  /** Declarations of the month: filed ones are compared; drafts are only counted. */
  declarationStatuses: z.array(z.string()),
  totals: TotalsSchema,
});
export type ComparisonMonth = z.infer<typeof ComparisonMonthSchema>;

export const ComparisonYearSchema = z.object({
  year: z.number().int(),
  /** Years with declarations or Revenue Service filings, newest first. */
  years: z.array(z.number().int()),
  months: z.array(ComparisonMonthSchema),
  totals: TotalsSchema,
});
export type ComparisonYear = z.infer<typeof ComparisonYearSchema>;

const SideSchema = z.object({ income: MoneySchema, contribution: MoneySchema, incomeTax: MoneySchema.nullable() });

export const ComparedPersonSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  personalIdentificationNumber: z.string(),
  lastName: z.string(),
  firstName: z.string().nullable(),
  kind: DifferenceKindSchema,
  declared: SideSchema.nullable(),
  revenue: SideSchema.nullable(),
  incomeDifference: MoneySchema,
  contributionDifference: MoneySchema,
  /** The employer's comment on the difference (docs/decisions/0031), when it has one; the person list answers it. */
  comment: RevenueCommentSchema.nullable().optional(),
  /** The filed (open or closed) declaration of the month a reversing declaration would correct: the person's, else the month's latest; null when the month has none. */
  reversibleDeclarationId: z.string().nullable().optional(),
});
export type ComparedPersonDto = z.infer<typeof ComparedPersonSchema>;

export const ComparisonDetailsSchema = z.object({
  items: z.array(ComparedPersonSchema),
  totalCount: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** Sums of every line the filters keep (not only of the page). */
  totals: TotalsSchema,
});
export type ComparisonDetails = z.infer<typeof ComparisonDetailsSchema>;

export const ComparisonYearQuerySchema = z.object({ year: YearSchema });

/** Filters of the person list: a month (else the whole year), a kind (`differences`: every kind but `same`), a personal number or surname. */
export const ComparisonDetailsQuerySchema = z.object({
  year: YearSchema,
  month: z.preprocess((v) => (v === '' ? undefined : v), MonthSchema.optional()),
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum([...DIFFERENCE_KINDS, 'differences', 'all'], { error: vmsg('invalidType') }).default('all')),
  search: text().trim().max(100, vmsg('tooLong', { max: 100 })).optional(),
  pageNumber: z.coerce.number().int().min(1).default(FIRST_PAGE),
  pageSize: z.coerce.number().int().min(1).default(DEFAULT_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});
export type ComparisonDetailsQuery = z.output<typeof ComparisonDetailsQuerySchema>;
export const ComparisonExportQuerySchema = ComparisonDetailsQuerySchema.omit({ pageNumber: true, pageSize: true });

export const ComparedAmountSchema = z.object({
  code: z.enum(COMPARED_AMOUNTS),
  /** Whether a difference in it makes a person's amounts differ (income tax is shown, not compared). */
  decidesKind: z.boolean(),
});
export const PartTypeSchema = z.object({ code: DifferenceKindSchema, isDifference: z.boolean() });

export const DeclarationCheckParamsSchema = z.object({ id: z.uuid({ error: vmsg('invalidType') }) });
export const DeclarationCheckSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The Revenue Service's filings of the month are loaded: without them there is nothing to check against. */
  revenueLoaded: z.boolean(),
  /** Lines of the declaration's month that differ, this declaration's rows in place of the month's other filed ones of the same type. */
  differences: z.array(ComparedPersonSchema),
  totals: TotalsSchema,
});
export type DeclarationCheck = z.infer<typeof DeclarationCheckSchema>;

export const revenueApi = defineApi('revenue', {
  load: defineContract({
    method: 'POST', group: 'operator', path: 'revenue-service/filings', audience: 'operator', isMultipart: true,
    summary: "Load the Revenue Service's income-tax filings (CSV or Excel of docs/revenue-service-layout.md, multipart field `file`); a month loaded again replaces that month for those organizations",
    response: resultEnvelope(RevenueLoadResultSchema),
    accepted: resultEnvelope(UploadAcceptedSchema),
    form: { fileField: 'file', maxFiles: 1 },
  }),
  year: defineContract({
    method: 'GET', group: 'finance', path: 'rs-pa-compare2a', audience: 'user',
    summary: "The organization's year compared with the Revenue Service, month by month: sums and the number of people of each kind of difference",
    query: ComparisonYearQuerySchema, response: resultEnvelope(ComparisonYearSchema),
  }),
  yearDetails: defineContract({
    method: 'GET', group: 'finance', path: 'rs-pa-compare2a-year-details', audience: 'user',
    summary: 'People of a year (or one month of it) compared with the Revenue Service, filtered by kind of difference, personal number or surname; a page, with the sums of all',
    query: ComparisonDetailsQuerySchema, response: resultEnvelope(ComparisonDetailsSchema),
  }),
  paymentTypes: defineContract({
    method: 'GET', group: 'finance', path: 'rs-payment-types', audience: 'user',
    summary: 'The amounts the comparison shows side by side',
    response: resultEnvelope(z.array(ComparedAmountSchema)),
  }),
  partTypes: defineContract({
    method: 'GET', group: 'finance', path: 'get-comparison-part-type', audience: 'user',
    summary: 'The kinds of difference of the comparison',
    response: resultEnvelope(z.array(PartTypeSchema)),
  }),
  report: defineContract({
    method: 'GET', group: 'finance', path: 'rs-pa-compare2a-report', audience: 'user',
    summary: 'The people of the comparison as the filters keep them (.xlsx, in the request language)',
    query: ComparisonExportQuerySchema, response: z.any(), isBlob: true, accepted: resultEnvelope(ExportAcceptedSchema), contentTypes: [XLSX_CONTENT_TYPE],
  }),
  declarationCheck: defineContract({
    method: 'GET', group: 'finance', path: 'fbo/declarations/monthly-decs/:id/revenue-service-check', audience: 'user',
    summary: "A declaration's rows against the Revenue Service's filings of its month, before it is activated",
    params: DeclarationCheckParamsSchema, response: resultEnvelope(DeclarationCheckSchema), errors: [404],
  }),
});
