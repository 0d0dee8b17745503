/** A `window.matchMedia` whose every query answers `matches` (jsdom has none): true shows the phone layouts. */
export function matchMediaStub(matches: boolean) {
  return (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
