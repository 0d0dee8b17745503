import { describe, expect, it } from 'vitest';
import { columnKey, headerPositions, isBlankLine, readRevenueRow, REVENUE_FILE_COLUMNS } from './revenue-file.ts';

const TODAY = { year: 2026, month: 11 };
const positions = (() => {
  const h = headerPositions(REVENUE_FILE_COLUMNS);
  if (!h.ok) throw new Error('layout');
  return h.positions;
})();
const good = ['204567890', '2026', '10', '01001000001', 'ბერიძე', '1000.00', '196.00', '20.00'];
const withCell = (at: number, value: unknown) => good.map((v, i) => (i === at ? value : v));

describe('the header line', () => {
  it('finds the columns in any order, case, spaces and hyphens ignored, a BOM dropped', () => {
    expect(columnKey('\uFEFF Organization Code ')).toBe('organization_code');
    expect(columnKey('pension-contribution')).toBe('pension_contribution');
    const h = headerPositions(['Year', 'MONTH', 'organization_code', 'personal number', 'last_name', 'gross_income', 'income_tax', 'pension_contribution']);
    expect(h).toEqual({ ok: true, positions: expect.objectContaining({ year: 0, month: 1, organization_code: 2, personal_number: 3 }) });
  });

  it('names the columns missing and those not of the layout', () => {
    expect(headerPositions(['organization_code', 'year', 'month', 'personal_number', 'surname', 'gross_income', 'income_tax'])).toEqual({
      ok: false,
      missing: ['last_name', 'pension_contribution'],
      unknown: ['surname'],
    });
    expect(headerPositions([...REVENUE_FILE_COLUMNS, 'Year'])).toEqual({ ok: false, missing: [], unknown: ['year'] });
  });
});

describe('a data row', () => {
  it('is read into tetri, the line number kept', () => {
    expect(readRevenueRow(good, positions, 7, TODAY)).toEqual({
      ok: true,
      row: { line: 7, organizationCode: '204567890', year: 2026, month: 10, personalNumber: '01001000001', lastName: 'ბერიძე', grossIncome: 100000n, incomeTax: 19600n, pensionContribution: 2000n },
    });
  });

  it('takes the numbers of an Excel cell and decimal commas', () => {
    const r = readRevenueRow([204567890, 2025, 12, 12345678901, 'Beridze', 1234.5, '246,90', 0], positions, 2, TODAY);
    expect(r).toMatchObject({ ok: true, row: { organizationCode: '204567890', year: 2025, month: 12, personalNumber: '12345678901', grossIncome: 123450n, incomeTax: 24690n, pensionContribution: 0n } });
  });

  it.each([
    ['an organization code of 8 digits', 0, '20456789', 'REVENUE_ORGANIZATION_UNKNOWN', 'organization_code'],
    ['a year before the scheme', 1, '2017', 'REVENUE_PERIOD_INVALID', 'year'],
    ['a year to come', 1, '2027', 'REVENUE_PERIOD_INVALID', 'year'],
    ['a year in words', 1, 'twenty', 'REVENUE_PERIOD_INVALID', 'year'],
    ['month 13', 2, '13', 'REVENUE_PERIOD_INVALID', 'month'],
    ['the month not yet over', 2, '11', 'REVENUE_PERIOD_INVALID', 'month'],
    ['a personal number of 10 digits', 3, '0100100000', 'REVENUE_PERSONAL_NUMBER_INVALID', 'personal_number'],
    ['a personal number with a letter', 3, '0100100000A', 'REVENUE_PERSONAL_NUMBER_INVALID', 'personal_number'],
    ['no last name', 4, '  ', 'REVENUE_LAST_NAME_INVALID', 'last_name'],
    ['an income in words', 5, 'ათასი', 'REVENUE_AMOUNT_INVALID', 'gross_income'],
    ['a negative income tax', 6, '-5', 'REVENUE_AMOUNT_INVALID', 'income_tax'],
    ['a contribution with three decimals', 7, '20.001', 'REVENUE_AMOUNT_INVALID', 'pension_contribution'],
    ['a blank contribution', 7, '', 'REVENUE_AMOUNT_INVALID', 'pension_contribution'],
  ] as const)('refuses %s, naming the row and the column', (_, at, value, code, column) => {
    expect(readRevenueRow(withCell(at, value), positions, 12, TODAY)).toEqual({ ok: false, code, params: { row: 12, column, value: String(value).trim() } });
  });

  it('a line of empty cells is blank', () => {
    expect(isBlankLine(['', null, undefined, '  '])).toBe(true);
    expect(isBlankLine(['', '1'])).toBe(false);
  });
});
