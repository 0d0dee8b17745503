import { describe, expect, it } from 'vitest';
import { pageHtml } from './prerender.ts';

const index =
  '<!doctype html>\n<html lang="ka">\n  <head>\n    <title>საპენსიო სააგენტო</title>\n    <script type="module" crossorigin src="/assets/index-1a.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('pageHtml', () => {
  it('puts the screen in the root element, with the language, title and colour scheme of the page, and keeps the scripts', () => {
    const html = pageHtml(index, {
      lang: 'en',
      title: 'Pension Agency & co',
      root: '<div id="root" data-prerendered="auth"><form method="dialog"></form></div>',
    });
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Pension Agency &amp; co</title>');
    expect(html).toContain('<div id="root" data-prerendered="auth"><form method="dialog"></form></div>');
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1a.js"></script>');
  });

  it('takes the markup as it is, even with characters a replacement pattern would read', () => {
    const html = pageHtml(index, { lang: 'ka', title: 't', root: '<div id="root">$& $1</div>' });
    expect(html).toContain('<div id="root">$& $1</div>');
  });

  it('fails the build when the page has no empty root element to fill', () => {
    expect(() =>
      pageHtml('<html lang="ka"><body></body></html>', { lang: 'ka', title: 't', root: '<div id="root"></div>' }),
    ).toThrow(/no empty <div id="root">/);
  });
});
