import type { participantApi } from './participant.api.ts';
import { endpointOf } from '../http/endpoint.ts';

/**
 * The participant group's endpoints that employers' screens call, without their schemas (http/endpoint.ts);
 * `declaration.endpoints.test.ts` keeps them equal to the contracts of `participantApi`.
 */
export const participantEndpoints = {
  employeeStatement: endpointOf<typeof participantApi.employeeStatement>({
    method: 'GET',
    group: 'finance',
    path: 'employees/:personalNumber/statement',
    audience: 'user',
  }),
} as const;
