import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // one migrated database per run, the start of every test file's own (src/test/database-template.ts)
    globalSetup: ['src/test/database-template.ts'],
    // limits for a stuck test, not targets (speed is measured by `npm run bench`): on a 2-core machine running
    // the web tests beside these, a 2,000-row upload test has taken over 30 s
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; a few forks at a time keep memory bounded on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // the files of a fork share its modules: each file still opens its own database and app
    // (test/test-app.ts), but the server's modules (Fastify, Kysely, PGlite's WebAssembly) are imported once a
    // fork instead of once a file, about half of the project's CPU time (docs/decisions/0096)
    isolate: false,
    // a project with its own maxWorkers runs in its own group, so it can run together with the others
    sequence: { groupOrder: 1 },
  },
});
