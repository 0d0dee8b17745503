import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const coreStyles = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.layer.css'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Components imported from @mantine/core by the given files. */
function mantineComponents(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/**
 * The modules a guest screen's first paint runs: the entry and the guest screens, following static imports
 * (a dynamic `import()` is loaded with its own styles).
 */
function firstPaintModules(): string[] {
  const seen = new Set<string>();
  const guestPages = readFileSync(join(src, 'app', 'routes', 'route-table.ts'), 'utf8')
    .split('\n')
    .filter((line) => line.includes("access: 'guest'"))
    .map((line) => /import\('([^']+)'\)/.exec(line)![1]!)
    .map((rel) => join(src, 'app', 'routes', rel));
  const resolve = (base: string) => [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
  const visit = (file: string | undefined) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(/import\(\s*'[^']+'\s*\)/g, '');
    for (const m of text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) visit(resolve(join(dirname(file), m[1]!)));
  };
  visit(join(src, 'main.tsx'));
  for (const page of guestPages) visit(resolve(page));
  expect(guestPages.length).toBeGreaterThanOrEqual(4);
  return [...seen];
}

describe('start-up stylesheet', () => {
  const startUp = readFileSync(join(src, 'app', 'styles', 'start-up.ts'), 'utf8');
  const firstPaint = firstPaintModules();

  it('follows the entry into the frame and the sign-in screen', () => {
    expect(firstPaint.some((f) => f.endsWith('main-layout.tsx'))).toBe(true);
    expect(firstPaint.some((f) => f.endsWith('login-page.tsx'))).toBe(true);
  });

  it.each([...mantineComponents(firstPaint)].filter((name) => existsSync(join(coreStyles, `${name}.layer.css`))).sort())(
    '%s, used before sign-in, has its styles in the start-up stylesheet',
    (name) => {
      expect(startUp).toContain(`'@mantine/core/styles/${name}.layer.css'`);
    },
  );

  it('imports only files that exist, in the layered form, and not the whole library', () => {
    const imports = [...startUp.matchAll(/^import '([^']+)';$/gm)].map((m) => m[1]!);
    expect(imports.length).toBeGreaterThan(10);
    for (const path of imports) {
      expect(path).toMatch(/\.layer\.css$/);
      expect(() => createRequire(import.meta.url).resolve(path), path).not.toThrow();
    }
    expect(imports).not.toContain('@mantine/core/styles.layer.css');
    expect(imports).not.toContain('@mantine/core/styles.css');
  });

  it('no module outside the styles folder imports a Mantine stylesheet that is not layered', () => {
    for (const file of sources(src)) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/'@mantine\/[a-z]+\/styles(\/[A-Za-z-]+)?\.css'/);
    }
  });
});
