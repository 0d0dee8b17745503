import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { matchMediaStub } from './common/testing/match-media';
import { FILE_NAMESPACES, i18n, initI18n } from './common/lib/i18n';
import { registerFormatters } from './common/lib/i18n-formatters';

// findBy… and waitFor wait for what a screen shows after its lazy chunks, messages and data have loaded; on a
// shared 2-core machine running the server tests beside these, that takes more than the library's 1 s default
// (a limit, never a wait: each resolves as soon as the screen shows it)
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout engine: Mantine asks for these browser APIs.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: matchMediaStub(false),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });

// Tests read the English texts, with every namespace loaded up front so nothing suspends half-way.
// The notifications' library and host are loaded on first use (common/lib/notify.ts, app.tsx); transforming
// them the first time took more than findBy's wait on a busy machine, so a notice a test looked for came late.
beforeAll(async () => {
  await initI18n('en');
  registerFormatters();
  await i18n.loadNamespaces([...FILE_NAMESPACES]);
  await Promise.all([import('@mantine/notifications'), import('./app/notifications-host')]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
