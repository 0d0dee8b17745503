import { randomUUID } from 'node:crypto';
import { errorMessage, LANGS, parseMoney, validationMessage, type DetailedBalance, type TransactionsPage } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, F, row, W, type Decl } from '../../test/declarations.ts';
import { API, expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { recordContributionDue, recordPayment } from './ledger.service.ts';
import { pdfText } from '../../test/pdf-text.ts';

const LIST = `${F}/declarations/org-transactions-list`;
const ORDER = '/api/front-office/v1/statements/download-org-order-file';

let ctx: TestContext;
let e1: { accessToken: string; userId: string };
let e2: { accessToken: string; userId: string };
let org2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  e1 = await ctx.login();
  e2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
  org2 = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
  // three payments and a contribution of 2019, before any demo data
  const pay = (number: string, paidAt: string, amount: bigint, bankName: string) =>
    recordPayment(ctx.db, ctx.clock.now(), { organizationId: org2, number, paidAt, bankName, accountNumber: 'GE60TB0000000000000001', amount, reason: `საპენსიო შენატანი ${number}` });
  await pay('TX-2019-1', '2019-01-10', 100_00n, 'თიბისი ბანკი');
  await pay('TX-2019-2', '2019-02-15', 250_50n, 'საქართველოს ბანკი');
  await pay('TX-2019-3', '2019-03-20', 1_000_00n, 'თიბისი ბანკი');
  await recordContributionDue(ctx.db, { organizationId: org2, declarationId: randomUUID(), totalAmount: '75.25', activatedAt: new Date('2019-02-01T08:00:00Z'), createdBy: null });
}, 180_000);
afterAll(async () => ctx?.close());

const list = (query: string, user = e2, lang = 'en') => ctx.inject({ method: 'GET', url: `${LIST}?${query}`, token: user.accessToken, headers: { 'accept-language': lang } });

describe('GET declarations/org-transactions-list', () => {
  it('a page of the organization\'s payments, newest first, every field, with the sums of the filter', async () => {
    const page = resultOf<TransactionsPage>(await list('dateFrom=2019-01-01&dateTo=2019-12-31&pageSize=2'));
    expect(page.totalCount).toBe(3);
    expect(page.items.map((t) => t.number)).toEqual(['TX-2019-3', 'TX-2019-2']);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      number: 'TX-2019-3',
      paidAt: '2019-03-20',
      registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      bankName: 'თიბისი ბანკი',
      accountNumber: 'GE60TB0000000000000001',
      amount: '1000.00',
      reason: 'საპენსიო შენატანი TX-2019-3',
    });
    expect(page.sums).toEqual({ transactions: '1350.50', contributions: '75.25' });
    expect(page.banks).toEqual(expect.arrayContaining(['თიბისი ბანკი', 'საქართველოს ბანკი']));
    const second = resultOf<TransactionsPage>(await list('dateFrom=2019-01-01&dateTo=2019-12-31&pageSize=2&pageNumber=2'));
    expect(second.items.map((t) => t.number)).toEqual(['TX-2019-1']);
  });

  it('filters by date range, amount and bank, the sums following', async () => {
    const feb = resultOf<TransactionsPage>(await list('dateFrom=2019-02-01&dateTo=2019-02-28'));
    expect(feb.items.map((t) => t.number)).toEqual(['TX-2019-2']);
    expect(feb.sums).toEqual({ transactions: '250.50', contributions: '75.25' });
    const march = resultOf<TransactionsPage>(await list('dateFrom=2019-03-01&dateTo=2019-03-31'));
    expect(march.sums).toEqual({ transactions: '1000.00', contributions: '0.00' });
    const amounts = resultOf<TransactionsPage>(await list('dateTo=2019-12-31&amountFrom=100.01&amountTo=1000'));
    expect(amounts.items.map((t) => t.number)).toEqual(['TX-2019-3', 'TX-2019-2']);
    const exact = resultOf<TransactionsPage>(await list('dateTo=2019-12-31&amountFrom=100&amountTo=100'));
    expect(exact.items.map((t) => t.number)).toEqual(['TX-2019-1']);
    const bank = resultOf<TransactionsPage>(await list(`dateTo=2019-12-31&bankName=${encodeURIComponent('თიბისი ბანკი')}`));
    expect(bank.items.map((t) => t.number)).toEqual(['TX-2019-3', 'TX-2019-1']);
    expect(bank.sums.transactions).toBe('1100.00');
    // no filter: every payment, the demo's included
    const all = resultOf<TransactionsPage>(await list(''));
    expect(all.totalCount).toBeGreaterThan(3);
    // the banks offered are those of every payment of the organization, whatever the filter: distinct, by name
    const { rows } = await sql<{ bankName: string }>`select distinct bank_name as "bankName" from transactions where organization_id = ${org2} order by 1`.execute(ctx.db);
    expect(all.banks).toEqual(rows.map((r) => r.bankName));
    for (const filtered of [feb, march, amounts, exact, bank]) expect(filtered.banks).toEqual(all.banks);
  });

  it('another organization sees none of these payments', async () => {
    const other = resultOf<TransactionsPage>(await list('dateFrom=2019-01-01&dateTo=2019-12-31', e1));
    expect(other.totalCount).toBe(0);
    expect(other.sums).toEqual({ transactions: '0.00', contributions: '0.00' });
    expect(JSON.stringify(other)).not.toContain('TX-2019');
    const all = resultOf<TransactionsPage>(await list('pageSize=200', e1));
    expect(all.items.some((t) => t.number.startsWith('TX-2019'))).toBe(false);
    expectResultError(await ctx.inject({ method: 'GET', url: LIST }), 401, 'UNAUTHORIZED');
  });

  it('bad filter input is refused in the user\'s language', async () => {
    for (const lang of LANGS) {
      const check = async (query: string, field: string, key: Parameters<typeof validationMessage>[1]) => {
        const bad = expectResultError(await list(query, e2, lang), 400, 'VALIDATION_FAILED');
        expect(bad.result?.messages[field]).toBe(validationMessage(lang, key));
      };
      await check('dateFrom=2019-02-30', 'dateFrom', 'dateFormat');
      await check('dateTo=10.02.2019', 'dateTo', 'dateFormat');
      await check('dateFrom=2019-03-01&dateTo=2019-02-01', 'dateTo', 'dateRangeOrder');
      await check('amountFrom=abc', 'amountFrom', 'numeric');
      await check('amountFrom=1.005', 'amountFrom', 'twoDecimals');
      await check('amountTo=-5', 'amountTo', 'notNegative');
      await check('amountFrom=100&amountTo=50', 'amountTo', 'amountRangeOrder');
    }
    expectResultError(await list('pageSize=100000'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET declarations/org-transactions-list/export', () => {
  it('the payments of the filter as a workbook in the user\'s language: real dates dd.mm.yyyy, amounts as numbers, the sums', async () => {
    for (const [lang, header] of [['ka', 'ნომერი'], ['en', 'Number'], ['ru', 'Номер']] as const) {
      const res = await ctx.inject({ method: 'GET', url: `${LIST}/export?dateFrom=2019-01-01&dateTo=2019-12-31`, token: e2.accessToken, headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="transactions-.*\.xlsx"/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      const sheet = wb.worksheets[0]!;
      expect(sheet.getCell('A1').value).toBe(header);
      expect(sheet.getCell('A2').value).toBe('TX-2019-3');
      const paid = sheet.getCell('B2');
      expect(paid.value).toEqual(new Date(Date.UTC(2019, 2, 20)));
      expect(paid.numFmt).toBe('dd.mm.yyyy');
      expect(sheet.getCell('F2').value).toBe(1000);
      expect(sheet.getCell('F3').value).toBe(250.5);
      expect(sheet.getCell('D3').value).toBe('საქართველოს ბანკი');
      expect(sheet.getCell('A4').value).toBe('TX-2019-1');
      // an empty row, then the sums
      expect(sheet.getCell('F6').value).toBe(1350.5);
      expect(sheet.getCell('F7').value).toBe(75.25);
    }
    expectResultError(await ctx.inject({ method: 'GET', url: `${LIST}/export?dateFrom=x`, token: e2.accessToken }), 400, 'VALIDATION_FAILED');
    const other = await ctx.inject({ method: 'GET', url: `${LIST}/export?dateFrom=2019-01-01&dateTo=2019-12-31`, token: e1.accessToken });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(other.rawPayload as never);
    expect(wb.worksheets[0]!.getCell('A2').value).toBeNull();
  });
});

describe('GET users/{id}/detailed-balance/export', () => {
  it('the months (declared, paid, fines, refunds, running balance) as a workbook in the user\'s language', async () => {
    const b = resultOf<DetailedBalance>(await ctx.inject({ method: 'GET', url: API.balance(e2.userId), token: e2.accessToken }));
    const res = await ctx.inject({ method: 'GET', url: `${API.balance(e2.userId)}/export`, token: e2.accessToken, headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const sheet = wb.worksheets[0]!;
    expect([1, 2, 3, 4, 5, 6].map((c) => sheet.getRow(1).getCell(c).value)).toEqual(['Месяц', 'Задекларировано', 'Оплачено', 'Штрафы', 'Возвраты', 'Сальдо']);
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2019, 0, 1)));
    expect(sheet.getCell('A2').numFmt).toBe('mm.yyyy');
    expect(sheet.getCell('C2').value).toBe(100);
    expect(sheet.getCell('B3').value).toBe(75.25);
    expect(sheet.actualRowCount).toBe(b.months.length + 1);
    expect(sheet.getRow(b.months.length + 1).getCell(6).value).toBe(Number(b.totalBalance));
    expectResultError(await ctx.inject({ method: 'GET', url: `${API.balance(e2.userId)}/export`, token: e1.accessToken }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await ctx.inject({ method: 'GET', url: `${API.balance(e1.userId)}/export?organizationCode=${DEMO.employer2.code}`, token: e1.accessToken }), 404, 'RECORD_NOT_FOUND');
  });
});

describe('GET statements/download-org-order-file', () => {
  let small: Decl;
  let large: Decl;
  let fine: { id: string; number: string };

  beforeAll(async () => {
    const activate = async (month: number, gross: string) => {
      const d = await createDeclaration(ctx, e2.accessToken, { year: 2025, month });
      await addRow(ctx, e2.accessToken, d.id, row('11100000001', gross));
      return resultOf<Decl>(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: e2.accessToken }));
    };
    small = await activate(6, '1000.00');
    large = await activate(7, '500000.00');
    const op = (await operatorLogin(ctx)).accessToken;
    fine = resultOf<{ id: string; number: string }>(await ctx.inject({ method: 'POST', url: '/api/operator/v1/fines', token: op, payload: { organizationCode: DEMO.employer2.code, amount: '500', reason: 'late', declarationId: large.id } }));
  }, 120_000);

  const order = (id: string, type: string, user = e2, lang = 'en') => ctx.inject({ method: 'GET', url: `${ORDER}?documentNumberId=${id}&documentType=${type}`, token: user.accessToken, headers: { 'accept-language': lang } });

  it('a PDF for what the declaration still owes, its Georgian purpose with the number and the organization\'s code extractable as text', async () => {
    const balance = resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token: e2.accessToken }));
    const deficit = -parseMoney(balance.totalBalance)!;
    expect(deficit).toBeGreaterThan(500_00n);
    const total = parseMoney(large.totals.totalContribution)!;
    // the fine is the newest obligation: 500.00 of the deficit is its, the rest falls on the declaration
    const owed = deficit - 500_00n < total ? deficit - 500_00n : total;
    const res = await order(large.id, 'declaration');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payment-order-\d+\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const number = (await ctx.db.selectFrom('declarations').select('number').where('id', '=', large.id).executeTakeFirstOrThrow()).number;
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('საგადახდო დავალება');
    expect(text).toContain(`საპენსიო შენატანი, დეკლარაცია ${number} (07.2025), ორგანიზაციის კოდი ${DEMO.employer2.code}`);
    const amount = `${owed / 100n}.${String(owed % 100n).padStart(2, '0')} GEL`;
    expect(text).toContain(amount);
    expect(text).toContain('GE90 NB00 0000 0000 7070 17');
    expect(text).toContain('300773150');
    // the code the bank-statement matching reads: 9 or 11 digits, standing alone in the purpose
    expect(text).toMatch(new RegExp(`(?<!\\d)${DEMO.employer2.code}(?!\\d)`));
  });

  it('a fine in force that is payable has its order too', async () => {
    const res = await order(fine.id, 'fine');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`ჯარიმა ${fine.number}, ორგანიზაციის კოდი ${DEMO.employer2.code}`);
    expect(text).toContain('500.00 GEL');
  });

  it('a declaration the payments already cover owes nothing: a clear message in the user\'s language', async () => {
    for (const lang of LANGS) expectResultError(await order(small.id, 'declaration', e2, lang), 409, 'NOTHING_OWED', errorMessage(lang, 'NOTHING_OWED'));
  });

  it('another organization\'s declaration or fine, an unknown id, a fine asked as a declaration: 404; bad input: 400', async () => {
    for (const lang of LANGS) {
      const res = await order(large.id, 'declaration', e1, lang);
      const body = expectResultError(res, 404, 'RECORD_NOT_FOUND', errorMessage(lang, 'RECORD_NOT_FOUND'));
      expect(JSON.stringify(body)).not.toContain(DEMO.employer2.code);
    }
    expectResultError(await order(fine.id, 'fine', e1), 404, 'RECORD_NOT_FOUND');
    expectResultError(await order(randomUUID(), 'declaration'), 404, 'RECORD_NOT_FOUND');
    expectResultError(await order(fine.id, 'declaration'), 404, 'RECORD_NOT_FOUND');
    expectResultError(await order('not-a-uuid', 'declaration'), 400, 'VALIDATION_FAILED');
    const badType = expectResultError(await order(large.id, 'invoice', e2, 'ka'), 400, 'VALIDATION_FAILED');
    expect(badType.result?.messages.documentType).toBe(validationMessage('ka', 'invalidType'));
    expectResultError(await ctx.inject({ method: 'GET', url: `${ORDER}?documentNumberId=${large.id}&documentType=declaration` }), 401, 'UNAUTHORIZED');
  });
});
