import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
