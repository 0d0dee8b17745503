import { randomUUID } from 'node:crypto';
import { errorMessage, LANGS, parseMoney, type RevenueLoadResult, type StatementLoadResult, type Tetri, type UploadAccepted } from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../lib/deps.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, withLoadWait, type TestContext } from '../../test/test-app.ts';
import { DEMO_AGENCY_ACCOUNT } from '../../db/seed/demo-seed.ts';
import { camt053Xml, type Camt053Entry } from '../statements/camt053-writer.ts';
import { statementLoader } from '../statements/statements.routes.ts';
import { revenueLoader } from '../revenue/revenue.routes.ts';
import { clearOldUploadContent, runUpload } from './file-uploads.ts';

const OP = '/api/operator/v1';
const STATEMENT_UPLOADS = `${OP}/bank-statements/uploads`;
const REVENUE_UPLOADS = `${OP}/revenue-service/filings/uploads`;
const HEADER = 'organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution';
const tetri = (s: string): Tetri => parseMoney(s)!;

let ctx: TestContext;
let deps: Deps;
let operator: string;
let employer: string;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  deps = ctx.deps;
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

/** A statement of the agency's account: one credit of the demo employer per reference. */
function statement(references: string[], messageId = `UPL-${++seq}-${randomUUID().slice(0, 8)}`): string {
  const entries: Camt053Entry[] = references.map((reference) => ({
    reference,
    amount: tetri('12.34'),
    direction: 'CRDT',
    bookingDate: '2026-11-20',
    valueDate: '2026-11-19',
    payerCode: DEMO.employer.code,
    payerName: DEMO.employer.name,
  }));
  return camt053Xml({ messageId, statementId: messageId, account: DEMO_AGENCY_ACCOUNT, createdAt: new Date('2026-11-20T18:00:00Z'), fromDate: '2026-11-20', toDate: '2026-11-20', entries });
}

const loadStatement = (file: string, opts: { token?: string; lang?: string } = {}) => {
  const body = multipart({}, [{ field: 'file', name: 'statement.xml', content: file, contentType: 'application/xml' }]);
  return ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: opts.token ?? operator, payload: body.payload, headers: { ...body.headers, 'accept-language': opts.lang ?? 'en' } });
};
const loadFilings = (lines: string[], token = operator) => {
  const body = multipart({}, [{ field: 'file', name: 'filings.csv', content: [HEADER, ...lines].join('\n'), contentType: 'text/csv' }]);
  return ctx.inject({ method: 'POST', url: `${OP}/revenue-service/filings`, token, payload: body.payload, headers: body.headers });
};

interface UploadStateBody<R> {
  uploadId: string;
  status: string;
  fileName: string;
  result: R | null;
  error: { code: string; message: string } | null;
}

/** Asks for an upload's state every 100 ms until it is done or failed. */
async function settled<R>(url: string, lang = 'en'): Promise<UploadStateBody<R>> {
  const until = Date.now() + 30_000;
  for (;;) {
    const state = resultOf<UploadStateBody<R>>(await ctx.inject({ method: 'GET', url, token: operator, headers: { 'accept-language': lang } }));
    if (state.status === 'done' || state.status === 'failed') return state;
    if (Date.now() > until) throw new Error(`upload still ${state.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the references' entries booked: entries, and payment movements in the ledger. */
async function booked(references: string[]) {
  const { rows } = await sql<{ entries: number; payments: number }>`
    select (select count(*)::int from bank_statement_entries where reference = any(${references}::text[])) as entries,
           (select count(*)::int from ledger_movements m join bank_statement_entries e on e.transaction_id = m.source_id
             where e.reference = any(${references}::text[]) and m.kind = 'payment_received') as payments`.execute(ctx.db);
  return rows[0]!;
}

describe('a statement loaded by a job of the durable queue', () => {
  it('is answered 200 with the load as before when its job ends within the wait; its upload is done with the same answer', async () => {
    const res = await loadStatement(statement(['J-1', 'J-2']));
    expect(res.statusCode).toBe(200);
    const result = resultOf<StatementLoadResult>(res);
    expect(result).toMatchObject({ entries: 2, matched: 2, unmatched: 0, duplicates: 0 });
    const upload = await ctx.db.selectFrom('fileUploads').select(['id', 'status', 'result', 'attempts', 'kind']).where('kind', '=', 'statement').orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ status: 'done', kind: 'statement', attempts: 1 });
    expect(upload.result).toEqual(result);
    expect(await booked(['J-1', 'J-2'])).toEqual({ entries: 2, payments: 2 });
  });

  it('not finished within the wait: answered 202 with its upload id; the upload is then done with the load answer', async () => {
    const res = await withLoadWait(ctx, 0, () => loadStatement(statement(['J-3'])));
    expect(res.statusCode).toBe(202);
    const accepted = resultOf<UploadAccepted>(res, 202);
    expect(['queued', 'running']).toContain(accepted.status);
    const state = await settled<StatementLoadResult>(`${STATEMENT_UPLOADS}/${accepted.uploadId}`);
    expect(state).toMatchObject({ uploadId: accepted.uploadId, status: 'done', fileName: 'statement.xml', error: null });
    expect(state.result).toMatchObject({ entries: 1, matched: 1, duplicates: 0 });
    expect(await ctx.db.selectFrom('bankStatements').select('id').where('id', '=', state.result!.statementId).executeTakeFirst()).toBeDefined();
    expect(await booked(['J-3'])).toEqual({ entries: 1, payments: 1 });
  });

  it('run again after it was done (a server that died before the queue heard of it): the job ends, nothing booked twice', async () => {
    const result = resultOf<StatementLoadResult>(await loadStatement(statement(['J-4', 'J-5'])));
    const upload = await ctx.db.selectFrom('fileUploads').select('id').where('kind', '=', 'statement').orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    await runUpload(deps, statementLoader, upload.id, { attempt: 1, lastAttempt: false });
    await runUpload(deps, statementLoader, upload.id, { attempt: 2, lastAttempt: false });
    expect(await booked(['J-4', 'J-5'])).toEqual({ entries: 2, payments: 2 });
    const after = await ctx.db.selectFrom('fileUploads').select(['status', 'result']).where('id', '=', upload.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'done', result });
  });

  it('run by two servers at once (one thought dead that was not): each payment booked exactly once', async () => {
    const bytes = Buffer.from(statement(['J-6', 'J-7', 'J-8']));
    const row = await ctx.db
      .insertInto('fileUploads')
      .values({ kind: 'statement', fileName: 'twice.xml', content: bytes, sizeBytes: bytes.length, uploadedBy: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await Promise.all([
      runUpload(deps, statementLoader, row.id, { attempt: 0, lastAttempt: false }),
      runUpload(deps, statementLoader, row.id, { attempt: 1, lastAttempt: false }),
    ]);
    expect(await booked(['J-6', 'J-7', 'J-8'])).toEqual({ entries: 3, payments: 3 });
    const after = await ctx.db.selectFrom('fileUploads').select(['status', 'result']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('done');
    expect(after.result).toMatchObject({ entries: 3, matched: 3, duplicates: 0 });
  });

  it('a bad file: refused as before when its job ends within the wait; followed by its id, failed with its reason in the reader language', async () => {
    const messageId = `UPL-BAD-${randomUUID().slice(0, 8)}`;
    const bad = statement(['J-9'], messageId).replace(/(<NtryRef>J-9<\/NtryRef><Amt Ccy="GEL">)12\.34/, '$1abc');
    expectResultError(await loadStatement(bad), 400, 'STATEMENT_AMOUNT_INVALID');
    const res = await withLoadWait(ctx, 0, () => loadStatement(bad));
    expect(res.statusCode).toBe(202);
    const { uploadId } = resultOf<UploadAccepted>(res, 202);
    const state = await settled<StatementLoadResult>(`${STATEMENT_UPLOADS}/${uploadId}`);
    expect(state).toMatchObject({ status: 'failed', result: null, error: { code: 'STATEMENT_AMOUNT_INVALID' } });
    for (const lang of LANGS) {
      const read = await settled<StatementLoadResult>(`${STATEMENT_UPLOADS}/${uploadId}`, lang);
      expect(read.error!.message).toBe(errorMessage(lang, 'STATEMENT_AMOUNT_INVALID', { file: 'statement.xml', statement: messageId, entry: 1, reference: 'J-9', value: 'abc' }));
    }
    // kept as a code and values, not words of one language
    const row = await ctx.db.selectFrom('fileUploads').select(['errorCode', 'errorParams']).where('id', '=', uploadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ errorCode: 'STATEMENT_AMOUNT_INVALID', errorParams: { reference: 'J-9', value: 'abc' } });
    expect(await booked(['J-9'])).toEqual({ entries: 0, payments: 0 });
  });
});

const lines = (month: number) => [`${DEMO.employer.code},2019,${month},01001010101,ბერიძე,1000.00,196.00,20.00`, `${DEMO.employer.code},2019,${month},02002020202,გელაშვილი,600.00,117.60,12.00`];

describe('a Revenue Service file loaded by a job of the durable queue', () => {
  it('answered 200 as before within the wait, 202 after; the upload then done with the same kind of answer', async () => {
    const direct = await loadFilings(lines(1));
    expect(direct.statusCode, direct.body).toBe(200);
    expect(resultOf<RevenueLoadResult>(direct)).toMatchObject({ rows: 2, organizations: 1, months: 1, replaced: 0 });

    const res = await withLoadWait(ctx, 0, () => loadFilings(lines(2)));
    expect(res.statusCode).toBe(202);
    const { uploadId } = resultOf<UploadAccepted>(res, 202);
    const state = await settled<RevenueLoadResult>(`${REVENUE_UPLOADS}/${uploadId}`);
    expect(state).toMatchObject({ status: 'done', fileName: 'filings.csv', error: null, result: { rows: 2, organizations: 1, months: 1, replaced: 0 } });
    expect(await ctx.db.selectFrom('revenueServiceLoads').select('id').where('id', '=', state.result!.loadId).executeTakeFirst()).toBeDefined();

    // run again: the load is not stored twice
    const loads = async () => (await ctx.db.selectFrom('revenueServiceLoads').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const before = await loads();
    await runUpload(deps, revenueLoader, uploadId, { attempt: 1, lastAttempt: false });
    expect(await loads()).toBe(before);
  });

  it('a file naming an organization not in the scheme ends failed with its reason', async () => {
    const res = await withLoadWait(ctx, 0, () => loadFilings(['999999999,2019,3,01001010101,ბერიძე,1000.00,196.00,20.00']));
    const { uploadId } = resultOf<UploadAccepted>(res, 202);
    const state = await settled<RevenueLoadResult>(`${REVENUE_UPLOADS}/${uploadId}`, 'ka');
    expect(state).toMatchObject({ status: 'failed', result: null, error: { code: 'REVENUE_ORGANIZATION_UNKNOWN' } });
    expect(state.error!.message).toBe(errorMessage('ka', 'REVENUE_ORGANIZATION_UNKNOWN', { row: 2, column: 'organization_code', value: '999999999' }));
  });
});

describe("an upload's state", () => {
  it('an unknown id, or the id of an upload of the other kind, is not found', async () => {
    expectResultError(await ctx.inject({ method: 'GET', url: `${STATEMENT_UPLOADS}/${randomUUID()}`, token: operator }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await ctx.inject({ method: 'GET', url: `${REVENUE_UPLOADS}/${randomUUID()}`, token: operator }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await ctx.inject({ method: 'GET', url: `${STATEMENT_UPLOADS}/not-an-id`, token: operator }), 404, 'RECORD_NOT_FOUND');
    const statementUpload = await ctx.db.selectFrom('fileUploads').select('id').where('kind', '=', 'statement').executeTakeFirstOrThrow();
    expectResultError(await ctx.inject({ method: 'GET', url: `${REVENUE_UPLOADS}/${statementUpload.id}`, token: operator }), 404, 'RECORD_NOT_FOUND');
  });

  it('is the operator’s only: an employer is refused, a caller without a token too', async () => {
    const upload = await ctx.db.selectFrom('fileUploads').select('id').where('kind', '=', 'statement').executeTakeFirstOrThrow();
    expectResultError(await ctx.inject({ method: 'GET', url: `${STATEMENT_UPLOADS}/${upload.id}`, token: employer }), 403, 'FORBIDDEN');
    expectResultError(await ctx.inject({ method: 'GET', url: `${REVENUE_UPLOADS}/${upload.id}`, token: employer }), 403, 'FORBIDDEN');
    expectResultError(await ctx.inject({ method: 'GET', url: `${STATEMENT_UPLOADS}/${upload.id}` }), 401, 'UNAUTHORIZED');
    expectResultError(await loadStatement(statement(['J-10']), { token: employer }), 403, 'FORBIDDEN');
    expectResultError(await loadFilings(lines(5), employer), 403, 'FORBIDDEN');
  });
});

describe("an upload's file after its load", () => {
  it('is kept UPLOAD_KEEP_DAYS after the load ended, then cleared; the upload and its answer stay', async () => {
    const day = 86_400_000;
    const now = ctx.clock.now().getTime();
    const keep = ctx.config.uploadKeepDays;
    const done = await ctx.db.selectFrom('fileUploads').select(['id', 'sizeBytes']).where('kind', '=', 'statement').where('status', '=', 'done').orderBy('createdAt').limit(2).execute();
    expect(done).toHaveLength(2);
    const [old, recent] = done as [(typeof done)[0], (typeof done)[0]];
    await ctx.db.updateTable('fileUploads').set({ finishedAt: new Date(now - (keep + 1) * day) }).where('id', '=', old.id).execute();
    await ctx.db.updateTable('fileUploads').set({ finishedAt: new Date(now - (keep - 1) * day) }).where('id', '=', recent.id).execute();
    // a file still waiting for its load is never cleared, however old; nor one of the other kind by this kind's turn
    const unloaded = await ctx.db.insertInto('fileUploads').values({ kind: 'statement', fileName: 'waiting.xml', content: new TextEncoder().encode('<x/>'), sizeBytes: 4, uploadedBy: null, createdAt: new Date(now - (keep + 5) * day) }).returning('id').executeTakeFirstOrThrow();
    const revenue = await ctx.db.selectFrom('fileUploads').select('id').where('kind', '=', 'revenue').where('status', '=', 'done').executeTakeFirstOrThrow();
    await ctx.db.updateTable('fileUploads').set({ finishedAt: new Date(now - (keep + 1) * day) }).where('id', '=', revenue.id).execute();

    expect(await clearOldUploadContent(deps, 'statement')).toBe(1);
    const bytesOf = async (id: string) => (await ctx.db.selectFrom('fileUploads').select(['content', 'sizeBytes', 'status']).where('id', '=', id).executeTakeFirstOrThrow());
    expect((await bytesOf(old.id)).content.byteLength).toBe(0);
    expect((await bytesOf(old.id)).sizeBytes).toBe(old.sizeBytes);
    expect((await bytesOf(recent.id)).content.byteLength).toBe(recent.sizeBytes);
    expect((await bytesOf(unloaded.id)).content.byteLength).toBe(4);
    expect((await bytesOf(revenue.id)).content.byteLength).toBeGreaterThan(0);
    // the upload's state and the load's answer are still there to read
    const state = resultOf<{ status: string; result: unknown }>(await ctx.inject({ method: 'GET', url: `${STATEMENT_UPLOADS}/${old.id}`, token: operator }));
    expect(state.status).toBe('done');
    expect(state.result).not.toBeNull();
    // cleared once: the next turn finds nothing more of this kind
    expect(await clearOldUploadContent(deps, 'statement')).toBe(0);
    expect(await clearOldUploadContent(deps, 'revenue')).toBe(1);
    await ctx.db.deleteFrom('fileUploads').where('id', '=', unloaded.id).execute();
  });
});
