import { z } from 'zod';
import { CappedPageSizeSchema, PageNumberSchema } from '../http/paging.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { DeclarationFormSchema, DeclarationTypeSchema, ISSUE_TIERS, NAME_MAX_LENGTH } from './declaration.schema.ts';

/** The contracts of a declaration's lists, row filters, uploads and template (the declaration's own: declaration.schema.ts). */

/** Query of `GET fbo/declarations/monthly-decs` and `.../monthly-decs/{id}` (section 7). */
export const MonthlyDeclarationsQuerySchema = z.object({
  pageNumber: PageNumberSchema,
  pageSize: CappedPageSizeSchema,
  personalId: text().trim().max(11).regex(/^\d*$/, vmsg('personalNumberDigits')).optional(),
});
export type MonthlyDeclarationsQuery = z.infer<typeof MonthlyDeclarationsQuerySchema>;

const SearchTextSchema = text()
  .trim()
  .max(NAME_MAX_LENGTH, vmsg('tooLong', { max: NAME_MAX_LENGTH }))
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Body of `POST declarations/details/filter` (section 7): a page of a declaration's rows, filtered by first
 * name, last name or (the beginning of) the personal number; `search` matches any of the three, for the
 * editor's single search box.
 */
export const DetailFilterSchema = z.object({
  declarationId: text().trim().min(1, vmsg('required')),
  pageNumber: PageNumberSchema,
  pageSize: CappedPageSizeSchema,
  firstName: SearchTextSchema,
  lastName: SearchTextSchema,
  personalIdentificationNumber: text()
    .trim()
    .max(11, vmsg('personalNumberLength'))
    .regex(/^\d*$/, vmsg('personalNumberDigits'))
    .optional()
    .transform((v) => (v ? v : undefined)),
  search: SearchTextSchema,
  /** Only rows with an error, or with a warning. */
  tier: z.enum(ISSUE_TIERS).optional(),
});
export type DetailFilter = z.infer<typeof DetailFilterSchema>;

/** A rejected row of an upload: its spreadsheet row number, the column key (null: the whole row), the text. */
export const UploadRejectionSchema = z.object({
  row: z.number().int().min(1),
  column: z.string().nullable(),
  message: z.string(),
});
export type UploadRejection = z.infer<typeof UploadRejectionSchema>;

/** Answer of `POST declarations/{id}/upload`. */
export const UploadResultSchema = z.object({
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
  rows: z.array(UploadRejectionSchema),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** Query of the template download (`GET declarations/template`). */
export const TemplateQuerySchema = z.object({ type: DeclarationTypeSchema, form: DeclarationFormSchema });
export type TemplateQuery = z.infer<typeof TemplateQuerySchema>;
