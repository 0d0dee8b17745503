// The agency's topology on this machine's loopback: HAProxy on one port in front of N portal processes, a
// PostgreSQL primary (WAL archived) and a streaming replica. `startTopology` is used by `npm run topology` and
// by every drill.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backendStates, startHaproxy } from './haproxy.mjs';
import { createPrimary, createReplica, ownedDir } from './postgres.mjs';
import { REPO, ServerProcess, serverEnv } from './servers.mjs';

/**
 * Ports from `base` (all loopback): HAProxy base, its statistics base+1, the primary base+2, the replica base+3,
 * restored clusters base+4…, their portal base+6, portal processes base+10+i.
 */
export function portsOf(base, servers) {
  return { haproxy: base, stats: base + 1, primary: base + 2, replica: base + 3, restored: base + 4, restoredServer: base + 6, servers: Array.from({ length: servers }, (_, i) => base + 10 + i) };
}

function ensureWebBuild() {
  if (existsSync(path.join(REPO, 'apps/web/dist/index.html'))) return;
  console.log('building the web app (once)…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO, stdio: 'inherit' });
}

export async function startTopology({ base = 18000, servers: count = 3, log = console.log, serverExtraEnv = {} } = {}) {
  const ports = portsOf(base, count);
  const dir = process.env.TOPOLOGY_DIR ? path.resolve(process.env.TOPOLOGY_DIR) : path.join(os.tmpdir(), `pensia-topology-${base}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  ownedDir(dir);
  const archiveDir = path.join(dir, 'wal-archive');
  const t0 = Date.now();
  const stoppers = [];
  const topo = { dir, ports, archiveDir, servers: [], primary: undefined, replica: undefined, haproxy: undefined, jwtSecret: randomBytes(32).toString('hex') };

  topo.stop = async () => {
    for (const stop of stoppers.reverse()) await stop().catch((e) => console.error(`stopping: ${e.message}`));
    stoppers.length = 0;
  };
  try {
    ensureWebBuild();
    topo.primary = await createPrimary({ dir, port: ports.primary, archiveDir });
    stoppers.push(async () => topo.primary.stop('fast'));
    log(`primary   postgres 127.0.0.1:${ports.primary} (${topo.primary.dataDir}), WAL archived to ${archiveDir}`);
    topo.replica = createReplica({ dir, port: ports.replica, primary: topo.primary });
    stoppers.push(async () => topo.replica.stop('fast'));
    log(`replica   postgres 127.0.0.1:${ports.replica} (${topo.replica.dataDir}), streaming from the primary`);

    const env = (seed) => serverEnv({ databaseUrl: topo.primary.url(), readUrl: topo.replica.url(), jwtSecret: topo.jwtSecret, seed, extra: serverExtraEnv });
    topo.servers = ports.servers.map((port, i) => new ServerProcess({ name: `s${i + 1}`, port, env: env(i === 0), logFile: path.join(dir, `s${i + 1}.log`) }));
    stoppers.push(async () => Promise.all(topo.servers.map((s) => s.stop())));
    // the first process migrates and seeds alone; the others start on a database that is ready
    topo.servers[0].start();
    await topo.servers[0].waitReady();
    for (const s of topo.servers.slice(1)) s.start();
    await Promise.all(topo.servers.slice(1).map((s) => s.waitReady()));
    for (const s of topo.servers) log(`server    ${s.name} http://127.0.0.1:${s.port} (log ${s.logFile})`);

    topo.haproxy = await startHaproxy({ dir, port: ports.haproxy, statsPort: ports.stats, servers: topo.servers });
    stoppers.push(() => topo.haproxy.stop());
    topo.url = `http://127.0.0.1:${ports.haproxy}`;
    topo.states = () => backendStates(ports.stats);
    log(`haproxy   ${topo.url} (statistics http://127.0.0.1:${ports.stats}/stats)`);
    log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return topo;
  } catch (e) {
    await topo.stop();
    throw e;
  }
}
