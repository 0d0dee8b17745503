import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { columnLetters, writeXlsx, xmlText, type XlsxLayout } from './xlsx-writer.mjs';

const layout: XlsxLayout = {
  creator: 'Pensia',
  title: 'დეკლარაცია',
  headerRow: 1,
  markerSheet: 'pensia',
  marker: 'pensia-declaration:standard:detailed',
  columns: [
    { key: 'pin', header: 'პირადი ნომერი', width: 16, numFmt: '@' },
    { key: 'born', header: 'დაბადების თარიღი', width: 14, numFmt: 'dd.mm.yyyy' },
    { key: 'gross', header: 'ხელფასი', width: 12, numFmt: '0.00' },
    { key: 'optIn', header: 'opt-in', width: 8 },
  ],
};

async function readBack(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  return workbook;
}

describe('columnLetters', () => {
  it.each([
    [1, 'A'],
    [15, 'O'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [53, 'BA'],
    [702, 'ZZ'],
    [703, 'AAA'],
    [16384, 'XFD'],
  ])('column %i is %s', (n, letters) => expect(columnLetters(n)).toBe(letters));
});

describe('xmlText', () => {
  it.each([
    ['plain', 'plain'],
    ['a & b < c > d "e"', 'a &amp; b &lt; c &gt; d &quot;e&quot;'],
    ["it's", "it's"],
    ['tab\tline\nreturn\r', 'tab\tline\nreturn\r'],
    ['bell\u0007 and nul\u0000 left out', 'bell and nul left out'],
    ['ქართული ✓', 'ქართული ✓'],
  ])('%j is written %j', (text, xml) => expect(xmlText(text)).toBe(xml));
});

describe('writeXlsx', () => {
  it('writes the layout a spreadsheet program reads back: header in bold frozen above, formats by column, the marker very hidden', async () => {
    const rows = [
      ['01001011234', 32874, 1234.5, 1],
      ['01001011235', null, 0, 0],
      [' leading space', 40000, 0.01, null],
      ['a & <b> "c"', 1, 999999999.99, 1],
    ];
    const workbook = await readBack(writeXlsx(layout, rows));
    expect(workbook.creator).toBe('Pensia');
    const [data, marker] = workbook.worksheets;
    expect(data!.name).toBe('დეკლარაცია');
    expect(data!.state).toBe('visible');
    expect(data!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((data!.getRow(1).values as unknown[]).slice(1)).toEqual(['პირადი ნომერი', 'დაბადების თარიღი', 'ხელფასი', 'opt-in']);
    expect(data!.getRow(1).getCell(1).font).toMatchObject({ bold: true });
    expect(data!.actualRowCount).toBe(5);
    expect(data!.getColumn(1).width).toBe(16);
    expect(data!.getColumn(3).width).toBe(12);
    // a personal number stays text with its leading zero; the date column holds a serial shown as a date
    expect(data!.getCell('A2').value).toBe('01001011234');
    expect(data!.getCell('A2').numFmt).toBe('@');
    expect(data!.getCell('B2').numFmt).toBe('dd.mm.yyyy');
    expect(data!.getCell('B2').value).toEqual(new Date(Date.UTC(1990, 0, 1)));
    expect(data!.getCell('C2').value).toBe(1234.5);
    expect(data!.getCell('C2').numFmt).toBe('0.00');
    expect(data!.getCell('D2').value).toBe(1);
    // an empty cell is not written
    expect(data!.getCell('B3').value).toBeNull();
    expect(data!.getCell('D4').value).toBeNull();
    expect(data!.getCell('A4').value).toBe(' leading space');
    expect(data!.getCell('A5').value).toBe('a & <b> "c"');
    expect(data!.getCell('C5').value).toBe(999999999.99);
    expect(marker!.name).toBe('pensia');
    expect(marker!.state).toBe('veryHidden');
    expect(marker!.getCell('A1').value).toBe('pensia-declaration:standard:detailed');
  });

  it('writes each text once in the shared strings, and the parts a row refers to before the sheets', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => [`0100101${String(i).padStart(4, '0')}`, null, 100, i % 2]);
    const zip = await JSZip.loadAsync(writeXlsx(layout, rows));
    const names = Object.keys(zip.files);
    expect(names.indexOf('xl/sharedStrings.xml')).toBeLessThan(names.indexOf('xl/worksheets/sheet1.xml'));
    expect(names.indexOf('xl/styles.xml')).toBeLessThan(names.indexOf('xl/worksheets/sheet1.xml'));
    const shared = await zip.file('xl/sharedStrings.xml')!.async('string');
    // 4 headers, 100 personal numbers, the marker: 105 texts, each written once
    expect(shared).toContain('count="105" uniqueCount="105"');
    const again = await JSZip.loadAsync(writeXlsx(layout, [['x', null, null, null], ['x', null, null, null]]));
    expect(await again.file('xl/sharedStrings.xml')!.async('string')).toContain('count="7" uniqueCount="6"');
  });

  it('the same layout, rows and date give the same bytes', () => {
    const created = new Date('2026-11-29T10:00:00Z');
    const rows = [['01001011234', 32874, 1234.5, 1]];
    expect(writeXlsx(layout, rows, { created }).equals(writeXlsx(layout, rows, { created }))).toBe(true);
  });

  it.each([
    ['a/b', /cannot include/],
    ['a[1]', /cannot include/],
    ['what?', /cannot include/],
    ['', /1 to 31 characters/],
    ['შედარება შემოსავლების სამსახურთან', /1 to 31 characters/],
    ['pensia', /same name/],
  ])('refuses the sheet name %j', (title, message) => {
    expect(() => writeXlsx({ ...layout, title }, [])).toThrow(message);
  });

  it('refuses a number that is not finite rather than writing a broken cell', () => {
    expect(() => writeXlsx(layout, [['x', Number.NaN, null, null]])).toThrow(/not finite: B2/);
    expect(() => writeXlsx(layout, [['x', null, Number.POSITIVE_INFINITY, null]])).toThrow(/not finite: C2/);
  });

  it('calls back every 200 rows before writing them, and stops when the callback throws', () => {
    const rows = Array.from({ length: 450 }, () => ['x', null, 1, 0]);
    const seen: number[] = [];
    writeXlsx(layout, rows, { onRows: (i) => seen.push(i) });
    expect(seen).toEqual([0, 200, 400]);
    expect(() =>
      writeXlsx(layout, rows, {
        onRows: (i) => {
          if (i === 200) throw new Error('too large');
        },
      }),
    ).toThrow('too large');
  });
});
