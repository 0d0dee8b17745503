import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import * as S from './approval.schema.ts';

/**
 * Four eyes (`/api/user/v1/approvals`): a preparer submits, an approver who is not the preparer approves (the
 * subject then takes effect, as the approver's act) or sends it back with a comment; the preparer may withdraw
 * a submission still pending. The administrator decides whether the organization requires approval.
 */
export const approvalApi = defineApi('approval', {
  list: defineContract({
    method: 'GET', group: 'user', path: 'approvals', audience: 'user',
    summary: 'The organization\'s approval requests, newest first (by status, kind, subject)',
    query: S.ApprovalListQuerySchema, response: resultEnvelope(pageOf(S.ApprovalSchema)),
  }),
  get: defineContract({
    method: 'GET', group: 'user', path: 'approvals/:id', audience: 'user',
    summary: 'An approval request, with what changed since the submission sent back before it',
    params: S.ApprovalParamsSchema, response: resultEnvelope(S.ApprovalDetailSchema),
  }),
  submit: defineContract({
    method: 'POST', group: 'user', path: 'approvals', audience: 'user',
    summary: 'Submit a declaration (checked as for activation) or a refund request sent back for approval; it can no longer be changed while pending',
    body: S.SubmitForApprovalBodySchema, response: resultEnvelope(S.ApprovalSchema), errors: [404, 409],
  }),
  approve: defineContract({
    method: 'POST', group: 'user', path: 'approvals/:id/approve', audience: 'user', permission: 'approve', stepUp: true,
    summary: 'Approve a pending submission prepared by another user: the declaration is activated, the refund request goes to the agency',
    params: S.ApprovalParamsSchema, response: resultEnvelope(S.ApprovalSchema), errors: [409],
  }),
  sendBack: defineContract({
    method: 'POST', group: 'user', path: 'approvals/:id/send-back', audience: 'user', permission: 'approve', stepUp: true,
    summary: 'Send a pending submission back to its preparer with a comment',
    params: S.ApprovalParamsSchema, body: S.SendBackBodySchema, response: resultEnvelope(S.ApprovalSchema), errors: [409],
  }),
  withdraw: defineContract({
    method: 'POST', group: 'user', path: 'approvals/:id/withdraw', audience: 'user',
    summary: 'Withdraw a pending submission (its preparer, or an administrator)',
    params: S.ApprovalParamsSchema, response: resultEnvelope(S.ApprovalSchema), errors: [409],
  }),
  setting: defineContract({
    method: 'PUT', group: 'user', path: 'approvals/setting', audience: 'user', permission: 'administer',
    summary: 'Require (or no longer require) a second user\'s approval of what the organization\'s users prepare',
    body: S.ApprovalSettingSchema, response: resultEnvelope(S.ApprovalSettingSchema), errors: [409],
  }),
  // an API key files declarations: it submits them for approval and withdraws them, never approves (decision 0101);
  // approving and sending back ask the approver for a recent second factor (decision 0104)
} as const, { keyScopes: { read: 'declarations:read', prepare: 'declarations:write' } });
