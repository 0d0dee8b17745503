import { FILE_EXTENSIONS } from './upload-limits.ts';

/** The content type of an Excel workbook (templates, exports, uploads). */
export const XLSX_CONTENT_TYPE = FILE_EXTENSIONS.xlsx.contentType;

/** Content types an attachment can be downloaded with: one for each file type the portal accepts. */
export const ATTACHMENT_CONTENT_TYPES: readonly string[] = [...new Set(Object.values(FILE_EXTENSIONS).map((e) => e.contentType))];
