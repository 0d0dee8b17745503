import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { libraryUseIdFile, LIBRARY_USE_ID, STABLE_ID_MODULE, stableIds, stableIdsModuleCode } from './stable-ids';

type LoadHook = (id: string) => string | null;

describe('stable ids in the build', () => {
  it("finds the UI library's useId module in this install, and recognizes its path", () => {
    const file = libraryUseIdFile();
    expect(existsSync(file)).toBe(true);
    expect(LIBRARY_USE_ID.test(file)).toBe(true);
  });

  it("puts the portal's hook in the place of the library's module, exporting the same names", async () => {
    const library = (await import(pathToFileURL(libraryUseIdFile()).href)) as Record<string, unknown>;
    const ours = (await import(STABLE_ID_MODULE)) as Record<string, unknown>;
    expect(Object.keys(library)).toEqual(['useId']);
    expect(typeof ours.useId).toBe('function');
    expect(stableIdsModuleCode()).toMatch(/^export \{ useId \} from ".*\/src\/common\/lib\/stable-id\.ts";\n$/);
  });

  it("loads the replacement for the library's module only", () => {
    const load = stableIds().load as unknown as LoadHook;
    expect(load(libraryUseIdFile())).toBe(stableIdsModuleCode());
    expect(load('/work/node_modules/@mantine/hooks/esm/use-id/use-id.mjs?v=1')).toBe(stableIdsModuleCode());
    expect(load('/work/node_modules/@mantine/hooks/esm/use-uncontrolled/use-uncontrolled.mjs')).toBeNull();
    expect(load('/work/apps/web/src/common/lib/stable-id.ts')).toBeNull();
  });

  it("fails the build when no module imported the library's useId (an upgrade moved it)", () => {
    const plugin = stableIds();
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    (plugin.buildStart as unknown as (this: typeof context) => void).call(context);
    (plugin.buildEnd as unknown as (this: typeof context, error?: Error) => void).call(context);
    expect(errors).toEqual([expect.stringMatching(/no module imported the UI library's useId/)]);
  });
});
