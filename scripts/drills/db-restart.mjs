// db-restart: stop the primary as a crash would (immediate) under a load of writes and start it again.
// Promise: every acknowledged write is in the database afterwards (lost: 0); /health/ready answers 503 with
// Retry-After while the primary is down; the same processes write again once it is back, without a restart.
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, employeeBody, uniqueNumbers } from './client.mjs';
import { missingWrites } from './load.mjs';

export const servers = 2;
const OUTAGE_MS = 6_000;

export async function run(topo) {
  const writers = await Promise.all(Array.from({ length: 6 }, () => new Client(topo.url).signIn()));
  const pids = topo.servers.map((s) => s.proc.child.pid);
  const acked = [];
  const statuses = {};
  const next = uniqueNumbers(2);
  let running = true;
  let restartedAt;
  let firstAckAfterRestart;
  const loops = writers.map(async (c) => {
    while (running) {
      const id = next();
      const res = await c.call('POST', '/api/finance-write/v1/employees', employeeBody(id), { timeoutMs: 30_000 });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === 200) {
        acked.push(id);
        if (restartedAt && !firstAckAfterRestart) firstAckAfterRestart = Date.now();
      } else await sleep(200);
    }
  });
  // readiness of each process, asked directly (not through HAProxy) every 250 ms
  const ready = { ok: 0, unavailable: 0, withRetryAfter: 0, other: 0 };
  const probe = (async () => {
    while (running) {
      for (const s of topo.servers) {
        try {
          const res = await fetch(`${s.url}/health/ready`, { signal: AbortSignal.timeout(3_000) });
          await res.arrayBuffer();
          if (res.status === 200) ready.ok++;
          else if (res.status === 503) {
            ready.unavailable++;
            if (Number(res.headers.get('retry-after')) > 0) ready.withRetryAfter++;
          } else ready.other++;
        } catch {
          ready.other++;
        }
      }
      await sleep(250);
    }
  })();

  await sleep(5_000);
  const ackedBefore = acked.length;
  console.log(`  stopping the primary (immediate) after ${ackedBefore} acknowledged writes`);
  const stoppedAt = Date.now();
  topo.primary.stop('immediate');
  await sleep(OUTAGE_MS);
  const duringOutage = { ...ready };
  console.log('  starting the primary again');
  topo.primary.start();
  restartedAt = Date.now();
  const outageMs = restartedAt - stoppedAt;
  for (let t = 0; t < 60_000 && !firstAckAfterRestart; t += 250) await sleep(250);
  await sleep(5_000);
  running = false;
  await Promise.all([...loops, probe]);

  const missing = await missingWrites(topo.primary, acked);
  const samePids = topo.servers.every((s, i) => s.proc.child.pid === pids[i] && s.proc.child.exitCode === null);
  const broken = [];
  if (missing.length) broken.push(`${missing.length} acknowledged writes missing: ${missing.slice(0, 5).join(', ')}`);
  if (!duringOutage.withRetryAfter) broken.push('/health/ready never answered 503 with Retry-After while the primary was down');
  if (!firstAckAfterRestart) broken.push('no write was acknowledged within 60 s of the primary being back');
  if (!samePids) broken.push('a server process ended during the drill');
  return {
    broken,
    figures: {
      'writes acknowledged': acked.length,
      'acknowledged writes missing (lost)': missing.length,
      'answers by status': Object.entries(statuses).map(([k, v]) => `${k === '0' ? 'none' : k}: ${v}`).join(', '),
      'primary stopped → accepting again (ms)': outageMs,
      'primary back → first acknowledged write (ms)': firstAckAfterRestart ? firstAckAfterRestart - restartedAt : 'never',
      '/health/ready 503 with Retry-After (probes)': `${ready.withRetryAfter} of ${ready.unavailable} 503s`,
      'server processes restarted': samePids ? 0 : 'yes',
    },
  };
}
