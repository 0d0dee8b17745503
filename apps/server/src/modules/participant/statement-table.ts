import { BREAKING_SPACE, widthOf, wrap, type Pair } from '../finance/payment-order.pdf.ts';

/**
 * What a statement holds (its blocks: headings, figures, tables, notes) and how a table is laid out from the
 * measured widths of its text: its columns as wide as their contents and their headers' words ask, its cells
 * wrapped, its size lowered when it cannot fit. `statement.pdf.ts` places the blocks on the pages.
 */

export interface Figure {
  label: string;
  value: string;
}

export interface Column {
  label: string;
  align?: 'right';
  /** Long text (a name) that may wrap within the column. */
  wrap?: boolean;
  /** The column takes the width the contents leave over (otherwise every column takes its share). */
  grow?: boolean;
}

export interface Table {
  kind: 'table';
  /** A caption above the table (what it shows and the day it is of). */
  caption?: string;
  columns: readonly Column[];
  rows: readonly (readonly string[])[];
  /** What stands in the place of the rows when there are none. */
  empty?: string;
  /** The last row is a total, drawn bold. */
  totalRow?: boolean;
  /** A long table: it may run over pages, its header repeated. A short one is kept on one page. */
  long?: boolean;
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'figures'; items: readonly Figure[] }
  | Table
  /** Tables side by side, each one of `slots` equal shares of the width (as many as there are tables by default). */
  | { kind: 'tables'; tables: readonly Table[]; slots?: number }
  | { kind: 'note'; text: string };

export interface StatementContent {
  title: string;
  subtitle: string;
  blocks: readonly Block[];
  footer: string;
  /** "Page {{page}} of {{pages}}" in the reader's language. */
  pageOf: (page: number, pages: number) => string;
}

/** The font's ascent (Noto Sans, per unit of size): a line's top is this far above its baseline. */
export const ASCENT = 1.07;
export const lineHeight = (size: number) => size * 1.32;

const TABLE_SIZE = 7.5;
const SMALLEST_TABLE_SIZE = 6;
export const PAD = 3;

/**
 * A cell's text as the lines it takes in its column: wrapped at spaces, and a word wider than the column
 * (a long code, a name without spaces) broken where it reaches the edge. Nothing is left out.
 */
export function cellLines(text: string, width: number, fonts: Pair, size: number): string[] {
  const out: string[] = [];
  for (const line of wrap(text, width, fonts, size)) {
    let rest = line;
    while (rest.length > 1 && widthOf(rest, fonts, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut), fonts, size) > width) cut -= 1;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    out.push(rest);
  }
  return out;
}

export const words = (text: string) => text.split(BREAKING_SPACE).filter(Boolean);
export const widest = (texts: readonly string[], fonts: Pair, size: number) =>
  texts.reduce((w, t) => Math.max(w, widthOf(t, fonts, size)), 0);

export interface Fonts {
  regular: Pair;
  bold: Pair;
}

/** A header's lines: wrapped between words; when a word is wider than the column, the header is drawn smaller. */
function headerLines(label: string, width: number, bold: Pair, size: number): { lines: string[]; size: number } {
  const word = widest(words(label), bold, size);
  const fitted = word > width ? Math.floor(((size * width) / word) * 20) / 20 : size;
  return { lines: wrap(label, width, bold, fitted), size: fitted };
}

export interface TableLayout {
  table: Table;
  size: number;
  widths: number[];
  header: { lines: string[]; size: number }[];
  headerHeight: number;
  rows: { cells: string[][]; height: number; bold: boolean }[];
  captionLines: string[];
  /** The lines the caption takes: more than its own beside a table whose caption is longer. */
  captionRows: number;
}

/** The columns' widths for `width` at `size`: what each needs at least (its longest word or value) and what it would like (all on one line). */
function measureColumns(table: Table, size: number, fonts: Fonts) {
  return table.columns.map((c, i) => {
    const cells = table.rows.map((r, k) => ({
      text: r[i] ?? '',
      font: table.totalRow && k === table.rows.length - 1 ? fonts.bold : fonts.regular,
    }));
    const content = cells.reduce((w, c) => Math.max(w, widthOf(c.text, c.font, size)), 0);
    const headWord = widest(words(c.label), fonts.bold, size);
    const headFull = widthOf(c.label, fonts.bold, size);
    const longestWord = cells.reduce((w, c) => Math.max(w, widest(words(c.text), c.font, size)), 0);
    const least = c.wrap ? Math.max(headWord, Math.min(longestWord, 90)) : Math.max(content, headWord);
    return { least: least + 2 * PAD, wish: Math.max(content, headFull) + 2 * PAD };
  });
}

export function layoutTable(table: Table, width: number, fonts: Fonts): TableLayout {
  let size = TABLE_SIZE;
  let measured = measureColumns(table, size, fonts);
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  // a table that cannot fit at its size is set smaller, down to the smallest size
  while (sum(measured.map((m) => m.least)) > width && size > SMALLEST_TABLE_SIZE) {
    size -= 0.5;
    measured = measureColumns(table, size, fonts);
  }
  const least = measured.map((m) => m.least);
  const wish = measured.map((m) => m.wish);
  let widths: number[];
  if (sum(wish) <= width) {
    // the width left over goes to the columns that grow, or to all in proportion
    const extra = width - sum(wish);
    const growing = table.columns.map((c) => Boolean(c.grow));
    const takers = growing.filter(Boolean).length;
    widths = wish.map((w, i) => (takers ? w + (growing[i] ? extra / takers : 0) : w + (extra * w) / sum(wish)));
  } else if (sum(least) <= width) {
    // each column gets what it needs, and the rest in proportion to what it would still like
    const room = width - sum(least);
    const want = wish.map((w, i) => w - least[i]!);
    widths = least.map((l, i) => l + (room * want[i]!) / sum(want));
  } else {
    widths = least.map((l) => (l * width) / sum(least));
  }
  const header = table.columns.map((c, i) => headerLines(c.label, widths[i]! - 2 * PAD + 0.01, fonts.bold, size));
  const headerHeight = Math.max(...header.map((h) => h.lines.length * lineHeight(h.size))) + 2 * PAD;
  const rows = table.rows.map((r, k) => {
    const bold = Boolean(table.totalRow && k === table.rows.length - 1);
    // (a hair of room, so that a column exactly as wide as its widest value never wraps it by rounding)
    const cells = table.columns.map((_, i) =>
      cellLines(r[i] ?? '', widths[i]! - 2 * PAD + 0.01, bold ? fonts.bold : fonts.regular, size),
    );
    return { cells, bold, height: Math.max(...cells.map((c) => c.length)) * lineHeight(size) + 2 * PAD };
  });
  const captionLines = table.caption ? wrap(table.caption, width, fonts.bold, 9) : [];
  return { table, size, widths, header, headerHeight, rows, captionLines, captionRows: captionLines.length };
}

export const captionHeight = (l: TableLayout) => (l.captionRows ? l.captionRows * lineHeight(9) + 4 : 0);
export const emptyHeight = (l: TableLayout) => (l.rows.length === 0 && l.table.empty ? lineHeight(8.5) + 2 * PAD : 0);
/** The height of a whole table, caption included. */
export const tableHeight = (l: TableLayout) =>
  captionHeight(l) + l.headerHeight + l.rows.reduce((s, r) => s + r.height, 0) + emptyHeight(l);
