/**
 * Navigation for code that lives outside React (session actions, the API client hooks). The router
 * registers itself here at start; before that (or in tests without a router) the browser location is used.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) navigator(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
