import { z } from 'zod';
import { vmsg } from '@pensia/domain/i18n/messages';
import { NewPasswordSchema } from '@pensia/domain/identity/password';
import { RegisterLegalEntityRequestSchema, RegisterPersonRequestSchema, ResetPasswordRequestSchema } from '@pensia/domain/user/user.schema';

/**
 * Form schemas of the sign-up and recovery screens: the shared request schemas (so the form validates as the
 * server does) plus the repeated password, which only the form has.
 */
const RepeatPasswordSchema = z.string().min(1, vmsg('required'));
const repeatMatches = { path: ['repeatPassword'], message: vmsg('passwordsDoNotMatch') };

export const RegisterPersonFormSchema = RegisterPersonRequestSchema.extend({
  repeatPassword: RepeatPasswordSchema,
}).refine((v) => v.password === v.repeatPassword, repeatMatches);

export const RegisterLegalEntityFormSchema = RegisterLegalEntityRequestSchema.safeExtend({
  repeatPassword: RepeatPasswordSchema,
}).refine((v) => v.password === v.repeatPassword, repeatMatches);

export const ResetAnswerFormSchema = ResetPasswordRequestSchema.pick({ securityAnswer: true })
  .extend({ newPassword: NewPasswordSchema, repeatPassword: RepeatPasswordSchema })
  .refine((v) => v.newPassword === v.repeatPassword, repeatMatches);

export const ResetUsernameFormSchema = ResetPasswordRequestSchema.pick({ username: true });

/** The request without the form-only field. */
export function withoutRepeat<T extends { repeatPassword: string }>(values: T): Omit<T, 'repeatPassword'> {
  const { repeatPassword: _repeat, ...request } = values;
  return request;
}
