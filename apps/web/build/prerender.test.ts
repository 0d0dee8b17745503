import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml, PRERENDERED_PATHS } from './prerender.ts';

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
      expect(PRERENDERED_PATHS).toContainEqual({ path: `/${prefix}/`, signedIn: true });
      expect(PRERENDERED_PATHS).toContainEqual({ path: `/${prefix}/employees`, signedIn: true });
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
