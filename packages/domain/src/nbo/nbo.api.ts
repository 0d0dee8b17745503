import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { ATTACHMENT_CONTENT_TYPES } from '../files/content-types.ts';
import { nboEnvelope } from '../http/envelope.ts';
import * as S from './nbo.schema.ts';

/** Correspondence counts of the signed-in user's organization (section 3 "Count response"). */
export const CorrespondenceCountSchema = z.object({
  newNotifs: z.number().int(),
  newNotifsObligatory: z.number().int(),
  totalNotifs: z.number().int(),
  newLetters: z.number().int(),
  totalLetters: z.number().int(),
});
export type CorrespondenceCount = z.infer<typeof CorrespondenceCountSchema>;

/**
 * Contracts of the letters service (api-map.md, nbo group). Every call reaches only the letters and
 * notifications addressed to the caller's organization; another organization's id is answered 404.
 */
export const nboApi = defineApi('nbo', {
  count: defineContract({
    method: 'GET', group: 'nbo', path: 'letters/user/count', audience: 'user',
    summary: 'Counts of new and all letters and notifications',
    response: nboEnvelope(CorrespondenceCountSchema),
  }),
  allLetters: defineContract({
    method: 'GET', group: 'nbo', path: 'letters/user/all', audience: 'user',
    summary: 'Every letter of the organization, newest first',
    response: nboEnvelope(S.AllLettersSchema),
  }),
  letters: defineContract({
    method: 'GET', group: 'nbo', path: 'letters/user', audience: 'user',
    summary: 'A page of letters, newest first, with the registry filters',
    query: S.LetterListQuerySchema, response: nboEnvelope(S.LetterPageSchema),
  }),
  readLetter: defineContract({
    method: 'POST', group: 'nbo', path: 'letters/user/read', audience: 'user', permission: 'read',
    summary: 'Confirm a letter as read ("I have read"); repeating it keeps the first read date',
    body: S.ReadRequestSchema, response: nboEnvelope(S.ReadResultSchema),
    errors: [404],
  }),
  openLetter: defineContract({
    method: 'POST', group: 'nbo', path: 'letters/user/open', audience: 'user', permission: 'read',
    summary: 'Mark a letter as opened: no longer new (reading is confirmed apart); an operator acting for the organization leaves it new',
    body: S.ReadRequestSchema, response: nboEnvelope(S.OpenResultSchema),
    errors: [404],
  }),
  downloadLetterAttachment: defineContract({
    method: 'GET', group: 'nbo', path: 'letters/user/download-attachment', audience: 'user',
    summary: 'Download an attachment of a letter (the file, with its name)',
    query: S.DownloadAttachmentQuerySchema, response: z.unknown(), isBlob: true,
    errors: [404], contentTypes: ATTACHMENT_CONTENT_TYPES,
  }),
  allNotifications: defineContract({
    method: 'GET', group: 'nbo', path: 'notifs/user/all', audience: 'user',
    summary: 'Every notification of the organization, newest first',
    response: nboEnvelope(S.AllNotificationsSchema),
  }),
  notifications: defineContract({
    method: 'GET', group: 'nbo', path: 'notifs/user', audience: 'user',
    summary: 'A page of notifications, newest first',
    query: S.NotificationListQuerySchema, response: nboEnvelope(S.NotificationPageSchema),
  }),
  readNotification: defineContract({
    method: 'POST', group: 'nbo', path: 'notifs/user/read', audience: 'user', permission: 'read',
    summary: 'Confirm a notification as read; repeating it keeps the first read date',
    body: S.ReadRequestSchema, response: nboEnvelope(S.ReadResultSchema),
    errors: [404],
  }),
  openNotification: defineContract({
    method: 'POST', group: 'nbo', path: 'notifs/user/open', audience: 'user', permission: 'read',
    summary: 'Mark a notification as opened: no longer new; an obligatory one stays to be confirmed as read',
    body: S.ReadRequestSchema, response: nboEnvelope(S.OpenResultSchema),
    errors: [404],
  }),
  downloadNotificationAttachment: defineContract({
    method: 'GET', group: 'nbo', path: 'notifs/user/download-attachment', audience: 'user',
    summary: 'Download an attachment of a notification (the file, with its name)',
    query: S.DownloadAttachmentQuerySchema, response: z.unknown(), isBlob: true,
    errors: [404], contentTypes: ATTACHMENT_CONTENT_TYPES,
  }),
} as const, { keyScopes: { read: 'correspondence:read' } });
