// server-kill: SIGKILL one portal process under load. Promise: no call fails that one retry does not recover,
// no acknowledged write is lost, HAProxy takes the process out within 5 s and back once it is restarted.
import { setTimeout as sleep } from 'node:timers/promises';
import { startLoad, missingWrites } from './load.mjs';

export const servers = 3;

async function until(what, check, timeoutMs) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - t0;
    await sleep(100);
  }
  return undefined;
}

export async function run(topo) {
  const t0 = Date.now();
  const victim = topo.servers[1];
  const load = await startLoad(topo.url, { clients: 6 });
  await sleep(5_000);
  const before = load.stats.calls;
  console.log(`  SIGKILL ${victim.name} (pid ${victim.proc.child.pid}) after ${before} calls`);
  await victim.kill();
  const downMs = await until('down', async () => (await topo.states())[victim.name]?.startsWith('DOWN'), 15_000);
  console.log(`  HAProxy marked it down after ${downMs ?? '—'} ms`);
  await sleep(5_000);
  victim.start();
  const upMs = await until('up', async () => /^UP/.test((await topo.states())[victim.name] ?? ''), 180_000);
  console.log(`  restarted; back in rotation after ${upMs ?? '—'} ms`);
  const servedBefore = await sessionsOf(topo, victim.name);
  await sleep(5_000);
  const servedAfter = await sessionsOf(topo, victim.name);
  const result = await load.stop();
  const missing = await missingWrites(topo.primary, [...result.writesAcked, ...result.writesConflictOnRetry]);
  const broken = [];
  if (result.failedAfterRetry) broken.push(`${result.failedAfterRetry} calls failed after one retry: ${result.failures.join('; ')}`);
  if (missing.length) broken.push(`${missing.length} acknowledged writes missing: ${missing.slice(0, 5).join(', ')}`);
  if (downMs === undefined || downMs > 5_000) broken.push(`HAProxy took ${downMs ?? 'more than 15 000'} ms to take the killed process out (promise: 5 s)`);
  if (upMs === undefined) broken.push('the restarted process was not taken back within 180 s');
  if (!(servedAfter > servedBefore)) broken.push('the restarted process received no request after it was taken back');
  return {
    broken,
    figures: {
      'calls (reads and writes)': result.calls,
      'calls failed at the first try (recovered by the retry)': result.firstTryFailed,
      'calls failed after one retry': result.failedAfterRetry,
      'writes acknowledged': result.writesAcked.length + result.writesConflictOnRetry.length,
      'writes stored before a lost answer (409 on retry)': result.writesConflictOnRetry.length,
      'acknowledged writes missing': missing.length,
      'killed → marked down by HAProxy (ms)': downMs ?? 'never',
      'restart → back in rotation (ms)': upMs ?? 'never',
      'calls served by it in the 5 s after it came back': servedAfter - servedBefore,
      'latency p50 / p99 (ms)': `${result.p50.toFixed(0)} / ${result.p99.toFixed(0)}`,
      'drill time (s)': ((Date.now() - t0) / 1000).toFixed(0),
    },
  };
}

async function sessionsOf(topo, name) {
  const res = await fetch(`http://127.0.0.1:${topo.ports.stats}/stats;csv`);
  const [header, ...lines] = (await res.text()).replace(/^# /, '').trim().split('\n');
  const cols = header.split(',');
  const row = lines.map((l) => l.split(',')).find((r) => r[0] === 'servers' && r[1] === name);
  return Number(row?.[cols.indexOf('stot')] ?? 0);
}
