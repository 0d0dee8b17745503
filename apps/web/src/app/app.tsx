import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { theme } from './theme';

// not part of the first paint: loaded beside the first screen (notifications shown meanwhile wait in the store)
const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" deduplicateCssVariables={false}>
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      {/* the query library's provider is given by the screens that use it (query-provider.tsx) */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </MantineProvider>
  );
}
