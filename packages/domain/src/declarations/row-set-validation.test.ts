import { describe, expect, it } from 'vitest';
import { validationMessage } from '../i18n/catalogue.ts';
import { row, simple } from '../testing/detail-rows.ts';
import {
  canActivate,
  DetailRowsValidator,
  findDuplicatePersonalNumbers,
  repeatedPersonalNumberIssue,
  uploadRejections,
  validateDetailRows,
  validateTemplateRows,
  withRepeatedPersonalNumber,
} from './row-set-validation.ts';
import { validateDetailRow, type DetailRowContext, type DetailRowDraft } from './row-validation.ts';
import { readTemplateRow, templateColumns } from './template.ts';

describe('duplicates across a declaration', () => {
  it('finds every occurrence of a repeated personal number', () => {
    expect(findDuplicatePersonalNumbers(['1', '2', '1', undefined, '3', '2', '1', null])).toEqual(
      new Map([
        ['1', [0, 2, 6]],
        ['2', [1, 5]],
      ]),
    );
    expect(findDuplicatePersonalNumbers(['1', '2', '3']).size).toBe(0);
  });

  it('flags every row of a repeated personal number, even a row with other errors', () => {
    const results = validateDetailRows(
      [row, { ...row, personalIdentificationNumber: '12345678901' }, { ...row, grossSalary: 'abc' }, { ...row, personalIdentificationNumber: ' 12345678901' }],
      simple,
    );
    const repeated = results.map((r) => r.errors.some((e) => e.message === 'personalNumberRepeated'));
    expect(repeated).toEqual([true, true, true, true]);
    expect(results[2]!.errors.map((e) => e.message)).toEqual(['personalNumberRepeated', 'numeric']);
    expect(canActivate(results)).toBe(false);
  });

  it('treats a number cell and a text cell of the same personal number as the same person', () => {
    const results = validateDetailRows([{ ...row, personalIdentificationNumber: 12345678901 }, { ...row, personalIdentificationNumber: '12345678901' }], simple);
    expect(results.every((r) => !r.isValid)).toBe(true);
  });

  it('handles 10,000 rows with one repetition', () => {
    const drafts = Array.from({ length: 10_000 }, (_, i) => ({ ...row, personalIdentificationNumber: String(10_000_000_000 + i) }));
    drafts[9_999] = { ...drafts[9_999], personalIdentificationNumber: drafts[0]!.personalIdentificationNumber };
    const results = validateDetailRows(drafts, simple);
    expect(results.filter((r) => !r.isValid).length).toBe(2);
    expect(canActivate(results.slice(1, 9_999))).toBe(true);
  });

  it('a declaration without rows can not be activated', () => {
    expect(canActivate([])).toBe(false);
  });
});

describe('validateTemplateRows', () => {
  const columns = templateColumns('standard', 'simple');

  it('puts an unreadable cell’s own message in place of the field’s other messages and skips blank rows', () => {
    const reads = [
      readTemplateRow({ ...row, grossSalary: { formula: 'SUM(A1:A2)' } }, columns),
      readTemplateRow({}, columns),
      readTemplateRow(row, columns),
    ];
    const results = validateTemplateRows(reads, simple);
    expect(results[1]).toBeNull();
    expect(results[0]!.errors.map((e) => [e.field, e.message])).toEqual([
      ['personalIdentificationNumber', 'personalNumberRepeated'],
      ['grossSalary', 'cellFormula'],
    ]);
    expect(results[0]!.values).toBeNull();
    expect(results[2]!.errors.map((e) => e.message)).toEqual(['personalNumberRepeated']);
  });
});

describe('messages in three languages', () => {
  it('answers rejected upload rows in the user’s language', () => {
    const result = validateDetailRow({ ...row, employeeContribution: '35.00', personalIdentificationNumber: '123' }, simple);
    expect(uploadRejections(7, result.errors, 'en')).toEqual([
      { row: 7, column: 'personalIdentificationNumber', message: 'The personal number must have exactly 11 digits.' },
      { row: 7, column: 'employeeContribution', message: 'The contribution must be 35.01.' },
    ]);
    expect(uploadRejections(7, result.errors, 'ka')[1]!.message).toBe('შენატანი უნდა იყოს 35.01.');
    expect(uploadRejections(7, result.errors, 'ru')[1]!.message).toBe('Взнос должен составлять 35.01.');
  });

  it.each([
    ['en', 'Private number is repeated.'],
    ['ka', 'პირადი ნომერი მეორდება.'],
    ['ru', 'Личный номер повторяется.'],
  ] as const)('the repeated personal number in %s', (lang, text) => {
    expect(validationMessage(lang, 'personalNumberRepeated')).toBe(text);
  });

  it('a warning carries the computed value', () => {
    expect(validationMessage('en', 'incomeTaxDiffers?expected=343.10')).toBe(
      'The declared income tax differs from the computed 343.10. Keep it only if an exemption applies.',
    );
  });
});

describe('DetailRowsValidator: rows validated a part at a time', () => {
  /** A small deterministic generator: the same cases on every run. */
  function random(seed: number) {
    let x = seed;
    return () => {
      x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
      return x / 2_147_483_648;
    };
  }
  const pool = ['01234567890', '01234567891', '01234567892', '01234567893', '0123456789', null];
  function rowsOf(next: () => number, n: number): DetailRowDraft[] {
    return Array.from({ length: n }, () => {
      const r = next();
      return { ...row, personalIdentificationNumber: pool[Math.floor(next() * pool.length)], grossSalary: r < 0.15 ? '-1' : '1500.00' };
    });
  }
  function inParts(drafts: DetailRowDraft[], sizes: number[], ctx: DetailRowContext) {
    const validator = new DetailRowsValidator(ctx);
    const results = [];
    let at = 0;
    for (let k = 0; at < drafts.length; k++) {
      const size = sizes[k % sizes.length]!;
      results.push(...validator.add(drafts.slice(at, at + size)));
      at += size;
    }
    for (const position of validator.repeatedLater()) {
      const r = results[position]!;
      r.errors = withRepeatedPersonalNumber(r.errors) as typeof r.errors;
      r.isValid = false;
    }
    return results.map((r) => ({ isValid: r.isValid, errors: r.errors.map((e) => `${e.field}:${e.message}`) }));
  }
  const whole = (drafts: DetailRowDraft[], ctx: DetailRowContext) =>
    validateDetailRows(drafts, ctx).map((r) => ({ isValid: r.isValid, errors: r.errors.map((e) => `${e.field}:${e.message}`) }));

  it.each([
    [1, [1]],
    [2, [3]],
    [3, [5, 1, 2]],
    [4, [7]],
    [5, [100]],
    [6, [2, 9]],
  ])('gives the results of the whole set (case %i, parts of %j rows)', (seed, sizes) => {
    const drafts = rowsOf(random(seed), 37);
    expect(inParts(drafts, sizes, simple)).toEqual(whole(drafts, simple));
  });

  it('flags an earlier part’s row once, however often a later part repeats it', () => {
    const validator = new DetailRowsValidator(simple);
    expect(validator.add([row]).map((r) => r.isValid)).toEqual([true]);
    expect(validator.add([{ ...row }, { ...row }]).map((r) => r.isValid)).toEqual([false, false]);
    expect(validator.add([{ ...row }])[0]!.errors).toContainEqual(repeatedPersonalNumberIssue());
    expect(validator.repeatedLater()).toEqual([0]);
  });

  it('keeps the numbers already in the declaration', () => {
    const validator = new DetailRowsValidator({ ...simple, existingPersonalNumbers: new Set(['01234567890']) });
    expect(validator.add([row])[0]!.errors).toEqual([repeatedPersonalNumberIssue()]);
    expect(validator.add([{ ...row }])[0]!.errors).toEqual([repeatedPersonalNumberIssue()]);
    expect(validator.repeatedLater()).toEqual([]);
  });

  it('takes one row of own income, whichever part brings a second', () => {
    const own: DetailRowContext = { type: 'selfEmployed', form: 'simple', today: '2025-06-15' };
    const ownRow: DetailRowDraft = { ...row, additionalBenefits: null, nonCashBenefits: null, grossSalary: '1000', employeeContribution: '20.00', organizationContribution: '20.00' };
    const validator = new DetailRowsValidator(own);
    expect(validator.add([ownRow])[0]!.isValid).toBe(true);
    const second = validator.add([{ ...ownRow, personalIdentificationNumber: '01234567891' }]);
    expect(second[0]!.errors.map((e) => e.message)).toContain('ownIncomeSingleRow');
  });

  it('adds the repeated error once, in the order of the fields', () => {
    const issues = [{ field: 'grossSalary' as const, message: 'required' }];
    expect(withRepeatedPersonalNumber(issues).map((i) => i.field)).toEqual(['personalIdentificationNumber', 'grossSalary']);
    expect(withRepeatedPersonalNumber(withRepeatedPersonalNumber(issues))).toHaveLength(2);
  });
});

