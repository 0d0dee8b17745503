import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../files/content-types.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { MoneySchema } from '../money/money.ts';
import { parseAmount, type AmountResult } from '../declarations/amounts.ts';
import { DeclarationStateSchema, DeclarationTypeSchema, NAME_MAX_LENGTH } from '../declarations/declaration.schema.ts';
import {
  correctionAmountsBodyShape,
  CorrectionDeletedSchema,
  CorrectionDetailParamsSchema,
  correctionDocumentContracts,
  correctionRowContracts,
  correctionDetailPersonShape,
  CorrectionDocumentSchema,
  CorrectionIdParamsSchema,
  correctionPersonBodyShape,
  CorrectionSideSchema,
  IdSchema,
  PagingSchema,
  PersonalPrefixSchema,
  rowAmountSchema,
  versionEtag,
} from '../corrections/correction-row.api.ts';
import { REVERSAL_ENTRIES, REVERSAL_STATES } from './reversal.ts';
import { ExportAcceptedSchema } from '../http/exports.ts';

/**
 * Contracts of reversing declarations (api-map.md: reads under finance, writes under finance-write; the
 * original portal's paths `reverseddeclarations/...` verbatim, the writes it leaves to us beside them). Writes
 * on one reversal take `If-Match` with the version its reads answer in `ETag`; create takes an
 * `Idempotency-Key`.
 */

/** The ETag of a reversal of a given version. */
export const reversalEtag = versionEtag;

/**
 * A signed amount of a reversal row, typed as text ("-200", "−1 200,50") or given as a number: the amount
 * rules of a detail row (at most two decimals, no floating point), with a sign allowed. Blank: not given.
 */
export function parseSignedAmount(value: unknown): AmountResult {
  if (typeof value === 'number') {
    if (value < 0) {
      const r = parseAmount(-value);
      return r.ok ? { ok: true, tetri: -r.tetri } : r;
    }
    return parseAmount(value);
  }
  if (typeof value === 'string') {
    const t = value.trim();
    if (t.startsWith('-') || t.startsWith('\u2212')) {
      const r = parseAmount(t.slice(1));
      return r.ok ? { ok: true, tetri: -r.tetri } : r;
    }
  }
  return parseAmount(value);
}

const SignedAmountSchema = rowAmountSchema(parseSignedAmount);

/**
 * A row of a reversal: the person (personal number and surname, which must agree with the original
 * declaration's row; first name, birth date and gender for a person not in it) and the amounts —
 * corrected (`entry: corrected`, the default) or the change to the original (`entry: change`, negative
 * to take back). An amount not given stays as it was.
 */
export const ReversalRowBodySchema = z.object({
  ...correctionPersonBodyShape,
  entry: z.enum(REVERSAL_ENTRIES, { error: vmsg('invalidType') }).default('corrected'),
  ...correctionAmountsBodyShape(SignedAmountSchema),
});
export type ReversalRowBody = z.output<typeof ReversalRowBodySchema>;
export type ReversalRowBodyInput = z.input<typeof ReversalRowBodySchema>;

/** Create a reversal of a declaration, with its rows copied as they are: none (default), all, or those of the personal numbers given. */
export const CreateReversalBodySchema = z.object({
  declarationId: IdSchema,
  rows: z.union([z.literal('all'), z.literal('none'), z.array(PersonalNumberSchema).max(20_000)]).default('none'),
});
export type CreateReversalBody = z.infer<typeof CreateReversalBodySchema>;

export const ReversalDocumentSchema = CorrectionDocumentSchema;
export type ReversalDocument = z.infer<typeof ReversalDocumentSchema>;

/**
 * Amounts of a reversal as the portal's calls name them: `basis` — the contribution base declared,
 * `profit` — the corrected base (the income as it should have been), `sum` — the contributions declared,
 * `reversalsWithProfit` — the contributions of the corrected income; `difference` = reversalsWithProfit − sum.
 */
export const ReversalAmountsSchema = z.object({
  basis: MoneySchema,
  profit: MoneySchema,
  sum: MoneySchema,
  reversalsWithProfit: MoneySchema,
  difference: MoneySchema,
});

export const ReversalSchema = z.object({
  id: z.string(),
  reversedDeclarationNumber: z.string(),
  declarationId: z.string(),
  declarationNumber: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  type: DeclarationTypeSchema,
  declarationStatus: DeclarationStateSchema,
  status: z.enum(REVERSAL_STATES),
  isOpen: z.boolean(),
  isClosed: z.boolean(),
  /** The declaration is being processed: nothing of the reversal can be changed meanwhile. */
  isProcessing: z.boolean(),
  awaitingApproval: z
    .boolean()
    .describe('Submitted for a second user\'s approval and not yet decided: it cannot be changed until approved (then completed), sent back or withdrawn'),
  rowCount: z.number().int(),
  totals: ReversalAmountsSchema,
  documents: z.array(ReversalDocumentSchema),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
  lastModificationDate: z.string(),
  version: z.number().int(),
});
export type Reversal = z.infer<typeof ReversalSchema>;

/** A row; `isNew`: a person not in the original declaration. */
export const ReversalDetailSchema = ReversalAmountsSchema.extend({
  ...correctionDetailPersonShape('reversedDeclarationId'),
  original: CorrectionSideSchema,
  corrected: CorrectionSideSchema,
});
export type ReversalDetail = z.infer<typeof ReversalDetailSchema>;

export const ReversalWithDetailsSchema = z.object({ reversal: ReversalSchema, details: pageOf(ReversalDetailSchema) });
export type ReversalWithDetails = z.infer<typeof ReversalWithDetailsSchema>;
export const ReversalDetailResultSchema = z.object({ reversal: ReversalSchema, detail: ReversalDetailSchema });
export const ReversalResultSchema = z.object({ reversal: ReversalSchema });

export const REVERSAL_LISTS = ['open', 'closed', 'all'] as const;
export const ReversalListQuerySchema = PagingSchema.extend({
  /** `open`: not yet completed; `closed`: completed. */
  status: z.enum(REVERSAL_LISTS, { error: vmsg('invalidType') }).default('all'),
  declarationId: IdSchema.optional(),
});
export const ReversalGetQuerySchema = PagingSchema.extend({ personalId: PersonalPrefixSchema });
export const ReversalDetailFilterSchema = PagingSchema.extend({
  reversedDeclarationId: IdSchema,
  personalIdentificationNumber: PersonalPrefixSchema,
  lastName: text().trim().max(NAME_MAX_LENGTH).optional(),
});
export const ReversalReportQuerySchema = z.object({ reversedDeclarationId: IdSchema });
export const ReversalDocRefSchema = z.object({ reversedDeclarationId: IdSchema, docId: IdSchema });
export const ReversalDocsFieldsSchema = z.object({ reversedDeclarationId: IdSchema });
export const ReversalDeletedSchema = CorrectionDeletedSchema;
/**
 * What an upload of the template did: `added` rows of people new to the reversal (of the declaration or not
 * in it), `updated` rows it already had. A file with any error saves nothing: it is refused with
 * `REVERSAL_FILE_ROWS_INVALID` and a message per `<row>.<column key>` (the row as the spreadsheet numbers it).
 */
export const ReversalUploadAnswerSchema = z.object({ reversal: ReversalSchema, added: z.number().int(), updated: z.number().int() });
export type ReversalUploadAnswer = z.infer<typeof ReversalUploadAnswerSchema>;

export const reversalApi = defineApi('reversal', {
  list: defineContract({
    method: 'GET', group: 'finance', path: 'reverseddeclarations/reversedDeclarationsWithDocs', audience: 'user',
    summary: 'Reversing declarations of the organization (open, closed or all; of one declaration) with their documents, newest first',
    query: ReversalListQuerySchema, response: resultEnvelope(pageOf(ReversalSchema)),
  }),
  get: defineContract({
    method: 'GET', group: 'finance', path: 'reverseddeclarations/:id', audience: 'user',
    summary: 'A reversing declaration with a page of its rows (ETag: its version)',
    params: CorrectionIdParamsSchema, query: ReversalGetQuerySchema, response: resultEnvelope(ReversalWithDetailsSchema),
    errors: [404],
  }),
  filterDetails: defineContract({
    method: 'POST', group: 'finance', path: 'reverseddeclarations/details/filter', audience: 'user', permission: 'read',
    summary: "A page of a reversing declaration's rows, filtered by personal number or surname",
    body: ReversalDetailFilterSchema, response: resultEnvelope(pageOf(ReversalDetailSchema)),
    errors: [404],
  }),
  report: defineContract({
    method: 'GET', group: 'finance', path: 'reverseddeclarations/report-rev-dec-details', audience: 'user',
    summary: "Export of a reversing declaration's rows (.xlsx, in the request's language)",
    query: ReversalReportQuerySchema, response: z.any(), isBlob: true, accepted: resultEnvelope(ExportAcceptedSchema),
    errors: [404], contentTypes: [XLSX_CONTENT_TYPE],
  }),
  create: defineContract({
    method: 'POST', group: 'financeWrite', path: 'reverseddeclarations', audience: 'user',
    summary: 'Start a reversing declaration of an open or closed declaration; Idempotency-Key accepted',
    body: CreateReversalBodySchema, response: resultEnvelope(ReversalSchema),
    idempotencyKey: true, errors: [404, 409],
  }),
  ...correctionRowContracts({ path: 'reverseddeclarations/:id/details', what: "a person of the declaration with the corrected basis, or a new person", body: ReversalRowBodySchema, answer: ReversalDetailResultSchema }),
  deleteDetail: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'reverseddeclarations/:id/details/:detailId', audience: 'user',
    summary: 'Delete a row; If-Match',
    params: CorrectionDetailParamsSchema, response: resultEnvelope(ReversalResultSchema),
    ifMatch: true, errors: [404, 409],
  }),
  complete: defineContract({
    method: 'POST', group: 'financeWrite', path: 'reverseddeclarations/:id/complete', audience: 'user',
    summary: 'Complete a reversing declaration: its difference goes to the ledger; If-Match',
    params: CorrectionIdParamsSchema, response: resultEnvelope(ReversalSchema),
    ifMatch: true, errors: [404, 409],
  }),
  remove: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'reverseddeclarations/:id', audience: 'user',
    summary: 'Delete a reversing declaration not yet completed, with its rows and documents; If-Match',
    params: CorrectionIdParamsSchema, response: resultEnvelope(ReversalDeletedSchema),
    ifMatch: true, errors: [404, 409],
  }),
  upload: defineContract({
    method: 'POST', group: 'financeWrite', path: 'reverseddeclarations/:id/upload', audience: 'user', isMultipart: true,
    summary: "Rows of a reversing declaration from the declaration's Excel template (multipart field `file`, .xlsx, at most 7 MB), by personal number: a person of the declaration gets the corrected basis, another person is added; a file with any error saves nothing; If-Match",
    params: CorrectionIdParamsSchema, response: resultEnvelope(ReversalUploadAnswerSchema),
    ifMatch: true, errors: [404, 409],
  }),
  ...correctionDocumentContracts({
    paths: { create: 'reverseddeclarations/docs-create', download: 'reverseddeclarations/download-ReversedDeclaration-doc', remove: 'reverseddeclarations/doc-delete' },
    what: 'a reversing declaration',
    idField: 'reversedDeclarationId',
    untilState: 'completed',
    fields: ReversalDocsFieldsSchema,
    ref: ReversalDocRefSchema,
    answer: ReversalSchema,
  }),
} as const);
