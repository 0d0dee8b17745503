import { FILE_EXTENSIONS, MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES, extensionOf, type FileExtension, type FileKind } from '@pensia/domain';

/** What the bytes of a file are, judged by their content alone. */
export type ContentFormat =
  | 'pdf' | 'djvu' | 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff' | 'bmp'
  | 'docx' | 'xlsx' | 'zip' | 'doc' | 'xls' | 'ole2' | 'rtf' | 'rar' | '7z' | 'gz' | 'text' | 'unknown';

/** Content formats each accepted extension may hold. A .zip may hold any zip (a .docx is one too). */
const FORMATS_OF: Record<FileExtension, readonly ContentFormat[]> = {
  pdf: ['pdf'],
  djvu: ['djvu'],
  djv: ['djvu'],
  xlsx: ['xlsx'],
  xls: ['xls'],
  csv: ['text'],
  docx: ['docx'],
  doc: ['doc'],
  rtf: ['rtf'],
  txt: ['text'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  tif: ['tiff'],
  tiff: ['tiff'],
  bmp: ['bmp'],
  zip: ['zip', 'docx', 'xlsx'],
  rar: ['rar'],
  '7z': ['7z'],
  gz: ['gz'],
  tgz: ['gz'],
};

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (s: string) => Buffer.from(s, 'utf16le');

/** Names of the entries of a zip file, from its central directory; null when it can't be read. */
export function zipEntryNames(b: Uint8Array): string[] | null {
  const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  // end of central directory: 22 bytes plus a comment of up to 65535
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return names.length ? names : null;
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    names.push(buf.toString('utf8', p + 46, Math.min(buf.length, p + 46 + nameLength)));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function isUtf8TextWithoutNul(b: Uint8Array): boolean {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/** The format of a file by its first bytes (and, for zip and OLE2 containers, by their entries). */
export function detectContentFormat(b: Uint8Array): ContentFormat {
  if (startsWith(b, ascii('%PDF-'))) return 'pdf';
  if (startsWith(b, ascii('AT&TFORM')) && (startsWith(b, ascii('DJVU'), 12) || startsWith(b, ascii('DJVM'), 12) || startsWith(b, ascii('DJVI'), 12))) return 'djvu';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return 'gif';
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(b, ascii('BM')) && b.length >= 14) return 'bmp';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) {
    const names = zipEntryNames(b) ?? [];
    if (names.some((n) => n === 'word/document.xml')) return 'docx';
    if (names.some((n) => n === 'xl/workbook.xml')) return 'xlsx';
    return 'zip';
  }
  if (startsWith(b, OLE2)) {
    const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    // stream names of the compound file's directory, in UTF-16
    if (buf.includes(utf16('WordDocument'))) return 'doc';
    if (buf.includes(utf16('Workbook')) || buf.includes(utf16('Book\0'))) return 'xls';
    return 'ole2';
  }
  if (startsWith(b, ascii('{\\rtf'))) return 'rtf';
  if (startsWith(b, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  if (startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(b, [0x1f, 0x8b])) return 'gz';
  if (isUtf8TextWithoutNul(b)) return 'text';
  return 'unknown';
}

/** A file name safe to store and to send back: no path, no control characters, at most 255 characters. */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  let name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, MAX_FILE_NAME_LENGTH - ext.length) + ext;
  }
  return name || 'file';
}

export type UploadVerdict =
  | { ok: true; name: string; kind: FileKind; contentType: string; extension: FileExtension; format: ContentFormat }
  | { ok: false; name: string; reason: 'empty' | 'tooLarge' | 'notAllowed' | 'mismatch' };

/**
 * Checks an upload: not empty, at most 7 MB, an accepted extension, and content that is what the extension
 * says (an executable named .pdf is refused).
 */
export function inspectUpload(rawName: string, bytes: Uint8Array): UploadVerdict {
  const name = cleanFileName(rawName);
  if (bytes.byteLength === 0) return { ok: false, name, reason: 'empty' };
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, name, reason: 'tooLarge' };
  const extension = extensionOf(name);
  if (!extension) return { ok: false, name, reason: 'notAllowed' };
  const format = detectContentFormat(bytes);
  if (!FORMATS_OF[extension].includes(format)) return { ok: false, name, reason: 'mismatch' };
  const { kind, contentType } = FILE_EXTENSIONS[extension];
  return { ok: true, name, kind, contentType, extension, format };
}
