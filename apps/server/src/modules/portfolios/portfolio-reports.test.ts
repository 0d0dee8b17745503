import { errorMessage, formatMoneyPlain, parseUnitPrice, validationMessage, valueOf, type Lang, type ParticipantAccount, type ParticipantPortfolio, type PortfolioReportLoad, type RefreshResult, type LoginResult } from '@pensia/domain';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANT } from '../../db/seed/demo-participant.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

const OP = '/api/operator/v1';
const U = '/api/user/v1';
const LANGS: Lang[] = ['en', 'ka', 'ru'];
let ctx: TestContext;
let operator: string;
let employer: string;

const REPORT = [
  ['section', 'code', 'value'],
  ['portfolio', 'growth', ''],
  ['date', '', '2020-06-30'],
  ['unit_price', '', '1.111111'],
  ['net_assets', '', '95000000'],
  ['management_fee', '', '0.65'],
  ['asset_class', 'deposits', '18'],
  ['asset_class', 'bonds', '24'],
  ['asset_class', 'equities', '53'],
  ['asset_class', 'other', '5'],
  ['currency', 'GEL', '47'],
  ['currency', 'USD', '53'],
  ['holding', 'iShares MSCI ACWI ETF, "Acc"', '21.4'],
];
const csvOf = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('report');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const load = (content: Buffer | string, name: string, lang: Lang = 'en', token = operator) => {
  const form = multipart({}, [{ name, content, contentType: 'application/octet-stream', field: 'file' }]);
  return ctx.inject({ method: 'POST', url: `${OP}/portfolio-reports`, token, payload: form.payload, headers: { ...form.headers, 'accept-language': lang } });
};

async function tables() {
  const out: Record<string, unknown[]> = {};
  for (const t of ['portfolio_reports', 'portfolio_report_lines', 'portfolio_report_loads', 'portfolio_prices', 'unit_prices']) {
    out[t] = (await sql.raw(`select * from ${t}`).execute(ctx.db)).rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login()).accessToken;
});
afterAll(async () => ctx?.close());

describe('loading a monthly report', () => {
  it('keeps a CSV report whole: its allocation, holdings and unit price, listed in the loads', async () => {
    const loaded = resultOf<PortfolioReportLoad>(await load(csvOf(REPORT), 'growth-2020-06.csv'));
    expect(loaded).toMatchObject({ fileName: 'growth-2020-06.csv', format: 'csv', portfolioId: 'growth', year: 2020, month: 6, lines: 12, replaced: false, loadedBy: 'operator', portfolioName: { ka: 'ზრდაზე ორიენტირებული', en: 'Growth', ru: 'Ориентированный на рост' } });
    const { rows } = await sql<{ kind: string; code: string; share: string }>`select kind, code, share::text as share from portfolio_report_lines where portfolio_id = 'growth' and year = 2020 and month = 6 order by kind, ordinal`.execute(ctx.db);
    expect(rows.filter((r) => r.kind === 'holding')).toEqual([{ kind: 'holding', code: 'iShares MSCI ACWI ETF, "Acc"', share: '21.4000' }]);
    expect(rows.filter((r) => r.kind === 'currency').map((r) => [r.code, r.share])).toEqual([['GEL', '47.0000'], ['USD', '53.0000']]);
    const { rows: price } = await sql<{ price: string }>`select price::text as price from portfolio_prices where portfolio_id = 'growth' and date = '2020-06-30'`.execute(ctx.db);
    expect(price).toEqual([{ price: '1.111111' }]);
    const page = resultOf<{ items: PortfolioReportLoad[]; totalCount: number }>(await ctx.inject({ method: 'GET', url: `${OP}/portfolio-reports/loads?pageSize=5`, token: operator }));
    expect(page.items[0]).toEqual(loaded);
  });

  it('takes the same report from a workbook, a date cell and number cells included, and replaces the month', async () => {
    const rows: unknown[][] = REPORT.map((r) => [...r]);
    rows[2] = ['date', null, new Date(Date.UTC(2020, 5, 30))];
    rows[3] = ['unit_price', null, 1.2];
    rows[6] = ['asset_class', 'deposits', 18];
    const loaded = resultOf<PortfolioReportLoad>(await load(await workbookOf(rows), 'growth.xlsx'));
    expect(loaded).toMatchObject({ format: 'xlsx', year: 2020, month: 6, replaced: true });
    const { rows: reports } = await sql<{ n: number; price: string }>`select count(*)::int as n, max(unit_price)::text as price from portfolio_reports where portfolio_id = 'growth' and year = 2020 and month = 6`.execute(ctx.db);
    expect(reports).toEqual([{ n: 1, price: '1.200000' }]);
  });

  it('takes a workbook saved by LibreOffice Calc as it takes the CSV the workbook was made from', async () => {
    const dir = new URL('./test-files/', import.meta.url);
    const kept = async () => ({
      report: (await sql`select as_of::text as "asOf", unit_price::text as price, net_assets::text as assets, management_fee::text as fee from portfolio_reports where portfolio_id = 'growth' and year = 2019 and month = 3`.execute(ctx.db)).rows,
      lines: (await sql`select kind, ordinal, code, share::text as share from portfolio_report_lines where portfolio_id = 'growth' and year = 2019 and month = 3 order by kind, ordinal`.execute(ctx.db)).rows,
    });
    const fromCsv = resultOf<PortfolioReportLoad>(await load(readFileSync(new URL('growth-2019-03.csv', dir)), 'growth-2019-03.csv'));
    expect(fromCsv).toMatchObject({ format: 'csv', year: 2019, month: 3, lines: 15 });
    const csv = await kept();
    expect(csv.report).toEqual([{ asOf: '2019-03-29', price: '0.987654', assets: '62500000.00', fee: '0.6500' }]);
    expect(csv.lines.filter((l) => (l as { kind: string }).kind === 'holding').map((l) => (l as { code: string }).code)).toContain('Georgian Treasury bond 2031, 9.5%');
    const fromCalc = resultOf<PortfolioReportLoad>(await load(readFileSync(new URL('growth-2019-03.libreoffice.xlsx', dir)), 'growth-2019-03.xlsx'));
    expect(fromCalc).toMatchObject({ format: 'xlsx', year: 2019, month: 3, lines: 15, replaced: true });
    expect(await kept()).toEqual(csv);
  });

  it("writes the default portfolio's report price as the agency's unit price of its date", async () => {
    const rows = REPORT.map((r) => (r[0] === 'portfolio' ? ['portfolio', 'balanced', ''] : r));
    resultOf(await load(csvOf(rows), 'balanced.csv'));
    const { rows: price } = await sql<{ price: string }>`select price::text as price from unit_prices where date = '2020-06-30'`.execute(ctx.db);
    expect(price).toEqual([{ price: '1.111111' }]);
  });

  it('refuses a wrong file whole, naming the line and column, in every language, keeping nothing but the refusal in the loads', async () => {
    const cases: [Buffer | string, string, number, string, string][] = [
      [csvOf(REPORT.map((r) => (r[1] === 'bonds' ? ['asset_class', 'bonds', 'x'] : r))), 'a.csv', 8, 'value', 'reportShare'],
      [csvOf(REPORT.filter((r) => r[0] !== 'unit_price')), 'a.csv', 13, 'section', 'reportMissing'],
      [await workbookOf(REPORT.map((r) => (r[0] === 'portfolio' ? ['portfolio', 'nothing', ''] : r))), 'a.xlsx', 2, 'code', 'reportPortfolioUnknown'],
    ];
    const before = await tables();
    const loadsBefore = before.portfolio_report_loads!.length;
    for (const [content, name, line, column, key] of cases) {
      for (const lang of LANGS) {
        const body = expectResultError(await load(content, name, lang), 400, 'PORTFOLIO_REPORT_INVALID', errorMessage(lang, 'PORTFOLIO_REPORT_INVALID', { line, column }));
        expect(body.result?.messages[`line ${line}: ${column}`]).toBe(validationMessage(lang, key as never));
      }
    }
    for (const lang of LANGS) {
      expectResultError(await load(Buffer.from([0xff, 0xfe, 0x00, 0x41]), 'a.csv', lang), 400, 'PORTFOLIO_REPORT_FILE_FORMAT', errorMessage(lang, 'PORTFOLIO_REPORT_FILE_FORMAT'));
      expectResultError(await load('section,code,value\r\nportfolio,"growth\r\n', 'a.csv', lang), 400, 'PORTFOLIO_REPORT_CSV_MALFORMED', errorMessage(lang, 'PORTFOLIO_REPORT_CSV_MALFORMED', { line: 2 }));
    }
    expectResultError(await load(csvOf(REPORT), 'a.csv', 'en', employer), 403, 'FORBIDDEN');
    const after = await tables();
    expect({ ...after, portfolio_report_loads: [] }).toEqual({ ...before, portfolio_report_loads: [] });
    // every refusal is in the loads' history with its reason, in the reader's language
    expect(after.portfolio_report_loads!.length - loadsBefore).toBe(cases.length * LANGS.length + 2 * LANGS.length);
    for (const lang of LANGS) {
      const page = resultOf<{ items: PortfolioReportLoad[] }>(await ctx.inject({ method: 'GET', url: `${OP}/portfolio-reports/loads?pageSize=50`, token: operator, headers: { 'accept-language': lang } }));
      const first = page.items.find((i) => i.refusal?.includes(validationMessage(lang, 'reportShare')));
      expect(first).toMatchObject({ kind: 'report', status: 'refused', fileName: 'a.csv', portfolioId: null, year: null, lines: null, loadedBy: 'operator' });
      expect(first!.refusal).toBe(`${errorMessage(lang, 'PORTFOLIO_REPORT_INVALID', { line: 8, column: 'value' })} ${validationMessage(lang, 'reportShare')}`);
      expect(page.items[0]!.refusal).toBe(errorMessage(lang, 'PORTFOLIO_REPORT_CSV_MALFORMED', { line: 2 }));
    }
  });
});

describe('loading inflation figures', () => {
  const loadInflation = (content: string | Buffer, lang: Lang = 'en', name = 'cpi.csv', contentType = 'text/csv') => {
    const form = multipart({}, [{ name, content, contentType, field: 'file' }]);
    return ctx.inject({ method: 'POST', url: `${OP}/portfolio-reports/inflation`, token: operator, payload: form.payload, headers: { ...form.headers, 'accept-language': lang } });
  };
  const rate = async (year: number, month: number) =>
    (await sql<{ r: string }>`select year_on_year::text as r from inflation_rates where year = ${year} and month = ${month}`.execute(ctx.db)).rows[0]?.r;

  it("keeps the months' year-on-year figures, replacing a month given again, and lists the load", async () => {
    expect(await rate(2025, 10)).toBe('5.20'); // the demo's Geostat figure
    const loaded = resultOf<PortfolioReportLoad>(await loadInflation('month,year_on_year\r\n2019-12,"1,5"\r\n2025-10,5.3\r\n2019-11,-0.25'));
    expect(loaded).toMatchObject({ kind: 'inflation', status: 'loaded', firstMonth: '2019-11', year: 2025, month: 10, lines: 3, replaced: true, portfolioId: null, refusal: null });
    expect([await rate(2019, 11), await rate(2019, 12), await rate(2025, 10)]).toEqual(['-0.25', '1.50', '5.30']);
    await sql`update inflation_rates set year_on_year = 5.2, load_id = null where year = 2025 and month = 10`.execute(ctx.db);
    const page = resultOf<{ items: PortfolioReportLoad[] }>(await ctx.inject({ method: 'GET', url: `${OP}/portfolio-reports/loads?pageSize=1`, token: operator }));
    expect(page.items[0]).toEqual(loaded);
  });

  it('takes a workbook saved by LibreOffice Calc (figures as number cells, one with a decimal comma kept as text) as it takes the CSV it was made from', async () => {
    const dir = new URL('./test-files/', import.meta.url);
    const months = async () =>
      (await sql<{ m: string; r: string }>`select year || '-' || lpad(month::text, 2, '0') as m, year_on_year::text as r from inflation_rates where (year, month) between (2024, 10) and (2025, 3) order by year, month`.execute(ctx.db)).rows;
    const fromCsv = resultOf<PortfolioReportLoad>(await loadInflation(readFileSync(new URL('cpi-2024-10-to-2025-03.csv', dir)), 'en', 'cpi.csv'));
    expect(fromCsv).toMatchObject({ kind: 'inflation', status: 'loaded', format: 'csv', firstMonth: '2024-10', year: 2025, month: 3, lines: 6 });
    const csv = await months();
    expect(csv).toEqual([
      { m: '2024-10', r: '0.30' }, { m: '2024-11', r: '1.30' }, { m: '2024-12', r: '1.90' },
      { m: '2025-01', r: '2.00' }, { m: '2025-02', r: '2.40' }, { m: '2025-03', r: '3.50' },
    ]);
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const fromCalc = resultOf<PortfolioReportLoad>(await loadInflation(readFileSync(new URL('cpi-2024-10-to-2025-03.libreoffice.xlsx', dir)), 'en', 'cpi.xlsx', xlsx));
    expect(fromCalc).toMatchObject({ kind: 'inflation', status: 'loaded', format: 'xlsx', firstMonth: '2024-10', year: 2025, month: 3, lines: 6, replaced: true });
    expect(await months()).toEqual(csv);
  });

  it('refuses a wrong file whole, naming line and column, and keeps the refusal in the loads', async () => {
    for (const lang of LANGS) {
      const body = expectResultError(await loadInflation('month,year_on_year\r\n2024-01,0.1\r\n2024-13,2', lang), 400, 'PORTFOLIO_REPORT_INVALID', errorMessage(lang, 'PORTFOLIO_REPORT_INVALID', { line: 3, column: 'month' }));
      expect(body.result?.messages['line 3: month']).toBe(validationMessage(lang, 'inflationMonth'));
    }
    expect(await rate(2024, 1)).toBe('0.00');
    const page = resultOf<{ items: PortfolioReportLoad[] }>(await ctx.inject({ method: 'GET', url: `${OP}/portfolio-reports/loads?pageSize=1`, token: operator }));
    expect(page.items[0]).toMatchObject({ kind: 'inflation', status: 'refused', refusal: `${errorMessage('ka', 'PORTFOLIO_REPORT_INVALID', { line: 3, column: 'month' })} ${validationMessage('ka', 'inflationMonth')}` });
  });
});

describe("the participant's portfolio", () => {
  async function participantToken() {
    const post = (url: string, payload: unknown) => ctx.inject({ method: 'POST', url, payload: payload as never });
    const login = resultOf<LoginResult>(await post(`${U}/auth/application-user`, { username: DEMO_PARTICIPANT.username, password: DEMO_PARTICIPANT.password }));
    return resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken })).accessToken!;
  }

  it('answers the default portfolio with its latest report, its returns from the unit prices and the participant own return', async () => {
    const token = await participantToken();
    const p = resultOf<ParticipantPortfolio>(await ctx.inject({ method: 'GET', url: `${U}/participant/portfolio`, token }));
    expect(p.portfolio).toMatchObject({ id: 'balanced', isDefault: true, riskLevel: 2, name: { ka: 'დაბალანსებული', en: 'Balanced', ru: 'Сбалансированный' } });
    expect(p.since).toBeNull();
    expect(p.others.map((o) => o.id)).toEqual(['conservative', 'growth']);
    expect(p.report?.assetClasses.map((a) => a.code)).toEqual(['deposits', 'bonds', 'equities', 'other']);
    expect(p.report?.holdings.length).toBeGreaterThan(0);
    // the demo's prices rise 0.55% a month: a month's return is 0.55%, all four periods are there
    expect(p.returns.map((r) => r.period)).toEqual(['oneMonth', 'oneYear', 'threeYears', 'sinceStart']);
    expect(p.returns[0]!.cumulative).toBe('0.55');
    expect(Number(p.ownReturn!.cumulative)).toBeGreaterThan(0);
    expect(p.ownReturn!.to).toBe(p.returns[0]!.to);
    // inflation beside each return, over as many months, to the latest Geostat month published by then
    expect(p.inflation.map((i) => i.period)).toEqual(p.returns.map((r) => r.period).filter((x) => x !== 'sinceStart' || p.inflation.some((i) => i.period === x)));
    expect(p.inflation.find((i) => i.period === 'oneYear')).toMatchObject({ from: '2025-01', to: '2026-01', cumulative: '4.80', perYear: null });
  });

  it('answers another portfolio once the participant is in it, and nobody but a participant', async () => {
    await sql`insert into participant_portfolios (personal_number, portfolio_id, since) values (${DEMO_PARTICIPANT.personalNumber}, 'growth', '2026-01-31')`.execute(ctx.db);
    const token = await participantToken();
    const p = resultOf<ParticipantPortfolio>(await ctx.inject({ method: 'GET', url: `${U}/participant/portfolio`, token }));
    expect(p).toMatchObject({ portfolio: { id: 'growth', riskLevel: 3 }, since: '2026-01-31' });
    expect(p.report?.currencies.map((c) => c.code)).toEqual(['GEL', 'USD', 'EUR']);
    // the account is valued at the growth portfolio's latest unit price, not the agency's
    const growth = (await sql<{ date: string; price: string }>`select date::text as date, price::text as price from portfolio_prices where portfolio_id = 'growth' and date <= current_date order by date desc limit 1`.execute(ctx.db)).rows[0]!;
    const a = resultOf<ParticipantAccount>(await ctx.inject({ method: 'GET', url: `${U}/participant/account`, token }));
    expect({ price: a.unitPrice, date: a.unitPriceDate }).toEqual({ price: growth.price, date: growth.date });
    expect(a.savings).toBe(formatMoneyPlain(valueOf(parseUnitPrice(a.units)!, parseUnitPrice(growth.price)!)));
    expect(a.priceHistory.at(-1)).toEqual({ date: growth.date, price: growth.price });
    expectResultError(await ctx.inject({ method: 'GET', url: `${U}/participant/portfolio`, token: employer }), 403, 'FORBIDDEN');
  });
});
