import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';

/** How long a second factor given counts for the writes that ask for one (`stepUp` contracts). */
export const STEP_UP_VALID_S = 5 * 60;
/** How many single-use recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: four groups of four letters and digits (XXXX-XXXX-XXXX-XXXX, 80 bits). */
const RECOVERY_CODE = /^[A-Za-z0-9]{4}(?:[- ]?[A-Za-z0-9]{4}){3}$/;
/** The current code of an authenticator app: 6 digits. */
export const TotpCodeSchema = text({ error: vmsg('required') }).trim().regex(/^\d{6}$/, vmsg('otpFormat'));
/** A code of the app or one of the recovery codes. */
export const SecondFactorCodeSchema = text({ error: vmsg('required') })
  .trim()
  .refine((v) => /^\d{6}$/.test(v) || RECOVERY_CODE.test(v), vmsg('otpFormat'));

/** A recovery code as stored and compared: upper case, without its dashes or spaces. */
export function normalizeRecoveryCode(code: string): string | null {
  const v = code.trim();
  return RECOVERY_CODE.test(v) ? v.replace(/[- ]/g, '').toUpperCase() : null;
}

export const TwoFactorStatusSchema = z.object({
  /** A second factor is set up on the account. */
  enrolled: z.boolean(),
  /** A key was given (start) and waits for a code from it (confirm). */
  enrolling: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The organization's administrator requires a second factor of every user. */
  organizationRequires: z.boolean(),
  /** Until when the writes asking for a recent second factor are allowed in this session; null: not now. */
  stepUpUntil: z.string().nullable(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorKeySchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorKey = z.infer<typeof TwoFactorKeySchema>;

export const TwoFactorConfirmBodySchema = z.object({ code: TotpCodeSchema });
export const TwoFactorCodeBodySchema = z.object({ code: SecondFactorCodeSchema });
export type TwoFactorCodeBody = z.input<typeof TwoFactorCodeBodySchema>;

/** The recovery codes of a new enrolment, shown this once (the server keeps only their hashes). */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const StepUpResultSchema = z.object({ stepUpUntil: z.string() });
export const OrganizationSecurityBodySchema = z.object({ requiresTwoFactor: z.boolean({ error: vmsg('required') }) });
export const OrganizationSecuritySchema = z.object({ requiresTwoFactor: z.boolean() });

/** A notice to one user of something done in its organization that it should know of. */
export const UserNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(['bankAccountAdded']),
  /** bankAccountAdded: the account added, who added it and when. */
  iban: z.string(),
  by: z.string(),
  at: z.string(),
});
export type UserNotice = z.infer<typeof UserNoticeSchema>;
export const UserNoticeParamsSchema = z.object({ id: z.uuid({ error: vmsg('invalidType') }) });

/**
 * Two-step verification of an organization's users (decision 0104): any role protects its own account, and
 * the administrator may require it of everyone in the organization.
 */
export const twoFactorApi = defineApi('twoFactor', {
  status: defineContract({
    method: 'GET', group: 'user', path: 'two-factor', audience: 'user', permission: 'read',
    summary: "The caller's two-step verification: set up or not, recovery codes left, the organization's requirement",
    response: resultEnvelope(TwoFactorStatusSchema),
  }),
  start: defineContract({
    method: 'POST', group: 'user', path: 'two-factor/start', audience: 'user', permission: 'read',
    summary: 'Start setting up two-step verification: a new key for an authenticator app (base32 and otpauth URI)',
    response: resultEnvelope(TwoFactorKeySchema), errors: [409],
  }),
  confirm: defineContract({
    method: 'POST', group: 'user', path: 'two-factor/confirm', audience: 'user', permission: 'read',
    summary: 'Finish setting up two-step verification with a code from the new key; answers 10 recovery codes, once',
    body: TwoFactorConfirmBodySchema, response: resultEnvelope(RecoveryCodesSchema), errors: [409, 422, 429],
  }),
  disable: defineContract({
    method: 'POST', group: 'user', path: 'two-factor/disable', audience: 'user', permission: 'read',
    summary: 'Turn two-step verification off with a current code (or a recovery code); not when the organization requires it',
    body: TwoFactorCodeBodySchema, response: resultEnvelope(TwoFactorStatusSchema), errors: [409, 422, 429],
  }),
  stepUp: defineContract({
    method: 'POST', group: 'user', path: 'two-factor/step-up', audience: 'user', permission: 'read',
    summary: 'Give the second factor again: for 5 minutes the session may do the writes that ask for it',
    body: TwoFactorCodeBodySchema, response: resultEnvelope(StepUpResultSchema), errors: [409, 422, 429],
  }),
  organizationSecurity: defineContract({
    method: 'PUT', group: 'user', path: 'organization/security', audience: 'user', permission: 'administer',
    summary: "Require two-step verification of every user of the organization (or not)",
    body: OrganizationSecurityBodySchema, response: resultEnvelope(OrganizationSecuritySchema),
  }),
  notices: defineContract({
    method: 'GET', group: 'user', path: 'notices', audience: 'user', permission: 'read',
    summary: "The caller's unread notices (a bank account added to its organization), newest first",
    response: resultEnvelope(z.array(UserNoticeSchema)),
  }),
  readNotice: defineContract({
    method: 'POST', group: 'user', path: 'notices/:id/read', audience: 'user', permission: 'read',
    summary: 'Mark a notice of the caller read',
    params: UserNoticeParamsSchema, response: resultEnvelope(z.object({ id: z.string() })),
  }),
});
