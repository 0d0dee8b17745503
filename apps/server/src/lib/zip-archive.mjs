// A zip archive from parts already packed: the local headers and bodies in the parts' order, the central
// directory, its end. No ZIP64 (an archive under 4 GB, fewer than 65,536 parts) and no dates (every part
// dated 1980-01-01, so that the same parts give the same bytes). Plain JavaScript, so that worker threads
// load it without a TypeScript loader (the workbook writer, xlsx-writer.mjs); types in zip-archive.d.mts.
import { Buffer } from 'node:buffer';
import { crc32, deflateRawSync } from 'node:zlib';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** Version needed to extract: 2.0 (deflate). */
const VERSION = 20;
/** 1980-01-01 00:00 in MS-DOS form: day 1 of month 1 of year 0. */
const DOS_DATE = (1 << 5) | 1;

/** @param {import('./zip-archive.d.mts').ArchivePart[]} parts */
export function zipArchive(parts) {
  const chunks = [];
  const centrals = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(part.flags, 6);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.compressed, 18);
    local.writeUInt32LE(part.uncompressed, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(part.flags, 8);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.compressed, 20);
    central.writeUInt32LE(part.uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, part.body);
    centrals.push(central, name);
    offset += local.length + name.length + part.body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

/**
 * A part deflated (method 8), or stored (method 0) when deflating would not make it smaller.
 * @param {string} name
 * @param {Buffer} data
 * @param {number} [level] zlib's level, 1 (fastest) to 9 (smallest); 6 unless told
 * @returns {import('./zip-archive.d.mts').ArchivePart}
 */
export function packedPart(name, data, level = 6) {
  const crc = crc32(data);
  const deflated = deflateRawSync(data, { level });
  const stored = deflated.length >= data.length;
  const body = stored ? data : deflated;
  return { name, crc, flags: 0, method: stored ? 0 : 8, compressed: body.length, uncompressed: data.length, body };
}
