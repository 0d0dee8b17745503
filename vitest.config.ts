import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/client',
      'apps/server',
      'apps/web',
      // the repository's own documents (scripts/docs.test.mjs)
      { test: { name: 'docs', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
