import { fork } from 'node:child_process';
import { openDatabase } from '../../src/db/create-db.ts';
import { loadConfig } from '../../src/config.ts';
import { DEMO } from '../../src/db/seed/demo-seed.ts';
import type { Deps } from '../../src/lib/deps.ts';
import { databaseFileStorage } from '../../src/modules/files/file-storage.ts';
import { runJob } from '../../src/modules/processing/processing.runner.ts';
import { startProcessing } from '../../src/modules/processing/processing.service.ts';
import { monthDigest, undoMonth } from './measure.ts';

/**
 * `tsx bench/national/parts-local.ts URL YEAR MONTH RUN...`: on a national database kept by the bench
 * (NATIONAL_KEEP=1), the month undone and processed again for each RUN, without the portal's HTTP and queue:
 * `N` runs it in N parts converted at the same time by this process (each part on its own connection), `Nx`
 * in N parts each converted by a process of its own. Prints the seconds and the md5 of the results of each.
 */
const [url, year, month, ...runs] = process.argv.slice(2);
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'p'.repeat(40) });
const log = { info() {}, warn: console.warn, error: console.error, debug() {}, child() { return log; } } as never;
const database = await openDatabase({ url: url!, poolMax: 8 });
const depsOf = (parts: number): Deps => ({ db: database.db, readDb: database.db, clock: { now: () => new Date() }, config: { ...config, processingParts: parts }, log, storage: databaseFileStorage, databaseInProcess: false });

if (year === '--part') {
  // a child: ready (its modules loaded, its connection open), then one part of the run it is sent, then out
  await database.db.selectFrom('users').select('id').limit(1).execute();
  const jobId = await new Promise<string>((resolve) => {
    process.once('message', (m) => resolve(String(m)));
    process.send!('ready');
  });
  const t = performance.now();
  await runJob(depsOf(1), jobId, { part: Number(month), batchSize: 1000 });
  if (process.env.PARTS_VERBOSE) console.log(`  part ${month}: ${((performance.now() - t) / 1000).toFixed(2)} s`);
  await database.close();
  process.exit(0);
}

const period = { year: Number(year), month: Number(month) };
const op = await database.db.selectFrom('users').select('id').where('username', '=', DEMO.operator.username).executeTakeFirstOrThrow();
const actor = { userId: op.id, sessionId: 'x', audience: 'operator' as const, role: 'operator' as const, organizationId: null };
for (const run of runs) {
  const parts = Number(run.replace('x', ''));
  const processes = run.endsWith('x');
  await undoMonth(url!, period);
  const deps = depsOf(parts);
  // the processes of the parts started first, each ready before the clock starts
  const children = processes ? await Promise.all(Array.from({ length: parts }, (_, k) => new Promise<ReturnType<typeof fork>>((resolve) => {
    const child = fork(new URL(import.meta.url), [url!, '--part', String(k)], { execArgv: ['--import', 'tsx'] });
    child.once('message', () => resolve(child));
  }))) : [];
  const t0 = performance.now();
  const { job } = await startProcessing(deps, actor, period);
  if (process.env.PARTS_VERBOSE) console.log(`  started in ${((performance.now() - t0) / 1000).toFixed(2)} s`);
  if (processes) {
    await Promise.all(children.map((child, k) => new Promise((resolve, reject) => {
      child.once('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`part ${k} exited with ${code}`))));
      child.send(job.id);
    })));
  } else {
    await runJob(deps, job.id, { batchSize: 1000 });
  }
  const ms = performance.now() - t0;
  const digest = await monthDigest(url!, period);
  console.log(`${parts} part(s), ${processes ? `${parts} processes` : 'one process'}: ${job.totalRows} rows in ${(ms / 1000).toFixed(2)} s, ${(ms / job.totalRows).toFixed(3)} ms a row; md5 ${digest.account.slice(0, 12)} ${digest.contributions.slice(0, 12)}`);
}
await database.close();
