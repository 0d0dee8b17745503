import { describe, expect, it } from 'vitest';
import { compareFilings, comparisonTotals, differenceKind, type SideRow } from './comparison.ts';

const t = (gel: number) => BigInt(Math.round(gel * 100));
const side = (month: number, personalNumber: string, income: number, contribution: number, more: Partial<SideRow> = {}): SideRow => ({
  month,
  personalNumber,
  lastName: 'ბერიძე',
  income: t(income),
  contribution: t(contribution),
  incomeTax: null,
  ...more,
});

describe('differenceKind', () => {
  it.each([
    ['both sides agree', { income: t(1000), contribution: t(20) }, { income: t(1000), contribution: t(20) }, 'same'],
    ['declared, not at the Revenue Service', { income: t(1000), contribution: t(20) }, null, 'missingAtRevenueService'],
    ['at the Revenue Service, not declared', null, { income: t(1000), contribution: t(20) }, 'missingInDeclaration'],
    ['income differs', { income: t(1000), contribution: t(20) }, { income: t(1200), contribution: t(20) }, 'amountsDiffer'],
    ['contribution differs by one tetri', { income: t(1000), contribution: t(20) }, { income: t(1000), contribution: t(20.01) }, 'amountsDiffer'],
    ['declared with zeros only counts as not declared', { income: 0n, contribution: 0n }, { income: t(500), contribution: t(10) }, 'missingInDeclaration'],
    ['the Revenue Service with zeros only counts as missing there', { income: t(500), contribution: t(10) }, { income: 0n, contribution: 0n }, 'missingAtRevenueService'],
    ['zeros on both sides', { income: 0n, contribution: 0n }, { income: 0n, contribution: 0n }, 'same'],
    ['neither side', null, null, 'same'],
  ] as const)('%s', (_, declared, revenue, kind) => {
    expect(differenceKind(declared, revenue)).toBe(kind);
  });
});

describe('compareFilings', () => {
  it('answers one line per month and person of either side, with the kind and the differences (declared less the Revenue Service)', () => {
    const declared = [side(1, '01001000001', 1000, 20), side(1, '01001000002', 800, 16, { lastName: 'აბაშიძე' }), side(2, '01001000001', 1000, 20)];
    const revenue = [side(1, '01001000001', 1000, 20), side(1, '01001000003', 500, 10, { lastName: 'კაპანაძე' }), side(2, '01001000001', 1100, 22)];
    const lines = compareFilings(declared, revenue);
    expect(lines.map((l) => [l.month, l.personalNumber, l.kind, l.incomeDifference, l.contributionDifference])).toEqual([
      [1, '01001000002', 'missingAtRevenueService', t(800), t(16)],
      [1, '01001000001', 'same', 0n, 0n],
      [1, '01001000003', 'missingInDeclaration', -t(500), -t(10)],
      [2, '01001000001', 'amountsDiffer', -t(100), -t(2)],
    ]);
    expect(lines[0]!.revenue).toBeNull();
    expect(lines[2]!.declared).toBeNull();
  });

  it('sums several rows of one person in a month on each side (two declarations, two filings)', () => {
    const lines = compareFilings(
      [side(3, '01001000001', 600, 12, { incomeTax: t(117.6) }), side(3, '01001000001', 400, 8, { incomeTax: t(78.4) })],
      [side(3, '01001000001', 700, 14, { incomeTax: t(137.2) }), side(3, '01001000001', 300, 6, { incomeTax: t(58.8) })],
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'same', declared: { income: t(1000), contribution: t(20), incomeTax: t(196) }, revenue: { income: t(1000), incomeTax: t(196) } });
  });

  it('keeps the declared surname and first name, the Revenue Service surname when only it has the person', () => {
    const lines = compareFilings([side(1, '01001000001', 1, 0.02, { lastName: 'ბერიძე', firstName: 'ნინო' })], [side(1, '01001000001', 1, 0.02, { lastName: 'BERIDZE' }), side(1, '01001000009', 1, 0.02, { lastName: 'ხელაძე' })]);
    expect(lines.map((l) => [l.lastName, l.firstName])).toEqual([
      ['ბერიძე', 'ნინო'],
      ['ხელაძე', null],
    ]);
  });

  it('income tax is shown but does not make a difference', () => {
    const [line] = compareFilings([side(1, '01001000001', 1000, 20, { incomeTax: t(196) })], [side(1, '01001000001', 1000, 20, { incomeTax: t(200) })]);
    expect(line!.kind).toBe('same');
  });
});

describe('comparisonTotals', () => {
  it('sums both sides and counts people and lines of each kind', () => {
    const lines = compareFilings(
      [side(1, '01001000001', 1000, 20), side(1, '01001000002', 800, 16), side(2, '01001000001', 1000, 20)],
      [side(1, '01001000001', 1000, 20), side(1, '01001000003', 500, 10), side(2, '01001000001', 1100, 22)],
    );
    expect(comparisonTotals(lines)).toEqual({
      declaredIncome: t(2800),
      revenueIncome: t(2600),
      declaredContribution: t(56),
      revenueContribution: t(52),
      incomeDifference: t(200),
      contributionDifference: t(4),
      people: 3,
      counts: { missingInDeclaration: 1, missingAtRevenueService: 1, amountsDiffer: 1, same: 1 },
    });
  });

  it('of nothing is zero', () => {
    expect(comparisonTotals([])).toMatchObject({ declaredIncome: 0n, people: 0, counts: { same: 0 } });
  });
});
