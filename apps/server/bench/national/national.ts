import { fork } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/db/create-db.ts';
import { seedDemo } from '../../src/db/seed/demo-seed.ts';
import { generateNational } from './generate.ts';
import { measureHistoryCalls, measureMonth } from './measure.ts';
import { operatorToken } from '../../src/test/operator-http.ts';
import { runMonthEndLoads } from './loads-run.ts';
import { bigDeclaration } from './big-employer.ts';
import { measureScreens, printScreens } from './screens.ts';

/**
 * `BENCH_ONLY=national npm run bench`: the national data set generated into a PostgreSQL database of its own
 * (created, and dropped at the end), then the month's processing at three sizes and the history's calls,
 * measured on a portal started on it. `BENCH_DATABASE_URL` names the server (its database name is ignored),
 * `NATIONAL_SCALE` the share of the country (1 = 60,000 organizations, 1.3 million participants),
 * `NATIONAL_SEED` the generator's seed, `NATIONAL_KEEP=1` keeps the database for a look afterwards, `NATIONAL_DB`
 * names it (two runs on one server at once need two names: each drops its database first).
 */
const SCALE = Number(process.env.NATIONAL_SCALE ?? 0.01);
const SEED = Number(process.env.NATIONAL_SEED ?? 29);
const DB_NAME = process.env.NATIONAL_DB ?? 'pensia_bench_national';
/** Issue 29: 1.3 million rows processed in under 5 minutes on one server process. */
export const PROCESSING_TARGET_MS_PER_ROW = (5 * 60 * 1000) / 1_300_000;

function urlOf(database: string): string {
  const u = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/');
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: urlOf('postgres') });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * `screens` (`BENCH_ONLY=screens`): on the same data set, the employer of 20,000 employees' declaration uploaded,
 * then the screens in a phone's browser (screens.ts) instead of the month-end's figures; the portal serves the
 * built web app (`npm run build -w apps/web` first).
 */
export async function runNational(mode: 'month-end' | 'screens' = 'month-end') {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DB_NAME)) throw new Error(`NATIONAL_DB must be a plain lower-case database name, not ${DB_NAME}`);
  if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`NATIONAL_SCALE must be above 0 and at most 1, not ${process.env.NATIONAL_SCALE}`);
  const url = urlOf(DB_NAME);
  const server = await admin(async (c) => {
    await c.query(`drop database if exists ${DB_NAME} with (force)`);
    await c.query(`create database ${DB_NAME}`);
    return (await c.query<{ v: string }>("select current_setting('server_version') v")).rows[0]!.v;
  });
  try {
    const database = await openDatabase({ url, poolMax: 2 });
    await migrateToLatest(database.db);
    await seedDemo(database.db);
    await database.close();

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const data = await generateNational(client, { scale: SCALE, seed: SEED }).finally(() => client.end());
    const size = (await admin((c) => c.query<{ s: string }>('select pg_size_pretty(pg_database_size($1)) s', [DB_NAME]))).rows[0]!.s;

    console.log(`\nPensia national benchmark — ${new Date().toISOString()}, PostgreSQL ${server} (${url.replace(/\/\/[^@]*@/, '//')}), ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node.js ${process.version}`);
    console.log(`\nNational data set, scale ${SCALE} (seed ${SEED}): ${data.organizations.toLocaleString('en')} organizations, ${data.participants.toLocaleString('en')} participants in ${data.positions.toLocaleString('en')} jobs (largest employer ${data.largest.employees.toLocaleString('en')}), eight years; generated and loaded with COPY in ${data.seconds.toFixed(1)} s, database ${size}\n`);
    console.log('| table | rows |');
    console.log('|---|---:|');
    for (const [t, n] of Object.entries(data.rows)) console.log(`| ${t} | ${n.toLocaleString('en')} |`);
    const total = Object.values(data.rows).reduce((a, b) => a + b, 0);
    console.log(`| all | ${total.toLocaleString('en')} (${Math.round(total / data.seconds).toLocaleString('en')} rows/s) |`);
    console.log(`\nledger check: ${data.owing} organizations owe something at the end of the history (expected 0) — ${data.owing === 0 ? 'consistent' : 'NOT consistent'}`);

    const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'pensia-national-')), 'server.log');
    const child = fork(new URL('../bench-server.ts', import.meta.url), { execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_ONLY: mode === 'screens' ? 'screens' : 'national' }, stdio: ['ignore', openSync(logFile, 'w'), 'inherit', 'ipc'] });
    const ports = await new Promise<{ app: number }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { app: number }));
      child.once('exit', (code) => reject(new Error(`bench-server.ts exited with ${code}`)));
    });
    try {
      const base = `http://127.0.0.1:${ports.app}`;
      if (mode === 'screens') {
        const declaration = await bigDeclaration(base);
        const figures = await measureScreens(base, declaration);
        printScreens(figures, loadavg().map((l) => l.toFixed(2)).join(', '));
        console.log(`\nportal log: ${logFile}`);
        return;
      }
      // one sign-in: an operator's one-time code is taken once
      const operator = await operatorToken(base);
      const sizes = await measureMonth(base, url, operator, data.measured);
      console.log(`\nThe month's processing at three sizes (one server process; target: ${PROCESSING_TARGET_MS_PER_ROW.toFixed(3)} ms a row, 1.3 million rows in 5 minutes)\n`);
      console.log('| month | rows | contributions | start (POST) | seconds, POST to done | ms a row | target (scaled) |');
      console.log('|---|---:|---:|---:|---:|---:|---|');
      for (const s of sizes) console.log(`| ${s.period} (${s.share}) | ${s.rows.toLocaleString('en')} | ${s.contributions.toLocaleString('en')} | ${(s.startMs / 1000).toFixed(2)} s | ${(s.ms / 1000).toFixed(2)} | ${(s.ms / s.rows).toFixed(3)} | ${(s.ms / s.rows) <= PROCESSING_TARGET_MS_PER_ROW ? 'met' : 'NOT met'} (${((PROCESSING_TARGET_MS_PER_ROW * s.rows) / 1000).toFixed(1)} s) |`);
      const perRow = sizes.map((s) => s.ms / s.rows);
      const rising = perRow.slice(1).some((r, i) => r > perRow[i]! * 1.2);
      console.log(`\ntime per row across the sizes: ${perRow.map((r) => r.toFixed(3)).join(' → ')} ms (target: not rising, each at most 1.2× the size before) — ${rising ? 'NOT met' : 'met'}`);
      // what each further row cost from one size to the next: the small sizes' time is mostly the fixed cost of a run
      // (the job taken by a server that asks every JOBS_POLL_S), which the time per row alone hides
      const marginal = sizes.slice(1).map((s, i) => (s.ms - sizes[i]!.ms) / Math.max(1, s.rows - sizes[i]!.rows));
      console.log(`time per further row from one size to the next: ${marginal.map((r) => r.toFixed(3)).join(' → ')} ms (fixed cost of a run about ${Math.max(0, sizes[0]!.ms - sizes[0]!.rows * marginal[0]!).toFixed(0)} ms)`);
      const whole = sizes[sizes.length - 1]!;
      console.log(`the whole month at scale 1, at the largest size's rate: ${((whole.ms / whole.rows) * 1_300_000 / 60_000).toFixed(1)} min (target: under 5 min) — ${(whole.ms / whole.rows) * 1_300_000 < 300_000 ? 'met' : 'NOT met'}`);

      const calls = await measureHistoryCalls(base, logFile, operator, data.largest.code);
      console.log(`\nWith the generated history: the largest employer (${data.largest.employees.toLocaleString('en')} employees, eight years) and the operator's unmatched queue (${data.unmatched.toLocaleString('en')} entries)\n`);
      console.log(`| call (one at a time, ${calls[0]?.calls ?? 0} each) | median at the server | p99 at the server | p99 at the client |`);
      console.log('|---|---:|---:|---:|');
      for (const c of calls) console.log(`| ${c.title} | ${c.serverMedianMs.toFixed(1)} ms | ${c.serverP99Ms.toFixed(1)} ms | ${c.clientP99Ms.toFixed(1)} ms |`);
      const worst = Math.max(...calls.map((c) => c.serverP99Ms));
      console.log(`\nslowest p99 at the server: ${worst.toFixed(1)} ms (target: under 50 ms) — ${worst < 50 ? 'met' : 'NOT met'}`);
      await runMonthEndLoads(base, url, logFile, operator, child.pid!);
      console.log(`\nportal log: ${logFile}`);
    } finally {
      child.send('stop');
      await new Promise((r) => child.once('exit', r));
    }
  } finally {
    if (process.env.NATIONAL_KEEP !== '1') await admin((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}
