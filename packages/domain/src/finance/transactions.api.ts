import { z } from 'zod';
import { parseAmountText } from '../declarations/amounts.ts';
import { isIsoDate } from '../declarations/declaration.schema.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { text } from '../http/text.ts';
import { XLSX_CONTENT_TYPE } from '../files/content-types.ts';
import { UserParamsSchema } from '../user/user.schema.ts';
import { vmsg } from '../i18n/messages.ts';
import { MoneySchema, type Tetri } from '../money/money.ts';
import { ExportAcceptedSchema } from '../http/exports.ts';

export const PDF_TYPE = 'application/pdf';

const DateFilterSchema = text({ error: vmsg('invalidType') }).trim().refine(isIsoDate, vmsg('dateFormat'));

/** An amount bound of a filter: zero or more, at most two decimals. */
const AmountFilterSchema = text({ error: vmsg('invalidType') }).superRefine((t, ctx) => {
  const r = parseAmountText(t);
  if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message });
  else if (r.tetri < 0n) ctx.addIssue({ code: 'custom', message: vmsg('notNegative') });
});

const filterShape = {
  /** Payment date from (inclusive), YYYY-MM-DD. */
  dateFrom: DateFilterSchema.optional(),
  /** Payment date to (inclusive), YYYY-MM-DD. */
  dateTo: DateFilterSchema.optional(),
  amountFrom: AmountFilterSchema.optional(),
  amountTo: AmountFilterSchema.optional(),
  /** The paying bank's name, as the transactions list offers it. */
  bankName: text({ error: vmsg('invalidType') }).trim().max(200, vmsg('tooLong', { max: 200 })).optional(),
};

const amountOf = (t: string | undefined): Tetri | undefined => {
  if (t === undefined) return undefined;
  const r = parseAmountText(t);
  return r.ok ? r.tetri : undefined;
};

/** An end before its start (dates or amounts) is refused, with the message on the end's field. */
function checkRanges(q: { dateFrom?: string; dateTo?: string; amountFrom?: string; amountTo?: string }, ctx: z.RefinementCtx) {
  if (q.dateFrom && q.dateTo && q.dateTo < q.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: vmsg('dateRangeOrder') });
  const from = amountOf(q.amountFrom);
  const to = amountOf(q.amountTo);
  if (from !== undefined && to !== undefined && to < from) ctx.addIssue({ code: 'custom', path: ['amountTo'], message: vmsg('amountRangeOrder') });
}

export const TransactionsFilterSchema = z.object(filterShape).superRefine(checkRanges);
export type TransactionsFilter = z.input<typeof TransactionsFilterSchema>;
export const TransactionsQuerySchema = PagingQuerySchema.extend(filterShape).superRefine(checkRanges);
export type TransactionsQuery = z.input<typeof TransactionsQuerySchema>;

/** The exact amount of a filter bound in tetri (the schema has checked it). */
export const filterAmount = amountOf;

/** A payment of the organization as the bank reported it (glossary: transaction). */
export const TransactionSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** Payment date (YYYY-MM-DD). */
  paidAt: z.string(),
  /** When the amount reached the agency (ISO instant). */
  registeredAt: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  amount: MoneySchema,
  reason: z.string(),
});
export type TransactionView = z.infer<typeof TransactionSchema>;

export const TransactionsPageSchema = pageOf(TransactionSchema).extend({
  sums: z.object({
    /** The payments that match the filter. */
    transactions: MoneySchema,
    /** Contributions declared (due by activated declarations, with their adjustments) in the filter's date range. */
    contributions: MoneySchema,
  }),
  /** The banks the organization's payments came from (the bank filter's choices). */
  banks: z.array(z.string()),
});
export type TransactionsPage = z.infer<typeof TransactionsPageSchema>;

export const transactionsApi = defineApi('transactions', {
  list: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/org-transactions-list', audience: 'user',
    summary: 'Payments of the organization, newest first, by payment date, amount and bank, with the sums of payments and of contributions declared',
    query: TransactionsQuerySchema, response: resultEnvelope(TransactionsPageSchema),
  }),
  export: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/org-transactions-list/export', audience: 'user',
    summary: 'The payments of the filter as a workbook (.xlsx) in the request\'s language, with their sums',
    query: TransactionsFilterSchema, response: z.any(), isBlob: true, accepted: resultEnvelope(ExportAcceptedSchema), contentTypes: [XLSX_CONTENT_TYPE],
  }),
}, { keyScopes: { read: 'finance:read' } });

export const DetailedBalanceExportQuerySchema = z.object({ organizationCode: text().trim().max(20).optional() });

export const detailedBalanceExportApi = defineApi('detailedBalanceExport', {
  export: defineContract({
    method: 'GET', group: 'user', path: 'users/:id/detailed-balance/export', audience: 'user',
    summary: 'The balance month by month (declared, paid, fines, refunds, running balance) as a workbook (.xlsx) in the request\'s language',
    params: UserParamsSchema, query: DetailedBalanceExportQuerySchema, response: z.any(), isBlob: true, accepted: resultEnvelope(ExportAcceptedSchema),
    errors: [404], contentTypes: [XLSX_CONTENT_TYPE],
  }),
}, { keyScopes: { read: 'finance:read' } });

/** Documents a payment order can be asked for. */
export const PAYMENT_ORDER_DOCUMENTS = ['declaration', 'fine'] as const;
export type PaymentOrderDocument = (typeof PAYMENT_ORDER_DOCUMENTS)[number];

export const PaymentOrderQuerySchema = z.object({
  documentNumberId: z.uuid({ error: vmsg('invalidType') }),
  documentType: z.enum(PAYMENT_ORDER_DOCUMENTS, { error: vmsg('invalidType') }),
});

export const paymentOrderApi = defineApi('paymentOrder', {
  download: defineContract({
    method: 'GET', group: 'frontOffice', path: 'statements/download-org-order-file', audience: 'user',
    summary: 'A payment order (PDF) for what a declaration or a fine of the organization still owes, with the organization\'s code in its purpose',
    query: PaymentOrderQuerySchema, response: z.any(), isBlob: true, errors: [404, 409, 422], contentTypes: [PDF_TYPE],
  }),
}, { keyScopes: { read: 'finance:read' } });
