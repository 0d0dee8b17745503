import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadFont } from './preload-font.ts';

function run(bundleNames: string[]) {
  const plugin = preloadFont(/georgian-400-normal-[\w-]+\.woff2$/);
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => unknown };
  const bundle = Object.fromEntries(bundleNames.map((n) => [n, {}]));
  return hook.handler('<html></html>', { path: '/index.html', filename: 'index.html', bundle } as unknown as IndexHtmlTransformContext);
}

describe('preloadFont', () => {
  it('preloads the emitted file of the first paint font, by its hashed name', () => {
    expect(run(['assets/index-1a.js', 'assets/georgian-400-normal-Ab0k.woff', 'assets/georgian-400-normal-Ab0k.woff2'])).toEqual([
      { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: '/assets/georgian-400-normal-Ab0k.woff2', crossorigin: '' }, injectTo: 'head' },
    ]);
  });

  it('fails the build when the font is gone, rather than shipping a page without its preload', () => {
    expect(() => run(['assets/index-1a.js'])).toThrow(/no file of the build matches/);
  });
});
