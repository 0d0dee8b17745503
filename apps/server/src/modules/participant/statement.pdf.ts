import { localeOfLang, type Lang } from '@pensia/domain';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { draw, loadFonts, widthOf, wrap, type Pair } from '../finance/payment-order.pdf.ts';

/**
 * A statement as a PDF in the reader's language: A4 landscape, Noto Sans Georgian for Georgian and Latin,
 * Noto Sans for Cyrillic (embedded subsets with their ToUnicode maps, as the payment order), a block of
 * figures, then a table that runs over as many pages as it needs, its header repeated on each.
 */
export interface StatementContent {
  title: string;
  subtitle: string;
  /** Label and value pairs above the table. */
  figures: readonly (readonly [string, string])[];
  columns: readonly { label: string; width: number; align?: 'right' }[];
  rows: readonly (readonly string[])[];
  empty: string;
  footer: string;
}

const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 36;
const RULE = rgb(0.8, 0.81, 0.84);

const CYRILLIC = /[\u0400-\u04ff]/;
/** The distance between two lines of one table cell. */
const LINE = 9.5;

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

export async function statementPdf(content: StatementContent, meta: { creationDate: Date; lang: Lang }): Promise<Buffer> {
  const bytes = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // the Cyrillic font only when the statement has Cyrillic (a Russian statement, or a name written in it)
  const cyrillic = CYRILLIC.test(JSON.stringify(content));
  const regular: Pair = { ka: await doc.embedFont(bytes.ka400, { subset: true }), la: await doc.embedFont(bytes.la400, { subset: true }) };
  const bold: Pair = { ka: await doc.embedFont(bytes.ka700, { subset: true }), la: await doc.embedFont(bytes.la700, { subset: true }) };
  if (cyrillic) {
    regular.cy = await doc.embedFont(bytes.cy400, { subset: true });
    bold.cy = await doc.embedFont(bytes.cy700, { subset: true });
  }
  doc.setTitle(content.title);
  doc.setSubject(content.subtitle);
  doc.setCreator('Pensia');
  doc.setProducer('Pensia');
  doc.setLanguage(localeOfLang(meta.lang));
  doc.setCreationDate(meta.creationDate);
  doc.setModificationDate(meta.creationDate);

  let page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN - 14;
  draw(page, content.title, MARGIN, y, bold, 16);
  y -= 18;
  for (const l of wrap(content.subtitle, WIDTH - 2 * MARGIN, regular, 9.5)) {
    draw(page, l, MARGIN, y, regular, 9.5);
    y -= 13;
  }
  y -= 6;
  // the figures in two columns
  const colWidth = (WIDTH - 2 * MARGIN) / 2;
  content.figures.forEach(([label, value], i) => {
    const x = MARGIN + (i % 2) * colWidth;
    draw(page, label, x, y, regular, 9);
    draw(page, value, x + colWidth - 12 - widthOf(value, bold, 9.5), y, bold, 9.5);
    if (i % 2 === 1 || i === content.figures.length - 1) y -= 15;
  });
  y -= 8;

  const total = content.columns.reduce((s, c) => s + c.width, 0);
  const scale = (WIDTH - 2 * MARGIN) / total;
  const header = () => {
    // a label too long for its column wraps to a second line rather than losing words
    const labels = content.columns.map((c) => cellLines(c.label, c.width * scale - 4, bold, 7.5));
    const height = 16 + (Math.max(...labels.map((l) => l.length)) - 1) * LINE;
    let x = MARGIN;
    page.drawRectangle({ x: MARGIN, y: y - height + 12, width: WIDTH - 2 * MARGIN, height, color: rgb(0.93, 0.92, 0.97) });
    content.columns.forEach((c, i) => {
      const w = c.width * scale;
      labels[i]!.forEach((label, k) => draw(page, label, c.align === 'right' ? x + w - 3 - widthOf(label, bold, 7.5) : x + 2, y - k * LINE, bold, 7.5));
      x += w;
    });
    y -= height + 2;
  };
  header();
  if (content.rows.length === 0) {
    draw(page, content.empty, MARGIN, y, regular, 9);
    y -= 14;
  }
  for (const row of content.rows) {
    // every cell in full: a long one (an organization's name) wraps within its column, the row as tall as its tallest cell
    const cells = content.columns.map((c, i) => cellLines(row[i] ?? '', c.width * scale - 4, regular, 7.5));
    const extra = (Math.max(...cells.map((l) => l.length)) - 1) * LINE;
    if (y - extra < MARGIN + 24) {
      page = doc.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN - 10;
      header();
    }
    let x = MARGIN;
    content.columns.forEach((c, i) => {
      const w = c.width * scale;
      cells[i]!.forEach((line, k) => draw(page, line, c.align === 'right' ? x + w - 3 - widthOf(line, regular, 7.5) : x + 2, y - k * LINE, regular, 7.5));
      x += w;
    });
    y -= extra;
    page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: WIDTH - MARGIN, y: y - 4 }, thickness: 0.3, color: RULE });
    y -= 13;
  }
  y -= 10;
  if (y < MARGIN + 20) {
    page = doc.addPage([WIDTH, HEIGHT]);
    y = HEIGHT - MARGIN - 10;
  }
  for (const l of wrap(content.footer, WIDTH - 2 * MARGIN, regular, 8)) {
    draw(page, l, MARGIN, y, regular, 8);
    y -= 11;
  }
  return Buffer.from(await doc.save());
}
