import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; a few forks at a time keep memory bounded on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // a project with its own maxWorkers runs in its own group, so it can run together with the others
    sequence: { groupOrder: 1 },
  },
});
