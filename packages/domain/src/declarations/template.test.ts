import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/languages.ts';
import { DECLARATION_FORMS, DECLARATION_TYPES } from './declaration.schema.ts';
import {
  excelSerialToIsoDate,
  GENDER_WORD,
  isoDateToExcelSerial,
  parseDateCell,
  parseFlagCell,
  parseGenderCell,
  parsePersonalNumberCell,
  unwrapCell,
} from './template-cells.ts';
import { columnLetter, matchTemplateHeaders, parseTemplateMarker, readKeptRow, readTemplateRow, templateColumns, templateHeaders, templateMarker } from './template.ts';

const keys = (type: (typeof DECLARATION_TYPES)[number], form: (typeof DECLARATION_FORMS)[number]) => templateColumns(type, form).map((c) => c.key);

describe('templateColumns', () => {
  it.each([
    [
      'standard',
      'simple',
      ['personalIdentificationNumber', 'firstName', 'lastName', 'birthDate', 'gender', 'grossSalary', 'additionalBenefits', 'nonCashBenefits', 'employeeContribution', 'organizationContribution', 'optIn', 'hasWrittenRequest'],
    ],
    [
      'standard',
      'detailed',
      ['personalIdentificationNumber', 'firstName', 'lastName', 'birthDate', 'gender', 'grossSalary', 'additionalBenefits', 'nonCashBenefits', 'otherWithHeldAmount', 'incomeTax', 'netAmount', 'employeeContribution', 'organizationContribution', 'optIn', 'hasWrittenRequest'],
    ],
    [
      'opening',
      'simple',
      ['personalIdentificationNumber', 'firstName', 'lastName', 'birthDate', 'gender', 'grossSalary', 'additionalBenefits', 'nonCashBenefits', 'employeeContribution', 'organizationContribution', 'optIn', 'hasWrittenRequest'],
    ],
    [
      'selfEmployed',
      'simple',
      ['personalIdentificationNumber', 'firstName', 'lastName', 'birthDate', 'gender', 'grossSalary', 'employeeContribution', 'organizationContribution', 'optIn', 'hasWrittenRequest'],
    ],
    [
      'self',
      'detailed',
      ['personalIdentificationNumber', 'firstName', 'lastName', 'birthDate', 'gender', 'grossSalary', 'otherWithHeldAmount', 'incomeTax', 'netAmount', 'employeeContribution', 'organizationContribution', 'optIn', 'hasWrittenRequest'],
    ],
  ] as const)('%s / %s', (type, form, expected) => {
    expect(keys(type, form)).toEqual(expected);
  });

  it.each(DECLARATION_TYPES.flatMap((t) => DECLARATION_FORMS.map((f) => [t, f] as const)))('%s / %s: kinds, required and headers', (type, form) => {
    const columns = templateColumns(type, form);
    const byKey = new Map(columns.map((c) => [c.key, c]));
    expect(byKey.get('personalIdentificationNumber')).toMatchObject({ kind: 'personalNumber', required: true });
    expect(byKey.get('birthDate')).toMatchObject({ kind: 'date', required: true });
    expect(byKey.get('gender')).toMatchObject({ kind: 'gender', required: true });
    expect(byKey.get('grossSalary')).toMatchObject({ kind: 'money', required: true });
    expect(byKey.get('employeeContribution')).toMatchObject({ kind: 'money', required: false });
    expect(byKey.get('optIn')).toMatchObject({ kind: 'optIn', required: false });
    expect(byKey.get('hasWrittenRequest')).toMatchObject({ kind: 'optIn', required: false });
    expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
    for (const lang of LANGS) {
      const headers = templateHeaders(type, form, lang);
      expect(new Set(headers).size).toBe(headers.length);
      for (const h of headers) expect(h.trim().length).toBeGreaterThan(0);
    }
    for (const c of columns) {
      expect(c.header.ka).toMatch(/[\u10A0-\u10FF]/);
      expect(c.header.ru).toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('names the income of a self-employed person "Income" and of an employee "Gross salary"', () => {
    expect(templateHeaders('standard', 'simple', 'en')[5]).toBe('Gross salary');
    expect(templateHeaders('selfEmployed', 'simple', 'en')[5]).toBe('Income');
    expect(templateHeaders('standard', 'simple', 'ka')[0]).toBe('პირადი ნომერი');
    expect(templateHeaders('standard', 'simple', 'ru')[0]).toBe('Личный номер');
  });
});

describe('matchTemplateHeaders', () => {
  it('accepts the headers of any language, in any order, with trailing empty cells', () => {
    const headers = [...templateHeaders('standard', 'simple', 'ka')];
    headers.reverse();
    headers[1] = 'OPTIN';
    const match = matchTemplateHeaders([...headers, null, ''], 'standard', 'simple');
    expect(match.ok).toBe(true);
    if (match.ok) {
      expect(match.columns).toHaveLength(12);
      expect(match.columns.find((c) => c.column.key === 'personalIdentificationNumber')?.index).toBe(11);
    }
    expect(matchTemplateHeaders(templateHeaders('standard', 'simple', 'ru'), 'standard', 'simple').ok).toBe(true);
    expect(matchTemplateHeaders(templateHeaders('standard', 'simple', 'en').map((h) => `  ${h.toUpperCase()} `), 'standard', 'simple').ok).toBe(true);
  });

  it('refuses a detailed file for a simple declaration and a simple file for a detailed one', () => {
    const detailedInSimple = matchTemplateHeaders(templateHeaders('standard', 'detailed', 'en'), 'standard', 'simple');
    expect(detailedInSimple).toMatchObject({ ok: false, message: 'templateMismatch', missing: [], unexpected: ['Other withheld amount', 'Income tax', 'Net amount'] });
    const simpleInDetailed = matchTemplateHeaders(templateHeaders('standard', 'simple', 'en'), 'standard', 'detailed');
    expect(simpleInDetailed).toMatchObject({ ok: false, missing: ['otherWithHeldAmount', 'incomeTax', 'netAmount'] });
  });

  it('refuses an employer file for a self-employed declaration, unknown and repeated columns', () => {
    expect(matchTemplateHeaders(templateHeaders('standard', 'simple', 'en'), 'selfEmployed', 'simple').ok).toBe(false);
    expect(matchTemplateHeaders([...templateHeaders('standard', 'simple', 'en'), 'Bonus'], 'standard', 'simple')).toMatchObject({ ok: false, unexpected: ['Bonus'] });
    expect(matchTemplateHeaders([...templateHeaders('standard', 'simple', 'en'), 'First name'], 'standard', 'simple')).toMatchObject({ ok: false, unexpected: ['First name'] });
    expect(matchTemplateHeaders([], 'standard', 'simple')).toMatchObject({ ok: false });
  });
});

describe('template marker', () => {
  it.each(DECLARATION_TYPES.flatMap((t) => DECLARATION_FORMS.map((f) => [t, f] as const)))('%s / %s round-trips', (type, form) => {
    expect(parseTemplateMarker(templateMarker(type, form))).toEqual({ type, form });
  });
  it.each([['pensia-declaration:annual:simple'], ['pensia-declaration:standard:full'], ['hello'], [42], [null]])('%j is no marker', (value) => {
    expect(parseTemplateMarker(value)).toBeUndefined();
  });
});

describe('columnLetter', () => {
  it.each([
    [0, 'A'],
    [11, 'L'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%s → %s', (index, letters) => {
    expect(columnLetter(index)).toBe(letters);
  });
});

describe('unwrapCell', () => {
  it.each([
    [undefined, { ok: true, value: null }],
    [null, { ok: true, value: null }],
    ['text', { ok: true, value: 'text' }],
    [12.5, { ok: true, value: 12.5 }],
    [true, { ok: true, value: true }],
    [{ richText: [{ text: '0123' }, { text: '4567890' }] }, { ok: true, value: '01234567890' }],
    [{ text: 'Giorgi', hyperlink: 'mailto:g@example.ge' }, { ok: true, value: 'Giorgi' }],
    [{ formula: 'B2*0.02', result: 20 }, { ok: true, value: 20 }],
    [{ sharedFormula: 'K2', result: '20.00' }, { ok: true, value: '20.00' }],
    [{ formula: 'B2*0.02' }, { ok: false, message: 'cellFormula' }],
    [{ formula: 'B2*0.02', result: { error: '#REF!' } }, { ok: false, message: 'cellFormula' }],
    [{ error: '#N/A' }, { ok: false, message: 'cellError' }],
    [[1, 2], { ok: false, message: 'invalidType' }],
  ])('%j', (raw, result) => {
    expect(unwrapCell(raw)).toEqual(result);
  });

  it('keeps a Date', () => {
    const d = new Date(Date.UTC(1985, 2, 5));
    expect(unwrapCell(d)).toEqual({ ok: true, value: d });
  });
});

describe('dates', () => {
  it.each([
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [25569, '1970-01-01'],
    [31111, '1985-03-05'],
    [31111.75, '1985-03-05'], // a time of day is dropped
    [43318, '2018-08-06'],
    [45658, '2025-01-01'],
    [2958465, '9999-12-31'],
  ])('Excel serial %s is %s', (serial, iso) => {
    expect(excelSerialToIsoDate(serial)).toBe(iso);
  });

  it.each([
    ['1900-01-01', 1],
    ['1900-02-28', 59],
    ['1900-03-01', 61],
    ['1970-01-01', 25569],
    ['1985-03-05', 31111],
    ['2024-02-29', 45351],
    ['9999-12-31', 2958465],
  ] as const)('%s is Excel serial %s, and reads back', (iso, serial) => {
    expect(isoDateToExcelSerial(iso)).toBe(serial);
    expect(excelSerialToIsoDate(serial)).toBe(iso);
  });

  it.each(['ka', 'en', 'ru'] as const)('the gender words an export writes in %s read back as the same gender', (lang) => {
    for (const gender of ['male', 'female'] as const) expect(parseGenderCell(GENDER_WORD[lang][gender])).toEqual({ ok: true, value: gender });
  });

  it.each([[0], [-1], [60], [2958466], [Number.NaN]])('Excel serial %s is no date', (serial) => {
    expect(excelSerialToIsoDate(serial)).toBeUndefined();
  });

  it.each([
    ['1985-03-05', '1985-03-05'],
    ['  1985-03-05 ', '1985-03-05'],
    ['1985-3-5', '1985-03-05'],
    ['1985-03-05T00:00:00.000Z', '1985-03-05'],
    ['05.03.1985', '1985-03-05'],
    ['5.3.1985', '1985-03-05'],
    ['05/03/1985', '1985-03-05'],
    ['29.02.2000', '2000-02-29'],
    [31111, '1985-03-05'],
    [new Date(Date.UTC(1985, 2, 5)), '1985-03-05'],
  ])('%j is %s', (value, iso) => {
    expect(parseDateCell(value)).toEqual({ ok: true, value: iso });
  });

  it.each([
    ['31.02.1985'],
    ['29.02.2001'],
    ['1985-13-01'],
    ['05-03-1985'],
    ['05.03/1985'],
    ['05.03.85'],
    ['March 5, 1985'],
    [''],
    ['31112'],
    [true],
    [null],
    [60],
    [new Date(Number.NaN)],
  ])('%j is refused', (value) => {
    expect(parseDateCell(value)).toEqual({ ok: false, message: 'dateCellFormat' });
  });
});

describe('parseGenderCell', () => {
  it.each([
    ['male', 'male'],
    ['Female', 'female'],
    [' M ', 'male'],
    ['f', 'female'],
    ['მამრობითი', 'male'],
    ['მდედრობითი', 'female'],
    ['ქალი', 'female'],
    ['კაცი', 'male'],
    ['Мужской', 'male'],
    ['женский', 'female'],
    ['Ж', 'female'],
    ['м', 'male'],
  ])('%j is %s', (value, gender) => {
    expect(parseGenderCell(value)).toEqual({ ok: true, value: gender });
  });

  it.each([
    ['x', 'genderValue'],
    ['1', 'genderValue'],
    [1, 'genderValue'],
    ['', 'required'],
    [null, 'genderValue'],
  ])('%j is refused with %s', (value, key) => {
    expect(parseGenderCell(value)).toEqual({ ok: false, message: key });
  });
});

describe('parseFlagCell', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['0', 0],
    [0, 0],
    [false, 0],
    ['1', 1],
    [' 1 ', 1],
    [1, 1],
    [true, 1],
  ])('%j is %s', (value, flag) => {
    expect(parseFlagCell(value)).toEqual({ ok: true, value: flag });
  });

  it.each([['2'], [2], ['yes'], [0.5], ['01']])('%j is refused', (value) => {
    expect(parseFlagCell(value)).toEqual({ ok: false, message: 'optInValue' });
  });
});

describe('parsePersonalNumberCell', () => {
  it.each([
    ['01234567890', '01234567890'],
    [' 12345678901 ', '12345678901'],
    [12345678901, '12345678901'],
  ])('%j is %s', (value, pn) => {
    expect(parsePersonalNumberCell(value)).toEqual({ ok: true, value: pn });
  });

  it.each([
    [null, 'required'],
    ['', 'required'],
    ['1234567890', 'personalNumberLength'],
    ['123456789012', 'personalNumberLength'],
    ['1234567890a', 'personalNumberDigits'],
    ['123-456-789', 'personalNumberDigits'],
    [1234567890, 'personalNumberLeadingZero'],
    [123456789012, 'personalNumberLength'],
    [12345678901.5, 'personalNumberDigits'],
    [-12345678901, 'personalNumberDigits'],
    [true, 'personalNumberDigits'],
  ])('%j is refused with %s', (value, key) => {
    expect(parsePersonalNumberCell(value)).toEqual({ ok: false, message: key });
  });
});

describe('readTemplateRow', () => {
  const columns = templateColumns('standard', 'simple');

  it('unwraps the cells by column key', () => {
    const read = readTemplateRow(
      { personalIdentificationNumber: { richText: [{ text: '01234567890' }] }, firstName: 'Nino', grossSalary: { formula: 'X1', result: 1500 } },
      columns,
    );
    expect(read.isEmpty).toBe(false);
    expect(read.cellErrors).toEqual([]);
    expect(read.values).toMatchObject({ personalIdentificationNumber: '01234567890', firstName: 'Nino', grossSalary: 1500, lastName: null });
  });

  it('reports unreadable cells by field', () => {
    const read = readTemplateRow({ grossSalary: { formula: 'X1' }, employeeContribution: { error: '#DIV/0!' } }, columns);
    expect(read.cellErrors).toEqual([
      { field: 'grossSalary', message: 'cellFormula' },
      { field: 'employeeContribution', message: 'cellError' },
    ]);
  });

  it('knows a blank row', () => {
    expect(readTemplateRow({ firstName: '  ', grossSalary: null }, columns).isEmpty).toBe(true);
    expect(readTemplateRow({}, columns).isEmpty).toBe(true);
  });
});

describe('readKeptRow', () => {
  const row = (values: Record<string, string | null>) =>
    readKeptRow({ personalIdentificationNumber: '0100101333', firstName: 'ნინო', lastName: 'ბერიძე', grossSalary: '1000', ...values });

  it('reads back every date form the upload takes', () => {
    for (const text of ['01.01.1975', '1.1.1975', '01/01/1975', '1975-01-01', '27395'])
      expect(row({ birthDate: text }).birthDate, text).toBe('1975-01-01');
    expect(row({ birthDate: '31.02.1975' }).birthDate).toBe('');
    expect(row({ birthDate: null }).birthDate).toBe('');
  });

  it('reads the gender words of all three languages', () => {
    for (const [text, gender] of [
      ['მამრობითი', 'male'],
      ['მდედრობითი', 'female'],
      ['Мужской', 'male'],
      ['женский', 'female'],
      ['Female', 'female'],
      [' M ', 'male'],
    ] as const)
      expect(row({ gender: text }).gender, text).toBe(gender);
    expect(row({ gender: 'other' }).gender).toBe('');
  });

  it('keeps text as the file had it and reads the flags', () => {
    const read = row({ optIn: '1', hasWrittenRequest: 'true', incomeTax: '200.5' });
    expect(read).toMatchObject({ personalIdentificationNumber: '0100101333', firstName: 'ნინო', grossSalary: '1000', incomeTax: '200.5', optIn: 1, hasWrittenRequest: 1 });
    expect(row({ optIn: 'yes' }).optIn).toBe(0);
    expect(row({}).additionalBenefits).toBe('');
  });
});
