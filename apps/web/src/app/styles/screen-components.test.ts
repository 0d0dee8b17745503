import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const coreStyles = dirname(require.resolve('@mantine/core/styles/Button.layer.css'));
const coreComponents = join(coreStyles, '..', 'esm', 'components');
const datesEsm = join(dirname(require.resolve('@mantine/dates/styles.layer.css')), 'esm');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Names imported from a package by some text. */
function importedFrom(text: string, pkg: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg.replace('/', '\\/')}["']`, 'g')))
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  return names;
}

/**
 * The library's components whose styles a screen needs: those the app imports from @mantine/core, those the
 * date picker imports, and every component these are built of, following the library's own module imports.
 */
function componentsInUse(): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const component = /esm[\\/]components[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
    if (component && file.startsWith(coreComponents)) used.add(component);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/from\s+["'](\.[^"']+)["']/g)) visit(resolve(dirname(file), m[1]!));
    for (const name of importedFrom(text, '@mantine/core')) visitComponent(name);
  };
  const visitComponent = (name: string) => {
    const dir = join(coreComponents, name);
    if (!existsSync(dir)) return;
    for (const file of readdirSync(dir)) if (file.endsWith('.mjs')) visit(join(dir, file));
  };
  const appFiles = sources(src);
  for (const file of appFiles) for (const name of importedFrom(readFileSync(file, 'utf8'), '@mantine/core')) visitComponent(name);
  if (appFiles.some((file) => importedFrom(readFileSync(file, 'utf8'), '@mantine/dates').length > 0)) {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.mjs') ? [join(dir, n)] : []));
    for (const file of files(datesEsm)) visit(file);
  }
  return used;
}

const imports = (file: string) => [...readFileSync(join(src, 'app', 'styles', file), 'utf8').matchAll(/^import '([^']+)';$/gm)].map((m) => m[1]!);

describe('styles of the signed-in screens', () => {
  const listed = new Set([...imports('start-up.ts'), ...imports('screen-components.ts')]);
  const inUse = [...componentsInUse()].filter((name) => existsSync(join(coreStyles, `${name}.layer.css`))).sort();

  it('follows the library into the components the app uses and what they are built of', () => {
    // Select is built of Combobox and Input, a table of Table: found through the library's own imports
    expect(inUse).toEqual(expect.arrayContaining(['Button', 'Combobox', 'Input', 'Popover', 'Table']));
  });

  it.each(inUse)('%s has its styles in the start-up stylesheet or with the screens', (name) => {
    expect(listed).toContain(`@mantine/core/styles/${name}.layer.css`);
  });

  it('lists each stylesheet once, only files that exist, in the layered form, and never the whole library', () => {
    const screens = imports('screen-components.ts');
    expect(new Set(screens).size).toBe(screens.length);
    for (const path of screens) {
      expect(imports('start-up.ts'), path).not.toContain(path);
      expect(path).toMatch(/^@mantine\/core\/styles\/[A-Za-z]+\.layer\.css$/);
      expect(() => require.resolve(path), path).not.toThrow();
    }
  });

  it('gives the date picker its styles with the module that uses it', () => {
    for (const file of sources(src).filter((f) => importedFrom(readFileSync(f, 'utf8'), '@mantine/dates').length > 0))
      expect(readFileSync(file, 'utf8'), file).toContain("import '@mantine/dates/styles.layer.css';");
  });
});
