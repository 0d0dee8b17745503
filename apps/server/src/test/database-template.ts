import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../db/create-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied; each test file's database starts from it. */
    pgliteTemplate: string | undefined;
    /** On PostgreSQL: the name of a migrated database each test file's database is created from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Once per run: an embedded database, migrated, dumped to a file. A test file's database is loaded from it
 * rather than made by initdb and migrated again: a cluster's creation is most of what opening one costs.
 * The migrations themselves are still run all the way down and up again by db/migrations.test.ts.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', undefined);
  project.provide('postgresTemplate', undefined);
  if (process.env.PENSIA_TEST_DB === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) return;
    return postgresTemplate(project, process.env.TEST_DATABASE_URL);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pensia-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({});
  try {
    await migrateToLatest(database.db);
    const dump = await database.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}

/** The same on PostgreSQL: a migrated database, the template of `create database … template`. */
async function postgresTemplate(project: TestProject, adminUrl: string) {
  const name = `pensia_tpl_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 1 });
  try {
    await migrateToLatest(database.db);
  } finally {
    // a template must have no connection left when a database is created from it
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return async () => admin(`drop database if exists ${name} with (force)`);
}
