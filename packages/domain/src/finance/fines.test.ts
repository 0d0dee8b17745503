import { describe, expect, it } from 'vitest';
import { contributionDueDate, fineAmountFor, fineTransition, isLateActivation } from './fines.ts';
import { ImposeFineBodySchema } from './finance.api.ts';

describe('deadline', () => {
  it.each([
    [2026, 1, '2026-02-15'],
    [2025, 12, '2026-01-15'],
    [2026, 11, '2026-12-15'],
  ])('contributions of %i-%i are due by %s', (year, month, due) => {
    expect(contributionDueDate(year, month)).toBe(due);
  });

  it.each([
    ['2026-02-15', false],
    ['2026-02-16', true],
    ['2026-02-01', false],
    ['2026-03-01', true],
  ])('January 2026 activated on %s: late %s', (on, late) => {
    expect(isLateActivation(2026, 1, on)).toBe(late);
  });
});

describe('amount of a fine', () => {
  it.each([
    { name: 'first offence', before: [], on: '2026-05-20', amount: 50_000n, isRepeat: false },
    { name: 'a fine in force 3 months before', before: ['2026-02-20'], on: '2026-05-20', amount: 100_000n, isRepeat: true },
    { name: 'exactly 12 months before', before: ['2025-05-20'], on: '2026-05-20', amount: 100_000n, isRepeat: true },
    { name: 'more than 12 months before', before: ['2025-05-19'], on: '2026-05-20', amount: 50_000n, isRepeat: false },
    { name: 'only a later fine', before: ['2026-06-01'], on: '2026-05-20', amount: 50_000n, isRepeat: false },
  ])('$name: $amount tetri', ({ before, on, amount, isRepeat }) => {
    expect(fineAmountFor(before, on)).toEqual({ amount, isRepeat });
  });
});

describe('status of a fine', () => {
  it.each([
    ['valid', 'canceled', 'fine_cancelled'],
    ['valid', 'appealed', 'fine_appealed'],
    ['appealed', 'valid', 'fine_reinstated'],
    ['appealed', 'canceled', null],
  ] as const)('%s → %s writes %s', (from, to, movement) => {
    expect(fineTransition(from, to)).toEqual({ allowed: true, movement });
  });

  it.each([
    ['valid', 'valid'],
    ['appealed', 'appealed'],
    ['canceled', 'canceled'],
    ['canceled', 'valid'],
    ['canceled', 'appealed'],
  ] as const)('%s → %s is refused', (from, to) => {
    expect(fineTransition(from, to)).toEqual({ allowed: false });
  });
});

describe('imposing a fine: the body', () => {
  const ok = { organizationCode: '204567891', amount: '500', reason: 'late declaration' };
  it('takes an amount above zero with at most two decimals', () => {
    expect(ImposeFineBodySchema.safeParse(ok).success).toBe(true);
    expect(ImposeFineBodySchema.safeParse({ ...ok, amount: '1 000.50' }).success).toBe(true);
  });
  it.each([
    ['500.001', 'twoDecimals'],
    ['0', 'amountPositive'],
    ['0.00', 'amountPositive'],
    ['-5', 'notNegative'],
    ['abc', 'numeric'],
    ['', 'required'],
  ])('refuses %j: %s', (amount, key) => {
    const r = ImposeFineBodySchema.safeParse({ ...ok, amount });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(key);
  });
  it('refuses a JSON number, a blank reason and a declaration id that is not one', () => {
    expect(ImposeFineBodySchema.safeParse({ ...ok, amount: 500 }).success).toBe(false);
    expect(ImposeFineBodySchema.safeParse({ ...ok, reason: '  ' }).success).toBe(false);
    expect(ImposeFineBodySchema.safeParse({ ...ok, declarationId: 'x' }).success).toBe(false);
  });
});
