// `npm run bench:load`: deadline day on the topology. Simulated employers (organizations and users made in bulk
// SQL) sign in, poll the correspondence count, open their declarations, read their balance and now and then
// file a declaration of 500 rows; their number grows step by step until the p99 latency passes 1 s or errors
// pass 1 %. Then, back at the last load under the limits, one employer of 20,000 employees uploads, views,
// filters, exports and activates its declaration while the others go on.
// Prints each step's figures, the users one server process holds, the declarations filed per second and the
// first bottleneck (CPU of the processes from /proc, pool waiting and upload queue from /metrics). The run is
// bounded in time and stops what it started. Exits 1 only when something breaks (an unexpected answer, a
// read of another organization's data, the bench unable to run), never because the machine is slow.
//
// Settings (environment): BENCH_LOAD_MINUTES (8: the whole run, the topology's start included),
// BENCH_LOAD_SERVERS (2), BENCH_LOAD_PORT (18100: its own topology's ports, 18100–18100+10+servers),
// BENCH_LOAD_TOPOLOGY_PORT (the port of a topology already running, `npm run topology`: used instead of
// starting one; its METRICS_TOKEN in BENCH_LOAD_METRICS_TOKEN), BENCH_LOAD_STEP_SECONDS (30),
// BENCH_LOAD_START_USERS (10), BENCH_LOAD_GROWTH (1.6), BENCH_LOAD_MAX_USERS (2000), BENCH_LOAD_TIME_SCALE (10:
// an employer's minute lasts 6 s), BENCH_LOAD_FILE_EVERY (30: one action in 30, on average, files a declaration).
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '../drills/client.mjs';
import { Cluster } from '../topology/postgres.mjs';
import { statusOf } from '../topology/procs.mjs';
import { startTopology } from '../topology/topology.mjs';
import { bigEmployer, filledTemplate, LoadContext, newBucket, seedEmployers, SimEmployer } from './employers.mjs';
import { corePercent, judgeBottleneck, latencySummary, parseHaproxyCsv, parseMachineStat, parseMetrics, parseProcStat, rampDecision, rampSteps } from './figures.mjs';

const env = (name, fallback) => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`${name} must be a positive number (got ${v})`);
    process.exit(2);
  }
  return n;
};
const S = {
  minutes: env('BENCH_LOAD_MINUTES', 8),
  servers: env('BENCH_LOAD_SERVERS', 2),
  port: env('BENCH_LOAD_PORT', 18100),
  reusePort: env('BENCH_LOAD_TOPOLOGY_PORT', undefined),
  stepS: env('BENCH_LOAD_STEP_SECONDS', 30),
  startUsers: env('BENCH_LOAD_START_USERS', 10),
  growth: env('BENCH_LOAD_GROWTH', 1.6),
  maxUsers: env('BENCH_LOAD_MAX_USERS', 2000),
  scale: env('BENCH_LOAD_TIME_SCALE', 10),
  fileEvery: env('BENCH_LOAD_FILE_EVERY', 30),
};
/** An employer's real pace: the count polled once a minute, a page every 20 s while it works. */
const POLL_MS = 60_000 / S.scale;
const ACTION_MS = 20_000 / S.scale;
const P99_LIMIT_MS = 1_000;
const ERROR_LIMIT = 0.01;
/** Kept at the end of the run for stopping the employers and the topology. */
const STOP_RESERVE_MS = 30_000;
/** Kept after the ramp for the employer of 20,000 (its upload and export take tens of seconds on a busy machine). */
const BIG_RESERVE_MS = 60_000;
const CORES = os.cpus().length;
const HZ = 100;

const t0 = Date.now();
const deadline = t0 + S.minutes * 60_000;
const log = (l) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${l}`);

// ---------------------------------------------------------------------------------------------------------
// CPU from /proc

const ticksOf = (pid) => {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
};
/** A PostgreSQL cluster's CPU: the postmaster, its live children, and its children that have ended (reaped). */
function clusterTicks(dataDir) {
  let pm;
  try {
    pm = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
  const own = ticksOf(pm);
  if (!own) return 0;
  let sum = own.own + own.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const t = ticksOf(entry);
    if (t?.ppid === pm) sum += t.own;
  }
  return sum;
}
function sampleCpu(topo) {
  const loader = process.cpuUsage();
  return {
    at: performance.now(),
    machine: parseMachineStat(readFileSync('/proc/stat', 'utf8')),
    servers: topo.serverPids.map((pid) => ticksOf(pid)?.own ?? 0),
    primary: clusterTicks(topo.primary.dataDir),
    replica: clusterTicks(topo.replica.dataDir),
    haproxy: topo.haproxyPid ? (ticksOf(topo.haproxyPid)?.own ?? 0) : 0,
    loader: (loader.user + loader.system) / (1_000_000 / HZ),
  };
}
function cpuBetween(a, b) {
  const ms = b.at - a.at;
  const pct = (x, y) => corePercent(y - x, ms, HZ);
  return {
    machineBusy: ((b.machine.busy - a.machine.busy) / Math.max(1, b.machine.total - a.machine.total)) * 100,
    cpu: { servers: b.servers.map((v, i) => pct(a.servers[i], v)), primary: pct(a.primary, b.primary), replica: pct(a.replica, b.replica), haproxy: pct(a.haproxy, b.haproxy), loader: pct(a.loader, b.loader) },
  };
}

// ---------------------------------------------------------------------------------------------------------
// /metrics of each process: the most callers waiting for a connection and uploads waiting for a worker

function startMetricsWatch(topo, token) {
  const seen = { poolWaiting: 0, uploadsQueued: 0, poolInUse: 0, available: undefined };
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const url of topo.serverUrls) {
        try {
          const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(3_000) });
          const text = await res.text();
          if (res.status !== 200) {
            seen.available ??= false;
            continue;
          }
          seen.available = true;
          const m = parseMetrics(text);
          const waiting = (m.get('pensia_db_pool_waiting{pool="primary"}') ?? 0) + (m.get('pensia_db_pool_waiting{pool="replica"}') ?? 0);
          seen.poolWaiting = Math.max(seen.poolWaiting, waiting);
          seen.poolInUse = Math.max(seen.poolInUse, m.get('pensia_db_pool_connections_in_use{pool="primary"}') ?? 0);
          seen.uploadsQueued = Math.max(seen.uploadsQueued, m.get('pensia_upload_workers{state="queued"}') ?? 0);
        } catch {
          /* a process too busy to answer in 3 s: its latency shows in the step's figures */
        }
      }
      await sleep(2_000);
    }
  })();
  return {
    take() {
      const out = { ...seen };
      Object.assign(seen, { poolWaiting: 0, uploadsQueued: 0, poolInUse: 0 });
      return out;
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** Times HAProxy has marked a portal process down since it started (its statistics), or undefined. */
async function markedDownSoFar(topo) {
  try {
    const res = await fetch(`http://127.0.0.1:${topo.statsPort}/stats;csv`, { signal: AbortSignal.timeout(3_000) });
    return Object.values(parseHaproxyCsv(await res.text())).reduce((a, s) => a + s.chkdown, 0);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The topology: our own, or one already running

/** The pid listening on a loopback TCP port (ss), or undefined. */
function pidOnPort(port) {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`]).toString();
    return Number(/pid=(\d+)/.exec(out)?.[1]) || undefined;
  } catch {
    return undefined;
  }
}

async function topology() {
  if (S.reusePort) {
    const base = S.reusePort;
    const dir = process.env.TOPOLOGY_DIR ? path.resolve(process.env.TOPOLOGY_DIR) : path.join(os.tmpdir(), `pensia-topology-${base}`);
    const serverUrls = [];
    for (let i = 0; i < 50; i++) {
      const url = `http://127.0.0.1:${base + 10 + i}`;
      if ((await statusOf(`${url}/health/ready`)) !== 200) break;
      serverUrls.push(url);
    }
    if (!serverUrls.length) throw new Error(`no portal process answers on ports ${base + 10}…: is \`npm run topology\` running with TOPOLOGY_PORT=${base}?`);
    log(`using the topology on port ${base}: ${serverUrls.length} processes (${dir})`);
    return {
      url: `http://127.0.0.1:${base}`,
      primary: new Cluster({ name: 'primary', dataDir: path.join(dir, 'primary'), port: base + 2 }),
      replica: new Cluster({ name: 'replica', dataDir: path.join(dir, 'replica'), port: base + 3 }),
      serverUrls,
      serverPids: serverUrls.map((u) => pidOnPort(Number(new URL(u).port)) ?? 0),
      haproxyPid: pidOnPort(base),
      statsPort: base + 1,
      metricsToken: process.env.BENCH_LOAD_METRICS_TOKEN ?? '',
      stop: async () => {},
    };
  }
  const metricsToken = randomBytes(16).toString('hex');
  const topo = await startTopology({ base: S.port, servers: S.servers, log: (l) => log(l), serverExtraEnv: { METRICS_TOKEN: metricsToken } });
  return Object.assign(topo, {
    serverUrls: topo.servers.map((s) => s.url),
    serverPids: topo.servers.map((s) => s.proc.child.pid),
    haproxyPid: topo.haproxy.proc.child.pid,
    statsPort: topo.ports.stats,
    metricsToken,
  });
}

// ---------------------------------------------------------------------------------------------------------

const ms = (v) => `${Math.round(v)}`;
const pct = (v) => `${Math.round(v)}%`;

async function main() {
  const steps = rampSteps({ start: S.startUsers, growth: S.growth, max: S.maxUsers });
  log(`deadline-day load: steps of ${S.stepS} s (${steps.join(', ')} users) until p99 > ${P99_LIMIT_MS} ms or errors > ${ERROR_LIMIT * 100} %, at most ${S.minutes} min in all`);
  log(`an employer's minute lasts ${(POLL_MS / 1000).toFixed(1)} s (time × ${S.scale}): the count polled every ${(POLL_MS / 1000).toFixed(1)} s, a page every ${(ACTION_MS / 1000).toFixed(1)} s, a declaration of 500 rows filed every ${S.fileEvery} pages on average`);
  log(`machine: ${CORES} cores (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const topo = await topology();
  running.topo = topo;
  const result = { broken: [], failed: false };
  let ctx;
  let watch;
  const employers = [];
  try {
    const seedAt = Date.now();
    const { accounts, big } = await seedEmployers(topo.primary, steps[steps.length - 1]);
    log(`${accounts.length} organizations with one employer each (2 declarations of 20 rows) and the organization of 20,000 made in SQL in ${((Date.now() - seedAt) / 1000).toFixed(1)} s`);
    const maker = await new Client(topo.url).signIn();
    const fileAt = Date.now();
    const [file500, file20k] = [await filledTemplate(maker, 500), await filledTemplate(maker, 20_000)];
    log(`workbooks of 500 rows (${(file500.length / 1024).toFixed(0)} KiB) and 20,000 rows (${(file20k.length / 1024).toFixed(0)} KiB) made in ${((Date.now() - fileAt) / 1000).toFixed(1)} s`);

    ctx = new LoadContext({ url: topo.url, accounts, file: file500, pollMs: POLL_MS, actionMs: ACTION_MS, fileEvery: S.fileEvery });
    watch = startMetricsWatch(topo, topo.metricsToken);
    const rows = [];
    let stopReason = `the last step (${steps[steps.length - 1]} users) stayed under the limits`;
    console.log(`\n${'step'.padEnd(5)}${'users'.padStart(6)}${'req/s'.padStart(8)}${'p50'.padStart(7)}${'p95'.padStart(7)}${'p99'.padStart(7)}${'errors'.padStart(14)}${'filed/s'.padStart(9)}${'upload p50/p99'.padStart(16)}  CPU: servers | primary | replica | HAProxy | bench | machine   pool wait / uploads queued`);
    for (const [i, users] of steps.entries()) {
      if (Date.now() + S.stepS * 1000 + BIG_RESERVE_MS + STOP_RESERVE_MS > deadline) {
        stopReason = `time: the run's ${S.minutes} minutes would pass during the next step (${users} users)`;
        break;
      }
      // the new employers arrive over the first half of the step
      for (let k = employers.length; k < users; k++) {
        const e = new SimEmployer(ctx, accounts[k], k);
        e.start(Math.random() * S.stepS * 500);
        employers.push(e);
      }
      ctx.current = newBucket();
      watch.take();
      const cpu0 = sampleCpu(topo);
      const down0 = await markedDownSoFar(topo);
      await sleep(S.stepS * 1000);
      const cpu1 = sampleCpu(topo);
      const markedDown = (await markedDownSoFar(topo)) - down0 || 0;
      const b = ctx.current;
      const seen = watch.take();
      const elapsed = (cpu1.at - cpu0.at) / 1000;
      const lat = latencySummary(b.latencies);
      const up = latencySummary(b.uploads);
      const use = cpuBetween(cpu0, cpu1);
      const decision = rampDecision({ calls: b.latencies.length, errors: b.errors, p99: lat.p99 }, { p99LimitMs: P99_LIMIT_MS, errorLimit: ERROR_LIMIT });
      const row = { step: i + 1, users, calls: b.calls, rps: b.calls / elapsed, ...lat, errors: b.errors, errorRate: b.calls ? b.errors / b.calls : 0, overload: b.overload, filedPerS: b.filed / elapsed, filed: b.filed, probes: b.probes, uploadP50: up.p50, uploadP99: up.p99, uploads: b.uploads.length, ...use, seen, markedDown, decision, loadavg: os.loadavg()[0] };
      rows.push(row);
      const c = use.cpu;
      console.log(
        `${String(row.step).padEnd(5)}${String(users).padStart(6)}${row.rps.toFixed(1).padStart(8)}${ms(lat.p50).padStart(7)}${ms(lat.p95).padStart(7)}${ms(lat.p99).padStart(7)}${`${b.errors} (${(row.errorRate * 100).toFixed(1)}%)`.padStart(14)}${row.filedPerS.toFixed(2).padStart(9)}${`${ms(up.p50)}/${ms(up.p99)}`.padStart(16)}  ${c.servers.map(pct).join('+')} | ${pct(c.primary)} | ${pct(c.replica)} | ${pct(c.haproxy)} | ${pct(c.loader)} | ${pct(use.machineBusy)} of ${CORES}   ${seen.available === false ? 'no /metrics' : `${seen.poolWaiting} / ${seen.uploadsQueued}`}${markedDown ? `  processes marked down: ${markedDown}` : ''}${Object.keys(b.overload).length ? `  overload: ${JSON.stringify(b.overload)}` : ''}`,
      );
      if (decision.stop) {
        stopReason = `step ${i + 1} (${users} users): ${decision.reason}`;
        break;
      }
    }
    log(`ramp stopped: ${stopReason}`);

    // back to the last load under the limits, and the employer of 20,000 files while the others go on
    const good = rows.filter((r) => !r.decision.stop);
    const last = good[good.length - 1];
    const holdUsers = last?.users ?? steps[0];
    await Promise.all(employers.splice(holdUsers).map((e) => e.stop()));
    log(`the employer of 20,000 employees uploads, views, filters, exports and activates while ${holdUsers} employers go on`);
    ctx.current = newBucket();
    watch.take();
    const bigCpu0 = sampleCpu(topo);
    const bigDown0 = await markedDownSoFar(topo);
    const bigResult = await Promise.race([
      bigEmployer(ctx, big, file20k).catch((e) => ({ error: e.message })),
      sleep(Math.max(10_000, deadline - Date.now() - STOP_RESERVE_MS)).then(() => ({ error: 'not finished within the run\'s time' })),
    ]);
    const during = { bucket: ctx.current, use: cpuBetween(bigCpu0, sampleCpu(topo)), seen: watch.take(), markedDown: (await markedDownSoFar(topo)) - bigDown0 || 0 };
    ctx.running = false;
    await Promise.all(employers.map((e) => e.stop()));
    await watch.stop();

    // figures
    const judged = rows.length ? rows[rows.length - 1] : undefined;
    const totalFiled = rows.reduce((a, r) => a + r.filed, 0);
    const totalS = rows.length * S.stepS;
    console.log('\nfigures:');
    const fig = (k, v) => console.log(`  ${k.padEnd(58)} ${v}`);
    fig('server processes', topo.serverUrls.length);
    fig('ramp stopped', stopReason);
    if (last) {
      fig('last step under the limits: users, req/s, p99', `${last.users}, ${last.rps.toFixed(1)}, ${ms(last.p99)} ms`);
      fig('users held per server process at that step', (last.users / topo.serverUrls.length).toFixed(0));
      fig('declarations filed per second at that step', `${last.filedPerS.toFixed(2)} (${last.filed} in ${S.stepS} s)`);
    } else fig('last step under the limits', 'none: the first step passed a limit');
    fig('declarations filed in all (per second over the ramp)', `${totalFiled} (${(totalFiled / Math.max(1, totalS)).toFixed(2)})`);
    if (judged) {
      const j = judgeBottleneck({ cores: CORES, machineBusy: judged.machineBusy, cpu: judged.cpu, poolWaiting: judged.seen.poolWaiting, uploadsQueued: judged.seen.uploadsQueued, markedDown: judged.markedDown });
      fig(`first bottleneck (step ${judged.step}, ${judged.users} users)`, j.bottleneck);
      fig('  measured', j.evidence);
      fig('  load average at that step', judged.loadavg.toFixed(1));
    }
    console.log('\nthe employer of 20,000 employees (while the others filed):');
    for (const t of bigResult.timings ?? []) console.log(`  ${t.what.padEnd(56)} ${ms(t.ms).padStart(7)} ms${t.status === 200 ? '' : ` (answered ${t.status})`}`);
    if (bigResult.totalMs) console.log(`  ${'all of it'.padEnd(56)} ${ms(bigResult.totalMs).padStart(7)} ms`);
    if (bigResult.error) console.log(`  ended early: ${bigResult.error}`);
    const dl = latencySummary(during.bucket.latencies);
    const dc = during.use.cpu;
    console.log(`  meanwhile the ${holdUsers} others: ${during.bucket.calls} calls, p50/p95/p99 ${ms(dl.p50)}/${ms(dl.p95)}/${ms(dl.p99)} ms, errors ${during.bucket.errors}, ${during.bucket.filed} declarations filed`);
    console.log(`  CPU meanwhile: servers ${dc.servers.map(pct).join(' + ')}, primary ${pct(dc.primary)}, replica ${pct(dc.replica)}, HAProxy ${pct(dc.haproxy)}, bench ${pct(dc.loader)}, machine ${pct(during.use.machineBusy)} of ${CORES} cores; pool waiting ${during.seen.poolWaiting}, uploads queued ${during.seen.uploadsQueued}, processes marked down ${during.markedDown}`);
    console.log(`\nprobes of another organization's declaration (each must answer 404 or 403): ${rows.reduce((a, r) => a + r.probes, 0)}`);
    result.broken = ctx.broken;
    if (ctx.brokenCount) result.failed = true;
  } catch (e) {
    result.failed = true;
    console.error(`bench:load could not run: ${e.stack ?? e.message}`);
  } finally {
    if (ctx) ctx.running = false;
    await Promise.all(employers.map((e) => e.stop()));
    await watch?.stop();
    log('stopping the topology…');
    await topo.stop();
  }
  if (result.broken.length) {
    console.log(`\nBROKEN (${ctx.brokenCount}):`);
    for (const b of result.broken) console.log(`  - ${b}`);
  } else if (!result.failed) console.log('\nnothing broke: every answer was expected or an overload (timeout, 429, 502–504), and no organization read another\'s data');
  log('done');
  return result.failed ? 1 : 0;
}

// the whole run is bounded: past its minutes and a margin for stopping, or on a signal, the topology is stopped
const running = { topo: undefined, stopping: false };
async function abort(why) {
  if (running.stopping) return;
  running.stopping = true;
  console.error(`bench:load: ${why}, stopping the topology`);
  await running.topo?.stop().catch((e) => console.error(e.message));
  process.exit(1);
}
setTimeout(() => void abort(`past ${S.minutes} minutes and the margin to stop`), S.minutes * 60_000 + 3 * 60_000).unref();
process.on('SIGINT', () => void abort('SIGINT'));
process.on('SIGTERM', () => void abort('SIGTERM'));
process.exit(await main());
