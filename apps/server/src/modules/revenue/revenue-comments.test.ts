import { createHash } from 'node:crypto';
import {
  errorMessage,
  LANGS,
  REVENUE_COMMENTS_MAX_ROWS,
  validationMessage,
  vmsg,
  type ComparisonDetails,
  type RevenueComment,
  type RevenueCommentFile,
  type RevenueCommentFileCheck,
  type RevenueCommentUpload,
} from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addRow, createDeclaration, F, injector, row, W } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart, operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { fileParsers } from '../files/parse-workers.ts';

const OP = '/api/operator/v1';
const TABLES = ['revenueComments', 'revenueCommentFiles', 'files'] as const;
const HEADER = 'organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution';
const A = '01001010101'; // same on both sides
const B = '02002020202'; // amounts differ
const C = '03003030303'; // the other organization's, amounts differ
const D = '04004040404'; // missing in the declaration
const E = '05005050505'; // missing at the Revenue Service

let ctx: TestContext;
let inj: ReturnType<typeof injector>;
let employer: string;
let employer2: string;
let january: string;

async function filed(token: string, year: number, month: number, people: [string, string, string?][]) {
  const d = await createDeclaration(ctx, token, { year, month, form: 'simple' });
  for (const [pn, gross, lastName] of people) await addRow(ctx, token, d.id, row(pn, gross, lastName ? { lastName } : {}));
  resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
  return d.id;
}

const add = (token: string, body: Record<string, unknown>, lang = 'en') => inj({ method: 'POST', url: `${F}/rs-pa-compare-add-comments`, token, payload: body }, lang as never);
const details = async (token: string, query: string) => resultOf<ComparisonDetails>(await inj({ method: 'GET', url: `${F}/rs-pa-compare2a-year-details?${query}`, token }));
const workbook = (token: string, body: Record<string, unknown>, lang = 'en') => inj({ method: 'POST', url: `${F}/rs-excel-comments`, token, payload: body }, lang as never);
const upload = (token: string, content: Buffer, o: { name?: string; contentType?: string; lang?: string } = {}) => {
  const body = multipart({}, [{ field: 'file', name: o.name ?? 'comments.xlsx', content, contentType: o.contentType ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return inj({ method: 'POST', url: `${W}/rs-upload-comment`, token, payload: body.payload, headers: body.headers }, (o.lang ?? 'en') as never);
};
const files = async (token: string) => resultOf<RevenueCommentFile[]>(await inj({ method: 'GET', url: `${F}/rs-excel-comment-files`, token }));
const commentOf = (d: ComparisonDetails, pn: string) => d.items.find((i) => i.personalIdentificationNumber === pn)!;

/** The comments workbook of January 2019 as the server writes it, its comment cells filled as given (by personal number). */
async function filledWorkbook(token: string, comments: Record<string, string>, extra: (string | number | null)[][] = []) {
  const res = await workbook(token, { year: 2019, month: 1 });
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.worksheets[0]!;
  ws.eachRow((r, n) => {
    if (n === 1) return;
    const pn = String(r.getCell(2).value);
    if (pn in comments) r.getCell(8).value = comments[pn]!;
  });
  for (const cells of extra) ws.addRow(cells);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  const operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  january = await filed(employer, 2019, 1, [[A, '1000.00'], [B, '500.00', 'გელაშვილი'], [E, '300.00']]);
  await filed(employer2, 2019, 1, [[C, '700.00', 'კაპანაძე']]);
  const csv = [
    HEADER,
    `${DEMO.employer.code},2019,1,${A},ბერიძე,1000.00,196.00,20.00`,
    `${DEMO.employer.code},2019,1,${B},გელაშვილი,600.00,117.60,12.00`,
    `${DEMO.employer.code},2019,1,${D},ხელაძე,300.00,58.80,6.00`,
    `${DEMO.employer2.code},2019,1,${C},კაპანაძე,800.00,156.80,16.00`,
  ].join('\r\n');
  const body = multipart({}, [{ field: 'file', name: 'rs.csv', content: csv, contentType: 'text/csv' }]);
  resultOf(await inj({ method: 'POST', url: `${OP}/revenue-service/filings`, token: operator, payload: body.payload, headers: body.headers }));
}, 120_000);
afterAll(async () => ctx?.close());

describe('who may call', () => {
  it('every comment call needs a signed-in employer', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', `${F}/rs-pa-compare-add-comments`],
      ['DELETE', `${W}/rs-comment-delete?id=${id}`],
      ['POST', `${F}/rs-excel-comments`],
      ['POST', `${W}/rs-upload-comment`],
      ['GET', `${F}/rs-excel-comment-files`],
      ['GET', `${F}/rs-excel-comment-savedornot?id=${id}`],
      ['GET', `${F}/rs-excel-file-download?id=${id}`],
      ['DELETE', `${W}/rs-comment-excel-delete?id=${id}`],
    ] as const) {
      expectResultError(await inj({ method, url, payload: method === 'POST' ? {} : undefined }), 401, 'UNAUTHORIZED');
    }
  });
});

describe('a comment on a difference', () => {
  it('is added, shown on the person row with the declaration to reverse, replaced, and scoped to the organization', async () => {
    const first = resultOf<RevenueComment>(await add(employer, { year: 2019, month: 1, personalIdentificationNumber: B, comment: '  დეკემბრის პრემია\nგადაიხადა თებერვალში  ' }));
    expect(first).toMatchObject({ year: 2019, month: 1, personalIdentificationNumber: B, comment: 'დეკემბრის პრემია\nგადაიხადა თებერვალში', source: 'screen', fileId: null });

    const list = await details(employer, 'year=2019&month=1');
    expect(commentOf(list, B)).toMatchObject({ kind: 'amountsDiffer', comment: { id: first.id, comment: first.comment }, reversibleDeclarationId: january });
    // a person missing in the declaration: the month's declaration, where a reversal adds the person
    expect(commentOf(list, D)).toMatchObject({ kind: 'missingInDeclaration', comment: null, reversibleDeclarationId: january });
    expect(commentOf(list, E)).toMatchObject({ kind: 'missingAtRevenueService', reversibleDeclarationId: january });
    // no difference, nothing to reverse
    expect(commentOf(list, A)).toMatchObject({ kind: 'same', comment: null, reversibleDeclarationId: null });

    const replaced = resultOf<RevenueComment>(await add(employer, { year: 2019, month: 1, personalIdentificationNumber: B, comment: 'Bonus of December paid in January' }));
    expect(replaced).toMatchObject({ id: first.id, comment: 'Bonus of December paid in January' });
    expect(await ctx.db.selectFrom('revenueComments').select('id').where('personalNumber', '=', B).execute()).toHaveLength(1);

    // the other organization sees none of it, and can't comment on this organization's people
    const other = await details(employer2, 'year=2019&month=1');
    expect(other.items.map((i) => [i.personalIdentificationNumber, i.comment])).toEqual([[C, null]]);
    expectResultError(await add(employer2, { year: 2019, month: 1, personalIdentificationNumber: B, comment: 'x' }), 400, 'REVENUE_COMMENT_NOT_DIFFERENCE');
  });

  it('is refused where there is no difference, too long, with control characters or without text; nothing changes', async () => {
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) {
      expectResultError(
        await add(employer, { year: 2019, month: 1, personalIdentificationNumber: A, comment: 'x' }, lang),
        400,
        'REVENUE_COMMENT_NOT_DIFFERENCE',
        errorMessage(lang, 'REVENUE_COMMENT_NOT_DIFFERENCE', { period: '2019-01' }),
      );
      // a month not loaded, a person of no month
      expectResultError(await add(employer, { year: 2019, month: 2, personalIdentificationNumber: B, comment: 'x' }, lang), 400, 'REVENUE_COMMENT_NOT_DIFFERENCE');
      const long = expectResultError(await add(employer, { year: 2019, month: 1, personalIdentificationNumber: B, comment: 'ა'.repeat(1001) }, lang), 400, 'VALIDATION_FAILED');
      expect(long.result?.messages).toEqual({ comment: validationMessage(lang, vmsg('tooLong', { max: 1000 })) });
      const control = expectResultError(await add(employer, { year: 2019, month: 1, personalIdentificationNumber: B, comment: 'a\u0007b' }, lang), 400, 'VALIDATION_FAILED');
      expect(control.result?.messages).toEqual({ comment: validationMessage(lang, vmsg('controlCharacters')) });
      const blank = expectResultError(await add(employer, { year: 2019, month: 1, personalIdentificationNumber: '123', comment: '   ' }, lang), 400, 'VALIDATION_FAILED');
      expect(Object.keys(blank.result?.messages ?? {}).sort()).toEqual(['comment', 'personalIdentificationNumber']);
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('is deleted by its own organization only: another organization’s id is 404 and changes nothing', async () => {
    const c = resultOf<RevenueComment>(await add(employer, { year: 2019, month: 1, personalIdentificationNumber: D, comment: 'Hired on 28 January' }));
    const before = await snapshot(ctx.db, [...TABLES]);
    expectResultError(await inj({ method: 'DELETE', url: `${W}/rs-comment-delete?id=${c.id}`, token: employer2 }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await inj({ method: 'DELETE', url: `${W}/rs-comment-delete?id=not-an-id`, token: employer }), 400, 'VALIDATION_FAILED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
    expect(resultOf(await inj({ method: 'DELETE', url: `${W}/rs-comment-delete?id=${c.id}`, token: employer }))).toEqual({ deleted: true });
    // the writes are audited with the comment as their target
    const audited = () => ctx.db.selectFrom('auditLog').select(['route', 'status']).where('targetId', '=', c.id).orderBy('id').execute();
    await expect.poll(audited, { timeout: 5_000, interval: 20 }).toHaveLength(3);
    expect(await audited()).toEqual([
      { route: '/api/finance/v1/rs-pa-compare-add-comments', status: 200 },
      { route: '/api/finance-write/v1/rs-comment-delete', status: 404 },
      { route: '/api/finance-write/v1/rs-comment-delete', status: 200 },
    ]);
    expect(commentOf(await details(employer, 'year=2019&month=1'), D).comment).toBeNull();
    expectResultError(await inj({ method: 'DELETE', url: `${W}/rs-comment-delete?id=${c.id}`, token: employer }), 404, 'RECORD_NOT_FOUND');
  });
});

describe('the comments workbook', () => {
  it('holds the differences of the month with their comments, headers in the request language', async () => {
    for (const lang of LANGS) {
      const res = await workbook(employer, { year: 2019, month: 1 }, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('revenue-service-comments-2019-01.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      const ws = wb.worksheets[0]!;
      expect(String(ws.getRow(1).getCell(8).value)).toBe({ ka: 'კომენტარი', en: 'Comment', ru: 'Комментарий' }[lang]);
      const rows: unknown[][] = [];
      ws.eachRow((r, n) => n > 1 && rows.push([r.getCell(1).value, r.getCell(2).value, r.getCell(6).value, r.getCell(8).value]));
      expect(rows).toEqual([
        ['2019-01', E, 300, null],
        ['2019-01', B, -100, 'Bonus of December paid in January'],
        ['2019-01', D, -300, null],
      ]);
    }
    // the other organization's workbook holds its own person only
    const other = new ExcelJS.Workbook();
    await other.xlsx.load((await workbook(employer2, { year: 2019 })).rawPayload as never);
    expect(other.worksheets[0]!.rowCount).toBe(2);
    expect(other.worksheets[0]!.getRow(2).getCell(2).value).toBe(C);
  });

  it('uploaded back saves every comment of it; the file is listed as saved, downloaded as it was, and deleted leaving its comments', async () => {
    const file = await filledWorkbook(employer, { [D]: 'Hired on 28 January; declared from February', [E]: '=Left on 31 December' });
    const up = resultOf<RevenueCommentUpload>(await upload(employer, file, { name: 'კომენტარები 2019.xlsx' }));
    expect(up).toMatchObject({ saved: true, status: 'saved', commentCount: 3, errors: [], errorCount: 0, file: { name: 'კომენტარები 2019.xlsx', year: 2019, status: 'saved', commentCount: 3 } });

    const list = await details(employer, 'year=2019&month=1');
    expect(commentOf(list, D).comment).toMatchObject({ comment: 'Hired on 28 January; declared from February', source: 'excel', fileId: up.id });
    // a text cell beginning with "=" is a text, kept as it stands
    expect(commentOf(list, E).comment?.comment).toBe('=Left on 31 December');
    expect(commentOf(list, B).comment).toMatchObject({ comment: 'Bonus of December paid in January', source: 'excel' });

    expect(await files(employer)).toEqual([up.file]);
    expect(await files(employer2)).toEqual([]);
    expect(resultOf<RevenueCommentFileCheck>(await inj({ method: 'GET', url: `${F}/rs-excel-comment-savedornot?id=${up.id}`, token: employer }))).toEqual({
      id: up.id, saved: true, status: 'saved', commentCount: 3, errors: [], errorCount: 0,
    });
    const dl = await inj({ method: 'GET', url: `${F}/rs-excel-file-download?id=${up.id}`, token: employer });
    expect(dl.statusCode).toBe(200);
    expect(createHash('sha256').update(dl.rawPayload).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
    expect(dl.headers['content-disposition']).toContain("filename*=UTF-8''");

    // another organization: 404 for every call on the file, nothing changes
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const [method, url] of [
      ['GET', `${F}/rs-excel-comment-savedornot?id=${up.id}`],
      ['GET', `${F}/rs-excel-file-download?id=${up.id}`],
      ['DELETE', `${W}/rs-comment-excel-delete?id=${up.id}`],
    ] as const) {
      expectResultError(await inj({ method, url, token: employer2 }), 404, 'RECORD_NOT_FOUND');
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);

    expect(resultOf(await inj({ method: 'DELETE', url: `${W}/rs-comment-excel-delete?id=${up.id}`, token: employer }))).toEqual({ deleted: true });
    expect(await files(employer)).toEqual([]);
    expect(commentOf(await details(employer, 'year=2019&month=1'), D).comment).toMatchObject({ comment: 'Hired on 28 January; declared from February', fileId: null });
    expectResultError(await inj({ method: 'GET', url: `${F}/rs-excel-file-download?id=${up.id}`, token: employer }), 404, 'RECORD_NOT_FOUND');
  });

  it('with a wrong row saves nothing: the rows are answered with their column and message in the request language, and the file is kept as refused', async () => {
    const comments = await snapshot(ctx.db, ['revenueComments']);
    const file = await filledWorkbook(employer, { [B]: 'Changed', [D]: 'ა'.repeat(1001) }, [
      ['2019-01', '12345', '', '', '', null, null, 'A wrong personal number'],
      ['2019-01', A, '', '', '', null, null, 'No difference for this person'],
      ['2019-13', B, '', '', '', null, null, 'Not a month'],
      ['2019-01', B, '', '', '', null, null, 'Twice'],
      ['2019-01', '9999999999', '', '', '', null, null, 'Ten digits'],
      ['', '', '', '', '', null, null, ''],
    ]);
    for (const lang of LANGS) {
      const up = resultOf<RevenueCommentUpload>(await upload(employer, file, { lang }));
      const pn = { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' }[lang];
      const v = (ref: string) => validationMessage(lang, ref);
      expect(up).toMatchObject({ saved: false, status: 'rejected', commentCount: 0, errorCount: 6, file: { status: 'rejected', errorCount: 6 } });
      expect(up.errors).toEqual([
        { row: 4, column: { ka: 'კომენტარი', en: 'Comment', ru: 'Комментарий' }[lang], message: v(vmsg('tooLong', { max: 1000 })) },
        { row: 5, column: pn, message: v(vmsg('personalNumberLength')) },
        { row: 6, column: pn, message: v(vmsg('commentNotDifference')) },
        { row: 7, column: { ka: 'თვე', en: 'Month', ru: 'Месяц' }[lang], message: v(vmsg('commentPeriodFormat')) },
        { row: 8, column: pn, message: v(vmsg('commentRowRepeated', { row: 3 })) },
        { row: 9, column: pn, message: v(vmsg('personalNumberLeadingZero')) },
      ]);
      expect(resultOf<RevenueCommentFileCheck>(await inj({ method: 'GET', url: `${F}/rs-excel-comment-savedornot?id=${up.id}`, token: employer }))).toMatchObject({ saved: false, errors: up.errors });
    }
    expect(await snapshot(ctx.db, ['revenueComments'])).toEqual(comments);
    expect((await files(employer)).map((f) => f.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('refuses a file that is not an Excel workbook, one that is not the comments workbook, one without comments, and one too large; nothing is kept', async () => {
    const before = await snapshot(ctx.db, [...TABLES]);
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('x').addRow(['2019-01', B, '', '', '', 1, 1, 'Some comment']);
    const foreign = Buffer.from(await plain.xlsx.writeBuffer());
    const empty = await filledWorkbook(employer, {});
    const emptyWb = new ExcelJS.Workbook();
    await emptyWb.xlsx.load(empty as never);
    emptyWb.worksheets[0]!.eachRow((r, n) => n > 1 && (r.getCell(8).value = null));
    const noComments = Buffer.from(await emptyWb.xlsx.writeBuffer());
    for (const lang of LANGS) {
      expectResultError(await upload(employer, Buffer.from('%PDF-1.7 not a spreadsheet'), { name: 'comments.pdf', contentType: 'application/pdf', lang }), 415, 'SPREADSHEET_NOT_XLSX', errorMessage(lang, 'SPREADSHEET_NOT_XLSX'));
      expectResultError(await upload(employer, Buffer.from(`month;personal number\n2019-01;${B}\n`), { name: 'comments.xlsx', lang }), 415, 'SPREADSHEET_NOT_XLSX');
      expectResultError(await upload(employer, foreign, { lang }), 400, 'REVENUE_COMMENTS_WORKBOOK_WRONG', errorMessage(lang, 'REVENUE_COMMENTS_WORKBOOK_WRONG'));
      expectResultError(await upload(employer, noComments, { lang }), 400, 'REVENUE_COMMENTS_WORKBOOK_EMPTY', errorMessage(lang, 'REVENUE_COMMENTS_WORKBOOK_EMPTY'));
    }
    expectResultError(await upload(employer, Buffer.alloc(7 * 1024 * 1024 + 10, 1)), 413, 'SPREADSHEET_TOO_LARGE');
    expectResultError(await inj({ method: 'POST', url: `${W}/rs-upload-comment`, token: employer, payload: {} }), 400, 'SPREADSHEET_REQUIRED');
    expectResultError(await workbook(employer, { year: 'x' }), 400, 'VALIDATION_FAILED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});

describe('the uploaded comments workbook is read in a file-parsing worker', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is handed to the pool with the organization; a comment of rich text or a formula's result comes back as its text", async () => {
    const parse = vi.spyOn(fileParsers(), 'parse');
    const file = await filledWorkbook(employer, {});
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as never);
    wb.worksheets[0]!.eachRow((r, n) => {
      if (n === 1) return;
      const pn = String(r.getCell(2).value);
      r.getCell(8).value = null;
      if (pn === D) r.getCell(8).value = { richText: [{ text: 'Hired ' }, { text: 'late', font: { italic: true } }] };
      if (pn === E) r.getCell(8).value = { formula: '"Left "&"early"', result: 'Left early' };
    });
    const up = resultOf<RevenueCommentUpload>(await upload(employer, Buffer.from(await wb.xlsx.writeBuffer())));
    expect(up).toMatchObject({ saved: true, commentCount: 2 });
    const list = await details(employer, 'year=2019&month=1');
    expect(commentOf(list, D).comment?.comment).toBe('Hired late');
    expect(commentOf(list, E).comment?.comment).toBe('Left early');
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse.mock.calls[0]!.slice(1)).toEqual([{ kind: 'revenueComments' }, 'SPREADSHEET_UNREADABLE', expect.any(String)]);
    const organization = await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    expect(parse.mock.calls[0]![3]).toBe(organization.id);
  });

  it("a workbook of too many rows is refused from the worker with its limit, in the request's language; nothing is kept", async () => {
    const many = await filledWorkbook(employer, {}, Array.from({ length: REVENUE_COMMENTS_MAX_ROWS + 1 }, () => ['2019-01', B, '', '', '', null, null, 'x']));
    const before = await snapshot(ctx.db, [...TABLES]);
    const messages = new Set<string>();
    for (const lang of LANGS) {
      const body = expectResultError(await upload(employer, many, { lang }), 400, 'REVENUE_TOO_MANY_ROWS', errorMessage(lang, 'REVENUE_TOO_MANY_ROWS', { max: REVENUE_COMMENTS_MAX_ROWS }));
      messages.add(body.message);
    }
    expect(messages.size).toBe(3);
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});
