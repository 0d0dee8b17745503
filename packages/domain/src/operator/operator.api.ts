import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { ATTACHMENT_CONTENT_TYPES } from '../files/content-types.ts';
import { MAX_ATTACHMENTS } from '../files/upload-limits.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import * as S from './operator.schema.ts';

/**
 * Contracts of the agency's back office (`/api/operator/v1`, api-map.md). Operators only: an employer's
 * token, or an operator's token scoped to an organization, is answered 403.
 */
export const operatorApi = defineApi('operator', {
  organizations: defineContract({
    method: 'GET', group: 'operator', path: 'organizations', audience: 'operator',
    summary: 'Find organizations by name or identification code',
    query: S.OrganizationSearchQuerySchema, response: resultEnvelope(pageOf(S.OrganizationSummarySchema)),
  }),
  actOnBehalf: defineContract({
    method: 'POST', group: 'operator', path: 'organizations/:id/act', audience: 'operator',
    summary: "Open an organization's portal on its behalf: tokens of a session scoped to it",
    params: S.OrganizationParamsSchema, response: resultEnvelope(S.ActOnBehalfResultSchema),
  }),
  sendLetter: defineContract({
    method: 'POST', group: 'operator', path: 'letters', audience: 'operator', isMultipart: true,
    summary: 'Send a letter (multipart: fields of SendLetterFieldsSchema, files in `attachments`; a send not finished within the time the request waits is answered 202, status sending)',
    response: resultEnvelope(S.SendResultSchema),
    accepted: resultEnvelope(S.SendAcceptedSchema),
    form: { fileField: 'attachments', maxFiles: MAX_ATTACHMENTS, fields: S.SendLetterFieldsSchema },
  }),
  sendNotification: defineContract({
    method: 'POST', group: 'operator', path: 'notifs', audience: 'operator', isMultipart: true,
    summary: 'Send a notification (multipart: fields of SendNotificationFieldsSchema, files in `attachments`; a send not finished within the time the request waits is answered 202, status sending)',
    response: resultEnvelope(S.SendResultSchema),
    accepted: resultEnvelope(S.SendAcceptedSchema),
    form: { fileField: 'attachments', maxFiles: MAX_ATTACHMENTS, fields: S.SendNotificationFieldsSchema },
  }),
  resendLetter: defineContract({
    method: 'POST', group: 'operator', path: 'letters/:id/send', audience: 'operator',
    summary: 'Send again a letter whose send failed, from where it stopped (no organization gets it twice; not failed: 409)',
    params: S.ItemParamsSchema, response: resultEnvelope(S.SendResultSchema), accepted: resultEnvelope(S.SendAcceptedSchema),
    errors: [404, 409],
  }),
  resendNotification: defineContract({
    method: 'POST', group: 'operator', path: 'notifs/:id/send', audience: 'operator',
    summary: 'Send again a notification whose send failed, from where it stopped (no organization gets it twice; not failed: 409)',
    params: S.ItemParamsSchema, response: resultEnvelope(S.SendResultSchema), accepted: resultEnvelope(S.SendAcceptedSchema),
    errors: [404, 409],
  }),
  sentLetters: defineContract({
    method: 'GET', group: 'operator', path: 'letters', audience: 'operator',
    summary: 'Sent letters, newest first, with delivery and read counts',
    query: S.SentListQuerySchema, response: resultEnvelope(pageOf(S.SentItemSchema)),
  }),
  sentNotifications: defineContract({
    method: 'GET', group: 'operator', path: 'notifs', audience: 'operator',
    summary: 'Sent notifications, newest first, with delivery and read counts',
    query: S.SentListQuerySchema, response: resultEnvelope(pageOf(S.SentItemSchema)),
  }),
  sentLetter: defineContract({
    method: 'GET', group: 'operator', path: 'letters/:id', audience: 'operator',
    summary: 'A sent letter: texts in every language, attachments, counts',
    params: S.ItemParamsSchema, response: resultEnvelope(S.SentItemDetailSchema),
  }),
  sentNotification: defineContract({
    method: 'GET', group: 'operator', path: 'notifs/:id', audience: 'operator',
    summary: 'A sent notification: texts in every language, attachments, counts',
    params: S.ItemParamsSchema, response: resultEnvelope(S.SentItemDetailSchema),
  }),
  letterRecipients: defineContract({
    method: 'GET', group: 'operator', path: 'letters/:id/recipients', audience: 'operator',
    summary: 'Recipients of a letter: who has read it and when',
    params: S.ItemParamsSchema, query: S.RecipientListQuerySchema, response: resultEnvelope(pageOf(S.RecipientStatusSchema)),
  }),
  notificationRecipients: defineContract({
    method: 'GET', group: 'operator', path: 'notifs/:id/recipients', audience: 'operator',
    summary: 'Recipients of a notification: who has read it and when',
    params: S.ItemParamsSchema, query: S.RecipientListQuerySchema, response: resultEnvelope(pageOf(S.RecipientStatusSchema)),
  }),
  letterAttachment: defineContract({
    method: 'GET', group: 'operator', path: 'letters/:id/attachments/:attachmentId', audience: 'operator',
    summary: 'Download an attachment of a sent letter',
    params: S.ItemAttachmentParamsSchema, response: z.unknown(), isBlob: true,
    contentTypes: ATTACHMENT_CONTENT_TYPES,
  }),
  notificationAttachment: defineContract({
    method: 'GET', group: 'operator', path: 'notifs/:id/attachments/:attachmentId', audience: 'operator',
    summary: 'Download an attachment of a sent notification',
    params: S.ItemAttachmentParamsSchema, response: z.unknown(), isBlob: true,
    contentTypes: ATTACHMENT_CONTENT_TYPES,
  }),
  auditLog: defineContract({
    method: 'GET', group: 'operator', path: 'audit-log', audience: 'operator',
    summary: 'The audit log, newest first, filtered by dates, organization, operator or correlation id',
    query: S.AuditLogQuerySchema, response: resultEnvelope(pageOf(S.AuditEntrySchema)),
  }),
  nameChanges: defineContract({
    method: 'GET', group: 'operator', path: 'name-changes', audience: 'operator',
    summary: "Declaration rows whose name the employer confirmed as changed (marriage etc.), newest first, of one organization when its code is given",
    query: S.NameChangeListQuerySchema, response: resultEnvelope(pageOf(S.ConfirmedNameChangeSchema)),
  }),
  operators: defineContract({
    method: 'GET', group: 'operator', path: 'operators', audience: 'operator',
    summary: 'Operators (for the audit log filter)',
    response: resultEnvelope(z.array(S.OperatorSummarySchema)),
  }),
} as const);
