import { describe, expect, it } from 'vitest';
import {
  createDeclarationBodySchema,
  CreateDeclarationBodySchema,
  dateOfInstant,
  declarationActionRefusal,
  DECLARATION_ACTIONS,
  DeclarationDetailSchema,
  DetailRowBodySchema,
  isFuturePeriod,
  isIsoDate,
  periodOfInstant,
  stateAfter,
  stateFlags,
} from './declaration.schema.ts';
import { DetailFilterSchema, MonthlyDeclarationsQuerySchema, UploadResultSchema } from './declaration-lists.schema.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('states and actions', () => {
  it.each([
    ['draft', false, 'editRows', undefined],
    ['saved', false, 'editRows', undefined],
    ['open', false, 'editRows', 'wrongState'],
    ['closed', false, 'editRows', 'wrongState'],
    ['draft', false, 'save', undefined],
    ['draft', false, 'activate', undefined],
    ['saved', false, 'activate', undefined],
    ['open', false, 'activate', 'wrongState'],
    ['open', false, 'close', undefined],
    ['saved', false, 'close', 'wrongState'],
    ['closed', false, 'close', 'wrongState'],
    ['draft', false, 'delete', undefined],
    ['open', false, 'delete', 'wrongState'],
    ['closed', false, 'delete', 'wrongState'],
  ] as const)('%s (processing %s): %s → %s', (state, processing, action, refusal) => {
    expect(declarationActionRefusal(state, processing, action)).toBe(refusal);
  });

  it.each(DECLARATION_ACTIONS)('a declaration being processed refuses %s', (action) => {
    for (const state of ['draft', 'saved', 'open', 'closed'] as const) expect(declarationActionRefusal(state, true, action)).toBe('processing');
  });

  it.each([
    ['draft', 'save', 'saved'],
    ['saved', 'save', 'saved'],
    ['draft', 'activate', 'open'],
    ['saved', 'activate', 'open'],
    ['open', 'close', 'closed'],
    ['saved', 'editRows', 'saved'],
  ] as const)('%s, %s → %s', (state, action, next) => {
    expect(stateAfter(state, action)).toBe(next);
  });

  it.each([
    ['draft', { isDraft: true, isOpen: false, isClosed: false }],
    ['saved', { isDraft: false, isOpen: false, isClosed: false }],
    ['open', { isDraft: false, isOpen: true, isClosed: false }],
    ['closed', { isDraft: false, isOpen: false, isClosed: true }],
  ] as const)('flags of %s', (state, flags) => {
    expect(stateFlags(state)).toEqual(flags);
  });
});

describe('periods', () => {
  it.each([
    // instant (UTC), month in Tbilisi
    ['2025-06-30T19:59:59Z', { year: 2025, month: 6 }],
    ['2025-06-30T20:00:00Z', { year: 2025, month: 7 }],
    ['2024-12-31T20:00:00Z', { year: 2025, month: 1 }],
  ])('%s is %j in Tbilisi', (instant, period) => {
    expect(periodOfInstant(new Date(instant))).toEqual(period);
  });

  it('dates an instant in Tbilisi', () => {
    expect(dateOfInstant(new Date('2025-06-30T20:00:00Z'))).toBe('2025-07-01');
  });

  it.each([
    [{ year: 2025, month: 7 }, true],
    [{ year: 2025, month: 6 }, false],
    [{ year: 2024, month: 12 }, false],
    [{ year: 2026, month: 1 }, true],
  ])('%j is in the future of June 2025: %s', (period, future) => {
    expect(isFuturePeriod(period, { year: 2025, month: 6 })).toBe(future);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-04-31', false],
    ['2023-4-3', false],
    ['20230403', false],
    ['0999-01-01', false],
  ])('isIsoDate(%j) is %s', (text, ok) => {
    expect(isIsoDate(text)).toBe(ok);
  });
});

describe('create declaration body', () => {
  const schema = createDeclarationBodySchema({ year: 2025, month: 6 });

  it('accepts this month and earlier ones, from January 2019, and coerces form values', () => {
    expect(schema.parse({ year: 2025, month: 6, type: 'standard', form: 'simple' })).toEqual({ year: 2025, month: 6, type: 'standard', form: 'simple' });
    expect(schema.parse({ year: '2019', month: '1', type: 'selfEmployed', form: 'detailed' })).toMatchObject({ year: 2019, month: 1 });
  });

  it.each([
    [{ year: 2025, month: 7, type: 'standard', form: 'simple' }, [['month', 'periodInFuture']]],
    [{ year: 2026, month: 1, type: 'standard', form: 'simple' }, [['month', 'periodInFuture']]],
    [{ year: 2018, month: 12, type: 'standard', form: 'simple' }, [['year', 'periodBeforeScheme']]],
    [{ year: 2025, month: 13, type: 'standard', form: 'simple' }, [['month', 'monthRange']]],
    [{ year: 2025, month: 0, type: 'standard', form: 'simple' }, [['month', 'monthRange']]],
    [{ year: 2025, month: 6, type: 'annual', form: 'simple' }, [['type', 'declarationType']]],
    [{ year: 2025, month: 6, type: 'standard', form: 'full' }, [['form', 'declarationForm']]],
    [{ month: 6, type: 'standard', form: 'simple' }, [['year', 'required']]],
  ])('%j is refused', (body, expected) => {
    expect(messages(schema.safeParse(body))).toEqual(expected);
  });

  it('without a reference month checks only the shape', () => {
    expect(CreateDeclarationBodySchema.safeParse({ year: 2099, month: 1, type: 'opening', form: 'simple' }).success).toBe(true);
  });
});

describe('detail row body', () => {
  const body = {
    personalIdentificationNumber: '01234567890',
    firstName: ' Nino ',
    lastName: 'Beridze',
    birthDate: '1985-04-12',
    gender: 'female',
    grossSalary: '1500,5',
    additionalBenefits: '',
    nonCashBenefits: 50.5,
    employeeContribution: null,
    optIn: '0',
  };

  it('normalizes amounts to two-decimal strings and blanks to undefined', () => {
    expect(DetailRowBodySchema.parse(body)).toEqual({
      personalIdentificationNumber: '01234567890',
      firstName: 'Nino',
      lastName: 'Beridze',
      birthDate: '1985-04-12',
      gender: 'female',
      grossSalary: '1500.50',
      additionalBenefits: undefined,
      nonCashBenefits: '50.50',
      otherWithHeldAmount: undefined,
      incomeTax: undefined,
      netAmount: undefined,
      employeeContribution: undefined,
      organizationContribution: undefined,
      optIn: 0,
      hasWrittenRequest: false,
    });
  });

  it.each([
    [{ personalIdentificationNumber: '1234567890' }, [['personalIdentificationNumber', 'personalNumberLength']]],
    [{ personalIdentificationNumber: 'abcdefghijk' }, [['personalIdentificationNumber', 'personalNumberDigits']]],
    [{ grossSalary: '-1' }, [['grossSalary', 'notNegative']]],
    [{ grossSalary: '1.001' }, [['grossSalary', 'twoDecimals']]],
    [{ grossSalary: 'abc' }, [['grossSalary', 'numeric']]],
    [{ grossSalary: '' }, [['grossSalary', 'required']]],
    [{ grossSalary: true }, [['grossSalary', 'numeric']]],
    [{ nonCashBenefits: 0.125 }, [['nonCashBenefits', 'twoDecimals']]],
    [{ birthDate: '12.04.1985' }, [['birthDate', 'dateCellFormat']]],
    [{ gender: 'other' }, [['gender', 'genderValue']]],
    [{ optIn: 2 }, [['optIn', 'optInValue']]],
    [{ optIn: 1 }, [['hasWrittenRequest', 'optInWrittenRequest']]],
    [{ firstName: '' }, [['firstName', 'required']]],
  ])('%j is refused', (change, expected) => {
    expect(messages(DetailRowBodySchema.safeParse({ ...body, ...change }))).toEqual(expected);
  });

  it('accepts optIn 1 with the written request', () => {
    expect(DetailRowBodySchema.parse({ ...body, optIn: 1, hasWrittenRequest: true })).toMatchObject({ optIn: 1, hasWrittenRequest: true });
    expect(DetailRowBodySchema.parse({ ...body, optIn: true, hasWrittenRequest: true })).toMatchObject({ optIn: 1 });
    expect(DetailRowBodySchema.parse({ ...body, optIn: false })).toMatchObject({ optIn: 0 });
  });
});

describe('lists and filters', () => {
  it('pages 1 and 10 by default, and caps the page size', () => {
    expect(MonthlyDeclarationsQuerySchema.parse({})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(MonthlyDeclarationsQuerySchema.parse({ pageNumber: '3', pageSize: '100000' })).toEqual({ pageNumber: 3, pageSize: 200 });
    expect(MonthlyDeclarationsQuerySchema.safeParse({ pageNumber: 0 }).success).toBe(false);
    expect(MonthlyDeclarationsQuerySchema.safeParse({ personalId: '12a' }).success).toBe(false);
  });

  it('filters details by name, the beginning of a personal number, or one search text', () => {
    expect(DetailFilterSchema.parse({ declarationId: 'd1', personalIdentificationNumber: '0123', firstName: ' ', search: ' Nino ' })).toEqual({
      declarationId: 'd1',
      pageNumber: 1,
      pageSize: 10,
      firstName: undefined,
      lastName: undefined,
      personalIdentificationNumber: '0123',
      search: 'Nino',
    });
    expect(DetailFilterSchema.safeParse({ declarationId: 'd1', personalIdentificationNumber: '012345678901' }).success).toBe(false);
    expect(DetailFilterSchema.safeParse({ pageNumber: 1 }).success).toBe(false);
  });

  it('carries an upload result', () => {
    const result = { accepted: 9998, rejected: 2, rows: [{ row: 5, column: 'grossSalary', message: 'Enter a number.' }, { row: 9, column: null, message: 'x' }] };
    expect(UploadResultSchema.parse(result)).toEqual(result);
    expect(UploadResultSchema.safeParse({ ...result, accepted: -1 }).success).toBe(false);
  });

  it('carries a detail row with money as two-decimal strings', () => {
    const detail = {
      id: 'r1',
      declarationId: 'd1',
      personalIdentificationNumber: '01234567890',
      firstName: 'Nino',
      lastName: 'Beridze',
      birthDate: '1985-04-12',
      gender: 'female',
      grossSalary: '1500.00',
      additionalBenefits: '0.00',
      nonCashBenefits: '0.00',
      otherWithHeldAmount: null,
      incomeTax: null,
      netAmount: null,
      employeeContribution: '30.00',
      organizationContribution: '30.00',
      optIn: 0,
      hasWrittenRequest: false,
      issues: [],
      suggested: { employeeContribution: '30.00', organizationContribution: '30.00', incomeTax: null, netAmount: null },
    };
    expect(DeclarationDetailSchema.parse(detail)).toEqual(detail);
    expect(DeclarationDetailSchema.safeParse({ ...detail, grossSalary: '1500' }).success).toBe(false);
  });
});
