/**
 * A spreadsheet (.xlsx) is a zip archive. Before anything unpacks it, its central directory is read here:
 * how many entries, how large they say they are once unpacked and how strongly they are compressed. An
 * archive that would unpack to far more than any real declaration (a "zip bomb") is refused without
 * inflating a byte. The limits are generous for a 7 MB template with tens of thousands of rows.
 */
export const ZIP_LIMITS = {
  maxEntries: 1_000,
  /** Sum of the uncompressed sizes of every entry. */
  maxTotalUncompressed: 256 * 1024 * 1024,
  /** Ratio of uncompressed to compressed size, checked for entries above `ratioFloor`. */
  maxRatio: 200,
  ratioFloor: 1024 * 1024,
} as const;

export type ZipVerdict =
  | { ok: true; entries: number; totalUncompressed: number; names: string[] }
  | { ok: false; reason: 'notZip' | 'notSpreadsheet' | 'unsafe' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** Reads the central directory of a zip held in memory; never inflates anything. */
export function inspectZip(buf: Buffer, limits = ZIP_LIMITS): ZipVerdict {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) return { ok: false, reason: 'notZip' };
  // the end-of-central-directory record sits in the last 22 bytes plus a comment of at most 65535
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'notZip' };
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers: no spreadsheet of at most 7 MB needs them; an archive that uses them is not trusted
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return { ok: false, reason: 'unsafe' };
  if (count > limits.maxEntries) return { ok: false, reason: 'unsafe' };
  if (cdOffset + cdSize > eocd) return { ok: false, reason: 'notZip' };

  let p = cdOffset;
  let total = 0;
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) return { ok: false, reason: 'notZip' };
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const uncompressed = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 0x1) return { ok: false, reason: 'unsafe' }; // encrypted entry
    if (method !== 0 && method !== 8) return { ok: false, reason: 'unsafe' }; // only stored and deflate
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return { ok: false, reason: 'unsafe' };
    total += uncompressed;
    if (total > limits.maxTotalUncompressed) return { ok: false, reason: 'unsafe' };
    if (uncompressed > limits.ratioFloor && uncompressed > compressed * limits.maxRatio) return { ok: false, reason: 'unsafe' };
    names.push(name);
  }
  // an Excel workbook names its parts; a Word document or any other zip does not have these
  if (!names.includes('[Content_Types].xml') || !names.includes('xl/workbook.xml') || !names.some((x) => /^xl\/worksheets\/sheet\d+\.xml$/.test(x))) {
    return { ok: false, reason: 'notSpreadsheet' };
  }
  return { ok: true, entries: count, totalUncompressed: total, names };
}
