import {
  GENDER_WORD,
  isoDateToExcelSerial,
  templateColumns,
  templateMarker,
  TEMPLATE_HEADER_ROW,
  type DeclarationForm,
  type DeclarationType,
  type Lang,
  type TemplateColumn,
} from '@pensia/domain';
import { lazyPool } from '../../../lib/worker-pool.ts';
import { keptForJob } from '../../exports/export-deferral.ts';
import { ExportWriterPool, type CellValue, type WorkbookLayout } from './export-writer.ts';

/** Name of the very hidden sheet that carries the template marker (type and form) in cell A1. */
export const MARKER_SHEET = 'pensia';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SHEET_TITLE: Record<Lang, string> = { ka: 'დეკლარაცია', en: 'Declaration', ru: 'Декларация' };

/** The process's pool of workbook writers (worker threads), started on first use. */
const writers = lazyPool(() => new ExportWriterPool());
/** The writers themselves, every workbook written at once: the export job writes through them. */
export const workbookWriters = writers.get;
export const closeExportWriters = writers.close;

/**
 * The writer of the exports. A workbook larger than a screen's worth, in an export whose route sends it through
 * `sendExport` (exports/export-routes.ts), is not written here but kept for a job of the durable queue; its
 * writer answers an empty placeholder that the route never sends (docs/decisions/0088).
 */
const exportWriter = {
  write(layout: WorkbookLayout, rows: CellValue[][]): Promise<Buffer> {
    if (keptForJob(layout, rows)) return Promise.resolve(Buffer.alloc(0));
    return writers.get().write(layout, rows);
  },
  warm(): void {
    writers.get().warm();
  },
};
export const exportWriters = () => exportWriter;

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
      return 'dd.mm.yyyy'; // the portal's date form; the cell holds a real date (a serial number)
    case 'money':
      return '0.00';
    default:
      return undefined;
  }
}

/**
 * The template's layout of a type and form in a language, as the writer takes it: headers frozen in the
 * first row, a number format per column kind, the marker in a very hidden sheet after the data.
 */
export function workbookLayout(type: DeclarationType, form: DeclarationForm, lang: Lang): WorkbookLayout {
  return {
    creator: 'Pensia',
    title: SHEET_TITLE[lang],
    headerRow: TEMPLATE_HEADER_ROW,
    markerSheet: MARKER_SHEET,
    marker: templateMarker(type, form),
    columns: templateColumns(type, form).map((c) => {
      const numFmt = numFmtOf(c);
      return { key: c.key, header: c.header[lang], width: Math.max(c.width, c.header[lang].length + 2), ...(numFmt ? { numFmt } : {}) };
    }),
  };
}

/** The empty template of a type and form, headers in the request's language. */
export async function buildTemplate(type: DeclarationType, form: DeclarationForm, lang: Lang): Promise<Buffer> {
  return exportWriters().write(workbookLayout(type, form, lang), []);
}

/** A row of an export: values by template column key (money as two-decimal strings, dates as ISO). */
export type ExportRow = Partial<Record<TemplateColumn['key'], string | number | null>>;

/**
 * A value as its cell holds it, in the language of the headers: a date as a real spreadsheet date (its serial
 * number, shown by the column's format), a gender as the word of that language, money as a number. The
 * upload reads each of them back as the same value.
 */
function cellOf(column: TemplateColumn, v: string | number | null | undefined, lang: Lang): CellValue {
  if (v === null || v === undefined) return null;
  switch (column.kind) {
    case 'money':
      return typeof v === 'string' ? Number(v) : v;
    case 'optIn':
      return Number(v);
    case 'date':
      return typeof v === 'string' ? isoDateToExcelSerial(v) : v;
    case 'gender':
      return v === 'male' || v === 'female' ? GENDER_WORD[lang][v] : neutralizeCellText(String(v));
    default:
      return typeof v === 'string' ? neutralizeCellText(v) : v;
  }
}

/**
 * The rows of a declaration in the template's layout (so an export can be uploaded again). Money is written
 * as a spreadsheet number converted from its exact decimal string (the spreadsheet's own number type; no
 * arithmetic happens on it); every text cell is neutralised. The workbook is written in a worker thread:
 * other requests are answered meanwhile.
 */
export async function buildExport(type: DeclarationType, form: DeclarationForm, lang: Lang, rows: Iterable<ExportRow>): Promise<Buffer> {
  const columns = templateColumns(type, form);
  const cells: CellValue[][] = [];
  for (const row of rows) cells.push(columns.map((c) => cellOf(c, row[c.key], lang)));
  return exportWriters().write(workbookLayout(type, form, lang), cells);
}
