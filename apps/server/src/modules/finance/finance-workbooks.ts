import { isoDateToExcelSerial, type Lang } from '@pensia/domain';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';
import { exportWriters, MARKER_SHEET, neutralizeCellText } from '../declarations/excel/workbooks.ts';

/**
 * Workbooks of the organization's money (transactions, detailed balance), written by the same worker pool
 * as the declaration export: headers in the user's language, dates as real spreadsheet dates shown
 * dd.mm.yyyy, months shown mm.yyyy, money as numbers with two decimals, text neutralised.
 */

export type FinanceColumnKind = 'text' | 'date' | 'month' | 'money';
export interface FinanceColumn {
  key: string;
  header: Record<Lang, string>;
  width: number;
  kind: FinanceColumnKind;
}

const NUM_FMT: Record<FinanceColumnKind, string> = { text: '@', date: 'dd.mm.yyyy', month: 'mm.yyyy', money: '#,##0.00' };

/** A value as its cell holds it: a date (ISO) or month (YYYY-MM) as a serial number, money as a number. */
export function financeCell(kind: FinanceColumnKind, v: string | null | undefined): CellValue {
  if (v === null || v === undefined || v === '') return null;
  switch (kind) {
    case 'date':
      return isoDateToExcelSerial(v.slice(0, 10));
    case 'month':
      return isoDateToExcelSerial(`${v.slice(0, 7)}-01`);
    case 'money':
      return Number(v);
    default:
      return neutralizeCellText(v);
  }
}

/** The .xlsx of columns and rows (values as the wire has them: ISO dates, decimal strings). */
export function writeFinanceWorkbook(title: string, marker: string, columns: readonly FinanceColumn[], lang: Lang, rows: readonly CellValue[][]): Promise<Buffer> {
  const layout: WorkbookLayout = {
    creator: 'Pensia',
    title,
    headerRow: 1,
    markerSheet: MARKER_SHEET,
    marker,
    columns: columns.map((c) => ({ key: c.key, header: c.header[lang], width: Math.max(c.width, c.header[lang].length + 2), numFmt: NUM_FMT[c.kind] })),
  };
  return exportWriters().write(layout, rows as CellValue[][]);
}

export const cellsOf = (columns: readonly FinanceColumn[], values: Record<string, string | null | undefined>): CellValue[] => columns.map((c) => financeCell(c.kind, values[c.key]));
