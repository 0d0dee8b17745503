import { z } from 'zod';
import { multilineText, text } from '../http/text.ts';
import { AttachmentSchema } from '../files/upload-limits.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { vmsg } from '../i18n/messages.ts';
import { CorrespondenceTypeSchema, QueryBooleanSchema, QueryDateSchema } from '../nbo/nbo.schema.ts';

/** An organization as the back office finds it. */
export const OrganizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  typeId: z.number().int(),
  isSelfEmployed: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type OrganizationSummary = z.infer<typeof OrganizationSummarySchema>;

/** `GET organizations?query=`: part of the name, or the start of the identification code. */
export const OrganizationSearchQuerySchema = PagingQuerySchema.extend({
  query: text().trim().max(200).optional(),
});
export type OrganizationSearchQuery = z.input<typeof OrganizationSearchQuerySchema>;

export const OrganizationParamsSchema = z.object({ id: text().trim().min(1).max(64) });

/**
 * `POST organizations/{id}/act`: a session of the operator scoped to that organization. Its tokens call
 * the employer endpoints (and refresh through `auth/operator-user/refresh`); every write made with them is
 * in the audit log as this operator's for this organization. Signing out with them ends only this session.
 */
export const ActOnBehalfResultSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  organization: OrganizationSummarySchema,
});
export type ActOnBehalfResult = z.infer<typeof ActOnBehalfResultSchema>;

/** Where a letter or notification goes: `all`, or organization codes separated by commas. */
export const ALL_RECIPIENTS = 'all';
export const MAX_SUBJECT_LENGTH = 300;
export const MAX_TEXT_LENGTH = 20_000;

const optionalText = (max: number, multiline = false) =>
  (multiline ? multilineText() : text())
    .trim()
    .max(max, vmsg('tooLong', { max }))
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * Fields of `POST letters` (multipart, files in `attachments`). Subject and text in Georgian are required;
 * English and Russian are optional (a reader without them sees Georgian).
 */
export const SendLetterFieldsSchema = z.object({
  type: CorrespondenceTypeSchema,
  subject: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(MAX_SUBJECT_LENGTH, vmsg('tooLong', { max: MAX_SUBJECT_LENGTH })),
  text: multilineText({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(MAX_TEXT_LENGTH, vmsg('tooLong', { max: MAX_TEXT_LENGTH })),
  subjectEn: optionalText(MAX_SUBJECT_LENGTH),
  textEn: optionalText(MAX_TEXT_LENGTH, true),
  subjectRu: optionalText(MAX_SUBJECT_LENGTH),
  textRu: optionalText(MAX_TEXT_LENGTH, true),
  recipients: multilineText({ error: vmsg('required') }).trim().min(1, vmsg('required')),
});
export type SendLetterFields = z.input<typeof SendLetterFieldsSchema>;

/** Fields of `POST notifs`: those of a letter and the obligatory flag. */
export const SendNotificationFieldsSchema = SendLetterFieldsSchema.extend({
  isObligatory: QueryBooleanSchema.optional().default(false),
});
export type SendNotificationFields = z.input<typeof SendNotificationFieldsSchema>;

/** The recipients field: `all`, or the distinct codes in the order given. */
export function parseRecipients(value: string): typeof ALL_RECIPIENTS | string[] {
  const trimmed = value.trim();
  if (trimmed.toLowerCase() === ALL_RECIPIENTS) return ALL_RECIPIENTS;
  return [...new Set(trimmed.split(/[\s,;]+/).filter(Boolean))];
}

export const SendResultSchema = z.object({ _id: z.string(), recipientCount: z.number().int() });
export type SendResult = z.infer<typeof SendResultSchema>;

/**
 * Where a send stands (docs/decisions/0087, 0089): `sending` while a job of the durable queue addresses it (its
 * recipients do not see it yet), `sent` once every recipient has it, `failed` when its job ran out of tries
 * (its recipients still see nothing; the operator may send it again, from where it stopped).
 */
export const DISPATCH_STATUSES = ['sending', 'sent', 'failed'] as const;
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

/** The answer (202) of a send not finished within the time the request waits (or failed within it). */
export const SendAcceptedSchema = z.object({ _id: z.string(), status: z.enum(['sending', 'failed']) });
export type SendAccepted = z.infer<typeof SendAcceptedSchema>;

/** True for the 202 answer of a send (it goes on), false for the send's own answer. */
export function isSendAccepted(answer: unknown): answer is SendAccepted {
  return typeof answer === 'object' && answer !== null && 'status' in answer && !('recipientCount' in answer);
}

/** A sent letter or notification with its delivery and read counts. */
export const SentItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(['letter', 'notification']),
  type: z.string(),
  subject: z.string(),
  isObligatory: z.boolean(),
  sentAt: z.string(),
  sentBy: z.string().nullable(),
  status: z.enum(DISPATCH_STATUSES),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  attachmentCount: z.number().int(),
});
export type SentItem = z.infer<typeof SentItemSchema>;

export const SentItemDetailSchema = SentItemSchema.extend({
  text: z.string(),
  subjectEn: z.string().nullable(),
  textEn: z.string().nullable(),
  subjectRu: z.string().nullable(),
  textRu: z.string().nullable(),
  attachments: z.array(AttachmentSchema),
});
export type SentItemDetail = z.infer<typeof SentItemDetailSchema>;

export const SentListQuerySchema = PagingQuerySchema.extend({
  query: text().trim().max(200).optional(),
});

export const ItemParamsSchema = z.object({ id: text().trim().min(1).max(64) });
export const ItemAttachmentParamsSchema = ItemParamsSchema.extend({ attachmentId: text().trim().min(1).max(64) });

/** Per recipient: who has read it and when. */
export const RecipientStatusSchema = z.object({
  organizationId: z.string(),
  organizationCode: z.string(),
  organizationName: z.string(),
  receiveDate: z.string(),
  readDate: z.string().nullable(),
  isRead: z.boolean(),
});
export type RecipientStatus = z.infer<typeof RecipientStatusSchema>;

export const RecipientListQuerySchema = PagingQuerySchema.extend({
  isRead: QueryBooleanSchema.optional(),
  query: text().trim().max(200).optional(),
});

/** One audited call: who, for which organization, what, when, with which outcome and correlation id. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  correlationId: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  operatorId: z.string().nullable(),
  operatorUsername: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationCode: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** An operator's call made while acting on behalf of the organization. */
  onBehalf: z.boolean(),
  method: z.string(),
  route: z.string(),
  targetId: z.string().nullable(),
  status: z.number().int(),
  /** The API operation called (its operationId, e.g. userLogin); null on entries older than the record of it. */
  operation: z.string().nullable(),
  /** How the call ended: a refused sign-in answers 200, so the status alone does not tell. */
  outcome: z.enum(['ok', 'refused', 'failed']),
  /** The code of the reason it was refused or failed (INVALID_CREDENTIALS, OTP_INVALID, …). */
  reasonCode: z.string().nullable(),
  /** The account a sign-in tried, as typed. */
  account: z.string().nullable(),
  ip: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Filters of the audit log; dates inclusive. */
export const AuditLogQuerySchema = PagingQuerySchema.extend({
  from: QueryDateSchema.optional(),
  to: QueryDateSchema.optional(),
  organizationCode: text().trim().max(20).optional(),
  organizationId: text().trim().max(64).optional(),
  operatorId: text().trim().max(64).optional(),
  correlationId: text().trim().max(128).optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const OperatorSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** `GET name-changes`: the rows whose name an employer confirmed as changed, of one organization when its code is given. */
export const NameChangeListQuerySchema = PagingQuerySchema.extend({
  organizationCode: text().trim().max(20).optional(),
});
export type NameChangeListQuery = z.input<typeof NameChangeListQuerySchema>;

/**
 * A declaration row kept under a name other than the scheme's record for its personal number, confirmed by the
 * employer as a real change (marriage etc.) with a reason (docs/decisions/0062).
 */
export const ConfirmedNameChangeSchema = z.object({
  detailId: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  organizationCode: z.string(),
  declarationId: z.string(),
  declarationNumber: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  personalNumber: z.string(),
  /** The name the scheme's record held for the personal number when the change was confirmed. */
  nameOnRecord: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  reason: z.string(),
  /** When the row was last saved with the confirmation (ISO instant). */
  confirmedAt: z.string(),
});
export type ConfirmedNameChange = z.infer<typeof ConfirmedNameChangeSchema>;
