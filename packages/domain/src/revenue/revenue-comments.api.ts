import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../files/content-types.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { multilineText } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { REVENUE_FIRST_YEAR } from './revenue-file.ts';
import { ExportAcceptedSchema } from '../http/exports.ts';

/**
 * Comments on the differences between an employer's declarations and the Revenue Service's filings
 * (docs/decisions/0031): one comment per organization, month and person, written on the screen or many at
 * once through the comments workbook (the differences with a comment column, filled in and uploaded back).
 * The original portal's paths verbatim; `rs-pa-compare-add-comments` and `rs-excel-comments` stay under
 * finance where the original portal puts them.
 */

/** Longest comment kept. */
export const REVENUE_COMMENT_MAX_LENGTH = 1000;
/** The marker of the comments workbook (its very hidden sheet), so that another workbook is told apart. */
export const REVENUE_COMMENTS_MARKER = 'revenue-comments';
/** Rows of a comments workbook at most. */
export const REVENUE_COMMENTS_MAX_ROWS = 20_000;

const YearSchema = z.coerce.number({ error: vmsg('invalidType') }).int({ error: vmsg('invalidType') }).min(REVENUE_FIRST_YEAR, vmsg('invalidType')).max(2100, vmsg('invalidType'));
const MonthSchema = z.coerce.number({ error: vmsg('invalidType') }).int({ error: vmsg('invalidType') }).min(1, vmsg('monthRange')).max(12, vmsg('monthRange'));
const IdSchema = z.uuid({ error: vmsg('invalidType') });

/** A comment's text: trimmed, not empty, at most 1,000 characters, line breaks allowed and no other control character. */
export const RevenueCommentTextSchema = multilineText({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .max(REVENUE_COMMENT_MAX_LENGTH, vmsg('tooLong', { max: REVENUE_COMMENT_MAX_LENGTH }));

export const RevenueCommentSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  personalIdentificationNumber: z.string(),
  comment: z.string(),
  /** Typed on the screen, or saved from an uploaded comments workbook. */
  source: z.enum(['screen', 'excel']),
  /** The uploaded workbook it came from, while that file is kept. */
  fileId: z.string().nullable(),
  lastModificationDate: z.string(),
});
export type RevenueComment = z.infer<typeof RevenueCommentSchema>;

/** Add a comment to a difference, or replace the one it has. */
export const AddRevenueCommentBodySchema = z.object({
  year: YearSchema,
  month: MonthSchema,
  personalIdentificationNumber: PersonalNumberSchema,
  comment: RevenueCommentTextSchema,
});
export type AddRevenueCommentBody = z.output<typeof AddRevenueCommentBodySchema>;

export const RevenueCommentIdQuerySchema = z.object({ id: IdSchema });

/** The comments workbook: the differences of a year, or of one month of it. */
export const RevenueCommentsWorkbookBodySchema = z.object({
  year: YearSchema,
  month: z.preprocess((v) => (v === '' || v === null ? undefined : v), MonthSchema.optional()),
});
export type RevenueCommentsWorkbookBody = z.output<typeof RevenueCommentsWorkbookBodySchema>;

/** A row of an uploaded workbook that was refused: its row number, the column (null: the whole row) and the message in the request's language. */
export const RevenueCommentRowErrorSchema = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });
export type RevenueCommentRowError = z.infer<typeof RevenueCommentRowErrorSchema>;

export const REVENUE_COMMENT_FILE_STATES = ['saved', 'rejected'] as const;
export type RevenueCommentFileState = (typeof REVENUE_COMMENT_FILE_STATES)[number];

export const RevenueCommentFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  year: z.number().int().nullable(),
  /** `saved`: its comments were written; `rejected`: it had errors and nothing of it was saved. */
  status: z.enum(REVENUE_COMMENT_FILE_STATES),
  /** Comments the file saved (0 for a rejected one). */
  commentCount: z.number().int(),
  errorCount: z.number().int(),
  uploadedOn: z.string(),
});
export type RevenueCommentFile = z.infer<typeof RevenueCommentFileSchema>;

export const RevenueCommentFileStateSchema = z.object({
  id: z.string(),
  saved: z.boolean(),
  status: z.enum(REVENUE_COMMENT_FILE_STATES),
  commentCount: z.number().int(),
  /** The rows refused (at most the first 500). */
  errors: z.array(RevenueCommentRowErrorSchema),
  errorCount: z.number().int(),
});
export type RevenueCommentFileCheck = z.infer<typeof RevenueCommentFileStateSchema>;

export const RevenueCommentUploadSchema = RevenueCommentFileStateSchema.extend({ file: RevenueCommentFileSchema });
export type RevenueCommentUpload = z.infer<typeof RevenueCommentUploadSchema>;

export const RevenueCommentFilesQuerySchema = z.object({
  year: z.preprocess((v) => (v === '' ? undefined : v), YearSchema.optional()),
});

export const RevenueCommentDeletedSchema = z.object({ deleted: z.boolean() });

export const revenueCommentApi = defineApi('revenueComment', {
  add: defineContract({
    method: 'POST', group: 'finance', path: 'rs-pa-compare-add-comments', audience: 'user',
    summary: 'Comment a difference with the Revenue Service (organization, year, month, personal number): adds the comment or replaces the one it has',
    body: AddRevenueCommentBodySchema, response: resultEnvelope(RevenueCommentSchema),
  }),
  remove: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'rs-comment-delete', audience: 'user',
    summary: 'Delete a comment of a difference (`id`)',
    query: RevenueCommentIdQuerySchema, response: resultEnvelope(RevenueCommentDeletedSchema), errors: [404],
  }),
  workbook: defineContract({
    method: 'POST', group: 'finance', path: 'rs-excel-comments', audience: 'user', permission: 'read',
    summary: 'The comments workbook (.xlsx, in the request language): the differences of a year or a month with their comments, a comment column to fill in and upload back',
    body: RevenueCommentsWorkbookBodySchema, response: z.any(), isBlob: true, accepted: resultEnvelope(ExportAcceptedSchema), contentTypes: [XLSX_CONTENT_TYPE],
  }),
  upload: defineContract({
    method: 'POST', group: 'financeWrite', path: 'rs-upload-comment', audience: 'user', isMultipart: true,
    summary: 'Upload a filled comments workbook (multipart field `file`, .xlsx, at most 7 MB): every row right, its comments are saved; any row wrong, nothing is saved and the rows are answered with their errors',
    response: resultEnvelope(RevenueCommentUploadSchema), form: { fileField: 'file', maxFiles: 1 },
  }),
  files: defineContract({
    method: 'GET', group: 'finance', path: 'rs-excel-comment-files', audience: 'user',
    summary: 'Comments workbooks uploaded by the organization, newest first',
    query: RevenueCommentFilesQuerySchema, response: resultEnvelope(z.array(RevenueCommentFileSchema)),
  }),
  savedOrNot: defineContract({
    method: 'GET', group: 'finance', path: 'rs-excel-comment-savedornot', audience: 'user',
    summary: 'Whether an uploaded comments workbook was saved, and the errors of its rows when not (`id`)',
    query: RevenueCommentIdQuerySchema, response: resultEnvelope(RevenueCommentFileStateSchema), errors: [404],
  }),
  download: defineContract({
    method: 'GET', group: 'finance', path: 'rs-excel-file-download', audience: 'user',
    summary: 'Download an uploaded comments workbook (`id`)',
    query: RevenueCommentIdQuerySchema, response: z.any(), isBlob: true, contentTypes: [XLSX_CONTENT_TYPE], errors: [404],
  }),
  removeFile: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'rs-comment-excel-delete', audience: 'user',
    summary: 'Delete an uploaded comments workbook (`id`); the comments it saved stay',
    query: RevenueCommentIdQuerySchema, response: resultEnvelope(RevenueCommentDeletedSchema), errors: [404],
  }),
} as const);
