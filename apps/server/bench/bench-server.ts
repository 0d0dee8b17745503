import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/create-db.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';
import { seedTenYearHistory } from './balance-history.ts';
import { setUpProcessingMonth } from './processing-setup.ts';
import { seedParticipantHistory } from './participant.ts';

/**
 * The portal the benchmark measures, in a process of its own (the bare route of the ratio runs in another:
 * bare-server.ts), on a fresh embedded database or BENCH_DATABASE_URL. It logs as a user runs it: the
 * configured level (info unless LOG_LEVEL says otherwise), JSON lines on standard output, which the
 * benchmark sends to a file.
 */
const BENCH_ORGANIZATIONS = 10_000;
const config = loadConfig({ ...process.env, NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', });
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url, poolMax: 10 } : { dataDir: mkdtempSync(path.join(tmpdir(), 'pensia-bench-')) });
await migrateToLatest(database.db);
await seedDemo(database.db);
// the organizations a send to "all" reaches: 10,000 beside the demo ones (the national data set has its own)
if (process.env.BENCH_ONLY !== 'national' && process.env.BENCH_ONLY !== 'screens') await sql`insert into organizations (name, code, type_id)
  select 'Bench organization ' || g, (500000000 + g)::text, 1 from generate_series(1, ${BENCH_ORGANIZATIONS}::int) g
  on conflict (code) do nothing`.execute(database.db);
// an organization with ten years of history, for the balance section
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'balance') await seedTenYearHistory(database.db);
// the month the processing section processes (only when that section runs)
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'processing') await setUpProcessingMonth(database.db);
// a participant with twenty years from three employers, for the participant section
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'participant') await seedParticipantHistory(database.db);
// the built web app is served only where a section drives a browser (BENCH_ONLY=screens: national/screens.ts)
const app = await buildApp({ config: { ...config, webDist: process.env.BENCH_ONLY === 'screens' ? config.webDist : '/nonexistent' }, database });
await app.listen({ port: 0, host: '127.0.0.1' });
// the same portal without the per-organization count cache: what every poll costs the database; it takes no
// jobs of the queue (one worker a process, as a portal process has)
const uncached = await buildApp({ config: { ...config, webDist: '/nonexistent', countCacheMs: 0, jobs: { ...config.jobs, work: false } }, database });
await uncached.listen({ port: 0, host: '127.0.0.1' });

const portOf = (s: typeof app) => (s.server.address() as { port: number }).port;
process.send?.({ app: portOf(app), uncached: portOf(uncached), database: database.kind, logLevel: config.logLevel });
process.on('message', async (m) => {
  if (m === 'stop') {
    await app.close();
    await uncached.close();
    await database.close();
    process.exit(0);
  }
});
