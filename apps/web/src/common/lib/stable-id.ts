import { useId as useReactId } from 'react';

/**
 * The id of a UI library component (a field's input, a tooltip, a tab), as the library's `useId` gives it, from
 * React's own: the same on every render, unique in the app's one React root. The library's `useId` replaces
 * the id React gave by a random one in a layout effect after the first render, which renders every component
 * that has one (every field, tooltip and tab of a screen) a second time, synchronously, in the task of the
 * screen's first commit (docs/decisions/0042). The build puts this module in its place (build/stable-ids.ts).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  // React's ids carry characters (colons, guillemets, underscores by version) that a CSS selector must escape
  return `mantine-${reactId.replace(/[^A-Za-z0-9-]/g, '')}`;
}
