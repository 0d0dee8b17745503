import { z } from 'zod';
import { text } from '../http/text.ts';
import { PagingQuerySchema } from '../http/paging.ts';
import { vmsg } from '../i18n/messages.ts';
import { formatMoneyPlain, MoneySchema, parseMoney, sumMoney } from '../money/money.ts';

/**
 * Four eyes: when an organization requires approval, what one of its users prepares takes effect only once
 * another user who may approve signs it off. One approval request per submission; sent back, the preparer
 * changes the subject and submits it again (a new request, which shows the approver what changed since).
 * Kinds: a declaration (approved, it is activated), a refund request (approved, it goes to the agency), a
 * reversal (approved, it is completed) and an annual declaration (approved, it is closed) — docs/decisions/0108.
 */
export const APPROVAL_KINDS = ['declaration', 'refund', 'reversal', 'annual'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** `pending` waits for an approver; `sentBack` and `withdrawn` leave the subject editable; `approved` took effect. */
export const APPROVAL_STATUSES = ['pending', 'sentBack', 'approved', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Longest comment of an approver who sends a submission back. */
export const APPROVAL_COMMENT_MAX = 1000;

/**
 * One row of a declaration, a reversal or an annual declaration as it was submitted: what the approver
 * compares with the next submission. A reversal's row gives its corrected amounts, an annual declaration's
 * the year's.
 */
export const ApprovalRowSchema = z.object({
  personalNumber: z.string(),
  name: z.string(),
  salary: MoneySchema.describe('Gross salary of the row (a reversal\'s corrected one, an annual declaration\'s for the year), GEL'),
  contribution: MoneySchema.describe('Contributions of the row (employee + employer; corrected, or for the year), GEL'),
});
export type ApprovalRow = z.infer<typeof ApprovalRowSchema>;

/** What changed between the submission sent back and this one, row by row (by personal number). */
export const ApprovalChangesSchema = z.object({
  added: z.array(ApprovalRowSchema),
  removed: z.array(ApprovalRowSchema),
  changed: z.array(z.object({ before: ApprovalRowSchema, after: ApprovalRowSchema })),
  /** The total declared before and now. */
  totalBefore: MoneySchema,
  totalAfter: MoneySchema,
});
export type ApprovalChanges = z.infer<typeof ApprovalChangesSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string().describe('The user\'s name, else its username') });

export const ApprovalSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  subjectId: z.string().describe('The id of what is approved: a declaration\'s, a refund request\'s, a reversal\'s or an annual declaration\'s'),
  status: z.enum(APPROVAL_STATUSES),
  /** What the subject was when submitted. */
  summary: z.object({
    year: z.number().int().describe('The declaration\'s month of salary payment (a reversal: the reversed declaration\'s), the month a refund was asked for, or an annual declaration\'s year'),
    month: z.number().int().describe('The month of `year`; 12 for an annual declaration, which is of the whole year'),
    rowCount: z.number().int().describe('Rows of the declaration, reversal or annual declaration; 0 for a refund request'),
    totalAmount: MoneySchema.describe('The declaration\'s contributions, the amount of the refund asked for, or a reversal\'s or an annual declaration\'s difference (its contributions less those the months declared: positive is owed more, negative is owed back), GEL'),
    reference: z.string().nullable().describe('The number of the declaration, refund request, reversal or annual declaration'),
  }),
  preparedBy: PersonSchema,
  submittedAt: z.string(),
  decidedBy: PersonSchema.nullable(),
  decidedAt: z.string().nullable(),
  comment: z.string().nullable().describe('The approver\'s reason for sending the submission back'),
  /** Whether the caller may approve or send it back now (an approver who did not prepare it). */
  canDecide: z.boolean(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

/** One approval request as its page shows it: with what changed since the submission sent back before it. */
export const ApprovalDetailSchema = ApprovalSchema.extend({
  changes: ApprovalChangesSchema.nullable().describe('The rows added, removed and changed since the previous submission of the same subject that was sent back; null for a first submission'),
});
export type ApprovalDetail = z.infer<typeof ApprovalDetailSchema>;

export const ApprovalListQuerySchema = PagingQuerySchema.extend({
  status: z.enum(APPROVAL_STATUSES).optional(),
  kind: z.enum(APPROVAL_KINDS).optional(),
  subjectId: z.uuid(vmsg('invalidType')).optional(),
});
export type ApprovalListQuery = z.infer<typeof ApprovalListQuerySchema>;

export const SubmitForApprovalBodySchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  subjectId: z.uuid(vmsg('invalidType')),
});
export type SubmitForApprovalBody = z.infer<typeof SubmitForApprovalBodySchema>;

export const ApprovalParamsSchema = z.object({ id: z.uuid(vmsg('invalidType')) });

export const SendBackBodySchema = z.object({
  comment: text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(APPROVAL_COMMENT_MAX, vmsg('tooLong', { max: APPROVAL_COMMENT_MAX })),
});
export type SendBackBody = z.infer<typeof SendBackBodySchema>;

export const ApprovalSettingSchema = z.object({ requiresApproval: z.boolean() });
export type ApprovalSetting = z.infer<typeof ApprovalSettingSchema>;

/**
 * The rows added, removed and changed between two submissions of a declaration (by personal number; a row
 * whose name, salary or contribution differs is changed), with the totals before and after.
 */
export function approvalChanges(before: readonly ApprovalRow[], after: readonly ApprovalRow[]): ApprovalChanges {
  const was = new Map(before.map((r) => [r.personalNumber, r]));
  const now = new Map(after.map((r) => [r.personalNumber, r]));
  const same = (a: ApprovalRow, b: ApprovalRow) => a.name === b.name && a.salary === b.salary && a.contribution === b.contribution;
  return {
    added: after.filter((r) => !was.has(r.personalNumber)),
    removed: before.filter((r) => !now.has(r.personalNumber)),
    changed: after.flatMap((r) => {
      const b = was.get(r.personalNumber);
      return b && !same(b, r) ? [{ before: b, after: r }] : [];
    }),
    totalBefore: total(before),
    totalAfter: total(after),
  };
}

function total(rows: readonly ApprovalRow[]): string {
  return formatMoneyPlain(sumMoney(rows.map((r) => parseMoney(r.contribution) ?? 0n)));
}
