import { z } from 'zod';
import { ORG_ROLES } from './org-roles.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { EmailSchema, MobileSchema, OrganizationNameSchema, UsernameSchema } from '../identity/contact.ts';
import { NewPasswordSchema, PasswordSchema } from '../identity/password.ts';
import { OrganizationCodeSchema, OrganizationTypeIdSchema, codeLengthOfType } from '../identity/organization-code.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { BalanceMonthSchema, MonthSchema, MovementSchema } from '../finance/finance.api.ts';
import { MoneySchema } from '../money/money.ts';

/** Login request of both sign-ins. `languageCode` is fixed to ka-ge by the original client (section 7). */
export const LoginRequestSchema = z.object({
  username: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(100, vmsg('tooLong', { max: 100 })),
  password: PasswordSchema,
  languageCode: text().max(10).optional(),
  /**
   * An organization's user with two-step verification: the app's 6-digit code or one of its recovery codes
   * (XXXX-XXXX-XXXX-XXXX, good once); on the sign-in that enrols, the new key's code.
   */
  otp: text().trim().max(40).regex(/^(\d{6}|[A-Za-z0-9]{4}(?:[- ]?[A-Za-z0-9]{4}){3})$/, vmsg('otpFormat')).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const OperatorLoginRequestSchema = LoginRequestSchema.extend({
  otp: text().trim().regex(/^\d{6}$/, vmsg('otpFormat')).optional(),
});
export type OperatorLoginRequest = z.infer<typeof OperatorLoginRequestSchema>;

export const LoginResultSchema = z.object({
  isValid: z.boolean(),
  isEmployee: z.boolean(),
  isFirstLogined: z.boolean(),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  /** Present when isValid is false: why, in the request's language. */
  message: z.string().optional(),
  code: z.string().optional(),
  /** Operator sign-in: a one-time code is needed (the account is enrolled, or is enrolling now). */
  otpRequired: z.boolean().optional(),
  /**
   * Operator sign-in of an account without a second factor yet (code OTP_ENROLMENT_REQUIRED): the key to
   * add to an authenticator app, as base32 and as an `otpauth://` URI (shown as a QR code). Signing in
   * again with the same password and a current code (`otp`) completes the enrolment.
   */
  totpEnrolment: z.object({ secret: z.string(), otpauthUri: z.string() }).optional(),
  /**
   * The sign-in of an organization's user that completed an enrolment its organization requires: the 10
   * single-use recovery codes, shown this once.
   */
  recoveryCodes: z.array(z.string()).optional(),
  /**
   * A participant's sign-in (isEmployee): no session here, but a token good once for 60 s that the
   * participant site (or, on the first sign-in, the form setting a password) exchanges.
   */
  handoverToken: z.string().optional(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const RefreshRequestSchema = z.object({ refreshToken: text().min(1, vmsg('required')).max(200) });
export const RefreshResultSchema = z.object({
  isValid: z.boolean(),
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  message: z.string().optional(),
});
export type RefreshResult = z.infer<typeof RefreshResultSchema>;

export const LogoutRequestSchema = z.object({ refreshToken: text().max(200).optional() });

export const USER_ROLES = ['employer', 'selfEmployed', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user with its organization, as `GET users/{id}` answers. */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  organizationCode: z.string().nullable(),
  organizationTypeId: z.number().int().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  orgRole: z
    .enum(ORG_ROLES)
    .nullable()
    .describe('The user\'s role in its organization (what it may see and do); null for an operator acting on behalf of the organization'),
  organizationRequiresApproval: z
    .boolean()
    .nullable()
    .describe('Whether what one user of the organization prepares takes effect only once another approves it; null without an organization'),
  apiKeyName: z
    .string()
    .nullable()
    .optional()
    .describe('For a caller that came with an API key: the key\'s name (the user is the administrator who created it, orgRole is preparer)'),
});
export type User = z.infer<typeof UserSchema>;

export const UserParamsSchema = z.object({ id: z.uuid(vmsg('invalidType')) });
export const UserQuerySchema = z.object({ ver: text().max(50).optional() });

export const MustLogQuerySchema = z.object({ application: text().max(50).optional() });
export const MustLogResultSchema = z.array(z.string());

/** Password change (section 5): old and new required, the new one strong. Repeat is checked by the form. */
export const ChangePasswordRequestSchema = z.object({
  oldPassword: PasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The form adds the repeated password, which must equal the new one. */
export const ChangePasswordFormSchema = ChangePasswordRequestSchema.extend({
  repeatPassword: text().min(1, vmsg('required')),
}).refine((v) => v.newPassword === v.repeatPassword, { path: ['repeatPassword'], message: vmsg('passwordsDoNotMatch') });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/**
 * Profile edit `PUT users/organization` (section 7). Only mobile and email are editable; the other fields
 * identify the organization and must be the caller's own.
 */
export const UpdateOrganizationRequestSchema = z.object({
  id: text().min(1, vmsg('required')).max(64),
  organizationName: text().max(300).nullable().optional(),
  organizationCode: text().max(20).nullable().optional(),
  organizationTypeId: z.coerce.number().int().nullable().optional(),
  mobile: MobileSchema,
  email: EmailSchema,
});
export type UpdateOrganizationRequest = z.infer<typeof UpdateOrganizationRequestSchema>;

export const ProfileFormSchema = z.object({ mobile: MobileSchema, email: EmailSchema });
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

export const MessageResultSchema = z.object({ message: z.string() });

/** Security questions offered at registration, answered at password recovery. Texts are translated. */
export const SECURITY_QUESTION_IDS = [1, 2, 3, 4, 5] as const;
export const SecurityQuestionIdSchema = z.coerce
  .number({ error: vmsg('securityQuestionRequired') })
  .int()
  .refine((v) => (SECURITY_QUESTION_IDS as readonly number[]).includes(v), vmsg('securityQuestionRequired'));
export const SECURITY_ANSWER_MIN = 2;
export const SecurityAnswerSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .min(SECURITY_ANSWER_MIN, vmsg('securityAnswerMin', { min: SECURITY_ANSWER_MIN }))
  .max(100, vmsg('tooLong', { max: 100 }));

const PersonNameSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .max(100, vmsg('tooLong', { max: 100 }));

const AccountFields = {
  username: UsernameSchema,
  password: NewPasswordSchema,
  mobile: MobileSchema,
  email: EmailSchema,
  securityQuestionId: SecurityQuestionIdSchema,
  securityAnswer: SecurityAnswerSchema,
};

/** Registration as a physical person: a self-employed person files for itself under its personal number. */
export const RegisterPersonRequestSchema = z.object({
  ...AccountFields,
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  personalNumber: PersonalNumberSchema,
});
export type RegisterPersonRequest = z.infer<typeof RegisterPersonRequestSchema>;

/** Registration as a legal entity: organization name, code and type required (section 5). */
export const RegisterLegalEntityRequestSchema = z
  .object({
    ...AccountFields,
    organizationName: OrganizationNameSchema,
    organizationCode: OrganizationCodeSchema,
    organizationTypeId: OrganizationTypeIdSchema,
  })
  .superRefine((v, ctx) => {
    const length = codeLengthOfType(v.organizationTypeId);
    if (length !== undefined && v.organizationCode.length !== length) {
      ctx.addIssue({
        code: 'custom',
        path: ['organizationCode'],
        message: length === 9 ? vmsg('organizationCodeLegal') : vmsg('personalNumberLength'),
      });
    }
  });
export type RegisterLegalEntityRequest = z.infer<typeof RegisterLegalEntityRequestSchema>;

export const RegisterResultSchema = z.object({ id: z.string(), username: z.string() });

/** Password recovery, step 1: which question belongs to this username. */
export const ResetQuestionRequestSchema = z.object({ username: text().trim().min(1, vmsg('required')).max(100) });
export const ResetQuestionResultSchema = z.object({ securityQuestionId: z.number().int() });

/** Password recovery, step 2: the answer and a new password. */
export const ResetPasswordRequestSchema = z.object({
  username: text().trim().min(1, vmsg('required')).max(100),
  securityAnswer: text().trim().min(1, vmsg('required')).max(100),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const DetailedBalanceQuerySchema = z.object({
  organizationCode: text().max(20).optional(),
  /** A month ('YYYY-MM') to drill into: its movements come in `movements`. */
  month: MonthSchema.optional(),
});
/**
 * The organization's balance from its ledger: the total (the info bar's), its parts, the balance month by
 * month from the first movement to this month, and the movements of the month asked for.
 */
export const DetailedBalanceSchema = z.object({
  organizationCode: z.string(),
  totalBalance: MoneySchema,
  paymentsTotal: MoneySchema,
  parts: z.object({ paid: MoneySchema, declared: MoneySchema, fines: MoneySchema, refunds: MoneySchema, returned: MoneySchema }),
  months: z.array(BalanceMonthSchema),
  /** The movements of `month` (oldest first); null when no month was asked for. */
  movements: z.array(MovementSchema).nullable(),
  updatedAt: z.string(),
});
export type DetailedBalance = z.infer<typeof DetailedBalanceSchema>;
