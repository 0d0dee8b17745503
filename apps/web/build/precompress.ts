import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text that the browser fetches. Images and fonts in woff2 are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf|otf)$/;
/** Below this size the encoded file plus its headers saves nothing worth a second file. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes the Brotli and gzip copies of one file beside it, each only where it is smaller (and worth it). */
export function compressBeside(file: string): void {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) return;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the highest
 * levels (this runs once per build, not per request), keeping a copy only where it is smaller. The server
 * serves them by content negotiation. Source maps are moved out of the published folder into
 * `sourcemapDir`, where they stay for reading error reports but are never served.
 */
export function precompress(options: { sourcemapDir: string }): Plugin {
  let outDir = '';
  return {
    name: 'pensia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // a build that failed wrote nothing: its own error is the one to read
      if (!existsSync(outDir)) return;
      rmSync(options.sourcemapDir, { recursive: true, force: true });
      for (const file of filesUnder(outDir)) {
        if (file.endsWith('.map')) {
          const target = path.join(options.sourcemapDir, path.relative(outDir, file));
          mkdirSync(path.dirname(target), { recursive: true });
          renameSync(file, target);
          continue;
        }
        compressBeside(file);
      }
    },
  };
}
