import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { UploadAcceptedSchema, UploadParamsSchema, uploadStateSchema } from '../http/uploads.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { isIsoDate } from '../declarations/declaration.schema.ts';
import { multilineText, text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { MoneySchema } from '../money/money.ts';

/**
 * Bank statements in the back office (docs/decisions/0017): the operator loads the bank's statement
 * (ISO 20022 camt.053 XML, or the CSV layout below); each booked credit entry becomes a payment of the
 * organization it is matched to, the others wait in a queue the operator matches by hand.
 */

/** Largest statement file: a day's statement of the agency's account can hold tens of thousands of entries. */
export const STATEMENT_MAX_BYTES = 32 * 1024 * 1024;
/** Most entries (credits and debits) one statement may hold. */
export const STATEMENT_MAX_ENTRIES = 100_000;
/** The only currency of the scheme's payments. */
export const STATEMENT_CURRENCY = 'GEL';

/**
 * The CSV layout (docs/bank-statement-csv.md): UTF-8 (a BOM allowed), comma or semicolon separated, quotes
 * as RFC 4180, a header line naming the columns (any order, case ignored). Required columns first.
 */
export const STATEMENT_CSV_REQUIRED_COLUMNS = ['account', 'reference', 'booking_date', 'amount', 'currency', 'direction'] as const;
export const STATEMENT_CSV_OPTIONAL_COLUMNS = ['value_date', 'payer_code', 'payer_name', 'payer_account', 'payer_bank', 'remittance'] as const;
export type StatementCsvColumn = (typeof STATEMENT_CSV_REQUIRED_COLUMNS)[number] | (typeof STATEMENT_CSV_OPTIONAL_COLUMNS)[number];

/**
 * Codes of organizations named in a payment's remittance text: every run of exactly 9 or 11 digits (a legal
 * entity's code, an individual entrepreneur's personal number), in the order they appear, without repeats.
 */
export function codesInRemittance(remittance: string | null | undefined): string[] {
  if (!remittance) return [];
  const out: string[] = [];
  for (const m of remittance.matchAll(/(?<!\d)(\d{9}|\d{11})(?!\d)/g)) if (!out.includes(m[1]!)) out.push(m[1]!);
  return out;
}

export const StatementLoadResultSchema = z.object({
  /** The first statement of the file. */
  statementId: z.string(),
  /** Statements in the file (camt.053 `Stmt`, camt.054 `Ntfctn`; a CSV file is one). */
  statements: z.number().int(),
  /** Of them, loaded before: when it is every statement, the file added nothing. */
  alreadyLoaded: z.number().int(),
  /** Credit entries the statement holds (matched + unmatched + duplicates). */
  entries: z.number().int(),
  /** New entries matched to an organization: each is a payment now. */
  matched: z.number().int(),
  /** New entries no organization was found for: they wait in the queue. */
  unmatched: z.number().int(),
  /** Entries loaded before (the same bank reference on the same account): nothing added for them. */
  duplicates: z.number().int(),
  /** Entries that are not payments to the agency: debits, reversals, entries not booked. */
  ignored: z.number().int(),
  /** Booked debits on the agency's account, listed with their reason. */
  debits: z.number().int(),
  /** Of them, returns of payments already matched: each taken back from its organization's ledger. */
  returns: z.number().int(),
  /** New entries whose payer's IBAN fails its check: booked, flagged for the operator. */
  flagged: z.number().int(),
});
export type StatementLoadResult = z.infer<typeof StatementLoadResultSchema>;

/** An entry of a statement as the back office sees it. */
export const StatementEntrySchema = z.object({
  id: z.string(),
  statementId: z.string(),
  account: z.string(),
  reference: z.string(),
  bookingDate: z.string(),
  valueDate: z.string(),
  amount: MoneySchema,
  currency: z.string(),
  payerCode: z.string().nullable(),
  payerName: z.string().nullable(),
  payerAccount: z.string().nullable(),
  payerBank: z.string().nullable(),
  remittance: z.string().nullable(),
  /** The payer's IBAN fails its mod-97 check: the money was booked, the operator should look at it. */
  payerAccountInvalid: z.boolean(),
  status: z.enum(['matched', 'unmatched']),
  matchMethod: z.enum(['payerCode', 'remittance', 'hand']).nullable(),
  organizationCode: z.string().nullable(),
  organizationName: z.string().nullable(),
  transactionId: z.string().nullable(),
  loadedAt: z.string(),
  matchedAt: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof StatementEntrySchema>;

export const UnmatchedEntriesQuerySchema = PagingQuerySchema.extend({
  /** Part of the payer's name, code, account, the reference or the remittance text. */
  search: text().trim().max(100, vmsg('tooLong', { max: 100 })).optional(),
});

export const StatementEntryParamsSchema = z.object({ id: z.uuid({ error: vmsg('invalidType') }) });

export const MatchEntryBodySchema = z.object({
  organizationCode: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).regex(/^(\d{9}|\d{11})$/, vmsg('organizationCodeFormat')),
});
export type MatchEntryBody = z.input<typeof MatchEntryBodySchema>;

const BookingDateFilterSchema = text({ error: vmsg('invalidType') }).trim().refine(isIsoDate, vmsg('dateFormat'));

/** Matched entries: of one organization, booked in a date range (inclusive), newest booking first. */
export const MatchedEntriesQuerySchema = PagingQuerySchema.extend({
  organizationCode: text({ error: vmsg('invalidType') }).trim().regex(/^(\d{9}|\d{11})$/, vmsg('organizationCodeFormat')).optional(),
  dateFrom: BookingDateFilterSchema.optional(),
  dateTo: BookingDateFilterSchema.optional(),
}).superRefine((q, ctx) => {
  if (q.dateFrom && q.dateTo && q.dateTo < q.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: vmsg('dateRangeOrder') });
});
export type MatchedEntriesQuery = z.input<typeof MatchedEntriesQuerySchema>;

/**
 * Undoing a match (docs/decisions/0023): `transactionId` is the payment the operator saw the entry become —
 * when the entry no longer points to it (undone or matched again meanwhile) nothing is done (409).
 */
export const UnmatchEntryBodySchema = z.object({
  transactionId: z.uuid({ error: vmsg('invalidType') }),
  reason: multilineText({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(1000, vmsg('tooLong', { max: 1000 })),
});
export type UnmatchEntryBody = z.input<typeof UnmatchEntryBodySchema>;

/** A loaded statement of one account, its balances, and the gap to the statement before it (docs/decisions/0047). */
export const LoadedStatementSchema = z.object({
  id: z.string(),
  format: z.enum(['camt053', 'camt054', 'csv']),
  account: z.string().nullable(),
  statementRef: z.string().nullable(),
  sequence: z.string().nullable(),
  fileName: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  openingBalance: MoneySchema.nullable(),
  closingBalance: MoneySchema.nullable(),
  creditTotal: MoneySchema,
  debitTotal: MoneySchema,
  loadedAt: z.string(),
  /** The closing balance of the statement of the same account before it, when it is not this one's opening balance. */
  gap: z.object({ previousStatementRef: z.string().nullable(), previousClosing: MoneySchema, difference: MoneySchema }).nullable(),
});
export type LoadedStatement = z.infer<typeof LoadedStatementSchema>;

/** A booked debit on the agency's account, with its reason; a return names the payment it took back. */
export const StatementDebitSchema = z.object({
  id: z.string(),
  statementId: z.string(),
  account: z.string(),
  reference: z.string(),
  bookingDate: z.string(),
  amount: MoneySchema,
  reason: z.string().nullable(),
  returnOfReference: z.string().nullable(),
  organizationCode: z.string().nullable(),
  organizationName: z.string().nullable(),
});
export type StatementDebitView = z.infer<typeof StatementDebitSchema>;

export const statementApi = defineApi('statement', {
  statements: defineContract({
    method: 'GET', group: 'operator', path: 'bank-statements', audience: 'operator',
    summary: 'Loaded statements, newest first, each with its balances and the gap to the statement of the same account before it',
    query: PagingQuerySchema, response: resultEnvelope(pageOf(LoadedStatementSchema)),
  }),
  debits: defineContract({
    method: 'GET', group: 'operator', path: 'bank-statements/debits', audience: 'operator',
    summary: "Booked debits on the agency's accounts (returns, fees, corrections) with their reason, newest first",
    query: PagingQuerySchema, response: resultEnvelope(pageOf(StatementDebitSchema)),
  }),
  load: defineContract({
    method: 'POST', group: 'operator', path: 'bank-statements', audience: 'operator', isMultipart: true,
    summary: 'Load a bank statement (camt.053 XML or the CSV layout, multipart field `file`): its credit entries become payments or wait to be matched; a load not finished within the time the request waits is answered 202 with its upload id',
    response: resultEnvelope(StatementLoadResultSchema),
    accepted: resultEnvelope(UploadAcceptedSchema),
    form: { fileField: 'file', maxFiles: 1 },
  }),
  upload: defineContract({
    method: 'GET', group: 'operator', path: 'bank-statements/uploads/:id', audience: 'operator',
    summary: "The state of a statement's load: queued, running, done (with the load's answer) or failed (with its refusal)",
    params: UploadParamsSchema, response: resultEnvelope(uploadStateSchema(StatementLoadResultSchema)), errors: [404],
  }),
  unmatched: defineContract({
    method: 'GET', group: 'operator', path: 'bank-statements/unmatched', audience: 'operator',
    summary: 'Credit entries no organization was found for, oldest first',
    query: UnmatchedEntriesQuerySchema, response: resultEnvelope(pageOf(StatementEntrySchema)),
  }),
  match: defineContract({
    method: 'POST', group: 'operator', path: 'bank-statements/entries/:id/match', audience: 'operator',
    summary: "Match an unmatched entry to an organization by hand: the payment is recorded in the organization's ledger",
    params: StatementEntryParamsSchema, body: MatchEntryBodySchema, response: resultEnvelope(StatementEntrySchema),
    errors: [404, 409],
  }),
  matched: defineContract({
    method: 'GET', group: 'operator', path: 'bank-statements/matched', audience: 'operator',
    summary: 'Credit entries matched to an organization (each a payment in its ledger), newest booking first',
    query: MatchedEntriesQuerySchema, response: resultEnvelope(pageOf(StatementEntrySchema)),
  }),
  unmatch: defineContract({
    method: 'POST', group: 'operator', path: 'bank-statements/entries/:id/unmatch', audience: 'operator',
    summary: "Undo the match of an entry: its payment is taken back from the organization's ledger by a counter-movement and the entry waits to be matched again",
    params: StatementEntryParamsSchema, body: UnmatchEntryBodySchema, response: resultEnvelope(StatementEntrySchema),
    errors: [404, 409],
  }),
});
