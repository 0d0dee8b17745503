import { z } from 'zod';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { EmailSchema, UsernameSchema } from '../identity/contact.ts';
import { NewPasswordSchema } from '../identity/password.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { ORG_ROLES } from './org-roles.ts';
import { SecurityAnswerSchema, SecurityQuestionIdSchema } from './user.schema.ts';

/**
 * The users of an organization as its administrator manages them, and the invitations that bring new ones
 * (docs/decisions/0100). An invitation's token is answered once, when it is made; afterwards only its hash is kept.
 */

/** How long an invitation link can be used. */
export const INVITATION_TTL_DAYS = 7;
/** The longest token the invitation calls read (a 32-byte token is 43 characters in base64url). */
const TOKEN_MAX = 200;

export const OrgRoleSchema = z.enum(ORG_ROLES, { error: vmsg('required') });

const PersonNameSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .max(100, vmsg('tooLong', { max: 100 }));

export const OrgUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  personalNumber: z.string().nullable(),
  email: z.string().nullable(),
  orgRole: z.enum(ORG_ROLES),
  lastLoginAt: z.string().nullable().describe('The last sign-in (ISO 8601); null when the user never signed in'),
  disabled: z.boolean(),
  /** The caller itself: the screen marks it. */
  isSelf: z.boolean(),
});
export type OrgUser = z.infer<typeof OrgUserSchema>;

export const OrgUserParamsSchema = z.object({ id: z.uuid(vmsg('invalidType')) });

/** A change of one user: its role, or whether it is disabled (either or both). */
export const UpdateOrgUserRequestSchema = z
  .object({
    orgRole: OrgRoleSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => v.orgRole !== undefined || v.disabled !== undefined, { message: vmsg('required'), path: ['orgRole'] });
export type UpdateOrgUserRequest = z.infer<typeof UpdateOrgUserRequestSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  personalNumber: z.string(),
  email: z.string(),
  orgRole: z.enum(ORG_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const CreateInvitationRequestSchema = z.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  personalNumber: PersonalNumberSchema,
  email: EmailSchema,
  orgRole: OrgRoleSchema,
});
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequestSchema>;

/** The invitation made, with its token: the only answer that ever carries it. */
export const CreatedInvitationSchema = z.object({
  invitation: InvitationSchema,
  token: z.string().describe('The single-use token of the invitation link; answered only here, never again'),
});
export type CreatedInvitation = z.infer<typeof CreatedInvitationSchema>;

export const InvitationParamsSchema = z.object({ id: z.uuid(vmsg('invalidType')) });

export const InvitationTokenSchema = text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(TOKEN_MAX, vmsg('tooLong', { max: TOKEN_MAX }));

export const InvitationPreviewRequestSchema = z.object({ token: InvitationTokenSchema });

/** What the invited person sees before accepting. */
export const InvitationPreviewSchema = z.object({
  organizationName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  orgRole: z.enum(ORG_ROLES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const AcceptInvitationRequestSchema = z.object({
  token: InvitationTokenSchema,
  username: UsernameSchema,
  password: NewPasswordSchema,
  securityQuestionId: SecurityQuestionIdSchema,
  securityAnswer: SecurityAnswerSchema,
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequestSchema>;

/** The acceptance form adds the repeated password. */
export const AcceptInvitationFormSchema = AcceptInvitationRequestSchema.omit({ token: true })
  .extend({ repeatPassword: text().min(1, vmsg('required')) })
  .refine((v) => v.password === v.repeatPassword, { path: ['repeatPassword'], message: vmsg('passwordsDoNotMatch') });
export type AcceptInvitationForm = z.infer<typeof AcceptInvitationFormSchema>;

export const AcceptedInvitationSchema = z.object({ id: z.string(), username: z.string() });

export const RevokedInvitationSchema = z.object({ revoked: z.boolean() });
