import { DEFAULT_PREFIX, LANGUAGES, langOfPrefix, type LanguagePrefix } from '@pensia/domain/i18n/languages';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { currentPrefix, setLanguage } from '../../common/lib/i18n';
import { ROUTES, languageRedirectTarget } from '../../common/lib/paths';
import { MainLayout, PageLoader } from '../layout/main-layout';
import { EmployerArea } from '../../features/operator/components/employer-area';
import { RequireOperator } from '../../features/operator/components/require-operator';
import { RequireAuth, RequireGuest } from './guards';
import { lazyPage } from './lazy-page';
import { ROUTE_TABLE, type RouteAccess } from './route-table';
import { RouteErrorPage } from './route-error-page';

/**
 * Screens other than the guest ones bring the styles of the UI library's components they use with their code
 * (screen-components.ts); the guest screens make do with the start-up stylesheet, which is all the sign-in
 * page waits for (app/styles).
 */
function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([import('../styles/screen-components'), load()]).then(([, page]) => page);
}

/**
 * Every screen but the sign-in page gets the query library's provider with its code; the sign-in page, the
 * first screen of most visits, loads without the library (app/query-provider.tsx).
 */
function withQueries(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return () => Promise.all([import('../query-provider'), load()]).then(([m, page]) => m.withQueryClient(page));
}

function childrenOf(access: RouteAccess): RouteObject[] {
  return ROUTE_TABLE.filter((r) => r.access === access).map((r) => {
    const path = ROUTES[r.name];
    const screen = r.name === 'login' ? r.load : withQueries(r.load);
    const load = access === 'guest' ? screen : withAllStyles(screen);
    return path === '' ? { index: true, lazy: lazyPage(load) } : { path, lazy: lazyPage(load) };
  });
}

/** One tree per language prefix; a static prefix outranks the catch-all that adds a missing prefix. */
function languageTree(prefix: LanguagePrefix): RouteObject {
  return {
    id: `lang-${prefix}`,
    path: `/${prefix}`,
    // the language is switched before the screen renders, so no text flashes in the previous language
    loader: async () => {
      await setLanguage(langOfPrefix(prefix));
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: PageLoader,
    Component: MainLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { Component: RequireGuest, children: childrenOf('guest') },
          { Component: RequireAuth, children: [{ Component: EmployerArea, children: childrenOf('auth') }] },
          { Component: RequireOperator, children: childrenOf('operator') },
          ...childrenOf('public'),
          { path: '*', lazy: lazyPage(withAllStyles(withQueries(() => import('../pages/not-found-page').then((m) => m.NotFoundPage)))) },
        ],
      },
    ],
  };
}

/** Routes that only redirect in their loader render nothing meanwhile. */
function Redirecting() {
  return null;
}

export function buildRoutes(): RouteObject[] {
  return [
    { path: '/', loader: () => redirect(`/${DEFAULT_PREFIX}`), Component: Redirecting, HydrateFallback: PageLoader },
    ...LANGUAGES.map((l) => languageTree(l.prefix)),
    {
      // a path without a language prefix: the same path under the current language (section 2)
      path: '*',
      loader: ({ request }) => {
        const url = new URL(request.url);
        return redirect(languageRedirectTarget(url.pathname + url.search, currentPrefix()));
      },
      Component: Redirecting,
      HydrateFallback: PageLoader,
    },
  ];
}
