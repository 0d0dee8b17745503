/**
 * Examples for the API document: every operation's request (its parameters and JSON body) and answer gets an
 * example made from its schema, in the portal's own terms (a Georgian personal number, lari with two
 * decimals, an organization's IBAN), so that a payroll vendor sees a whole call before making one. A schema's
 * own example wins. The document's test checks every example against its schema.
 */

type Json = Record<string, unknown>;

/** Values by field name: what a real call carries there. */
const BY_NAME: Record<string, unknown> = {
  personalNumber: '01001011111',
  personalIdentificationNumber: '01001011111',
  organizationCode: '204567891',
  code: '204567891',
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  name: 'შპს „ქართული სავაჭრო ქსელი“',
  organizationName: 'შპს „ქართული სავაჭრო ქსელი“',
  username: 'accountant',
  email: 'accounting@example.ge',
  mobile: '+995 555 12 34 56',
  iban: 'GE29TB7777777777777777',
  accountNumber: 'GE29TB7777777777777777',
  birthDate: '1990-05-01',
  year: 2026,
  month: 10,
  pageNumber: 1,
  pageSize: 20,
  statusCode: 200,
  totalCount: 1,
  rowCount: 2,
  errorCount: 0,
  warningCount: 0,
  url: 'https://payroll.example.ge/pensia/webhooks',
  comment: 'The salary of 01001011111 is 1,500 lari.',
  reason: 'The documents do not show the overpayment.',
  description: 'Payroll',
  message: 'Done.',
  number: 'R-1001',
  declarationNumber: '100029',
  reference: '100029',
  grossSalary: '1500.00',
  additionalBenefits: '0.00',
  nonCashBenefits: '0.00',
  otherWithHeldAmount: '0.00',
  incomeTax: '300.00',
  netAmount: '1170.00',
  employeeContribution: '30.00',
  organizationContribution: '30.00',
  totalContribution: '60.00',
  totalAmount: '60.00',
  nameChangeReason: 'Married: the name on the passport since October',
  bankDetails: 'TBC Bank, TBCBGE22',
};

/** Money and amounts: a decimal string with two decimals. */
const MONEY = /amount|salary|balance|contribution|total|base|sum|tax|benefit|paid|fine|debt|credit|debit/i;

export function exampleOf(schema: unknown, name = '', depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return null;
  const s = schema as Json;
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null) ?? null;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (Array.isArray(options)) {
      const first = options.find((o) => (o as Json)?.type !== 'null' && !((o as Json)?.enum as unknown[] | undefined)?.every((v) => v === null));
      return exampleOf(first ?? options[0], name, depth + 1);
    }
  }
  if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((part) => exampleOf(part, name, depth + 1) as Json));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const [key, value] of Object.entries((s.properties as Json | undefined) ?? {})) out[key] = exampleOf(value, key, depth + 1);
      return out;
    }
    case 'array': {
      const one = exampleOf(s.items, name.replace(/s$/, ''), depth + 1);
      return Array.from({ length: Math.max(1, Number(s.minItems ?? 1)) }, () => one);
    }
    case 'integer':
    case 'number':
      return numberOf(s, name);
    case 'boolean':
      return false;
    case 'string':
      return stringOf(s, name);
    default:
      return s.nullable ? null : {};
  }
}

function numberOf(s: Json, name: string): number {
  const known = BY_NAME[name];
  let n = typeof known === 'number' ? known : /count|rows|total/i.test(name) ? 2 : 1;
  if (typeof s.minimum === 'number' && n < s.minimum) n = s.minimum;
  if (typeof s.maximum === 'number' && n > s.maximum) n = s.maximum;
  return n;
}

function stringOf(s: Json, name: string): string {
  let v: string;
  switch (s.format) {
    case 'uuid':
      v = '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c';
      break;
    case 'date-time':
      v = '2026-11-20T08:30:00.000Z';
      break;
    case 'date':
      v = '2026-10-31';
      break;
    case 'email':
      v = 'accounting@example.ge';
      break;
    case 'uri':
      v = 'https://payroll.example.ge/pensia/webhooks';
      break;
    case 'binary':
      v = '';
      break;
    default: {
      const known = BY_NAME[name];
      v =
        typeof known === 'string'
          ? known
          : /(^id$|Id$)/.test(name)
            ? '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c'
            : /At$|Date$|On$|^date$/.test(name)
              ? '2026-11-20T08:30:00.000Z'
              : MONEY.test(name)
                ? '1500.00'
                : name || 'text';
    }
  }
  if (typeof s.maxLength === 'number' && v.length > s.maxLength) v = v.slice(0, s.maxLength);
  if (typeof s.minLength === 'number' && v.length < s.minLength) v = v.padEnd(s.minLength, 'x');
  // a value of the field's pattern: the first of the portal's usual values that has it
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern, 'u');
    if (!pattern.test(v)) v = SHAPED.find((c) => pattern.test(c)) ?? v;
  }
  return v;
}

/** The portal's usual values, for a field whose pattern the name's value does not have. */
const SHAPED = ['1500.00', '01001011111', '204567891', '2026-10', '2026-10-31', '123456', 'GE29TB7777777777777777', 'TBCBGE22', 'R-1001', 'accountant', '1'];

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/**
 * Puts an example beside every JSON body, JSON answer and parameter of the document that has none, in place,
 * and answers the document.
 */
export function addExamples<T>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Json> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      for (const p of (op.parameters as Json[] | undefined) ?? []) if (p.example === undefined && p.schema) p.example = exampleOf(p.schema, String(p.name));
      const media = ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'];
      if (media?.schema && media.example === undefined) media.example = exampleOf(media.schema);
      for (const [status, response] of Object.entries((op.responses as Record<string, Json> | undefined) ?? {})) {
        if (!/^2/.test(status)) continue;
        const json = (response.content as Record<string, Json> | undefined)?.['application/json'];
        if (json?.schema && json.example === undefined) json.example = exampleOf(json.schema);
      }
    }
  }
  return doc;
}
