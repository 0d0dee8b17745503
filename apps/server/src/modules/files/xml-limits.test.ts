import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { checkXmlLimits, XML_LIMITS, type XmlLimits } from './xml-limits.ts';

// public samples kept by the statements module, with their sources named in its README
const TESTDATA = new URL('../statements/samples/original/', import.meta.url);
const samples = readdirSync(TESTDATA).filter((f) => f.endsWith('.xml'));

/** The refusal of a file as { code, params }, or null when it passes. */
function verdict(file: string | Buffer, limits: XmlLimits = XML_LIMITS) {
  try {
    checkXmlLimits(typeof file === 'string' ? Buffer.from(file) : file, limits);
    return null;
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, params: e.options.params };
    throw e;
  }
}

const nested = (depth: number) => `<?xml version="1.0"?>\n<Document>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</Document>`;

describe('the XML pre-scan', () => {
  it.each(samples)('passes the published sample %s', (name) => {
    expect(verdict(readFileSync(new URL(name, TESTDATA)))).toBeNull();
  });

  it('passes files that are not XML (a CSV statement) untouched', () => {
    expect(verdict('booking_date,amount\n<<<<<<\n')).toBeNull();
    expect(verdict('')).toBeNull();
  });

  it('refuses a file nested 100,000 deep, naming the limit and the line', () => {
    expect(verdict(nested(100_000))).toEqual({ code: 'STATEMENT_XML_TOO_DEEP', params: { max: XML_LIMITS.maxDepth, line: 2 } });
  });

  it('counts depth as elements open at once: siblings, self-closing elements and end tags do not add up', () => {
    const limits = { ...XML_LIMITS, maxDepth: 3 };
    expect(verdict(`<r>${'<a><b/></a>'.repeat(1000)}<c/></r>`, limits)).toBeNull();
    expect(verdict('<r><a><b/><c attr="x"></c></a></r>', limits)).toBeNull();
    expect(verdict('<r>\n<a>\n<b>\n<c>', limits)).toEqual({ code: 'STATEMENT_XML_TOO_DEEP', params: { max: 3, line: 4 } });
  });

  it('is not misled by ">" or "/" in attribute values, comments, CDATA and processing instructions', () => {
    const limits = { ...XML_LIMITS, maxDepth: 2 };
    const tricky = `<?xml version="1.0"?><?pi <a><b><c> ?><r x="/>" y='<a><b><c>'><!-- <a><b><c> --><![CDATA[<a><b><c>]]><a/></r>`;
    expect(verdict(tricky, limits)).toBeNull();
    // the same element open, not self-closed, goes one deeper
    expect(verdict(`<r x="/>"><a y="/"><b>`, limits)?.code).toBe('STATEMENT_XML_TOO_DEEP');
  });

  it('refuses more elements than the limit', () => {
    const limits = { ...XML_LIMITS, maxElements: 1000 };
    expect(verdict(`<r>${'<a/>'.repeat(999)}</r>`, limits)).toBeNull();
    expect(verdict(`<r>${'<a/>'.repeat(1000)}</r>`, limits)).toEqual({ code: 'STATEMENT_XML_TOO_MANY_ELEMENTS', params: { max: 1000, line: 1 } });
  });

  it('refuses an element with more attributes than the limit', () => {
    const attrs = (n: number) => Array.from({ length: n }, (_, i) => ` a${i}="${i}"`).join('');
    expect(verdict(`<r${attrs(XML_LIMITS.maxAttributes)}/>`)).toBeNull();
    expect(verdict(`<r${attrs(XML_LIMITS.maxAttributes + 1)}/>`)).toEqual({
      code: 'STATEMENT_XML_TOO_MANY_ATTRIBUTES',
      params: { max: XML_LIMITS.maxAttributes, line: 1 },
    });
  });

  it('refuses a file larger than the limit before reading it', () => {
    expect(verdict(Buffer.alloc(2048, 0x20), { ...XML_LIMITS, maxBytes: 1024 * 1024 })).toBeNull();
    expect(verdict(Buffer.alloc(1024 * 1024 + 1, 0x20), { ...XML_LIMITS, maxBytes: 1024 * 1024 })).toEqual({ code: 'STATEMENT_TOO_LARGE', params: { maxMb: 1 } });
  });

  it('leaves what is unterminated or has a document type to the parser', () => {
    expect(verdict('<r><a x="never closed')).toBeNull();
    expect(verdict('<!DOCTYPE r [<!ENTITY e "<a><b>">]><r>&e;</r>', { ...XML_LIMITS, maxDepth: 1 })).toBeNull();
  });
});
