import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReportNamespaces } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ThemeRoot } from '../app/app';
import { buildRoutes } from '../app/routes/routes';
import { i18n, initI18n, initialLang, setLanguage } from '../common/lib/i18n';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_FRAME_ATTRIBUTE } from '../common/lib/prerendered-page';
import { sessionStore } from '../common/session/session-store';
import { PRERENDERED_BOOT_SCRIPT, SIGNED_IN_GATE_SCRIPT } from '@pensia/domain/session/prerendered-page-scripts';

/** One screen rendered to static markup, for its page of the build. */
export interface RenderedPage {
  /** `lang` of the page's `<html>`. */
  lang: string;
  /** The document title, in the page's language. */
  title: string;
  /** The markup of the root element, with the attributes the app reads when it takes the page over. */
  root: string;
  /**
   * For the screen as a signed-in employer sees it first: the signed-in gate, the inline script its page runs
   * before painting (docs/decisions/0040).
   */
  gateScript: string | null;
  /** The script, last in the page, that asks for the app's code once the page is painted (docs/decisions/0040). */
  bootScript: string;
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  stream.pipe(sink);
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A session as the app holds it when it starts for a returning employer: tokens read from storage, nothing
 * asked of the server yet (no user, no figures). Never sent anywhere: the static render calls no server.
 */
const FIRST_FRAME_SESSION = { accessToken: 'first-frame', refreshToken: 'first-frame', isAdmin: false, expiresAt: Number.MAX_SAFE_INTEGER };

/**
 * Renders the screen of `url` to static markup at build time (apps/web/build/prerender.ts), through the
 * app's own route table, theme and texts: as a visitor who is not signed in sees it before any script runs,
 * or (`signedIn`) as the app's first frame for a returning employer, before it has heard from the server.
 * The app replaces the markup with the same screen once its code has arrived (main.tsx).
 */
export async function renderPage(url: string, { signedIn = false }: { signedIn?: boolean } = {}): Promise<RenderedPage> {
  const lang = initialLang(new URL(url).pathname);
  await initI18n(lang);
  await setLanguage(lang);
  sessionStore.clear();
  if (signedIn) sessionStore.set(FIRST_FRAME_SESSION);
  try {
    return await renderScreen(url, lang, signedIn);
  } finally {
    sessionStore.clear();
  }
}

async function renderScreen(url: string, lang: string, signedIn: boolean): Promise<RenderedPage> {
  // the namespaces this screen asks for, not those of the screens rendered before it
  const used = (i18n as { reportNamespaces?: { usedNamespaces?: Record<string, boolean> } }).reportNamespaces;
  if (used) used.usedNamespaces = {};
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`prerender: ${url} answers ${context.status}, not a screen`);
  if (context.errors) throw new Error(`prerender: ${url} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // waits for everything the screen suspends on (its texts), so the markup is the screen, not its loader
  const { prelude } = await prerenderToNodeStream(
    <ThemeRoot>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ThemeRoot>,
    // every boundary inline, however large: the page is read whole, never streamed in by a script (which the
    // content security policy would refuse)
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = (await toText(prelude))
    // a form sent before the script arrives goes nowhere (`dialog` outside a dialog), rather than to the
    // address bar with what was typed in it; the app's form, which replaces it, sends itself
    .replace(/<form(?![^>]*\smethod=)/g, '<form method="dialog"');
  if (/<script|<template/.test(markup)) throw new Error(`prerender: ${url} left part of its markup to a script`);
  // the namespaces the screen's components asked for, as react-i18next records them; should that record miss
  // the texts every screen uses, every namespace of the language loaded so far (more than the screen needs,
  // never less: the app loads them all before it takes the page over)
  const { reportNamespaces } = i18n as { reportNamespaces?: ReportNamespaces };
  const reported = reportNamespaces?.getUsedNamespaces() ?? [];
  const loaded = Object.keys((i18n.store.data as Record<string, Record<string, unknown> | undefined>)[i18n.language] ?? {});
  const namespaces = [...new Set(reported.includes('common') ? reported : loaded)].sort();
  if (!namespaces.includes('common')) throw new Error(`prerender: ${url} rendered without the common texts`);
  return {
    lang,
    title: i18n.t('common:app.name'),
    root: `<div id="root" ${PRERENDERED_ATTRIBUTE}="${namespaces.join(',')}"${signedIn ? ` ${PRERENDERED_FRAME_ATTRIBUTE}` : ''}>${markup}</div>`,
    gateScript: signedIn ? SIGNED_IN_GATE_SCRIPT : null,
    bootScript: PRERENDERED_BOOT_SCRIPT,
  };
}
