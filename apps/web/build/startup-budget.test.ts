import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startupFigures, startupModules, type BudgetFile } from './startup-budget';

const gz = (s: string) => gzipSync(s, { level: 9 }).length;
const chunk = (
  fileName: string,
  code: string,
  o: Partial<Extract<BudgetFile, { type: 'chunk' }>> = {},
): BudgetFile => ({
  type: 'chunk',
  fileName,
  code,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...o,
});

describe('start-up figures', () => {
  const bundle: Record<string, BudgetFile> = {
    'index.js': chunk('index.js', 'entry code '.repeat(50), {
      isEntry: true,
      imports: ['shared.js'],
      viteMetadata: { importedCss: new Set(['index.css']) },
    }),
    'shared.js': chunk('shared.js', 'shared code '.repeat(40), { viteMetadata: { importedCss: new Set() } }),
    'login.js': chunk('login.js', 'login page '.repeat(30), {
      facadeModuleId: '/src/features/auth/pages/login-page.tsx',
      imports: ['shared.js', 'form.js'],
      viteMetadata: { importedCss: new Set(['login.css']) },
    }),
    'form.js': chunk('form.js', 'form library '.repeat(20)),
    'other.js': chunk('other.js', 'another screen '.repeat(100), {
      facadeModuleId: '/src/features/balance/pages/balance-page.tsx',
      imports: ['shared.js'],
    }),
    'index.css': { type: 'asset', fileName: 'index.css', source: 'body{margin:0}'.repeat(10) },
    'login.css': { type: 'asset', fileName: 'login.css', source: '.x{color:red}' },
  };

  it("counts the entry with its imports and the screen's chunk with its imports, each file once; not other screens", () => {
    const f = startupFigures(bundle, 'features/auth/pages/login-page.tsx');
    expect(new Set(f.jsFiles)).toEqual(new Set(['index.js', 'shared.js', 'login.js', 'form.js']));
    expect(f.jsBytes).toBe(
      gz('entry code '.repeat(50)) +
        gz('shared code '.repeat(40)) +
        gz('login page '.repeat(30)) +
        gz('form library '.repeat(20)),
    );
  });

  it("counts as render-blocking only the stylesheets the entry imports, not a lazy screen's", () => {
    const f = startupFigures(bundle, 'features/auth/pages/login-page.tsx');
    expect(f.cssFiles).toEqual(['index.css']);
    expect(f.cssBytes).toBe(gz('body{margin:0}'.repeat(10)));
  });

  it('refuses a build without the screen it is asked to measure', () => {
    expect(() => startupFigures(bundle, 'features/auth/pages/missing-page.tsx')).toThrow(/no chunk/);
  });
});

describe('start-up modules', () => {
  const bundle: Record<string, BudgetFile> = {
    'index.js': chunk('index.js', 'entry', { isEntry: true, imports: ['react.js'], moduleIds: ['/src/main.tsx'] }),
    'react.js': chunk('react.js', 'react', { moduleIds: ['/node_modules/react/index.js'] }),
    'home.js': chunk('home.js', 'home', {
      facadeModuleId: '/src/features/declarations/pages/new-declarations-page.tsx',
      imports: ['table.js'],
      moduleIds: ['/src/features/declarations/pages/new-declarations-page.tsx'],
    }),
    'table.js': chunk('table.js', 'table', { moduleIds: ['/src/common/ui/data-table.tsx'] }),
    // loaded by the home screen only on first use (a dynamic import): not part of its start-up
    'rules.js': chunk('rules.js', 'rules', { moduleIds: ['/node_modules/zod/v4/classic/schemas.js'] }),
  };

  it('are those of the entry and of the screen with what they import, not those loaded later', () => {
    expect(startupModules(bundle, 'features/declarations/pages/new-declarations-page.tsx').sort()).toEqual(
      [
        '/node_modules/react/index.js',
        '/src/features/declarations/pages/new-declarations-page.tsx',
        '/src/main.tsx',
        '/src/common/ui/data-table.tsx',
      ].sort(),
    );
  });

  it('include a library the screen imports statically', () => {
    const withRules = {
      ...bundle,
      'table.js': chunk('table.js', 'table', { imports: ['rules.js'], moduleIds: ['/src/common/ui/data-table.tsx'] }),
    };
    expect(startupModules(withRules, 'features/declarations/pages/new-declarations-page.tsx')).toContain(
      '/node_modules/zod/v4/classic/schemas.js',
    );
  });
});
