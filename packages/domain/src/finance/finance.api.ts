import { z } from 'zod';
import { parseAmountText } from '../declarations/amounts.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { multilineText, text } from '../http/text.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { vmsg } from '../i18n/messages.ts';
import { MoneySchema } from '../money/money.ts';
import { FINE_STATUSES } from './fines.ts';
import { MOVEMENT_KINDS, SOURCE_KINDS, SYSTEM_REASON_CODES } from './ledger.ts';

/**
 * An amount typed by a person: a decimal string above zero with at most two decimals ("500", "500.5",
 * "1 000.00"). Money travels as strings (docs/decisions/0002); a JSON number is refused.
 */
export const PositiveAmountInputSchema = text({ error: vmsg('invalidType') }).superRefine((text, ctx) => {
  const r = parseAmountText(text);
  if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message });
  else if (r.tetri <= 0n) ctx.addIssue({ code: 'custom', message: vmsg('amountPositive') });
});

export const FineStatusSchema = z.enum(FINE_STATUSES, { error: vmsg('invalidType') });
const ReasonSchema = multilineText({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(1000, vmsg('tooLong', { max: 1000 }));
const UuidSchema = z.uuid({ error: vmsg('invalidType') });
export const MonthSchema = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, vmsg('monthFormat'));

/** A movement of the ledger as the employer and the operator see it. */
export const MovementSchema = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed: a credit is positive, a debit negative. */
  amount: MoneySchema,
  valueDate: z.string(),
  sourceKind: z.enum(SOURCE_KINDS),
  sourceId: z.string(),
  /** The number of the source document (payment, declaration, fine), when it has one. */
  documentNumber: z.string().nullable(),
  /** Typed by a person (an operator, a bank); null when the system names the reason. */
  reason: z.string().nullable(),
  /** The system's reason as a code and its parameters (docs/decisions/0074), rendered in the reader's language. */
  systemReason: z.object({ code: z.enum(SYSTEM_REASON_CODES), params: z.record(z.string(), z.string()) }).nullable(),
  createdAt: z.string(),
});
export type MovementView = z.infer<typeof MovementSchema>;

/** A fine as the employer sees it (`get-fines-payment-list`, penalty details). */
export const FinePaymentSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount: MoneySchema,
  date: z.string(),
  status: FineStatusSchema,
  /** Paid once the payments cover every obligation before it and itself; null while it asks nothing (canceled, under appeal). */
  paymentType: z.enum(['paid', 'payable']).nullable(),
  reason: z.string().nullable(),
  declarationId: z.string().nullable(),
  declarationNumber: z.string().nullable(),
});
export type FinePayment = z.infer<typeof FinePaymentSchema>;

export const FinesPaymentListQuerySchema = PagingQuerySchema.extend({
  declarationId: UuidSchema.optional(),
  status: FineStatusSchema.optional(),
});

/** A fine as the back office sees it: the employer's view and whose it is. */
export const OperatorFineSchema = FinePaymentSchema.extend({
  organizationId: z.string(),
  organizationCode: z.string(),
  organizationName: z.string(),
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
});
export type OperatorFine = z.infer<typeof OperatorFineSchema>;

export const ImposeFineBodySchema = z.object({
  organizationCode: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(20, vmsg('tooLong', { max: 20 })),
  amount: PositiveAmountInputSchema,
  reason: ReasonSchema,
  declarationId: UuidSchema.optional(),
});
export type ImposeFineBody = z.input<typeof ImposeFineBodySchema>;

export const FineStatusBodySchema = z.object({ status: FineStatusSchema, reason: ReasonSchema });
export type FineStatusBody = z.input<typeof FineStatusBodySchema>;

export const FineParamsSchema = z.object({ id: UuidSchema });

export const OperatorFinesQuerySchema = PagingQuerySchema.extend({
  organizationCode: text().trim().max(20).optional(),
  status: FineStatusSchema.optional(),
});

/** A declaration activated after its deadline with no fine in force or under appeal: a candidate for one. */
export const FineCandidateSchema = z.object({
  declarationId: z.string(),
  declarationNumber: z.string(),
  organizationId: z.string(),
  organizationCode: z.string(),
  organizationName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  dueDate: z.string(),
  activationDate: z.string(),
  daysLate: z.number().int(),
  /** 500 GEL, or 1,000 GEL for a repeat (domain-rules.md). */
  suggestedAmount: MoneySchema,
  isRepeat: z.boolean(),
});
export type FineCandidate = z.infer<typeof FineCandidateSchema>;

export const FineCandidatesQuerySchema = PagingQuerySchema.extend({ organizationCode: text().trim().max(20).optional() });

/** The balance month by month (oldest first) with its running balance. */
export const BalanceMonthSchema = z.object({
  month: z.string(),
  declared: MoneySchema,
  paid: MoneySchema,
  fines: MoneySchema,
  refunds: MoneySchema,
  returned: MoneySchema,
  balance: MoneySchema,
  movementCount: z.number().int(),
});
export type BalanceMonth = z.infer<typeof BalanceMonthSchema>;

export const financeApi = defineApi('finance', {
  finesPaymentList: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/get-fines-payment-list', audience: 'user',
    summary: 'Fines of the organization, newest first: number, amount, date, status, paid or payable',
    query: FinesPaymentListQuerySchema, response: resultEnvelope(pageOf(FinePaymentSchema)), errors: [404],
  }),
}, { keyScopes: { read: 'finance:read' } });

export const operatorFinanceApi = defineApi('operatorFinance', {
  imposeFine: defineContract({
    method: 'POST', group: 'operator', path: 'fines', audience: 'operator',
    summary: 'Impose a fine on an organization (a "fine imposed" movement); Idempotency-Key accepted (scoped to the operator)',
    body: ImposeFineBodySchema, response: resultEnvelope(OperatorFineSchema), idempotencyKey: true, errors: [404],
  }),
  fineStatus: defineContract({
    method: 'POST', group: 'operator', path: 'fines/:id/status', audience: 'operator',
    summary: 'Change the status of a fine: canceled gives its amount back, appealed suspends it, valid puts it back in force; Idempotency-Key accepted (scoped to the operator)',
    params: FineParamsSchema, body: FineStatusBodySchema, response: resultEnvelope(OperatorFineSchema), idempotencyKey: true,
  }),
  fines: defineContract({
    method: 'GET', group: 'operator', path: 'fines', audience: 'operator',
    summary: 'Fines, newest first, by organization and status',
    query: OperatorFinesQuerySchema, response: resultEnvelope(pageOf(OperatorFineSchema)),
  }),
  fineCandidates: defineContract({
    method: 'GET', group: 'operator', path: 'fines/candidates', audience: 'operator',
    summary: 'Declarations activated after the 15th of the following month without a fine, with the amount the rules give',
    query: FineCandidatesQuerySchema, response: resultEnvelope(pageOf(FineCandidateSchema)),
  }),
});
