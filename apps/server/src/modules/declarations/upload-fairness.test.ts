import { errorMessage, type Lang } from '@pensia/domain';
import type { LightMyRequestResponse } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeclaration,
  expectRefused,
  filledTemplate,
  injector,
  LANGS,
  periods,
  uploadRequest,
  WRITE_TABLES,
  zipOf,
  type CellInput,
  type Decl,
} from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

/**
 * The upload capacity is shared fairly and bounded: one organization's heavy uploads can't starve
 * another's, an organization has a bounded number of uploads in flight (429), the queue is bounded (503 and
 * Retry-After when full), an upload that waited too long is refused before it stores anything, and a
 * workbook whose parts would expand far beyond its data is refused before anything is unpacked.
 *
 * Time is never measured here: what is asserted is the order in which answers come and what they say. The
 * first organization's first heavy upload is a read given to the app's own upload workers directly, without
 * its declaration context, so that it holds the only worker (and no database connection: the embedded
 * database serves one transaction at a time) until the test lets it go; the state of the queue is read from
 * the same workers (`load()`) to send each request at the moment the scenario needs.
 */

const nextPeriod = periods(2021);
/** A row of the simple standard template. */
const simple = (pn: string): CellInput[] => [pn, 'ნინო', 'ბერიძე', '1990-01-01', 'female', 1000];
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => simple(String(from + i)));
/** Rows of the heavy uploads (three parts of 500). */
const HEAVY_ROWS = 1_500;

/**
 * An upload of `org` read by the app's upload workers, which holds the worker until let go: it is never
 * given its declaration's personal numbers, so its reader waits for them after its rows.
 */
async function holdWorker(ctx: TestContext, org: Org, file: Buffer) {
  const handle = ctx.app.uploadWorkers.read(file, { type: 'standard', form: 'simple', maxRows: 20_000, partRows: 500, today: '2026-01-01' }, org.id);
  await handle.started;
  return { release: () => handle.cancel() };
}

interface UploadResult {
  accepted: number;
  rejected: number;
  declaration: Decl;
}

interface Org {
  token: string;
  id: string;
}

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 3_000 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition(), what).toBe(true);
}

async function signIn(ctx: TestContext, username: string, type: 'standard' | 'selfEmployed' = 'standard'): Promise<Org> {
  const { accessToken } = await ctx.login(username, DEMO.employer.password);
  const d = await createDeclaration(ctx, accessToken, { ...nextPeriod(), type, form: 'simple' });
  return { token: accessToken, id: d.organizationId };
}

const fresh = (ctx: TestContext, org: Org, type: 'standard' | 'selfEmployed' = 'standard') => createDeclaration(ctx, org.token, { ...nextPeriod(), type, form: 'simple' });

/** What a refused upload must leave of its declaration: no rows, no report. */
async function untouched(ctx: TestContext, declarationId: string) {
  const details = await ctx.db.selectFrom('declarationDetails').select('id').where('declarationId', '=', declarationId).execute();
  const reports = await ctx.db.selectFrom('uploadReports').select('declarationId').where('declarationId', '=', declarationId).execute();
  expect({ details: details.length, reports: reports.length }).toEqual({ details: 0, reports: 0 });
}

/** Each language's answer: the status, code, message in the group's envelope, and Retry-After. */
function expectBusy(answers: LightMyRequestResponse[], status: number, code: 'UPLOAD_IN_PROGRESS' | 'UPLOADS_BUSY', seconds: number) {
  answers.forEach((res, i) => {
    const lang = LANGS[i]!;
    expectResultError(res, status, code, errorMessage(lang, code, { seconds }));
    expect(res.headers['retry-after'], lang).toBe(String(seconds));
  });
  expect(new Set(answers.map((r) => r.json<{ message: string }>().message)).size).toBe(LANGS.length);
}

describe('one organization\'s heavy uploads do not starve another\'s', () => {
  let ctx: TestContext;
  let inj: ReturnType<typeof injector>;
  let a: Org;
  let b: Org;
  let c: Org;
  let heavy: Buffer;
  let light: Buffer;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        UPLOAD_WORKERS: '1',
        UPLOAD_MAX_PER_ORGANIZATION: '3',
        UPLOAD_QUEUE_MAX: '3',
        // long enough for a loaded machine: nothing here may expire
        UPLOAD_QUEUE_WAIT_MS: '120000',
        UPLOAD_JOB_TIMEOUT_MS: '120000',
        REQUEST_TIMEOUT_MS: '250000',
        CONNECTION_TIMEOUT_MS: '260000',
        KEEP_ALIVE_TIMEOUT_MS: '260000',
      },
    });
    inj = injector(ctx);
    a = await signIn(ctx, DEMO.employer.username);
    b = await signIn(ctx, DEMO.employer2.username);
    c = await signIn(ctx, DEMO.self.username, 'selfEmployed');
    heavy = await filledTemplate(ctx, a.token, 'standard', 'simple', rows(60_000_000_000, HEAVY_ROWS));
    light = await filledTemplate(ctx, b.token, 'standard', 'simple', rows(61_000_000_000, 2));
  }, 120_000);
  afterAll(async () => ctx?.close());

  const load = () => ctx.app.uploadWorkers.load();
  /** Starts an upload, noting when its answer came among the others'. */
  const send = (org: Org, id: string, file: Buffer, label: string, order: string[], lang: Lang = 'en') =>
    inj(uploadRequest(org.token, id, file), lang).then((res) => {
      order.push(label);
      return res;
    });

  it('serves the other organization\'s one upload before the first one\'s queued uploads, and refuses the first one\'s upload beyond its limit', async () => {
    const [a2, a3, a4] = [await fresh(ctx, a), await fresh(ctx, a), await fresh(ctx, a)];
    const bd = await fresh(ctx, b);
    const order: string[] = [];
    const first = await holdWorker(ctx, a, heavy);
    expect(load()).toMatchObject({ running: 1, queued: 0 });
    const queued = [send(a, a2!.id, heavy, 'A2', order), send(a, a3!.id, heavy, 'A3', order)];
    await until(() => load().queuedByKey[a.id] === 2, 'two uploads of the first organization wait');
    expect(load()).toMatchObject({ running: 1, queued: 2, inFlightByOrganization: { [a.id]: 3 } });

    // a fourth upload of the same organization: refused at once, in each language, storing nothing
    const refused: LightMyRequestResponse[] = [];
    for (const lang of LANGS) refused.push(await inj(uploadRequest(a.token, a4!.id, light), lang));
    expectBusy(refused, 429, 'UPLOAD_IN_PROGRESS', 120);
    await untouched(ctx, a4!.id);

    // the other organization's upload comes after them, and is served before them
    const other = send(b, bd.id, light, 'B', order);
    await until(() => load().queued === 3, 'the other organization\'s upload waits too');
    first.release();
    const answers = await Promise.all([...queued, other]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // the other organization's upload is answered first; the first one's two come after it, in either order (a
    // later one's parse may overlap an earlier one's writing to the database)
    expect(order[0]).toBe('B');
    expect(order.slice(1).sort()).toEqual(['A2', 'A3']);
    expect(resultOf<UploadResult>(answers[2]!)).toMatchObject({ accepted: 2, rejected: 0, declaration: { totals: { rowCount: 2 } } });
    for (const res of answers.slice(0, 2)) expect(resultOf<UploadResult>(res).accepted).toBe(HEAVY_ROWS);
    expect(load()).toMatchObject({ running: 0, queued: 0 });
    expect(load().inFlightByOrganization).toEqual({});

    // every slot is free again: the organization uploads as before
    expect(resultOf<UploadResult>(await inj(uploadRequest(a.token, a4!.id, light))).accepted).toBe(2);
  }, 240_000);

  it('answers 503 with Retry-After when the queue is full, storing nothing', async () => {
    const [a2, a3] = [await fresh(ctx, a), await fresh(ctx, a)];
    const bd = await fresh(ctx, b);
    const cd = await fresh(ctx, c, 'selfEmployed');
    const order: string[] = [];
    const first = await holdWorker(ctx, a, heavy);
    const queued = [send(a, a2!.id, heavy, 'A2', order), send(a, a3!.id, heavy, 'A3', order), send(b, bd.id, light, 'B', order)];
    await until(() => load().queued === 3, 'the queue is full');

    // nothing is stored while the worker is held: every table is as it was until it is let go
    const before = await snapshot(ctx.db, [...WRITE_TABLES]);
    const refused: LightMyRequestResponse[] = [];
    for (const lang of LANGS) refused.push(await inj(uploadRequest(c.token, cd.id, light, { headers: { 'idempotency-key': 'full-queue' } }), lang));
    expectBusy(refused, 503, 'UPLOADS_BUSY', 120);
    await untouched(ctx, cd.id);
    // the key was released: the same request may be sent again
    expect((await ctx.db.selectFrom('idempotencyKeys').select('key').where('key', '=', 'full-queue').execute()).length).toBe(0);
    expect(await snapshot(ctx.db, [...WRITE_TABLES])).toEqual(before);

    first.release();
    const answers = await Promise.all(queued);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // the other organization's upload is answered first; the first one's two come after it, in either order (a
    // later one's parse may overlap an earlier one's writing to the database)
    expect(order[0]).toBe('B');
    expect(order.slice(1).sort()).toEqual(['A2', 'A3']);
    expect(load().inFlightByOrganization).toEqual({});
  }, 240_000);

  it('refuses early, storing nothing, a workbook whose styles would expand far beyond any declaration', async () => {
    const d = await fresh(ctx, a);
    // the template of two rows, its styles swollen to 150,000 cell formats (as copying formatted cells between
    // workbooks leaves them): 12 MB once unpacked, under a megabyte on the wire, compressed less than a zip bomb
    const zip = await JSZip.loadAsync(light);
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
    const xfs = Array.from({ length: 150_000 }, () => `<xf numFmtId="${next(200)}" fontId="${next(40)}" fillId="${next(20)}" borderId="${next(30)}" xfId="0" applyNumberFormat="1"/>`);
    const styles = (await zip.file('xl/styles.xml')!.async('string')).replace(/<cellXfs count="\d+">/, `<cellXfs count="${150_000}">${xfs.join('')}`);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    const file = zipOf(await Promise.all(names.map(async (name) => ({ name, data: name === 'xl/styles.xml' ? Buffer.from(styles) : await zip.file(name)!.async('nodebuffer') }))));
    expect(styles.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(styles.length / file.length).toBeLessThan(100);
    await expectRefused(ctx, () => uploadRequest(a.token, d.id, file), 400, 'SPREADSHEET_UNSAFE');
    await untouched(ctx, d.id);
    expect(load()).toMatchObject({ running: 0, queued: 0 });
    expect(load().inFlightByOrganization).toEqual({});
  }, 120_000);
});

describe('an upload that waits too long for a worker', () => {
  let ctx: TestContext;
  let a: Org;
  let b: Org;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        UPLOAD_WORKERS: '1',
        UPLOAD_MAX_PER_ORGANIZATION: '3',
        UPLOAD_QUEUE_WAIT_MS: '200',
        UPLOAD_JOB_TIMEOUT_MS: '120000',
        REQUEST_TIMEOUT_MS: '130000',
        CONNECTION_TIMEOUT_MS: '140000',
        KEEP_ALIVE_TIMEOUT_MS: '140000',
      },
    });
    a = await signIn(ctx, DEMO.employer.username);
    b = await signIn(ctx, DEMO.employer2.username);
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('is refused with 503 and Retry-After before it stores anything; the upload that held the worker is stored and answered', async () => {
    const inj = injector(ctx);
    const heavy = await filledTemplate(ctx, a.token, 'standard', 'simple', rows(62_000_000_000, HEAVY_ROWS));
    const light = await filledTemplate(ctx, b.token, 'standard', 'simple', rows(63_000_000_000, 2));
    const ad = await fresh(ctx, a);
    const bd = await fresh(ctx, b);
    const first = await holdWorker(ctx, a, heavy);
    const before = await snapshot(ctx.db, [...WRITE_TABLES]);
    // three at once, one in each language: each waits behind the first upload, longer than it may
    const refused = await Promise.all(LANGS.map((lang) => inj(uploadRequest(b.token, bd.id, light), lang)));
    // the worker was still the first upload's: each refusal was a wait in the queue, not a read
    expect(ctx.app.uploadWorkers.load()).toMatchObject({ running: 1, queued: 0 });
    expectBusy(refused, 503, 'UPLOADS_BUSY', 1);
    await untouched(ctx, bd.id);
    expect(await snapshot(ctx.db, [...WRITE_TABLES])).toEqual(before);
    first.release();
    await until(() => ctx.app.uploadWorkers.load().running === 0, 'the worker is free');
    // the worker free again, the same upload goes through
    expect(resultOf<UploadResult>(await inj(uploadRequest(b.token, bd.id, light))).accepted).toBe(2);
    expect(resultOf<UploadResult>(await inj(uploadRequest(a.token, ad.id, heavy))).accepted).toBe(HEAVY_ROWS);
  }, 240_000);
});

describe('an upload whose client is gone before its answer', () => {
  let ctx: TestContext;
  let a: Org;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { UPLOAD_WORKERS: '1', UPLOAD_QUEUE_WAIT_MS: '60000', UPLOAD_JOB_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '130000', CONNECTION_TIMEOUT_MS: '140000', KEEP_ALIVE_TIMEOUT_MS: '140000' } });
    a = await signIn(ctx, DEMO.employer.username);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('stores nothing: no one would hear that it was stored', async () => {
    const file = await filledTemplate(ctx, a.token, 'standard', 'simple', rows(64_000_000_000, 3));
    const d = await fresh(ctx, a);
    const first = await holdWorker(ctx, a, file);
    const { port } = ctx.app.server.address() as AddressInfo;
    const req = uploadRequest(a.token, d.id, file);
    const socket = connect(port, '127.0.0.1');
    const head = [`POST ${req.url} HTTP/1.1`, 'host: 127.0.0.1', `authorization: Bearer ${a.token}`, `content-length: ${(req.payload as Buffer).length}`];
    for (const [k, v] of Object.entries(req.headers as Record<string, string>)) head.push(`${k}: ${v}`);
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write(req.payload as Buffer);
    // the upload waits behind the held worker; then its client goes away
    await until(() => ctx.app.uploadWorkers.load().queued === 1, 'the upload waits for the worker');
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.release();
    await until(() => Object.keys(ctx.app.uploadWorkers.load().inFlightByOrganization).length === 0, 'the upload is over');
    await untouched(ctx, d.id);
  }, 120_000);
});
