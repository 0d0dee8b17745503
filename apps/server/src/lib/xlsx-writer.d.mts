/** A column of the data sheet, everything resolved: header in the language, width, number format. */
export interface XlsxColumn {
  key: string;
  header: string;
  width: number;
  numFmt?: string;
}

/** What the writer lays out: the data sheet, its header row frozen, and a very hidden sheet holding a marker in A1. */
export interface XlsxLayout {
  creator: string;
  title: string;
  headerRow: number;
  markerSheet: string;
  marker: string;
  columns: XlsxColumn[];
}

/** Excel's longest sheet name. */
export const SHEET_NAME_MAX: number;

/** Text as XML character data or an attribute's value; the characters XML cannot hold are left out. */
export function xmlText(text: string): string;

/** A column's letters from its number: 1 → A, 27 → AA. */
export function columnLetters(n: number): string;

/**
 * The .xlsx of a layout and its rows. `onRows(i)` is called every 200 rows before row i (it may throw to stop);
 * `level` is zlib's compression level (6 unless told); `created` the date in the document's properties (now).
 */
export function writeXlsx(
  layout: XlsxLayout,
  rows: readonly (readonly (string | number | null)[])[],
  options?: { onRows?: (i: number) => void; level?: number; created?: Date },
): Buffer;
