import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The query library, given where it is used: every screen but the sign-in page (which calls the server
 * without it) and the parts of the signed-in frame that read or refresh server data. They share one client,
 * so its cache is the same whichever of them is on the page (docs/decisions/0026).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const wrapped = new WeakMap<ComponentType, ComponentType>();

/** The screen inside the query library's provider (the same wrapper each time for the same screen). */
export function withQueryClient(Page: ComponentType): ComponentType {
  let Wrapped = wrapped.get(Page);
  if (!Wrapped) {
    Wrapped = function WithQueryClient() {
      return (
        <QueryProvider>
          <Page />
        </QueryProvider>
      );
    };
    wrapped.set(Page, Wrapped);
  }
  return Wrapped;
}
