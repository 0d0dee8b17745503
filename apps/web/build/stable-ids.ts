import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { libraryModuleFile } from './library-module.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The UI library's `useId` module, which every component with an id imports. */
export const LIBRARY_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** The module put in its place: React's ids, without a second render (src/common/lib/stable-id.ts). */
export const STABLE_ID_MODULE = path.resolve(here, '../src/common/lib/stable-id.ts');

/** Where the library's `useId` module is in this install, found as the bundler finds it. */
export function libraryUseIdFile(): string {
  return libraryModuleFile('@mantine/hooks', 'use-id', 'use-id.mjs');
}

/**
 * The code that replaces the library's `useId` module: the same export, from the portal's hook. The library's
 * sets a random id in a layout effect after the first render, so every component with an id renders twice in
 * the task of a screen's first commit; React's own ids are stable and unique in the app's one root
 * (docs/decisions/0042).
 */
export function stableIdsModuleCode(): string {
  return `export { useId } from ${JSON.stringify(STABLE_ID_MODULE.split(path.sep).join('/'))};\n`;
}

/**
 * Builds the app with React's ids for the UI library's components (see `stableIdsModuleCode`). The build fails
 * when the library's module was never met, so that an upgrade which moves it is seen rather than silently
 * bringing the second render back.
 */
export function stableIds(): Plugin {
  let replaced = false;
  return {
    name: 'pensia-stable-ids',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
      if (!existsSync(libraryUseIdFile()))
        this.error(
          `stable-ids: the UI library has no ${libraryUseIdFile()} any more; find its useId and update build/stable-ids.ts`,
        );
    },
    load(id) {
      if (!LIBRARY_USE_ID.test(id.split('?')[0]!)) return null;
      replaced = true;
      return stableIdsModuleCode();
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          "stable-ids: no module imported the UI library's useId; update build/stable-ids.ts to where it is now",
        );
    },
  };
}
