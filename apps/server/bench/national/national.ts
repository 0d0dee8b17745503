import { fork } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/db/create-db.ts';
import { seedDemo } from '../../src/db/seed/demo-seed.ts';
import { generateNational } from './generate.ts';
import { measureHistoryCalls, measureMonth, monthDigest, undoMonth } from './measure.ts';
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
 * names it (two runs on one server at once need two names: each drops its database first). The largest month is then
 * processed again, in one part on the portal, and in `NATIONAL_PARTS` parts (2) shared by that portal and a second
 * portal process on the same database (decision 0111), `NATIONAL_PARTS_ROUNDS` times each, alternately;
 * `NATIONAL_PROCESSING_ONLY=1` stops after that.
 */
const SCALE = Number(process.env.NATIONAL_SCALE ?? 0.01);
const SEED = Number(process.env.NATIONAL_SEED ?? 29);
const DB_NAME = process.env.NATIONAL_DB ?? 'pensia_bench_national';
const PARTS = Number(process.env.NATIONAL_PARTS ?? 2);
const ROUNDS = Number(process.env.NATIONAL_PARTS_ROUNDS ?? 1);
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
 * A portal process on the national database (bench-server.ts), its runs split into `parts`, serving the built web
 * app when `only` is 'screens'; answers it and its port.
 */
async function benchServer(url: string, logFile: string, parts: number, only: 'national' | 'screens' = 'national') {
  const child = fork(new URL('../bench-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_ONLY: only, PROCESSING_PARTS: String(parts) },
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit', 'ipc'],
  });
  const ports = await new Promise<{ app: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { app: number }));
    child.once('exit', (code) => reject(new Error(`bench-server.ts exited with ${code}`)));
  });
  return { child, ports };
}

/**
 * The largest month processed again on the same data (its runs' rows deleted and its declarations released before
 * each run), in `NATIONAL_PARTS_ROUNDS` rounds (1) of two runs: in one part on the measured portal, then in PARTS
 * parts that the measured portal and a second portal process convert at the same time (the run started on the
 * second, whose runs are split; each process's worker takes one part at a time). The results must be identical:
 * one md5 of each table's rows of the month, after the first run and after every run here.
 */
async function measureParts(url: string, base: string, operator: string, largest: { year: number; month: number; rows: number }, logFile: string) {
  const first = await monthDigest(url, largest);
  const digests: Awaited<ReturnType<typeof monthDigest>>[] = [];
  const runs: { title: string; size: Awaited<ReturnType<typeof measureMonth>>[number] }[] = [];
  // the second process started first, so that its start's own work is over before the shared run (the run of
  // one part is converted by whichever process takes its one job: one process either way)
  const second = await benchServer(url, `${logFile}.2`, PARTS);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      await undoMonth(url, largest, round === 0 ? 'first' : undefined);
      const [one] = await measureMonth(base, url, operator, [largest]);
      runs.push({ title: 'one part, one process', size: one! });
      digests.push(await monthDigest(url, largest));
      await undoMonth(url, largest, round === 0 ? 'one_part' : undefined);
      const [shared] = await measureMonth(`http://127.0.0.1:${second.ports.app}`, url, operator, [largest]);
      runs.push({ title: `${PARTS} parts, two processes`, size: shared! });
      digests.push(await monthDigest(url, largest));
    }
  } finally {
    second.child.send('stop');
    await new Promise((r) => second.child.once('exit', r));
  }
  const same = digests.every((d) => d.account === first.account && d.contributions === first.contributions);
  console.log(`\nThe largest month again on the same data, ${ROUNDS} round(s): one part on one portal process, then ${PARTS} parts shared by two portal processes (decision 0111)\n`);
  console.log('| run | rows | contributions | seconds, POST to done | ms a row |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { title, size: s } of runs) console.log(`| ${title} | ${s.rows.toLocaleString('en')} | ${s.contributions.toLocaleString('en')} | ${(s.ms / 1000).toFixed(2)} | ${(s.ms / s.rows).toFixed(3)} |`);
  if (!same) console.log(`md5s of the account rows and contributions: first ${first.account} ${first.contributions}; then ${digests.map((d) => `${d.account} ${d.contributions}`).join('; ')}`);
  const ratios = runs.filter((_, i) => i % 2 === 1).map((r, i) => r.size.ms / runs[i * 2]!.size.ms);
  console.log(`\nshared / one part, each round: ${ratios.map((r) => r.toFixed(2)).join(', ')} of the time; results ${same ? 'identical' : 'NOT identical'} (md5 of the month's account rows ${first.account.slice(0, 12)}…, contributions ${first.contributions.slice(0, 12)}…)`);
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
    // the portal measured converts a run in one part (its own processes' parts are measured below)
    const { child, ports } = await benchServer(url, logFile, 1, mode === 'screens' ? 'screens' : 'national');
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
      await measureParts(url, base, operator, data.measured[data.measured.length - 1]!, logFile);
      if (process.env.NATIONAL_PROCESSING_ONLY === '1') return;

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
