import { errorMessage, hasControlCharacters, validationMessage, type Lang } from '@pensia/domain';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeclaration, filledTemplate, LANGS, periods, uploadRequest, W, WRITE_TABLES } from '../test/declarations.ts';
import { expectNboError, expectResultError, resultOf, snapshot } from '../test/expect.ts';
import { multipart, operatorLogin, PDF, send } from '../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../test/test-app.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { isDatabaseBadValue } from './bad-input.ts';

let ctx: TestContext;
let employer: string;
let operator: string;
const nextPeriod = periods(2020);
const TABLES = ['organizations', 'users', 'employees', 'declarations', 'declarationDetails', 'letters', 'notifications', 'files', 'uploadReports', 'uploadRejectedRows'] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  employer = (await ctx.login()).accessToken;
  operator = (await operatorLogin(ctx)).accessToken;
}, 60_000);
afterAll(async () => ctx?.close());

const inLang = (lang: Lang) => ({ 'accept-language': lang });

describe('control characters in text', () => {
  const controls = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\t', '\n'];

  it.each(controls.map((c) => [JSON.stringify(c), c]))('refuses %s in a username, a name, a search and a filter with the field message; nothing changes', async (_name, c) => {
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) {
      const field = validationMessage(lang, 'controlCharacters');
      const login = await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/application-user', headers: inLang(lang), payload: { username: `demo${c}employer`, password: 'x' } });
      expect(expectResultError(login, 400, 'VALIDATION_FAILED', errorMessage(lang, 'VALIDATION_FAILED')).result?.messages.username).toBe(field);

      const employee = await ctx.inject({
        method: 'POST', url: `${W}/employees`, token: employer, headers: inLang(lang),
        payload: { personalIdentificationNumber: '01010101010', firstName: `ნი${c}ნო`, lastName: 'ბერიძე', birthDate: '1990-05-01', gender: 'female' },
      });
      expect(expectResultError(employee, 400, 'VALIDATION_FAILED').result?.messages.firstName).toBe(field);

      const search = await ctx.inject({ method: 'GET', url: `/api/finance/v1/employees?search=${encodeURIComponent(`ნი${c}`)}`, token: employer, headers: inLang(lang) });
      expect(expectResultError(search, 400, 'VALIDATION_FAILED').result?.messages.search).toBe(field);

      const d = (await ctx.db.selectFrom('declarations').select('id').executeTakeFirstOrThrow()).id;
      const filter = await ctx.inject({ method: 'POST', url: '/api/finance/v1/declarations/details/filter', token: employer, headers: inLang(lang), payload: { declarationId: d, lastName: `ბე${c}` } });
      expect(expectResultError(filter, 400, 'VALIDATION_FAILED').result?.messages.lastName).toBe(field);

      const letters = await ctx.inject({ method: 'GET', url: `/api/nbo/v1/letters/user?type=${encodeURIComponent(`info${c}`)}`, token: employer, headers: inLang(lang) });
      expectNboError(letters, 400, 'VALIDATION_FAILED', errorMessage(lang, 'VALIDATION_FAILED'));

      const organizations = await ctx.inject({ method: 'GET', url: `/api/operator/v1/organizations?query=${encodeURIComponent(`შპს${c}`)}`, token: operator, headers: inLang(lang) });
      expect(expectResultError(organizations, 400, 'VALIDATION_FAILED').result?.messages.query).toBe(field);
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('refuses a NUL in a path parameter', async () => {
    const res = await ctx.inject({ method: 'GET', url: `/api/operator/v1/letters/${encodeURIComponent('abc\u0000')}`, token: operator });
    expectResultError(res, 400, 'VALIDATION_FAILED');
  });

  it('allows tab and line breaks in the text of a letter, and refuses other control characters there and in its subject', async () => {
    const ok = await send(ctx, operator, 'letters', { recipients: `${DEMO.employer.code}\n${DEMO.employer2.code}`, text: 'პირველი ხაზი\r\nმეორე\tხაზი' });
    const sent = resultOf<{ _id: string }>(ok);
    const stored = await ctx.db.selectFrom('letters').select('textKa as text').where('id', '=', sent._id).executeTakeFirstOrThrow();
    expect(stored.text).toBe('პირველი ხაზი\r\nმეორე\tხაზი');

    const before = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) {
      const field = validationMessage(lang, 'controlCharacters');
      const badText = await send(ctx, operator, 'notifs', { recipients: DEMO.employer.code, text: 'ტექსტი\u0000' }, [], inLang(lang));
      expect(expectResultError(badText, 400, 'VALIDATION_FAILED').result?.messages.text).toBe(field);
      const badSubject = await send(ctx, operator, 'letters', { recipients: DEMO.employer.code, subject: 'სათაური\n' }, [], inLang(lang));
      expect(expectResultError(badSubject, 400, 'VALIDATION_FAILED').result?.messages.subject).toBe(field);
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});

describe('a control character in an uploaded spreadsheet', () => {
  it('rejects the row with the field message and keeps what the cell held', async () => {
    const d = await createDeclaration(ctx, employer, { ...nextPeriod(), form: 'simple' });
    // a line break (Alt+Enter in Excel) or a tab inside a name cell
    const file = await filledTemplate(ctx, employer, 'standard', 'simple', [
      ['01010101011', 'ნინო\nმარიამ', 'ბერიძე', '1990-05-01', 'female', 1000],
      ['01010101012', 'გიორგი', 'მაისურაძე\tx', '1985-03-05', 'male', 1200],
      ['01010101013', 'თამარ', 'ლომიძე', '1992-07-11', 'female', 900],
    ]);
    const res = await ctx.inject(uploadRequest(employer, d.id, file));
    const answer = resultOf<{ accepted: number; rejected: number; rows: { row: number; column: string | null; message: string }[]; rejectedRows: { row: number; values: Record<string, string | null> }[] }>(res);
    expect({ accepted: answer.accepted, rejected: answer.rejected }).toEqual({ accepted: 1, rejected: 2 });
    const message = validationMessage('ka', 'controlCharacters');
    expect(answer.rows.map((r) => [r.column, r.message])).toEqual([['firstName', message], ['lastName', message]]);
    expect(answer.rejectedRows.map((r) => [r.values.firstName, r.values.lastName])).toEqual([['ნინო\nმარიამ', 'ბერიძე'], ['გიორგი', 'მაისურაძე\tx']]);
  });

  // an .xlsx is XML, which can't hold these characters: whatever the reader makes of them, no 5xx and none stored
  it('answers a cell written with a NUL or another control character without a 5xx, and stores none', async () => {
    for (const c of ['\u0000', '\u0001', '\u001b']) {
      const d = await createDeclaration(ctx, employer, { ...nextPeriod(), form: 'simple' });
      const file = await filledTemplate(ctx, employer, 'standard', 'simple', [['01010101014', `ნინო${c}`, 'ბერიძე', '1990-05-01', 'female', 1000]]);
      const res = await ctx.inject(uploadRequest(employer, d.id, file));
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const rows = await ctx.db.selectFrom('declarationDetails').select(['firstName', 'lastName']).execute();
    expect(rows.filter((r) => hasControlCharacters(r.firstName + r.lastName))).toEqual([]);
  });
});

describe('a malformed multipart body', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  /** A well-formed form of each route that takes files; the cases below break it. */
  const forms = async () => {
    const d = await createDeclaration(ctx, employer, { ...nextPeriod(), form: 'simple' });
    const file = await filledTemplate(ctx, employer, 'standard', 'simple', [['01010101031', 'ნინო', 'ბერიძე', '1990-05-01', 'female', 1000]]);
    const letter = () => multipart({ type: 'information', subject: 'სათაური', text: 'ტექსტი', recipients: DEMO.employer.code }, [{ name: 'order.pdf', content: PDF, contentType: 'application/pdf' }]);
    return [
      { url: `${W}/declarations/${d.id}/upload`, token: employer, form: multipart({}, [{ field: 'file', name: 'd.xlsx', content: file, contentType: XLSX }]) },
      { url: '/api/operator/v1/letters', token: operator, form: letter() },
      { url: '/api/operator/v1/notifs', token: operator, form: letter() },
    ];
  };
  const boundaryOf = (headers: Record<string, string>) => /boundary=(.+)$/.exec(headers['content-type']!)![1]!;
  const cases: [string, (f: ReturnType<typeof multipart>) => { headers: Record<string, string>; payload: Buffer }][] = [
    ['without a boundary', (f) => ({ headers: { 'content-type': 'multipart/form-data' }, payload: f.payload })],
    ['truncated inside the file', (f) => ({ headers: f.headers, payload: f.payload.subarray(0, f.payload.length - 80) })],
    ['with a boundary the body does not use', (f) => ({ headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-used' }, payload: f.payload })],
    ['truncated inside a part\'s headers', (f) => {
      const at = f.payload.indexOf('content-disposition', f.payload.lastIndexOf(`--${boundaryOf(f.headers)}\r\n`)) + 12;
      return { headers: f.headers, payload: f.payload.subarray(0, at) };
    }],
  ];

  it.each(cases)('%s: answered 400 MULTIPART_MALFORMED in the language of the request on every route that takes files; nothing changes', async (_what, broken) => {
    const routes = await forms();
    const before = await snapshot(ctx.db, [...TABLES, ...WRITE_TABLES]);
    for (const r of routes) {
      const req = broken(r.form);
      const messages = new Set<string>();
      for (const lang of LANGS) {
        const res = await ctx.inject({ method: 'POST', url: r.url, token: r.token, headers: { ...req.headers, ...inLang(lang) }, payload: req.payload });
        messages.add(expectResultError(res, 400, 'MULTIPART_MALFORMED', errorMessage(lang, 'MULTIPART_MALFORMED')).message);
      }
      expect(messages.size).toBe(3);
    }
    expect(await snapshot(ctx.db, [...TABLES, ...WRITE_TABLES])).toEqual(before);
  });

  it('still reads the well-formed forms', async () => {
    const [upload, letter] = await forms();
    expect(resultOf<{ accepted: number }>(await ctx.inject({ method: 'POST', url: upload!.url, token: employer, ...upload!.form })).accepted).toBe(1);
    expect(resultOf<{ recipientCount: number }>(await ctx.inject({ method: 'POST', url: letter!.url, token: operator, ...letter!.form })).recipientCount).toBe(1);
  });
});

describe('a value the database refuses as data', () => {
  const badQueries = {
    '22021 (a NUL in text)': sql`select ${'a\u0000b'}::text as x`,
    '22P02 (not a number)': sql`select 'x'::int as x`,
    '22008 (no such date)': sql`select '2025-13-45'::date as x`,
    '22003 (out of range)': sql`select 99999999999::int as x`,
    '22007 (not a date)': sql`select 'soon'::date as x`,
    '22P05 (NUL in JSON)': sql`select ${'{"a":"\\u0000"}'}::jsonb as x`,
  };

  it.each(Object.entries(badQueries))('is recognised by its SQLSTATE: %s', async (_what, query) => {
    const error = await query.execute(ctx.db).then(() => undefined, (e: unknown) => e);
    expect(error, 'the database accepted the value').toBeDefined();
    expect(isDatabaseBadValue(error)).toBe(true);
    expect(isDatabaseBadValue(new Error('wrapped', { cause: error }))).toBe(true);
  });

  it('does not take other database errors for bad input', async () => {
    const error = await sql`select * from no_such_table`.execute(ctx.db).then(() => undefined, (e: unknown) => e);
    expect(isDatabaseBadValue(error)).toBe(false);
    expect(isDatabaseBadValue(new Error('plain'))).toBe(false);
  });

  it('is answered 400 in the envelope of the route\'s group, not 500; other failures stay 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/api/finance/v1/bad-value', async () => sql`select ${'a\u0000b'}::text as x`.execute(ctx.db));
    app.get('/api/nbo/v1/bad-value', async () => sql`select 'x'::int as x`.execute(ctx.db));
    app.get('/api/finance/v1/other', async () => sql`select * from no_such_table`.execute(ctx.db));
    await app.ready();
    try {
      for (const lang of LANGS) {
        const res = await app.inject({ method: 'GET', url: '/api/finance/v1/bad-value', headers: inLang(lang) });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: errorMessage(lang, 'VALIDATION_FAILED') });
        expect(res.body).not.toMatch(/0x00|UTF8|select/);
        const nbo = await app.inject({ method: 'GET', url: '/api/nbo/v1/bad-value', headers: inLang(lang) });
        expect(nbo.statusCode).toBe(400);
        expect(nbo.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', message: errorMessage(lang, 'VALIDATION_FAILED') });
      }
      const other = await app.inject({ method: 'GET', url: '/api/finance/v1/other' });
      expect(other.statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

