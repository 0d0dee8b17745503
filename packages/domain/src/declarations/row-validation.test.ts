import { describe, expect, it } from 'vitest';
import { validationMessage } from '../i18n/catalogue.ts';
import { detailed, detailedRow, row, simple } from '../testing/detail-rows.ts';
import { DetailRowsValidator, validateDetailRows } from './row-set-validation.ts';
import type { DetailRowContext, DetailRowDraft } from './row-validation.ts';
import { formatDetailAmounts, rowIssues, validateDetailRow } from './row-validation.ts';

const errorsOf = (draft: DetailRowDraft, ctx = simple) => validateDetailRow(draft, ctx).errors.map((e) => [e.field, e.message]);

describe('validateDetailRow: a valid row', () => {
  it('has no errors or warnings, suggests the computed values and gives the values to store', () => {
    const result = validateDetailRow(row, simple);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(result.suggested).toEqual({ employeeContribution: '35.01', organizationContribution: '35.01', incomeTax: null, netAmount: null });
    expect(result.values).toEqual({
      personalIdentificationNumber: '01234567890',
      firstName: 'Nino',
      lastName: 'Beridze',
      birthDate: '1985-04-12',
      gender: 'female',
      grossSalary: 150000n,
      additionalBenefits: 20000n,
      nonCashBenefits: 5050n,
      otherWithHeldAmount: null,
      incomeTax: null,
      netAmount: null,
      employeeContribution: 3501n,
      organizationContribution: 3501n,
      optIn: 0,
      hasWrittenRequest: false,
      nameChange: null,
    });
  });

  it('in the detailed form too', () => {
    const result = validateDetailRow(detailedRow, detailed);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.suggested).toEqual({ employeeContribution: '35.01', organizationContribution: '35.01', incomeTax: '343.10', netAmount: '1362.39' });
    expect(result.values).toMatchObject({ otherWithHeldAmount: 1000n, incomeTax: 34310n, netAmount: 136239n });
  });

  it('fills blank contributions, income tax and net amount with the computed values, and blank benefits with 0', () => {
    const result = validateDetailRow(
      { ...detailedRow, additionalBenefits: '', nonCashBenefits: null, otherWithHeldAmount: undefined, employeeContribution: ' ', organizationContribution: null, incomeTax: '', netAmount: null },
      detailed,
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.values).toMatchObject({
      additionalBenefits: 0n,
      nonCashBenefits: 0n,
      otherWithHeldAmount: 0n,
      employeeContribution: 3000n,
      organizationContribution: 3000n,
      incomeTax: 29400n,
      netAmount: 150000n - 3000n - 29400n,
    });
  });

  it('reads the values of spreadsheet cells: numbers, serial dates, Georgian words, booleans', () => {
    const result = validateDetailRow(
      {
        personalIdentificationNumber: 12345678901,
        firstName: 'ნინო',
        lastName: 'ბერიძე',
        birthDate: 31149, // 1985-04-12
        gender: 'მდედრობითი',
        grossSalary: 1500,
        additionalBenefits: 200,
        nonCashBenefits: 50.5,
        employeeContribution: 35.01,
        organizationContribution: 0.1 * 350.1,
        optIn: null,
        hasWrittenRequest: null,
      },
      simple,
    );
    expect(result.errors).toEqual([]);
    expect(result.values).toMatchObject({ personalIdentificationNumber: '12345678901', birthDate: '1985-04-12', gender: 'female', nonCashBenefits: 5050n, organizationContribution: 3501n });
  });
});

describe('validateDetailRow: errors block activation', () => {
  it.each<[string, DetailRowDraft, [string | null, string][]]>([
    ['no personal number', { personalIdentificationNumber: '' }, [['personalIdentificationNumber', 'required']]],
    ['a 10-digit personal number', { personalIdentificationNumber: '1234567890' }, [['personalIdentificationNumber', 'personalNumberLength']]],
    ['a 12-digit personal number', { personalIdentificationNumber: '123456789012' }, [['personalIdentificationNumber', 'personalNumberLength']]],
    ['a 10-digit number cell', { personalIdentificationNumber: 1234567890 }, [['personalIdentificationNumber', 'personalNumberLeadingZero']]],
    ['letters in the personal number', { personalIdentificationNumber: '0123456789O' }, [['personalIdentificationNumber', 'personalNumberDigits']]],
    ['no first name', { firstName: ' ' }, [['firstName', 'required']]],
    ['a last name too long', { lastName: 'x'.repeat(101) }, [['lastName', 'tooLong?max=100']]],
    ['no birth date', { birthDate: null }, [['birthDate', 'required']]],
    ['a birth date that is no date', { birthDate: '31.02.1985' }, [['birthDate', 'dateCellFormat']]],
    ['a birth date in the future', { birthDate: '2025-06-16' }, [['birthDate', 'birthDateRange']]],
    ['a birth date before 1900', { birthDate: '1899-12-31' }, [['birthDate', 'birthDateRange']]],
    ['no gender', { gender: '' }, [['gender', 'required']]],
    ['a wrong gender', { gender: 'x' }, [['gender', 'genderValue']]],
    ['no gross salary', { grossSalary: '' }, [['grossSalary', 'required']]],
    ['text for an amount', { grossSalary: 'fifteen hundred' }, [['grossSalary', 'numeric']]],
    ['a negative amount', { additionalBenefits: '-200' }, [['additionalBenefits', 'notNegative']]],
    ['three decimals', { nonCashBenefits: '50.505' }, [['nonCashBenefits', 'twoDecimals']]],
    ['three decimals in a number cell', { nonCashBenefits: 50.505 }, [['nonCashBenefits', 'twoDecimals']]],
    ['a date in an amount', { grossSalary: new Date(0) }, [['grossSalary', 'numeric']]],
    ['a wrong optIn', { optIn: '2' }, [['optIn', 'optInValue']]],
    ['a wrong employee contribution', { employeeContribution: '35.00' }, [['employeeContribution', 'contributionMismatch?expected=35.01']]],
    ['a wrong employer contribution', { organizationContribution: '35.02' }, [['organizationContribution', 'contributionMismatch?expected=35.01']]],
    [
      'contributions of 2% of the gross salary only',
      { employeeContribution: '30.00', organizationContribution: '30.00' },
      [
        ['employeeContribution', 'contributionMismatch?expected=35.01'],
        ['organizationContribution', 'contributionMismatch?expected=35.01'],
      ],
    ],
    [
      'contributions of a woman already of pension age on 6 August 2018',
      { birthDate: '1963-08-06' },
      [
        ['employeeContribution', 'contributionNotDue'],
        ['organizationContribution', 'contributionNotDue'],
      ],
    ],
    ['optIn without a written request', { optIn: 1, hasWrittenRequest: false }, [['hasWrittenRequest', 'optInWrittenRequest']]],
    ['a written request that is not 0/1', { hasWrittenRequest: 'yes' }, [['hasWrittenRequest', 'optInValue']]],
  ])('%s', (_, change, expected) => {
    expect(errorsOf({ ...row, ...change })).toEqual(expected);
  });

  it('lists several errors of a row in the order of its fields', () => {
    expect(errorsOf({ ...row, grossSalary: '-1', personalIdentificationNumber: '123', gender: 'x' })).toEqual([
      ['personalIdentificationNumber', 'personalNumberLength'],
      ['gender', 'genderValue'],
      ['grossSalary', 'notNegative'],
    ]);
  });

  it('keeps the values of a row with only a rule error, so it can be stored and fixed', () => {
    const result = validateDetailRow({ ...row, employeeContribution: '35.00' }, simple);
    expect(result.isValid).toBe(false);
    expect(result.values?.employeeContribution).toBe(3500n);
    expect(result.suggested?.employeeContribution).toBe('35.01');
  });

  it('has no values and no suggestion when an amount can not be read', () => {
    const result = validateDetailRow({ ...row, grossSalary: 'abc' }, simple);
    expect(result.values).toBeNull();
    expect(result.suggested).toBeNull();
    expect(result.computed).toBeNull();
  });

  it('refuses a personal number already in the declaration', () => {
    expect(errorsOf(row, { ...simple, existingPersonalNumbers: new Set(['01234567890']) })).toEqual([['personalIdentificationNumber', 'personalNumberRepeated']]);
    expect(errorsOf(row, { ...simple, existingPersonalNumbers: new Set(['01234567891']) })).toEqual([]);
  });
});

describe('validateDetailRow: a person withdrawn from the fund (opt-out)', () => {
  // withdrawn from November 2026 (the month of the decision); another person never withdrawn
  const withdrawn = new Map([['01234567890', { year: 2026, month: 11 }]]);
  const at = (year: number, month: number): DetailRowContext => ({ ...simple, today: '2026-12-15', period: { year, month }, withdrawn });
  const zero = { employeeContribution: '0.00', organizationContribution: '0.00' };
  const blank = { employeeContribution: null, organizationContribution: null };
  it.each<[string, DetailRowContext, DetailRowDraft, [string | null, string][], string]>([
    ['the month of the withdrawal: zero contributions are right', at(2026, 11), zero, [], '0.00'],
    ['a later month: zero contributions are right', at(2026, 12), zero, [], '0.00'],
    ['a later year', at(2027, 1), zero, [], '0.00'],
    ['a later month, contributions left blank: computed as zero', at(2026, 12), blank, [], '0.00'],
    [
      'a later month declaring 2% + 2%: refused, naming the withdrawal',
      at(2026, 12),
      {},
      [
        ['employeeContribution', 'contributionWithdrawn?month=11.2026'],
        ['organizationContribution', 'contributionWithdrawn?month=11.2026'],
      ],
      '0.00',
    ],
    ['the month before: 2% + 2% still due', at(2026, 10), {}, [], '35.01'],
    ['the month before, an earlier year', at(2025, 12), {}, [], '35.01'],
    [
      'the month before declaring zero: the usual mismatch',
      at(2026, 10),
      zero,
      [
        ['employeeContribution', 'contributionMismatch?expected=35.01'],
        ['organizationContribution', 'contributionMismatch?expected=35.01'],
      ],
      '35.01',
    ],
    ['another person, a later month: 2% + 2% due', at(2026, 12), { personalIdentificationNumber: '01234567891' }, [], '35.01'],
    ['withdrawn people without the declaration month: nothing changes', { ...simple, withdrawn }, {}, [], '35.01'],
    ['a later month, voluntary participation does not bring contributions back', at(2026, 12), { ...zero, optIn: 1, hasWrittenRequest: true }, [], '0.00'],
  ])('%s', (_, ctx, change, expected, suggested) => {
    const result = validateDetailRow({ ...row, ...change }, ctx);
    expect(result.errors.map((e) => [e.field, e.message])).toEqual(expected);
    expect(result.suggested?.employeeContribution).toBe(suggested);
    expect(result.suggested?.organizationContribution).toBe(suggested);
  });

  it('stores zero contributions of a withdrawn person\'s row left blank', () => {
    const result = validateDetailRow({ ...row, employeeContribution: '', organizationContribution: '' }, at(2026, 12));
    expect(result.values).toMatchObject({ employeeContribution: 0n, organizationContribution: 0n });
    expect(result.computed).toMatchObject({ isContributing: false, withdrawnFrom: { year: 2026, month: 11 } });
  });

  it('in a detailed form, income tax is 20% of the whole base once no employee contribution is due', () => {
    const result = validateDetailRow({ ...detailedRow, ...zero, incomeTax: '350.10', netAmount: '1390.40' }, { ...at(2026, 12), form: 'detailed' });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('says so in every language', () => {
    const ref = 'contributionWithdrawn?month=11.2026';
    expect(validationMessage('en', ref)).toBe('This person left the scheme by an opt-out from 11.2026: no contribution is due, it must be 0.00.');
    expect(validationMessage('ka', ref)).toContain('11.2026');
    expect(validationMessage('ru', ref)).toContain('11.2026');
    expect(new Set(['en', 'ka', 'ru'].map((l) => validationMessage(l as 'en', ref))).size).toBe(3);
  });

  it('applies to every row of a set and to rows arriving a part at a time', () => {
    const ctx = at(2026, 12);
    const other = { ...row, personalIdentificationNumber: '01234567891' };
    const all = validateDetailRows([row, other], ctx);
    expect(all.map((r) => r.isValid)).toEqual([false, true]);
    const parts = new DetailRowsValidator(ctx);
    expect(parts.add([other]).map((r) => r.isValid)).toEqual([true]);
    expect(parts.add([{ ...row, ...zero }]).map((r) => r.isValid)).toEqual([true]);
  });
});

describe('validateDetailRow: participation', () => {
  it.each<[string, DetailRowDraft, string]>([
    ['a woman of 54 on 6 August 2018', { birthDate: '1963-08-07', gender: 'female' }, '35.01'],
    ['a woman of 55 on 6 August 2018', { birthDate: '1963-08-06', gender: 'female' }, '0.00'],
    ['a man of 55 on 6 August 2018', { birthDate: '1963-08-06', gender: 'male' }, '35.01'],
    ['a man of 59 on 6 August 2018', { birthDate: '1958-08-07', gender: 'male' }, '35.01'],
    ['a man of 60 on 6 August 2018', { birthDate: '1958-08-06', gender: 'male' }, '0.00'],
    ['a man of 60 who opted in', { birthDate: '1958-08-06', gender: 'male', optIn: 1, hasWrittenRequest: true }, '35.01'],
    ['a woman of 39 on 6 August 2018', { birthDate: '1978-08-07', gender: 'female' }, '35.01'],
  ])('%s: contributions %s', (_, change, expected) => {
    const result = validateDetailRow({ ...row, ...change, employeeContribution: expected, organizationContribution: expected }, simple);
    expect(result.errors).toEqual([]);
    expect(result.suggested?.employeeContribution).toBe(expected);
  });

  it('a person not taking part pays no income-tax difference: tax is 20% of the whole base', () => {
    const result = validateDetailRow(
      { ...detailedRow, birthDate: '1950-01-01', employeeContribution: '0', organizationContribution: '0', incomeTax: '350.10', netAmount: '1390.40' },
      detailed,
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });
});

describe('validateDetailRow: warnings do not block', () => {
  it.each<[string, DetailRowDraft, [string, string][]]>([
    ['income tax with an exemption', { incomeTax: '0.00', netAmount: '1362.39' }, [['incomeTax', 'incomeTaxDiffers?expected=343.10']]],
    ['a net amount that differs', { netAmount: '1400.00' }, [['netAmount', 'netAmountDiffers?expected=1362.39']]],
    [
      'both',
      { incomeTax: '343.09', netAmount: '1362.40' },
      [
        ['incomeTax', 'incomeTaxDiffers?expected=343.10'],
        ['netAmount', 'netAmountDiffers?expected=1362.39'],
      ],
    ],
  ])('%s', (_, change, expected) => {
    const result = validateDetailRow({ ...detailedRow, ...change }, detailed);
    expect(result.errors).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(result.warnings.map((w) => [w.field, w.message])).toEqual(expected);
    expect(result.warnings.every((w) => w.tier === 'warning')).toBe(true);
    // the declared values are kept
    expect(result.values?.incomeTax).not.toBeNull();
  });

  it('ignores income tax and net amount in a simple form', () => {
    const result = validateDetailRow({ ...row, incomeTax: '1.00', netAmount: 'abc', otherWithHeldAmount: '-5' }, simple);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.values).toMatchObject({ incomeTax: null, netAmount: null, otherWithHeldAmount: null });
  });

  it('a wrong contribution is an error while a tax difference is a warning, in the same row', () => {
    const result = validateDetailRow({ ...detailedRow, employeeContribution: '30.00', incomeTax: '0' }, detailed);
    expect(result.errors.map((e) => [e.tier, e.field])).toEqual([['error', 'employeeContribution']]);
    expect(result.warnings.map((w) => [w.tier, w.field])).toEqual([['warning', 'incomeTax']]);
  });
});

describe('declarations of own income', () => {
  const own: DetailRowContext = { type: 'selfEmployed', form: 'simple', today: '2025-06-15', ownPersonalNumber: '01234567890' };
  const ownRow: DetailRowDraft = { ...row, additionalBenefits: null, nonCashBenefits: null, grossSalary: '1000', employeeContribution: '20.00', organizationContribution: '20.00' };

  it('takes 4% as 2% + 2%', () => {
    expect(validateDetailRow(ownRow, own).errors).toEqual([]);
    expect(validateDetailRow({ ...ownRow, grossSalary: '0.13', employeeContribution: '0.01', organizationContribution: '0.00' }, own).errors).toEqual([]);
    expect(errorsOf({ ...ownRow, employeeContribution: '40.00', organizationContribution: '0' }, own)).toEqual([
      ['employeeContribution', 'contributionMismatch?expected=20.00'],
      ['organizationContribution', 'contributionMismatch?expected=20.00'],
    ]);
  });

  it('is the declarant’s own row, and only one', () => {
    expect(errorsOf({ ...ownRow, personalIdentificationNumber: '01234567891' }, own)).toEqual([['personalIdentificationNumber', 'ownIncomePersonalNumber']]);
    const results = validateDetailRows([ownRow, { ...ownRow }], { ...own, ownPersonalNumber: undefined });
    expect(results[1]!.errors.map((e) => [e.field, e.message])).toContainEqual([null, 'ownIncomeSingleRow']);
  });
});

describe('stored form of a row', () => {
  it('gives the amounts as two-decimal strings and the issues errors first', () => {
    const result = validateDetailRow({ ...detailedRow, employeeContribution: '30', incomeTax: '0' }, detailed);
    expect(formatDetailAmounts(result.values!)).toEqual({
      grossSalary: '1500.00',
      additionalBenefits: '200.00',
      nonCashBenefits: '50.50',
      otherWithHeldAmount: '10.00',
      incomeTax: '0.00',
      netAmount: '1362.39',
      employeeContribution: '30.00',
      organizationContribution: '35.01',
    });
    expect(rowIssues(result).map((i) => i.tier)).toEqual(['error', 'warning']);
    expect(formatDetailAmounts(validateDetailRow(row, simple).values!)).toMatchObject({ incomeTax: null, netAmount: null, otherWithHeldAmount: null });
  });
});

describe('validateDetailRow: a name that differs from the record', () => {
  const records = new Map([['01234567890', { firstName: 'Nino', lastName: 'Kapanadze' }]]);
  const ctx: DetailRowContext = { ...simple, namesOnRecord: records };
  it.each([
    ['no reason: refused under the name that differs', {}, ['lastName'], null],
    ['a blank reason: refused', { nameChangeReason: '   ' }, ['lastName'], null],
    ['a reason: accepted, kept with the name on record', { nameChangeReason: ' married in May 2025 ' }, [], { reason: 'married in May 2025', nameOnRecord: 'Nino Kapanadze' }],
  ] as const)('%s', (_, change, errors, nameChange) => {
    const result = validateDetailRow({ ...row, ...change }, ctx);
    expect(result.errors.map((e) => e.field)).toEqual(errors);
    for (const e of result.errors) expect(validationMessage('en', e.message)).toBe("This personal number belongs to Nino Kapanadze in the scheme's records.");
    expect(result.values?.nameChange ?? null).toEqual(nameChange);
  });
  it('a reason for a name that agrees with the record, or a number the scheme does not know, keeps nothing', () => {
    expect(validateDetailRow({ ...row, lastName: 'KAPANADZE', nameChangeReason: 'married' }, ctx).values?.nameChange).toBeNull();
    expect(validateDetailRow({ ...row, nameChangeReason: 'married' }, simple).values?.nameChange).toBeNull();
  });
});
