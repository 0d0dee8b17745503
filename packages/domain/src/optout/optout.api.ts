import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { ATTACHMENT_CONTENT_TYPES } from '../files/content-types.ts';
import { MAX_ATTACHMENTS } from '../files/upload-limits.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { multilineText, text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { MoneySchema } from '../money/money.ts';
import { NamedCodeSchema } from '../refunds/refunds.api.ts';
import { OPTOUT_DOC_TYPES, OPTOUT_STATUSES } from './optout.ts';

const UuidSchema = z.uuid({ error: vmsg('invalidType') });
export const OptOutStatusSchema = z.enum(OPTOUT_STATUSES, { error: vmsg('invalidType') });

export const OptOutWindowSchema = z.object({ opens: z.string(), closes: z.string() });

/** A document attached to an opt-out request. */
export const OptOutDocumentSchema = z.object({
  id: z.string(),
  docType: z.enum(OPTOUT_DOC_TYPES),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type OptOutDocument = z.infer<typeof OptOutDocumentSchema>;

/**
 * An opt-out request as the employer sees it (section 3, "Opt-out request"): request date, status, status
 * assignment date, the person, documents; once satisfied, what was given back to this organization.
 */
export const OptOutRecordSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  status: OptOutStatusSchema,
  statusDate: z.string(),
  personalNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  /** The month of the person's first contribution ('YYYY-MM') and the window it opens. */
  joined: z.string(),
  window: OptOutWindowSchema,
  comment: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The contributions this organization paid for the person, given back to it (satisfied requests). */
  returnedToOrganization: MoneySchema.nullable(),
  updatedAt: z.string(),
  documents: z.array(OptOutDocumentSchema),
});
export type OptOutRequest = z.infer<typeof OptOutRecordSchema>;

/** A request in the back office: whose it is, and everything given back (to each employer and the state). */
export const OperatorOptOutRecordSchema = OptOutRecordSchema.extend({
  organizationId: z.string(),
  organizationCode: z.string(),
  organizationName: z.string(),
  returned: z
    .object({
      employee: MoneySchema,
      organization: MoneySchema,
      state: MoneySchema,
      organizations: z.array(z.object({ organizationCode: z.string(), organizationName: z.string(), amount: MoneySchema })),
    })
    .nullable(),
});
export type OperatorOptOutRequest = z.infer<typeof OperatorOptOutRecordSchema>;

/** Whether a request may be filed for a person today, and why not (the message in the caller's language). */
export const OptOutCheckSchema = z.object({
  personalNumber: z.string(),
  /** The person's name from the organization's declarations; null for someone it never declared. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  canCreate: z.boolean(),
  refusal: z.enum(ERROR_CODES).nullable(),
  message: z.string().nullable(),
  window: OptOutWindowSchema.nullable(),
});
export type OptOutCheck = z.infer<typeof OptOutCheckSchema>;

const comment = multilineText({ error: vmsg('invalidType') }).trim().max(1000, vmsg('tooLong', { max: 1000 })).optional();
const documentTypes = text().max(2000, vmsg('optoutDocumentType')).optional();

/**
 * The text fields of `add-voluntaryOptout-request` (multipart; files in `documents`): the person's personal
 * number, a comment, the type of each document (one code per file, in order, comma-separated). The employee's
 * written request is one of them.
 */
export const OptOutFieldsSchema = z.object({ personalNumber: PersonalNumberSchema, comment, documentTypes });
export type OptOutFields = z.input<typeof OptOutFieldsSchema>;

/** `update-voluntaryOptout-request`: the request, its comment, documents to add and to take off. */
export const OptOutUpdateFieldsSchema = z.object({
  id: UuidSchema,
  comment,
  documentTypes,
  /** Ids of documents to take off, comma-separated. */
  removeDocumentIds: text().max(4000, vmsg('invalidType')).optional(),
});
export type OptOutUpdateFields = z.input<typeof OptOutUpdateFieldsSchema>;

/** `upload-voluntaryOptout-doc`: documents added to a new request. */
export const OptOutUploadFieldsSchema = z.object({ requestId: UuidSchema, documentTypes });

export const OPTOUT_DOCUMENT_FIELD = 'documents';
/** Most personal numbers one `check-participant-list` call takes. */
export const OPTOUT_CHECK_LIST_MAX = 200;

export const OptOutListQuerySchema = PagingQuerySchema.extend({
  status: OptOutStatusSchema.optional(),
  personalNumber: text().trim().max(11).optional(),
});
export const OptOutIdQuerySchema = z.object({ id: UuidSchema });
export const OptOutRequestParamsSchema = z.object({ requestId: UuidSchema });
export const OptOutCheckParamsSchema = z.object({ id: PersonalNumberSchema });
export const OptOutDocumentQuerySchema = z.object({ requestId: UuidSchema, documentId: UuidSchema });
export const OptOutCheckListBodySchema = z.object({
  personalNumbers: z.array(PersonalNumberSchema, { error: vmsg('invalidType') }).min(1, vmsg('required')).max(OPTOUT_CHECK_LIST_MAX, vmsg('tooLong', { max: OPTOUT_CHECK_LIST_MAX })),
});

export const OptOutDecisionBodySchema = z
  .object({
    decision: z.enum(['satisfy', 'reject'], { error: vmsg('invalidType') }),
    reason: multilineText({ error: vmsg('invalidType') }).trim().max(1000, vmsg('tooLong', { max: 1000 })).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'reject' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: vmsg('decisionReasonRequired') });
  });
export type OptOutDecisionBody = z.input<typeof OptOutDecisionBodySchema>;

export const OperatorOptOutQuerySchema = PagingQuerySchema.extend({
  status: OptOutStatusSchema.optional(),
  organizationCode: text().trim().max(20).optional(),
});
export const OperatorOptOutParamsSchema = z.object({ id: UuidSchema });
export const OperatorOptOutDocumentParamsSchema = z.object({ id: UuidSchema, documentId: UuidSchema });

const form = (fields: z.ZodType) => ({ fileField: OPTOUT_DOCUMENT_FIELD, maxFiles: MAX_ATTACHMENTS, fields });

/**
 * The employer's voluntary opt-out requests (docs/api-map.md, "Employees and opt-out"; paths verbatim,
 * docs/api-map.md): reads in the finance group, writes in finance-write, every one for the caller's
 * organization only.
 */
export const optOutApi = defineApi('optOut', {
  check: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/checkvoluntaryoptoutclimecreate/:id', audience: 'user',
    summary: 'Whether an opt-out request may be filed today for the employee with this personal number, and why not',
    params: OptOutCheckParamsSchema, response: resultEnvelope(OptOutCheckSchema),
  }),
  checkList: defineContract({
    method: 'POST', group: 'finance', path: 'optout/check-participant-list', audience: 'user', permission: 'read',
    summary: 'The same check for a list of personal numbers (at most 200)',
    body: OptOutCheckListBodySchema, response: resultEnvelope(z.array(OptOutCheckSchema)),
  }),
  list: defineContract({
    method: 'GET', group: 'finance', path: 'get-voluntaryOptout-Climes', audience: 'user',
    summary: "The organization's opt-out requests, newest first, by status and personal number",
    query: OptOutListQuerySchema, response: resultEnvelope(pageOf(OptOutRecordSchema)),
  }),
  statuses: defineContract({
    method: 'GET', group: 'finance', path: 'get-voluntaryOptout-status', audience: 'user',
    summary: 'The statuses of opt-out requests, with their names in ka, en and ru',
    response: resultEnvelope(z.array(NamedCodeSchema)),
  }),
  byId: defineContract({
    method: 'GET', group: 'finance', path: 'get-voluntaryOptout-request/:requestId', audience: 'user',
    summary: 'One opt-out request of the organization with its documents',
    params: OptOutRequestParamsSchema, response: resultEnvelope(OptOutRecordSchema), errors: [404],
  }),
  docTypes: defineContract({
    method: 'GET', group: 'finance', path: 'get-voluntaryOptout-doctypes', audience: 'user',
    summary: 'The types of documents an opt-out request carries, with their names in ka, en and ru',
    response: resultEnvelope(z.array(NamedCodeSchema)),
  }),
  create: defineContract({
    method: 'POST', group: 'financeWrite', path: 'add-voluntaryOptout-request', audience: 'user', isMultipart: true,
    summary: "File an opt-out request (multipart: fields of OptOutFieldsSchema, files in `documents`, the employee's written request among them)",
    response: resultEnvelope(OptOutRecordSchema), form: form(OptOutFieldsSchema), errors: [404, 409],
  }),
  update: defineContract({
    method: 'POST', group: 'financeWrite', path: 'update-voluntaryOptout-request', audience: 'user', isMultipart: true,
    summary: 'Change a new request (multipart: fields of OptOutUpdateFieldsSchema, files to add in `documents`)',
    response: resultEnvelope(OptOutRecordSchema), form: form(OptOutUpdateFieldsSchema), errors: [404, 409],
  }),
  uploadDoc: defineContract({
    method: 'POST', group: 'financeWrite', path: 'upload-voluntaryOptout-doc', audience: 'user', isMultipart: true,
    summary: 'Add documents to a new request (multipart: `requestId`, `documentTypes`, files in `documents`)',
    response: resultEnvelope(OptOutRecordSchema), form: form(OptOutUploadFieldsSchema), errors: [404, 409],
  }),
  removeDoc: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'remove-voluntaryOptout-doc', audience: 'user',
    summary: "Take a document off a new request (the employee's written request stays)",
    query: OptOutDocumentQuerySchema, response: resultEnvelope(OptOutRecordSchema), errors: [404, 409],
  }),
  remove: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'delete-voluntaryOptout-request', audience: 'user',
    summary: 'Delete a new request with its documents',
    query: OptOutIdQuerySchema, response: resultEnvelope(z.object({ id: z.string() })), errors: [404, 409],
  }),
  downloadDoc: defineContract({
    method: 'POST', group: 'financeWrite', path: 'download-voluntaryOptout-doc', audience: 'user', permission: 'read',
    summary: 'Download a document of an opt-out request',
    body: OptOutDocumentQuerySchema, response: z.unknown(), isBlob: true, contentTypes: ATTACHMENT_CONTENT_TYPES, errors: [404],
  }),
});

/** Opt-out requests in the back office (`/api/operator/v1`): operators only. */
export const operatorOptOutApi = defineApi('operatorOptOut', {
  list: defineContract({
    method: 'GET', group: 'operator', path: 'optout-requests', audience: 'operator',
    summary: 'Opt-out requests of every organization, oldest new first, by status and organization',
    query: OperatorOptOutQuerySchema, response: resultEnvelope(pageOf(OperatorOptOutRecordSchema)),
  }),
  decision: defineContract({
    method: 'POST', group: 'operator', path: 'optout-requests/:id/decision', audience: 'operator',
    summary: 'Satisfy a new request (the contributions given back: a "contribution returned" movement to each employer that paid them; the person withdrawn from the fund) or reject it with a reason',
    params: OperatorOptOutParamsSchema, body: OptOutDecisionBodySchema, response: resultEnvelope(OperatorOptOutRecordSchema), errors: [404, 409],
  }),
  document: defineContract({
    method: 'GET', group: 'operator', path: 'optout-requests/:id/documents/:documentId', audience: 'operator',
    summary: 'Download a document of an opt-out request',
    params: OperatorOptOutDocumentParamsSchema, response: z.unknown(), isBlob: true, contentTypes: ATTACHMENT_CONTENT_TYPES, errors: [404],
  }),
});
