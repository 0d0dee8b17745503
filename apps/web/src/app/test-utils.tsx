import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { registerNavigator } from '../common/lib/navigation';
import { buildRoutes } from './routes/routes';
import { theme } from './theme';
import { testQueryClient } from '../common/testing/query-client';

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

export { fakeAccessToken, signInTestEmployer } from '../common/testing/example-employer';
export { matchMediaStub } from '../common/testing/match-media';
