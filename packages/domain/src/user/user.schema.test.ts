import { describe, expect, it } from 'vitest';
import {
  ChangePasswordFormSchema,
  RegisterLegalEntityRequestSchema,
  RegisterPersonRequestSchema,
  UpdateOrganizationRequestSchema,
} from './user.schema.ts';

const account = {
  username: 'new-employer',
  password: 'Strong#2026x',
  mobile: '555123456',
  email: 'new@example.ge',
  securityQuestionId: 1,
  securityAnswer: 'Kutaisi',
};

/** The first message of each field, as the server's error handler answers them. */
function fieldsOf(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const i of r.success ? [] : r.error!.issues) fields[i.path.join('.')] ??= i.message;
  return fields;
}

describe('legal-entity registration: code length per organization type', () => {
  it.each([
    [1, '204567891', undefined],
    [1, '01024055867', 'organizationCodeLegal'],
    [2, '01024055867', undefined],
    [2, '204567891', 'personalNumberLength'],
    [1, '20456789', 'organizationCodeFormat'],
  ])('type %i with code %s → %s', (organizationTypeId, organizationCode, message) => {
    const r = RegisterLegalEntityRequestSchema.safeParse({ ...account, organizationName: 'შპს ტესტი', organizationCode, organizationTypeId });
    expect(fieldsOf(r).organizationCode).toBe(message);
  });

  it('reports every wrong field at once, the code length included', () => {
    const r = RegisterLegalEntityRequestSchema.safeParse({
      username: 'x',
      password: 'weak',
      mobile: '123',
      email: 'bad',
      securityQuestionId: 9,
      securityAnswer: '',
      organizationName: '',
      organizationCode: '01024055867',
      organizationTypeId: 1,
    });
    expect(fieldsOf(r)).toEqual({
      username: 'usernameFormat',
      password: 'passwordStrong',
      mobile: 'mobileMin?min=9',
      email: 'emailFormat',
      securityQuestionId: 'securityQuestionRequired',
      securityAnswer: 'required',
      organizationName: 'organizationNameRequired',
      organizationCode: 'organizationCodeLegal',
    });
  });

  it('requires the organization name, code and type (section 5)', () => {
    const r = RegisterLegalEntityRequestSchema.safeParse(account);
    expect(Object.keys(fieldsOf(r)).sort()).toEqual(['organizationCode', 'organizationName', 'organizationTypeId']);
  });

  it('drops fields it does not know (no mass assignment)', () => {
    const r = RegisterLegalEntityRequestSchema.parse({
      ...account,
      organizationName: 'შპს ტესტი',
      organizationCode: '204567800',
      organizationTypeId: 1,
      role: 'operator',
      organizationId: '00000000-0000-0000-0000-000000000000',
      isEmployee: true,
    });
    expect(Object.keys(r)).not.toContain('role');
    expect(Object.keys(r)).not.toContain('organizationId');
    expect(Object.keys(r)).not.toContain('isEmployee');
  });
});

describe('physical-person registration', () => {
  it('requires names and an 11-digit personal number', () => {
    const r = RegisterPersonRequestSchema.safeParse({ ...account, firstName: ' ', lastName: '', personalNumber: '123' });
    expect(fieldsOf(r)).toEqual({ firstName: 'required', lastName: 'required', personalNumber: 'personalNumberLength' });
  });
  it('accepts a valid person', () => {
    const r = RegisterPersonRequestSchema.safeParse({ ...account, firstName: 'ნინო', lastName: 'ბერიძე', personalNumber: '01024055867' });
    expect(r.success).toBe(true);
  });
  it('refuses a security answer shorter than 2 characters', () => {
    const r = RegisterPersonRequestSchema.safeParse({ ...account, securityAnswer: 'a', firstName: 'ნინო', lastName: 'ბერიძე', personalNumber: '01024055867' });
    expect(fieldsOf(r)).toEqual({ securityAnswer: 'securityAnswerMin?min=2' });
  });
});

describe('change-password form (section 5)', () => {
  it.each([
    [{ oldPassword: 'old', newPassword: 'Strong#2026x', repeatPassword: 'Strong#2026x' }, {}],
    [{ oldPassword: '', newPassword: 'Strong#2026x', repeatPassword: 'Strong#2026x' }, { oldPassword: 'required' }],
    [{ oldPassword: 'old', newPassword: 'Strong#2026x', repeatPassword: 'Strong#2026y' }, { repeatPassword: 'passwordsDoNotMatch' }],
    [{ oldPassword: 'old', newPassword: 'weak', repeatPassword: 'weak' }, { newPassword: 'passwordStrong' }],
    [{ oldPassword: 'old', newPassword: 'Strong#2026x', repeatPassword: '' }, { repeatPassword: 'required' }],
  ])('%j → %j', (input, fields) => {
    expect(fieldsOf(ChangePasswordFormSchema.safeParse(input))).toEqual(fields);
  });
});

describe('profile edit request', () => {
  it('checks mobile and email and keeps only known fields', () => {
    expect(fieldsOf(UpdateOrganizationRequestSchema.safeParse({ id: 'x', mobile: '12345678', email: 'bad' }))).toEqual({
      mobile: 'mobileMin?min=9',
      email: 'emailFormat',
    });
    const ok = UpdateOrganizationRequestSchema.parse({ id: 'x', mobile: '555123456', email: 'a@b.ge', role: 'operator' });
    expect(ok).toEqual({ id: 'x', mobile: '555123456', email: 'a@b.ge' });
  });
});
