import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { queryClient } from './query-client';
import { theme } from './theme';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" deduplicateCssVariables={false}>
      <ModalsProvider>
        <Notifications position="top-right" zIndex={1000} />
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
