import { z } from 'zod';
import { ATTACHMENT_CONTENT_TYPES } from '../files/content-types.ts';
import { GeorgianIbanSchema } from '../banking/iban.ts';
import { MAX_ATTACHMENTS } from '../files/upload-limits.ts';
import { PositiveAmountInputSchema } from '../finance/finance.api.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { multilineText, text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { MoneySchema } from '../money/money.ts';
import { REFUND_DOC_TYPES, REFUND_STATUSES } from './refunds.ts';

const UuidSchema = z.uuid({ error: vmsg('invalidType') });
export const RefundStatusSchema = z.enum(REFUND_STATUSES, { error: vmsg('invalidType') });

/** A document attached to a refund request. */
export const RefundDocumentSchema = z.object({
  id: z.string(),
  docType: z.enum(REFUND_DOC_TYPES),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type RefundDocument = z.infer<typeof RefundDocumentSchema>;

/** A refund request as the employer sees it: number, date, amount, account, bank details, documents, status. */
export const RefundSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  amount: MoneySchema,
  accountId: z.string(),
  accountNumber: z.string(),
  bankCode: z.string(),
  bankDetails: z.string(),
  status: RefundStatusSchema,
  /** The agency's reason, given when it rejects (and optionally when it approves). */
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The day the refund was paid out (its "refund paid" movement), once approved. */
  paidOn: z.string().nullable(),
  awaitingApproval: z
    .boolean()
    .describe('Asked for or changed in an organization that requires approval, and not yet approved: the agency does not see it yet'),
  updatedAt: z.string(),
  documents: z.array(RefundDocumentSchema),
});
export type Refund = z.infer<typeof RefundSchema>;

/** A refund request in the back office: the employer's view and whose it is. */
export const OperatorRefundSchema = RefundSchema.extend({
  organizationId: z.string(),
  organizationCode: z.string(),
  organizationName: z.string(),
  needsSecondApproval: z.boolean().describe('Its amount is above what one operator may approve: paid only once a second operator approves it after the first'),
  firstApproval: z
    .object({ operatorId: z.string(), operatorName: z.string(), at: z.string() })
    .nullable()
    .describe('The first operator\'s approval of a refund that needs two; null before it (and for one that needs one)'),
});
export type OperatorRefund = z.infer<typeof OperatorRefundSchema>;

/** A code with its names in the three languages (document types, statuses). */
export const NamedCodeSchema = z.object({ code: z.string(), nameKa: z.string(), nameEn: z.string(), nameRu: z.string() });
export type NamedCode = z.infer<typeof NamedCodeSchema>;

const bankDetails = multilineText({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(500, vmsg('tooLong', { max: 500 }));

/**
 * The text fields of `POST organization/refund` (multipart; the files in `documents`): the amount, the
 * account number (an IBAN of the organization's own accounts, `org-acct-numbers`), the bank details, and the
 * type of each document — one code per file, in the order of the files, comma-separated.
 */
export const RefundFieldsSchema = z.object({
  amount: PositiveAmountInputSchema,
  accountNumber: GeorgianIbanSchema,
  bankDetails,
  documentTypes: text().max(2000, vmsg('refundDocumentType')).optional(),
});
export type RefundFields = z.input<typeof RefundFieldsSchema>;

/** `POST organization/refund-update`: the request's id, its new fields, documents to add and to remove. */
export const RefundUpdateFieldsSchema = RefundFieldsSchema.extend({
  id: UuidSchema,
  /** Ids of documents to take off, comma-separated. */
  removeDocumentIds: text().max(4000, vmsg('invalidType')).optional(),
});
export type RefundUpdateFields = z.input<typeof RefundUpdateFieldsSchema>;

export const REFUND_DOCUMENT_FIELD = 'documents';

export const RefundFilterQuerySchema = PagingQuerySchema.extend({
  accountNumber: text().trim().max(64).optional(),
  status: RefundStatusSchema.optional(),
});
export const RefundIdQuerySchema = z.object({ id: UuidSchema });
export const RefundDocumentBodySchema = z.object({ refundId: UuidSchema, documentId: UuidSchema });

export const RefundDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: vmsg('invalidType') }),
    reason: multilineText({ error: vmsg('invalidType') }).trim().max(1000, vmsg('tooLong', { max: 1000 })).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'reject' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: vmsg('decisionReasonRequired') });
  });
export type RefundDecisionBody = z.input<typeof RefundDecisionBodySchema>;

export const OperatorRefundsQuerySchema = PagingQuerySchema.extend({
  status: RefundStatusSchema.optional(),
  organizationCode: text().trim().max(20).optional(),
});
export const OperatorRefundParamsSchema = z.object({ id: UuidSchema });
export const OperatorRefundDocumentParamsSchema = z.object({ id: UuidSchema, documentId: UuidSchema });

const form = (fields: z.ZodType) => ({ fileField: REFUND_DOCUMENT_FIELD, maxFiles: MAX_ATTACHMENTS, fields });

/**
 * The employer's refund requests (docs/api-map.md, "Accounts and refunds"): reads in the finance
 * group, writes in finance-write, every one for the caller's organization only.
 */
export const refundApi = defineApi('refund', {
  filter: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/organization/refund/filter', audience: 'user',
    summary: "The organization's refund requests, newest first, by account number and status",
    query: RefundFilterQuerySchema, response: resultEnvelope(pageOf(RefundSchema)),
  }),
  accountNumbers: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/organization/refund/filterlist-account-numbers', audience: 'user',
    summary: "The account numbers the organization's refund requests name (the account filter's choices)",
    response: resultEnvelope(z.array(z.string())),
  }),
  statuses: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/organization/refund/filterlist-scrum-status', audience: 'user',
    summary: 'The statuses of refund requests, with their names in ka, en and ru',
    response: resultEnvelope(z.array(NamedCodeSchema)),
  }),
  byId: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/organization/refundById', audience: 'user',
    summary: 'One refund request of the organization with its documents',
    query: RefundIdQuerySchema, response: resultEnvelope(RefundSchema), errors: [404],
  }),
  docTypes: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/organization/refundDocTypes', audience: 'user',
    summary: 'The types of documents a refund request carries, with their names in ka, en and ru',
    response: resultEnvelope(z.array(NamedCodeSchema)),
  }),
  create: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations/organization/refund', audience: 'user', stepUp: true, isMultipart: true,
    summary: 'Ask for a refund (multipart: fields of RefundFieldsSchema, files in `documents`): below the balance less the refunds pending, to an account of the organization; Idempotency-Key accepted',
    response: resultEnvelope(RefundSchema), form: form(RefundFieldsSchema), idempotencyKey: true, errors: [404, 409],
  }),
  update: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations/organization/refund-update', audience: 'user', stepUp: true, isMultipart: true,
    summary: 'Change a refund request while it is new (multipart: fields of RefundUpdateFieldsSchema, files to add in `documents`)',
    response: resultEnvelope(RefundSchema), form: form(RefundUpdateFieldsSchema), errors: [404, 409],
  }),
  remove: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'declarations/organization/refund', audience: 'user',
    summary: 'Delete a refund request while it is new, with its documents',
    query: RefundIdQuerySchema, response: resultEnvelope(z.object({ id: z.string() })), errors: [404, 409],
  }),
  downloadDoc: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations/organization/download-refund-doc', audience: 'user', permission: 'read',
    summary: 'Download a document of a refund request',
    body: RefundDocumentBodySchema, response: z.unknown(), isBlob: true, contentTypes: ATTACHMENT_CONTENT_TYPES, errors: [404],
  }),
});

/** Refund requests in the back office (`/api/operator/v1`): operators only. */
export const operatorRefundApi = defineApi('operatorRefund', {
  list: defineContract({
    method: 'GET', group: 'operator', path: 'refunds', audience: 'operator',
    summary: 'Refund requests of every organization, oldest new first, by status and organization',
    query: OperatorRefundsQuerySchema, response: resultEnvelope(pageOf(OperatorRefundSchema)),
  }),
  decision: defineContract({
    method: 'POST', group: 'operator', path: 'refunds/:id/decision', audience: 'operator',
    summary: 'Approve a new refund request (a "refund paid" movement, the balance checked again) or reject it with a reason; Idempotency-Key accepted (scoped to the operator)',
    params: OperatorRefundParamsSchema, body: RefundDecisionBodySchema, response: resultEnvelope(OperatorRefundSchema), idempotencyKey: true, errors: [404, 409],
  }),
  document: defineContract({
    method: 'GET', group: 'operator', path: 'refunds/:id/documents/:documentId', audience: 'operator',
    summary: 'Download a document of a refund request',
    params: OperatorRefundDocumentParamsSchema, response: z.unknown(), isBlob: true, contentTypes: ATTACHMENT_CONTENT_TYPES, errors: [404],
  }),
});
