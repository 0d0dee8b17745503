import { describe, expect, it } from 'vitest';
import {
  ageOn,
  computeContributions,
  computeDetailRow,
  computeIncomeTax,
  computeNetAmount,
  contributionBase,
  declarationTotals,
  isContributing,
  isWithdrawnIn,
  participationCategory,
  stateContribution,
  withdrawalFor,
} from './contributions.ts';
import type { DeclarationType, Gender } from './declaration.schema.ts';

describe('contributionBase', () => {
  it.each([
    [100000n, 0n, 0n, 100000n],
    [100000n, 25050n, 1001n, 126051n],
    [0n, 0n, 0n, 0n],
    [0n, 5000n, 0n, 5000n],
  ])('%s + %s + %s = %s', (grossSalary, additionalBenefits, nonCashBenefits, base) => {
    expect(contributionBase({ grossSalary, additionalBenefits, nonCashBenefits })).toBe(base);
  });
});

describe('computeContributions of an employer (2% + 2%, each rounded half up)', () => {
  it.each([
    // base (tetri), employee = employer
    [0n, 0n],
    [1n, 0n],
    [24n, 0n], // 0.48 tetri
    [25n, 1n], // 0.005 GEL: half a tetri rounds up
    [26n, 1n],
    [74n, 1n], // 1.48
    [75n, 2n], // 1.5
    [100n, 2n],
    [12345n, 247n], // 123.45 GEL → 2.469 GEL
    [100000n, 2000n], // 1,000 GEL → 20 GEL
    [123456n, 2469n], // 24.6912
    [1234567n, 24691n], // 246.9134
    [2500050n, 50001n], // 25,000.50 GEL → 500.01
    [99_999_999_999_999n, 2_000_000_000_000n], // the largest amount
  ])('base %s → %s each', (base, each) => {
    expect(computeContributions(base, 'standard', true)).toEqual({ employeeContribution: each, organizationContribution: each });
    expect(computeContributions(base, 'opening', true)).toEqual({ employeeContribution: each, organizationContribution: each });
  });

  it.each<DeclarationType>(['standard', 'self', 'selfEmployed', 'opening'])('is zero for a person who does not take part (%s)', (type) => {
    expect(computeContributions(100000n, type, false)).toEqual({ employeeContribution: 0n, organizationContribution: 0n });
  });
});

describe('computeContributions of own income (4%, shown as 2% + 2%)', () => {
  it.each<[DeclarationType, bigint, bigint, bigint]>([
    ['selfEmployed', 0n, 0n, 0n],
    ['selfEmployed', 12n, 0n, 0n], // 0.48
    ['selfEmployed', 13n, 1n, 0n], // 0.52 → 1: the odd tetri in the employee column
    ['selfEmployed', 25n, 1n, 0n], // 1.0
    ['selfEmployed', 75n, 2n, 1n], // 3.0
    ['selfEmployed', 12345n, 247n, 247n], // 493.8 → 494
    ['selfEmployed', 100000n, 2000n, 2000n],
    ['self', 100000n, 2000n, 2000n],
    ['self', 2500050n, 50001n, 50001n], // 100002.0
    ['self', 99_999_999_999_999n, 2_000_000_000_000n, 2_000_000_000_000n],
  ])('%s, base %s → %s + %s', (type, base, employee, employer) => {
    const c = computeContributions(base, type, true);
    expect(c).toEqual({ employeeContribution: employee, organizationContribution: employer });
    // the two columns always make exactly 4% rounded half up
    expect(c.employeeContribution + c.organizationContribution).toBe((base * 400n + 5000n) / 10000n);
  });
});

describe('ageOn', () => {
  it.each([
    ['1978-08-06', '2018-08-06', 40],
    ['1978-08-07', '2018-08-06', 39],
    ['1978-08-05', '2018-08-06', 40],
    ['2000-02-29', '2018-08-06', 18],
    ['2000-02-29', '2001-02-28', 0],
    ['2000-02-29', '2001-03-01', 1],
    ['2018-08-06', '2018-08-06', 0],
  ])('born %s, on %s: %s', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
  });
});

describe('participationCategory (counted on 6 August 2018)', () => {
  it.each<[string, Gender, string]>([
    // younger than 40 → mandatory
    ['1978-08-07', 'male', 'mandatory'],
    ['1978-08-07', 'female', 'mandatory'],
    ['1990-01-01', 'female', 'mandatory'],
    ['2003-05-10', 'male', 'mandatory'],
    ['2019-01-01', 'male', 'mandatory'],
    // exactly 40 → may opt out
    ['1978-08-06', 'male', 'mayOptOut'],
    ['1978-08-06', 'female', 'mayOptOut'],
    ['1970-03-15', 'female', 'mayOptOut'],
    // women: pension age 55
    ['1963-08-07', 'female', 'mayOptOut'],
    ['1963-08-06', 'female', 'pensionAge'],
    ['1960-01-01', 'female', 'pensionAge'],
    // men: pension age 60
    ['1963-08-06', 'male', 'mayOptOut'],
    ['1960-01-01', 'male', 'mayOptOut'],
    ['1958-08-07', 'male', 'mayOptOut'],
    ['1958-08-06', 'male', 'pensionAge'],
    ['1940-12-31', 'male', 'pensionAge'],
  ])('born %s, %s: %s', (birthDate, gender, category) => {
    expect(participationCategory(birthDate, gender)).toBe(category);
  });

  it.each([
    ['mandatory', 0, true],
    ['mandatory', 1, true],
    ['mayOptOut', 0, true],
    ['pensionAge', 0, false],
    ['pensionAge', 1, true],
  ] as const)('%s with optIn %s contributes: %s', (category, optIn, contributing) => {
    expect(isContributing(category, optIn)).toBe(contributing);
  });
});

describe('income tax and net amount (detailed form)', () => {
  it.each([
    // base, employee contribution, other withheld, income tax, net
    [100000n, 2000n, 0n, 19600n, 78400n],
    [100000n, 2000n, 500n, 19600n, 77900n],
    [100000n, 0n, 0n, 20000n, 80000n], // not a participant
    [12345n, 247n, 0n, 2420n, 9678n], // 20% of 120.98 = 24.196 → 24.20
    [0n, 0n, 0n, 0n, 0n],
    [3n, 0n, 0n, 1n, 2n], // 0.6 → 1
    [2n, 0n, 0n, 0n, 2n], // 0.4 → 0
    [100000n, 2000n, 90000n, 19600n, -11600n], // withheld above the rest: a negative net, not hidden
  ])('base %s, employee %s, withheld %s → tax %s, net %s', (base, employee, withheld, tax, net) => {
    expect(computeIncomeTax(base, employee)).toBe(tax);
    expect(computeNetAmount(base, employee, tax, withheld)).toBe(net);
  });
});

describe('a person withdrawn from the fund', () => {
  const people = new Map([['01234567890', { year: 2026, month: 3 }]]);
  it.each<[string, string | undefined, { year: number; month: number } | undefined, boolean]>([
    ['the month of the withdrawal', '01234567890', { year: 2026, month: 3 }, true],
    ['a later month of the year', '01234567890', { year: 2026, month: 12 }, true],
    ['a later year, an earlier month number', '01234567890', { year: 2027, month: 1 }, true],
    ['the month before', '01234567890', { year: 2026, month: 2 }, false],
    ['a month of an earlier year', '01234567890', { year: 2025, month: 12 }, false],
    ['someone not withdrawn', '01234567891', { year: 2026, month: 12 }, false],
    ['no personal number read', undefined, { year: 2026, month: 12 }, false],
    ['no month known', '01234567890', undefined, false],
  ])('%s: withdrawn %s', (_, pn, period, expected) => {
    expect(withdrawalFor(people, pn, period) !== null).toBe(expected);
    if (period) expect(isWithdrawnIn(pn === '01234567890' ? people.get(pn) : null, period)).toBe(expected);
  });

  it.each<[string, 'standard' | 'selfEmployed', 0 | 1]>([
    ['an employee', 'standard', 0],
    ['an employee of pension age who had opted in', 'standard', 1],
    ['a self-employed person', 'selfEmployed', 0],
  ])('%s carries zero contributions once withdrawn', (_, type, optIn) => {
    const input = { type, form: 'simple' as const, birthDate: '1970-01-01', gender: 'male' as Gender, optIn, grossSalary: 150000n, additionalBenefits: 0n, nonCashBenefits: 0n };
    expect(computeDetailRow({ ...input, withdrawnFrom: { year: 2026, month: 3 } })).toMatchObject({ isContributing: false, withdrawnFrom: { year: 2026, month: 3 }, employeeContribution: 0n, organizationContribution: 0n });
    expect(computeDetailRow({ ...input, withdrawnFrom: null })).toMatchObject({ isContributing: true, withdrawnFrom: null, employeeContribution: 3000n, organizationContribution: 3000n });
  });
});

describe('computeDetailRow', () => {
  const row = {
    type: 'standard' as DeclarationType,
    form: 'detailed' as const,
    birthDate: '1985-04-12',
    gender: 'female' as Gender,
    optIn: 0 as const,
    grossSalary: 150000n,
    additionalBenefits: 20000n,
    nonCashBenefits: 5050n,
    otherWithHeldAmount: 1000n,
  };

  it('computes base, contributions, income tax and net of a detailed row', () => {
    expect(computeDetailRow(row)).toEqual({
      base: 175050n,
      participation: 'mandatory',
      isContributing: true,
      withdrawnFrom: null,
      employeeContribution: 3501n,
      organizationContribution: 3501n,
      incomeTax: 34310n, // 20% of 1,715.49 = 343.098
      netAmount: 175050n - 3501n - 34310n - 1000n,
    });
  });

  it('leaves income tax and net empty in a simple form', () => {
    const computed = computeDetailRow({ ...row, form: 'simple' });
    expect(computed.incomeTax).toBeNull();
    expect(computed.netAmount).toBeNull();
    expect(computed.employeeContribution).toBe(3501n);
  });

  it('is zero for a woman of pension age, and due again with optIn', () => {
    const older = { ...row, birthDate: '1960-02-01', form: 'simple' as const };
    expect(computeDetailRow(older)).toMatchObject({ participation: 'pensionAge', isContributing: false, employeeContribution: 0n, organizationContribution: 0n });
    expect(computeDetailRow({ ...older, optIn: 1 })).toMatchObject({ isContributing: true, employeeContribution: 3501n, organizationContribution: 3501n });
    // a man of the same age still takes part
    expect(computeDetailRow({ ...older, gender: 'male' })).toMatchObject({ participation: 'mayOptOut', employeeContribution: 3501n });
  });

  it('counts a self-employed person at 4%', () => {
    expect(computeDetailRow({ ...row, type: 'selfEmployed', form: 'simple', additionalBenefits: 0n, nonCashBenefits: 0n })).toMatchObject({
      base: 150000n,
      employeeContribution: 3000n,
      organizationContribution: 3000n,
    });
  });
});

describe('declarationTotals', () => {
  it('sums rounded rows, never a percentage of the sum', () => {
    // three rows of 0.25 GEL: each 2% is half a tetri, rounded up to 1; 2% of the sum (0.75) would be 2
    const rows = Array.from({ length: 3 }, () => {
      const base = { grossSalary: 25n, additionalBenefits: 0n, nonCashBenefits: 0n };
      return { ...base, ...computeContributions(contributionBase(base), 'standard', true) };
    });
    expect(declarationTotals(rows)).toEqual({
      rowCount: 3,
      contributionBase: 75n,
      employeeContribution: 3n,
      organizationContribution: 3n,
      totalContribution: 6n,
    });
  });

  it('is zero for no rows', () => {
    expect(declarationTotals([])).toEqual({ rowCount: 0, contributionBase: 0n, employeeContribution: 0n, organizationContribution: 0n, totalContribution: 0n });
  });

  it('adds 10,000 rows exactly', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const base = { grossSalary: 100000n + BigInt(i), additionalBenefits: 0n, nonCashBenefits: 0n };
      return { ...base, ...computeContributions(contributionBase(base), 'standard', true) };
    });
    const totals = declarationTotals(rows);
    expect(totals.rowCount).toBe(10_000);
    expect(totals.contributionBase).toBe(100000n * 10_000n + (9_999n * 10_000n) / 2n);
    expect(totals.employeeContribution).toBe(rows.reduce((s, r) => s + r.employeeContribution, 0n));
    expect(totals.totalContribution).toBe(totals.employeeContribution * 2n);
  });
});

describe('stateContribution (2% to 24,000 GEL, 1% to 60,000 GEL, cumulative over the year)', () => {
  it.each([
    // income before this payment, this payment, state contribution (all tetri)
    [0n, 100000n, 2000n], // 1,000 GEL at 2%
    [0n, 2_400_000n, 48000n], // exactly the first band
    [2_300_000n, 200_000n, 3000n], // 1,000 GEL at 2% + 1,000 GEL at 1%
    [2_400_000n, 100_000n, 1000n], // in the second band
    [5_900_000n, 200_000n, 1000n], // 1,000 GEL at 1%, the rest above 60,000
    [6_000_000n, 100_000n, 0n], // above the bands
    [0n, 10_000_000n, 84000n], // 480 + 360 GEL
    [0n, 25n, 1n], // half a tetri rounds up
    [0n, 24n, 0n],
    [0n, 0n, 0n],
    [100n, -5n, 0n],
  ])('before %s, income %s → %s', (before, income, state) => {
    expect(stateContribution(before, income)).toBe(state);
  });

  it('months of a year add up to the yearly bands (up to rounding of each month)', () => {
    let before = 0n;
    let total = 0n;
    for (let month = 0; month < 12; month++) {
      total += stateContribution(before, 500_000n); // 5,000 GEL a month, 60,000 a year
      before += 500_000n;
    }
    expect(total).toBe(84000n);
  });
});
