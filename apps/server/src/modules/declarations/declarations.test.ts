import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { requestHash } from '../../lib/idempotency.ts';

const F = '/api/finance/v1';
const W = '/api/finance-write/v1';

let ctx: TestContext;
let token: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
});
afterAll(async () => ctx?.close());

interface Decl {
  id: string;
  version: number;
  declarationStatus: string;
  totals: { rowCount: number; employeeContribution: string; organizationContribution: string; contributionBase: string };
  errorCount: number;
}

/** Requests in English, so that messages can be compared with the English error catalogue. */
const inj: TestContext['inject'] = (o) => ctx.inject({ ...o, headers: { 'accept-language': 'en', ...(o.headers as Record<string, string> | undefined) } });

let month = 0;
async function create(form: 'simple' | 'detailed' = 'detailed', tk = token): Promise<Decl> {
  // a fresh period each time, in the past
  month += 1;
  const year = 2020 + Math.floor((month - 1) / 12);
  const res = await inj({ method: 'POST', url: `${W}/declarations`, token: tk, payload: { year, month: ((month - 1) % 12) + 1, type: 'standard', form } });
  return resultOf<Decl>(res);
}

const row = (pn: string, gross = '1000.00', extra: Record<string, unknown> = {}) => ({
  personalIdentificationNumber: pn,
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  birthDate: '1990-05-01',
  gender: 'female',
  grossSalary: gross,
  optIn: 0,
  ...extra,
});

async function templateFilled(form: 'simple' | 'detailed', rows: (string | number | null | { formula: string })[][], lang = 'en') {
  const res = await inj({ method: 'GET', url: `${F}/declarations/template?type=standard&form=${form}`, token, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.worksheets[0]!;
  for (const r of rows) ws.addRow(r);
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), headers: (ws.getRow(1).values as string[]).slice(1) };
}

function multipart(file: Buffer, name = 'declaration.xlsx') {
  const boundary = '----pensia' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(id: string, file: Buffer, headers: Record<string, string> = {}, query = '') {
  const m = multipart(file);
  return inj({ method: 'POST', url: `${W}/declarations/${id}/upload${query}`, token, payload: m.payload, headers: { ...m.headers, ...headers } });
}

describe('declarations', () => {
  it('demo data: 12 months of the demo employer in every state, one being processed; the self-employed person files their own', async () => {
    const list = resultOf<{ items: (Decl & { isProcessing: boolean; year: number; month: number })[]; totalCount: number }>(
      await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs?pageSize=12`, token }),
    );
    expect(list.items).toHaveLength(12);
    expect(new Set(list.items.map((d) => d.declarationStatus))).toEqual(new Set(['draft', 'saved', 'open', 'closed']));
    expect(list.items.filter((d) => d.isProcessing)).toHaveLength(1);
    expect(list.items.every((d) => d.totals.rowCount > 0)).toBe(true);
    const self = (await ctx.login(DEMO.self.username, DEMO.self.password)).accessToken;
    const own = resultOf<{ items: { type: string }[] }>(await inj({ method: 'GET', url: `${F}/declarations/organization/all`, token: self }));
    expect(own.items.length).toBeGreaterThanOrEqual(3);
    expect(own.items.every((d) => d.type === 'selfEmployed')).toBe(true);
  });

  it('creates, lists, reads with an ETag, adds rows with computed contributions', async () => {
    const d = await create();
    expect(d.declarationStatus).toBe('draft');
    const list = resultOf<{ items: Decl[]; totalCount: number }>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs?pageNumber=1&pageSize=200`, token }));
    expect(list.items.some((x) => x.id === d.id)).toBe(true);
    const read = await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${d.id}`, token });
    expect(read.headers.etag).toBe(`"${d.version}"`);
    const added = await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, headers: { 'if-match': `"${d.version}"` }, payload: row('01234567890', '1234.56') });
    const r = resultOf<{ declaration: Decl; detail: { employeeContribution: string; incomeTax: string; netAmount: string } }>(added);
    expect(r.detail.employeeContribution).toBe('24.69');
    expect(r.declaration.totals.organizationContribution).toBe('24.69');
    expect(r.declaration.version).toBe(d.version + 1);
    expect(added.headers.etag).toBe(`"${d.version + 1}"`);
    // a client's contribution that differs from the rule is kept as an error and blocks activation
    const wrong = resultOf<{ declaration: Decl }>(
      await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: row('11111111111', '100.00', { employeeContribution: '5.00' }) }),
    );
    expect(wrong.declaration.errorCount).toBe(1);
    const ve = resultOf<{ errorCount: number; issues: { items: { message: string; tier: string }[] } }>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${d.id}/val-errors`, token }));
    expect(ve.errorCount).toBe(1);
    expect(ve.issues.items[0]!.tier).toBe('error');
    expectResultError(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }), 400, 'DECLARATION_HAS_ERRORS', 'Error found, please check the declaration.');
    // a repeated personal number is refused
    expectResultError(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: row('01234567890') }), 409, 'PERSONAL_NUMBER_REPEATED', 'Private number is repeated.');
    // wrong input
    const bad = expectResultError(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: row('0123456789', '-1.005') }), 400, 'VALIDATION_FAILED');
    expect(Object.keys(bad.result!.messages)).toEqual(expect.arrayContaining(['personalIdentificationNumber', 'grossSalary']));
  });

  it('filters, pages, exports with neutralised text, activates, closes; balance follows', async () => {
    const d = await create('simple');
    for (const [pn, name] of [['22222222222', '=HYPERLINK("x")'], ['33333333333', 'გიორგი']] as const) {
      resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: { ...row(pn), firstName: name } }));
    }
    const page = resultOf<{ items: unknown[]; totalCount: number }>(
      await inj({ method: 'POST', url: `${F}/declarations/details/filter`, token, payload: { declarationId: d.id, pageNumber: 1, pageSize: 1, personalIdentificationNumber: '333' } }),
    );
    expect(page.totalCount).toBe(1);
    const exp = await inj({ method: 'GET', url: `${F}/report-dec-details?declarationId=${d.id}`, token });
    expect(exp.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as never);
    const names = wb.worksheets[0]!.getColumn(2).values.filter(Boolean);
    expect(names).toContain(`'=HYPERLINK("x")`);
    const before = resultOf<{ totalBalance: string; contributions: string }>(await inj({ method: 'GET', url: `${F}/declarations/org-balance`, token }));
    const act = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
    expect(act.declarationStatus).toBe('open');
    const after = resultOf<{ totalBalance: string }>(await inj({ method: 'GET', url: `${F}/declarations/org-balance`, token }));
    expect(Number(before.totalBalance) - Number(after.totalBalance)).toBeCloseTo(80, 2);
    expectResultError(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: row('44444444444') }), 409, 'DECLARATION_ALREADY_PROCESSED');
    expectResultError(await inj({ method: 'DELETE', url: `${W}/declarations/${d.id}`, token }), 409, 'DECLARATION_ALREADY_PROCESSED');
    const closed = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/close`, token }));
    expect(closed.declarationStatus).toBe('closed');
    const pd = resultOf<{ dueDate: string }>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${d.id}/penalty-details`, token }));
    expect(pd.dueDate).toMatch(/^\d{4}-\d{2}-15$/);
    const closedList = resultOf<{ items: Decl[] }>(await inj({ method: 'GET', url: `${F}/declarations/organization/closed?pageSize=100`, token }));
    expect(closedList.items.some((x) => x.id === d.id)).toBe(true);
    const stat = resultOf<{ employeeCount: number }>(await inj({ method: 'POST', url: `${F}/declarations/employee-statistic`, token, payload: {} }));
    expect(stat.employeeCount).toBeGreaterThanOrEqual(0);
  });

  it("refuses another organization's declaration with 404 and changes nothing", async () => {
    const d = await create();
    const before = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    for (const req of [
      { method: 'GET' as const, url: `${F}/fbo/declarations/monthly-decs/${d.id}` },
      { method: 'POST' as const, url: `${W}/declarations/${d.id}/details`, payload: row('55555555555') },
      { method: 'POST' as const, url: `${W}/declarations/${d.id}/activate` },
      { method: 'DELETE' as const, url: `${W}/declarations/${d.id}` },
      { method: 'GET' as const, url: `${F}/report-dec-details?declarationId=${d.id}` },
    ]) {
      expectResultError(await inj({ ...req, token: otherToken }), 404, 'DECLARATION_NOT_AVAILABLE', 'Declaration is no longer available.');
    }
    expect(await snapshot(ctx.db, ['declarations', 'declarationDetails'])).toEqual(before);
  });

  it('refuses a stale version with 412 and the processing lock', async () => {
    const d = await create();
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, headers: { 'if-match': `"${d.version}"` }, payload: row('66666666666') }));
    const before = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    const stale = await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, headers: { 'if-match': `"${d.version}"` }, payload: row('77777777777') });
    expectResultError(stale, 412, 'PRECONDITION_FAILED');
    expect(stale.headers.etag).toBe(`"${d.version + 1}"`);
    await ctx.db.updateTable('declarations').set({ isProcessing: true }).where('id', '=', d.id).execute();
    const locked = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    expectResultError(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: row('88888888888') }), 409, 'DECLARATION_PROCESSING', 'Failed to delete, add or edit. The declaration is being processed!');
    expectResultError(await inj({ method: 'DELETE', url: `${W}/declarations/${d.id}`, token }), 409, 'DECLARATION_PROCESSING');
    expect(await snapshot(ctx.db, ['declarations', 'declarationDetails'])).toEqual(locked);
    expect(before.declarationDetails).toEqual(locked.declarationDetails);
  });

  it('answers a repeated Idempotency-Key with the first answer, 422 for another body, 409 while the first runs', async () => {
    const body = { year: 2019, month: 3, type: 'standard', form: 'simple' };
    const a = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations`, token, headers: { 'idempotency-key': 'k-1' }, payload: body }));
    const b = resultOf<Decl>(await inj({ method: 'POST', url: `${W}/declarations`, token, headers: { 'idempotency-key': 'k-1' }, payload: body }));
    expect(b.id).toBe(a.id);
    expectResultError(await inj({ method: 'POST', url: `${W}/declarations`, token, headers: { 'idempotency-key': 'k-1' }, payload: { ...body, month: 4 } }), 422, 'IDEMPOTENCY_KEY_REUSED');
    // while the first is still running
    await ctx.db.insertInto('idempotencyKeys').values({ organizationId: (await ctx.db.selectFrom('declarations').select('organizationId').where('id', '=', a.id).executeTakeFirstOrThrow()).organizationId, key: 'k-2', requestHash: requestHash(['POST declarations', JSON.stringify([2019, 5, 'standard', 'simple'])]), status: 'running', createdAt: ctx.clock.now() }).execute();
    const before = await snapshot(ctx.db, ['declarations']);
    const running = await inj({ method: 'POST', url: `${W}/declarations`, token, headers: { 'idempotency-key': 'k-2' }, payload: { ...body, month: 5 } });
    expectResultError(running, 409, 'IDEMPOTENCY_IN_PROGRESS');
    expect(running.headers['retry-after']).toBe('2');
    expect(await snapshot(ctx.db, ['declarations'])).toEqual(before);
  });

  it('round-trips the template: generate, fill, upload, stored rows with computed contributions', async () => {
    const d = await create('detailed');
    const { buffer, headers } = await templateFilled('detailed', [
      ['01234567891', 'ანა', 'კაპანაძე', '1990-01-31', 'female', 1500, 100, null, null, null, null, null, null, 0, 0],
      ['12345678901', 'Giorgi', 'Beridze', new Date(Date.UTC(1985, 5, 15)) as never, 'male', '2000.50', null, null, null, null, null, null, null, null, null],
      ['1234567890', 'Short', 'Number', '1990-01-01', 'male', 100, null, null, null, null, null, null, null, null, null],
      ['123456789012', 'Long', 'Number', '1990-01-01', 'male', 100.125, null, null, null, null, null, null, null, null, null],
      ['22345678901', 'Neg', 'Amount', '1990-01-01', 'male', -5, null, null, null, null, null, null, null, null, null],
      ['32345678901', 'Text', 'Amount', '1990-01-01', 'male', 'abc', null, null, null, null, null, null, null, null, null],
      ['42345678901', 'Formula', 'Cell', '1990-01-01', 'male', { formula: '1+1' }, null, null, null, null, null, null, null, null, null],
      ['01234567891', 'Dup', 'Row', '1990-01-01', 'male', 100, null, null, null, null, null, null, null, null, null],
    ]);
    expect(headers[0]).toBe('Personal number');
    const res = await upload(d.id, buffer, { 'idempotency-key': 'up-1' });
    const r = resultOf<{ accepted: number; rejected: number; rows: { row: number; column: string; message: string }[]; declaration: Decl }>(res);
    expect(r.accepted).toBe(1);
    expect(r.rejected).toBe(7);
    const byRow = (n: number) => r.rows.filter((x) => x.row === n).map((x) => x.column);
    expect(byRow(4)).toContain('personalIdentificationNumber');
    expect(byRow(5)).toEqual(expect.arrayContaining(['personalIdentificationNumber', 'grossSalary']));
    expect(byRow(6)).toContain('grossSalary');
    expect(byRow(8)).toContain('grossSalary');
    expect(byRow(2)).toContain('personalIdentificationNumber'); // repeated in row 9
    expect(r.declaration.totals.rowCount).toBe(1);
    const stored = await ctx.db.selectFrom('declarationDetails').selectAll().where('declarationId', '=', d.id).execute();
    expect(stored[0]!.personalNumber).toBe('12345678901');
    expect(stored[0]!.birthDate).toBe('1985-06-15');
    expect(stored[0]!.employeeContribution).toBe('40.01');
    expect(stored[0]!.incomeTax).toBe('392.10');
    // the same key and file: the first answer, nothing stored twice
    const again = resultOf<{ accepted: number }>(await upload(d.id, buffer, { 'idempotency-key': 'up-1' }));
    expect(again.accepted).toBe(1);
    expect(await ctx.db.selectFrom('declarationDetails').select('id').where('declarationId', '=', d.id).execute()).toHaveLength(1);
    // the wrong form's template is refused and changes nothing
    const before = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    const simple = await templateFilled('simple', [['12345678909', 'A', 'B', '1990-01-01', 'male', 100]]);
    expectResultError(await upload(d.id, simple.buffer), 400, 'SPREADSHEET_MISMATCH');
    expect(await snapshot(ctx.db, ['declarations', 'declarationDetails'])).toEqual(before);
  });

  it('refuses a disguised file, a zip bomb, an empty template and a file over 7 MB, changing nothing', async () => {
    const d = await create('simple');
    const before = await snapshot(ctx.db, ['declarations', 'declarationDetails']);
    expectResultError(await upload(d.id, Buffer.from('%PDF-1.7 not a spreadsheet')), 415, 'SPREADSHEET_NOT_XLSX');
    const empty = await templateFilled('simple', []);
    expectResultError(await upload(d.id, empty.buffer), 400, 'SPREADSHEET_EMPTY');
    // a zip whose one entry claims to unpack to 1 GB from a few bytes
    const bomb = Buffer.from(await zipWithSizes());
    expectResultError(await upload(d.id, bomb), 400, 'SPREADSHEET_UNSAFE');
    expectResultError(await upload(d.id, Buffer.alloc(7 * 1024 * 1024 + 10, 1)), 413, 'SPREADSHEET_TOO_LARGE');
    expect(await snapshot(ctx.db, ['declarations', 'declarationDetails'])).toEqual(before);
  });

  it('takes a 10,000-row upload, pages it and keeps answering', async () => {
    const d = await create('detailed');
    const rows: (string | number | null)[][] = [];
    for (let i = 0; i < 10_000; i++) rows.push([String(10_000_000_000 + i), 'სახელი', 'გვარი', '1990-01-01', 'female', 1000 + (i % 500), 10, null, null, null, null, null, null, 0, 0]);
    const { buffer } = await templateFilled('detailed', rows);
    const res = await upload(d.id, buffer);
    const r = resultOf<{ accepted: number; rejected: number; declaration: Decl }>(res);
    expect(r.accepted).toBe(10_000);
    expect(r.declaration.totals.rowCount).toBe(10_000);
    const page = resultOf<{ details: { totalCount: number; items: unknown[] } }>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${d.id}?pageNumber=500&pageSize=20`, token }));
    expect(page.details.totalCount).toBe(10_000);
    expect(page.details.items).toHaveLength(20);
  }, 120_000);

  it('searches, registers and updates employees', async () => {
    const reg = resultOf<{ isRegistered: boolean }>(
      await inj({ method: 'POST', url: `${W}/employees`, token, payload: { personalIdentificationNumber: '99999999999', firstName: 'ლაშა', lastName: 'წიკლაური', birthDate: '1980-02-02', gender: 'male' } }),
    );
    expect(reg.isRegistered).toBe(true);
    expectResultError(
      await inj({ method: 'POST', url: `${W}/employees`, token, payload: { personalIdentificationNumber: '99999999999', firstName: 'ლაშა', lastName: 'წიკლაური', birthDate: '1980-02-02', gender: 'male' } }),
      409,
      'EMPLOYEE_ALREADY_REGISTERED',
    );
    const upd = resultOf<{ lastName: string }>(await inj({ method: 'PUT', url: `${W}/employees/99999999999`, token, payload: { firstName: 'ლაშა', lastName: 'ქავთარაძე', birthDate: '1980-02-02', gender: 'male' } }));
    expect(upd.lastName).toBe('ქავთარაძე');
    const found = resultOf<{ items: { personalIdentificationNumber: string }[] }>(await inj({ method: 'GET', url: `${F}/employees?search=9999`, token }));
    expect(found.items.map((e) => e.personalIdentificationNumber)).toContain('99999999999');
    resultOf(await inj({ method: 'GET', url: `${F}/employees/99999999999`, token }));
    expectResultError(await inj({ method: 'GET', url: `${F}/employees/99999999999`, token: otherToken }), 404, 'RECORD_NOT_FOUND');
  });
});

/** A minimal zip whose central directory claims a huge uncompressed entry. */
async function zipWithSizes(): Promise<Uint8Array> {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(1000, 20);
  central.writeUInt32LE(1_000_000_000, 24);
  central.writeUInt16LE(name.length, 28);
  const cdOffset = local.length + name.length;
  const cd = Buffer.concat([central, name]);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, cd, eocd]);
}
