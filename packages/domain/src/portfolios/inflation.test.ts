import { describe, expect, it } from 'vitest';
import { inflationBeside, inflationOver, readInflationFile, type InflationMonth } from './inflation.ts';

// Geostat's published year-on-year CPI change (National Statistics Office of Georgia, monthly releases)
const GEOSTAT: InflationMonth[] = [
  { year: 2023, month: 4, yearOnYear: 270n },
  { year: 2023, month: 10, yearOnYear: 80n },
  { year: 2024, month: 4, yearOnYear: 150n },
  { year: 2024, month: 10, yearOnYear: 30n },
  { year: 2025, month: 9, yearOnYear: 480n },
  { year: 2025, month: 10, yearOnYear: 520n },
];

describe('inflation beside the returns (domain-rules.md, worked example)', () => {
  it('compounds whole years from the year-on-year figures and the months left over as a share of a year', () => {
    expect(inflationOver(GEOSTAT, '2025-10', 12)).toBe(520n); // 5.20%
    expect(inflationOver(GEOSTAT, '2025-10', 36)).toBe(636n); // 1.052 × 1.003 × 1.008 − 1 = 6.3597…% → 6.36%
    expect(inflationOver(GEOSTAT, '2025-10', 1)).toBe(42n); // 1.052^(1/12) − 1 = 0.4233…% → 0.42%
    expect(inflationOver(GEOSTAT, '2025-10', 30)).toBe(594n); // 1.052 × 1.003 × 1.008^(6/12) − 1 = 5.9368…% → 5.94%
  });

  it('is undefined when a figure it needs is not published', () => {
    expect(inflationOver(GEOSTAT, '2025-10', 48)).toBeUndefined();
    expect(inflationOver(GEOSTAT, '2025-11', 1)).toBeUndefined();
  });

  it('takes each return period’s length, to the latest published month on or before its end', () => {
    const returns = [
      { period: 'oneMonth' as const, from: '2025-10-31', to: '2025-11-30' },
      { period: 'oneYear' as const, from: '2024-11-30', to: '2025-11-30' },
      { period: 'threeYears' as const, from: '2022-11-30', to: '2025-11-30' },
      { period: 'sinceStart' as const, from: '2020-01-31', to: '2025-11-30' },
    ];
    expect(inflationBeside(returns, GEOSTAT)).toEqual([
      { period: 'oneMonth', from: '2025-09', to: '2025-10', cumulative: 42n, perYear: null },
      { period: 'oneYear', from: '2024-10', to: '2025-10', cumulative: 520n, perYear: null },
      // (1.063597248)^(1/3) − 1 = 2.0765…% → 2.08% a year
      { period: 'threeYears', from: '2022-10', to: '2025-10', cumulative: 636n, perYear: 208n },
    ]);
  });

  it('handles deflation: a negative year-on-year figure lowers the index', () => {
    expect(inflationOver([{ year: 2024, month: 1, yearOnYear: -50n }], '2024-01', 12)).toBe(-50n);
  });
});

describe('the inflation file', () => {
  const lines = (...rows: unknown[][]) => rows.map((cells, i) => ({ line: i + 1, cells }));

  it('reads months and their year-on-year change', () => {
    expect(readInflationFile(lines(['month', 'year_on_year'], ['2025-10', '5,2'], ['2024-01', '-0.05']), '2026-11-28')).toEqual({
      ok: true,
      months: [
        { year: 2025, month: 10, yearOnYear: 520n },
        { year: 2024, month: 1, yearOnYear: -5n },
      ],
    });
  });

  it('refuses the whole file at the first thing wrong, naming its line and column', () => {
    expect(readInflationFile(lines(['month', 'rate']), '2026-11-28')).toEqual({ ok: false, line: 1, column: 'year_on_year', key: 'reportColumns' });
    expect(readInflationFile(lines(['month', 'year_on_year'], ['2025-10', '5.2'], ['2026-12', '1']), '2026-11-28')).toEqual({ ok: false, line: 3, column: 'month', key: 'inflationMonth' });
    expect(readInflationFile(lines(['month', 'year_on_year'], ['2025-10', '5.2'], ['2025-10', '1']), '2026-11-28')).toEqual({ ok: false, line: 3, column: 'month', key: 'reportRepeated' });
    expect(readInflationFile(lines(['month', 'year_on_year'], ['2025-09', '5.123']), '2026-11-28')).toEqual({ ok: false, line: 2, column: 'year_on_year', key: 'inflationRate' });
    expect(readInflationFile(lines(['month', 'year_on_year'], ['2025-09', '-100']), '2026-11-28')).toEqual({ ok: false, line: 2, column: 'year_on_year', key: 'inflationRate' });
    expect(readInflationFile(lines(['month', 'year_on_year']), '2026-11-28')).toEqual({ ok: false, line: 2, column: 'month', key: 'required' });
  });
});
