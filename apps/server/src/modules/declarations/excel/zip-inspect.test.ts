import { describe, expect, it } from 'vitest';
import { WORKBOOK_PARTS, zipOf } from '../../../test/declarations.ts';
import { buildTemplate } from './workbooks.ts';
import { inspectZip, ZIP_LIMITS } from './zip-inspect.ts';

describe('inspectZip', () => {
  it('takes a template the server generates, listing its parts', async () => {
    const verdict = inspectZip(await buildTemplate('standard', 'detailed', 'ka'));
    expect(verdict.ok).toBe(true);
    if (verdict.ok) {
      expect(verdict.names).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
      expect(verdict.totalUncompressed).toBeLessThan(ZIP_LIMITS.maxTotalUncompressed);
    }
  });

  it('takes a small hand-made archive with the parts of a workbook', () => {
    expect(inspectZip(zipOf(WORKBOOK_PARTS))).toMatchObject({ ok: true, entries: 3 });
  });

  it('calls anything that is not a zip "notZip": a PDF, text, a truncated archive, nothing', async () => {
    expect(inspectZip(Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'))).toEqual({ ok: false, reason: 'notZip' });
    expect(inspectZip(Buffer.from('personal number;name\n01234567890;Nino\n'.repeat(4)))).toEqual({ ok: false, reason: 'notZip' });
    expect(inspectZip(Buffer.alloc(0))).toEqual({ ok: false, reason: 'notZip' });
    const template = await buildTemplate('standard', 'simple', 'en');
    expect(inspectZip(template.subarray(0, template.length - 30))).toEqual({ ok: false, reason: 'notZip' });
  });

  it('calls a zip without the parts of an Excel workbook (a Word document, a folder) "notSpreadsheet"', () => {
    const docx = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<document/>') },
    ]);
    expect(inspectZip(docx)).toEqual({ ok: false, reason: 'notSpreadsheet' });
  });

  it('refuses a zip bomb without inflating it: a huge declared size, a huge ratio, too many entries', () => {
    // an entry of a few bytes that says it unpacks to 1 GB
    const declared = zipOf([...WORKBOOK_PARTS, { name: 'xl/media/image1.png', data: Buffer.from('tiny'), claimedUncompressed: 1_000_000_000 }]);
    expect(declared.length).toBeLessThan(2_000);
    expect(inspectZip(declared)).toEqual({ ok: false, reason: 'unsafe' });
    // an entry that really inflates 1000 times: 8 MB of zeros in a few kilobytes
    const zeros = zipOf([...WORKBOOK_PARTS, { name: 'xl/sharedStrings.xml', data: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(zeros.length).toBeLessThan(64 * 1024);
    expect(inspectZip(zeros)).toEqual({ ok: false, reason: 'unsafe' });
    // many entries, each small, adding up beyond the total
    const many = zipOf([...WORKBOOK_PARTS, ...Array.from({ length: 3 }, (_, i) => ({ name: `xl/media/p${i}.bin`, data: Buffer.from('x'), claimedUncompressed: 100 * 1024 * 1024, claimedCompressed: 60 * 1024 * 1024 }))]);
    expect(inspectZip(many)).toEqual({ ok: false, reason: 'unsafe' });
    const entries = zipOf([...WORKBOOK_PARTS, ...Array.from({ length: ZIP_LIMITS.maxEntries }, (_, i) => ({ name: `x${i}`, data: Buffer.alloc(0), method: 0 }))]);
    expect(inspectZip(entries)).toEqual({ ok: false, reason: 'unsafe' });
  });

  it('refuses encrypted entries, unknown compression methods and ZIP64 markers', () => {
    expect(inspectZip(zipOf([...WORKBOOK_PARTS, { name: 'xl/secret.bin', data: Buffer.from('x'), flags: 0x1 }]))).toEqual({ ok: false, reason: 'unsafe' });
    expect(inspectZip(zipOf([...WORKBOOK_PARTS, { name: 'xl/bzip.bin', data: Buffer.from('x'), method: 12 }]))).toEqual({ ok: false, reason: 'unsafe' });
    expect(inspectZip(zipOf([...WORKBOOK_PARTS, { name: 'xl/big.bin', data: Buffer.from('x'), claimedUncompressed: 0xffffffff }]))).toEqual({ ok: false, reason: 'unsafe' });
  });

  describe('refuses a workbook small on the wire but long to read, before anything is unpacked', () => {
    const MB = 1024 * 1024;
    /** A part of `compressedKb` kilobytes on the wire that says it unpacks to `mb` megabytes. */
    const part = (name: string, mb: number, compressedKb: number) => ({ name, data: Buffer.alloc(Math.round(compressedKb * 1024), 0x61), method: 0, claimedUncompressed: Math.round(mb * MB) });
    const ok = (entries: Parameters<typeof zipOf>[0]) => inspectZip(zipOf([...WORKBOOK_PARTS, ...entries])).ok;

    it('one part compressed more than 100 times (an Excel sheet of data: about 9 times), beside a picture that does not compress', () => {
      const picture = { name: 'xl/media/image1.png', data: Buffer.alloc(400 * 1024, 0x89), method: 0 };
      expect(ok([picture, part('xl/worksheets/sheet2.xml', 15, (1024 * 15) / 90)])).toBe(true);
      expect(ok([picture, part('xl/worksheets/sheet2.xml', 15, (1024 * 15) / 150)])).toBe(false);
    });

    it('the whole archive unpacking to more than 50 times its size, in parts each below the floor of the ratio of one part', () => {
      const small = Array.from({ length: 100 }, (_, i) => part(`xl/media/p${i}.xml`, 0.2, 1));
      expect(small.every((p) => p.claimedUncompressed < ZIP_LIMITS.ratioFloor)).toBe(true);
      expect(ok(small)).toBe(false);
    });

    it('more than 200 parts', () => {
      const parts = (n: number) => Array.from({ length: n - WORKBOOK_PARTS.length }, (_, i) => ({ name: `xl/p${i}.xml`, data: Buffer.from('<p/>') }));
      expect(ok(parts(ZIP_LIMITS.maxEntries))).toBe(true);
      expect(ok(parts(ZIP_LIMITS.maxEntries + 1))).toBe(false);
    });

    it('shared strings over 32 MB and styles over 8 MB, however they compress', () => {
      expect(ok([part('xl/sharedStrings.xml', 30, 6 * 1024)])).toBe(true);
      expect(ok([part('xl/sharedStrings.xml', 33, 6 * 1024)])).toBe(false);
      expect(ok([part('xl/styles.xml', 7, 2 * 1024)])).toBe(true);
      expect(ok([part('xl/styles.xml', 9, 2 * 1024)])).toBe(false);
    });

    it('worksheets that could hold more than 4 million cells together (16 bytes a cell at the fewest)', () => {
      expect(ok([part('xl/worksheets/sheet2.xml', 30, 4 * 1024), part('xl/worksheets/sheet3.xml', 30, 4 * 1024)])).toBe(true);
      expect(ok([part('xl/worksheets/sheet2.xml', 33, 4 * 1024), part('xl/worksheets/sheet3.xml', 33, 4 * 1024)])).toBe(false);
    });
  });
});
