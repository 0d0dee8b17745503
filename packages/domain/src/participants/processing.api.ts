import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import * as S from './processing.schema.ts';

/**
 * The agency's unit prices and the monthly processing that turns paid contributions into units of the
 * pension fund (`/api/operator/v1`). Operators only: an employer's token is answered 403.
 */
export const processingApi = defineApi('processing', {
  unitPrices: defineContract({
    method: 'GET', group: 'operator', path: 'unit-prices', audience: 'operator',
    summary: 'Unit prices, newest day first',
    query: S.UnitPriceListQuerySchema, response: resultEnvelope(pageOf(S.UnitPriceSchema)),
  }),
  conversionPrice: defineContract({
    method: 'GET', group: 'operator', path: 'unit-prices/conversion', audience: 'operator',
    summary: "The unit price a run started now converts at: today's, else the latest before today; null when none is set",
    response: resultEnvelope(S.ConversionPriceSchema),
  }),
  setUnitPrice: defineContract({
    method: 'PUT', group: 'operator', path: 'unit-prices/:date', audience: 'operator',
    summary: 'Set the unit price of a day (GEL, above zero, at most 6 decimals); a price already set is replaced',
    params: S.UnitPriceDateParamsSchema, body: S.SetUnitPriceBodySchema, response: resultEnvelope(S.UnitPriceSchema),
  }),
  importUnitPrices: defineContract({
    method: 'POST', group: 'operator', path: 'unit-prices/import', audience: 'operator', isMultipart: true,
    summary: 'Import unit prices from a CSV file in `file`: a header line `date,price`, then `YYYY-MM-DD,price` lines; one bad line refuses the whole file, naming its line and column',
    response: resultEnvelope(S.UnitPriceImportResultSchema),
    form: { fileField: 'file', maxFiles: 1 },
  }),
  start: defineContract({
    method: 'POST', group: 'operator', path: 'processing', audience: 'operator',
    summary: "Process a month: paid declarations' rows become contributions by source converted to units; a run under way or cut short is resumed",
    body: S.StartProcessingBodySchema, response: resultEnvelope(S.ProcessingJobSchema), errors: [409],
  }),
  preview: defineContract({
    method: 'GET', group: 'operator', path: 'processing/preview', audience: 'operator',
    summary: 'What a start of the month would process now: its paid declarations and their rows, the unpaid ones, a run under way',
    query: S.ProcessingPreviewQuerySchema, response: resultEnvelope(S.ProcessingPreviewSchema),
  }),
  jobs: defineContract({
    method: 'GET', group: 'operator', path: 'processing', audience: 'operator',
    summary: 'Processing runs, newest first',
    query: S.ProcessingJobListQuerySchema, response: resultEnvelope(pageOf(S.ProcessingJobSchema)),
  }),
  job: defineContract({
    method: 'GET', group: 'operator', path: 'processing/:id', audience: 'operator',
    summary: 'Progress and result of a processing run',
    params: S.ProcessingJobParamsSchema, response: resultEnvelope(S.ProcessingJobSchema),
  }),
});

export type ProcessingApi = typeof processingApi;
