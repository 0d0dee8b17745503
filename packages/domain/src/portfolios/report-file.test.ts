import { describe, expect, it } from 'vitest';
import { readPortfolioReport } from './report-file.ts';

const PORTFOLIOS = new Set(['balanced', 'growth']);
const TODAY = '2026-11-28';

const GOOD = [
  ['section', 'code', 'value'],
  ['portfolio', 'growth', ''],
  ['date', '', '2026-10-31'],
  ['unit_price', '', '1,234567'],
  ['net_assets', '', '1 250 000.5'],
  ['management_fee', '', '0.65'],
  ['asset_class', 'equities', '53'],
  ['asset_class', 'bonds', '24'],
  ['asset_class', 'deposits', '18.04'],
  ['asset_class', 'other', '4.96'],
  ['currency', 'GEL', '47'],
  ['currency', 'USD', '38'],
  ['currency', 'EUR', '15'],
  ['holding', 'iShares MSCI ACWI ETF', '21.4'],
  ['holding', 'Georgian Treasury bond 2031', 9.6],
];
const lines = (rows: unknown[][]) => rows.map((cells, i) => ({ line: i + 1, cells }));
const read = (rows: unknown[][]) => readPortfolioReport(lines(rows), PORTFOLIOS, TODAY);
const replace = (line: number, cells: unknown[]) => GOOD.map((r, i) => (i === line - 1 ? cells : r));

describe('readPortfolioReport', () => {
  it('reads a whole report, numbers written either way, the asset classes in their fixed order', () => {
    expect(read(GOOD)).toEqual({
      ok: true,
      lines: 14,
      report: {
        portfolioId: 'growth',
        asOf: '2026-10-31',
        year: 2026,
        month: 10,
        unitPrice: '1.234567',
        netAssets: '1250000.50',
        managementFee: '0.6500',
        assetClasses: [
          { code: 'deposits', share: '18.0400' },
          { code: 'bonds', share: '24.0000' },
          { code: 'equities', share: '53.0000' },
          { code: 'other', share: '4.9600' },
        ],
        currencies: [
          { code: 'GEL', share: '47.0000' },
          { code: 'USD', share: '38.0000' },
          { code: 'EUR', share: '15.0000' },
        ],
        holdings: [
          { code: 'iShares MSCI ACWI ETF', share: '21.4000' },
          { code: 'Georgian Treasury bond 2031', share: '9.6000' },
        ],
      },
    });
  });

  it.each([
    ['a wrong header', replace(1, ['section', 'name', 'value']), 1, 'code', 'reportColumns'],
    ['an extra column', replace(3, ['date', '', '2026-10-31', 'x']), 3, 'value', 'reportColumns'],
    ['an unknown portfolio', replace(2, ['portfolio', 'unknown', '']), 2, 'code', 'reportPortfolioUnknown'],
    ['a date in the future', replace(3, ['date', '', '2026-12-01']), 3, 'value', 'reportDate'],
    ['a date that is no day', replace(3, ['date', '', '2026-02-30']), 3, 'value', 'reportDate'],
    ['a serial day number with a fraction', replace(3, ['date', '', 46326.5]), 3, 'value', 'reportDate'],
    ['a unit price of zero', replace(4, ['unit_price', '', '0']), 4, 'value', 'unitPriceFormat'],
    ['negative net assets', replace(5, ['net_assets', '', '-1']), 5, 'value', 'reportAmount'],
    ['a fee of 100%', replace(6, ['management_fee', '', '100']), 6, 'value', 'reportShare'],
    ['an unknown section', replace(7, ['asset', 'equities', '53']), 7, 'section', 'reportSection'],
    ['an unknown asset class', replace(7, ['asset_class', 'crypto', '53']), 7, 'code', 'reportAssetClass'],
    ['a currency in lower case', replace(11, ['currency', 'gel', '47']), 11, 'code', 'reportCurrency'],
    ['a share above 100', replace(14, ['holding', 'X', '100.5']), 14, 'value', 'reportShare'],
    ['a share with 5 decimals', replace(14, ['holding', 'X', '1.00001']), 14, 'value', 'reportShare'],
    ['a holding without a name', replace(14, ['holding', '', '1']), 14, 'code', 'required'],
    ['an asset class twice', replace(8, ['asset_class', 'equities', '1']), 8, 'code', 'reportRepeated'],
    ['the date twice', replace(4, ['date', '', '2026-10-30']), 4, 'section', 'reportRepeated'],
    ['asset classes above 100%', replace(10, ['asset_class', 'other', '5.2']), 10, 'value', 'reportSharesTotal'],
    ['asset classes below 100%', replace(10, ['asset_class', 'other', '4.8']), 16, 'value', 'reportAssetClassesTotal'],
    ['currencies below 100%', replace(13, ['currency', 'EUR', '14']), 16, 'value', 'reportCurrenciesTotal'],
    ['no unit price', GOOD.filter((r) => r[0] !== 'unit_price'), 15, 'section', 'reportMissing'],
    ['no portfolio', GOOD.filter((r) => r[0] !== 'portfolio'), 15, 'code', 'reportMissing'],
    ['nothing but a header', [GOOD[0]!], 2, 'code', 'reportMissing'],
  ] as const)('refuses %s, naming line %i and column %s', (_name, rows, line, column, key) => {
    expect(read(rows as unknown[][])).toEqual({ ok: false, line, column, key });
  });

  it("reads a workbook's date cell given as its serial day number", () => {
    const r = read(replace(3, ['date', '', 46326]));
    expect(r.ok && r.report.asOf).toBe('2026-10-31');
  });

  it('accepts the rounding of a published report (within 0.10%) and refuses more than 10 holdings', () => {
    expect(read(replace(10, ['asset_class', 'other', '5.06'])).ok).toBe(true);
    const many = [...GOOD.slice(0, 13), ...Array.from({ length: 11 }, (_, i) => ['holding', `H${i}`, '1'])];
    expect(read(many)).toEqual({ ok: false, line: 24, column: 'section', key: 'reportTooManyHoldings' });
  });
});
