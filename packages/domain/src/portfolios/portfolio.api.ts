import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { MoneySchema } from '../money/money.ts';

/**
 * The agency's portfolios: the operator's loads of a portfolio's monthly report (`/api/operator/v1`) and the
 * participant's own portfolio with its allocation and returns (`/api/user/v1/participant/portfolio`).
 */

const Share = z.object({ code: z.string(), share: z.string() });

const Names = z.object({ ka: z.string(), en: z.string(), ru: z.string() });

/** A load on the portfolio screen: a month's report of a portfolio or a file of inflation figures, loaded or refused. */
export const PortfolioReportLoadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  /** A portfolio's monthly report, or Geostat's year-on-year inflation figures. */
  kind: z.enum(['report', 'inflation']),
  /** Refused: nothing of the file was kept, `refusal` says why. */
  status: z.enum(['loaded', 'refused']),
  portfolioId: z.string().nullable(),
  /** The portfolio's name in each language (a report that was loaded). */
  portfolioName: Names.nullable(),
  /** The report's month, or the last month of inflation figures; null when refused. */
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  /** The first month of inflation figures (`YYYY-MM`); null for a report. */
  firstMonth: z.string().nullable(),
  lines: z.number().int().nullable(),
  /** A report of the same portfolio and month (or a month's inflation figure) was there before and this one replaced it. */
  replaced: z.boolean().nullable(),
  /** Why the file was refused, in the reader's language (the line and column wrong); null when loaded. */
  refusal: z.string().nullable(),
  loadedAt: z.string(),
  /** The operator who loaded it (their username; null once their account is gone). */
  loadedBy: z.string().nullable(),
});
export type PortfolioReportLoad = z.infer<typeof PortfolioReportLoadSchema>;

export const PortfolioSummarySchema = z.object({
  id: z.string(),
  name: Names,
  description: Names,
  riskLevel: z.number().int().min(1).max(3),
  isDefault: z.boolean(),
});
export type PortfolioSummary = z.infer<typeof PortfolioSummarySchema>;

export const PeriodReturnSchema = z.object({
  period: z.enum(['oneMonth', 'oneYear', 'threeYears', 'sinceStart']),
  from: z.string(),
  to: z.string(),
  /** Percent to 2 decimals ("5.39"). */
  cumulative: z.string(),
  perYear: z.string().nullable(),
});

/** Consumer-price inflation over a return's period, from Geostat's year-on-year figures (months `YYYY-MM`). */
export const PeriodInflationSchema = z.object({
  period: z.enum(['oneMonth', 'oneYear', 'threeYears', 'sinceStart']),
  from: z.string(),
  to: z.string(),
  cumulative: z.string(),
  perYear: z.string().nullable(),
});

/** The participant's portfolio: what it is, its latest report, its returns and the participant's own. */
export const ParticipantPortfolioSchema = z.object({
  portfolio: PortfolioSummarySchema,
  since: z.string().nullable(),
  report: z
    .object({
      year: z.number().int(),
      month: z.number().int(),
      asOf: z.string(),
      unitPrice: z.string(),
      netAssets: MoneySchema,
      managementFee: z.string(),
      assetClasses: z.array(Share),
      currencies: z.array(Share),
      holdings: z.array(Share),
    })
    .nullable(),
  returns: z.array(PeriodReturnSchema),
  /** Inflation over the returns' periods where the agency publishes it (domain-rules.md, Inflation beside the returns). */
  inflation: z.array(PeriodInflationSchema),
  ownReturn: z.object({ from: z.string(), to: z.string(), paidIn: MoneySchema, value: MoneySchema, gain: MoneySchema, cumulative: z.string() }).nullable(),
  others: z.array(PortfolioSummarySchema),
});
export type ParticipantPortfolio = z.infer<typeof ParticipantPortfolioSchema>;

export const portfolioApi = defineApi('portfolios', {
  loadReport: defineContract({
    method: 'POST', group: 'operator', path: 'portfolio-reports', audience: 'operator', isMultipart: true,
    summary: "Load a portfolio's monthly report from a CSV or Excel file in `file` (docs/portfolio-report-layout.md); one thing wrong refuses the whole file, naming its line and column; a report of the same portfolio and month is replaced",
    response: resultEnvelope(PortfolioReportLoadSchema),
    form: { fileField: 'file', maxFiles: 1 },
  }),
  reportLoads: defineContract({
    method: 'GET', group: 'operator', path: 'portfolio-reports/loads', audience: 'operator',
    summary: 'Loads of portfolio reports and inflation figures, loaded or refused (with the reason), newest first',
    query: PagingQuerySchema, response: resultEnvelope(pageOf(PortfolioReportLoadSchema)),
  }),
  loadInflation: defineContract({
    method: 'POST', group: 'operator', path: 'portfolio-reports/inflation', audience: 'operator', isMultipart: true,
    summary: "Load Geostat's year-on-year consumer-price inflation, one line a month, from a CSV or Excel file in `file` (docs/portfolio-report-layout.md, Inflation); one thing wrong refuses the whole file; a month given again replaces it",
    response: resultEnvelope(PortfolioReportLoadSchema),
    form: { fileField: 'file', maxFiles: 1 },
  }),
  mine: defineContract({
    method: 'GET', group: 'user', path: 'participant/portfolio', audience: 'participant',
    summary: "The participant's portfolio: its latest report (allocation by asset class and currency, largest holdings, unit price, fee), its time-weighted returns and the participant's money-weighted return",
    response: resultEnvelope(ParticipantPortfolioSchema),
  }),
});
