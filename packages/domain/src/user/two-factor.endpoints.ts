import type { twoFactorApi } from './two-factor.api.ts';
import { endpointOf } from '../http/endpoint.ts';

/**
 * The step-up endpoint without its schemas: the web's step-up dialog, on every signed-in screen, calls it
 * without loading them (http/endpoints.test.ts keeps them equal to their contracts).
 */
export const twoFactorEndpoints = {
  stepUp: endpointOf<typeof twoFactorApi.stepUp>({ method: 'POST', group: 'user', path: 'two-factor/step-up', audience: 'user' }),
  notices: endpointOf<typeof twoFactorApi.notices>({ method: 'GET', group: 'user', path: 'notices', audience: 'user' }),
  readNotice: endpointOf<typeof twoFactorApi.readNotice>({ method: 'POST', group: 'user', path: 'notices/:id/read', audience: 'user' }),
} as const;
