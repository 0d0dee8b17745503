import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { libraryModuleFile } from './library-module';
import { lazyDefaultVariables, lazyDefaultVariablesCode, REMOVE_DEFAULT_VARIABLES } from './lazy-default-variables';

/** The library's module in this install. */
const libraryFile = () => libraryModuleFile('@mantine/core', 'core', 'MantineProvider', 'MantineCssVariables', 'remove-default-variables.mjs');

type TransformHook = (code: string, id: string) => { code: string } | null;

describe("the UI library's default CSS variables, made on first use", () => {
  const original = readFileSync(libraryFile(), 'utf8');

  it("recognizes the library's module in this install, and its code", () => {
    expect(REMOVE_DEFAULT_VARIABLES.test(libraryFile())).toBe(true);
    expect(() => lazyDefaultVariablesCode(original)).not.toThrow();
  });

  it('makes nothing when the module is evaluated, and removes the same variables as the library when used', async () => {
    const lazy = lazyDefaultVariablesCode(original);
    expect(lazy).not.toMatch(/^const defaultCssVariables = /m);
    // both versions, run from the library's folder so that their imports resolve
    const dir = path.dirname(libraryFile());
    const load = async (code: string) =>
      (await import(`data:text/javascript,${encodeURIComponent(code.replace(/from "\.\//g, `from "${pathToFileURL(dir).href}/`).replace(/from "\.\.\//g, `from "${pathToFileURL(path.dirname(dir)).href}/`))}`)) as {
        removeDefaultVariables: (input: object) => object;
      };
    const [theirs, ours] = await Promise.all([load(original), load(lazy)]);
    const input = {
      variables: { '--mantine-scale': '1', '--mantine-radius-default': 'calc(0.5rem * var(--mantine-scale))' },
      light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-white': '#fff' },
      dark: {},
    };
    expect(ours.removeDefaultVariables(input)).toEqual(theirs.removeDefaultVariables(input));
  });

  it('refuses code it was not written for', () => {
    expect(() => lazyDefaultVariablesCode('export function removeDefaultVariables(input) { return input; }')).toThrow(/changed remove-default-variables/);
  });

  it("changes only the library's module", () => {
    const transform = lazyDefaultVariables().transform as unknown as TransformHook;
    expect(transform(original, libraryFile())?.code).toBe(lazyDefaultVariablesCode(original));
    expect(transform('const x = 1;', '/work/apps/web/src/app/theme.ts')).toBeNull();
  });
});
