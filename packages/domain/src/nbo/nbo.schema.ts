import { z } from 'zod';
import { text } from '../http/text.ts';
import { AttachmentSchema } from '../files/upload-limits.ts';
import { vmsg } from '../i18n/messages.ts';
import { PagingQuerySchema } from '../http/paging.ts';

/**
 * Types of letters and notifications the agency sends. The screens translate them; the letters registry
 * filters by them.
 */
export const CORRESPONDENCE_TYPES = ['information', 'reminder', 'request', 'warning', 'decision', 'obligatory'] as const;
export type CorrespondenceType = (typeof CORRESPONDENCE_TYPES)[number];
export const CorrespondenceTypeSchema = z.enum(CORRESPONDENCE_TYPES, { error: vmsg('required') });

/** `true`/`false` (and 1/0) in a query string. */
export const QueryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A calendar date in a query string: `YYYY-MM-DD`. */
export const QueryDateSchema = text().regex(/^\d{4}-\d{2}-\d{2}$/, vmsg('dateFormat')).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), vmsg('dateFormat'));

/** A letter as the employer reads it: subject and text in the reader's language, else Georgian. */
export const LetterSchema = z.object({
  _id: z.string(),
  type: z.string(),
  subject: z.string(),
  text: z.string(),
  receiveDate: z.string(),
  readDate: z.string().nullable(),
  isRead: z.boolean(),
  /** Not opened yet by the organization; opening is not reading, which "I have read" confirms. */
  isNew: z.boolean(),
  openedDate: z.string().nullable(),
  attachments: z.array(AttachmentSchema),
});
export type Letter = z.infer<typeof LetterSchema>;

/** A notification as the employer reads it; obligatory ones must be read before signing out. */
export const NotificationSchema = LetterSchema.extend({
  isObligatory: z.boolean(),
  /** The API's unread flag: the negation of isRead. */
  unread: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * Query of `letters/user`: the API's paging and `onlyNew` (not opened yet), and the registry's
 * filters (kept by the web app as `letterFilters`): type, received between two dates (inclusive), read or
 * unread; for notifications also `onlyObligatory`.
 */
export const LetterListQuerySchema = PagingQuerySchema.extend({
  onlyNew: QueryBooleanSchema.optional(),
  onlyObligatory: QueryBooleanSchema.optional(),
  type: text().trim().max(40).optional(),
  receivedFrom: QueryDateSchema.optional(),
  receivedTo: QueryDateSchema.optional(),
  isRead: QueryBooleanSchema.optional(),
});
export type LetterListQuery = z.input<typeof LetterListQuerySchema>;
export type LetterFilters = Pick<z.output<typeof LetterListQuerySchema>, 'type' | 'receivedFrom' | 'receivedTo' | 'isRead' | 'onlyNew' | 'onlyObligatory'>;

export const NotificationListQuerySchema = LetterListQuerySchema;
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const LetterPageSchema = z.object({
  letters: z.array(LetterSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export const NotificationPageSchema = z.object({
  notifs: z.array(NotificationSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export const AllLettersSchema = z.object({ letters: z.array(LetterSchema), total: z.number().int() });
export const AllNotificationsSchema = z.object({ notifs: z.array(NotificationSchema), total: z.number().int() });

/** `POST letters/user/read` and `notifs/user/read`: the item's `_id`. */
export const ReadRequestSchema = z.object({ _id: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(64) });
export const ReadResultSchema = z.object({ _id: z.string(), isRead: z.literal(true), readDate: z.string() });
export type ReadResult = z.infer<typeof ReadResultSchema>;

/**
 * `POST letters/user/open` and `notifs/user/open`: whether the item is still new and the date the organization
 * first opened it (an operator acting for the organization leaves it new).
 */
export const OpenResultSchema = z.object({ _id: z.string(), isNew: z.boolean(), openedDate: z.string().nullable() });
export type OpenResult = z.infer<typeof OpenResultSchema>;

/** `GET letters/user/download-attachment?_id=&attachmentId=`. */
export const DownloadAttachmentQuerySchema = z.object({
  _id: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(64),
  attachmentId: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(64),
});
