/**
 * A spreadsheet (.xlsx) is a zip archive. Before anything unpacks it, its central directory is read here:
 * how many parts, how large each says it is once unpacked and how strongly it is compressed. A workbook
 * that would unpack to far more than any real declaration needs (a "zip bomb", or a file small on the wire
 * but long to read: millions of empty formatted cells, huge shared strings or styles) is refused without
 * inflating a byte, so that it never holds an upload worker.
 *
 * The limits are generous for a 7 MB template at the most rows an upload takes: 20,000 rows of the
 * detailed template written by Excel or exceljs unpack to about 10 MB of worksheet (about 9 times the
 * archive), 0.6 MB of shared strings and a few kilobytes of styles, in some 15 parts.
 */
export const ZIP_LIMITS = {
  /** Parts of the archive. */
  maxEntries: 200,
  /** Sum of the uncompressed sizes of every part. */
  maxTotalUncompressed: 128 * 1024 * 1024,
  /** Ratio of uncompressed to compressed size of one part, checked for parts above `ratioFloor`. */
  maxRatio: 100,
  ratioFloor: 256 * 1024,
  /** Ratio of the whole unpacked size to the archive's size, checked when the whole is above `ratioFloor`. */
  maxTotalRatio: 50,
  /** The shared strings part (every text of the workbook, held in memory while its rows are read). */
  maxSharedStrings: 32 * 1024 * 1024,
  /** The styles part (read whole before the first row). */
  maxStyles: 8 * 1024 * 1024,
  /**
   * Cells of every worksheet together, estimated from their unpacked size at `bytesPerCell` (the fewest
   * bytes a cell with a reference takes, `<c r="A1" s="1"/>`): no estimate can be below the real count.
   */
  maxCells: 4_000_000,
  bytesPerCell: 16,
} as const;

export type ZipLimits = { [K in keyof typeof ZIP_LIMITS]: number };

/** A part of the archive as its central directory describes it. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
  crc: number;
  compressed: number;
  /** What the archive says the part unpacks to: unpacking never gives more (zip-unpack.ts). */
  uncompressed: number;
  /** Where its local header starts. */
  offset: number;
}

export type ZipVerdict =
  | { ok: true; entries: number; totalUncompressed: number; names: string[]; parts: ZipPart[] }
  | { ok: false; reason: 'notZip' | 'notSpreadsheet' | 'unsafe' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** Reads the central directory of a zip held in memory; never inflates anything. */
export function inspectZip(buf: Buffer, limits: ZipLimits = ZIP_LIMITS): ZipVerdict {
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
  let worksheetBytes = 0;
  const names: string[] = [];
  const parts: ZipPart[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) return { ok: false, reason: 'notZip' };
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const uncompressed = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const crc = buf.readUInt32LE(p + 16);
    const offset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 0x1) return { ok: false, reason: 'unsafe' }; // encrypted entry
    if (method !== 0 && method !== 8) return { ok: false, reason: 'unsafe' }; // only stored and deflate
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return { ok: false, reason: 'unsafe' };
    total += uncompressed;
    if (total > limits.maxTotalUncompressed) return { ok: false, reason: 'unsafe' };
    if (uncompressed > limits.ratioFloor && uncompressed > compressed * limits.maxRatio) return { ok: false, reason: 'unsafe' };
    const part = name.toLowerCase();
    if (part === 'xl/sharedstrings.xml' && uncompressed > limits.maxSharedStrings) return { ok: false, reason: 'unsafe' };
    if (part === 'xl/styles.xml' && uncompressed > limits.maxStyles) return { ok: false, reason: 'unsafe' };
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(part)) {
      worksheetBytes += uncompressed;
      if (worksheetBytes / limits.bytesPerCell > limits.maxCells) return { ok: false, reason: 'unsafe' };
    }
    names.push(name);
    parts.push({ name, method, flags, crc, compressed, uncompressed, offset });
  }
  if (total > limits.ratioFloor && total > buf.length * limits.maxTotalRatio) return { ok: false, reason: 'unsafe' };
  // an Excel workbook names its parts; a Word document or any other zip does not have these
  if (!names.includes('[Content_Types].xml') || !names.includes('xl/workbook.xml') || !names.some((x) => /^xl\/worksheets\/sheet\d+\.xml$/.test(x))) {
    return { ok: false, reason: 'notSpreadsheet' };
  }
  return { ok: true, entries: count, totalUncompressed: total, names, parts };
}
