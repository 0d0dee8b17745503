import type { userApi } from './user.api.ts';
import { endpointOf } from '../http/endpoint.ts';

/**
 * The user group's endpoints that the sign-in, registration and recovery screens and the session call, without
 * their schemas (http/endpoint.ts); `user.endpoints.test.ts` keeps them equal to the contracts of `userApi`.
 */
export const userEndpoints = {
  login: endpointOf<typeof userApi.login>({ method: 'POST', group: 'user', path: 'auth/application-user', audience: 'public' }),
  operatorLogin: endpointOf<typeof userApi.operatorLogin>({ method: 'POST', group: 'user', path: 'auth/operator-user', audience: 'public' }),
  refresh: endpointOf<typeof userApi.refresh>({ method: 'POST', group: 'user', path: 'auth/application-user/refresh', audience: 'public' }),
  operatorRefresh: endpointOf<typeof userApi.operatorRefresh>({ method: 'POST', group: 'user', path: 'auth/operator-user/refresh', audience: 'public' }),
  logout: endpointOf<typeof userApi.logout>({ method: 'POST', group: 'user', path: 'auth/logout', audience: 'public' }),
  getUser: endpointOf<typeof userApi.getUser>({ method: 'GET', group: 'user', path: 'users/:id', audience: 'any' }),
  mustLog: endpointOf<typeof userApi.mustLog>({ method: 'GET', group: 'user', path: 'auth/get-endpoint-must-log', audience: 'any' }),
  detailedBalance: endpointOf<typeof userApi.detailedBalance>({ method: 'GET', group: 'user', path: 'users/:id/detailed-balance', audience: 'user' }),
  registerPerson: endpointOf<typeof userApi.registerPerson>({ method: 'POST', group: 'user', path: 'registration/physical-person', audience: 'public' }),
  registerLegalEntity: endpointOf<typeof userApi.registerLegalEntity>({ method: 'POST', group: 'user', path: 'registration/legal-entity', audience: 'public' }),
  resetQuestion: endpointOf<typeof userApi.resetQuestion>({ method: 'POST', group: 'user', path: 'account/reset/question', audience: 'public' }),
  resetPassword: endpointOf<typeof userApi.resetPassword>({ method: 'POST', group: 'user', path: 'account/reset', audience: 'public' }),
} as const;
