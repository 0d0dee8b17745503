import { describe, expect, it } from 'vitest';
import { participantApi } from '../participants/participant.api.ts';
import { participantEndpoints } from '../participants/participant.endpoints.ts';
import { declarationApi, employeeApi } from './declaration.api.ts';
import { declarationEndpoints, employeeEndpoints } from './declaration.endpoints.ts';

const where = (c: { method: string; group: string; path: string; audience: string }) => ({
  method: c.method,
  group: c.group,
  path: c.path,
  audience: c.audience,
});

describe('declaration, employee and participant endpoints without schemas', () => {
  it.each(Object.entries(declarationEndpoints))('declaration %s is where its contract is', (name, endpoint) => {
    expect(where(endpoint)).toEqual(where(declarationApi[name as keyof typeof declarationApi]));
  });
  it.each(Object.entries(employeeEndpoints))('employee %s is where its contract is', (name, endpoint) => {
    expect(where(endpoint)).toEqual(where(employeeApi[name as keyof typeof employeeApi]));
  });
  it.each(Object.entries(participantEndpoints))('participant %s is where its contract is', (name, endpoint) => {
    expect(where(endpoint)).toEqual(where(participantApi[name as keyof typeof participantApi]));
  });
  it('leaves no contract of declarations or employees without its endpoint', () => {
    expect(Object.keys(declarationEndpoints).sort()).toEqual(Object.keys(declarationApi).sort());
    expect(Object.keys(employeeEndpoints).sort()).toEqual(Object.keys(employeeApi).sort());
  });
});
