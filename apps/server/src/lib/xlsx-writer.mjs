// Writes an .xlsx workbook of one data sheet and one very hidden sheet, its SpreadsheetML rendered here rather
// than by a spreadsheet library (docs/decisions/0111: exceljs's workbook took about 4.5 s of CPU for 20,000
// rows of 16 columns, most of it building and rendering its cell objects; this writes the same workbook's XML
// directly). What it writes is what the portal's exports need and no more: a header row in bold frozen above
// the data, each column's width and number format, cells that are text (shared strings), numbers or empty.
// Plain JavaScript, so that worker threads load it without a TypeScript loader; types in xlsx-writer.d.mts.
import { Buffer } from 'node:buffer';
import { packedPart, zipArchive } from './zip-archive.mjs';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Excel's longest sheet name, and the characters no sheet name may hold. */
export const SHEET_NAME_MAX = 31;
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:]/;

/** Number formats every spreadsheet program knows by number; any other gets a number from 164 on. */
const BUILT_IN_FORMATS = new Map([
  ['General', 0],
  ['0', 1],
  ['0.00', 2],
  ['@', 49],
]);

/** Characters XML 1.0 does not allow in a document (controls other than tab, line feed and carriage return). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data or an attribute's value; the characters XML cannot hold are left out. */
export function xmlText(text) {
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]);
}

/** A column's letters from its number: 1 → A, 27 → AA. */
export function columnLetters(n) {
  let letters = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) letters = String.fromCharCode(65 + ((k - 1) % 26)) + letters;
  return letters;
}

function checkSheetName(name) {
  if (name.length === 0 || name.length > SHEET_NAME_MAX) throw new Error(`a sheet name has 1 to ${SHEET_NAME_MAX} characters: ${name}`);
  if (SHEET_NAME_FORBIDDEN.test(name)) throw new Error(`a sheet name cannot include \\ / ? * [ ] or : — ${name}`);
}

/** Strings written once in the shared strings part, and their numbers in it. */
class SharedStrings {
  #index = new Map();
  #xml = [];
  count = 0;

  indexOf(text) {
    this.count += 1;
    let i = this.#index.get(text);
    if (i === undefined) {
      i = this.#xml.length;
      this.#index.set(text, i);
      const space = text.trim() === text ? '' : ' xml:space="preserve"';
      this.#xml.push(`<si><t${space}>${xmlText(text)}</t></si>`);
    }
    return i;
  }

  toXml() {
    return `${HEAD}<sst xmlns="${MAIN}" count="${this.count}" uniqueCount="${this.#xml.length}">${this.#xml.join('')}</sst>`;
  }
}

/** The styles: cell format 0 the default, 1 the header (bold, General), then one per column number format. */
function stylesOf(columns) {
  const custom = [];
  const xfOfFormat = new Map();
  const xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>', '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'];
  const columnXf = columns.map((column) => {
    if (!column.numFmt) return 0;
    let xf = xfOfFormat.get(column.numFmt);
    if (xf === undefined) {
      let id = BUILT_IN_FORMATS.get(column.numFmt);
      if (id === undefined) {
        id = 164 + custom.length;
        custom.push(`<numFmt numFmtId="${id}" formatCode="${xmlText(column.numFmt)}"/>`);
      }
      xf = xfs.length;
      xfs.push(`<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`);
      xfOfFormat.set(column.numFmt, xf);
    }
    return xf;
  });
  const font = (bold) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xml =
    `${HEAD}<styleSheet xmlns="${MAIN}">` +
    (custom.length ? `<numFmts count="${custom.length}">${custom.join('')}</numFmts>` : '') +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return { xml, columnXf };
}

/** A cell's XML, or '' for an empty one; text goes to the shared strings. */
function cellXml(ref, style, value, strings) {
  if (value === null || value === undefined || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`a cell's number is not finite: ${ref}`);
    return `<c r="${ref}"${s}><v>${value}</v></c>`;
  }
  return `<c r="${ref}"${s} t="s"><v>${strings.indexOf(String(value))}</v></c>`;
}

function dataSheetXml(layout, rows, strings, columnXf, onRows) {
  const { columns, headerRow } = layout;
  const letters = columns.map((_, i) => columnLetters(i + 1));
  const last = headerRow + rows.length;
  const parts = [
    `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">`,
    `<dimension ref="A1:${letters[letters.length - 1] ?? 'A'}${last}"/>`,
    '<sheetViews><sheetView tabSelected="1" workbookViewId="0">',
    `<pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/>`,
    `<selection pane="bottomLeft" activeCell="A${headerRow + 1}" sqref="A${headerRow + 1}"/>`,
    '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>',
  ];
  if (columns.length) {
    parts.push('<cols>');
    columns.forEach((c, i) => parts.push(`<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${columnXf[i] ? ` style="${columnXf[i]}"` : ''}/>`));
    parts.push('</cols>');
  }
  parts.push('<sheetData>');
  const header = columns.map((c, i) => cellXml(`${letters[i]}${headerRow}`, 1, c.header, strings)).join('');
  parts.push(`<row r="${headerRow}">${header}</row>`);
  for (let i = 0; i < rows.length; i++) {
    if (onRows && i % 200 === 0) onRows(i);
    const r = headerRow + 1 + i;
    const cells = rows[i];
    let xml = `<row r="${r}">`;
    for (let j = 0; j < cells.length && j < columns.length; j++) xml += cellXml(`${letters[j]}${r}`, columnXf[j], cells[j], strings);
    parts.push(`${xml}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

function markerSheetXml(marker, strings) {
  return `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><dimension ref="A1"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><sheetData><row r="1">${cellXml('A1', 0, marker, strings)}</row></sheetData></worksheet>`;
}

/**
 * The workbook of a layout (see export-writer.ts's WorkbookLayout) and its rows, as the bytes of an .xlsx file.
 * `onRows(i)` is called every 200 rows, before row i is written (the worker checks its memory there and may
 * throw to stop). `level` is zlib's compression level of the parts (6 unless told).
 * @param {import('./xlsx-writer.d.mts').XlsxLayout} layout
 * @param {readonly (readonly (string | number | null)[])[]} rows
 * @param {{ onRows?: (i: number) => void, level?: number, created?: Date }} [options]
 */
export function writeXlsx(layout, rows, options = {}) {
  checkSheetName(layout.title);
  checkSheetName(layout.markerSheet);
  if (layout.title === layout.markerSheet) throw new Error(`two sheets cannot have the same name: ${layout.title}`);
  const strings = new SharedStrings();
  const { xml: styles, columnXf } = stylesOf(layout.columns);
  const data = dataSheetXml(layout, rows, strings, columnXf, options.onRows);
  const marker = markerSheetXml(layout.marker, strings);
  const created = (options.created ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const type = (kind) => `application/vnd.openxmlformats-officedocument.${kind}+xml`;
  const files = [
    [
      '[Content_Types].xml',
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${type('spreadsheetml.sheet.main')}"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('spreadsheetml.worksheet')}"/>` +
        `<Override PartName="/xl/worksheets/sheet2.xml" ContentType="${type('spreadsheetml.worksheet')}"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${type('spreadsheetml.styles')}"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${type('spreadsheetml.sharedStrings')}"/>` +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        `<Override PartName="/docProps/app.xml" ContentType="${type('extended-properties')}"/>` +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${HEAD}<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
        `<Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/>` +
        '</Relationships>',
    ],
    [
      'docProps/core.xml',
      `${HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
        `<dc:creator>${xmlText(layout.creator)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created></cp:coreProperties>`,
    ],
    ['docProps/app.xml', `${HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${xmlText(layout.creator)}</Application></Properties>`],
    [
      'xl/workbook.xml',
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView activeTab="0"/></bookViews><sheets>` +
        `<sheet name="${xmlText(layout.title)}" sheetId="1" r:id="rId1"/>` +
        `<sheet name="${xmlText(layout.markerSheet)}" sheetId="2" state="veryHidden" r:id="rId2"/>` +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${HEAD}<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/>` +
        `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
        '</Relationships>',
    ],
    // the parts a sheet's cells refer to come before the sheets: a streaming reader (the portal's upload among
    // them) then knows the shared strings and styles when it reads the rows
    ['xl/styles.xml', styles],
    ['xl/sharedStrings.xml', strings.toXml()],
    ['xl/worksheets/sheet1.xml', data],
    ['xl/worksheets/sheet2.xml', marker],
  ];
  return zipArchive(files.map(([name, xml]) => packedPart(name, Buffer.from(xml, 'utf8'), options.level)));
}
