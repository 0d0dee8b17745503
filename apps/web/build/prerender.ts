import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { RenderedPage } from '../src/prerender/render-page.tsx';
import { compressBeside } from './precompress.ts';

/** The folder of the build that holds the pre-rendered pages: `pages/{prefix}/{screen}.html`. */
export const PAGES_DIR = 'pages';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built `index.html` with a pre-rendered screen in it: its markup in the root element, the language
 * and title of its page, and the light colour scheme the UI library's styles select on (the app sets the
 * same attribute when it starts; no inline script may, under the content security policy).
 */
export function pageHtml(indexHtml: string, page: RenderedPage): string {
  const withRoot = indexHtml.replace(/<div id="root"><\/div>/, () => page.root);
  if (withRoot === indexHtml) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  // the app's entry and the modules it imports are asked for by the boot script once the page is painted
  // (docs/decisions/0040), not by the head
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(withRoot);
  if (!entry) throw new Error('prerender: index.html has no module script of the app');
  const preloads: string[] = [];
  const withoutScripts = withRoot
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  const boot = `<script data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${page.bootScript}</script>`;
  const html = withoutScripts
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<\/body>/, () => `  ${boot}\n  </body>`);
  if (!html.includes(boot)) throw new Error('prerender: index.html has no </body> for the boot script');
  if (!page.gateScript) return html;
  // first in the head, so it has run before anything is painted (docs/decisions/0040)
  const gated = html.replace(/<head>/, () => `<head>\n    <script>${page.gateScript}</script>`);
  if (gated === html) throw new Error('prerender: index.html has no <head> for the signed-in gate');
  return gated;
}

/** A path the build pre-renders, as a visitor (the sign-in page) or as a returning signed-in employer sees it first. */
export interface PrerenderedPath {
  path: string;
  signedIn: boolean;
}

const asVisitor = (path: string): PrerenderedPath => ({ path, signedIn: false });
const asEmployer = (path: string): PrerenderedPath => ({ path, signedIn: true });

/**
 * The paths the build pre-renders: the sign-in page in each language, and the screens most visits of a
 * signed-in employer start on, home and employees, as their first frame (docs/decisions/0034, 0040).
 */
export const PRERENDERED_PATHS: readonly PrerenderedPath[] = (['ge', 'en', 'ru'] as const).flatMap((prefix) => [
  asVisitor(`/${prefix}/login`),
  asEmployer(`/${prefix}/`),
  asEmployer(`/${prefix}/employees`),
]);

/** The file of the build that holds the page of a path: `/en/login` → `pages/en/login.html`, `/en/` → `pages/en/index.html`. */
export function pageFile(pagePath: string): string {
  const relative = pagePath.replace(/^\//, '');
  return path.join(PAGES_DIR, relative.endsWith('/') ? `${relative}index.html` : `${relative}.html`);
}

/** The app's module that renders a screen (it runs in Node, through Vite's server-side module loader). */
const RENDER_ENTRY = '/src/prerender/render-page.tsx';

/**
 * Renders each path with the app's own components into a copy of `indexHtml`, written as
 * `{outDir}/pages/{path}.html` with its compressed copies; answers the files written. The app's modules are
 * loaded through Vite's server-side module loader from `root` (the web app's folder), transformed as the
 * build transforms them.
 */
export async function renderPages(options: {
  root: string;
  indexHtml: string;
  outDir: string;
  paths: readonly PrerenderedPath[];
}): Promise<string[]> {
  const server = await createServer({
    root: options.root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const written: string[] = [];
  try {
    const { renderPage } = (await server.ssrLoadModule(RENDER_ENTRY)) as {
      renderPage: (url: string, options: { signedIn: boolean }) => Promise<RenderedPage>;
    };
    for (const { path: pagePath, signedIn } of options.paths) {
      const page = await renderPage(`http://localhost${pagePath}`, { signedIn });
      const file = path.join(options.outDir, pageFile(pagePath));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(options.indexHtml, page));
      compressBeside(file);
      written.push(file);
    }
  } finally {
    await server.close();
  }
  return written;
}

/**
 * Writes, after the build, an HTML page per pre-rendered path (`/en/login` → `pages/en/login.html`) whose
 * body is that screen rendered by the app's own components, so the browser paints it before any script has
 * run (issue 12, docs/decisions/0034). The server sends these pages for their paths, `index.html` for the rest.
 */
export function prerender(paths: readonly PrerenderedPath[] = PRERENDERED_PATHS): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'pensia-prerender',
    apply: (config) => !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const index = path.join(outDir, 'index.html');
      // a build that failed wrote nothing: its own error is the one to read
      if (!existsSync(index)) return;
      const files = await renderPages({ root, indexHtml: readFileSync(index, 'utf8'), outDir, paths });
      for (const file of files) this.info(`pre-rendered ${path.relative(outDir, file)}`);
    },
  };
}
