import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import * as S from './user.schema.ts';

/** Contracts of the user group (api-map.md). */
export const userApi = defineApi('user', {
  login: defineContract({
    method: 'POST', group: 'user', path: 'auth/application-user', audience: 'public',
    summary: 'Sign in as an application user (employer, self-employed person)',
    body: S.LoginRequestSchema, response: resultEnvelope(S.LoginResultSchema),
  }),
  operatorLogin: defineContract({
    method: 'POST', group: 'user', path: 'auth/operator-user', audience: 'public',
    summary: 'Sign in as an agency operator',
    body: S.OperatorLoginRequestSchema, response: resultEnvelope(S.LoginResultSchema),
  }),
  refresh: defineContract({
    method: 'POST', group: 'user', path: 'auth/application-user/refresh', audience: 'public',
    summary: 'Rotate the refresh token of an application user',
    body: S.RefreshRequestSchema, response: resultEnvelope(S.RefreshResultSchema),
  }),
  operatorRefresh: defineContract({
    method: 'POST', group: 'user', path: 'auth/operator-user/refresh', audience: 'public',
    summary: 'Rotate the refresh token of an operator',
    body: S.RefreshRequestSchema, response: resultEnvelope(S.RefreshResultSchema),
  }),
  logout: defineContract({
    method: 'POST', group: 'user', path: 'auth/logout', audience: 'public',
    summary: 'Sign out: revoke the session of a refresh token',
    body: S.LogoutRequestSchema, response: resultEnvelope(z.object({ loggedOut: z.boolean() })),
  }),
  getUser: defineContract({
    method: 'GET', group: 'user', path: 'users/:id', audience: 'any',
    summary: 'The signed-in user with its organization',
    params: S.UserParamsSchema, query: S.UserQuerySchema, response: resultEnvelope(S.UserSchema),
  }),
  me: defineContract({
    method: 'GET', group: 'user', path: 'me', audience: 'any',
    summary: 'The caller: its user, its organization and its kind, without knowing its own id (for an API key: the administrator who created it, as a preparer, and the key\'s name)',
    response: resultEnvelope(S.UserSchema), keyScope: 'any',
  }),
  mustLog: defineContract({
    method: 'GET', group: 'user', path: 'auth/get-endpoint-must-log', audience: 'any',
    summary: 'Endpoints whose calls carry a correlation id and are written to the audit log',
    query: S.MustLogQuerySchema, response: resultEnvelope(S.MustLogResultSchema),
  }),
  changePassword: defineContract({
    method: 'PUT', group: 'user', path: 'users/person-change-password', audience: 'any',
    summary: 'Change the password of the signed-in user',
    body: S.ChangePasswordRequestSchema, response: resultEnvelope(S.MessageResultSchema),
    errors: [404, 429],
  }),
  updateOrganization: defineContract({
    method: 'PUT', group: 'user', path: 'users/organization', audience: 'user', permission: 'administer',
    summary: 'Edit the profile: mobile and email',
    body: S.UpdateOrganizationRequestSchema, response: resultEnvelope(S.UserSchema),
    errors: [404],
  }),
  detailedBalance: defineContract({
    method: 'GET', group: 'user', path: 'users/:id/detailed-balance', audience: 'user',
    summary: 'Balance of the organization of the signed-in user',
    params: S.UserParamsSchema, query: S.DetailedBalanceQuerySchema, response: resultEnvelope(S.DetailedBalanceSchema), keyScope: 'finance:read',
  }),
  registerPerson: defineContract({
    method: 'POST', group: 'user', path: 'registration/physical-person', audience: 'public',
    summary: 'Register a physical (self-employed) person',
    body: S.RegisterPersonRequestSchema, response: resultEnvelope(S.RegisterResultSchema),
    errors: [409],
  }),
  registerLegalEntity: defineContract({
    method: 'POST', group: 'user', path: 'registration/legal-entity', audience: 'public',
    summary: 'Register a legal entity',
    body: S.RegisterLegalEntityRequestSchema, response: resultEnvelope(S.RegisterResultSchema),
    errors: [409],
  }),
  resetQuestion: defineContract({
    method: 'POST', group: 'user', path: 'account/reset/question', audience: 'public',
    summary: 'Password recovery: the security question of a username',
    body: S.ResetQuestionRequestSchema, response: resultEnvelope(S.ResetQuestionResultSchema),
  }),
  resetPassword: defineContract({
    method: 'POST', group: 'user', path: 'account/reset', audience: 'public',
    summary: 'Password recovery: answer the security question and set a new password',
    body: S.ResetPasswordRequestSchema, response: resultEnvelope(S.MessageResultSchema),
  }),
} as const);
