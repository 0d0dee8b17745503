import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    include: ['src/**/*.test.ts'],
    // the test calls the real server on its own database: the server's migrated template, as its own tests do
    globalSetup: ['../../apps/server/src/test/database-template.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
