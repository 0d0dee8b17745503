import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = path.resolve(import.meta.dirname, 'apps/web/src/features');

/** The feature a file or an import target belongs to (its folder under apps/web/src/features), else null. */
function featureOf(file) {
  const rel = path.relative(WEB_FEATURES, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
}

/** A web feature never imports another feature: what two features share lives in apps/web/src/common. */
const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { cross: 'feature "{{from}}" imports feature "{{to}}": move the shared piece to apps/web/src/common' } },
  create(context) {
    const from = featureOf(context.filename);
    const check = (source) => {
      if (!from || source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (to && to !== from) context.report({ node: source, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * The web app imports the domain package by module ('@pensia/domain/finance/ledger'), never through its barrel:
 * the barrel's modules build zod schemas when loaded, which a bundler can't drop, so one barrel import puts
 * every contract and every language's messages into the chunk that makes it (docs/decisions/0026).
 */
const noDomainBarrel = {
  meta: { type: 'problem', messages: { barrel: "import the module that declares it ('@pensia/domain/<folder>/<file>'), not the '@pensia/domain' barrel" } },
  create(context) {
    const check = (source) => {
      if (source?.type === 'Literal' && source.value === '@pensia/domain') context.report({ node: source, messageId: 'barrel' });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['apps/server/src/openapi/api-types.ts', 'packages/client/src/api-types.ts', '**/.tmp/**', '**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'] },
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
    // no import cycles, type-only imports included: a cycle means two files are one concept or one of them
    // holds what both need (the pairs found so far were split that way)
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/domain/tsconfig.json', 'packages/client/tsconfig.json', 'e2e/tsconfig.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { domain: { rules: { 'no-domain-barrel': noDomainBarrel } } },
    rules: { 'domain/no-domain-barrel': 'error' },
  },
  {
    // a web feature never imports another feature
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { pensia: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'pensia/no-cross-feature-imports': 'error' },
  },
  {
    // common never imports features or app
    files: ['apps/web/src/common/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'common → features → app' }] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', 'apps/server/bench/**/*.ts', 'apps/web/scripts/**/*.ts', 'apps/server/src/db/cli.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', AbortSignal: 'readonly', URL: 'readonly', performance: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
