import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessage, isLanguagePrefix } from '@pensia/domain';
import { ASSET_PREFIX } from './plugins/security-headers.ts';
import { langOf, sendFailure } from './plugins/error-handler.ts';

/** The build's folder of pre-rendered pages (apps/web/build/prerender.ts): `pages/{prefix}/{screen}.html`. */
const PAGES_DIR = 'pages';

/**
 * The pre-rendered pages of a build by the path they are sent for (`/en/login` → `pages/en/login.html`,
 * `/en/` → `pages/en/index.html`), found once at start.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(webDist, PAGES_DIR);
  if (!existsSync(dir)) return pages;
  for (const prefix of readdirSync(dir)) {
    if (!isLanguagePrefix(prefix)) continue;
    for (const file of readdirSync(path.join(dir, prefix))) {
      if (!file.endsWith('.html')) continue;
      // `index.html` is the page of the language's own path (`/en/`, the home screen)
      const screen = file.slice(0, -'.html'.length);
      pages.set(screen === 'index' ? `/${prefix}` : `/${prefix}/${screen}`, `${PAGES_DIR}/${prefix}/${file}`);
    }
  }
  return pages;
}

/** The path of a request's URL, without its query and a trailing slash. */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The built web app, with the SPA fallback for every `/ge|/en|/ru/...` path: a path the build pre-rendered
 * (the sign-in page, and the home and employees screens' first frame, in each language) gets its own page,
 * painted before the script arrives; every other one `index.html`.
 */
export function registerWeb(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasWeb = existsSync(index);
  const pages = hasWeb ? prerenderedPages(webDist) : new Map<string, string>();
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each text file (apps/web/build/precompress.ts): served by the
      // client's Accept-Encoding, so no file is compressed per request
      preCompressed: true,
      // the plugin's own cache-control (max-age=0) would overwrite the one set below
      cacheControl: false,
      // a pre-rendered page is sent for its path only, never under its file name
      allowedPath: (pathname) => !pathname.startsWith(`/${PAGES_DIR}/`),
      setHeaders: (res, filePath) => {
        // hashed assets never change; everything else is revalidated
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // a file of the build that isn't there (a source map, a chunk of an older build) is a 404, never the page
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/health') ||
      url.startsWith(ASSET_PREFIX) ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendFailure(request, reply, {
        status: 404,
        code: 'NOT_FOUND',
        message: errorMessage(langOf(request), 'NOT_FOUND'),
      });
    }
    if (url === '/' || url.startsWith('/?')) return reply.redirect('/ge/', 302);
    // /ge, /en, /ru paths and unprefixed paths (the app redirects those to the current language)
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(pages.get(pathOf(url)) ?? 'index.html', webDist);
  });
}
