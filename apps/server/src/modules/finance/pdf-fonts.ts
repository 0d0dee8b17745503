import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Which font draws each character of a PDF, so that no character is dropped silently (a font without the
 * glyph draws an empty box, or nothing). The portal's fonts are Noto Sans Georgian and Noto Sans, split by
 * script (@fontsource, SIL Open Font License 1.1): Georgian, Latin and Cyrillic are the main faces; the
 * others below draw the names of people and companies written in further scripts (Latin with diacritics,
 * Greek, Vietnamese, symbols). Scripts whose letters must be shaped to be written (Devanagari, Arabic) are
 * not drawn: the PDF library's shaper fails on them. A character no face has is refused before anything is
 * drawn.
 */

export type Weight = 400 | 700;

const require = createRequire(import.meta.url);
const georgianPackage = (subset: string, weight: Weight) => require.resolve(`@fontsource/noto-sans-georgian/files/noto-sans-georgian-${subset}-${weight}-normal.woff`);
const sansPackage = (subset: string, weight: Weight) => require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);

/** The further faces, in the order they are tried. */
const FALLBACK_FILES: ((weight: Weight) => string)[] = [
  (w) => georgianPackage('latin-ext', w),
  (w) => georgianPackage('cyrillic-ext', w),
  (w) => sansPackage('greek', w),
  (w) => georgianPackage('greek-ext', w),
  (w) => sansPackage('vietnamese', w),
  (w) => georgianPackage('symbols', w),
  (w) => georgianPackage('math', w),
];

/** A face's bytes and the characters it has. */
export interface Face {
  bytes: Uint8Array;
  has(codePoint: number): boolean;
}

async function faceOf(file: string): Promise<Face> {
  const bytes = await readFile(file);
  const font = fontkit.create(bytes) as unknown as { hasGlyphForCodePoint(cp: number): boolean };
  return { bytes, has: (cp) => font.hasGlyphForCodePoint(cp) };
}

const loaded = new Map<string, Promise<Face>>();
/** A face, read and opened once per process. */
export function face(file: string): Promise<Face> {
  let f = loaded.get(file);
  if (!f) {
    f = faceOf(file);
    loaded.set(file, f);
  }
  return f;
}

export const fallbackFaces = (weight: Weight) => Promise.all(FALLBACK_FILES.map((file) => face(file(weight))));

/** A face embedded in a document, with the characters it has. */
export interface EmbeddedFace {
  font: PDFFont;
  has(codePoint: number): boolean;
}

/** Characters that draw nothing and need no glyph: line breaks and other controls. */
const isControl = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0);

/**
 * The characters of `texts` (each once, in order) that no face among `faces` has.
 */
export function missingCharacters(texts: readonly string[], faces: readonly Pick<Face, 'has'>[]): string[] {
  const missing = new Set<string>();
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (!isControl(cp) && !faces.some((f) => f.has(cp))) missing.add(ch);
    }
  }
  return [...missing];
}

/** The further faces that `texts` need beside `main` (the first that has each character), embedded as subsets. */
export async function embedFallbacks(doc: PDFDocument, texts: readonly string[], main: readonly Pick<Face, 'has'>[], weight: Weight): Promise<EmbeddedFace[]> {
  const faces = await fallbackFaces(weight);
  const used = new Set<Face>();
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (isControl(cp) || main.some((f) => f.has(cp))) continue;
      const found = faces.find((f) => f.has(cp));
      if (found) used.add(found);
    }
  }
  const out: EmbeddedFace[] = [];
  for (const f of faces) if (used.has(f)) out.push({ font: await doc.embedFont(f.bytes, { subset: true }), has: f.has });
  return out;
}
