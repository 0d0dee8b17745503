import { STATEMENT_MAX_BYTES } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';

/**
 * Bounds of an XML file the portal reads (bank statements), checked by a pre-scan of its bytes before any
 * parser sees them. A camt.053 or camt.054 document nests about 15 elements deep and has a few dozen
 * elements per entry; a file nested 100,000 deep or made of millions of empty elements is no statement,
 * and reading it with a parser that keeps the path of every open element costs time and memory that grow
 * with the square of the depth. The pre-scan is linear in the file's size and keeps nothing but counters,
 * so such a file is refused in milliseconds and never holds a parse worker.
 */
export const XML_LIMITS = {
  /** Elements open at once. ISO 20022 statements stay below 20; 64 leaves room for any bank's extensions. */
  maxDepth: 64,
  /** Elements in the whole file: 40 per entry at the most entries a statement may have (100,000). */
  maxElements: 4_000_000,
  /** Attributes of one element (a statement's root has three: two namespaces and a schema location). */
  maxAttributes: 32,
  /** Size of the file. */
  maxBytes: STATEMENT_MAX_BYTES,
} as const;

export type XmlLimits = { [K in keyof typeof XML_LIMITS]: number };

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const OPEN_BRACKET = 0x5b;
const NEWLINE = 0x0a;

const COMMENT_END = Buffer.from('-->');
const CDATA_START = Buffer.from('<![CDATA[');
const CDATA_END = Buffer.from(']]>');
const PI_END = Buffer.from('?>');
const SUBSET_END = Buffer.from(']>');

function startsWithAt(buf: Buffer, at: number, what: Buffer): boolean {
  return buf.length - at >= what.length && buf.compare(what, 0, what.length, at, at + what.length) === 0;
}

/** The 1-based line of a byte position (counted only when a file is refused). */
function lineAt(buf: Buffer, at: number): number {
  let line = 1;
  for (let i = buf.indexOf(NEWLINE, 0); i >= 0 && i < at; i = buf.indexOf(NEWLINE, i + 1)) line++;
  return line;
}

/** Whether the bytes are XML at all (after a byte-order mark and white space, a `<`): CSV is not scanned. */
function looksLikeXml(buf: Buffer): boolean {
  let i = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  while (i < buf.length && (buf[i] === 0x20 || buf[i] === 0x09 || buf[i] === 0x0a || buf[i] === 0x0d)) i++;
  return buf[i] === LT;
}

/**
 * Refuses, with an AppError naming the limit (and the line where it was passed), an XML file deeper, larger
 * or with more elements or attributes than `limits`. Anything that is not XML passes untouched; what is
 * malformed is left to the parser, which refuses it naming the line. Never builds a string of the file.
 */
export function checkXmlLimits(bytes: Uint8Array, limits: XmlLimits = XML_LIMITS): void {
  if (bytes.length > limits.maxBytes) throw new AppError('STATEMENT_TOO_LARGE', { params: { maxMb: Math.floor(limits.maxBytes / (1024 * 1024)) } });
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!looksLikeXml(buf)) return;
  let depth = 0;
  let elements = 0;
  let i = buf.indexOf(LT, 0);
  // an unterminated construct ends the scan: the parser refuses the file as malformed
  const after = (end: Buffer, from: number) => {
    const at = buf.indexOf(end, from);
    return at < 0 ? buf.length : at + end.length;
  };
  while (i >= 0 && i < buf.length) {
    const next = buf[i + 1];
    if (next === BANG) {
      if (startsWithAt(buf, i, CDATA_START)) i = after(CDATA_END, i + CDATA_START.length);
      else if (buf[i + 2] === 0x2d && buf[i + 3] === 0x2d) i = after(COMMENT_END, i + 4);
      else {
        // a document type declaration (refused by the parser): skip its internal subset, if any
        const gt = buf.indexOf(GT, i);
        const bracket = buf.indexOf(OPEN_BRACKET, i);
        i = bracket >= 0 && (gt < 0 || bracket < gt) ? after(SUBSET_END, bracket) : gt < 0 ? buf.length : gt + 1;
      }
    } else if (next === QUESTION) {
      i = after(PI_END, i + 2);
    } else if (next === SLASH) {
      depth--;
      const gt = buf.indexOf(GT, i);
      i = gt < 0 ? buf.length : gt + 1;
    } else {
      const start = i;
      elements++;
      if (elements > limits.maxElements) throw new AppError('STATEMENT_XML_TOO_MANY_ELEMENTS', { params: { max: limits.maxElements, line: lineAt(buf, start) } });
      // to the end of the start tag: a quoted attribute value may hold '>' or '/'
      let attributes = 0;
      let j = i + 1;
      while (j < buf.length && buf[j] !== GT) {
        const c = buf[j];
        if (c === QUOTE || c === APOSTROPHE) {
          const close = buf.indexOf(c, j + 1);
          j = close < 0 ? buf.length : close + 1;
          continue;
        }
        if (c === EQUALS && ++attributes > limits.maxAttributes) {
          throw new AppError('STATEMENT_XML_TOO_MANY_ATTRIBUTES', { params: { max: limits.maxAttributes, line: lineAt(buf, start) } });
        }
        j++;
      }
      if (j >= buf.length) return;
      if (buf[j - 1] !== SLASH) {
        depth++;
        if (depth > limits.maxDepth) throw new AppError('STATEMENT_XML_TOO_DEEP', { params: { max: limits.maxDepth, line: lineAt(buf, start) } });
      }
      i = j + 1;
    }
    i = i < buf.length ? buf.indexOf(LT, i) : -1;
  }
}
