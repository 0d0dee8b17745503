import { errorMessage, validationMessage, type ErrorCode, type Lang } from '@pensia/domain';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { expectResultError, resultOf, snapshot } from './expect.ts';
import { multipart } from './multipart.ts';
import type { TestContext } from './test-app.ts';

/** Route prefixes of declaration reads and writes (api-map.md). */
export const F = '/api/finance/v1';
export const W = '/api/finance-write/v1';
export const LANGS: readonly Lang[] = ['en', 'ka', 'ru'];
/** What a refused declaration or employee call must leave as it was. */
export const WRITE_TABLES = ['declarations', 'declarationDetails', 'uploadReports', 'uploadRejectedRows', 'idempotencyKeys', 'employees'] as const;

export interface Decl {
  id: string;
  version: number;
  year: number;
  month: number;
  type: string;
  form: string;
  declarationStatus: string;
  isProcessing: boolean;
  organizationId: string;
  totals: { rowCount: number; contributionBase: string; employeeContribution: string; organizationContribution: string; totalContribution: string };
  errorCount: number;
  warningCount: number;
}

export interface Detail {
  id: string;
  personalIdentificationNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  grossSalary: string;
  employeeContribution: string;
  organizationContribution: string;
  incomeTax: string | null;
  optIn: 0 | 1;
  issues: { tier: string; field: string | null; message: string }[];
}

export type Req = InjectOptions & { token?: string };

/** Requests in one language (English unless told). */
export function injector(ctx: TestContext) {
  return (o: Req, lang: Lang = 'en') => ctx.inject({ ...o, headers: { 'accept-language': lang, ...(o.headers as Record<string, string> | undefined) } });
}

export interface RefusalCheck {
  /** Parameters of the message (`{{maxMb}}`). */
  params?: Record<string, string | number>;
  /** Field messages expected in `result.messages`, as validation references (`personalNumberLength`). */
  fields?: Record<string, string>;
  /** The message can't be predicted exactly (it names columns): only its language is checked. */
  inexact?: boolean;
}

/**
 * Sends the same request in English, Georgian and Russian and checks each answer: status, code, the
 * envelope, the message of the request's language (and its field messages), and that the tables of
 * declarations, their rows, idempotency keys and employees are exactly as they were before.
 */
export async function expectRefused(ctx: TestContext, req: Req | (() => Req), status: number, code: ErrorCode, check: RefusalCheck = {}) {
  const inj = injector(ctx);
  const before = await snapshot(ctx.db, [...WRITE_TABLES]);
  const messages: string[] = [];
  const answers: LightMyRequestResponse[] = [];
  for (const lang of LANGS) {
    const res = await inj(typeof req === 'function' ? req() : req, lang);
    const body = expectResultError(res, status, code, check.inexact ? undefined : errorMessage(lang, code, check.params));
    messages.push(body.message);
    expect(body.message).not.toContain('{{');
    for (const [field, ref] of Object.entries(check.fields ?? {})) {
      expect(body.result?.messages[field], `${lang} ${field}: ${res.body}`).toBe(validationMessage(lang, ref));
    }
    answers.push(res);
  }
  // three languages, three texts
  expect(new Set(messages).size).toBe(3);
  expect(await snapshot(ctx.db, [...WRITE_TABLES])).toEqual(before);
  return answers;
}

/** Hands out months of salary payment no other test of the file uses, from January of `fromYear`. */
export function periods(fromYear: number) {
  let n = 0;
  return () => {
    const p = { year: fromYear + Math.floor(n / 12), month: (n % 12) + 1 };
    n += 1;
    return p;
  };
}

export const row = (pn: string, gross: string | number = '1000.00', extra: Record<string, unknown> = {}) => ({
  personalIdentificationNumber: pn,
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  birthDate: '1990-05-01',
  gender: 'female',
  grossSalary: gross,
  optIn: 0,
  ...extra,
});

export async function createDeclaration(ctx: TestContext, token: string, body: { year: number; month: number; type?: string; form?: 'simple' | 'detailed' }): Promise<Decl> {
  const res = await injector(ctx)({ method: 'POST', url: `${W}/declarations`, token, payload: { type: 'standard', form: 'detailed', ...body } });
  return resultOf<Decl>(res);
}

export async function addRow(ctx: TestContext, token: string, id: string, payload: Record<string, unknown>) {
  return resultOf<{ declaration: Decl; detail: Detail }>(await injector(ctx)({ method: 'POST', url: `${W}/declarations/${id}/details`, token, payload }));
}

export async function getDeclaration(ctx: TestContext, token: string, id: string) {
  return resultOf<{ declaration: Decl; details: { items: Detail[]; totalCount: number } }>(
    await injector(ctx)({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${id}?pageSize=200`, token }),
  );
}

export type CellInput = string | number | null | Date | { formula: string; result?: unknown };

/** The server's template of a type and form, filled in row by row as a user would, then saved. */
export async function filledTemplate(ctx: TestContext, token: string, type: string, form: string, rows: CellInput[][], lang: Lang = 'en'): Promise<Buffer> {
  const res = await injector(ctx)({ method: 'GET', url: `${F}/declarations/template?type=${type}&form=${form}`, token }, lang);
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.worksheets[0]!;
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The multipart upload a browser sends: field `file`. */
export function uploadRequest(token: string, id: string, file: Buffer, o: { query?: string; headers?: Record<string, string>; name?: string; contentType?: string } = {}): Req {
  const body = multipart({}, [{ field: 'file', name: o.name ?? 'declaration.xlsx', content: file, contentType: o.contentType ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return { method: 'POST', url: `${W}/declarations/${id}/upload${o.query ?? ''}`, token, payload: body.payload, headers: { ...body.headers, ...o.headers } };
}

// ---------------------------------------------------------------------------------------------------------
// Zip archives built byte by byte, for the checks made before a spreadsheet is unpacked

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate (8, the default) or store (0); other values are written as given. */
  method?: number;
  flags?: number;
  /** Sizes written in the headers instead of the real ones. */
  claimedUncompressed?: number;
  claimedCompressed?: number;
}

/** A zip archive of the entries given, with the sizes, flags and methods they claim. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const method = e.method ?? 8;
    const body = method === 8 ? deflateRawSync(e.data) : e.data;
    const name = Buffer.from(e.name);
    const crc = crc32(e.data);
    const compressed = e.claimedCompressed ?? body.length;
    const uncompressed = e.claimedUncompressed ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(uncompressed, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed, 20);
    central.writeUInt32LE(uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

/** The parts every Excel workbook names. */
export const WORKBOOK_PARTS: ZipEntry[] = [
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
  { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<?xml version="1.0"?><worksheet/>') },
];
