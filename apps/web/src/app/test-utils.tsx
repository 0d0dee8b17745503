import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';
import { registerNavigator } from '../shared/lib/navigation';
import { sessionStore } from '../shared/session/session-store';
import { buildRoutes } from './routes/routes';
import { theme } from './theme';
import { testQueryClient } from '../shared/testing/query-client';
import { TEST_EMPLOYER_USER, TEST_USER_ID } from '../shared/testing/example-employer';

/** The whole app on a memory router at `path`, as the browser would show it (optionally with a query client of the test's own). */
export function renderApp(path: string, options: { queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  registerNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={options.queryClient ?? testQueryClient()}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, ...view };
}

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

export { matchMediaStub } from '../shared/testing/match-media';
