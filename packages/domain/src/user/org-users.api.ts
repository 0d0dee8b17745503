import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { z } from 'zod';
import * as S from './org-users.schema.ts';

/**
 * The organization's users and the administrator's invitations (docs/decisions/0100). Every route but the two the
 * invited person calls asks for the `administer` permission.
 */
export const orgUsersApi = defineApi('orgUsers', {
  list: defineContract({
    method: 'GET', group: 'user', path: 'organization-users', audience: 'user', permission: 'administer',
    summary: 'The users of the caller\'s organization with their roles, last sign-in and whether they are disabled',
    response: resultEnvelope(z.array(S.OrgUserSchema)),
  }),
  update: defineContract({
    method: 'PUT', group: 'user', path: 'organization-users/:id', audience: 'user', permission: 'administer',
    summary: 'Change a user\'s role, or disable or enable it (a disabled user\'s sessions end at once); the last active administrator stays one',
    params: S.OrgUserParamsSchema, body: S.UpdateOrgUserRequestSchema, response: resultEnvelope(S.OrgUserSchema),
    errors: [404, 409],
  }),
  invitations: defineContract({
    method: 'GET', group: 'user', path: 'invitations', audience: 'user', permission: 'administer',
    summary: 'The organization\'s invitations not yet accepted, revoked or expired (never their tokens)',
    response: resultEnvelope(z.array(S.InvitationSchema)),
  }),
  invite: defineContract({
    method: 'POST', group: 'user', path: 'invitations', audience: 'user', permission: 'administer',
    summary: 'Invite a new user of the organization: answers the single-use token of the link, this once',
    body: S.CreateInvitationRequestSchema, response: resultEnvelope(S.CreatedInvitationSchema),
  }),
  revoke: defineContract({
    method: 'DELETE', group: 'user', path: 'invitations/:id', audience: 'user', permission: 'administer',
    summary: 'Revoke an invitation not yet accepted',
    params: S.InvitationParamsSchema, response: resultEnvelope(S.RevokedInvitationSchema),
    errors: [404, 409],
  }),
  preview: defineContract({
    method: 'POST', group: 'user', path: 'invitations/preview', audience: 'public',
    summary: 'What an invitation link is for: the organization, the person invited, the role and the expiry',
    body: S.InvitationPreviewRequestSchema, response: resultEnvelope(S.InvitationPreviewSchema),
    errors: [404, 409, 429],
  }),
  accept: defineContract({
    method: 'POST', group: 'user', path: 'invitations/accept', audience: 'public',
    summary: 'Accept an invitation: the new user\'s username, password and security question; the invitation is used up',
    body: S.AcceptInvitationRequestSchema, response: resultEnvelope(S.AcceptedInvitationSchema),
    errors: [404, 409, 429],
  }),
} as const);
