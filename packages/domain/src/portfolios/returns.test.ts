import { describe, expect, it } from 'vitest';
import { parseUnitPrice } from '../participants/units.ts';
import { formatHundredths, monthsBefore, moneyWeightedReturn, perYearReturn, timeWeightedReturns, type PricePoint } from './returns.ts';

const p = (date: string, price: string): PricePoint => ({ date, price: parseUnitPrice(price)! });

describe('monthsBefore', () => {
  it.each([
    ['2026-10-31', 1, '2026-09-30'],
    ['2026-03-31', 1, '2026-02-28'],
    ['2024-03-31', 1, '2024-02-29'],
    ['2026-01-15', 1, '2025-12-15'],
    ['2026-10-31', 12, '2025-10-31'],
    ['2026-10-31', 36, '2023-10-31'],
    ['2027-02-28', 36, '2024-02-28'],
  ] as const)('%s less %i months is %s', (date, months, expected) => expect(monthsBefore(date, months)).toBe(expected));
});

describe('perYearReturn: the yearly rate compounding to the ratio', () => {
  it.each([
    ['1', '1.331', 3, '10.00'],
    ['1', '1.212', 3, '6.62'],
    ['2', '2', 3, '0.00'],
    ['1', '0.729', 3, '-10.00'],
    ['1.5', '1.5', 1, '0.00'],
    ['1', '1.1', 1, '10.00'],
  ] as const)('%s → %s over %i years is %s%%', (start, end, years, expected) =>
    expect(formatHundredths(perYearReturn(parseUnitPrice(start)!, parseUnitPrice(end)!, years))).toBe(expected),
  );
});

describe('timeWeightedReturns', () => {
  it('repeats the worked example of domain-rules.md', () => {
    const series = [p('2023-10-31', '1.000000'), p('2025-10-31', '1.150000'), p('2026-09-30', '1.200000'), p('2026-10-31', '1.212000')];
    const r = timeWeightedReturns(series).map((x) => [x.period, x.from, x.to, formatHundredths(x.cumulative), x.perYear === null ? null : formatHundredths(x.perYear)]);
    expect(r).toEqual([
      ['oneMonth', '2026-09-30', '2026-10-31', '1.00', null],
      ['oneYear', '2025-10-31', '2026-10-31', '5.39', null],
      ['threeYears', '2023-10-31', '2026-10-31', '21.20', '6.62'],
      ['sinceStart', '2023-10-31', '2026-10-31', '21.20', null],
    ]);
  });

  it.each([
    // series (ascending or not), expected periods with cumulative returns
    ['one price only: nothing to compare', [p('2026-10-31', '1')], []],
    ['a young portfolio has no 1-year or 3-year return', [p('2026-08-31', '1'), p('2026-09-30', '0.99'), p('2026-10-31', '1.01')], [['oneMonth', '2.02'], ['sinceStart', '1.00']]],
    ['order of the series does not matter', [p('2026-10-31', '1.01'), p('2026-09-30', '1')], [['oneMonth', '1.00'], ['sinceStart', '1.00']]],
    ['a loss is negative, halves round away from zero', [p('2026-09-30', '2'), p('2026-10-31', '1.9999')], [['oneMonth', '-0.01'], ['sinceStart', '-0.01']]],
    ['a loss below half a hundredth rounds to zero', [p('2026-09-30', '2'), p('2026-10-31', '1.99991')], [['oneMonth', '0.00'], ['sinceStart', '0.00']]],
    ['a missing month-end price takes the latest before it', [p('2025-09-30', '1'), p('2025-10-30', '1.1'), p('2026-10-31', '1.21')], [['oneYear', '10.00'], ['sinceStart', '21.00']]],
    ['a gap longer than a month leaves the period out', [p('2026-07-31', '1'), p('2026-10-31', '1.1')], [['sinceStart', '10.00']]],
  ] as const)('%s', (_name, series, expected) => {
    expect(timeWeightedReturns(series).map((x) => [x.period, formatHundredths(x.cumulative)])).toEqual(expected);
  });
});

describe('moneyWeightedReturn (Modified Dietz)', () => {
  it('repeats the worked example of domain-rules.md', () => {
    const r = moneyWeightedReturn(
      [
        { date: '2025-10-31', amount: 10_000n },
        { date: '2026-04-30', amount: 10_000n },
      ],
      21_200n,
      '2026-10-31',
    );
    expect(r && { ...r, cumulative: formatHundredths(r.cumulative) }).toEqual({ from: '2025-10-31', to: '2026-10-31', paidIn: 20_000n, value: 21_200n, gain: 1_200n, cumulative: '7.98' });
  });

  it.each([
    ['nothing paid in', [], 0n, null],
    ['paid in only on the day itself', [{ date: '2026-10-31', amount: 100n }], 100n, null],
    ['paid in after the day is not counted', [{ date: '2026-01-01', amount: 10_000n }, { date: '2026-12-01', amount: 5_000n }], 11_000n, '10.00'],
    ['one amount: the simple gain', [{ date: '2025-10-31', amount: 10_000n }], 10_500n, '5.00'],
    ['a loss', [{ date: '2025-10-31', amount: 10_000n }], 9_000n, '-10.00'],
    ['amounts on the same day add up', [{ date: '2025-10-31', amount: 5_000n }, { date: '2025-10-31', amount: 5_000n }], 11_000n, '10.00'],
  ] as const)('%s', (_name, flows, value, expected) => {
    const r = moneyWeightedReturn(flows, value, '2026-10-31');
    expect(r === null ? null : formatHundredths(r.cumulative)).toBe(expected);
  });
});
