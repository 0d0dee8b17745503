import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/create-db.ts';

/**
 * The TypeScript types of the published OpenAPI document, generated with openapi-typescript (what a payroll
 * vendor's generator sees). They are committed as api-types.ts so that `npm run typecheck` checks real calls
 * against them (api-client.test.ts) and an API change shows in review; api-client.test.ts fails when the
 * committed file and the document differ. Regenerate: `npm run openapi:types -w apps/server`.
 */
export const API_TYPES_FILE = path.join(import.meta.dirname, 'api-types.ts');
/** The same types in the typed client of the API (packages/client, docs/decisions/0102), which ships them. */
export const CLIENT_TYPES_FILE = path.resolve(import.meta.dirname, '../../../../packages/client/src/api-types.ts');

const HEADER = '/**\n * Generated from the OpenAPI document (/api/docs/json) by openapi-typescript: do not edit.\n * Regenerate with `npm run openapi:types -w apps/server`.\n */\n\n';

export async function apiTypesSource(document: unknown): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as OpenAPI3, {
    silent: true,
    // files (downloads, multipart fields) are Blobs, as fetch gives and FormData takes them
    transform: (schema) => (schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined),
  });
  return HEADER + astToString(ast);
}

/** The document the server publishes, from an app on an in-memory database (nothing listens). */
export async function publishedDocument(): Promise<unknown> {
  const database = await openDatabase({});
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const source = await apiTypesSource(await publishedDocument());
  for (const file of [API_TYPES_FILE, CLIENT_TYPES_FILE]) {
    writeFileSync(file, source);
    process.stdout.write(`written ${path.relative(process.cwd(), file)}\n`);
  }
}
