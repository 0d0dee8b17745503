import type { Plugin } from 'vite';

/**
 * Adds a `<link rel="preload">` to the page for the font file the first paint uses (Georgian is the default
 * language), so the browser fetches it with the page instead of after the stylesheet has been read.
 * `match` picks the emitted file by its name.
 */
export function preloadFont(match: RegExp): Plugin {
  return {
    name: 'pensia-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => match.test(name));
        if (!file) throw new Error(`preload-font: no file of the build matches ${match}`);
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
