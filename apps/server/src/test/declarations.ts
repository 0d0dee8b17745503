import { errorMessage, validationMessage, type ErrorCode, type Lang } from '@pensia/domain';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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
  awaitingApproval: boolean;
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

export { WORKBOOK_PARTS, zipOf, type ZipEntry } from './zip-archives.ts';
