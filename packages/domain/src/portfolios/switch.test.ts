import { describe, expect, it } from 'vitest';
import { parseUnitPrice, valueOf } from '../participants/units.ts';
import { monthEndOf, switchCancelRefusal, switchRefusal, switchTrade, switchWarning, type SwitchAsk, type SwitchStatus } from './switch.ts';

const price = (text: string) => parseUnitPrice(text)!;
const micro = (text: string) => BigInt(text.replace('.', ''));

describe('switchTrade: sell every unit at the old price, buy at the new one, the same amount on both sides', () => {
  it.each([
    // units held, old price, new price → amount (tetri), units bought
    ['100.000000', '1.000000', '2.000000', 10_000n, '50.000000'],
    ['1.000000', '1.234567', '1.000000', 123n, '1.230000'],
    ['0.000001', '1.000000', '1.000000', 0n, '0.000000'],
    ['0.005000', '1.000000', '1.000000', 1n, '0.010000'],
    ['123.456789', '1.212000', '0.987654', 14_963n, '151.500424'],
    ['1000000.000000', '3.333333', '1.111111', 333_333_300n, '3000000.000000'],
    ['0.000000', '1.500000', '2.000000', 0n, '0.000000'],
  ] as const)('%s units at %s → %s', (units, from, to, amount, bought) => {
    const t = switchTrade(micro(units), price(from), price(to));
    expect(t.soldUnits).toBe(-micro(units));
    expect(t.amount).toBe(amount);
    expect(t.boughtUnits).toBe(micro(bought));
  });

  it.each([
    ['123.456789', '1.212000', '0.987654'],
    ['0.333333', '2.999999', '0.000001'],
    ['999999.999999', '999.999999', '1.000001'],
    ['17.000000', '1.050000', '1.950000'],
  ] as const)('%s units %s → %s: the money is conserved, each rounding within its half step', (units, from, to) => {
    const u = micro(units);
    const t = switchTrade(u, price(from), price(to));
    // the sale's amount is the value of the units held, as the account shows it
    expect(t.amount).toBe(valueOf(u, price(from)));
    // sale: exact value less amount is at most half a tetri (5 × 10⁹ of 10⁻¹² GEL)
    expect(t.saleRounding * 2n <= 10_000_000_000n && t.saleRounding * 2n >= -10_000_000_000n).toBe(true);
    // purchase: exact value of the units bought less amount is at most half a micro-unit at the new price
    expect(t.purchaseRounding * 2n <= price(to) && t.purchaseRounding * 2n >= -price(to)).toBe(true);
    // and both roundings are what separates the value before from the value after
    expect(u * price(from) - t.saleRounding).toBe(t.boughtUnits * price(to) - t.purchaseRounding);
  });

  it('refuses negative holdings', () => expect(() => switchTrade(-1n, price('1'), price('1'))).toThrow(RangeError));
});

describe('switchWarning: near pension age and a high-risk portfolio', () => {
  it.each([
    // birth date, gender, on, risk level, warned
    ['1970-06-01', 'male', '2026-11-28', 3, 'nearPensionAge'], // 56: 4 years to 60
    ['1976-11-28', 'male', '2026-11-28', 3, 'nearPensionAge'], // 50 today: exactly 10 years to 60
    ['1976-11-29', 'male', '2026-11-28', 3, null], // 49: 11 years to 60
    ['1981-11-28', 'female', '2026-11-28', 3, 'nearPensionAge'], // 45: 10 years to 55
    ['1981-11-29', 'female', '2026-11-28', 3, null],
    ['1950-01-01', 'female', '2026-11-28', 3, 'nearPensionAge'], // past pension age
    ['1970-06-01', 'male', '2026-11-28', 2, null], // not high-risk
    ['1970-06-01', 'male', '2026-11-28', 1, null],
  ] as const)('born %s, %s, on %s, risk %i → %s', (birthDate, gender, on, risk, expected) =>
    expect(switchWarning({ birthDate, gender }, on, risk)).toBe(expected),
  );
  it('no birth date known: no warning', () => expect(switchWarning(null, '2026-11-28', 3)).toBeNull());
});

describe('switchRefusal', () => {
  const ok: SwitchAsk = { from: 'balanced', to: 'growth', toExists: true, pending: false, warning: null, acknowledged: false };
  it.each([
    ['allowed', {}, null],
    ['an unknown portfolio', { toExists: false }, 'RECORD_NOT_FOUND'],
    ['the same portfolio', { to: 'balanced' }, 'PORTFOLIO_SWITCH_SAME'],
    ['a second pending request', { pending: true }, 'PORTFOLIO_SWITCH_PENDING'],
    ['a warning not acknowledged', { warning: 'nearPensionAge' }, 'PORTFOLIO_SWITCH_WARNING'],
    ['a warning acknowledged', { warning: 'nearPensionAge', acknowledged: true }, null],
  ] as const)('%s', (_, change, expected) => expect(switchRefusal({ ...ok, ...change })).toBe(expected));
});

describe('switchCancelRefusal: only a pending request is canceled', () => {
  it.each([
    ['pending', null],
    ['canceled', 'PORTFOLIO_SWITCH_NOT_PENDING'],
    ['done', 'PORTFOLIO_SWITCH_NOT_PENDING'],
    ['failed', 'PORTFOLIO_SWITCH_NOT_PENDING'],
  ] as const)('%s → %s', (status, expected) => expect(switchCancelRefusal(status as SwitchStatus)).toBe(expected));
});

describe('monthEndOf', () => {
  it.each([
    ['2026-11-28', '2026-11-30'],
    ['2026-12-01', '2026-12-31'],
    ['2028-02-10', '2028-02-29'],
    ['2027-02-28', '2027-02-28'],
  ] as const)('%s → %s', (d, e) => expect(monthEndOf(d)).toBe(e));
});
