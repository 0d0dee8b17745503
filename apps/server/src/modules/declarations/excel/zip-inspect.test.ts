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
});
