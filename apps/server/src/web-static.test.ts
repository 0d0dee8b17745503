import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGE_SCRIPTS } from '@pensia/domain';
import { createTestContext, type TestContext } from './test/test-app.ts';

/** The built web app as the server publishes it: precompressed files by negotiation, caching, headers. */
describe('web app files', () => {
  let ctx: TestContext;
  let dist: string;
  const script = `console.log(${JSON.stringify('ქართული '.repeat(400))});\n`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>ტექსტი</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'pensia-web-'));
    mkdirSync(path.join(dist, 'assets'));
    const files: Record<string, string> = { 'index.html': html, 'assets/index-abc123.js': script };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(dist, name);
      writeFileSync(file, text);
      writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
      writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
    }
    writeFileSync(path.join(dist, 'assets/small-def456.css'), 'body{margin:0}');
    ctx = await createTestContext({ seed: false, webDist: dist });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the Brotli file to a client that accepts it, gzip to one that takes only gzip, and the plain file otherwise', async () => {
    const br = await ctx.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await ctx.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await ctx.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const res of [br, gz, plain]) expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('serves a file that has no compressed copy as it is', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/assets/small-def456.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body{margin:0}');
  });

  it('lets browsers keep hashed assets for a year and revalidate the page', async () => {
    const asset = await ctx.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await ctx.inject({ method: 'GET', url: '/ge/login', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
  });

  it('sends the document policies with pages and API answers only, and the few an asset needs with assets', async () => {
    const page = await ctx.inject({ method: 'GET', url: '/en/login' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await ctx.inject({ method: 'GET', url: '/health/live' });
    expect(api.headers['content-security-policy']).toBeDefined();

    const asset = await ctx.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['strict-transport-security']).toBeDefined();
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['permissions-policy']).toBeUndefined();
  });

  it('does not publish source maps', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(404);
  });
});

/**
 * The sign-in page pre-rendered per language (apps/web/build/prerender.ts), written from the web app's sources
 * by the same code the build runs, and served for its paths.
 */
describe('pre-rendered sign-in pages', () => {
  let ctx: TestContext;
  let dist: string;
  const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
  const texts = (lang: string) => JSON.parse(readFileSync(path.join(web, 'src/locales', lang, 'auth.json'), 'utf8')) as {
    fields: { username: string; password: string };
    login: { title: string; submit: string; forgotPassword: string };
  };
  const index = '<!doctype html><html lang="ka"><head><title>index</title></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'pensia-web-'));
    writeFileSync(path.join(dist, 'index.html'), index);
    execFileSync(process.execPath, ['--import', 'tsx', path.join(web, 'build/render-pages.ts'), dist], { cwd: web, stdio: 'pipe' });
    ctx = await createTestContext({ seed: false, webDist: dist });
  });
  afterAll(async () => {
    await ctx?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['en', 'en'],
    ['ge', 'ka'],
    ['ru', 'ru'],
  ])('/%s/login answers the sign-in form in its language, in the HTML itself', async (prefix, lang) => {
    const res = await ctx.inject({ method: 'GET', url: `/${prefix}/login`, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/data-prerendered="auth,common,layout"/);
    const t = texts(lang);
    for (const label of [t.fields.username, t.fields.password, t.login.title, t.login.submit, t.login.forgotPassword]) expect(html).toContain(label);
    expect(html).toMatch(/<input[^>]*name="username"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    // no inline script but the pre-rendered pages' own, which the content security policy allows by their hashes
    for (const m of html.matchAll(/<script(?:\s[^>]*)?>([^<]*)<\/script>/g)) expect(PRERENDERED_PAGE_SCRIPTS).toContain(m[1]);
  });

  it('answers the English page in English only, and the Georgian page in Georgian', async () => {
    const en = (await ctx.inject({ method: 'GET', url: '/en/login' })).body;
    const ge = (await ctx.inject({ method: 'GET', url: '/ge/login' })).body;
    expect(en).not.toContain(texts('ka').fields.password);
    expect(ge).not.toContain(texts('en').fields.username);
    expect(ge).toContain(texts('ka').fields.username);
  });

  it('sends the page for the path with a query or a trailing slash, compressed as the client accepts', async () => {
    const withQuery = await ctx.inject({ method: 'GET', url: '/en/login?next=%2Fen%2Femployees', headers: { 'accept-encoding': 'br' } });
    expect(withQuery.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(withQuery.rawPayload).toString()).toContain(texts('en').fields.username);
    const withSlash = await ctx.inject({ method: 'GET', url: '/ru/login/' });
    expect(withSlash.body).toContain(texts('ru').fields.username);
  });

  it.each([
    ['/en/', 'en', 'declarations', 'home'],
    ['/en', 'en', 'declarations', 'home'],
    ['/ge/', 'ka', 'declarations', 'home'],
    ['/ru/employees', 'ru', 'employees', null],
    ['/en/employees/', 'en', 'employees', null],
  ])('%s answers the first frame of a signed-in employer, behind the gate', async (url, lang, namespace, section) => {
    const res = await ctx.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain('data-prerendered-frame');
    // the texts the app loads before it takes the page over: those of every screen and of this one
    expect(html).toMatch(new RegExp(`data-prerendered="[^"]*\\bcommon\\b[^"]*"`));
    expect(html).toMatch(new RegExp(`data-prerendered="[^"]*\\b${namespace}\\b[^"]*"`));
    const texts = JSON.parse(readFileSync(path.join(web, 'src/locales', lang, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
    const screen = (section ? texts[section] : texts) as { title: string; subtitle: string };
    // the screen's heading and the text under it, the largest paint of the screen
    const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(html).toContain(asHtml(screen.title));
    expect(html).toContain(asHtml(screen.subtitle));
    // the gate runs first in the head, before anything is painted
    expect(html).toMatch(/<head>\s*<script>[^<]*data-signed-in[^<]*<\/script>/);
  });

  it('allows by its hash every inline script of every pre-rendered page, and no other inline script', async () => {
    const csp = (await ctx.inject({ method: 'GET', url: '/en/login' })).headers['content-security-policy'] as string;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const url of ['/en/login', '/ge/', '/ru/employees']) {
      const html = (await ctx.inject({ method: 'GET', url })).body;
      const inline = [...html.matchAll(/<script(?:\s[^>]*)?>([^<]+)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length, url).toBeGreaterThanOrEqual(1);
      for (const script of inline)
        expect(scriptSrc, url).toContain(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
      // the app's code is asked for by the boot script, not by the head
      expect(html, url).toMatch(/<script data-entry="\/[^"]+" data-preload="[^"]*">/);
      expect(html, url).not.toContain('<script type="module"');
    }
  });

  it('sends index.html for every other path of the app, and the pages only under their paths', async () => {
    for (const url of ['/en/register', '/en/detailed-balance', '/ge/login/extra']) {
      const res = await ctx.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(index);
    }
    const byFile = await ctx.inject({ method: 'GET', url: '/pages/en/login.html' });
    expect(byFile.body).not.toContain(texts('en').fields.username);
  });
});
