import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { sessionStore } from '../session/session-store';

/** The example employer of the web tests: its user id and the user the session store holds after its sign-in. */
export const TEST_USER_ID = '11111111-1111-4111-8111-111111111111';

export const TEST_EMPLOYER_USER = {
  id: TEST_USER_ID,
  username: 'employer',
  role: 'employer' as const,
  firstName: null,
  lastName: null,
  organizationId: 'org',
  organizationName: 'Example LLC',
  organizationCode: '204567891',
  organizationTypeId: 1,
  mobile: '555123456',
  email: 'a@example.ge',
  orgRole: 'administrator' as const,
  organizationRequiresApproval: false,
};

/** A signed access token's shape, enough for the client to read the user id (`sub`). */
export function fakeAccessToken(sub: string): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64({ sub })}.signature`;
}

/** Signs the example employer in, as the session store holds it after a sign-in (patch to change a field). */
export function signInTestEmployer(patch: Parameters<typeof sessionStore.set>[0] = {}) {
  sessionStore.set({
    accessToken: fakeAccessToken(TEST_USER_ID),
    refreshToken: 'refresh',
    isAdmin: false,
    expiresAt: Date.now() + SESSION_TIMEOUT_MS,
    user: TEST_EMPLOYER_USER,
    totalBalance: '0',
    ...patch,
  });
}
