import { errorMessage, LANGS, type ComparisonDetails, type ComparisonYear, type DeclarationCheck, type RevenueLoadResult } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, F, injector, row, W } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart, operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

const OP = '/api/operator/v1';
const TABLES = ['revenueServiceLoads', 'revenueServiceFilings'] as const;
const HEADER = 'organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution';
const A = '01001010101';
const B = '02002020202';
const C = '03003030303';
const D = '04004040404';
const E = '05005050505';

let ctx: TestContext;
let inj: ReturnType<typeof injector>;
let operator: string;
let employer: string;
let employer2: string;

/** A declaration of the month with the people given (gross salary), activated. */
async function filed(token: string, year: number, month: number, people: [string, string, string?][], activate = true) {
  const d = await createDeclaration(ctx, token, { year, month, form: 'simple' });
  for (const [pn, gross, lastName] of people) await addRow(ctx, token, d.id, row(pn, gross, lastName ? { lastName } : {}));
  if (activate) resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
  return d.id;
}

const csv = (lines: string[]) => [HEADER, ...lines].join('\r\n');
const load = (file: string | Buffer, o: { token?: string; lang?: string; name?: string } = {}) => {
  const body = multipart({}, [{ field: 'file', name: o.name ?? 'rs.csv', content: file, contentType: 'text/csv' }]);
  return inj({ method: 'POST', url: `${OP}/revenue-service/filings`, token: o.token ?? operator, payload: body.payload, headers: body.headers }, (o.lang ?? 'en') as never);
};
const year = async (token: string, y: number) => resultOf<ComparisonYear>(await inj({ method: 'GET', url: `${F}/rs-pa-compare2a?year=${y}`, token }));
const details = async (token: string, query: string) => resultOf<ComparisonDetails>(await inj({ method: 'GET', url: `${F}/rs-pa-compare2a-year-details?${query}`, token }));

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  // 2019: January and February declared by the demo employer, January by the other one
  await filed(employer, 2019, 1, [[A, '1000.00'], [B, '500.00', 'გელაშვილი']]);
  await filed(employer, 2019, 2, [[A, '1000.00']]);
  await filed(employer2, 2019, 1, [[C, '700.00', 'კაპანაძე']]);
}, 120_000);
afterAll(async () => ctx?.close());

describe('who may call', () => {
  it('employer tokens get 403 on the load, callers without a token 401; nothing is kept', async () => {
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const token of [employer, employer2]) expectResultError(await load(csv([`${DEMO.employer.code},2019,1,${A},ბერიძე,1000.00,196.00,20.00`]), { token }), 403, 'FORBIDDEN');
    expectResultError(await inj({ method: 'POST', url: `${OP}/revenue-service/filings`, payload: {} }), 401, 'UNAUTHORIZED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('the comparison calls need a signed-in employer', async () => {
    for (const url of [`${F}/rs-pa-compare2a?year=2019`, `${F}/rs-pa-compare2a-year-details?year=2019`, `${F}/rs-payment-types`, `${F}/get-comparison-part-type`, `${F}/rs-pa-compare2a-report?year=2019`]) {
      expectResultError(await inj({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    }
  });
});

describe('loading and comparing', () => {
  it('loads a CSV, answers rows, organizations and rejected; the employer sees each kind of difference of its own people only', async () => {
    const res = resultOf<RevenueLoadResult>(
      await load(
        csv([
          `${DEMO.employer.code},2019,1,${A},ბერიძე,1000.00,196.00,20.00`,
          `${DEMO.employer.code},2019,1,${B},გელაშვილი,600.00,117.60,12.00`,
          `${DEMO.employer.code},2019,01,${D},"ხელაძე, უმც.",300,58.80,6`,
          `${DEMO.employer2.code};2019;1;${C};კაპანაძე;700.00;137.20;14.00`.replaceAll(';', ','),
          '',
        ]),
      ),
    );
    expect(res).toMatchObject({ rows: 4, organizations: 2, rejected: 0, replaced: 0, months: 2 });

    const y = await year(employer, 2019);
    expect(y.years).toContain(2019);
    expect(y.months).toHaveLength(12);
    expect(y.months[0]).toMatchObject({
      month: 1,
      revenueLoaded: true,
      declared: true,
      declarationStatuses: ['open'],
      totals: {
        declaredIncome: '1500.00',
        revenueIncome: '1900.00',
        declaredContribution: '30.00',
        revenueContribution: '38.00',
        incomeDifference: '-400.00',
        contributionDifference: '-8.00',
        people: 3,
        counts: { same: 1, amountsDiffer: 1, missingInDeclaration: 1, missingAtRevenueService: 0 },
      },
    });
    // February is declared but not loaded: nothing compared
    expect(y.months[1]).toMatchObject({ month: 2, revenueLoaded: false, declared: true, totals: { people: 0 } });

    const diff = await details(employer, 'year=2019&month=1&kind=differences');
    expect(diff.items.map((i) => [i.personalIdentificationNumber, i.kind, i.incomeDifference, i.contributionDifference])).toEqual([
      [B, 'amountsDiffer', '-100.00', '-2.00'],
      [D, 'missingInDeclaration', '-300.00', '-6.00'],
    ]);
    expect(diff.items[1]).toMatchObject({ lastName: 'ხელაძე, უმც.', declared: null, revenue: { income: '300.00', contribution: '6.00', incomeTax: '58.80' } });
    expect(diff.totals).toMatchObject({ people: 2, incomeDifference: '-400.00' });
    // filters: a kind, a surname, a personal number's beginning, a page
    expect((await details(employer, 'year=2019&kind=same')).items.map((i) => i.personalIdentificationNumber)).toEqual([A]);
    expect((await details(employer, 'year=2019&search=გელა')).items.map((i) => i.personalIdentificationNumber)).toEqual([B]);
    expect((await details(employer, 'year=2019&search=0400')).items.map((i) => i.personalIdentificationNumber)).toEqual([D]);
    const page = await details(employer, 'year=2019&pageSize=2&pageNumber=2');
    expect(page).toMatchObject({ totalCount: 3, pageNumber: 2, pageSize: 2, totals: { people: 3 } });
    expect(page.items).toHaveLength(1);

    // the other organization sees its own person only, and none of the first one's
    const other = await details(employer2, 'year=2019');
    expect(other.items.map((i) => [i.personalIdentificationNumber, i.kind])).toEqual([[C, 'same']]);
    expect(JSON.stringify(await year(employer2, 2019))).not.toContain(A);
  });

  it('a month loaded again replaces that month for those organizations only', async () => {
    const res = resultOf<RevenueLoadResult>(await load(csv([`${DEMO.employer.code},2019,1,${A},ბერიძე,1000.00,196.00,20.00`, `${DEMO.employer.code},2019,1,${E},ნოზაძე,250.00,49.00,5.00`])));
    expect(res).toMatchObject({ rows: 2, organizations: 1, replaced: 3 });
    const jan = await details(employer, 'year=2019&month=1');
    expect(jan.items.map((i) => [i.personalIdentificationNumber, i.kind])).toEqual([
      [A, 'same'],
      [B, 'missingAtRevenueService'],
      [E, 'missingInDeclaration'],
    ]);
    // the other organization's January is as it was
    expect((await details(employer2, 'year=2019&month=1')).items.map((i) => i.personalIdentificationNumber)).toEqual([C]);
  });

  it('loads the Excel layout (numbers as numbers, the first worksheet)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('RS');
    ws.addRow(HEADER.split(','));
    ws.addRow([Number(DEMO.employer.code), 2019, 2, A, 'ბერიძე', 1000, 196, 20]);
    ws.addRow([]);
    ws.addRow([DEMO.employer.code, '2019', '2', B, 'გელაშვილი', '400,00', '78.40', { formula: '400*0.02', result: 8 }]);
    const res = resultOf<RevenueLoadResult>(await load(Buffer.from(await wb.xlsx.writeBuffer()), { name: 'rs.xlsx' }));
    expect(res).toMatchObject({ rows: 2, organizations: 1, months: 1 });
    const feb = await details(employer, 'year=2019&month=2');
    expect(feb.items.map((i) => [i.personalIdentificationNumber, i.kind])).toEqual([
      [A, 'same'],
      [B, 'missingInDeclaration'],
    ]);
  });

  it('answers the amounts compared and the kinds of difference', async () => {
    expect(resultOf(await inj({ method: 'GET', url: `${F}/rs-payment-types`, token: employer }))).toEqual([
      { code: 'income', decidesKind: true },
      { code: 'contribution', decidesKind: true },
      { code: 'incomeTax', decidesKind: false },
    ]);
    expect(resultOf<{ code: string }[]>(await inj({ method: 'GET', url: `${F}/get-comparison-part-type`, token: employer })).map((k) => k.code)).toEqual(['missingInDeclaration', 'missingAtRevenueService', 'amountsDiffer', 'same']);
  });

  it('exports the people the filters keep, headers in the request language', async () => {
    const res = await inj({ method: 'GET', url: `${F}/rs-pa-compare2a-report?year=2019&month=1&kind=differences`, token: employer }, 'ka');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('revenue-service-comparison-2019-01.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets.find((w) => w.state === 'visible')!;
    // the sheet's name whole, within Excel's 31 characters
    expect(ws.name).toBe('შედარება (შემოსავლების სამს.)');
    expect(ws.getRow(1).getCell(2).value).toBe('პირადი ნომერი');
    const rows = ws.getSheetValues().slice(2).filter(Boolean) as unknown[][];
    expect(rows.map((r) => [r[2], r[5]])).toEqual([
      [B, 'არ არის შემოსავლების სამსახურში'],
      [E, 'არ არის დეკლარაციაში'],
    ]);
    expect(rows[0]![6]).toBe(500);
  });
});

describe('a year of several months, with corrections', () => {
  it('sums each month and the year from the filed rows and completed corrections; a person in several months counts once in the year; a month not loaded is not compared', async () => {
    // 2021: January A, B; February A, D; March A (not loaded at the Revenue Service)
    const january = await filed(employer, 2021, 1, [[A, '1000.00'], [B, '500.00', 'გელაშვილი']]);
    await filed(employer, 2021, 2, [[A, '1000.00'], [D, '700.00', 'ხელაძე']]);
    await filed(employer, 2021, 3, [[A, '300.00']]);
    // January corrected: B's 500 becomes 600, and E, missing from it, is added
    const rev = resultOf<{ id: string }>(await inj({ method: 'POST', url: `${W}/reverseddeclarations`, token: employer, payload: { declarationId: january } }));
    resultOf(await inj({ method: 'POST', url: `${W}/reverseddeclarations/${rev.id}/details`, token: employer, payload: { personalIdentificationNumber: B, lastName: 'გელაშვილი', grossSalary: '600.00' } }));
    resultOf(
      await inj({
        method: 'POST',
        url: `${W}/reverseddeclarations/${rev.id}/details`,
        token: employer,
        payload: { personalIdentificationNumber: E, lastName: 'ნოზაძე', firstName: 'ეკა', birthDate: '1990-01-01', gender: 'female', grossSalary: '250.00' },
      }),
    );
    resultOf(await inj({ method: 'POST', url: `${W}/reverseddeclarations/${rev.id}/complete`, token: employer }));
    resultOf(
      await load(
        csv([
          `${DEMO.employer.code},2021,1,${A},ბერიძე,1000.00,196.00,20.00`,
          `${DEMO.employer.code},2021,1,${B},გელაშვილი,600.00,117.60,12.00`,
          `${DEMO.employer.code},2021,1,${E},ნოზაძე,250.00,49.00,5.00`,
          `${DEMO.employer.code},2021,2,${A},ბერიძე,1100.00,215.60,22.00`,
          `${DEMO.employer.code},2021,2,${C},კაპანაძე,400.00,78.40,8.00`,
        ]),
      ),
    );

    const y = await year(employer, 2021);
    expect(y.months[0]).toMatchObject({
      revenueLoaded: true,
      declared: true,
      totals: { declaredIncome: '1850.00', revenueIncome: '1850.00', declaredContribution: '37.00', incomeDifference: '0.00', people: 3, counts: { same: 3, amountsDiffer: 0, missingInDeclaration: 0, missingAtRevenueService: 0 } },
    });
    expect(y.months[1]).toMatchObject({
      revenueLoaded: true,
      declared: true,
      totals: { declaredIncome: '1700.00', revenueIncome: '1500.00', incomeDifference: '200.00', contributionDifference: '4.00', people: 3, counts: { same: 0, amountsDiffer: 1, missingInDeclaration: 1, missingAtRevenueService: 1 } },
    });
    expect(y.months[2]).toMatchObject({ revenueLoaded: false, declared: true, totals: { declaredIncome: '0.00', people: 0 } });
    expect(y.months[3]).toMatchObject({ revenueLoaded: false, declared: false, declarationStatuses: [], totals: { people: 0 } });
    expect(y.totals).toMatchObject({
      declaredIncome: '3550.00',
      revenueIncome: '3350.00',
      declaredContribution: '71.00',
      revenueContribution: '67.00',
      incomeDifference: '200.00',
      contributionDifference: '4.00',
      people: 5,
      counts: { same: 3, amountsDiffer: 1, missingInDeclaration: 1, missingAtRevenueService: 1 },
    });

    // the people of the year: by month, then surname; the added person carries the correction's name and no income tax declared
    const all = await details(employer, 'year=2021');
    expect(all.items.map((i) => [i.month, i.personalIdentificationNumber, i.kind])).toEqual([
      [1, A, 'same'],
      [1, B, 'same'],
      [1, E, 'same'],
      [2, A, 'amountsDiffer'],
      [2, C, 'missingInDeclaration'],
      [2, D, 'missingAtRevenueService'],
    ]);
    expect(all.totals).toMatchObject({ people: 5, incomeDifference: '200.00' });
    expect(all.items[2]).toMatchObject({ lastName: 'ნოზაძე', firstName: 'ეკა', declared: { income: '250.00', contribution: '5.00', incomeTax: null }, revenue: { income: '250.00', incomeTax: '49.00' } });
    expect(all.items[4]).toMatchObject({ lastName: 'კაპანაძე', firstName: null, declared: null, incomeDifference: '-400.00' });
    expect(all.items[5]).toMatchObject({ revenue: null, incomeDifference: '700.00', contributionDifference: '14.00' });
    const differences = await details(employer, 'year=2021&kind=differences&pageSize=2&pageNumber=2');
    expect(differences).toMatchObject({ totalCount: 3, totals: { people: 3, incomeDifference: '200.00', counts: { amountsDiffer: 1, missingInDeclaration: 1, missingAtRevenueService: 1, same: 0 } } });
    expect(differences.items.map((i) => i.personalIdentificationNumber)).toEqual([D]);
    expect((await details(employer, 'year=2021&month=2&kind=missingInDeclaration')).items.map((i) => i.personalIdentificationNumber)).toEqual([C]);
  });
});

describe('the check before activation', () => {
  it("shows a draft declaration's rows that differ from the month loaded; nothing when the month is not loaded", async () => {
    const draft = await filed(employer, 2019, 3, [[A, '1000.00'], [B, '800.00', 'გელაშვილი']], false);
    expect(resultOf<DeclarationCheck>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${draft}/revenue-service-check`, token: employer }))).toMatchObject({ revenueLoaded: false, differences: [] });
    resultOf(await load(csv([`${DEMO.employer.code},2019,3,${A},ბერიძე,1000.00,196.00,20.00`, `${DEMO.employer.code},2019,3,${B},გელაშვილი,900.00,176.40,18.00`])));
    const check = resultOf<DeclarationCheck>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${draft}/revenue-service-check`, token: employer }));
    expect(check).toMatchObject({ year: 2019, month: 3, revenueLoaded: true });
    expect(check.differences.map((d) => [d.personalIdentificationNumber, d.kind, d.incomeDifference])).toEqual([[B, 'amountsDiffer', '-100.00']]);
    // the draft is not part of the year's comparison until it is filed
    expect((await year(employer, 2019)).months[2]).toMatchObject({ declared: false, declarationStatuses: ['draft'], totals: { counts: { missingInDeclaration: 2 } } });
    // another organization's declaration: not found, nothing revealed
    for (const lang of LANGS) {
      expectResultError(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${draft}/revenue-service-check`, token: employer2 }, lang), 404, 'DECLARATION_NOT_AVAILABLE', errorMessage(lang, 'DECLARATION_NOT_AVAILABLE'));
    }
  });

  it('an empty draft of a month the Revenue Service filed lists nobody; its first row starts the check, missing people included', async () => {
    resultOf(await load(csv([A, B, C].map((pn) => `${DEMO.employer.code},2019,6,${pn},ბერიძე,1000.00,196.00,20.00`))));
    const draft = await filed(employer, 2019, 6, [], false);
    const checkOf = async () => resultOf<DeclarationCheck>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${draft}/revenue-service-check`, token: employer }));
    expect(await checkOf()).toMatchObject({ revenueLoaded: true, differences: [], totals: { people: 0 } });
    await addRow(ctx, employer, draft, row(A, '1000.00'));
    expect((await checkOf()).differences.map((d) => [d.personalIdentificationNumber, d.kind])).toEqual([
      [B, 'missingInDeclaration'],
      [C, 'missingInDeclaration'],
    ]);
  });
});

describe('bad files are refused with the row and the column, in the language of the request, and nothing is kept', () => {
  const good = `${DEMO.employer.code},2019,4,${A},ბერიძე,1000.00,196.00,20.00`;
  it.each([
    ['wrong columns', csv([good]).replace('last_name', 'surname'), 'REVENUE_COLUMNS_WRONG', { missing: 'last_name', unknown: 'surname' }],
    ['an unknown organization code', csv([good, `123456789,2019,4,${B},გელაშვილი,1.00,0.00,0.02`]), 'REVENUE_ORGANIZATION_UNKNOWN', { row: 3, column: 'organization_code', value: '123456789' }],
    ['a personal number of 10 digits', csv([good, `${DEMO.employer.code},2019,4,0200202020,გელაშვილი,1.00,0.00,0.02`]), 'REVENUE_PERSONAL_NUMBER_INVALID', { row: 3, column: 'personal_number', value: '0200202020' }],
    ['an amount that is not a number', csv([good, `${DEMO.employer.code},2019,4,${B},გელაშვილი,ათასი,0.00,0.02`]), 'REVENUE_AMOUNT_INVALID', { row: 3, column: 'gross_income', value: 'ათასი' }],
    ['a month to come', csv([`${DEMO.employer.code},2099,1,${B},გელაშვილი,1.00,0.00,0.02`]), 'REVENUE_PERIOD_INVALID', { row: 2, column: 'year', value: '2099' }],
    ['a quote not closed', csv([good, `${DEMO.employer.code},2019,4,${B},"გელაშვილი,1.00,0.00,0.02`]), 'REVENUE_CSV_MALFORMED', { line: 3 }],
    ['a header only', HEADER, 'REVENUE_FILE_EMPTY', {}],
    ['a file that is neither CSV nor Excel', Buffer.from([0x00, 0xff, 0xfe, 0x00, 0x41]), 'REVENUE_FILE_FORMAT', {}],
    ['a damaged workbook', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]), 'REVENUE_FILE_FORMAT', {}],
  ] as const)('%s', async (_, file, code, params) => {
    const before = await snapshot(ctx.db, [...TABLES]);
    const messages = new Set<string>();
    for (const lang of LANGS) {
      const body = expectResultError(await load(file, { lang }), 400, code, errorMessage(lang, code, params));
      messages.add(body.message);
    }
    expect(messages.size).toBe(3);
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('a request without the file is refused', async () => {
    expectResultError(await inj({ method: 'POST', url: `${OP}/revenue-service/filings`, token: operator, payload: {} }), 400, 'REVENUE_FILE_REQUIRED');
  });

  it('a bad year in the query is a field message', async () => {
    const res = await inj({ method: 'GET', url: `${F}/rs-pa-compare2a?year=abc`, token: employer });
    expect(res.statusCode).toBe(400);
  });
});

describe('demo data', () => {
  it("the demo employer's last 12 months differ from the Revenue Service in each kind, in closed months too; last month's saved declaration shows its difference before activation", async () => {
    const now = new Date(ctx.clock.now());
    const y = now.getUTCFullYear();
    const counts = { missingInDeclaration: 0, missingAtRevenueService: 0, amountsDiffer: 0 };
    let closedWithDifference = false;
    for (const yr of [y - 1, y]) {
      for (const m of (await year(employer, yr)).months) {
        for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] += m.totals.counts[k];
        if (m.declarationStatuses.includes('closed') && m.totals.counts.amountsDiffer + m.totals.counts.missingInDeclaration + m.totals.counts.missingAtRevenueService > 0) closedWithDifference = true;
      }
    }
    expect(counts.missingInDeclaration).toBeGreaterThan(0);
    expect(counts.missingAtRevenueService).toBeGreaterThan(0);
    expect(counts.amountsDiffer).toBeGreaterThan(0);
    expect(closedWithDifference).toBe(true);

    const saved = await ctx.db.selectFrom('declarations as d').innerJoin('organizations as o', 'o.id', 'd.organizationId').select('d.id').where('o.code', '=', DEMO.employer.code).where('d.status', '=', 'saved').executeTakeFirstOrThrow();
    const check = resultOf<DeclarationCheck>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${saved.id}/revenue-service-check`, token: employer }));
    expect(check.revenueLoaded).toBe(true);
    expect(check.differences.map((d) => d.kind)).toEqual(['amountsDiffer']);
  });
});
