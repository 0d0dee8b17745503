import { describe, expect, it } from 'vitest';
import { validationMessage } from '../i18n/catalogue.ts';
import {
  annualActionRefusal,
  annualBalanceEffect,
  annualRow,
  annualTotals,
  annualWithdrawal,
  annualYearRefusal,
  comparisonKind,
  contributionChange,
  declaredRow,
  type AnnualRowInput,
  type DeclaredYear,
} from './annual.ts';

/** Twelve months of 1,234.56: each month's 2% rounds to 24.69, the year's 2% of 14,814.72 would be 296.29. */
const declared: DeclaredYear = {
  personalNumber: '01001010101',
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  birthDate: '1990-05-01',
  gender: 'female',
  optIn: 0,
  type: 'standard',
  months: 12,
  grossSalary: 1_481_472n,
  additionalBenefits: 0n,
  nonCashBenefits: 0n,
  employeeContribution: 296_28n,
  organizationContribution: 296_28n,
};

const input = (o: Partial<AnnualRowInput> = {}): AnnualRowInput => ({ personalNumber: declared.personalNumber, lastName: declared.lastName, amounts: {}, ...o });
const en = (ref: string) => validationMessage('en', ref);

describe('a row of a person declared in the year', () => {
  it.each([
    // case, amounts, annual base, annual employee (= employer) contribution, difference
    ['as declared (no difference whatever the rounding of the months)', {}, 1_481_472n, 296_28n, 0n],
    ['more income', { grossSalary: 1_531_472n }, 1_531_472n, 306_28n, 2_000n],
    ['less income', { grossSalary: 1_431_472n }, 1_431_472n, 286_28n, -2_000n],
    ['benefits added', { additionalBenefits: 10_000n, nonCashBenefits: 5_000n }, 1_496_472n, 299_28n, 600n],
    ['no income at all', { grossSalary: 0n }, 0n, 0n, -59_256n],
  ] as const)('%s', (_, amounts, base, each, difference) => {
    const r = annualRow(input({ amounts }), declared, { type: 'standard' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.row.annual.base).toBe(base);
    expect(r.row.annual.employeeContribution).toBe(each);
    expect(r.row.annual.organizationContribution).toBe(each);
    expect(r.row.difference).toBe(difference);
    expect(r.row).toMatchObject({ isNew: false, months: 12, firstName: 'ნინო', declared: { base: 1_481_472n, employeeContribution: 296_28n } });
  });

  it.each([
    ['another surname', input({ lastName: 'გელაშვილი' }), { lastName: 'Personal number or surname is incorrect.' }],
    ['a negative amount', input({ amounts: { grossSalary: -1n } }), { grossSalary: en('notNegative') }],
    ['an amount beyond NUMERIC(14,2)', input({ amounts: { nonCashBenefits: 1_000_000_000_000_00n } }), { nonCashBenefits: en('amountTooLarge') }],
  ])('refuses %s', (_, row, fields) => {
    const r = annualRow(row, declared, { type: 'standard' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.fromEntries(Object.entries(r.fields).map(([k, v]) => [k, en(v)]))).toEqual(fields);
  });

  it('the surname agrees whatever its case and spaces', () => {
    expect(annualRow(input({ lastName: '  ბერიძე ' }), { ...declared, lastName: 'ბერიძე' }, { type: 'standard' }).ok).toBe(true);
    expect(annualRow(input({ lastName: 'smith' }), { ...declared, lastName: 'Smith' }, { type: 'standard' }).ok).toBe(true);
  });

  it('own income: 4% of the change, split with the odd tetri in the employee column', () => {
    const own: DeclaredYear = { ...declared, type: 'selfEmployed', employeeContribution: 10_000n, organizationContribution: 10_000n, grossSalary: 500_000n };
    const r = annualRow(input({ amounts: { grossSalary: 500_025n } }), own, { type: 'standard' });
    expect(r.ok && r.row.difference).toBe(1n);
    expect(r.ok && r.row.annual.employeeContribution).toBe(10_001n);
    expect(r.ok && r.row.annual.organizationContribution).toBe(10_000n);
  });

  it('a person of pension age who did not opt in contributes nothing either way', () => {
    const old: DeclaredYear = { ...declared, birthDate: '1950-01-01', gender: 'male', employeeContribution: 0n, organizationContribution: 0n };
    const r = annualRow(input({ amounts: { grossSalary: 2_000_000n } }), old, { type: 'standard' });
    expect(r.ok && r.row.difference).toBe(0n);
  });
});

describe('a row of a person not declared in the year', () => {
  it('needs first name, birth date and gender, then owes the whole contribution', () => {
    const bare = annualRow({ personalNumber: '09009090909', lastName: 'ახალი', amounts: { grossSalary: 100_000n } }, undefined, { type: 'standard' });
    expect(bare.ok).toBe(false);
    expect(!bare.ok && Object.keys(bare.fields).sort()).toEqual(['birthDate', 'firstName', 'gender']);

    const r = annualRow({ personalNumber: '09009090909', lastName: ' ახალი ', firstName: 'გიორგი', birthDate: '1995-02-03', gender: 'male', amounts: { grossSalary: 100_000n } }, undefined, { type: 'standard' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.row).toMatchObject({ isNew: true, months: 0, lastName: 'ახალი', difference: 4_000n, annual: { base: 100_000n, employeeContribution: 2_000n } });
    expect(r.row.declared.base).toBe(0n);
  });
});

describe('the first state of a row, copied from the months', () => {
  it('has the declared amounts on both sides and no difference', () => {
    const r = declaredRow(declared);
    expect(r.annual).toEqual(r.declared);
    expect(r.difference).toBe(0n);
  });
});

describe('contribution of a change of income', () => {
  it.each([
    [10_050n, 'standard', true, 201n, 201n],
    [-10_050n, 'standard', true, -201n, -201n],
    [10_050n, 'self', true, 201n, 201n],
    [10_000n, 'standard', false, 0n, 0n],
    [0n, 'standard', true, 0n, 0n],
  ] as const)('%s tetri of %s (contributing %s)', (change, type, contributing, employee, organization) => {
    expect(contributionChange(change, type, contributing)).toEqual({ employeeContribution: employee, organizationContribution: organization });
  });
});

describe('totals and the ledger', () => {
  it('sums rounded rows; the balance moves by minus the difference', () => {
    const a = declaredRow(declared);
    const b = annualRow(input({ amounts: { grossSalary: 1_531_472n } }), declared, { type: 'standard' });
    const t = annualTotals([a, b.ok ? b.row : a]);
    expect(t).toEqual({ rowCount: 2, declaredBase: 2_962_944n, annualBase: 3_012_944n, declaredContribution: 118_512n, annualContribution: 120_512n, difference: 2_000n });
    expect(annualBalanceEffect(2_000n)).toBe(-2_000n);
    expect(annualBalanceEffect(-150n)).toBe(150n);
  });
});

describe('comparison kinds', () => {
  it.each([
    [{ declaredMonths: 12, inAnnual: true, declaredBase: 5n, annualBase: 5n }, 'same'],
    [{ declaredMonths: 3, inAnnual: true, declaredBase: 5n, annualBase: 6n }, 'differs'],
    [{ declaredMonths: 0, inAnnual: true, declaredBase: 0n, annualBase: 6n }, 'notDeclared'],
    [{ declaredMonths: 4, inAnnual: false, declaredBase: 5n, annualBase: 0n }, 'notInAnnual'],
  ] as const)('%o → %s', (p, kind) => expect(comparisonKind(p)).toBe(kind));
});

describe('which year', () => {
  it.each([
    [2025, '2026-11-24', false, undefined],
    [2026, '2026-11-24', false, 'notPast'],
    [2027, '2026-11-24', false, 'notPast'],
    [2018, '2026-11-24', false, 'beforeScheme'],
    [2019, '2026-01-01', false, undefined],
    [2025, '2026-11-24', true, 'exists'],
  ] as const)('%s on %s (one exists: %s) → %s', (year, today, exists, refusal) => expect(annualYearRefusal(year, today, exists)).toBe(refusal));
});

describe('actions', () => {
  it.each([
    [{ status: 'open', rowCount: 1 }, false, 'close', undefined],
    [{ status: 'open', rowCount: 0 }, false, 'close', 'empty'],
    [{ status: 'open', rowCount: 0 }, false, 'editRows', undefined],
    [{ status: 'open', rowCount: 1 }, true, 'close', 'processing'],
    [{ status: 'open', rowCount: 1 }, true, 'delete', 'processing'],
    [{ status: 'closed', rowCount: 1 }, false, 'editDocs', 'closed'],
    [{ status: 'closed', rowCount: 1 }, true, 'close', 'closed'],
    // waiting for approval (decision 0108): nothing changes, closing included, until decided or withdrawn
    [{ status: 'open', rowCount: 1, awaitingApproval: true }, false, 'close', 'awaitingApproval'],
    [{ status: 'open', rowCount: 1, awaitingApproval: true }, false, 'editRows', 'awaitingApproval'],
    [{ status: 'open', rowCount: 1, awaitingApproval: true }, false, 'editDocs', 'awaitingApproval'],
    [{ status: 'open', rowCount: 1, awaitingApproval: true }, false, 'delete', 'awaitingApproval'],
    [{ status: 'open', rowCount: 0, awaitingApproval: true }, false, 'close', 'awaitingApproval'],
    [{ status: 'open', rowCount: 1, awaitingApproval: true }, true, 'editRows', 'processing'],
    [{ status: 'closed', rowCount: 1, awaitingApproval: true }, false, 'editRows', 'closed'],
    [{ status: 'open', rowCount: 1, awaitingApproval: false }, false, 'close', undefined],
  ] as const)('%o, months processing %s, %s → %s', (a, processing, action, refusal) => expect(annualActionRefusal(a, processing, action)).toBe(refusal));
});

describe('a person withdrawn from the fund in or before the year (decision 0027)', () => {
  const months = [
    { month: 3, employeeContribution: 40_00n, organizationContribution: 40_00n },
    { month: 4, employeeContribution: 40_00n, organizationContribution: 40_00n },
    { month: 5, employeeContribution: 40_00n, organizationContribution: 40_00n },
  ];
  const input: AnnualRowInput = { personalNumber: declared.personalNumber, lastName: declared.lastName, amounts: {} };

  it('keeps what the months before the withdrawal declared; the months from it on, none', () => {
    expect(annualWithdrawal(2025, { year: 2025, month: 5 }, months)).toEqual({ from: { year: 2025, month: 5 }, declaredBefore: { employeeContribution: 80_00n, organizationContribution: 80_00n } });
    expect(annualWithdrawal(2025, { year: 2024, month: 11 }, months)?.declaredBefore).toEqual({ employeeContribution: 0n, organizationContribution: 0n });
    expect(annualWithdrawal(2025, { year: 2026, month: 1 }, months)).toBeNull();
    expect(annualWithdrawal(2025, null, months)).toBeNull();
  });

  it('the year carries only those contributions, whatever the year\'s income', () => {
    const withdrawal = annualWithdrawal(2025, { year: 2025, month: 5 }, months);
    const same = annualRow(input, declared, { type: 'standard', withdrawal });
    expect(same.ok && same.row.annual).toMatchObject({ employeeContribution: 80_00n, organizationContribution: 80_00n });
    expect(same.ok && same.row.difference).toBe(160_00n - 2n * 296_28n);
    const higher = annualRow({ ...input, amounts: { grossSalary: 3_000_000n } }, declared, { type: 'standard', withdrawal });
    expect(higher.ok && higher.row.annual).toMatchObject({ employeeContribution: 80_00n, organizationContribution: 80_00n });
    const whole = declaredRow(declared, annualWithdrawal(2025, { year: 2024, month: 11 }, months));
    expect(whole.annual).toMatchObject({ employeeContribution: 0n, organizationContribution: 0n });
    expect(whole.difference).toBe(-2n * 296_28n);
    // not withdrawn: as declared
    expect(declaredRow(declared).difference).toBe(0n);
  });
});
