import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

/** Runs the plugin's end-of-build step over a folder laid out like a build. */
function runOn(root: string) {
  const plugin = precompress({ sourcemapDir: path.join(root, 'maps') });
  const configResolved = plugin.configResolved as (c: ResolvedConfig) => void;
  configResolved({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  (plugin.closeBundle as () => void)();
}

describe('precompress', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

  function build(files: Record<string, string | Buffer>) {
    const root = mkdtempSync(path.join(tmpdir(), 'pensia-build-'));
    roots.push(root);
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(root, 'dist', name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    runOn(root);
    return (name: string) => path.join(root, name);
  }

  it('writes Brotli and gzip copies of text files that decode to the original', () => {
    const script = `export const t = ${JSON.stringify('ქართული ტექსტი '.repeat(300))};`;
    const at = build({ 'assets/index-a1.js': script, 'index.html': `<html>${'<p>x</p>'.repeat(300)}</html>` });
    expect(brotliDecompressSync(readFileSync(at('dist/assets/index-a1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(at('dist/assets/index-a1.js.gz'))).toString()).toBe(script);
    expect(existsSync(at('dist/index.html.br'))).toBe(true);
    expect(existsSync(at('dist/index.html.gz'))).toBe(true);
  });

  it('leaves small files and binary formats alone', () => {
    const at = build({ 'assets/tiny-b2.css': 'a{b:c}', 'assets/font-c3.woff2': Buffer.alloc(4096, 7) });
    expect(existsSync(at('dist/assets/tiny-b2.css.br'))).toBe(false);
    expect(existsSync(at('dist/assets/font-c3.woff2.br'))).toBe(false);
    expect(existsSync(at('dist/assets/font-c3.woff2.gz'))).toBe(false);
  });

  it('moves source maps out of the published folder, keeping them for error reports', () => {
    const map = JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' });
    const at = build({ 'assets/index-a1.js': 'console.log(1)', 'assets/index-a1.js.map': map });
    expect(existsSync(at('dist/assets/index-a1.js.map'))).toBe(false);
    expect(readFileSync(at('maps/assets/index-a1.js.map'), 'utf8')).toBe(map);
  });
});
