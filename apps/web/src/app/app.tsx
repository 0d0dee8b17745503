import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { takeOverPrerenderedPage } from '../common/lib/prerendered-page';
import type { createAppRouter } from './router';
import { theme } from './theme';

// not part of the first paint: loaded beside the first screen (notifications shown meanwhile wait in the store)
const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

/**
 * Mantine's "dimmed" text (labels, hints, captions) is gray 6, 3.3:1 on white, and its placeholder (the empty
 * file and select fields' words) gray 5, 2.1:1: below the 4.5:1 that WCAG AA asks of small text. The portal's
 * dimmed text is gray 7; its placeholder a gray of 5.2:1 on white and 4.7:1 on gray 1, still lighter than text.
 */
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-placeholder': '#666d75' },
  dark: {},
});

/** The UI library with the portal's theme: the app and the pages pre-rendered at build time (prerender/) alike. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" deduplicateCssVariables={false} cssVariablesResolver={cssVariables}>
      {children}
    </MantineProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // after the first commit, before its paint: what was typed and pressed on a pre-rendered page goes to the
  // screen that replaced it (common/lib/prerendered-page.ts)
  useLayoutEffect(() => takeOverPrerenderedPage(), []);
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
