import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The payment order as a PDF: A4, Georgian text in Noto Sans Georgian (the web app's font, from
 * @fontsource), embedded as subsets with their ToUnicode maps, so that the text can be selected, searched
 * and copied. The font comes split by script (Georgian, Latin; Cyrillic from Noto Sans): each run of text is
 * drawn in the font of its script.
 */

export interface PaymentOrderContent {
  title: string;
  subtitle: string;
  /** Label and value, one line each (a long value wraps). */
  rows: readonly (readonly [string, string])[];
  footer: string;
}

const require = createRequire(import.meta.url);
const fontFile = (script: 'georgian' | 'latin', weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-georgian/files/noto-sans-georgian-${script}-${weight}-normal.woff`);

/** Cyrillic, from Noto Sans (the same design; SIL Open Font License 1.1, as Noto Sans Georgian): the Georgian font has none. */
const cyrillicFile = (weight: 400 | 700) => require.resolve(`@fontsource/noto-sans/files/noto-sans-cyrillic-${weight}-normal.woff`);

let fontBytes: Promise<Record<'ka400' | 'la400' | 'ka700' | 'la700' | 'cy400' | 'cy700', Uint8Array>> | undefined;
export function loadFonts() {
  fontBytes ??= Promise.all(
    [fontFile('georgian', 400), fontFile('latin', 400), fontFile('georgian', 700), fontFile('latin', 700), cyrillicFile(400), cyrillicFile(700)].map((f) => readFile(f)),
  ).then(([ka400, la400, ka700, la700, cy400, cy700]) => ({ ka400: ka400!, la400: la400!, ka700: ka700!, la700: la700!, cy400: cy400!, cy700: cy700! }));
  return fontBytes;
}

export const isGeorgian = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x10a0 && c <= 0x10ff) || (c >= 0x1c90 && c <= 0x1cbf) || (c >= 0x2d00 && c <= 0x2d2f);
};

/** The letters of the Cyrillic subset (and №): spaces, digits and punctuation are drawn in the Latin font. */
export const isCyrillic = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x0400 && c <= 0x045f) || c === 0x0490 || c === 0x0491 || c === 0x04b0 || c === 0x04b1 || c === 0x2116;
};

/** The fonts of one weight: Georgian, Latin, and Cyrillic when the text has any (without it, Cyrillic falls to the Latin font). */
export interface Pair {
  ka: PDFFont;
  la: PDFFont;
  cy?: PDFFont;
}

type Script = 'ka' | 'la' | 'cy';
const scriptOf = (ch: string): Script => (isGeorgian(ch) ? 'ka' : isCyrillic(ch) ? 'cy' : 'la');

/** Runs of one script each. */
export function runs(text: string): { script: Script; text: string }[] {
  const out: { script: Script; text: string }[] = [];
  for (const ch of text) {
    const script = scriptOf(ch);
    const last = out[out.length - 1];
    if (last && last.script === script) last.text += ch;
    else out.push({ script, text: ch });
  }
  return out;
}

const fontOf = (fonts: Pair, script: Script) => (script === 'cy' ? (fonts.cy ?? fonts.la) : fonts[script]);

export const widthOf = (text: string, fonts: Pair, size: number) => runs(text).reduce((w, r) => w + fontOf(fonts, r.script).widthOfTextAtSize(r.text, size), 0);

export function draw(page: PDFPage, text: string, x: number, y: number, fonts: Pair, size: number) {
  let at = x;
  for (const r of runs(text)) {
    const font = fontOf(fonts, r.script);
    page.drawText(r.text, { x: at, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    at += font.widthOfTextAtSize(r.text, size);
  }
}

/** Lines of at most `width`, broken between words (a word longer than a line stays whole). */
export function wrap(text: string, width: number, fonts: Pair, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, fonts, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export async function paymentOrderPdf(content: PaymentOrderContent, meta: { creationDate: Date }): Promise<Buffer> {
  const bytes = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular: Pair = { ka: await doc.embedFont(bytes.ka400, { subset: true }), la: await doc.embedFont(bytes.la400, { subset: true }) };
  const bold: Pair = { ka: await doc.embedFont(bytes.ka700, { subset: true }), la: await doc.embedFont(bytes.la700, { subset: true }) };
  doc.setTitle(content.title);
  doc.setSubject(content.subtitle);
  doc.setCreator('Pensia');
  doc.setProducer('Pensia');
  doc.setLanguage('ka-GE');
  doc.setCreationDate(meta.creationDate);
  doc.setModificationDate(meta.creationDate);

  const page = doc.addPage([595.28, 841.89]);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 72;
  draw(page, content.title, left, y, bold, 18);
  y -= 22;
  draw(page, content.subtitle, left, y, regular, 10.5);
  y -= 18;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: rgb(0.6, 0.62, 0.66) });
  y -= 22;

  const labelWidth = 190;
  const valueX = left + labelWidth + 10;
  for (const [label, value] of content.rows) {
    const labelLines = wrap(label, labelWidth, regular, 9.5);
    const valueLines = wrap(value, right - valueX, bold, 10.5);
    const lines = Math.max(labelLines.length, valueLines.length);
    labelLines.forEach((l, i) => draw(page, l, left, y - i * 14, regular, 9.5));
    valueLines.forEach((l, i) => draw(page, l, valueX, y - i * 14, bold, 10.5));
    y -= lines * 14 + 6;
    page.drawLine({ start: { x: left, y: y + 2 }, end: { x: right, y: y + 2 }, thickness: 0.3, color: rgb(0.85, 0.86, 0.88) });
    y -= 10;
  }
  y -= 24;
  for (const l of wrap(content.footer, right - left, regular, 8.5)) {
    draw(page, l, left, y, regular, 8.5);
    y -= 12;
  }
  return Buffer.from(await doc.save());
}
