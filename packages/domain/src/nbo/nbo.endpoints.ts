import type { nboApi } from './nbo.api.ts';
import { endpointOf } from '../http/endpoint.ts';

/** The letters service's endpoints the session calls, without their schemas (http/endpoint.ts). */
export const nboEndpoints = {
  count: endpointOf<typeof nboApi.count>({ method: 'GET', group: 'nbo', path: 'letters/user/count', audience: 'user' }),
} as const;
