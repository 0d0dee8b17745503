/**
 * `tsx apps/web/build/render-pages.ts OUT_DIR`: the pre-rendered pages of the build (build/prerender.ts),
 * written from the sources into OUT_DIR around the source `index.html`, without building the app. The
 * server's tests serve them as the build's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDERED_PATHS, renderPages } from './prerender.ts';

const outDir = process.argv[2];
if (!outDir) {
  process.stderr.write('usage: render-pages.ts OUT_DIR\n');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = await renderPages({
  root,
  indexHtml: readFileSync(path.join(root, 'index.html'), 'utf8'),
  outDir: path.resolve(outDir),
  paths: PRERENDERED_PATHS,
});
for (const file of files) process.stdout.write(`${file}\n`);
