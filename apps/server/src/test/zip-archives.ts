import { crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { zipArchive } from '../lib/zip-archive.mjs';

/** Zip archives built byte by byte, for the checks made before a spreadsheet is unpacked, and the zip bombs they refuse. */

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate (8, the default) or store (0); other values are written as given. */
  method?: number;
  flags?: number;
  /** Sizes written in the headers instead of the real ones. */
  claimedUncompressed?: number;
  claimedCompressed?: number;
}

/** A zip archive of the entries given, with the sizes, flags and methods they claim. */
export function zipOf(entries: ZipEntry[]): Buffer {
  return zipArchive(
    entries.map((e) => {
      const method = e.method ?? 8;
      const body = method === 8 ? deflateRawSync(e.data) : e.data;
      return {
        name: e.name,
        method,
        flags: e.flags ?? 0,
        crc: crc32(e.data),
        compressed: e.claimedCompressed ?? body.length,
        uncompressed: e.claimedUncompressed ?? e.data.length,
        body,
      };
    }),
  );
}

/** The parts every Excel workbook names. */
export const WORKBOOK_PARTS: ZipEntry[] = [
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
  { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<?xml version="1.0"?><worksheet/>') },
];

const MB = 1024 * 1024;

/**
 * A zip bomb made of a real workbook: its data sheet swollen with `mb` megabytes of rows (compressed about
 * a thousand times) while its central directory says the part unpacks to 200 KB, so that the archive's own
 * figures pass every check and only inflating it shows what it is. For the tests and the benchmark.
 */
export async function swollenWorkbook(file: Buffer, mb: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(file);
  const entries: ZipEntry[] = [];
  for (const [name, entry] of Object.entries(zip.files)) {
    if (entry.dir) continue;
    const data = await entry.async('nodebuffer');
    if (name !== 'xl/worksheets/sheet1.xml') {
      entries.push({ name, data });
      continue;
    }
    const xml = data.toString('utf8');
    const at = xml.indexOf('</sheetData>');
    const filler = Buffer.alloc(mb * MB, '<row r="3"><c r="A3" t="inlineStr"><is><t>01001000001</t></is></c></row>');
    entries.push({ name, data: Buffer.concat([Buffer.from(xml.slice(0, at)), filler, Buffer.from(xml.slice(at))]), claimedUncompressed: 200 * 1024 });
  }
  return zipOf(entries);
}
