import type { nboApi } from './nbo.api.ts';
import { endpointOf } from '../http/endpoint.ts';

/**
 * The letters service's endpoints the session and the page frame call, without their schemas
 * (http/endpoint.ts): the counts, and the newest new letter or unread obligatory notification the alerts name.
 */
export const nboEndpoints = {
  count: endpointOf<typeof nboApi.count>({ method: 'GET', group: 'nbo', path: 'letters/user/count', audience: 'user' }),
  letters: endpointOf<typeof nboApi.letters>({ method: 'GET', group: 'nbo', path: 'letters/user', audience: 'user' }),
  notifications: endpointOf<typeof nboApi.notifications>({ method: 'GET', group: 'nbo', path: 'notifs/user', audience: 'user' }),
} as const;
