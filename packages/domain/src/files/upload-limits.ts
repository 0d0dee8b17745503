import { z } from 'zod';

/** Uploaded files at most 7 MB (sections 5 and 9). */
export const MAX_UPLOAD_BYTES = 7 * 1024 * 1024;
/** Attachments of one letter or notification. */
export const MAX_ATTACHMENTS = 10;
/** Longest file name kept (the usual file-system limit). */
export const MAX_FILE_NAME_LENGTH = 255;

/** File types the portal recognises (section 3), each with its icon on the screens. */
export const FILE_KINDS = ['pdf', 'djvu', 'excel', 'word', 'txt', 'image', 'archive'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const FileKindSchema = z.enum(FILE_KINDS);

/**
 * Extensions accepted, with their kind and the content type a download is answered with. The server
 * checks the content too: the extension must agree with what the bytes are.
 */
export const FILE_EXTENSIONS = {
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  djvu: { kind: 'djvu', contentType: 'image/vnd.djvu' },
  djv: { kind: 'djvu', contentType: 'image/vnd.djvu' },
  xlsx: { kind: 'excel', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  xls: { kind: 'excel', contentType: 'application/vnd.ms-excel' },
  csv: { kind: 'excel', contentType: 'text/csv; charset=utf-8' },
  docx: { kind: 'word', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  doc: { kind: 'word', contentType: 'application/msword' },
  rtf: { kind: 'word', contentType: 'application/rtf' },
  txt: { kind: 'txt', contentType: 'text/plain; charset=utf-8' },
  png: { kind: 'image', contentType: 'image/png' },
  jpg: { kind: 'image', contentType: 'image/jpeg' },
  jpeg: { kind: 'image', contentType: 'image/jpeg' },
  gif: { kind: 'image', contentType: 'image/gif' },
  webp: { kind: 'image', contentType: 'image/webp' },
  tif: { kind: 'image', contentType: 'image/tiff' },
  tiff: { kind: 'image', contentType: 'image/tiff' },
  bmp: { kind: 'image', contentType: 'image/bmp' },
  zip: { kind: 'archive', contentType: 'application/zip' },
  rar: { kind: 'archive', contentType: 'application/vnd.rar' },
  '7z': { kind: 'archive', contentType: 'application/x-7z-compressed' },
  gz: { kind: 'archive', contentType: 'application/gzip' },
  tgz: { kind: 'archive', contentType: 'application/gzip' },
} as const satisfies Record<string, { kind: FileKind; contentType: string }>;
export type FileExtension = keyof typeof FILE_EXTENSIONS;

/** The `accept` attribute of a file input: every accepted extension. */
export const ACCEPTED_FILE_TYPES = Object.keys(FILE_EXTENSIONS)
  .map((e) => `.${e}`)
  .join(',');

/** The lower-case extension of a file name, when it is one the portal accepts. */
export function extensionOf(fileName: string): FileExtension | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(FILE_EXTENSIONS, ext) ? (ext as FileExtension) : undefined;
}

/** The kind of a file by its name only (the screens' icon); the server decides by content. */
export function kindOfFileName(fileName: string): FileKind | undefined {
  const ext = extensionOf(fileName);
  return ext ? FILE_EXTENSIONS[ext].kind : undefined;
}

/** An attachment as letters and notifications list it. `size` in bytes. */
export const AttachmentSchema = z.object({
  attachmentId: z.string(),
  name: z.string(),
  type: FileKindSchema,
  size: z.number().int(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
