import { describe, expect, it } from 'vitest';
import { declarationApi, employeeApi } from '../declarations-api/declaration.api.ts';
import { declarationEndpoints, employeeEndpoints } from '../declarations-api/declaration.endpoints.ts';
import { nboApi } from '../nbo/nbo.api.ts';
import { nboEndpoints } from '../nbo/nbo.endpoints.ts';
import { participantApi } from '../participants/participant.api.ts';
import { participantEndpoints } from '../participants/participant.endpoints.ts';
import { userApi } from '../user/user.api.ts';
import { userEndpoints } from '../user/user.endpoints.ts';
import { twoFactorApi } from '../user/two-factor.api.ts';
import { twoFactorEndpoints } from '../user/two-factor.endpoints.ts';
import type { Contract } from './contract.ts';
import type { Endpoint } from './endpoint.ts';

const where = (c: { method: string; group: string; path: string; audience: string }) => ({
  method: c.method,
  group: c.group,
  path: c.path,
  audience: c.audience,
});

/** Each module of endpoints without schemas, with the contracts it stands for. */
const modules: [string, Record<string, Endpoint>, Record<string, Contract>][] = [
  ['user', userEndpoints, userApi],
  ['nbo', nboEndpoints, nboApi],
  ['declaration', declarationEndpoints, declarationApi],
  ['employee', employeeEndpoints, employeeApi],
  ['participant', participantEndpoints, participantApi],
  ['twoFactor', twoFactorEndpoints, twoFactorApi],
];

describe('endpoints without schemas', () => {
  it.each(
    modules.flatMap(([group, endpoints, contracts]) =>
      Object.entries(endpoints).map(([name, endpoint]) => [`${group} ${name}`, endpoint, contracts[name]] as const),
    ),
  )('%s is where its contract is', (_, endpoint, contract) => {
    expect(contract).toBeDefined();
    expect(where(endpoint)).toEqual(where(contract!));
  });

  it('leave no contract of declarations or employees without its endpoint (their screens call by endpoint only)', () => {
    expect(Object.keys(declarationEndpoints).sort()).toEqual(Object.keys(declarationApi).sort());
    expect(Object.keys(employeeEndpoints).sort()).toEqual(Object.keys(employeeApi).sort());
  });
});
