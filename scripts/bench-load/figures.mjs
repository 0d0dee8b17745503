// The load bench's arithmetic, kept free of I/O so that it can be tested: latency percentiles, when the ramp
// stops, CPU from /proc, the portal's /metrics, and which part of the topology gave out first.
import { percentile } from '../drills/client.mjs';

export { percentile };

/** Statuses that say the topology is overloaded (no answer in time, refused, HAProxy's own errors): errors, not defects. */
export const OVERLOAD_STATUSES = new Set([0, 429, 502, 503, 504]);

/** p50, p95, p99 of latencies in milliseconds (0 when there are none). */
export function latencySummary(values) {
  return { p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) };
}

/**
 * Whether the ramp stops after a step: its p99 passed `p99LimitMs`, or its error share passed `errorLimit`.
 * A step with fewer than `minCalls` calls proves nothing either way and does not stop the ramp by itself.
 */
export function rampDecision({ calls, errors, p99 }, { p99LimitMs = 1_000, errorLimit = 0.01, minCalls = 20 } = {}) {
  if (calls < minCalls) return { stop: false, reason: `${calls} calls: too few to judge` };
  const errorRate = errors / calls;
  if (p99 > p99LimitMs) return { stop: true, reason: `p99 ${Math.round(p99)} ms > ${p99LimitMs} ms` };
  if (errorRate > errorLimit) return { stop: true, reason: `errors ${(errorRate * 100).toFixed(1)} % > ${(errorLimit * 100).toFixed(0)} %` };
  return { stop: false, reason: 'under both limits' };
}

/** The users of each step: `start`, then multiplied by `growth` (rounded, at least one more), up to `max`. */
export function rampSteps({ start, growth, max }) {
  const steps = [];
  for (let n = start; n <= max; n = Math.max(n + 1, Math.round(n * growth))) steps.push(n);
  return steps;
}

/**
 * CPU times of /proc/<pid>/stat in clock ticks: the process's own (user + system, all threads) and its
 * waited-for children's. The command name may hold spaces and parentheses: fields are counted after the last ')'.
 */
export function parseProcStat(text) {
  const rest = text.slice(text.lastIndexOf(')') + 2).trim().split(/\s+/);
  // rest[0] is field 3 (state): utime is field 14, stime 15, cutime 16, cstime 17; ppid field 4
  const n = (field) => Number(rest[field - 3]);
  return { ppid: n(4), own: n(14) + n(15), children: n(16) + n(17) };
}

/** The machine's busy and total ticks from the first line of /proc/stat (idle and iowait are not busy). */
export function parseMachineStat(text) {
  const cpu = text.split('\n').find((l) => l.startsWith('cpu '));
  const v = cpu.trim().split(/\s+/).slice(1).map(Number);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - v[3] - (v[4] ?? 0), total };
}

/** Share of one core (percent) used by `ticks` clock ticks over `ms` milliseconds. */
export function corePercent(ticks, ms, hz = 100) {
  return ms > 0 ? (ticks / hz / (ms / 1000)) * 100 : 0;
}

/** Values of the Prometheus text format: `name{labels}` → number (the labels as written, sorted by the exporter). */
export function parseMetrics(text) {
  const out = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?)\s+(\S+)/.exec(line);
    if (m) out.set(m[1], Number(m[2]));
  }
  return out;
}

/** HAProxy's statistics CSV: the portal processes' status and how often each was marked down (`chkdown`). */
export function parseHaproxyCsv(text) {
  const [header, ...lines] = text.replace(/^# /, '').trim().split('\n');
  const cols = header.split(',');
  const servers = {};
  for (const line of lines) {
    const row = Object.fromEntries(line.split(',').map((v, i) => [cols[i], v]));
    if (row.pxname === 'servers' && row.svname !== 'BACKEND' && row.svname !== 'FRONTEND') servers[row.svname] = { status: row.status, chkdown: Number(row.chkdown) || 0 };
  }
  return servers;
}

/**
 * The first bottleneck, judged from one step's measurements: `machineBusy` (percent of all cores), `cores`,
 * `cpu` (percent of one core: each server process, primary, replica, haproxy, loader), `poolWaiting` (highest
 * callers waiting for a connection seen in any process), `uploadsQueued` (highest uploads waiting for a worker),
 * `markedDown` (times HAProxy took a process out of rotation). Answers one sentence with its evidence.
 */
export function judgeBottleneck({ cores, machineBusy, cpu, poolWaiting = 0, uploadsQueued = 0, markedDown = 0 }) {
  const servers = cpu.servers ?? [];
  const serverMax = Math.max(0, ...servers);
  const serversSum = servers.reduce((a, b) => a + b, 0);
  const ours = serversSum + (cpu.primary ?? 0) + (cpu.replica ?? 0) + (cpu.haproxy ?? 0) + (cpu.loader ?? 0);
  const others = Math.max(0, (machineBusy / 100) * cores * 100 - ours);
  const fmt = (v) => `${Math.round(v)} %`;
  const evidence = `servers ${servers.map(fmt).join(' + ')}, primary ${fmt(cpu.primary ?? 0)}, replica ${fmt(cpu.replica ?? 0)}, HAProxy ${fmt(cpu.haproxy ?? 0)}, load generator ${fmt(cpu.loader ?? 0)}, other work ${fmt(others)} of ${cores * 100} %; pool waiting ${poolWaiting}, uploads queued ${uploadsQueued}; processes marked down by HAProxy ${markedDown}`;
  // a process too slow to answer its health check in time is taken out with its connections: errors, not just latency
  if (markedDown > 0) return { bottleneck: `HAProxy's health checks: a slow process's /health/ready did not answer within the check's time, ${markedDown} time(s) a process was taken out of rotation and its requests cut`, evidence };
  // a process's event loop is one thread: near a whole core it answers no faster, whatever the machine has left
  if (serverMax >= 85) return { bottleneck: 'the server processes\' CPU (a process\'s main thread near a whole core)', evidence };
  if (poolWaiting >= 5) return { bottleneck: 'the database pools (callers waiting for a connection)', evidence };
  if (uploadsQueued >= 4) return { bottleneck: 'the upload workers (uploads queued for a worker)', evidence };
  if (machineBusy >= 90) {
    const parts = [['the server processes', serversSum], ['PostgreSQL (primary)', cpu.primary ?? 0], ['PostgreSQL (replica)', cpu.replica ?? 0], ['HAProxy', cpu.haproxy ?? 0], ['the load generator', cpu.loader ?? 0], ['other work on the machine', others]];
    parts.sort((a, b) => b[1] - a[1]);
    return { bottleneck: `the machine's CPU (all ${cores} cores busy; the largest share: ${parts[0][0]})`, evidence };
  }
  if ((cpu.primary ?? 0) >= 85) return { bottleneck: 'PostgreSQL primary\'s CPU', evidence };
  if (poolWaiting > 0) return { bottleneck: 'the database pools (callers waiting for a connection)', evidence };
  return { bottleneck: 'none of CPU, pools or upload workers at their limit: latency from elsewhere (locks, disk, the network stack)', evidence };
}
