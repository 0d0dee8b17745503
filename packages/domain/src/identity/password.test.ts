import { describe, expect, it } from 'vitest';
import { isStrongPassword, NewPasswordSchema, PASSWORD_MAX, PASSWORD_MIN, PasswordSchema } from './password.ts';

describe('strong password rule (section 5)', () => {
  it('is 8 to 32 characters', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 32]);
  });

  it.each([
    ['Abcdef1!', true, 'exactly 8'],
    ['abcdefg1!', true, 'lower case letters only'],
    ['ABCDEFG1!', true, 'upper case letters only'],
    ['Demo#2026pass', true, 'the demo password'],
    [`A1!${'b'.repeat(29)}`, true, 'exactly 32'],
    ['x1~{}[]\\|`', true, 'punctuation from the whole ASCII set'],
    [`a1"'<>?/.,;:`, true, 'quotes and brackets'],
    ['Abcde1!', false, '7 characters'],
    [`A1!${'b'.repeat(30)}`, false, '33 characters'],
    ['Abcdefgh!', false, 'no digit'],
    ['Abcdefgh1', false, 'no special character'],
    ['12345678!', false, 'no letter'],
    ['Abc def1!', false, 'a space'],
    ['Abcdef1! ', false, 'a trailing space'],
    ['Abcdef1!\t', false, 'a tab'],
    ['პაროლი12!', false, 'Georgian letters'],
    ['Abcdef1!ა', false, 'one Georgian letter among Latin'],
    ['Пароль12!', false, 'Cyrillic letters'],
    ['Abcdéf1!', false, 'an accented letter'],
    ['Abcdef1!😀', false, 'an emoji'],
    ['Abcdef1!§', false, 'a non-ASCII symbol'],
    ['', false, 'empty'],
  ])('isStrongPassword(%j) is %s (%s)', (value, expected) => {
    expect(isStrongPassword(value)).toBe(expected);
  });

  it('the new-password schema carries the message keys', () => {
    expect(NewPasswordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(NewPasswordSchema.safeParse('').error!.issues[0]!.message).toBe('required');
    expect(NewPasswordSchema.safeParse(undefined).error!.issues[0]!.message).toBe('required');
    expect(NewPasswordSchema.safeParse('weak').error!.issues[0]!.message).toBe('passwordStrong');
  });

  it('the sign-in password schema only requires a value (old accounts keep working)', () => {
    expect(PasswordSchema.safeParse('weak').success).toBe(true);
    expect(PasswordSchema.safeParse('').error!.issues[0]!.message).toBe('required');
    expect(PasswordSchema.safeParse('x'.repeat(257)).error!.issues[0]!.message).toBe('tooLong?max=256');
  });
});
