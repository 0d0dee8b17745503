import { describe, expect, it } from 'vitest';
import { isPersonalNumber, PersonalNumberSchema, PERSONAL_NUMBER_LENGTH } from './personal-number.ts';

describe('personal number', () => {
  it('has 11 digits', () => {
    expect(PERSONAL_NUMBER_LENGTH).toBe(11);
  });

  it.each([
    ['01024055867', true, 'leading zero'],
    ['12345678901', true, 'eleven digits'],
    ['00000000000', true, 'all zeros'],
    ['1234567890', false, 'ten digits'],
    ['123456789012', false, 'twelve digits'],
    ['1234567890a', false, 'a letter'],
    ['12345 67890', false, 'a space inside'],
    [' 1234567890', false, 'a leading space'],
    ['1234567890１', false, 'a full-width digit'],
    ['١٢٣٤٥٦٧٨٩٠١', false, 'Arabic-Indic digits'],
    ['+1234567890', false, 'a sign'],
    ['', false, 'empty'],
  ])('isPersonalNumber(%j) is %s (%s)', (value, expected) => {
    expect(isPersonalNumber(value)).toBe(expected);
  });

  it.each([
    ['01024055867', { ok: true, value: '01024055867' }],
    [' 01024055867 ', { ok: true, value: '01024055867' }],
    ['', { ok: false, message: 'required' }],
    ['   ', { ok: false, message: 'required' }],
    ['1234567890', { ok: false, message: 'personalNumberLength' }],
    ['123456789012', { ok: false, message: 'personalNumberLength' }],
    ['1234567890a', { ok: false, message: 'personalNumberDigits' }],
    ['12345 67890', { ok: false, message: 'personalNumberDigits' }],
    ['ერთი', { ok: false, message: 'personalNumberDigits' }],
  ] as const)('the schema answers %j with %j', (value, expected) => {
    const r = PersonalNumberSchema.safeParse(value);
    expect(r.success).toBe(expected.ok);
    if (expected.ok) expect(r.data).toBe(expected.value);
    else expect(r.error!.issues[0]!.message).toBe(expected.message);
  });

  it.each([[undefined], [null], [12345678901]])('refuses a non-string %j as required', (value) => {
    const r = PersonalNumberSchema.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('required');
  });
});
