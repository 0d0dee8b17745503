import { crc32, inflateRawSync } from 'node:zlib';
import { AppError } from '../../../lib/app-error.ts';
import { zipArchive, type ArchivePart } from '../../../lib/zip-archive.mjs';
import { inspectZip, ZIP_LIMITS, type ZipLimits, type ZipPart } from './zip-inspect.ts';

/**
 * The one place a workbook's bytes are inflated. inspectZip reads what the archive says of its parts; this
 * checks that they keep to it: each part is inflated with its declared size as a hard bound, so a part that
 * says it unpacks to 200 KB but would give a gigabyte (a zip bomb whose central directory lies) is stopped
 * at 200 KB, in milliseconds, instead of being read by the spreadsheet library until the job's time limit.
 * A part that gives less than it says, or other bytes than its checksum, is damaged.
 *
 * The parts come back as an archive of stored (uncompressed) parts, which the spreadsheet library then
 * reads without inflating anything: the limits checked here are the limits of what it reads.
 */

export type UnpackVerdict =
  | { ok: true; stored: Buffer; parts: number }
  | { ok: false; reason: 'notZip' | 'notSpreadsheet' | 'unsafe' | 'damaged'; part?: string };

const LOCAL = 0x04034b50;
/** General-purpose flags kept: UTF-8 names (bit 11). Bit 3 (sizes after the data) no longer applies. */
const KEPT_FLAGS = 0x0800;

/** A part's bytes as its local header places them, or null when the archive does not hold them. */
function bodyOf(buf: Buffer, part: ZipPart): Buffer | null {
  const at = part.offset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const end = start + part.compressed;
  return end <= buf.length ? buf.subarray(start, end) : null;
}

/** The unpacked bytes of a part, at most its declared size; a verdict when it breaks its word. */
function unpackPart(buf: Buffer, part: ZipPart): Buffer | Exclude<UnpackVerdict, { ok: true }> {
  const body = bodyOf(buf, part);
  if (!body) return { ok: false, reason: 'notZip', part: part.name };
  let data: Buffer;
  if (part.method === 0) data = body;
  else {
    try {
      // zlib stops, and throws, as soon as the output passes the bound: never more than one chunk beyond it
      data = inflateRawSync(body, { maxOutputLength: Math.max(1, part.uncompressed) });
    } catch (e) {
      const tooLarge = (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      return { ok: false, reason: tooLarge ? 'unsafe' : 'damaged', part: part.name };
    }
  }
  if (data.length > part.uncompressed) return { ok: false, reason: 'unsafe', part: part.name };
  if (data.length < part.uncompressed || crc32(data) !== part.crc) return { ok: false, reason: 'damaged', part: part.name };
  return data;
}

/**
 * Checks a workbook's archive (inspectZip) and unpacks every part within what it declares; answers the
 * same workbook as an archive of stored parts, or why it is refused (the part that broke its word).
 */
export function unpackWorkbook(buf: Buffer, limits: ZipLimits = ZIP_LIMITS): UnpackVerdict {
  const verdict = inspectZip(buf, limits);
  if (!verdict.ok) return verdict;
  const stored: ArchivePart[] = [];
  for (const part of verdict.parts) {
    const data = unpackPart(buf, part);
    if (!Buffer.isBuffer(data)) return data;
    const { name, crc } = part;
    stored.push({ name, crc, method: 0, flags: part.flags & KEPT_FLAGS, compressed: data.length, uncompressed: data.length, body: data });
  }
  return { ok: true, stored: zipArchive(stored), parts: stored.length };
}

/**
 * For a reader that opens the workbook itself and gives its own answer to what is no workbook (a CSV,
 * another zip): every part is inflated within its declared size and let go, so that a part that breaks its
 * word is refused here (AppError) in milliseconds, before the reader inflates anything.
 */
export function checkWorkbookParts(bytes: Buffer): void {
  const verdict = inspectZip(bytes);
  if (!verdict.ok) return;
  for (const part of verdict.parts) {
    const data = unpackPart(bytes, part);
    if (Buffer.isBuffer(data)) continue;
    if (data.reason === 'unsafe') throw new AppError('SPREADSHEET_UNSAFE');
    if (data.reason === 'damaged') throw new AppError('SPREADSHEET_UNREADABLE');
    return;
  }
}
