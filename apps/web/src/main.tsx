// the scripts the portal writes in: Georgian and Latin (Cyrillic falls back to the system's sans-serif)
import '@fontsource/noto-sans-georgian/georgian-400.css';
import '@fontsource/noto-sans-georgian/georgian-600.css';
import '@fontsource/noto-sans-georgian/georgian-700.css';
import '@fontsource/noto-sans-georgian/latin-400.css';
import '@fontsource/noto-sans-georgian/latin-600.css';
import '@fontsource/noto-sans-georgian/latin-700.css';
import '@fontsource/noto-sans-georgian/latin-ext-400.css';
import '@fontsource/noto-sans-georgian/latin-ext-600.css';
import '@fontsource/noto-sans-georgian/latin-ext-700.css';
import './app/styles/start-up';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { reloadOnce } from './app/routes/lazy-page';
import { setClock } from './common/lib/clock';
import { i18n, initI18n } from './common/lib/i18n';
import { loadSignedInFrame } from './app/layout/frame-parts';
import { followPrerenderedPage, PRERENDERED_FRAME_ATTRIBUTE } from './common/lib/prerendered-page';
import { installApiClientHooks, restoreSession } from './common/session/session-actions';
import { isAuthenticated } from './common/session/session-store';

// Vite reports a chunk that failed to preload here; reload once to fetch the new deployment's chunks.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

/**
 * End-to-end tests may move the session clock (`window.__pensiaClock.setOffset(ms)`) instead of waiting an
 * hour; it shifts only this browser's idea of the time, which the user controls anyway.
 */
declare global {
  interface Window {
    __pensiaClock?: { setOffset(ms: number): void };
  }
}
window.__pensiaClock = { setOffset: (ms) => setClock(ms ? { now: () => Date.now() + ms } : undefined) };

installApiClientHooks();

/** Resolves once the router has its first screen's code and data, so the first render is that screen. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const container = document.getElementById('root')!;
const prerenderedFrame = container.hasAttribute(PRERENDERED_FRAME_ATTRIBUTE);

/**
 * Gives the browser its turn between the start-up's steps, so that they are short tasks rather than one long
 * one that holds input on a slow phone: `scheduler.yield` where the browser has it, a timer elsewhere.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The start-up, each step a task of its own after the one that evaluated the app's modules (which is long
 * already on a slow phone): the frame's and the texts' code asked for, the pre-rendered page followed, the
 * router made, the session restored, the language's number and date conventions loaded (in three steps), then
 * the first render.
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  // a returning user's frame (menu, info bar) is fetched beside the first screen's code, not after it; a
  // failure shows in the frame when it renders (its own loader and error)
  const frameLoaded = isAuthenticated() ? loadSignedInFrame().catch(() => undefined) : undefined;
  const texts = initI18n();
  await yieldToBrowser();
  // a page pre-rendered at build time stays on screen, and usable, until the app can render the same screen
  // in its place: its code and texts are loaded first, so no loader replaces it meanwhile
  const prerenderedNamespaces = followPrerenderedPage(container);
  await texts;
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  void restoreSession();
  if (prerenderedNamespaces)
    await Promise.all([
      routerReady(router),
      i18n.loadNamespaces(prerenderedNamespaces),
      // a pre-rendered signed-in frame is replaced by the whole frame at once (docs/decisions/0040)
      prerenderedFrame ? frameLoaded : undefined,
    ]);
  const frame = prerenderedFrame ? await frameLoaded : undefined;
  for (const warmUp of frame?.formatWarmUps() ?? []) {
    await yieldToBrowser();
    warmUp();
  }
  await yieldToBrowser();
  const root = createRoot(container);
  // the first render is interruptible: it yields to the browser every few milliseconds instead of holding the
  // main thread for the whole screen, so a visitor on a slow phone can scroll and type meanwhile (a page
  // pre-rendered at build time stays on screen until the render is done)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

void start();
