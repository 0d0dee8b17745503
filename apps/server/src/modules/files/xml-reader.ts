/**
 * A strict streaming reader of the XML that banks send (docs/decisions/0078): one pass over the decoded text,
 * with `indexOf` to the next markup, no object per element but the name and, when it has any, its
 * attributes. It reads XML 1.0 as a statement uses it — elements, attributes, namespaces and their prefixes,
 * text, character and the five predefined entity references, CDATA sections, comments, processing
 * instructions, the XML declaration — and refuses everything else:
 *
 * - a document type declaration, and any entity other than the five predefined: `unsafe` (nothing is ever
 *   read from a DTD nor fetched);
 * - anything not well-formed (a tag not closed or closed by another name, text or a second element outside
 *   the root, an attribute twice or without quotes, `<` in an attribute, a name that is no XML name, a
 *   prefix not declared, a character XML does not allow, a declared encoding other than UTF-8): `malformed`,
 *   naming the line.
 *
 * Bounds of depth, elements, attributes and size are checked before, on the bytes (xml-limits.ts).
 */

export class XmlError extends Error {
  constructor(
    readonly kind: 'malformed' | 'unsafe',
    readonly line: number,
    detail: string,
  ) {
    super(`${detail} (line ${line})`);
    this.name = 'XmlError';
  }
}

/** An element's attributes by qualified name (`Ccy`, `xsi:schemaLocation`); null when it has none. */
export type XmlAttributes = Record<string, string> | null;

export interface XmlHandler {
  /** An element opens: its local name and its namespace ('' for none). */
  open(local: string, uri: string, attributes: XmlAttributes): void;
  /** Character data inside an element (references resolved); an element's text may come in several parts. */
  text(value: string): void;
  /** The innermost open element closes. */
  close(): void;
}

// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// the XML 1.0 name characters by code point (ZWNJ, ZWJ and the combining marks are allowed singly, as XML says)
// eslint-disable-next-line no-misleading-character-class
const NAME = /^[:A-Z_a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c\u200d\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd][:A-Z_a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c\u200d\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd.0-9\u00b7\u0300-\u036f\u203f\u2040-]*$/;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** The XML declaration's pseudo-attributes, in their order: version, then encoding and standalone if given. */
const DECLARATION = /^\s+version\s*=\s*(["'])1\.[0-9]+\1(?:\s+encoding\s*=\s*(["'])([A-Za-z][A-Za-z0-9._-]*)\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\4)?\s*$/;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
/** Ends a name: white space, `/`, `>`, `=`. */
const endsName = (c: number) => isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d;

/** Reads `xml` (decoded; a byte-order mark already dropped), calling `handler` for each element and text. */
export function readXml(xml: string, handler: XmlHandler): void {
  const lineAt = (at: number) => {
    let line = 1;
    for (let i = xml.indexOf('\n'); i >= 0 && i < at; i = xml.indexOf('\n', i + 1)) line++;
    return line;
  };
  const malformed = (at: number, detail: string) => new XmlError('malformed', lineAt(at), detail);
  const forbidden = FORBIDDEN_CHAR.exec(xml);
  if (forbidden) throw malformed(forbidden.index, 'character not allowed in XML');

  /** Names seen and found valid: a statement repeats a few dozen names many thousand times. */
  const validNames = new Set<string>();
  const checkName = (name: string, at: number) => {
    if (validNames.has(name)) return;
    if (!NAME.test(name) || name.indexOf(':') !== name.lastIndexOf(':') || name.startsWith(':') || name.endsWith(':')) throw malformed(at, `not a name: ${name.slice(0, 40)}`);
    if (validNames.size < 10_000) validNames.add(name);
  };
  /** Text (starting at `at` of the document) with its references resolved; any other entity is refused as unsafe. */
  const unescape = (raw: string, at: number): string => {
    let amp = raw.indexOf('&');
    if (amp < 0) return raw;
    let out = '';
    let from = 0;
    while (amp >= 0) {
      const semi = raw.indexOf(';', amp + 1);
      if (semi < 0) throw malformed(at + amp, 'reference without ";"');
      const ref = raw.slice(amp + 1, semi);
      let value: string | undefined;
      if (ref.startsWith('#')) {
        const code = /^#x[0-9a-fA-F]{1,6}$/.test(ref) ? parseInt(ref.slice(2), 16) : /^#[0-9]{1,7}$/.test(ref) ? parseInt(ref.slice(1), 10) : NaN;
        const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
        if (!allowed) throw malformed(at + amp, `character reference not allowed: &${ref.slice(0, 12)};`);
        value = String.fromCodePoint(code);
      } else {
        value = PREDEFINED[ref];
        if (value === undefined) {
          if (!NAME.test(ref)) throw malformed(at + amp, 'reference without a name');
          throw new XmlError('unsafe', lineAt(at + amp), `entity not allowed: &${ref.slice(0, 40)};`);
        }
      }
      out += raw.slice(from, amp) + value;
      from = semi + 1;
      amp = raw.indexOf('&', from);
    }
    return out + raw.slice(from);
  };

  /** Qualified names of the open elements, and the namespaces in scope of each (shared until one declares more). */
  const open: string[] = [];
  const scopes: Map<string, string>[] = [new Map([['xml', XML_NS]])];
  let rootSeen = false;
  const start = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  let i = start;
  const n = xml.length;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    const end = lt < 0 ? n : lt;
    if (end > i) {
      const raw = xml.slice(i, end);
      if (open.length === 0) {
        for (let k = 0; k < raw.length; k++) if (!isSpace(raw.charCodeAt(k))) throw malformed(i + k, rootSeen ? 'text after the root element' : 'text before the root element');
      } else {
        if (raw.includes(']]>')) throw malformed(i + raw.indexOf(']]>'), '"]]>" in text');
        handler.text(unescape(raw, i));
      }
    }
    if (lt < 0) break;
    const c = xml.charCodeAt(lt + 1);
    if (c === 0x2f) {
      // an end tag
      const gt = xml.indexOf('>', lt + 2);
      if (gt < 0) throw malformed(lt, 'end tag not closed');
      const name = xml.slice(lt + 2, gt).trimEnd();
      const expected = open.pop();
      if (expected === undefined) throw malformed(lt, `end tag </${name.slice(0, 40)}> without its start`);
      if (name !== expected) throw malformed(lt, `<${expected}> closed by </${name.slice(0, 40)}>`);
      if (scopes.length > open.length + 1) scopes.length = open.length + 1;
      handler.close();
      i = gt + 1;
    } else if (c === 0x21) {
      if (xml.startsWith('<!--', lt)) {
        const close = xml.indexOf('--', lt + 4);
        if (close < 0) throw malformed(lt, 'comment not closed');
        if (xml.charCodeAt(close + 2) !== 0x3e) throw malformed(close, '"--" inside a comment');
        i = close + 3;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        if (open.length === 0) throw malformed(lt, 'CDATA outside the root element');
        const close = xml.indexOf(']]>', lt + 9);
        if (close < 0) throw malformed(lt, 'CDATA not closed');
        handler.text(xml.slice(lt + 9, close));
        i = close + 3;
      } else if (xml.startsWith('<!DOCTYPE', lt)) {
        throw new XmlError('unsafe', lineAt(lt), 'document type declaration');
      } else throw malformed(lt, 'markup not allowed');
    } else if (c === 0x3f) {
      // a processing instruction; `<?xml …?>` only as the very first thing
      const close = xml.indexOf('?>', lt + 2);
      if (close < 0) throw malformed(lt, 'processing instruction not closed');
      let t = lt + 2;
      while (t < close && !isSpace(xml.charCodeAt(t))) t++;
      const target = xml.slice(lt + 2, t);
      checkName(target, lt);
      if (target.toLowerCase() === 'xml') {
        if (target !== 'xml' || lt !== start) throw malformed(lt, 'XML declaration not at the start');
        const declaration = DECLARATION.exec(xml.slice(t, close));
        if (!declaration) throw malformed(lt, 'XML declaration not well-formed');
        const encoding = declaration[3];
        if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) throw malformed(lt, `encoding ${encoding.slice(0, 20)}`);
      }
      i = close + 2;
    } else {
      // a start tag
      if (open.length === 0 && rootSeen) throw malformed(lt, 'a second root element');
      let j = lt + 1;
      while (j < n && !endsName(xml.charCodeAt(j))) j++;
      const qname = xml.slice(lt + 1, j);
      checkName(qname, lt);
      let attributes: XmlAttributes = null;
      let selfClosing = false;
      for (;;) {
        const spaced = j < n && isSpace(xml.charCodeAt(j));
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        if (j >= n) throw malformed(lt, 'start tag not closed');
        const d = xml.charCodeAt(j);
        if (d === 0x3e) {
          j++;
          break;
        }
        if (d === 0x2f) {
          if (xml.charCodeAt(j + 1) !== 0x3e) throw malformed(j, '"/" inside a tag');
          selfClosing = true;
          j += 2;
          break;
        }
        if (!spaced) throw malformed(j, 'attributes without white space between them');
        const nameAt = j;
        while (j < n && !endsName(xml.charCodeAt(j))) j++;
        const name = xml.slice(nameAt, j);
        checkName(name, nameAt);
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        if (xml.charCodeAt(j) !== 0x3d) throw malformed(j, `attribute ${name.slice(0, 40)} without a value`);
        j++;
        while (j < n && isSpace(xml.charCodeAt(j))) j++;
        const q = xml.charCodeAt(j);
        if (q !== 0x22 && q !== 0x27) throw malformed(j, `attribute ${name.slice(0, 40)} without quotes`);
        const close = xml.indexOf(q === 0x22 ? '"' : "'", j + 1);
        if (close < 0) throw malformed(j, 'attribute value not closed');
        const raw = xml.slice(j + 1, close);
        if (raw.includes('<')) throw malformed(j, '"<" in an attribute value');
        attributes ??= {};
        if (Object.hasOwn(attributes, name)) throw malformed(nameAt, `attribute ${name.slice(0, 40)} twice`);
        attributes[name] = unescape(raw, j + 1).replace(/[\t\n\r]/g, ' ');
        j = close + 1;
      }
      // namespaces the element declares, then its own
      let scope = scopes[open.length]!;
      if (attributes) {
        for (const [name, value] of Object.entries(attributes)) {
          if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
          if (scope === scopes[open.length]) scope = new Map(scope);
          const prefix = name === 'xmlns' ? '' : name.slice(6);
          if (prefix === 'xmlns' || (prefix === 'xml') !== (value === XML_NS) || (prefix && !value)) throw malformed(lt, `namespace declaration ${name.slice(0, 40)}`);
          scope.set(prefix, value);
        }
        for (const name of Object.keys(attributes)) {
          const colon = name.indexOf(':');
          if (colon > 0 && name.slice(0, colon) !== 'xmlns' && !scope.has(name.slice(0, colon))) throw malformed(lt, `prefix ${name.slice(0, colon)} not declared`);
        }
      }
      const colon = qname.indexOf(':');
      const prefix = colon < 0 ? '' : qname.slice(0, colon);
      const uri = scope.get(prefix);
      if (prefix && uri === undefined) throw malformed(lt, `prefix ${prefix} not declared`);
      rootSeen = true;
      handler.open(colon < 0 ? qname : qname.slice(colon + 1), uri ?? '', attributes);
      if (selfClosing) handler.close();
      else {
        open.push(qname);
        scopes[open.length] = scope;
      }
      i = j;
    }
  }
  if (open.length > 0) throw malformed(n, `<${open[open.length - 1]}> not closed`);
  if (!rootSeen) throw malformed(n, 'no root element');
}
