import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe('chartScale: the amount axis of the balance chart', () => {
  it.each([
    // values in tetri → ticks in tetri (round lari)
    ['credits only', [0, 50_000, 120_000], [0, 50_000, 100_000, 150_000]],
    ['debts only', [-38_000, -1_000], [-40_000, -30_000, -20_000, -10_000, 0]],
    ['both sides of zero', [-38_000, 112_000], [-50_000, 0, 50_000, 100_000, 150_000]],
    ['all zero: one lari above', [0, 0], [0, 100]],
    ['a few tetri: whole lari steps', [5, -3], [-100, 0, 100]],
  ])('%s', (_what, values, ticks) => {
    expect(chartScale(values, 0, 100).ticks).toEqual(ticks);
  });

  it('places the highest tick at the top, the lowest at the bottom and zero between', () => {
    const { ticks, y } = chartScale([-38_000, 112_000], 10, 200);
    expect(y(ticks.at(-1)!)).toBe(10);
    expect(y(ticks[0]!)).toBe(210);
    expect(y(0)).toBe(10 + (150_000 / 200_000) * 200);
  });
});
