import { describe, expect, it } from 'vitest';
import { readXml, XmlError, type XmlAttributes } from './xml-reader.ts';

/** What the reader reports of a document, as lines: `+uri|local attrs`, `"text"`, `-`; or its refusal. */
function events(xml: string): string[] | { kind: string; line: number } {
  const out: string[] = [];
  try {
    readXml(xml, {
      open: (local: string, uri: string, attributes: XmlAttributes) => out.push(`+${uri}|${local}${attributes ? ` ${JSON.stringify(attributes)}` : ''}`),
      text: (t: string) => out.push(JSON.stringify(t)),
      close: () => out.push('-'),
    });
    return out;
  } catch (e) {
    if (e instanceof XmlError) return { kind: e.kind, line: e.line };
    throw e;
  }
}

describe('the XML reader', () => {
  it.each([
    { name: 'elements, text and a self-closing element', xml: '<a>x<b/>y</a>', want: ['+|a', '"x"', '+|b', '-', '"y"', '-'] },
    { name: 'an XML declaration and a byte-order mark', xml: '\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<a/>\n', want: ['+|a', '-'] },
    { name: 'a default namespace', xml: '<Document xmlns="urn:x"><B/></Document>', want: ['+urn:x|Document {"xmlns":"urn:x"}', '+urn:x|B', '-', '-'] },
    { name: 'a prefixed namespace, and a default undeclared inside', xml: '<c:D xmlns:c="urn:c"><c:E xmlns=""><F/></c:E></c:D>', want: ['+urn:c|D {"xmlns:c":"urn:c"}', '+urn:c|E {"xmlns":""}', '+|F', '-', '-', '-'] },
    { name: 'a declaration is scoped to its element', xml: '<a><b xmlns="urn:b"/><c/></a>', want: ['+|a', '+urn:b|b {"xmlns":"urn:b"}', '-', '+|c', '-', '-'] },
    { name: 'character and predefined references', xml: '<a t="&quot;1&#10;2&quot;">&lt;&#x10D0;&#4304;&amp;&gt;&apos;</a>', want: ['+|a {"t":"\\"1 2\\""}', '"<აა&>\'"', '-'] },
    { name: 'CDATA, comments and processing instructions', xml: '<a><!-- c --><![CDATA[<b>&amp;]]><?pi data?></a>', want: ['+|a', '"<b>&amp;"', '-'] },
    { name: 'an attribute value in single quotes holding ">" and "/"', xml: "<a Ccy='G/>L'/>", want: ['+|a {"Ccy":"G/>L"}', '-'] },
    { name: 'white space inside tags', xml: '<a\n  x = "1" ></a >', want: ['+|a {"x":"1"}', '-'] },
  ])('reads $name', ({ xml, want }) => {
    expect(events(xml)).toEqual(want);
  });

  it.each([
    { name: 'a document type declaration', xml: '<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>', kind: 'unsafe', line: 1 },
    { name: 'an entity of a DTD not given', xml: '<a>\n&nbsp;</a>', kind: 'unsafe', line: 2 },
    { name: 'an element closed by another name', xml: '<a>\n<b></a>', kind: 'malformed', line: 2 },
    { name: 'an element never closed', xml: '<a><b></b>', kind: 'malformed', line: 1 },
    { name: 'an end tag without a start', xml: '<a></a></b>', kind: 'malformed', line: 1 },
    { name: 'text after the root element', xml: '<a/>\nx', kind: 'malformed', line: 2 },
    { name: 'a second root element', xml: '<a/><b/>', kind: 'malformed', line: 1 },
    { name: 'no root element', xml: '<?xml version="1.0"?>\n', kind: 'malformed', line: 2 },
    { name: 'an attribute twice', xml: '<a x="1" x="2"/>', kind: 'malformed', line: 1 },
    { name: 'an attribute without quotes', xml: '<a x=1/>', kind: 'malformed', line: 1 },
    { name: 'attributes without white space between them', xml: '<a x="1"y="2"/>', kind: 'malformed', line: 1 },
    { name: '"<" in an attribute value', xml: '<a x="<"/>', kind: 'malformed', line: 1 },
    { name: 'a prefix not declared', xml: '<a>\n<p:b/></a>', kind: 'malformed', line: 2 },
    { name: 'a name that is no XML name', xml: '<1a/>', kind: 'malformed', line: 1 },
    { name: '"&" without a reference', xml: '<a>R & D</a>', kind: 'malformed', line: 1 },
    { name: 'a character reference XML does not allow', xml: '<a>&#0;</a>', kind: 'malformed', line: 1 },
    { name: 'a control character', xml: '<a>\n\n\u0001</a>', kind: 'malformed', line: 3 },
    { name: '"--" inside a comment', xml: '<a><!-- a -- b --></a>', kind: 'malformed', line: 1 },
    { name: '"]]>" in text', xml: '<a>]]></a>', kind: 'malformed', line: 1 },
    { name: 'an XML declaration not at the start', xml: '\n<?xml version="1.0"?><a/>', kind: 'malformed', line: 2 },
    { name: 'an XML declaration not well-formed', xml: '<?xml version="1/>" encoding="UTF-8"?><a/>', kind: 'malformed', line: 1 },
    { name: 'another encoding declared', xml: '<?xml version="1.0" encoding="windows-1252"?><a/>', kind: 'malformed', line: 1 },
    { name: 'CDATA outside the root element', xml: '<![CDATA[x]]><a/>', kind: 'malformed', line: 1 },
    { name: 'a tag cut off', xml: '<a><b x="1"', kind: 'malformed', line: 1 },
  ])('refuses $name', ({ xml, kind, line }) => {
    expect(events(xml)).toEqual({ kind, line });
  });
});
