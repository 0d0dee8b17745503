import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { NewPasswordSchema } from '../identity/password.ts';
import { MoneySchema } from '../money/money.ts';
import { RefreshResultSchema, SecurityAnswerSchema, SecurityQuestionIdSchema } from '../user/user.schema.ts';
import { CONTRIBUTION_STATUSES } from './processing.schema.ts';

/** How long the hand-over token of a participant's sign-in is good for, once. */
export const HANDOVER_TTL_S = 60;

/** The token a sign-in hands to the participant site (or to the first sign-in form), good once for 60 s. */
export const HandoverTokenSchema = text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(200);

export const HandoverExchangeBodySchema = z.object({ token: HandoverTokenSchema });

/** A participant's first sign-in: a password of its own and a security question for recovery. */
export const ParticipantFirstSignInBodySchema = z.object({
  token: HandoverTokenSchema,
  newPassword: NewPasswordSchema,
  securityQuestionId: SecurityQuestionIdSchema,
  securityAnswer: SecurityAnswerSchema,
});
export type ParticipantFirstSignInBody = z.infer<typeof ParticipantFirstSignInBodySchema>;

export const ParticipantFirstSignInResultSchema = z.object({
  /** A fresh hand-over token to open the participant site with. */
  handoverToken: z.string(),
});

const SourceTotalsSchema = z.object({ employee: MoneySchema, organization: MoneySchema, state: MoneySchema, total: MoneySchema });

/** A line of the account: the fields of "Employee account rows" (section 3) for one declaration row. */
export const ParticipantAccountLineSchema = z.object({
  id: z.string(),
  date: z.string(),
  paymentDate: z.string().nullable(),
  conversionDate: z.string().nullable(),
  organizationCode: z.string(),
  organizationName: z.string(),
  contributionBase: MoneySchema,
  employeeContribution: MoneySchema,
  organizationContribution: MoneySchema,
  contributionAmount: MoneySchema,
  governmentContribution: MoneySchema,
  /** 6 decimals. */
  units: z.string(),
  unitPrice: z.string().nullable(),
  contributionStatus: z.enum(CONTRIBUTION_STATUSES),
  cumulativeUnits: z.string(),
  cumulativeSavings: MoneySchema,
  cumulativeContributionBase: MoneySchema,
  cumulativeContributions: MoneySchema,
});
export type ParticipantAccountLine = z.infer<typeof ParticipantAccountLineSchema>;

export const ParticipantEmployerSchema = z.object({
  organizationCode: z.string(),
  organizationName: z.string(),
  firstDate: z.string(),
  lastDate: z.string(),
  employeeContribution: MoneySchema,
  organizationContribution: MoneySchema,
});

export const ParticipantAccountSchema = z.object({
  personalNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The day the figures are for (Tbilisi). */
  asOf: z.string(),
  year: z.number().int(),
  /** The current unit price (6 decimals) and its day; null before any price is set. */
  unitPrice: z.string().nullable(),
  unitPriceDate: z.string().nullable(),
  units: z.string(),
  savings: MoneySchema,
  thisYear: SourceTotalsSchema,
  total: SourceTotalsSchema,
  incomeThisYear: MoneySchema,
  stateBand: z.object({ band: z.enum(['twoPercent', 'onePercent', 'none']), upTo: MoneySchema.nullable(), remaining: MoneySchema.nullable() }),
  /** Newest first. */
  lines: z.array(ParticipantAccountLineSchema),
  employers: z.array(ParticipantEmployerSchema),
  /** The unit price at the end of each month, oldest first (the chart). */
  priceHistory: z.array(z.object({ date: z.string(), price: z.string() })),
});
export type ParticipantAccount = z.infer<typeof ParticipantAccountSchema>;

export const EmployeeStatementParamsSchema = z.object({ personalNumber: PersonalNumberSchema });
export const EmployeeStatementQuerySchema = z.object({
  year: z.coerce.number({ error: vmsg('invalidType') }).int().min(2018, vmsg('invalidType')).max(9999, vmsg('invalidType')).optional(),
});

/**
 * The participant's own account (its own audience: a participant's token reaches these calls only, and an
 * employer's or operator's token is refused here) and the employer's statement of what it paid for a person.
 */
export const participantApi = defineApi('participant', {
  exchange: defineContract({
    method: 'POST', group: 'user', path: 'auth/participant-user/exchange', audience: 'public',
    summary: "Exchange a participant sign-in's hand-over token (single use, 60 s) for the participant site's session",
    body: HandoverExchangeBodySchema, response: resultEnvelope(RefreshResultSchema),
  }),
  refresh: defineContract({
    method: 'POST', group: 'user', path: 'auth/participant-user/refresh', audience: 'public',
    summary: 'Rotate the refresh token of a participant',
    body: z.object({ refreshToken: text().min(1, vmsg('required')).max(200) }), response: resultEnvelope(RefreshResultSchema),
  }),
  firstSignIn: defineContract({
    method: 'POST', group: 'user', path: 'auth/participant-user/first-sign-in', audience: 'public',
    summary: "A participant's first sign-in: sets its own password and security question, answers a hand-over token for the participant site",
    body: ParticipantFirstSignInBodySchema, response: resultEnvelope(ParticipantFirstSignInResultSchema), errors: [401],
  }),
  account: defineContract({
    method: 'GET', group: 'user', path: 'participant/account', audience: 'participant',
    summary: "The participant's own account: savings, units, unit price and its history, contributions by source, the state's band, employers",
    response: resultEnvelope(ParticipantAccountSchema),
  }),
  statement: defineContract({
    method: 'GET', group: 'user', path: 'participant/statement', audience: 'participant',
    summary: "The participant's statement as a PDF, in the request's language",
    response: z.any(), isBlob: true, contentTypes: ['application/pdf'],
  }),
  employeeStatement: defineContract({
    method: 'GET', group: 'finance', path: 'employees/:personalNumber/statement', audience: 'user',
    summary: 'What this organization paid for one person (its own contributions only, never another employer\'s), as a PDF',
    params: EmployeeStatementParamsSchema, query: EmployeeStatementQuerySchema,
    response: z.any(), isBlob: true, contentTypes: ['application/pdf'],
  }),
});

export type ParticipantApi = typeof participantApi;
