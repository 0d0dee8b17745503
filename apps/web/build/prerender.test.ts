import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { pageFile, pageHtml, PRERENDERED_PATHS, screenModules, screenStyles } from './prerender.ts';

const index =
  '<!doctype html>\n<html lang="ka">\n  <head>\n    <title>საპენსიო სააგენტო</title>\n    <script type="module" crossorigin src="/assets/index-1a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-2b.js">\n    <link rel="modulepreload" crossorigin href="/assets/i18n-3c.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-4d.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

const page = { lang: 'en', title: 't', root: '<div id="root" data-prerendered="auth"></div>', gateScript: null, bootScript: 'BOOT();' };

describe('pageHtml', () => {
  it('puts the screen in the root element, with the language, title and colour scheme of the page', () => {
    const html = pageHtml(index, {
      ...page,
      title: 'Pension Agency & co',
      root: '<div id="root" data-prerendered="auth"><form method="dialog"></form></div>',
    });
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Pension Agency &amp; co</title>');
    expect(html).toContain('<div id="root" data-prerendered="auth"><form method="dialog"></form></div>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('leaves the app\'s code to the boot script at the end of the body, and keeps the stylesheet in the head', () => {
    const html = pageHtml(index, page);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4d.css">');
    expect(html).toMatch(
      /<div id="root"[^>]*><\/div>[\s\S]*<script data-entry="\/assets\/index-1a.js" data-preload="\/assets\/react-2b.js \/assets\/i18n-3c.js">BOOT\(\);<\/script>\s*<\/body>/,
    );
    // a visitor's page has no gate
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('puts the gate of a signed-in screen first in the head, before the stylesheet', () => {
    const html = pageHtml(index, { ...page, gateScript: 'GATE();' });
    expect(html).toMatch(/<head>\s*<script>GATE\(\);<\/script>/);
    expect(html.indexOf('GATE();')).toBeLessThan(html.indexOf('index-4d.css'));
  });

  it('fails the build when index.html has no module script of the app', () => {
    expect(() => pageHtml(index.replace(/<script[^>]*><\/script>/, ''), page)).toThrow(/no module script/);
  });

  it('takes the markup as it is, even with characters a replacement pattern would read', () => {
    const html = pageHtml(index, { ...page, root: '<div id="root">$& $1</div>' });
    expect(html).toContain('<div id="root">$& $1</div>');
  });

  it('fails the build when the page has no empty root element to fill', () => {
    expect(() =>
      pageHtml('<html lang="ka"><body></body></html>', page),
    ).toThrow(/no empty <div id="root">/);
  });
});

describe('the pre-rendered paths', () => {
  it('are the sign-in page, and the home and employees screens of a signed-in employer, in each language', () => {
    expect(PRERENDERED_PATHS).toHaveLength(9);
    for (const prefix of ['ge', 'en', 'ru']) {
      expect(PRERENDERED_PATHS).toContainEqual({ path: `/${prefix}/login`, signedIn: false });
      expect(PRERENDERED_PATHS).toContainEqual({ path: `/${prefix}/`, signedIn: true, screen: 'features/declarations/pages/new-declarations-page.tsx' });
      expect(PRERENDERED_PATHS).toContainEqual({ path: `/${prefix}/employees`, signedIn: true, screen: 'features/employees/pages/employees-page.tsx' });
    }
  });

  it.each([
    ['/en/login', 'pages/en/login.html'],
    ['/ge/', 'pages/ge/index.html'],
    ['/ru/employees', 'pages/ru/employees.html'],
  ])('%s is written to %s', (pagePath, file) => {
    expect(pageFile(pagePath).replace(/\\/g, '/')).toBe(file);
  });
});

describe('the stylesheets of a pre-rendered signed-in screen', () => {
  const chunk = (fileName: string, facade: string | null, imports: string[], css: string[], isEntry = false) =>
    ({ type: 'chunk', fileName, facadeModuleId: facade, imports, isEntry, viteMetadata: { importedCss: new Set(css) } }) as unknown as Rollup.OutputChunk;
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', '/web/src/main.tsx', ['assets/mantine-2.js'], ['assets/index-1.css'], true),
    'assets/mantine-2.js': chunk('assets/mantine-2.js', null, [], ['assets/index-1.css']),
    'assets/employees-page-3.js': chunk('assets/employees-page-3.js', '/web/src/features/employees/pages/employees-page.tsx', ['assets/date-field-4.js', 'assets/mantine-2.js'], []),
    'assets/date-field-4.js': chunk('assets/date-field-4.js', null, [], ['assets/date-field-4.css']),
    'assets/signed-in-frame-5.js': chunk('assets/signed-in-frame-5.js', '/web/src/app/layout/signed-in-frame.tsx', [], []),
    'assets/screen-components-6.css': { type: 'asset', fileName: 'assets/screen-components-6.css', names: ['screen-components.css'] },
  } as unknown as Rollup.OutputBundle;

  it("are those of the screen's chunk and what it imports, of the frame and of the screens' components, not the entry's", () => {
    expect(screenStyles(bundle, 'features/employees/pages/employees-page.tsx').sort()).toEqual([
      '/assets/date-field-4.css',
      '/assets/screen-components-6.css',
    ]);
  });

  it('fail the build when the screen is not in it', () => {
    expect(() => screenStyles(bundle, 'features/nowhere/pages/nowhere-page.tsx')).toThrow(/nowhere-page/);
  });

  it("come with the screen's modules beyond the entry's: its chunk and the frame's, with what they import", () => {
    expect(screenModules(bundle, 'features/employees/pages/employees-page.tsx').sort()).toEqual([
      '/assets/date-field-4.js',
      '/assets/employees-page-3.js',
      '/assets/signed-in-frame-5.js',
    ]);
    expect(() => screenModules(bundle, 'features/nowhere/pages/nowhere-page.tsx')).toThrow(/nowhere-page/);
  });

  it("name the screen's modules for the boot script, and no attribute for a page without them", () => {
    const html = pageHtml(index, page, [], ['/assets/employees-page-3.js', '/assets/signed-in-frame-5.js']);
    expect(html).toMatch(/<script data-entry="[^"]+" data-preload="[^"]*" data-screen="\/assets\/employees-page-3.js \/assets\/signed-in-frame-5.js">BOOT\(\);<\/script>/);
    expect(pageHtml(index, page)).not.toContain('data-screen');
  });

  it('are linked in the head of the page, after the start-up stylesheet', () => {
    const html = pageHtml(index, page, ['/assets/screen-components-6.css']);
    expect(html).toMatch(/index-4d\.css">[\s\S]*<link rel="stylesheet" crossorigin href="\/assets\/screen-components-6\.css">\s*<\/head>/);
  });
});

describe('the pre-rendering plugin', () => {
  it('writes pages in a client build only, never when a test run or the dev server closes', async () => {
    const { prerender } = await import('./prerender.ts');
    const apply = prerender().apply as (config: object, env: { command: 'build' | 'serve'; mode: string }) => boolean;
    expect(apply({ build: {} }, { command: 'build', mode: 'production' })).toBe(true);
    expect(apply({ build: {} }, { command: 'serve', mode: 'test' })).toBe(false);
    expect(apply({ build: { ssr: true } }, { command: 'build', mode: 'production' })).toBe(false);
  });
});
