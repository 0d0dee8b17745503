import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { queryClient } from './query-client';
import { theme } from './theme';

// not part of the first paint: loaded beside the first screen (notifications shown meanwhile wait in the store)
const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" deduplicateCssVariables={false}>
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
