import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { MoneySchema } from '../money/money.ts';
import { PortfolioSummarySchema } from './portfolio.api.ts';
import { SWITCH_STATUSES } from './switch.ts';

/**
 * Choosing a portfolio: the participant's requests to switch (`/api/user/v1/participant/portfolio-switch…`)
 * and the operator's list of them (`/api/operator/v1/portfolio-switches`). Rules: `switch.ts`.
 */

export const PortfolioSwitchSchema = z.object({
  id: z.string(),
  fromPortfolioId: z.string(),
  toPortfolioId: z.string(),
  status: z.enum(SWITCH_STATUSES),
  requestedAt: z.string(),
  /** When it was canceled, done or failed. */
  decidedAt: z.string().nullable(),
  /** The day of the processing that did it (its prices' day); null until done. */
  effectiveDate: z.string().nullable(),
  /** The participant acknowledged the warning about a high-risk portfolio near pension age. */
  warningAcknowledged: z.boolean(),
});
export type PortfolioSwitch = z.infer<typeof PortfolioSwitchSchema>;

/** Units sold or bought by a switch: the account's history of it. */
export const PortfolioMovementSchema = z.object({
  id: z.string(),
  switchId: z.string(),
  kind: z.enum(['switch_out', 'switch_in']),
  portfolioId: z.string(),
  date: z.string(),
  /** 6 decimals. */
  unitPrice: z.string(),
  /** 6 decimals, negative when sold. */
  units: z.string(),
  amount: MoneySchema,
});
export type PortfolioMovement = z.infer<typeof PortfolioMovementSchema>;

export const PortfolioChoiceSchema = PortfolioSummarySchema.extend({
  /** The warning the participant must acknowledge before asking for this portfolio. */
  warning: z.enum(['nearPensionAge']).nullable(),
});

/** What the participant chooses from, what they asked for, and what switches did to their account. */
export const PortfolioSwitchViewSchema = z.object({
  currentPortfolioId: z.string(),
  portfolios: z.array(PortfolioChoiceSchema),
  pending: PortfolioSwitchSchema.nullable(),
  /** The month-end a request made today is expected to take effect at. */
  expectedDate: z.string(),
  /** Switches done, canceled or failed, newest first. */
  past: z.array(PortfolioSwitchSchema),
  /** Newest first. */
  movements: z.array(PortfolioMovementSchema),
  /** Years before pension age the warning starts, and the person's pension age (null when not known). */
  warningYears: z.number().int(),
  pensionAge: z.number().int().nullable(),
  /** The portal's notices to the participant (a switch done), newest first, in the request's language. */
  notices: z.array(z.object({ id: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
});
export type PortfolioSwitchView = z.infer<typeof PortfolioSwitchViewSchema>;

export const PortfolioSwitchBodySchema = z.object({
  toPortfolioId: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(32),
  /** The participant read and acknowledged the warning (required when one is due). */
  acknowledgeWarning: z.boolean().default(false),
});
export type PortfolioSwitchBody = z.infer<typeof PortfolioSwitchBodySchema>;

export const PortfolioSwitchParamsSchema = z.object({ id: z.uuid({ error: vmsg('invalidType') }) });

const Names = z.object({ ka: z.string(), en: z.string(), ru: z.string() });

export const OperatorPortfolioSwitchSchema = PortfolioSwitchSchema.extend({
  personalNumber: z.string(),
  /** The portfolios' names in each language. */
  fromPortfolioName: Names,
  toPortfolioName: Names,
  /** Units sold and bought and the amount between, when done. */
  soldUnits: z.string().nullable(),
  boughtUnits: z.string().nullable(),
  amount: MoneySchema.nullable(),
});
export type OperatorPortfolioSwitch = z.infer<typeof OperatorPortfolioSwitchSchema>;

export const OperatorPortfolioSwitchesQuerySchema = PagingQuerySchema.extend({
  status: z.enum(SWITCH_STATUSES).optional(),
  personalNumber: text().regex(/^\d{11}$/, vmsg('invalidType')).optional(),
});

export const portfolioSwitchApi = defineApi('portfolioSwitches', {
  mine: defineContract({
    method: 'GET', group: 'user', path: 'participant/portfolio-switch', audience: 'participant',
    summary: "The portfolios the participant may choose (with the warning each needs), their pending request, past switches and the units they sold and bought",
    response: resultEnvelope(PortfolioSwitchViewSchema),
  }),
  request: defineContract({
    method: 'POST', group: 'user', path: 'participant/portfolio-switch', audience: 'participant',
    summary: 'Ask to switch to another portfolio at the next month-end processing; one pending request at a time, a warning near pension age acknowledged',
    body: PortfolioSwitchBodySchema, response: resultEnvelope(PortfolioSwitchSchema), idempotencyKey: true, errors: [404],
  }),
  cancel: defineContract({
    method: 'POST', group: 'user', path: 'participant/portfolio-switch/:id/cancel', audience: 'participant',
    summary: "Cancel the participant's pending request, until the month's processing takes it",
    params: PortfolioSwitchParamsSchema, response: resultEnvelope(PortfolioSwitchSchema), errors: [409],
  }),
  list: defineContract({
    method: 'GET', group: 'operator', path: 'portfolio-switches', audience: 'operator',
    summary: 'Participants\' portfolio switch requests, newest first, by status and personal number',
    query: OperatorPortfolioSwitchesQuerySchema, response: resultEnvelope(pageOf(OperatorPortfolioSwitchSchema)),
  }),
});
