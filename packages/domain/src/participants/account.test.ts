import { describe, expect, it } from 'vitest';
import { buildAccount, paidByOrganization, stateBandOf, type StoredContribution } from './account.ts';

const GEL = (n: number) => BigInt(Math.round(n * 100));

describe('stateBandOf: the band the next lari of the year falls in', () => {
  it.each([
    // income this year (GEL), band, upTo (GEL), remaining (GEL)
    [0, 'twoPercent', 24_000, 24_000],
    [-5, 'twoPercent', 24_000, 24_000],
    [1_000, 'twoPercent', 24_000, 23_000],
    [23_999.99, 'twoPercent', 24_000, 0.01],
    [24_000, 'onePercent', 60_000, 36_000],
    [59_999.99, 'onePercent', 60_000, 0.01],
    [60_000, 'none', null, null],
    [250_000, 'none', null, null],
  ] as const)('%d GEL → %s', (income, band, upTo, remaining) => {
    expect(stateBandOf(GEL(income))).toEqual({
      band,
      upTo: upTo === null ? null : GEL(upTo),
      remaining: remaining === null ? null : GEL(remaining),
    });
  });
});

function c(rowId: string, source: StoredContribution['source'], amount: number, over: Partial<StoredContribution> = {}): StoredContribution {
  return {
    rowId,
    source,
    date: '2026-01-10',
    paymentDate: '2026-01-12',
    conversionDate: '2026-02-01',
    amount: GEL(amount),
    base: GEL(1_000),
    unitPrice: 2_000_000n,
    units: BigInt(Math.round((amount / 2) * 1_000_000)),
    status: 'converted',
    organizationCode: '204567890',
    organizationName: 'შპს ერთი',
    ...over,
  };
}

describe('buildAccount', () => {
  const rows: StoredContribution[] = [
    c('r1', 'employee', 20, { date: '2025-12-10' }),
    c('r1', 'organization', 20, { date: '2025-12-10' }),
    c('r1', 'state', 20, { date: '2025-12-10' }),
    c('r2', 'employee', 20),
    c('r2', 'organization', 20),
    c('r2', 'state', 20),
    // another employer, paid but not converted yet
    c('r3', 'employee', 40, { base: GEL(2_000), organizationCode: '01001000002', organizationName: 'Two', status: 'paid', conversionDate: null, unitPrice: null, units: null }),
    c('r3', 'organization', 40, { base: GEL(2_000), organizationCode: '01001000002', organizationName: 'Two', status: 'paid', conversionDate: null, unitPrice: null, units: null }),
  ];
  const account = buildAccount(rows, 2_500_000n, 2026);

  it('makes one line per declaration row, sources apart, in the order given', () => {
    expect(account.lines.map((l) => [l.rowId, l.employeeContribution, l.organizationContribution, l.contributionAmount, l.governmentContribution, l.status])).toEqual([
      ['r1', GEL(20), GEL(20), GEL(40), GEL(20), 'converted'],
      ['r2', GEL(20), GEL(20), GEL(40), GEL(20), 'converted'],
      ['r3', GEL(40), GEL(40), GEL(80), 0n, 'paid'],
    ]);
  });

  it.each([
    // line, cumulative units, cumulative base, cumulative contributions, cumulative savings (GEL)
    [0, 30_000_000n, 1_000, 60, 60],
    [1, 60_000_000n, 2_000, 120, 120],
    // not converted: no units, savings still at the last conversion's price
    [2, 60_000_000n, 4_000, 200, 120],
  ] as const)('line %i carries its cumulative figures', (i, units, base, contributions, savings) => {
    const line = account.lines[i]!;
    expect(line.cumulativeUnits).toBe(units);
    expect(line.cumulativeContributionBase).toBe(GEL(base));
    expect(line.cumulativeContributions).toBe(GEL(contributions));
    expect(line.cumulativeSavings).toBe(GEL(savings));
  });

  it('totals by source for the year and for all time, units and savings at the current price', () => {
    expect(account.thisYear).toEqual({ employee: GEL(60), organization: GEL(60), state: GEL(20), total: GEL(140) });
    expect(account.allTime).toEqual({ employee: GEL(80), organization: GEL(80), state: GEL(40), total: GEL(200) });
    expect(account.units).toBe(60_000_000n);
    expect(account.savings).toBe(GEL(150));
    expect(account.incomeThisYear).toBe(GEL(3_000));
    expect(account.band).toEqual({ band: 'twoPercent', upTo: GEL(24_000), remaining: GEL(21_000) });
  });

  it('an unpaid contribution makes its line unpaid', () => {
    const a = buildAccount([c('r1', 'employee', 10), c('r1', 'organization', 10, { status: 'unpaid', units: null, unitPrice: null })], null, 2026);
    expect(a.lines[0]!.status).toBe('unpaid');
    expect(a.savings).toBeNull();
  });

  it('an empty account has nothing and the lowest band', () => {
    const a = buildAccount([], 1_000_000n, 2026);
    expect(a).toMatchObject({ lines: [], units: 0n, savings: 0n, incomeThisYear: 0n, band: { band: 'twoPercent' } });
  });

  it('the band follows the year across employers', () => {
    const big = [c('a', 'employee', 1, { base: GEL(20_000) }), c('b', 'employee', 1, { base: GEL(10_000), organizationCode: 'x' })];
    expect(buildAccount(big, null, 2026).band).toEqual({ band: 'onePercent', upTo: GEL(60_000), remaining: GEL(30_000) });
  });
});

describe('paidByOrganization: one employer never sees another one nor the state', () => {
  it.each([
    ['204567890', { employee: GEL(30), organization: GEL(30), state: 0n, total: GEL(60) }],
    ['01001000002', { employee: GEL(5), organization: 0n, state: 0n, total: GEL(5) }],
    ['999999999', { employee: 0n, organization: 0n, state: 0n, total: 0n }],
  ] as const)('%s', (code, totals) => {
    const rows = [
      c('r1', 'employee', 10),
      c('r1', 'organization', 10),
      c('r1', 'state', 10),
      c('r2', 'employee', 20),
      c('r2', 'organization', 20),
      c('r3', 'employee', 5, { organizationCode: '01001000002' }),
    ];
    expect(paidByOrganization(rows, code)).toEqual(totals);
  });
});
