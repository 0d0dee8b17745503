import { errorMessage, formatMicro, type ConversionPrice, parseUnitPrice, stateContribution, unitsFor, validationMessage, type Lang, type ProcessingJob, type ProcessingPreview, type UnitPrice } from '@pensia/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Deps } from '../../lib/deps.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin } from '../../test/multipart.ts';
import { createTestContext, databaseUrlOf, DEMO, onPostgres, type TestContext } from '../../test/test-app.ts';
import { runJob } from './processing.runner.ts';
import { contributionsOf as contributionsOfPerson, GEL, monthDeclaration, runSettled, type Person } from '../../test/processing-runs.ts';
import { recordPayment } from '../finance/ledger.service.ts';
import { startProcessing } from './processing.service.ts';

const OP = '/api/operator/v1';
const LANGS: Lang[] = ['en', 'ka', 'ru'];
const MY_TABLES = ['unit_prices', 'processing_jobs', 'processing_job_declarations', 'participant_account_rows', 'participant_contributions'];

let ctx: TestContext;
let deps: Deps;
let operator: string;
let employer: string;
let orgA: string;
let orgB: string;
let operatorId: string;
/** An organization with no payment at all: its declarations stay unpaid until a test pays them. */
let orgC: string;
let marchJob: string;

const req = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: unknown, lang: Lang = 'en', headers: Record<string, string> = {}) =>
  ctx.inject({ method, url, token, payload: payload as never, headers: { 'accept-language': lang, ...headers } });

/** Every row of the tables of this module and of the declarations: a refused call leaves them as they were. */
async function state() {
  const out: Record<string, unknown[]> = {};
  for (const t of [...MY_TABLES, 'declarations']) out[t] = (await sql.raw(`select * from ${t}`).execute(ctx.db)).rows.map((r) => JSON.stringify(r)).sort();
  return out;
}

/** The same refused call in each language: status, code, the message of the language, nothing changed. */
async function refused(call: (lang: Lang) => ReturnType<typeof req>, status: number, code: Parameters<typeof errorMessage>[1], fields?: Record<string, string>, params?: Record<string, string | number>) {
  const before = await state();
  for (const lang of LANGS) {
    const body = expectResultError(await call(lang), status, code, errorMessage(lang, code, params));
    for (const [field, ref] of Object.entries(fields ?? {})) expect(body.result?.messages[field], field).toBe(validationMessage(lang, ref));
  }
  expect(await state()).toEqual(before);
}

/** An activated declaration of a month with its rows (2% + 2%), its contributions due in the ledger, paid or not. */
const declaration = (organizationId: string, year: number, month: number, people: Person[], opts: { activatedAt: Date; paid: boolean }) =>
  monthDeclaration(ctx.db, organizationId, year, month, people, opts);

const contributionsOf = (personalNumber: string) => contributionsOfPerson(ctx.db, personalNumber);

async function finished(job: ProcessingJob): Promise<ProcessingJob> {
  await runSettled(ctx.db, job.id);
  return resultOf<ProcessingJob>(await req('GET', `${OP}/processing/${job.id}`, operator));
}

beforeAll(async () => {
  ctx = await createTestContext();
  deps = ctx.deps;
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
  const orgs = await ctx.db.selectFrom('organizations').select(['id', 'code']).where('code', 'in', [DEMO.employer.code, DEMO.employer2.code]).execute();
  orgA = orgs.find((o) => o.code === DEMO.employer.code)!.id;
  orgB = orgs.find((o) => o.code === DEMO.employer2.code)!.id;
  const { rows: c } = await sql<{ id: string }>`
    insert into organizations (name, code, type_id, is_self_employed, mobile, email)
    select 'შპს „ტესტი“', '409998877', type_id, false, mobile, email from organizations where id = ${orgB} returning id`.execute(ctx.db);
  orgC = c[0]!.id;
  operatorId = JSON.parse(Buffer.from(operator.split('.')[1]!, 'base64url').toString()).sub as string;
  // the demo participant's unit prices are not the agency's here: these tests set their own from none
  await sql`delete from unit_prices`.execute(ctx.db);
});
afterAll(async () => ctx?.close());

describe('processing without a unit price', () => {
  it('is refused with a clear message, in the caller language, and starts nothing', async () => {
    const today = new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
    await refused((lang) => req('POST', `${OP}/processing`, operator, { year: 2020, month: 1 }, lang), 409, 'UNIT_PRICE_MISSING', undefined, { date: today });
    // the screen tells it before anyone tries
    expect(resultOf<ConversionPrice>(await req('GET', `${OP}/unit-prices/conversion`, operator))).toEqual({ conversionDate: today, price: null });
  });
});

describe('unit prices', () => {
  it('sets the price of a day, replaces it, and lists the newest day first', async () => {
    const a = resultOf<UnitPrice>(await req('PUT', `${OP}/unit-prices/2020-01-15`, operator, { price: '1.5' }));
    expect(a).toMatchObject({ date: '2020-01-15', price: '1.500000' });
    resultOf(await req('PUT', `${OP}/unit-prices/2020-01-16`, operator, { price: '1.6' }));
    const b = resultOf<UnitPrice>(await req('PUT', `${OP}/unit-prices/2020-01-15`, operator, { price: ' 1.123456 ' }));
    expect(b.price).toBe('1.123456');
    // written the Georgian and Russian way, with a decimal comma: the same price
    expect(resultOf<UnitPrice>(await req('PUT', `${OP}/unit-prices/2020-01-16`, operator, { price: '1,6' })).price).toBe('1.600000');
    const page = resultOf<{ items: UnitPrice[]; totalCount: number }>(await req('GET', `${OP}/unit-prices?pageSize=1`, operator));
    expect(page.totalCount).toBe(2);
    expect(page.items.map((p) => [p.date, p.price])).toEqual([['2020-01-16', '1.600000']]);
    const second = resultOf<{ items: UnitPrice[] }>(await req('GET', `${OP}/unit-prices?pageSize=1&pageNumber=2`, operator));
    expect(second.items.map((p) => [p.date, p.price])).toEqual([['2020-01-15', '1.123456']]);
  });

  it('refuses a price that is not above zero with at most 6 decimals, and a date that is not a day', async () => {
    for (const price of ['0', '0.000000', '-1', '1.1234567', 'abc', '1,2,3', '1,1234567', '1000000', '']) {
      await refused((lang) => req('PUT', `${OP}/unit-prices/2020-02-01`, operator, { price }, lang), 400, 'VALIDATION_FAILED', { price: price === '' ? 'required' : 'unitPriceFormat' });
    }
    await refused((lang) => req('PUT', `${OP}/unit-prices/2020-02-01`, operator, { price: 12 }, lang), 400, 'VALIDATION_FAILED');
    for (const date of ['2020-02-30', '2020-1-01', 'today']) {
      await refused((lang) => req('PUT', `${OP}/unit-prices/${date}`, operator, { price: '1.2' }, lang), 400, 'VALIDATION_FAILED', { date: 'dateFormat' });
    }
  });

  it('imports a CSV file of date,price lines as a whole', async () => {
    const csv = '\uFEFFdate,price\r\n2020-01-16,1.700001\r\n2020-01-17,1.71\r\n\r\n"2020-01-18",1.72\r\n';
    const form = multipart({}, [{ name: 'prices.csv', content: csv, contentType: 'text/csv', field: 'file' }]);
    const result = resultOf<{ imported: number; created: number; updated: number }>(await ctx.inject({ method: 'POST', url: `${OP}/unit-prices/import`, token: operator, ...form }));
    expect(result).toEqual({ imported: 3, created: 2, updated: 1 });
    const page = resultOf<{ items: UnitPrice[] }>(await req('GET', `${OP}/unit-prices?pageSize=3`, operator));
    expect(page.items.map((p) => [p.date, p.price])).toEqual([['2020-01-18', '1.720000'], ['2020-01-17', '1.710000'], ['2020-01-16', '1.700001']]);
  });

  it('refuses a file with one bad line whole, naming the line and column, and keeps nothing of it', async () => {
    const cases: [string, number, string, string][] = [
      ['date,price\n2020-03-01,1.8\n2020-03-02,0\n', 3, 'price', 'unitPriceFormat'],
      ['date,price\n2020-03-01,1.8\n2020-02-31,1.9\n', 3, 'date', 'dateFormat'],
      ['date,price\n2020-03-01,1.8\n2020-03-01,1.9\n', 3, 'date', 'unitPriceDateRepeated'],
      ['date,price\n2020-03-01,1.8,9\n', 2, 'date', 'csvColumns'],
      ['day,value\n2020-03-01,1.8\n', 1, 'date', 'csvColumns'],
    ];
    for (const [csv, line, column, key] of cases) {
      const form = multipart({}, [{ name: 'prices.csv', content: csv, contentType: 'text/csv', field: 'file' }]);
      await refused(
        (lang) => ctx.inject({ method: 'POST', url: `${OP}/unit-prices/import`, token: operator, payload: form.payload, headers: { ...form.headers, 'accept-language': lang } }),
        400, 'UNIT_PRICES_FILE_INVALID', { [`line ${line}: ${column}`]: key }, { line, column },
      );
    }
  });

  it('answers an employer 403 and a caller without a token 401, changing nothing', async () => {
    const form = multipart({}, [{ name: 'prices.csv', content: 'date,price\n2020-03-01,1.8\n', contentType: 'text/csv', field: 'file' }]);
    await refused((lang) => req('PUT', `${OP}/unit-prices/2020-03-01`, employer, { price: '1.2' }, lang), 403, 'FORBIDDEN');
    await refused((lang) => req('GET', `${OP}/unit-prices`, employer, undefined, lang), 403, 'FORBIDDEN');
    await refused((lang) => ctx.inject({ method: 'POST', url: `${OP}/unit-prices/import`, token: employer, payload: form.payload, headers: { ...form.headers, 'accept-language': lang } }), 403, 'FORBIDDEN');
    expectResultError(await req('PUT', `${OP}/unit-prices/2020-03-01`, undefined, { price: '1.2' }), 401, 'UNAUTHORIZED');
  });

  it("answers the price a run started now converts at: today's, else the latest before today, never a later day's", async () => {
    const day = (offset: number) => new Date(ctx.clock.now().getTime() + 4 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const today = day(0);
    const conversion = async () => resultOf<ConversionPrice>(await req('GET', `${OP}/unit-prices/conversion`, operator));
    // the latest of the days set above
    expect(await conversion()).toEqual({ conversionDate: today, price: { date: '2020-01-18', price: '1.720000' } });
    resultOf(await req('PUT', `${OP}/unit-prices/${day(-1)}`, operator, { price: '1.81' }));
    resultOf(await req('PUT', `${OP}/unit-prices/${day(1)}`, operator, { price: '1.9' }));
    expect(await conversion()).toEqual({ conversionDate: today, price: { date: day(-1), price: '1.810000' } });
    resultOf(await req('PUT', `${OP}/unit-prices/${today}`, operator, { price: '1.85' }));
    expect(await conversion()).toEqual({ conversionDate: today, price: { date: today, price: '1.850000' } });
    await refused((lang) => req('GET', `${OP}/unit-prices/conversion`, employer, undefined, lang), 403, 'FORBIDDEN');
    // the days of this test are not the agency's prices of the tests below
    await sql`delete from unit_prices where date >= ${day(-1)}::date`.execute(ctx.db);
  });
});

describe('processing a month', () => {
  const P = '01020304050';
  const OLD = '01020304051';
  const PRICE = '1.234567';

  it('converts paid rows by source, the state share counting the year income across employers, the band crossed inside a row', async () => {
    resultOf(await req('PUT', `${OP}/unit-prices/2020-01-01`, operator, { price: PRICE }));
    // the current day's price is the latest on or before it
    const today = new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
    resultOf(await req('PUT', `${OP}/unit-prices/${today}`, operator, { price: PRICE }));

    // February: 15,000 GEL at the first employer
    await declaration(orgA, 2020, 2, [{ personalNumber: P, birthDate: '1990-05-01', gender: 'female', base: 1_500_000n }], { activatedAt: new Date('2020-03-05T08:00:00Z'), paid: true });
    const feb = await finished(resultOf<ProcessingJob>(await req('POST', `${OP}/processing`, operator, { year: 2020, month: 2 })));
    expect(feb).toMatchObject({ status: 'done', declarationCount: 1, totalRows: 1, processedRows: 1, contributionCount: 3, stateAmount: '300.00', unitPrice: PRICE, conversionDate: today });

    // March: 6,000 GEL at the first employer (activated first), then 10,000 GEL at the second one, which
    // crosses 24,000 GEL in the middle of its row; someone of pension age carries nothing; one declaration unpaid
    await declaration(orgA, 2020, 3, [
      { personalNumber: P, birthDate: '1990-05-01', gender: 'female', base: 600_000n },
      { personalNumber: OLD, birthDate: '1950-01-01', gender: 'male', base: 300_000n },
    ], { activatedAt: new Date('2020-04-02T08:00:00Z'), paid: true });
    const b = await declaration(orgB, 2020, 3, [{ personalNumber: P, birthDate: '1990-05-01', gender: 'female', base: 1_000_000n }], { activatedAt: new Date('2020-04-03T08:00:00Z'), paid: true });
    const unpaid = await declaration(orgC, 2020, 3, [{ personalNumber: '01020304052', birthDate: '1991-01-01', gender: 'male', base: 100_000n }], { activatedAt: new Date('2020-04-04T08:00:00Z'), paid: false });

    // what a start would process, told first and nothing started by asking
    const jobsBefore = resultOf<{ totalCount: number }>(await req('GET', `${OP}/processing`, operator)).totalCount;
    expect(resultOf<ProcessingPreview>(await req('GET', `${OP}/processing/preview?year=2020&month=3`, operator))).toEqual({
      year: 2020, month: 3, declarations: 2, rows: 3, unpaidDeclarations: 1, running: false, pendingSwitches: false,
    });
    expect(resultOf<{ totalCount: number }>(await req('GET', `${OP}/processing`, operator)).totalCount).toBe(jobsBefore);
    const started = resultOf<ProcessingJob>(await req('POST', `${OP}/processing`, operator, { year: 2020, month: 3 }, 'ka'));
    expect(started.status).toBe('running');
    const mar = await finished(started);
    marchJob = mar.id;
    expect(mar).toMatchObject({ status: 'done', declarationCount: 2, unpaidDeclarations: 1, totalRows: 3, processedRows: 3, contributionCount: 6, error: null });
    expect(resultOf<ProcessingPreview>(await req('GET', `${OP}/processing/preview?year=2020&month=3`, operator))).toMatchObject({ declarations: 0, rows: 0, unpaidDeclarations: 1 });

    const price = parseUnitPrice(PRICE)!;
    const expected = [
      // February, 15,000 GEL: 2% of everything
      { month: 2, org: orgA, employee: 30_000n, organization: 30_000n, state: stateContribution(0n, 1_500_000n) },
      { month: 3, org: orgA, employee: 12_000n, organization: 12_000n, state: stateContribution(1_500_000n, 600_000n) },
      { month: 3, org: orgB, employee: 20_000n, organization: 20_000n, state: stateContribution(2_100_000n, 1_000_000n) },
    ];
    expect(expected.map((e) => e.state)).toEqual([30_000n, 12_000n, 6_000n + 7_000n]);
    const got = await contributionsOf(P);
    const want = expected.flatMap((e) =>
      (['employee', 'organization', 'state'] as const).map((source) => ({ month: e.month, organizationId: e.org, source, amount: GEL(e[source]), units: formatMicro(unitsFor(e[source], price)) })),
    );
    expect(got.map((g) => ({ month: g.month, organizationId: g.organizationId, source: g.source, amount: g.amount, units: g.units })).sort((x, y) => `${x.month}${x.organizationId === orgA ? 0 : 1}${x.source}`.localeCompare(`${y.month}${y.organizationId === orgA ? 0 : 1}${y.source}`))).toEqual(
      want.sort((x, y) => `${x.month}${x.organizationId === orgA ? 0 : 1}${x.source}`.localeCompare(`${y.month}${y.organizationId === orgA ? 0 : 1}${y.source}`)),
    );
    for (const g of got) expect(g).toMatchObject({ status: 'converted', unitPrice: PRICE, conversionDate: today, paymentDate: expect.stringMatching(/^2020-0[34]-0\d$/) });
    expect(await contributionsOf(OLD)).toEqual([]);
    expect(await contributionsOf('01020304052')).toEqual([]);

    const { rows: decls } = await sql<{ id: string; isProcessing: boolean; processed: boolean }>`
      select id, is_processing as "isProcessing", processed_at is not null as processed from declarations where year = 2020 and month = 3`.execute(ctx.db);
    expect(decls.find((d) => d.id === b.id)).toMatchObject({ isProcessing: false, processed: true });
    expect(decls.find((d) => d.id === unpaid.id)).toMatchObject({ isProcessing: false, processed: false });
  });

  it('run again, converts nothing twice; the unpaid declaration is processed once paid', async () => {
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from participant_contributions`.execute(ctx.db)).rows[0]!.n;
    const before = await count();
    const again = await finished(resultOf<ProcessingJob>(await req('POST', `${OP}/processing`, operator, { year: 2020, month: 3 })));
    // only the unpaid declaration is left: a run of nothing that says so
    expect(again).toMatchObject({ status: 'done', declarationCount: 0, unpaidDeclarations: 1, processedRows: 0, contributionCount: 0 });
    expect(again.id).not.toBe(marchJob);
    expect(await count()).toBe(before);

    const { rows } = await sql<{ id: string; totalAmount: string }>`select id, total_amount::text as "totalAmount" from declarations where year = 2020 and month = 3 and processed_at is null`.execute(ctx.db);
    await recordPayment(ctx.db, ctx.clock.now(), { organizationId: orgC, number: 'TR-LATE', paidAt: '2020-05-01', bankName: 'საქართველოს ბანკი', accountNumber: 'GE29NB0000000101904917', amount: 4_000n, reason: 'შენატანები' });
    expect(rows).toHaveLength(1);
    const late = await finished(resultOf<ProcessingJob>(await req('POST', `${OP}/processing`, operator, { year: 2020, month: 3 })));
    expect(late).toMatchObject({ declarationCount: 1, processedRows: 1, contributionCount: 3 });
    expect(await count()).toBe(before + 3);
    // nothing left at all: the month's last run is answered, nothing new is started
    const last = resultOf<ProcessingJob>(await req('POST', `${OP}/processing`, operator, { year: 2020, month: 3 }));
    expect(last.id).toBe(late.id);
    expect(await count()).toBe(before + 3);
  });

  it('killed between batches, keeps whole batches, holds the lock, and resumes from the last one when started again', async () => {
    const people: Person[] = Array.from({ length: 25 }, (_, i) => ({ personalNumber: `0300000${String(i).padStart(4, '0')}`, birthDate: '1985-01-01', gender: 'male', base: 250_000n }));
    const d = await declaration(orgA, 2020, 4, people, { activatedAt: new Date('2020-05-03T08:00:00Z'), paid: true });
    const { job } = await startProcessing(deps, { userId: operatorId, sessionId: 'x', audience: 'operator', role: 'operator', organizationId: null }, { year: 2020, month: 4 });
    // the runner stops after one batch, as a server stopped between two batches would
    await runJob(deps, job.id, { batchSize: 10, stopAfterBatches: 1 });
    const cut = resultOf<ProcessingJob>(await req('GET', `${OP}/processing/${job.id}`, operator));
    expect(cut).toMatchObject({ status: 'running', processedRows: 10, batches: 1, contributionCount: 30 });
    const { rows: part } = await sql<{ n: number }>`select count(distinct declaration_detail_id)::int as n from participant_contributions where declaration_id = ${d.id}`.execute(ctx.db);
    expect(part[0]!.n).toBe(10);

    // the declaration is held: the employer can't delete it while the run holds it
    const del = await ctx.inject({ method: 'DELETE', url: `/api/finance-write/v1/declarations/${d.id}`, token: employer, headers: { 'accept-language': 'en' } });
    expectResultError(del, 409, 'DECLARATION_PROCESSING');

    // started again: the same run, from the 11th row
    const resumed = resultOf<ProcessingJob>(await req('POST', `${OP}/processing`, operator, { year: 2020, month: 4 }));
    expect(resumed.id).toBe(job.id);
    const done = await finished(resumed);
    expect(done).toMatchObject({ status: 'done', processedRows: 25, contributionCount: 75 });
    const { rows: all } = await sql<{ n: number; rows: number }>`
      select count(*)::int as n, count(distinct declaration_detail_id)::int as rows from participant_contributions where declaration_id = ${d.id}`.execute(ctx.db);
    expect(all[0]).toEqual({ n: 75, rows: 25 });
    const { rows: decl } = await sql<{ isProcessing: boolean }>`select is_processing as "isProcessing" from declarations where id = ${d.id}`.execute(ctx.db);
    expect(decl[0]!.isProcessing).toBe(false);
  });

  it('stopped between batches, resumes by itself when a server starts on the same database', async () => {
    const people: Person[] = Array.from({ length: 12 }, (_, i) => ({ personalNumber: `0400000${String(i).padStart(4, '0')}`, birthDate: '1995-01-01', gender: 'female', base: 100_000n }));
    const d = await declaration(orgB, 2020, 5, people, { activatedAt: new Date('2020-06-03T08:00:00Z'), paid: true });
    const { job } = await startProcessing(deps, { userId: operatorId, sessionId: 'x', audience: 'operator', role: 'operator', organizationId: null }, { year: 2020, month: 5 });
    await runJob(deps, job.id, { batchSize: 5, stopAfterBatches: 2 });
    expect(resultOf<ProcessingJob>(await req('GET', `${OP}/processing/${job.id}`, operator))).toMatchObject({ status: 'running', processedRows: 10 });

    // another server on the same database: ready, it takes up the run left in the middle
    const second = await buildApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger: false });
    await second.ready();
    await runSettled(ctx.db, job.id);
    await second.close();
    const done = resultOf<ProcessingJob>(await req('GET', `${OP}/processing/${job.id}`, operator));
    expect(done).toMatchObject({ status: 'done', processedRows: 12, contributionCount: 36 });
    const { rows } = await sql<{ n: number; rows: number }>`
      select count(*)::int as n, count(distinct declaration_detail_id)::int as rows from participant_contributions where declaration_id = ${d.id}`.execute(ctx.db);
    expect(rows[0]).toEqual({ n: 36, rows: 12 });
  });

  it('loses its database connection in the middle of a batch: the batch is rolled back whole and tried again; every row is converted once, and a second run converts nothing', async () => {
    const people: Person[] = Array.from({ length: 30 }, (_, i) => ({ personalNumber: `0600000${String(i).padStart(4, '0')}`, birthDate: '1990-01-01', gender: 'male', base: 200_000n }));
    const d = await declaration(orgB, 2020, 6, people, { activatedAt: new Date('2020-07-03T08:00:00Z'), paid: true });
    const actor = { userId: operatorId, sessionId: 'x', audience: 'operator' as const, role: 'operator' as const, organizationId: null };
    const { job } = await startProcessing(deps, actor, { year: 2020, month: 6 });
    await runJob(deps, job.id, { batchSize: 10, stopAfterBatches: 1 });
    const count = async () => {
      const { rows } = await sql<{ accountRows: number; contributions: number; amount: string | null }>`
        select (select count(*)::int from participant_account_rows where declaration_id = ${d.id}) as "accountRows",
               (select count(*)::int from participant_contributions where declaration_id = ${d.id}) as contributions,
               (select sum(amount)::text from participant_contributions where declaration_id = ${d.id}) as amount`.execute(ctx.db);
      return rows[0]!;
    };
    expect(await count()).toMatchObject({ accountRows: 10, contributions: 30 });

    if (onPostgres) {
      // the second batch has written its account rows and waits to write its contributions; its connection is cut there
      const admin = new pg.Client({ connectionString: await databaseUrlOf(ctx.db) });
      await admin.connect();
      try {
        await admin.query('begin');
        await admin.query('lock table participant_contributions in exclusive mode');
        const run = runJob(deps, job.id, { batchSize: 10, retryDelayMs: 50 });
        const pid = await backendWaitingOnLock(admin);
        const { rows: uncommitted } = await admin.query<{ n: number }>(`select count(*)::int as n from pg_locks where pid = $1 and relation = 'participant_account_rows'::regclass and mode = 'RowExclusiveLock'`, [pid]);
        expect(uncommitted[0]!.n).toBe(1);
        const { rows: cut } = await admin.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid]);
        expect(cut[0]!.ok).toBe(true);
        await admin.query('rollback');
        await run;
      } finally {
        await admin.end();
      }
    } else {
      // the embedded database has one in-process connection that can't be cut from outside: the nearest is the
      // error a cut connection raises (57P01), raised once by the second batch after it has written its account rows
      await sql`create sequence processing_cut_seq`.execute(ctx.db);
      await sql.raw(`create function processing_cut() returns trigger language plpgsql as $$
        begin if nextval('processing_cut_seq') = 1 then raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end if; return null; end $$`).execute(ctx.db);
      await sql`create trigger processing_cut before insert on participant_contributions for each statement execute function processing_cut()`.execute(ctx.db);
      try {
        await runJob(deps, job.id, { batchSize: 10, retryDelayMs: 50 });
        const { rows: tries } = await sql<{ n: string }>`select last_value::text as n from processing_cut_seq`.execute(ctx.db);
        expect(Number(tries[0]!.n)).toBeGreaterThan(1);
      } finally {
        await sql`drop trigger processing_cut on participant_contributions`.execute(ctx.db);
        await sql`drop function processing_cut()`.execute(ctx.db);
        await sql`drop sequence processing_cut_seq`.execute(ctx.db);
      }
    }

    // resumed by the same runner: every row once, the job's figures those of the rows written
    const done = resultOf<ProcessingJob>(await req('GET', `${OP}/processing/${job.id}`, operator));
    expect(done).toMatchObject({ status: 'done', processedRows: 30, batches: 3, contributionCount: 90 });
    const after = await count();
    expect(after).toMatchObject({ accountRows: 30, contributions: 90 });
    expect(done.amount).toBe(after.amount);
    // run again: the month's last run is answered, nothing is converted twice
    const again = resultOf<ProcessingJob>(await req('POST', `${OP}/processing`, operator, { year: 2020, month: 6 }));
    expect(again.id).toBe(job.id);
    expect(await count()).toEqual(after);
  });

  it('refuses bad input and a month to come in the caller language, and another role, changing nothing', async () => {
    for (const body of [{ year: 2020, month: 13 }, { year: 2020, month: 0 }, { year: '2020', month: 3 }, { month: 3 }, { year: 2018, month: 5 }]) {
      await refused((lang) => req('POST', `${OP}/processing`, operator, body, lang), 400, 'VALIDATION_FAILED');
    }
    await refused((lang) => req('POST', `${OP}/processing`, operator, { year: 2099, month: 1 }, lang), 400, 'VALIDATION_FAILED', { month: 'periodInFuture' });
    await refused((lang) => req('POST', `${OP}/processing`, employer, { year: 2020, month: 3 }, lang), 403, 'FORBIDDEN');
    await refused((lang) => req('GET', `${OP}/processing/preview?year=2099&month=1`, operator, undefined, lang), 400, 'VALIDATION_FAILED', { month: 'periodInFuture' });
    await refused((lang) => req('GET', `${OP}/processing/preview?year=2020&month=13`, operator, undefined, lang), 400, 'VALIDATION_FAILED');
    await refused((lang) => req('GET', `${OP}/processing/preview?year=2020&month=3`, employer, undefined, lang), 403, 'FORBIDDEN');
    await refused((lang) => req('GET', `${OP}/processing`, employer, undefined, lang), 403, 'FORBIDDEN');
    const list = resultOf<{ items: ProcessingJob[] }>(await req('GET', `${OP}/processing`, operator));
    await refused((lang) => req('GET', `${OP}/processing/${list.items[0]!.id}`, employer, undefined, lang), 403, 'FORBIDDEN');
    await refused((lang) => req('GET', `${OP}/processing/00000000-0000-4000-8000-000000000000`, operator, undefined, lang), 404, 'RECORD_NOT_FOUND');
    await refused((lang) => req('GET', `${OP}/processing/not-an-id`, operator, undefined, lang), 404, 'RECORD_NOT_FOUND');
  });
});

/** The connection string of this file's test database (PostgreSQL only). */
/** The portal's backend that waits on a lock the administrator holds, once there is one. */
async function backendWaitingOnLock(admin: pg.Client): Promise<number> {
  const limit = Date.now() + 30_000;
  for (;;) {
    // pg_stat_activity is read once per transaction, and the administrator's transaction holds the lock
    await admin.query('select pg_stat_clear_snapshot()');
    const { rows } = await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and application_name = 'pensia' and wait_event_type = 'Lock'`);
    if (rows[0]) return rows[0].pid;
    if (Date.now() > limit) throw new Error('no backend waiting on the lock within 30 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}
