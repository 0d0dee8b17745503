// What the drills read of the portal processes: their logs, and which of them holds a transaction.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The "job started" lines of a queue job in each process's log: { server, time, attempt }. */
export function startsOf(topo, queueJobId) {
  const out = [];
  for (const s of topo.servers) {
    let text = '';
    try {
      text = readFileSync(s.logFile, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!line.includes(queueJobId) || !line.includes('"job started"')) continue;
      try {
        const l = JSON.parse(line);
        if (l.jobId === queueJobId) out.push({ server: s, time: l.time, attempt: l.attempt });
      } catch {
        /* a line cut by the kill */
      }
    }
  }
  return out.sort((a, b) => a.time - b.time);
}

/**
 * The portal process holding an open transaction (a transaction id) whose statement matches `like`, found
 * from PostgreSQL's side: the backend's client port, then the process owning that socket (`ss -p`, as root).
 */
export async function serverInTransaction(topo, like) {
  const rows = await topo.primary.query(
    "select client_port as port from pg_stat_activity where application_name = 'pensia' and backend_xid is not null and query ilike $1",
    [like],
    'postgres',
  );
  for (const { port } of rows) {
    if (!port) continue;
    const out = execFileSync('ss', ['-Htnp', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' });
    const pid = Number(/pid=(\d+)/.exec(out)?.[1]);
    const server = topo.servers.find((s) => s.proc?.child.pid === pid);
    if (server) return server;
  }
  return undefined;
}

/** Calls `probe` every `stepMs` until it answers something truthy or `ms` pass; answers it (undefined then). */
export async function poll(probe, ms, stepMs = 200) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v || Date.now() > until) return v || undefined;
    await sleep(stepMs);
  }
}
