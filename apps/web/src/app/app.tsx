import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { endPrerenderedHandoff } from '../shared/lib/prerendered-fields';
import type { createAppRouter } from './router';
import { theme } from './theme';

// not part of the first paint: loaded beside the first screen (notifications shown meanwhile wait in the store)
const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

/** The UI library with the portal's theme: the app and the pages pre-rendered at build time (prerender/) alike. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" deduplicateCssVariables={false}>
      {children}
    </MantineProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // after the first screen's own effects: what was typed into a pre-rendered page is not kept past it
  useEffect(() => endPrerenderedHandoff(), []);
  return (
    <ThemeRoot>
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      {/* the query library's provider is given by the screens that use it (query-provider.tsx) */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </ThemeRoot>
  );
}
