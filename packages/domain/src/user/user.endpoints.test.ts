import { describe, expect, it } from 'vitest';
import { nboApi } from '../nbo/nbo.api.ts';
import { nboEndpoints } from '../nbo/nbo.endpoints.ts';
import { userApi } from './user.api.ts';
import { userEndpoints } from './user.endpoints.ts';

const where = (c: { method: string; group: string; path: string; audience: string }) => ({
  method: c.method,
  group: c.group,
  path: c.path,
  audience: c.audience,
});

describe('endpoints without schemas', () => {
  it.each(Object.entries(userEndpoints))('user %s is where its contract is', (name, endpoint) => {
    expect(where(endpoint)).toEqual(where(userApi[name as keyof typeof userApi]));
  });
  it.each(Object.entries(nboEndpoints))('nbo %s is where its contract is', (name, endpoint) => {
    expect(where(endpoint)).toEqual(where(nboApi[name as keyof typeof nboApi]));
  });
});
