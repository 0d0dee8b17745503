import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the build gives for one emitted file: a chunk of code, or an asset (a stylesheet, a font). */
export type BudgetFile =
  | {
      type: 'chunk';
      fileName: string;
      code: string;
      isEntry: boolean;
      facadeModuleId: string | null;
      imports: string[];
      /** The modules bundled in the chunk (absolute ids). */
      moduleIds?: readonly string[];
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string; source: string | Uint8Array };

export interface StartupBudget {
  /** The screen whose start-up is measured: the module of its page (a lazy chunk's facade ends with it). */
  page: string;
  /** Start-up JavaScript of that screen, gzip bytes: the entry, what it imports, and the screen's chunk with its imports. */
  maxJsBytes: number;
  /** Render-blocking stylesheets (those the entry imports), gzip bytes. */
  maxCssBytes: number;
}

export interface StartupFigures {
  jsBytes: number;
  cssBytes: number;
  jsFiles: string[];
  cssFiles: string[];
}

const gzipped = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;

/** The start-up figures of a build's output (exported for its test). */
export function startupFigures(bundle: Record<string, BudgetFile>, page: string): StartupFigures {
  const chunks = Object.values(bundle).filter((f): f is Extract<BudgetFile, { type: 'chunk' }> => f.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('startup-budget: the build has no entry chunk');
  const pageChunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(page));
  if (!pageChunk) throw new Error(`startup-budget: no chunk of the build is the page ${page}`);
  const js = new Set<string>();
  const visit = (name: string) => {
    if (js.has(name)) return;
    js.add(name);
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') for (const i of chunk.imports) visit(i);
  };
  visit(entry.fileName);
  visit(pageChunk.fileName);
  const css = new Set<string>();
  const entryJs = new Set<string>();
  const visitEntry = (name: string) => {
    if (entryJs.has(name)) return;
    entryJs.add(name);
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') return;
    for (const c of chunk.viteMetadata?.importedCss ?? []) css.add(c);
    for (const i of chunk.imports) visitEntry(i);
  };
  visitEntry(entry.fileName);
  const sizeOf = (name: string) => {
    const f = bundle[name];
    if (!f) return 0;
    return gzipped(f.type === 'chunk' ? f.code : f.source);
  };
  return {
    jsBytes: [...js].reduce((n, f) => n + sizeOf(f), 0),
    cssBytes: [...css].reduce((n, f) => n + sizeOf(f), 0),
    jsFiles: [...js],
    cssFiles: [...css],
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Fails the build when the start-up of the given screen grows past its budget, and prints its figures on
 * every build. The budget is a ratchet: lower it as the start-up shrinks, never raise it to let a change in.
 */
export function startupBudget(budget: StartupBudget): Plugin {
  return {
    name: 'pensia-startup-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const f = startupFigures(bundle as unknown as Record<string, BudgetFile>, budget.page);
      const line = `start-up of ${budget.page}: JavaScript ${kib(f.jsBytes)} gzip (budget ${kib(budget.maxJsBytes)}), render-blocking CSS ${kib(f.cssBytes)} gzip (budget ${kib(budget.maxCssBytes)})`;
      this.info(line);
      const over = [
        f.jsBytes > budget.maxJsBytes ? `JavaScript ${kib(f.jsBytes)} > ${kib(budget.maxJsBytes)}` : null,
        f.cssBytes > budget.maxCssBytes ? `CSS ${kib(f.cssBytes)} > ${kib(budget.maxCssBytes)}` : null,
      ].filter(Boolean);
      if (over.length) this.error(`start-up budget exceeded: ${over.join(', ')} (${line})`);
    },
  };
}

/**
 * The modules a screen's start-up evaluates: those of the entry's chunks and of the screen's chunk with what it
 * imports (exported for its test).
 */
export function startupModules(bundle: Record<string, BudgetFile>, page: string): string[] {
  const { jsFiles } = startupFigures(bundle, page);
  return jsFiles.flatMap((name) => {
    const chunk = bundle[name];
    return chunk?.type === 'chunk' ? (chunk.moduleIds ?? []).map((id) => id.replace(/\\/g, '/')) : [];
  });
}

/**
 * Fails the build when the start-up of one of `pages` evaluates a module that `modules` matches: a library kept
 * out of those screens' start-up on purpose (docs/decisions/0041), which an import in the wrong place would
 * bring back without changing anything a test of the screen sees.
 */
export function startupWithout(options: { pages: readonly string[]; modules: RegExp; reason: string }): Plugin {
  return {
    name: 'pensia-startup-without',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const page of options.pages) {
        const found = startupModules(bundle as unknown as Record<string, BudgetFile>, page).filter((id) =>
          options.modules.test(id),
        );
        if (found.length)
          this.error(
            `the start-up of ${page} evaluates ${found.slice(0, 3).join(', ')}${found.length > 3 ? ` and ${found.length - 3} more` : ''}: ${options.reason}`,
          );
      }
    },
  };
}
