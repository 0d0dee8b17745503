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
};
