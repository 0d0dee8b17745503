import { describe, expect, it } from 'vitest';
import { EmailSchema, MobileSchema, OrganizationNameSchema, UsernameSchema } from './contact.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? undefined : r.error!.issues[0]!.message);

describe('profile mobile (section 5: required, at least 9 characters)', () => {
  it.each([
    ['555123456', undefined, '9 digits'],
    ['+995 555 12 34 56', undefined, 'international with spaces'],
    ['(032) 2-12-34-56', undefined, 'brackets and hyphens'],
    ['  555123456  ', undefined, 'trimmed'],
    ['', 'required', 'empty'],
    ['   ', 'required', 'blank'],
    ['55512345', 'mobileMin?min=9', '8 characters'],
    ['5551234567890123456789', 'tooLong?max=20', '22 characters'],
    ['555abc456', 'mobileMin?min=9', 'letters'],
  ])('%j → %s (%s)', (value, message, _what) => {
    expect(firstMessage(MobileSchema.safeParse(value))).toBe(message);
  });
  it('refuses a missing value as required', () => {
    expect(firstMessage(MobileSchema.safeParse(undefined))).toBe('required');
  });
});

describe('profile email (section 5)', () => {
  it.each([
    ['info@example.ge', undefined],
    ['  info@example.ge ', undefined],
    ['first.last+tag@sub.example.com', undefined],
    ['', 'emailRequired'],
    ['  ', 'emailRequired'],
    ['info', 'emailFormat'],
    ['info@', 'emailFormat'],
    ['@example.ge', 'emailFormat'],
    ['in fo@example.ge', 'emailFormat'],
    ['a@@example.ge', 'emailFormat'],
    ['a@localhost', 'emailFormat'],
    [`${'a'.repeat(250)}@x.ge`, 'tooLong?max=254'],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(EmailSchema.safeParse(value))).toBe(message);
  });
  it('refuses a missing value with the email-required text', () => {
    expect(firstMessage(EmailSchema.safeParse(undefined))).toBe('emailRequired');
  });
  it('answers the trimmed address', () => {
    expect(EmailSchema.parse('  info@example.ge ')).toBe('info@example.ge');
  });
});

describe('username', () => {
  it.each([
    ['demo-employer', undefined],
    ['a.b_c-1', undefined],
    ['abc', undefined],
    ['x'.repeat(50), undefined],
    ['', 'required'],
    ['ab', 'usernameFormat'],
    ['x'.repeat(51), 'usernameFormat'],
    ['with space', 'usernameFormat'],
    ['მომხმარებელი', 'usernameFormat'],
    ['user@example', 'usernameFormat'],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(UsernameSchema.safeParse(value))).toBe(message);
  });
});

describe('organization name', () => {
  it.each([
    ['შპს „ქართული სავაჭრო ქსელი“', undefined],
    ['AB', undefined],
    ['', 'organizationNameRequired'],
    ['   ', 'organizationNameRequired'],
    ['A', 'tooShort?min=2'],
    ['x'.repeat(201), 'tooLong?max=200'],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(OrganizationNameSchema.safeParse(value))).toBe(message);
  });
});
