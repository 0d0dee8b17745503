import { describe, expect, it } from 'vitest';
import { validationMessage } from '../i18n/catalogue.ts';
import {
  balanceEffectOf,
  reversalActionRefusal,
  reversalRow,
  reversalStartRefusal,
  reversalTotals,
  unchangedRow,
  type OriginalRow,
  type ReversalRowInput,
} from './reversal.ts';

const original: OriginalRow = {
  personalNumber: '01001010101',
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  birthDate: '1990-05-01',
  gender: 'female',
  optIn: 0,
  grossSalary: 100_000n, // 1,000.00
  additionalBenefits: 10_000n,
  nonCashBenefits: 0n,
  employeeContribution: 2_200n,
  organizationContribution: 2_200n,
};

const input = (o: Partial<ReversalRowInput> & { amounts?: Partial<ReversalRowInput['amounts']> } = {}): ReversalRowInput => ({
  personalNumber: original.personalNumber,
  lastName: original.lastName,
  entry: 'corrected',
  ...o,
  amounts: { grossSalary: 100_000n, additionalBenefits: 10_000n, nonCashBenefits: 0n, ...o.amounts },
});

describe('a reversal row of a person of the original declaration', () => {
  it.each([
    // entry, amounts, corrected base, corrected contributions (each 2%), difference
    ['corrected lower', 'corrected', { grossSalary: 80_000n }, 90_000n, 1_800n, -800n],
    ['corrected higher', 'corrected', { grossSalary: 150_000n }, 160_000n, 3_200n, 2_000n],
    ['corrected unchanged', 'corrected', {}, 110_000n, 2_200n, 0n],
    ['all taken back', 'corrected', { grossSalary: 0n, additionalBenefits: 0n }, 0n, 0n, -4_400n],
    ['change taking back', 'change', { grossSalary: -20_000n, additionalBenefits: 0n }, 90_000n, 1_800n, -800n],
    ['change adding', 'change', { grossSalary: 0n, additionalBenefits: 0n, nonCashBenefits: 5_025n }, 115_025n, 2_301n, 202n],
    ['change taking back exactly the original', 'change', { grossSalary: -100_000n, additionalBenefits: -10_000n }, 0n, 0n, -4_400n],
  ] as const)('%s', (_name, entry, amounts, base, each, difference) => {
    const r = reversalRow(input({ entry, amounts }), original, { type: 'standard' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.row.isNew).toBe(false);
    expect(r.row.corrected.base).toBe(base);
    expect(r.row.corrected.employeeContribution).toBe(each);
    expect(r.row.corrected.organizationContribution).toBe(each);
    expect(r.row.original).toMatchObject({ base: 110_000n, employeeContribution: 2_200n, organizationContribution: 2_200n });
    expect(r.row.difference).toBe(difference);
  });

  it.each([
    ['more taken back than the gross salary', { grossSalary: -100_001n, additionalBenefits: 0n }, 'grossSalary', 'reversalAboveInitial?max=1000.00'],
    ['more taken back than the benefits', { grossSalary: 0n, additionalBenefits: -10_001n }, 'additionalBenefits', 'reversalAboveInitial?max=100.00'],
    ['anything taken back of nothing', { grossSalary: 0n, additionalBenefits: 0n, nonCashBenefits: -1n }, 'nonCashBenefits', 'reversalAboveInitial?max=0.00'],
  ] as const)('refuses %s: "Can not be more than initial value."', (_name, amounts, field, message) => {
    const r = reversalRow(input({ entry: 'change', amounts }), original, { type: 'standard' });
    expect(r).toEqual({ ok: false, fields: { [field]: message } });
    expect(validationMessage('en', message)).toBe('Can not be more than initial value.');
    expect(validationMessage('ka', message)).toBe('არ შეიძლება აღემატებოდეს საწყის მნიშვნელობას.');
    expect(validationMessage('ru', message)).toBe('Не может быть больше первоначального значения.');
  });

  it('leaves an amount not given as it was, in both entries', () => {
    const only = (entry: 'corrected' | 'change') => reversalRow({ ...input({ entry }), amounts: { grossSalary: entry === 'change' ? -20_000n : 80_000n } }, original, { type: 'standard' });
    for (const entry of ['corrected', 'change'] as const) expect(only(entry)).toMatchObject({ ok: true, row: { corrected: { grossSalary: 80_000n, additionalBenefits: 10_000n, base: 90_000n } } });
  });

  it('refuses a corrected amount below zero the same way', () => {
    expect(reversalRow(input({ amounts: { grossSalary: -1n } }), original, { type: 'standard' })).toEqual({ ok: false, fields: { grossSalary: 'reversalAboveInitial?max=1000.00' } });
  });

  it('refuses a surname that is not the one of the personal number, in every language', () => {
    const r = reversalRow(input({ lastName: 'კაპანაძე' }), original, { type: 'standard' });
    expect(r).toEqual({ ok: false, fields: { lastName: 'personOrSurnameIncorrect' } });
    expect(validationMessage('en', 'personOrSurnameIncorrect')).toBe('Personal number or surname is incorrect.');
    expect(validationMessage('ka', 'personOrSurnameIncorrect')).toBe('პირადი ნომერი ან გვარი არასწორია.');
    expect(validationMessage('ru', 'personOrSurnameIncorrect')).toBe('Личный номер или фамилия указаны неверно.');
  });

  it('takes the surname whatever its case and spaces, and keeps the original person', () => {
    const r = reversalRow(input({ lastName: '  BERIDZE ', firstName: 'x' }), { ...original, lastName: 'Beridze' }, { type: 'standard' });
    expect(r.ok && r.row).toMatchObject({ firstName: 'ნინო', lastName: 'Beridze', birthDate: '1990-05-01' });
  });

  it('computes own income at 4% rounded once, split with the odd tetri in the employee column', () => {
    const r = reversalRow(input({ amounts: { grossSalary: 1_013n, additionalBenefits: 0n } }), original, { type: 'selfEmployed' });
    // 4% of 10.13 = 0.4052 → 0.41: 0.21 + 0.20
    expect(r.ok && r.row.corrected).toMatchObject({ employeeContribution: 21n, organizationContribution: 20n });
  });

  it('rounds each contribution half up', () => {
    // 2% of 10.25 = 0.205 → 0.21
    const r = reversalRow(input({ amounts: { grossSalary: 1_025n, additionalBenefits: 0n } }), original, { type: 'standard' });
    expect(r.ok && r.row.corrected).toMatchObject({ employeeContribution: 21n, organizationContribution: 21n });
  });
});

describe('a reversal row of a person not in the original declaration', () => {
  const newPerson = (o: Partial<ReversalRowInput> = {}) =>
    input({ personalNumber: '02002020202', lastName: 'გელაშვილი', firstName: 'გიორგი', birthDate: '1985-01-01', gender: 'male', ...o });

  it('is a new row whose original side is zero', () => {
    const r = reversalRow(newPerson({ amounts: { grossSalary: 50_000n, additionalBenefits: 0n } }), undefined, { type: 'standard' });
    expect(r.ok && r.row).toMatchObject({ isNew: true, firstName: 'გიორგი', original: { base: 0n, employeeContribution: 0n }, corrected: { base: 50_000n, employeeContribution: 1_000n }, difference: 2_000n });
  });

  it('carries no contribution for a person of pension age on 6 August 2018 unless opted in', () => {
    const old = newPerson({ birthDate: '1950-01-01', amounts: { grossSalary: 50_000n, additionalBenefits: 0n } });
    expect(reversalRow(old, undefined, { type: 'standard' })).toMatchObject({ ok: true, row: { difference: 0n } });
    expect(reversalRow({ ...old, optIn: 1 }, undefined, { type: 'standard' })).toMatchObject({ ok: true, row: { difference: 2_000n } });
  });

  it.each([
    ['first name', { firstName: '' }, 'firstName'],
    ['birth date', { birthDate: undefined }, 'birthDate'],
    ['gender', { gender: undefined }, 'gender'],
  ] as const)('needs the %s', (_name, patch, field) => {
    expect(reversalRow(newPerson(patch), undefined, { type: 'standard' })).toEqual({ ok: false, fields: { [field]: 'required' } });
  });

  it('can take nothing back', () => {
    expect(reversalRow(newPerson({ entry: 'change', amounts: { grossSalary: -1n, additionalBenefits: 0n } }), undefined, { type: 'standard' })).toEqual({
      ok: false,
      fields: { grossSalary: 'reversalAboveInitial?max=0.00' },
    });
  });
});

describe('totals and the difference of a reversal', () => {
  it('sums rounded rows: corrected total − original total of the rows it touches', () => {
    const lower = reversalRow(input({ amounts: { grossSalary: 80_000n } }), original, { type: 'standard' });
    const added = reversalRow(input({ personalNumber: '03003030303', lastName: 'ა', firstName: 'ბ', birthDate: '1990-01-01', gender: 'male', amounts: { grossSalary: 1_025n, additionalBenefits: 0n } }), undefined, { type: 'standard' });
    const same = unchangedRow({ ...original, personalNumber: '04004040404' });
    if (!lower.ok || !added.ok) throw new Error('rows refused');
    const t = reversalTotals([lower.row, added.row, same]);
    expect(t).toEqual({
      rowCount: 3,
      originalBase: 220_000n,
      correctedBase: 90_000n + 1_025n + 110_000n,
      originalContribution: 8_800n,
      correctedContribution: 3_600n + 42n + 4_400n,
      difference: -800n + 42n + 0n,
    });
    expect(t.difference).toBe(lower.row.difference + added.row.difference + same.difference);
  });

  it('is zero for no rows, and the balance moves the other way', () => {
    expect(reversalTotals([]).difference).toBe(0n);
    expect(balanceEffectOf(-758n)).toBe(758n);
    expect(balanceEffectOf(2_000n)).toBe(-2_000n);
  });
});

describe('states', () => {
  it.each([
    ['draft', false, false, 'notFiled'],
    ['saved', false, false, 'notFiled'],
    ['open', false, false, undefined],
    ['closed', false, false, undefined],
    ['open', true, false, 'processing'],
    ['closed', false, true, 'openReversal'],
    ['draft', true, true, 'notFiled'],
  ] as const)('a reversal of a %s declaration (processing %s, open reversal %s): %s', (status, isProcessing, hasOpenReversal, refusal) => {
    expect(reversalStartRefusal({ status, isProcessing, hasOpenReversal })).toBe(refusal);
  });

  it.each([
    ['open', 1, false, 'editRows', undefined],
    ['open', 0, false, 'complete', 'empty'],
    ['open', 1, false, 'complete', undefined],
    ['open', 1, true, 'complete', 'processing'],
    ['open', 1, true, 'editDocs', 'processing'],
    ['completed', 1, false, 'editRows', 'completed'],
    ['completed', 1, false, 'complete', 'completed'],
    ['completed', 1, false, 'delete', 'completed'],
    ['completed', 1, false, 'editDocs', 'completed'],
  ] as const)('%s reversal with %i rows (declaration processing %s): %s → %s', (status, rowCount, processing, action, refusal) => {
    expect(reversalActionRefusal({ status, rowCount }, processing, action)).toBe(refusal);
  });

  // waiting for approval (decision 0108): nothing changes, completing included, until decided or withdrawn
  it.each([
    ['open', 1, true, false, 'complete', 'awaitingApproval'],
    ['open', 1, true, false, 'editRows', 'awaitingApproval'],
    ['open', 1, true, false, 'editDocs', 'awaitingApproval'],
    ['open', 1, true, false, 'delete', 'awaitingApproval'],
    ['open', 0, true, false, 'complete', 'awaitingApproval'],
    ['open', 1, true, true, 'editRows', 'processing'],
    ['completed', 1, true, false, 'editRows', 'completed'],
    ['open', 1, false, false, 'complete', undefined],
  ] as const)('%s reversal with %i rows awaiting approval %s (declaration processing %s): %s → %s', (status, rowCount, awaitingApproval, processing, action, refusal) => {
    expect(reversalActionRefusal({ status, rowCount, awaitingApproval }, processing, action)).toBe(refusal);
  });
});

describe('a person withdrawn from the fund by the declaration\'s month (decision 0027)', () => {
  const input: ReversalRowInput = { personalNumber: original.personalNumber, lastName: original.lastName, entry: 'corrected', amounts: { grossSalary: 200_000n } };

  it('the corrected side carries no contributions; the declared ones come back as the difference', () => {
    const r = reversalRow(input, original, { type: 'standard', withdrawnFrom: { year: 2025, month: 4 } });
    expect(r.ok && r.row.corrected).toMatchObject({ base: 210_000n, employeeContribution: 0n, organizationContribution: 0n });
    expect(r.ok && r.row.difference).toBe(-4_400n);
  });

  it('not withdrawn, 2% + 2% as before', () => {
    const r = reversalRow(input, original, { type: 'standard', withdrawnFrom: null });
    expect(r.ok && r.row.corrected).toMatchObject({ employeeContribution: 4_200n, organizationContribution: 4_200n });
  });
});
