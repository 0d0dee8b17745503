import { localeOfLang, type Lang } from '@pensia/domain';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import {
  draw,
  embedFonts,
  undrawableCharacters,
  widthOf,
  wrap,
  type Pair,
} from '../finance/payment-order.pdf.ts';
import {
  ASCENT,
  captionHeight,
  cellLines,
  emptyHeight,
  layoutTable,
  lineHeight,
  PAD,
  tableHeight,
  widest,
  words,
  type Block,
  type Figure,
  type Fonts,
  type StatementContent,
  type Table,
  type TableLayout,
} from './statement-table.ts';

export type { Block, Column, Figure, StatementContent, Table } from './statement-table.ts';

/**
 * A statement as a PDF in the reader's language: A4 landscape, Noto Sans Georgian for Georgian and Latin,
 * Noto Sans for Cyrillic, and the further faces a name needs (embedded subsets with their ToUnicode maps, as
 * the payment order). Everything is placed from the measured widths of its text:
 * - a figure's label wraps between words beside its value, or above it when the value leaves the label too
 *   little room, so that a label never runs into its value;
 * - a table's columns are as wide as their contents and their headers' words ask (the headers wrap between
 *   words, never inside one; a word wider than its column is drawn smaller), the width left over going to
 *   the column that grows or shared by all; a table too wide for the page is set in a smaller size first;
 * - a table runs over as many pages as it needs, its header repeated on each; a heading stays with what it
 *   heads, and a small table or a row of tables is not split.
 */

const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 36;
const CONTENT = WIDTH - 2 * MARGIN;
/** The lowest a line of the flow may stand: above the page number. */
const BOTTOM = MARGIN + 18;
const GAP = 24;
const RULE = rgb(0.8, 0.81, 0.84);
const HEAD_FILL = rgb(0.93, 0.92, 0.97);
const MUTED = rgb(0.33, 0.34, 0.38);
const FIGURE_LABEL = 9;
const FIGURE_VALUE = 9.5;

const CYRILLIC = /[\u0400-\u04ff]/;


/** The pages and the place the next thing goes: `y` is the top of the free space. */
class Flow {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([WIDTH, HEIGHT]);
    this.pages.push(this.page);
    this.y = HEIGHT - MARGIN;
  }

  /** Starts a new page unless `height` fits below the current place (a page's first thing always stays). */
  room(height: number) {
    if (this.y - height < BOTTOM && this.y < HEIGHT - MARGIN) this.newPage();
  }

  /** Draws a line of text whose top is `top`. */
  text(text: string, x: number, top: number, fonts: Pair, size: number, color?: ReturnType<typeof rgb>) {
    draw(this.page, text, x, top - size * ASCENT, fonts, size, color);
  }

  paragraph(text: string, fonts: Pair, size: number, color?: ReturnType<typeof rgb>, width = CONTENT) {
    for (const line of wrap(text, width, fonts, size)) {
      this.room(lineHeight(size));
      this.text(line, MARGIN, this.y, fonts, size, color);
      this.y -= lineHeight(size);
    }
  }

  figures(items: readonly Figure[]) {
    const { regular, bold } = this.fonts;
    const perRow = 2;
    const cell = (CONTENT - GAP * (perRow - 1)) / perRow;
    const placed = items.map((f) => {
      const valueWidth = widthOf(f.value, bold, FIGURE_VALUE);
      const beside = cell - valueWidth - 12;
      const longestWord = widest(words(f.label), regular, FIGURE_LABEL);
      // beside its value when every word of the label fits there and the label keeps a third of the cell
      if (longestWord <= beside && beside >= cell / 3) {
        const label = wrap(f.label, beside, regular, FIGURE_LABEL);
        return {
          label,
          valueLine: 0,
          height: Math.max(label.length * lineHeight(FIGURE_LABEL), lineHeight(FIGURE_VALUE)),
        };
      }
      const label = cellLines(f.label, cell, regular, FIGURE_LABEL);
      return {
        label,
        valueLine: label.length,
        height: label.length * lineHeight(FIGURE_LABEL) + lineHeight(FIGURE_VALUE),
      };
    });
    for (let i = 0; i < items.length; i += perRow) {
      const row = placed.slice(i, i + perRow);
      const height = Math.max(...row.map((p) => p.height)) + 6;
      this.room(height);
      row.forEach((p, k) => {
        const x = MARGIN + k * (cell + GAP);
        const value = items[i + k]!.value;
        p.label.forEach((l, n) => this.text(l, x, this.y - n * lineHeight(FIGURE_LABEL), regular, FIGURE_LABEL, MUTED));
        // on the baseline of the label's first line, or of the line below the label
        const baseline =
          this.y - p.valueLine * lineHeight(FIGURE_LABEL) - (p.valueLine ? FIGURE_VALUE : FIGURE_LABEL) * ASCENT;
        draw(this.page, value, x + cell - widthOf(value, bold, FIGURE_VALUE), baseline, bold, FIGURE_VALUE);
        this.page.drawLine({
          start: { x, y: this.y - height + 3 },
          end: { x: x + cell, y: this.y - height + 3 },
          thickness: 0.3,
          color: RULE,
        });
      });
      this.y -= height + 3;
    }
  }

  /** The header row of a table at `x`, its top at the current place. */
  private tableHeader(l: TableLayout, x: number) {
    const width = l.widths.reduce((s, w) => s + w, 0);
    this.page.drawRectangle({ x, y: this.y - l.headerHeight, width, height: l.headerHeight, color: HEAD_FILL });
    let at = x;
    l.table.columns.forEach((c, i) => {
      const w = l.widths[i]!;
      const h = l.header[i]!;
      h.lines.forEach((line, k) => {
        const lx = c.align === 'right' ? at + w - PAD - widthOf(line, this.fonts.bold, h.size) : at + PAD;
        this.text(line, lx, this.y - PAD - k * lineHeight(h.size), this.fonts.bold, h.size);
      });
      at += w;
    });
    this.y -= l.headerHeight;
  }

  /**
   * A table at `x` from the current place. A long table starts a new page, its header repeated, when the next
   * row does not fit; otherwise the caller has made room for all of it.
   */
  table(l: TableLayout, x: number) {
    const width = l.widths.reduce((s, w) => s + w, 0);
    l.captionLines.forEach((line, k) => this.text(line, x, this.y - k * lineHeight(9), this.fonts.bold, 9));
    this.y -= captionHeight(l);
    this.tableHeader(l, x);
    if (l.rows.length === 0 && l.table.empty) {
      this.text(l.table.empty, x + PAD, this.y - PAD, this.fonts.regular, 8.5, MUTED);
      this.y -= emptyHeight(l);
    }
    for (const row of l.rows) {
      if (l.table.long && this.y - row.height < BOTTOM) {
        this.newPage();
        this.tableHeader(l, x);
      }
      const fonts = row.bold ? this.fonts.bold : this.fonts.regular;
      let at = x;
      l.table.columns.forEach((c, i) => {
        const w = l.widths[i]!;
        row.cells[i]!.forEach((line, k) => {
          const lx = c.align === 'right' ? at + w - PAD - widthOf(line, fonts, l.size) : at + PAD;
          this.text(line, lx, this.y - PAD - k * lineHeight(l.size), fonts, l.size);
        });
        at += w;
      });
      this.y -= row.height;
      this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.3, color: RULE });
    }
  }
}

/** Tables side by side: each in its share of the width, their captions as tall as the tallest, so that their headers line up. */
function sideBySide(block: Extract<Block, { kind: 'tables' }>, fonts: Fonts) {
  const slots = Math.max(block.slots ?? 0, block.tables.length);
  const width = (CONTENT - GAP * (slots - 1)) / slots;
  const layouts = block.tables.map((t) => layoutTable(t, width, fonts));
  const captionRows = Math.max(...layouts.map((l) => l.captionRows));
  return { width, layouts: layouts.map((l) => ({ ...l, captionRows })) };
}

/** The height the start of a block needs on the page of the heading before it. */
function startHeight(block: Block | undefined, fonts: Fonts): number {
  if (!block) return 0;
  if (block.kind === 'figures') return lineHeight(FIGURE_LABEL) * 2 + 6;
  if (block.kind === 'note') return lineHeight(8) * 2;
  if (block.kind === 'heading') return lineHeight(11.5);
  if (block.kind === 'tables') return Math.max(...sideBySide(block, fonts).layouts.map(tableHeight));
  const l = layoutTable(block, CONTENT, fonts);
  return block.long ? captionHeight(l) + l.headerHeight + (l.rows[0]?.height ?? emptyHeight(l)) : tableHeight(l);
}

/** Characters no face has stand as a question mark: the statement is given with every other character drawn. */
function drawable(content: StatementContent, missing: readonly string[]): StatementContent {
  if (!missing.length) return content;
  const fix = (s: string) => [...s].map((ch) => (missing.includes(ch) ? '?' : ch)).join('');
  const table = (t: Table): Table => ({
    ...t,
    caption: t.caption && fix(t.caption),
    columns: t.columns.map((c) => ({ ...c, label: fix(c.label) })),
    rows: t.rows.map((r) => r.map(fix)),
    empty: t.empty && fix(t.empty),
  });
  return {
    ...content,
    title: fix(content.title),
    subtitle: fix(content.subtitle),
    footer: fix(content.footer),
    blocks: content.blocks.map((b): Block => {
      if (b.kind === 'heading' || b.kind === 'note') return { ...b, text: fix(b.text) };
      if (b.kind === 'figures')
        return { ...b, items: b.items.map((f) => ({ label: fix(f.label), value: fix(f.value) })) };
      if (b.kind === 'tables') return { ...b, tables: b.tables.map(table) };
      return table(b);
    }),
  };
}

/** Every text of a statement, for the choice of its fonts. */
function textsOf(content: StatementContent): string[] {
  const table = (t: Table) => [t.caption ?? '', t.empty ?? '', ...t.columns.map((c) => c.label), ...t.rows.flat()];
  return [
    content.title,
    content.subtitle,
    content.footer,
    content.pageOf(1, 1),
    ...content.blocks.flatMap((b) =>
      b.kind === 'heading' || b.kind === 'note'
        ? [b.text]
        : b.kind === 'figures'
          ? b.items.flatMap((f) => [f.label, f.value])
          : b.kind === 'tables'
            ? b.tables.flatMap(table)
            : table(b),
    ),
  ];
}

export async function statementPdf(given: StatementContent, meta: { creationDate: Date; lang: Lang }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const missing = [
    ...new Set([
      ...(await undrawableCharacters(textsOf(given), 400)),
      ...(await undrawableCharacters(textsOf(given), 700)),
    ]),
  ];
  const content = drawable(given, missing);
  const texts = textsOf(content);
  // the Cyrillic face only when the statement has Cyrillic (a Russian statement, or a name written in it)
  const cyrillic = texts.some((t) => CYRILLIC.test(t));
  const fonts: Fonts = {
    regular: await embedFonts(doc, texts, 400, cyrillic),
    bold: await embedFonts(doc, texts, 700, cyrillic),
  };
  doc.setTitle(content.title);
  doc.setSubject(content.subtitle);
  doc.setCreator('Pensia');
  doc.setProducer('Pensia');
  doc.setLanguage(localeOfLang(meta.lang));
  doc.setCreationDate(meta.creationDate);
  doc.setModificationDate(meta.creationDate);

  const flow = new Flow(doc, fonts);
  flow.paragraph(content.title, fonts.bold, 16);
  flow.y -= 2;
  flow.paragraph(content.subtitle, fonts.regular, 9.5, MUTED);
  flow.y -= 8;

  content.blocks.forEach((block, i) => {
    switch (block.kind) {
      case 'heading':
        flow.y -= 8;
        // a heading stays with the start of what it heads
        flow.room(lineHeight(11.5) + 4 + startHeight(content.blocks[i + 1], fonts));
        flow.paragraph(block.text, fonts.bold, 11.5);
        flow.y -= 4;
        break;
      case 'figures':
        flow.figures(block.items);
        break;
      case 'note':
        flow.y -= 2;
        flow.paragraph(block.text, fonts.regular, 8, MUTED);
        flow.y -= 4;
        break;
      case 'table': {
        const l = layoutTable(block, CONTENT, fonts);
        flow.room(block.long ? startHeight(block, fonts) : tableHeight(l));
        flow.table(l, MARGIN);
        flow.y -= 8;
        break;
      }
      case 'tables': {
        const { width, layouts } = sideBySide(block, fonts);
        flow.room(Math.max(...layouts.map(tableHeight)));
        const top = flow.y;
        let bottom = top;
        layouts.forEach((l, k) => {
          flow.y = top;
          flow.table(l, MARGIN + k * (width + GAP));
          bottom = Math.min(bottom, flow.y);
        });
        flow.y = bottom - 8;
        break;
      }
    }
  });
  flow.y -= 6;
  flow.paragraph(content.footer, fonts.regular, 8, MUTED);

  flow.pages.forEach((page, i) => {
    const text = content.pageOf(i + 1, flow.pages.length);
    draw(page, text, WIDTH - MARGIN - widthOf(text, fonts.regular, 7.5), MARGIN - 4, fonts.regular, 7.5, MUTED);
  });
  return Buffer.from(await doc.save());
}
