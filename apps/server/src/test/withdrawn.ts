import { periodOfInstant, type OperatorOptOutRequest, type OptOutRequest, type Period } from '@pensia/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DEMO_OPTOUT_PEOPLE } from '../db/seed/demo-optouts.ts';
import { getDeclaration, injector, W } from './declarations.ts';
import { resultOf } from './expect.ts';
import { multipart, operatorLogin, PDF } from './multipart.ts';
import { createTestContext, DEMO, type TestContext } from './test-app.ts';

/**
 * What the tests of a person withdrawn from the fund by a satisfied opt-out (decision 0027) share: a server of
 * their own with both demo employers signed in, the person's row, the demo employer's declaration of a
 * month, and the withdrawal itself through the real calls.
 */

type Person = (typeof DEMO_OPTOUT_PEOPLE)[number];

export interface WithdrawnSetup {
  ctx: TestContext;
  inj: ReturnType<typeof injector>;
  /** The demo employer, who may file the person's opt-out. */
  employer: string;
  /** Another organization. */
  employer2: string;
}

/** A server for the test file, both demo employers signed in before the tests and the server closed after them. */
export function withdrawnSetup(): WithdrawnSetup {
  const s = {} as WithdrawnSetup;
  beforeAll(async () => {
    s.ctx = await createTestContext();
    s.inj = injector(s.ctx);
    s.employer = (await s.ctx.login()).accessToken;
    s.employer2 = (await s.ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  }, 120_000);
  afterAll(async () => s.ctx?.close());
  return s;
}

/** A row of the person: base 2,000.00 GEL, 2% = 40.00. */
export const personRow = (person: Person, extra: Record<string, unknown> = {}) => ({
  personalIdentificationNumber: person.personalNumber,
  firstName: person.firstName,
  lastName: person.lastName,
  birthDate: person.birthDate,
  gender: person.gender,
  grossSalary: '2000.00',
  optIn: 0,
  ...extra,
});

/** The month `months` after (before, if negative) `p`. */
export const shift = (p: Period, months: number): Period => {
  const i = p.year * 12 + p.month - 1 + months;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};

/** The demo employer's declaration of a month (the seed files one for every past month and drafts this one). */
export async function demoDeclaration(s: WithdrawnSetup, p: Period) {
  const found = await s.ctx.db
    .selectFrom('declarations')
    .innerJoin('organizations', 'organizations.id', 'declarations.organizationId')
    .select('declarations.id')
    .where('organizations.code', '=', DEMO.employer.code)
    .where('year', '=', p.year)
    .where('month', '=', p.month)
    .where('type', '=', 'standard')
    .executeTakeFirstOrThrow();
  return (await getDeclaration(s.ctx, s.employer, found.id)).declaration;
}

/** Withdraws the person through the real calls (the demo employer files the request, the operator satisfies it); answers the month of the decision. */
export async function withdraw(s: WithdrawnSetup, person: Person): Promise<Period> {
  const operator = (await operatorLogin(s.ctx)).accessToken;
  const body = multipart({ personalNumber: person.personalNumber, documentTypes: 'employee_request' }, [{ name: 'request.pdf', content: PDF, contentType: 'application/pdf', field: 'documents' }]);
  const request = resultOf<OptOutRequest>(await s.ctx.inject({ method: 'POST', url: `${W}/add-voluntaryOptout-request`, token: s.employer, payload: body.payload, headers: body.headers }));
  const decided = resultOf<OperatorOptOutRequest>(await s.ctx.inject({ method: 'POST', url: `/api/operator/v1/optout-requests/${request.id}/decision`, token: operator, payload: { decision: 'satisfy' } }));
  expect(decided.status).toBe('satisfied');
  return periodOfInstant(s.ctx.clock.now());
}
