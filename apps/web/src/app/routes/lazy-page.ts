import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

const RELOADED_KEY = 'pensia.chunkReloaded';

/** Errors browsers give when a chunk of an older deployment is gone or the network dropped it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk/i.test(
    message,
  );
}

/** Where a navigation under way is going (the router tells), or nothing when none is. */
let pendingDestination: () => string | undefined = () => undefined;

export function registerPendingDestination(destination: () => string | undefined) {
  pendingDestination = destination;
}

type PageLocation = { readonly href: string; assign(url: string): void; reload(): void };

/**
 * Loads the page again from the server. A screen's code is loaded before the address changes, so a chunk that
 * fails while the user goes to another screen fails on the screen they are leaving: the reload goes to the
 * screen they asked for, not back to that one.
 */
export function reloadToDestination(location: PageLocation = window.location) {
  const destination = pendingDestination();
  if (destination && new URL(destination, location.href).href !== location.href) location.assign(destination);
  else location.reload();
}

/**
 * A chunk-load failure reloads the page once (section 8): after a deployment the old chunk names are gone
 * and a reload fetches the new ones. The flag lives in sessionStorage so a second failure is shown as an
 * error instead of reloading forever; a successful load clears it.
 */
export function reloadOnce(reload: () => void = () => reloadToDestination()): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return false;
  }
  reload();
  return true;
}

export async function loadWithReload<T>(load: () => Promise<T>, reload?: () => void): Promise<T> {
  try {
    const module = await load();
    try {
      sessionStorage.removeItem(RELOADED_KEY);
    } catch {
      // nothing to clear
    }
    return module;
  } catch (error) {
    // while the page reloads, keep the route pending rather than flashing an error
    if (isChunkLoadError(error) && reloadOnce(reload)) return new Promise<T>(() => undefined);
    throw error;
  }
}

/** A lazy route module: the screen's code is downloaded only when the route is visited. */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await loadWithReload(load) });
}
