import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type Rollup } from 'vite';
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
export function pageHtml(indexHtml: string, page: RenderedPage, styles: readonly string[] = [], modules: readonly string[] = []): string {
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
  // a signed-in screen's own modules (`data-screen`) are asked for after the entry's, a few per task
  const screen = modules.length ? ` data-screen="${modules.join(' ')}"` : '';
  const boot = `<script data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"${screen}>${page.bootScript}</script>`;
  // the stylesheets of the screen beyond the start-up one, so that it is painted as the app will draw it
  const withStyles = styles.length
    ? withoutScripts.replace(/<\/head>/, () => `${styles.map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n`).join('')}  </head>`)
    : withoutScripts;
  const html = withStyles
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
  /** The module of the screen (a signed-in one), whose stylesheets the page links beside the start-up one. */
  screen?: string;
}

const asVisitor = (path: string): PrerenderedPath => ({ path, signedIn: false });
const asEmployer = (path: string, screen: string): PrerenderedPath => ({ path, signedIn: true, screen });

/**
 * The paths the build pre-renders: the sign-in page in each language, and the screens most visits of a
 * signed-in employer start on, home and employees, as their first frame (docs/decisions/0034, 0040).
 */
export const PRERENDERED_PATHS: readonly PrerenderedPath[] = (['ge', 'en', 'ru'] as const).flatMap((prefix) => [
  asVisitor(`/${prefix}/login`),
  asEmployer(`/${prefix}/`, 'features/declarations/pages/new-declarations-page.tsx'),
  asEmployer(`/${prefix}/employees`, 'features/employees/pages/employees-page.tsx'),
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
  /** The stylesheets to link in each path's page beside the start-up one (from the build: `screenStyles`). */
  styles?: ReadonlyMap<string, readonly string[]>;
  /** The modules of each path's screen beyond the entry's, for the boot script to ask for (`screenModules`). */
  modules?: ReadonlyMap<string, readonly string[]>;
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
      writeFileSync(file, pageHtml(options.indexHtml, page, options.styles?.get(pagePath) ?? [], options.modules?.get(pagePath) ?? []));
      compressBeside(file);
      written.push(file);
    }
  } finally {
    await server.close();
  }
  return written;
}

/** The signed-in frame's module: its code and styles come with every signed-in screen. */
const SIGNED_IN_FRAME = 'app/layout/signed-in-frame.tsx';

/** The modules whose stylesheets every signed-in screen is drawn with: the frame, and the screens' components. */
const SIGNED_IN_MODULES = [SIGNED_IN_FRAME, 'app/styles/screen-components.ts'];

const chunksOf = (bundle: Rollup.OutputBundle) => Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');

/** The chunk of the build whose module is `module` (a path under src/), if the build made one. */
const chunkOfModule = (chunks: readonly Rollup.OutputChunk[], module: string) =>
  chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(module));

/** Adds to `into` a chunk and every chunk it imports, transitively. */
function addWithImports(bundle: Rollup.OutputBundle, fileName: string, into: Set<string>): void {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return;
  into.add(fileName);
  for (const i of chunk.imports) addWithImports(bundle, i, into);
}

/** The chunks the entry imports, with itself: loaded before any screen's code. */
function entryChunks(bundle: Rollup.OutputBundle, chunks: readonly Rollup.OutputChunk[]): Set<string> {
  const started = new Set<string>();
  const entry = chunks.find((c) => c.isEntry);
  if (entry) addWithImports(bundle, entry.fileName, started);
  return started;
}

/** The stylesheets those chunks import. */
function stylesOf(bundle: Rollup.OutputBundle, chunkFiles: Iterable<string>): Set<string> {
  const css = new Set<string>();
  for (const name of chunkFiles) for (const file of (bundle[name] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []) css.add(file);
  return css;
}

/**
 * The stylesheets a signed-in screen is drawn with beyond the entry's, as `/assets/…` addresses: those of its
 * module's chunk, of the frame and of the screens' components, with the chunks they import.
 */
export function screenStyles(bundle: Rollup.OutputBundle, screen: string): string[] {
  const chunks = chunksOf(bundle);
  const entryCss = stylesOf(bundle, entryChunks(bundle, chunks));
  const screenChunks = new Set<string>();
  const css = new Set<string>();
  for (const module of [screen, ...SIGNED_IN_MODULES]) {
    const chunk = chunkOfModule(chunks, module);
    if (chunk) {
      addWithImports(bundle, chunk.fileName, screenChunks);
      continue;
    }
    // a module of styles alone leaves no chunk of code, only its stylesheet
    const name = `${path.basename(module).replace(/\.[jt]sx?$/, '')}.css`;
    const sheet = Object.values(bundle).find((f) => f.type === 'asset' && f.names.includes(name));
    if (!sheet) throw new Error(`prerender: no chunk or stylesheet of the build is ${module}`);
    css.add(sheet.fileName);
  }
  for (const file of stylesOf(bundle, screenChunks)) css.add(file);
  return [...css].filter((file) => !entryCss.has(file)).map((file) => `/${file}`);
}

/**
 * The modules a signed-in screen runs beyond the entry's, as `/assets/…` addresses: its module's chunk and the
 * frame's, with the chunks they import. The boot script asks for them beside the entry's (docs/decisions/0042):
 * otherwise the app's loader inserts a link for each of them, some sixty, in the task that makes the router.
 */
export function screenModules(bundle: Rollup.OutputBundle, screen: string): string[] {
  const chunks = chunksOf(bundle);
  const started = entryChunks(bundle, chunks);
  const modules = new Set<string>();
  for (const module of [screen, SIGNED_IN_FRAME]) {
    const chunk = chunkOfModule(chunks, module);
    if (!chunk) throw new Error(`prerender: no chunk of the build is ${module}`);
    addWithImports(bundle, chunk.fileName, modules);
  }
  return [...modules].filter((file) => !started.has(file)).map((file) => `/${file}`);
}

/**
 * Writes, after the build, an HTML page per pre-rendered path (`/en/login` → `pages/en/login.html`) whose
 * body is that screen rendered by the app's own components, so the browser paints it before any script has
 * run (issue 12, docs/decisions/0034). The server sends these pages for their paths, `index.html` for the rest.
 */
export function prerender(paths: readonly PrerenderedPath[] = PRERENDERED_PATHS): Plugin {
  let root = '';
  let outDir = '';
  const styles = new Map<string, string[]>();
  const modules = new Map<string, string[]>();
  return {
    name: 'pensia-prerender',
    // only a client build writes pages: a test run or the dev server loads this config too, and closing them
    // must not rewrite the build's pages (it once did, without their stylesheets, from a test process)
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_, bundle) {
      for (const { path: pagePath, screen } of paths) {
        if (!screen) continue;
        styles.set(pagePath, screenStyles(bundle, screen));
        modules.set(pagePath, screenModules(bundle, screen));
      }
    },
    async closeBundle() {
      const index = path.join(outDir, 'index.html');
      // a build that failed wrote nothing: its own error is the one to read
      if (!existsSync(index)) return;
      const files = await renderPages({ root, indexHtml: readFileSync(index, 'utf8'), outDir, paths, styles, modules });
      for (const file of files) this.info(`pre-rendered ${path.relative(outDir, file)}`);
    },
  };
}
