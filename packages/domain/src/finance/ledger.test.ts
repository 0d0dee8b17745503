import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, balanceOfParts, finePaymentType, monthlyBalance, movementRefusal, MOVEMENT_KINDS, MOVEMENT_SIGN, partsOf, settle, SOURCE_OF_KIND, type Movement, type MovementKind } from './ledger.ts';

let seq = 0;
const mv = (kind: MovementKind, amount: bigint, valueDate: string, sourceId: string): Movement => ({ kind, amount, valueDate, sourceKind: SOURCE_OF_KIND[kind], sourceId, seq: ++seq });

describe('movement rules', () => {
  it.each([
    ['payment_received', 100n, null],
    ['payment_received', -100n, 'sign'],
    ['contribution_due', -100n, null],
    ['contribution_due', 100n, 'sign'],
    ['contribution_adjustment', 100n, null],
    ['contribution_adjustment', -100n, null],
    ['fine_imposed', -50_000n, null],
    ['fine_cancelled', 50_000n, null],
    ['fine_cancelled', -50_000n, 'sign'],
    ['fine_appealed', 50_000n, null],
    ['fine_reinstated', -50_000n, null],
    ['refund_paid', -1n, null],
    ['refund_paid', 1n, 'sign'],
    ['contribution_returned', 1n, null],
    ['payment_received', 0n, 'zero'],
  ] as const)('%s of %s tetri: %s', (kind, amount, refusal) => {
    expect(movementRefusal({ kind, amount, sourceKind: SOURCE_OF_KIND[kind] })).toBe(refusal);
  });

  it('refuses a movement whose source is not the kind\'s', () => {
    expect(movementRefusal({ kind: 'fine_imposed', amount: -1n, sourceKind: 'declaration' })).toBe('source');
  });
});

describe('balance and its parts', () => {
  const movements = [
    mv('payment_received', 685_000n, '2026-01-14', 't1'),
    mv('contribution_due', -680_040n, '2026-01-10', 'd1'),
    mv('fine_imposed', -50_000n, '2026-02-20', 'f1'),
    mv('fine_cancelled', 50_000n, '2026-02-25', 'f1'),
    mv('fine_imposed', -50_000n, '2026-03-01', 'f2'),
    mv('refund_paid', -1_000n, '2026-03-05', 'r1'),
    mv('contribution_returned', 2_500n, '2026-03-06', 'o1'),
    mv('contribution_adjustment', 40n, '2026-03-07', 'rv1'),
  ];

  it('is the sum of the movements, to the tetri', () => {
    expect(balanceOf(movements)).toBe(685_000n - 680_040n - 50_000n - 1_000n + 2_500n + 40n);
  });

  it('splits into paid, declared, fines in force, refunds and contributions given back', () => {
    expect(partsOf(movements)).toEqual({ paid: 685_000n, declared: 680_000n, fines: 50_000n, refunds: 1_000n, returned: 2_500n });
    expect(balanceOfParts(partsOf(movements))).toBe(balanceOf(movements));
  });

  it('runs month by month, oldest first, with the months between and up to the month asked for', () => {
    const rows = monthlyBalance(movements, '2026-05');
    expect(rows.map((r) => r.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    expect(rows[0]).toMatchObject({ paid: 685_000n, declared: 680_040n, balance: 4_960n, count: 2 });
    expect(rows[1]).toMatchObject({ fines: 0n, balance: 4_960n, count: 2 });
    expect(rows[2]).toMatchObject({ fines: 50_000n, refunds: 1_000n, returned: 2_500n, declared: -40n, count: 4 });
    expect(rows[4]!.balance).toBe(balanceOf(movements));
    expect(rows[3]!.count).toBe(0);
    expect(monthlyBalance([])).toEqual([]);
  });

  it('runs across a new year', () => {
    const rows = monthlyBalance([mv('payment_received', 1n, '2025-11-30', 'a'), mv('payment_received', 2n, '2026-02-01', 'b')]);
    expect(rows.map((r) => [r.month, r.balance])).toEqual([['2025-11', 1n], ['2025-12', 1n], ['2026-01', 1n], ['2026-02', 3n]]);
  });
});

describe('settlement, oldest first', () => {
  it.each([
    // payments, then whether the fine (due after the declaration) is paid
    { name: 'nothing paid: the fine is payable', paid: 0n, expected: 'payable' },
    { name: 'the declaration paid, not the fine', paid: 100_000n, expected: 'payable' },
    { name: 'one tetri short of both', paid: 149_999n, expected: 'payable' },
    { name: 'both covered exactly', paid: 150_000n, expected: 'paid' },
    { name: 'overpaid', paid: 200_000n, expected: 'paid' },
  ])('$name', ({ paid, expected }) => {
    const ms = [mv('contribution_due', -100_000n, '2026-01-20', 'd'), mv('fine_imposed', -50_000n, '2026-01-25', 'f')];
    if (paid > 0n) ms.push(mv('payment_received', paid, '2026-02-01', 'p'));
    expect(finePaymentType('f', settle(ms))).toBe(expected);
  });

  it('a payment covers the older obligation first, whatever the order the movements were written in', () => {
    const ms = [mv('fine_imposed', -50_000n, '2026-03-01', 'f'), mv('payment_received', 50_000n, '2026-03-02', 'p'), mv('contribution_due', -50_000n, '2026-02-10', 'd')];
    const s = settle(ms);
    expect(s.obligations.map((o) => [o.sourceId, o.settled])).toEqual([['d', true], ['f', false]]);
    expect(s.outstanding).toBe(50_000n);
  });

  it('a canceled or appealed fine asks nothing; reinstated, it is an obligation again', () => {
    const base = [mv('fine_imposed', -50_000n, '2026-01-01', 'f')];
    expect(finePaymentType('f', settle([...base, mv('fine_cancelled', 50_000n, '2026-01-02', 'f')]))).toBeNull();
    const appealed = [...base, mv('fine_appealed', 50_000n, '2026-01-02', 'f')];
    expect(finePaymentType('f', settle(appealed))).toBeNull();
    expect(finePaymentType('f', settle([...appealed, mv('fine_reinstated', -50_000n, '2026-01-03', 'f')]))).toBe('payable');
  });

  it('a refund paid out consumes credit like any obligation', () => {
    const s = settle([mv('payment_received', 10_000n, '2026-01-01', 'p'), mv('refund_paid', -10_000n, '2026-01-02', 'r'), mv('fine_imposed', -1n, '2026-01-03', 'f')]);
    expect(finePaymentType('f', s)).toBe('payable');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over random ledgers

const kindArb = fc.constantFrom(...MOVEMENT_KINDS);
const dateArb = fc.date({ min: new Date('2019-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const movementArb = fc
  .record({ kind: kindArb, magnitude: fc.bigInt({ min: 1n, max: 10_000_000_000n }), valueDate: dateArb, doc: fc.integer({ min: 0, max: 8 }), negative: fc.boolean() })
  .map(({ kind, magnitude, valueDate, doc, negative }) => {
    const sign = MOVEMENT_SIGN[kind] === 0 ? (negative ? -1n : 1n) : BigInt(MOVEMENT_SIGN[kind]);
    return { kind, amount: sign * magnitude, valueDate, sourceKind: SOURCE_OF_KIND[kind], sourceId: `doc${doc}` };
  });
const ledgerArb = fc.array(movementArb, { maxLength: 60 }).map((ms) => ms.map((m, i): Movement => ({ ...m, seq: i + 1 })));

describe('properties of any ledger', () => {
  it('every generated movement is one the rules accept', () => {
    fc.assert(fc.property(ledgerArb, (ms) => ms.every((m) => movementRefusal(m) === null)));
  });

  it('the parts and the last month of the monthly view give the balance, the sum of the movements', () => {
    fc.assert(
      fc.property(ledgerArb, (ms) => {
        const sum = ms.reduce((t, m) => t + m.amount, 0n);
        expect(balanceOf(ms)).toBe(sum);
        expect(balanceOfParts(partsOf(ms))).toBe(sum);
        const months = monthlyBalance(ms);
        expect(months.at(-1)?.balance ?? 0n).toBe(sum);
        expect(months.reduce((n, r) => n + r.count, 0)).toBe(ms.length);
        // each month's running balance is the sum of the movements up to its end
        for (const r of months) expect(r.balance).toBe(ms.filter((m) => m.valueDate.slice(0, 7) <= r.month).reduce((t, m) => t + m.amount, 0n));
      }),
    );
  });

  it('the order in which movements were written changes neither the balance, nor the months, nor what is settled', () => {
    fc.assert(
      fc.property(ledgerArb.chain((ms) => fc.tuple(fc.constant(ms), fc.shuffledSubarray(ms, { minLength: ms.length, maxLength: ms.length }))), ([ms, shuffled]) => {
        expect(balanceOf(shuffled)).toBe(balanceOf(ms));
        expect(monthlyBalance(shuffled)).toEqual(monthlyBalance(ms));
        const settledOf = (x: Movement[]) => new Map(settle(x).obligations.map((o) => [`${o.sourceKind}:${o.sourceId}`, o.settled]));
        // ties of value date are ordered by `seq`, which travels with each movement
        expect(settledOf(shuffled)).toEqual(settledOf(ms));
      }),
    );
  });

  it('settled obligations never need more than the credits; outstanding is what the rest owe beyond them', () => {
    fc.assert(
      fc.property(ledgerArb, (ms) => {
        const s = settle(ms);
        const settled = s.obligations.filter((o) => o.settled).reduce((t, o) => t + o.owed, 0n);
        const owed = s.obligations.reduce((t, o) => t + o.owed, 0n);
        expect(settled <= s.credits).toBe(true);
        expect(s.outstanding).toBe(owed > s.credits ? owed - s.credits : 0n);
        // credits − obligations is the balance
        expect(s.credits - owed).toBe(balanceOf(ms));
        // once one is unsettled, every later one is
        const firstOpen = s.obligations.findIndex((o) => !o.settled);
        if (firstOpen >= 0) expect(s.obligations.slice(firstOpen).every((o) => !o.settled)).toBe(true);
      }),
    );
  });
});
