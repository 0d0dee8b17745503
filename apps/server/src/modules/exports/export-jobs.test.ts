import { errorMessage, type ExportAccepted, type ExportState } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../lib/deps.ts';
import { expectResultError } from '../../test/expect.ts';
import { createTestContext, DEMO, withLoadWait, type TestContext } from '../../test/test-app.ts';
import { F } from '../../test/declarations.ts';
import { recordPayment } from '../finance/ledger.service.ts';
import { deleteExpiredExports, queueLeftExports, runExport } from './export-jobs.ts';

/**
 * Exports written by a job (docs/decisions/0088), through the organization's payments export. The threshold is
 * set to 5 rows here (a screen's worth is 1,000 by default): the three payments of 2019, an empty row and the two
 * sums make a "large" export of 6 rows, one month of them a small one of 4.
 */
const EXPORT = `${F}/declarations/org-transactions-list/export`;
const YEAR = `${EXPORT}?dateFrom=2019-01-01&dateTo=2019-12-31`;
const FILE = (id: string) => `/api/user/v1/exports/${id}`;

let ctx: TestContext;
let deps: Deps;
let e1: { accessToken: string; userId: string };
let e2: { accessToken: string; userId: string };

beforeAll(async () => {
  ctx = await createTestContext({ env: { EXPORT_JOB_ROWS: '5' } });
  deps = ctx.deps;
  e1 = await ctx.login();
  e2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
  const org2 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
  for (const [number, paidAt] of [['TX-2019-1', '2019-01-10'], ['TX-2019-2', '2019-02-15'], ['TX-2019-3', '2019-03-20']] as const) {
    await recordPayment(ctx.db, ctx.clock.now(), { organizationId: org2, number, paidAt, bankName: 'თიბისი ბანკი', accountNumber: 'GE60TB0000000000000001', amount: 100_00n, reason: number });
  }
}, 180_000);
afterAll(async () => ctx?.close());

const get = (url: string, user = e2, lang = 'en') => ctx.inject({ method: 'GET', url, token: user.accessToken, headers: { 'accept-language': lang } });

async function firstCells(payload: Buffer): Promise<unknown[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as never);
  const sheet = wb.worksheets[0]!;
  return [sheet.getCell('A1').value, sheet.getCell('A2').value, sheet.getCell('A4').value];
}

/** Asks for an export every 100 ms until it is no longer queued or running. */
async function untilWritten(id: string, lang = 'en') {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await get(FILE(id), e2, lang);
    if (res.statusCode !== 202) return res;
    const state = (res.json() as { result: ExportState }).result;
    expect(['queued', 'running']).toContain(state.status);
    if (Date.now() > until) throw new Error(`export ${id} still ${state.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const rowOf = (id: string) => ctx.db.selectFrom('exportFiles').selectAll().where('id', '=', id).executeTakeFirst();

describe('an export of more rows than a screen\'s worth', () => {
  it('a small one is written in the request as before, nothing kept', async () => {
    const before = (await ctx.db.selectFrom('exportFiles').select('id').execute()).length;
    const res = await get(`${EXPORT}?dateFrom=2019-03-01&dateTo=2019-03-31`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(await firstCells(res.rawPayload)).toEqual(['Number', 'TX-2019-3', null]);
    expect((await ctx.db.selectFrom('exportFiles').select('id').execute()).length).toBe(before);
  });

  it('written by its job within the wait: answered with the file as before', async () => {
    const res = await get(YEAR, e2, 'ka');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="transactions-.*\.xlsx"/);
    expect(await firstCells(res.rawPayload)).toEqual(['ნომერი', 'TX-2019-3', 'TX-2019-1']);
  });

  it('not written within the wait (LOAD_WAIT_MS=0): 202 with its id, then the file by that id, to its asker only', async () => {
    const res = await withLoadWait(ctx, 0, () => get(YEAR, e2, 'ru'));
    expect(res.statusCode).toBe(202);
    const accepted = (res.json() as { result: ExportAccepted }).result;
    expect(['queued', 'running']).toContain(accepted.status);
    const file = await untilWritten(accepted.exportId, 'ru');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="transactions-.*\.xlsx"/);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(await firstCells(file.rawPayload)).toEqual(['Номер', 'TX-2019-3', 'TX-2019-1']);
    const row = (await rowOf(accepted.exportId))!;
    expect(row).toMatchObject({ status: 'done', input: null, rowCount: 6, requestedBy: e2.userId });
    // another organization's user cannot have it, nor can anyone guess an id
    expectResultError(await get(FILE(accepted.exportId), e1), 404, 'RECORD_NOT_FOUND');
    expectResultError(await get(FILE('not-an-id'), e2), 404, 'RECORD_NOT_FOUND');
    expectResultError(await ctx.inject({ method: 'GET', url: FILE(accepted.exportId) }), 401, 'UNAUTHORIZED');
  });

  it('a job run again (its server died after writing, or two at once) leaves the written file as it was', async () => {
    const res = await withLoadWait(ctx, 0, () => get(YEAR));
    const id = (res.json() as { result: ExportAccepted }).result.exportId;
    const first = await untilWritten(id);
    await runExport(deps, id, { lastAttempt: false });
    const again = await get(FILE(id));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await rowOf(id))!.attempts).toBe(1);
  });

  it('one left running with no job (its server died) is queued again and written whole by any server', async () => {
    const layout = { creator: 'Pensia', title: 'T', headerRow: 1, markerSheet: 'pensia', marker: 'm', columns: [{ key: 'a', header: 'A', width: 10 }] };
    const row = await leftRow('running', { layout, rows: [['r1'], ['r2'], ['r3'], ['r4'], ['r5'], ['r6']] });
    await queueLeftExports(deps, ctx.app.jobs);
    const file = await untilWritten(row);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="left.xlsx"; filename*=UTF-8''left.xlsx`);
    expect(await firstCells(file.rawPayload)).toEqual(['A', 'r1', 'r3']);
  });

  it('failed after its last try: its state says so in the reader\'s language', async () => {
    // a sheet title the writer refuses: no try writes it
    const layout = { creator: 'Pensia', title: 'x'.repeat(40), headerRow: 1, markerSheet: 'pensia', marker: 'm', columns: [{ key: 'a', header: 'A', width: 10 }] };
    const id = await leftRow('queued', { layout, rows: [['1'], ['2'], ['3'], ['4'], ['5'], ['6']] });
    await expect(runExport(deps, id, { lastAttempt: true })).rejects.toThrow();
    for (const lang of ['ka', 'en', 'ru'] as const) {
      const res = await get(FILE(id), e2, lang);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { result: ExportState }).result).toEqual({ exportId: id, status: 'failed', error: { code: 'EXPORT_FAILED', message: errorMessage(lang, 'EXPORT_FAILED') } });
    }
  });

  it('kept until its expiry: then refused as expired, and deleted by the clean-up', async () => {
    const res = await withLoadWait(ctx, 0, () => get(YEAR));
    const id = (res.json() as { result: ExportAccepted }).result.exportId;
    await untilWritten(id);
    ctx.clock.advance(ctx.config.exportKeepHours * 3_600_000 + 1);
    // signed in again: the session of a day ago has expired too
    e2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
    expectResultError(await get(FILE(id)), 404, 'EXPORT_EXPIRED');
    expect(await deleteExpiredExports(deps)).toBeGreaterThan(0);
    expect(await rowOf(id)).toBeUndefined();
    expectResultError(await get(FILE(id)), 404, 'RECORD_NOT_FOUND');
  });
});

/** An export of employer 2 as a server leaves it that stored it and died before its job was queued. */
async function leftRow(status: 'queued' | 'running', input: object): Promise<string> {
  const user = await ctx.db.selectFrom('users').select('organizationId').where('id', '=', e2.userId).executeTakeFirstOrThrow();
  const row = await ctx.db
    .insertInto('exportFiles')
    .values({
      status,
      organizationId: user.organizationId,
      requestedBy: e2.userId,
      fileName: 'left.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      rowCount: 6,
      input: JSON.stringify(input),
      expiresAt: new Date(ctx.clock.now().getTime() + 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
