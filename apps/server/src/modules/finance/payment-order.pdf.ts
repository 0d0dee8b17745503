import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { AppError } from '../../lib/app-error.ts';
import { embedFallbacks, face, fallbackFaces, missingCharacters, type EmbeddedFace, type Weight } from './pdf-fonts.ts';

/**
 * The payment order as a PDF: A4, Georgian text in Noto Sans Georgian (the web app's font, from
 * @fontsource), embedded as subsets with their ToUnicode maps, so that the text can be selected, searched
 * and copied. The font comes split by script (Georgian, Latin; Cyrillic from Noto Sans): each run of text is
 * drawn in the font of its script, and a character that font lacks in the first further face that has it
 * (pdf-fonts.ts); a text with a character no face has is refused, never drawn without it.
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

export const isGeorgian = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x10a0 && c <= 0x10ff) || (c >= 0x1c90 && c <= 0x1cbf) || (c >= 0x2d00 && c <= 0x2d2f);
};

/** The letters of the Cyrillic subset (and №): spaces, digits and punctuation are drawn in the Latin font. */
export const isCyrillic = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x0400 && c <= 0x045f) || c === 0x0490 || c === 0x0491 || c === 0x04b0 || c === 0x04b1 || c === 0x2116;
};

type Script = 'ka' | 'la' | 'cy';
const scriptOf = (ch: string): Script => (isGeorgian(ch) ? 'ka' : isCyrillic(ch) ? 'cy' : 'la');

/**
 * The fonts of one weight: Georgian, Latin, and Cyrillic when the text has any (without it, Cyrillic falls to
 * the Latin font); with `more`, the further faces that draw what the font of a character's script lacks
 * (`mainHas` says what that is).
 */
export interface Pair {
  ka: PDFFont;
  la: PDFFont;
  cy?: PDFFont;
  more?: EmbeddedFace[];
  mainHas?: (script: Script, codePoint: number) => boolean;
}

function fontFor(fonts: Pair, ch: string): PDFFont {
  const script = scriptOf(ch);
  const main = script === 'cy' ? (fonts.cy ?? fonts.la) : fonts[script];
  if (!fonts.more?.length || !fonts.mainHas) return main;
  const cp = ch.codePointAt(0)!;
  if (fonts.mainHas(script, cp)) return main;
  return fonts.more.find((f) => f.has(cp))?.font ?? main;
}

/** Runs of one font each. */
export function runs(text: string, fonts: Pair): { font: PDFFont; text: string }[] {
  const out: { font: PDFFont; text: string }[] = [];
  for (const ch of text) {
    const font = fontFor(fonts, ch);
    const last = out[out.length - 1];
    if (last && last.font === font) last.text += ch;
    else out.push({ font, text: ch });
  }
  return out;
}

export const widthOf = (text: string, fonts: Pair, size: number) => runs(text, fonts).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);

const INK = rgb(0.1, 0.1, 0.12);

export function draw(page: PDFPage, text: string, x: number, y: number, fonts: Pair, size: number, color = INK) {
  let at = x;
  for (const r of runs(text, fonts)) {
    page.drawText(r.text, { x: at, y, size, font: r.font, color });
    at += r.font.widthOfTextAtSize(r.text, size);
  }
}

/** The spaces a line may break at: white space but the no-break spaces (between an amount's digits and its sign). */
export const BREAKING_SPACE = /[^\S\u00a0\u2007\u202f]+/;

/** Lines of at most `width`, broken between words (a word longer than a line stays whole). */
export function wrap(text: string, width: number, fonts: Pair, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(BREAKING_SPACE).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, fonts, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

const mainFaces = async (weight: Weight) => {
  const [ka, la, cy] = await Promise.all([face(fontFile('georgian', weight)), face(fontFile('latin', weight)), face(cyrillicFile(weight))]);
  return { ka: ka!, la: la!, cy: cy! };
};

/** The characters of `texts` that no face of `weight`, main or further, has. */
export async function undrawableCharacters(texts: readonly string[], weight: Weight): Promise<string[]> {
  const main = await mainFaces(weight);
  return missingCharacters(texts, [main.ka, main.la, main.cy, ...(await fallbackFaces(weight))]);
}

/**
 * The fonts of a weight for `texts`, embedded as subsets: Georgian, Latin, Cyrillic (unless `cyrillic` is
 * false: a document without Cyrillic letters leaves that face out) and the further faces the texts need.
 */
export async function embedFonts(doc: PDFDocument, texts: readonly string[], weight: Weight, cyrillic = true): Promise<Pair> {
  const main = await mainFaces(weight);
  const faces = cyrillic ? [main.ka, main.la, main.cy] : [main.ka, main.la];
  return {
    ka: await doc.embedFont(main.ka.bytes, { subset: true }),
    la: await doc.embedFont(main.la.bytes, { subset: true }),
    ...(cyrillic ? { cy: await doc.embedFont(main.cy.bytes, { subset: true }) } : {}),
    more: await embedFallbacks(doc, texts, faces, weight),
    mainHas: (script, cp) => (script === 'cy' && !cyrillic ? main.la : main[script]).has(cp),
  };
}

/**
 * The fonts of a weight for `texts`: the three main faces and the further ones they need. A character no
 * face has refuses the document, naming the characters (PAYMENT_ORDER_TEXT_UNDRAWABLE).
 */
async function fontsFor(doc: PDFDocument, texts: readonly string[], weight: Weight): Promise<Pair> {
  const missing = await undrawableCharacters(texts, weight);
  if (missing.length) throw new AppError('PAYMENT_ORDER_TEXT_UNDRAWABLE', { params: { characters: missing.slice(0, 10).join(' ') } });
  return embedFonts(doc, texts, weight);
}

export async function paymentOrderPdf(content: PaymentOrderContent, meta: { creationDate: Date }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const texts = [content.title, content.subtitle, ...content.rows.flat(), content.footer];
  const regular = await fontsFor(doc, texts, 400);
  const bold = await fontsFor(doc, texts, 700);
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
