/** A part to write into an archive: the figures its headers give and its body as written. */
export interface ArchivePart {
  name: string;
  crc: number;
  /** General-purpose flags (bit 11: the name is UTF-8). */
  flags: number;
  /** 0 stored, 8 deflated. */
  method: number;
  compressed: number;
  uncompressed: number;
  body: Buffer;
}

/** An archive of the parts given, in their order: local headers and bodies, the central directory, its end. */
export function zipArchive(parts: readonly ArchivePart[]): Buffer;

/** A part deflated at zlib's `level` (6 unless told), or stored when deflating would not make it smaller. */
export function packedPart(name: string, data: Buffer, level?: number): ArchivePart;
