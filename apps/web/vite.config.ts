/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFont } from './build/preload-font.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { lazyDefaultVariables } from './build/lazy-default-variables.ts';
import { stableIds } from './build/stable-ids.ts';
import { startupBudget, startupWithout } from './build/startup-budget.ts';

const apiTarget = process.env.PENSIA_API ?? 'http://127.0.0.1:8080';

/**
 * The router's production build. Its package exports only its development build (with its warnings and
 * checks) whatever the mode, so a production build names the other one itself (docs/decisions/0097); the
 * tests and the dev server keep the development build and its warnings.
 */
const routerProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  plugins: [
    react(),
    // the UI library's components take React's ids instead of rendering again for a random one after they
    // mount (docs/decisions/0042)
    stableIds(),
    // the library's table of its default theme's CSS variables, which the portal never uses, is made on first
    // use instead of in the start-up's evaluation (docs/decisions/0042)
    lazyDefaultVariables(),
    preloadFont(/noto-sans-georgian-georgian-400-normal-[\w-]+\.woff2$/),
    precompress({ sourcemapDir: 'sourcemaps' }),
    // the sign-in page in each language, painted before the script arrives (docs/decisions/0034)
    prerender(),
    // a ratchet (docs/architecture.md, "Start-up budget"): lowered as the start-up shrinks, never raised to let
    // a change in; lowered from 310 KiB when the web app stopped importing the domain package's barrel
    // (docs/decisions/0026), to 258 KiB when the start-up stopped loading zod,
    // to 244 KiB when the sign-in page stopped loading react-hook-form, to 194 KiB when the header menus,
    // the notifications and the signed-in frame were loaded on first use, to 187 KiB when the query library
    // left the sign-in page, to 175 KiB when the domain's texts were split per language (the one language read,
    // 5.6–6.9 KiB, comes as its own chunk beside the start-up), to 165 KiB when the page frame stopped using the
    // UI library's AppShell, whose resizable sections and scroll-lock library came with it (docs/decisions/0043);
    // raised once, to 165.6 KiB, for the routes of the organization's own screens (users, approvals, API keys,
    // webhooks, two-step verification, the invitation page) and the second factor's hooks in the sign-in and
    // the API client: the route table and the client are the start-up's by design (docs/decisions/0106)
    startupBudget({ page: 'features/auth/pages/login-page.tsx', maxJsBytes: Math.round(165.6 * 1024), maxCssBytes: 15 * 1024 }),
    // the signed-in screens a returning employer starts on evaluate no schema library: the time a slowed phone
    // spends evaluating it at start-up is the longest task after the first paint (docs/decisions/0041)
    startupWithout({
      pages: [
        'features/declarations/pages/new-declarations-page.tsx',
        'features/employees/pages/employees-page.tsx',
        'app/layout/signed-in-frame.tsx',
      ],
      modules: /[\\/]node_modules[\\/]zod[\\/]/,
      reason:
        "validate with a schema in code loaded on first use (a form's resolver, a lazy component), and call the server by endpoints without schemas (*.endpoints.ts)",
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/health': apiTarget },
  },
  // maps are made for reading error reports, without the comment that points browsers at them, and kept
  // out of the published folder (build/precompress.ts)
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
    // fonts stay files, fetched only for the characters a page shows (unicode-range), never base64 in the CSS
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // a screen test waits for lazy chunks, messages and data (test-setup.ts) and types as a user does, key by
    // key; a limit, not a target: on a machine busy with the other test files a form test can take 15 s
    testTimeout: 60_000,
  },
}));
