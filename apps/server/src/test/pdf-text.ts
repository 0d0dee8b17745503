import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const open = (bytes: Buffer) => getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, disableFontFace: true }).promise;

/**
 * The text of every page of a PDF as a reader extracts it (pdf.js), its items joined as they are laid out,
 * white space collapsed (a value wrapped over two lines reads as one).
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await open(bytes);
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

/** A piece of text as drawn: its baseline's start (points from the page's bottom left), its width and its size. */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** The text items of every page (pdf.js), with where each is drawn; empty items left out. */
export async function pdfTextItems(bytes: Buffer): Promise<{ width: number; height: number; items: TextItem[] }[]> {
  const pdf = await open(bytes);
  const pages = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const [, , width, height] = page.view as [number, number, number, number];
    const items: TextItem[] = [];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a, b, , , x, y] = item.transform as number[];
      items.push({ str: item.str, x: x!, y: y!, width: item.width, size: Math.hypot(a!, b!) });
    }
    pages.push({ width, height, items });
  }
  await pdf.destroy();
  return pages;
}

/** The box a text item's letters take: from its descent below the baseline to its ascent above. */
export const boxOf = (t: TextItem) => ({ left: t.x, right: t.x + t.width, bottom: t.y - 0.25 * t.size, top: t.y + 0.85 * t.size });

/** Pairs of items whose boxes overlap by more than `tolerance` points both ways (items that only touch are apart). */
export function overlappingItems(items: readonly TextItem[], tolerance = 0.5): [TextItem, TextItem][] {
  const boxes = items.map(boxOf);
  const out: [TextItem, TextItem][] = [];
  for (let i = 0; i < items.length; i++) {
    for (let k = i + 1; k < items.length; k++) {
      const a = boxes[i]!;
      const b = boxes[k]!;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const up = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (across > tolerance && up > tolerance) out.push([items[i]!, items[k]!]);
    }
  }
  return out;
}

/**
 * The phrases of a page: items on one baseline that touch (the runs one piece of text is drawn in, a run per
 * font) joined, each with the place of its first item.
 */
export function phrasesOf(items: readonly TextItem[]): TextItem[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: TextItem[] = [];
  for (const item of sorted) {
    const last = out.at(-1);
    if (last && Math.abs(last.y - item.y) < 0.5 && Math.abs(last.x + last.width - item.x) < 0.5) {
      last.str += item.str;
      last.width = item.x + item.width - last.x;
    } else out.push({ ...item });
  }
  return out;
}

/**
 * How many glyphs the page contents draw with glyph 0 of their font (.notdef, the empty box a font draws for a
 * character it does not have). The portal's PDF writer shows text as two-byte glyph ids in hex strings.
 */
export async function missingGlyphs(bytes: Buffer): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  let missing = 0;
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        for (let i = 0; i + 4 <= hex!.length; i += 4) if (hex!.slice(i, i + 4) === '0000') missing++;
      }
    }
  }
  return missing;
}
