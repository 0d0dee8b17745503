import { MAX_UPLOAD_BYTES } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { cleanFileName, detectContentFormat, inspectUpload, zipEntryNames } from './file-kind.ts';
import { acceptUpload } from './files.service.ts';

/** A zip of stored (uncompressed) entries: local headers, central directory, end record. */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const data = Buffer.from('x');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(1, 18);
    local.writeUInt32LE(1, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(1, 20);
    central.writeUInt32LE(1, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + 1;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const ole2 = (stream: string) => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from(`${stream}\0`, 'utf16le'), Buffer.alloc(64)]);

const SAMPLES: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
  djvu: Buffer.concat([Buffer.from('AT&TFORM'), Buffer.from([0, 0, 0, 20]), Buffer.from('DJVUINFO')]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  tiff: Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]),
  bmp: Buffer.concat([Buffer.from('BM'), Buffer.alloc(20)]),
  docx: zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
  xlsx: zip(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
  zip: zip(['readme.txt', 'data/report.csv']),
  doc: ole2('WordDocument'),
  xls: ole2('Workbook'),
  rtf: Buffer.from('{\\rtf1\\ansi hello}'),
  rar: Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]),
  '7z': Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]),
  gz: Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0]),
  text: Buffer.from('გამარჯობა, this is plain text.\nПривет.\n'),
};

describe('content detection', () => {
  it.each(Object.entries(SAMPLES))('recognises %s by its bytes', (format, bytes) => {
    expect(detectContentFormat(bytes)).toBe(format);
  });

  it('tells an executable, invalid UTF-8 and text with NUL bytes apart from text', () => {
    expect(detectContentFormat(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'))).toBe('unknown');
    expect(detectContentFormat(Buffer.from([0xc3, 0x28, 0x41]))).toBe('unknown');
    expect(detectContentFormat(Buffer.from('abc\0def'))).toBe('unknown');
  });

  it('reads the entries of a zip from its central directory', () => {
    expect(zipEntryNames(SAMPLES.docx!)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(zipEntryNames(Buffer.from('PK\x03\x04 truncated'))).toBeNull();
  });
});

describe('upload checks', () => {
  it.each([
    ['report.pdf', 'pdf', 'pdf', 'application/pdf'],
    ['scan.DJVU', 'djvu', 'djvu', 'image/vnd.djvu'],
    ['photo.jpg', 'jpeg', 'image', 'image/jpeg'],
    ['photo.jpeg', 'jpeg', 'image', 'image/jpeg'],
    ['picture.png', 'png', 'image', 'image/png'],
    ['anim.gif', 'gif', 'image', 'image/gif'],
    ['photo.webp', 'webp', 'image', 'image/webp'],
    ['fax.tiff', 'tiff', 'image', 'image/tiff'],
    ['icon.bmp', 'bmp', 'image', 'image/bmp'],
    ['letter.docx', 'docx', 'word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['letter.doc', 'doc', 'word', 'application/msword'],
    ['letter.rtf', 'rtf', 'word', 'application/rtf'],
    ['table.xlsx', 'xlsx', 'excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['table.xls', 'xls', 'excel', 'application/vnd.ms-excel'],
    ['table.csv', 'text', 'excel', 'text/csv; charset=utf-8'],
    ['notes.txt', 'text', 'txt', 'text/plain; charset=utf-8'],
    ['bundle.zip', 'zip', 'archive', 'application/zip'],
    ['letter-as-archive.zip', 'docx', 'archive', 'application/zip'],
    ['bundle.rar', 'rar', 'archive', 'application/vnd.rar'],
    ['bundle.7z', '7z', 'archive', 'application/x-7z-compressed'],
    ['bundle.gz', 'gz', 'archive', 'application/gzip'],
  ])('accepts %s', (name, sample, kind, contentType) => {
    const verdict = inspectUpload(name, SAMPLES[sample]!);
    expect(verdict).toMatchObject({ ok: true, kind, contentType });
  });

  it.each([
    ['invoice.pdf', Buffer.from('MZ\x90\x00 this is an executable'), 'mismatch'],
    ['invoice.pdf', SAMPLES.png!, 'mismatch'],
    ['report.docx', SAMPLES.xlsx!, 'mismatch'],
    ['report.docx', SAMPLES.zip!, 'mismatch'],
    ['report.xls', SAMPLES.doc!, 'mismatch'],
    ['notes.txt', Buffer.from('abc\0def'), 'mismatch'],
    ['photo.png', SAMPLES.jpeg!, 'mismatch'],
    ['setup.exe', Buffer.from('MZ\x90\x00'), 'notAllowed'],
    ['page.html', Buffer.from('<html></html>'), 'notAllowed'],
    ['no-extension', SAMPLES.pdf!, 'notAllowed'],
    ['empty.pdf', Buffer.alloc(0), 'empty'],
    ['big.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES)]), 'tooLarge'],
  ])('refuses %s (%#)', (name, bytes, reason) => {
    expect(inspectUpload(name, bytes)).toMatchObject({ ok: false, reason });
  });

  it('accepts exactly 7 MB and refuses one byte more', () => {
    const exact = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES - 9, 0x20)]);
    expect(exact.length).toBe(MAX_UPLOAD_BYTES);
    expect(inspectUpload('a.pdf', exact).ok).toBe(true);
    expect(inspectUpload('a.pdf', Buffer.concat([exact, Buffer.from(' ')])).ok).toBe(false);
  });

  it('hashes an accepted upload and names the file in a refusal', () => {
    const accepted = acceptUpload({ fileName: 'C:\\fakepath\\report.pdf', bytes: SAMPLES.pdf! });
    expect(accepted.name).toBe('report.pdf');
    expect(accepted.sha256).toMatch(/^[0-9a-f]{64}$/);
    try {
      acceptUpload({ fileName: 'invoice.pdf', bytes: Buffer.from('MZ\x90\x00') });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('FILE_CONTENT_MISMATCH');
      expect((e as AppError).options.params).toMatchObject({ name: 'invoice.pdf' });
    }
  });
});

describe('file names', () => {
  it('drops paths and control characters and keeps the extension of a long name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('   ')).toBe('file');
    const long = cleanFileName(`${'ა'.repeat(400)}.pdf`);
    expect(long.length).toBe(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
