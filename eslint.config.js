import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/.tmp/**', '**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // the domain package is shared by server and web: zod only
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'packages/domain imports only zod' }] }],
    },
  },
  {
    // migrations run against any past shape of the schema: Kysely<any> is the convention
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // routes stay HTTP only: queries live in repositories
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'routes never import Kysely' }] }] },
  },
  {
    // a web feature never imports another feature; shared never imports features or app
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared → features → app' }] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', 'apps/server/bench/**/*.ts', 'apps/web/scripts/**/*.ts', 'apps/server/src/db/cli.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
