import ExcelJS from 'exceljs';
import {
  templateColumns,
  templateMarker,
  TEMPLATE_HEADER_ROW,
  type DeclarationForm,
  type DeclarationType,
  type Lang,
  type TemplateColumn,
} from '@pensia/domain';

/** Name of the very hidden sheet that carries the template marker (type and form) in cell A1. */
export const MARKER_SHEET = 'pensia';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SHEET_TITLE: Record<Lang, string> = { ka: 'დეკლარაცია', en: 'Declaration', ru: 'Декларация' };

/**
 * Text a spreadsheet program could take for a formula (=, +, -, @, and a leading tab or carriage return,
 * OWASP "CSV injection") is prefixed with an apostrophe, so that an export never runs anything.
 */
export function neutralizeCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function numFmtOf(column: TemplateColumn): string | undefined {
  switch (column.kind) {
    case 'personalNumber':
    case 'text':
    case 'gender':
      return '@'; // text: a personal number keeps its leading zero
    case 'date':
      return 'yyyy-mm-dd';
    case 'money':
      return '0.00';
    default:
      return undefined;
  }
}

function sheetWithColumns(workbook: ExcelJS.Workbook, columns: readonly TemplateColumn[], type: DeclarationType, form: DeclarationForm, lang: Lang) {
  const sheet = workbook.addWorksheet(SHEET_TITLE[lang], { views: [{ state: 'frozen', ySplit: TEMPLATE_HEADER_ROW }] });
  sheet.columns = columns.map((c) => {
    const numFmt = numFmtOf(c);
    return { header: c.header[lang], key: c.key, width: Math.max(c.width, c.header[lang].length + 2), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.getRow(TEMPLATE_HEADER_ROW);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.numFmt = 'General';
  });
  const marker = workbook.addWorksheet(MARKER_SHEET, { state: 'veryHidden' });
  marker.getCell('A1').value = templateMarker(type, form);
  return sheet;
}

/** The empty template of a type and form, headers in the request's language. */
export async function buildTemplate(type: DeclarationType, form: DeclarationForm, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pensia';
  sheetWithColumns(workbook, templateColumns(type, form), type, form, lang);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A row of an export: values by template column key (money as two-decimal strings, dates as ISO). */
export type ExportRow = Partial<Record<TemplateColumn['key'], string | number | null>>;

/**
 * The rows of a declaration in the template's layout (so an export can be uploaded again). Money is written
 * as a spreadsheet number converted from its exact decimal string (the spreadsheet's own number type; no
 * arithmetic happens on it); every text cell is neutralised.
 */
export async function buildExport(type: DeclarationType, form: DeclarationForm, lang: Lang, rows: Iterable<ExportRow>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pensia';
  const columns = templateColumns(type, form);
  const sheet = sheetWithColumns(workbook, columns, type, form, lang);
  for (const row of rows) {
    const values: Record<string, string | number | null> = {};
    for (const c of columns) {
      const v = row[c.key];
      if (v === null || v === undefined) values[c.key] = null;
      else if (c.kind === 'money' && typeof v === 'string') values[c.key] = Number(v);
      else if (c.kind === 'optIn') values[c.key] = Number(v);
      else values[c.key] = typeof v === 'string' ? neutralizeCellText(v) : v;
    }
    sheet.addRow(values);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
