import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from '../index.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, multilineText, text, withoutControlCharacters } from './text.ts';
import type { Contract } from './contract.ts';

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat('\u007f');
const LINE_BREAKS = ['\t', '\n', '\r'];

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('text() and multilineText()', () => {
  it.each(C0.map((c) => [c.charCodeAt(0), c]))('text() refuses U+%s with the control-characters message', (_code, c) => {
    expect(messagesOf(text(), `ნინო${c}ბერიძე`)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(messagesOf(text().trim().min(1).max(100), `${c}x`)).toContain(CONTROL_CHARACTERS_MESSAGE);
  });

  it('multilineText() allows tab and line breaks and refuses every other control character', () => {
    for (const c of C0) {
      const issues = messagesOf(multilineText(), `line one${c}line two`);
      expect(issues, JSON.stringify(c)).toEqual(LINE_BREAKS.includes(c) ? [] : [CONTROL_CHARACTERS_MESSAGE]);
    }
  });

  it('accepts Georgian, Cyrillic, Latin, emoji and non-breaking spaces', () => {
    for (const v of ['შპს „ქართული სავაჭრო ქსელი“', 'Извещение', "O'Brien-Smith", '1\u00a0234,50', '🙂', '']) {
      expect(text().safeParse(v).success, v).toBe(true);
      expect(hasControlCharacters(v)).toBe(false);
    }
  });

  it('keeps a text as it came with U+FFFD in place of a control character', () => {
    expect(withoutControlCharacters('a\u0000b\u001fc\td')).toBe('a\uFFFDb\uFFFDc\uFFFDd');
    expect(withoutControlCharacters('a\u0000b\nc\td', { multiline: true })).toBe('a\uFFFDb\nc\td');
  });

  it('keeps other checks and their messages after the control-character check', () => {
    const s = text({ error: domain.vmsg('required') }).trim().min(1, domain.vmsg('required'));
    expect(messagesOf(s, undefined)).toEqual([domain.vmsg('required')]);
    expect(messagesOf(s, '  ')).toEqual([domain.vmsg('required')]);
    expect(s.parse('  ნინო ')).toBe('ნინო');
  });
});

// -------------------------------------------------------------------------------------------------------
// Every text input of every contract

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The string schemas a request value can reach, with where they are. */
function stringLeaves(schema: z.ZodType, at: string, out: { at: string; schema: z.ZodType }[] = [], seen = new Set<unknown>()) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (s: unknown, where: string) => stringLeaves(s as z.ZodType, where, out, seen);
  switch (def.type) {
    case 'string': out.push({ at, schema }); break;
    case 'object': for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) walk(v, `${at}.${k}`); break;
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional': walk(def.innerType, at); break;
    case 'pipe': walk(def.in, at); break;
    case 'union': (def.options as unknown[]).forEach((o, i) => walk(o, `${at}|${i}`)); break;
    case 'intersection': walk(def.left, at); walk(def.right, at); break;
    case 'array': walk(def.element, `${at}[]`); break;
    case 'record': walk(def.valueType, `${at}{}`); break;
    case 'lazy': walk((def.getter as () => unknown)(), at); break;
    default: break; // numbers, booleans, enums, literals, transforms: no free text
  }
  return out;
}

const isContract = (v: unknown): v is Contract =>
  !!v && typeof v === 'object' && 'method' in v && 'group' in v && 'path' in v && 'response' in v;

/** Every contract exported by the package (each `xxxApi` object), and every exported input schema by its name. */
function requestSchemas(): { name: string; schema: z.ZodType }[] {
  const out: { name: string; schema: z.ZodType }[] = [];
  for (const [exportName, value] of Object.entries(domain)) {
    if (value && typeof value === 'object' && Object.values(value).some(isContract)) {
      for (const [key, c] of Object.entries(value as Record<string, unknown>)) {
        if (!isContract(c)) continue;
        for (const part of ['params', 'query', 'body'] as const) if (c[part]) out.push({ name: `${exportName}.${key}.${part}`, schema: c[part] });
      }
    }
    // multipart fields and forms are validated by the services and the screens, not by the route
    if (/(Request|Query|Params|Body|Fields|Form|Filter)Schema$/.test(exportName) && value && typeof value === 'object' && '_zod' in value) {
      out.push({ name: exportName, schema: value as z.ZodType });
    }
  }
  return out;
}

describe('every text input of the contracts', () => {
  const schemas = requestSchemas();

  it('finds the contracts of every group and the multipart fields', () => {
    const names = schemas.map((s) => s.name);
    for (const expected of ['userApi.login.body', 'nboApi.letters.query', 'operatorApi.auditLog.query', 'declarationApi.filterDetails.body', 'employeeApi.update.params', 'SendLetterFieldsSchema', 'SendNotificationFieldsSchema']) {
      expect(names).toContain(expected);
    }
  });

  it('refuses a control character in every string a request can carry (no bare z.string() for input)', () => {
    const bare: string[] = [];
    let leaves = 0;
    for (const { name, schema } of schemas) {
      for (const leaf of stringLeaves(schema, name)) {
        leaves += 1;
        const format = (defOf(leaf.schema) as { format?: string }).format;
        // a formatted string (uuid, email) refuses a control character by its format
        const refused = format ? !leaf.schema.safeParse('a\u0000').success : messagesOf(leaf.schema, 'a\u0000').includes(CONTROL_CHARACTERS_MESSAGE);
        if (!refused) bare.push(leaf.at);
      }
    }
    expect(bare, 'string inputs built without text() or multilineText() (packages/domain/src/http/text.ts)').toEqual([]);
    expect(leaves).toBeGreaterThan(60);
  });
});
